package io.fogisles.harbour;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.game.ParameterCheck;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.ResolvedModules;
import java.util.List;

/** Module 2's numbers for one rule set: the piers of the chosen side (C6), the offer, the office. */
public final class HarbourRules {
    /** A pier: travel value (and D-value), trade ratio give:take, and whether leaving puts the balloon anywhere. */
    public record Pier(int number, int value, int give, int take, boolean anywhere) {
    }

    public final String side;
    public final List<Pier> piers;
    public final int offerAtSetup;
    public final int offerLimit;
    public final int officeMin;
    public final int officeMax;
    public final int officeConvert;

    public HarbourRules(Parameters p, ResolvedModules modules) {
        ParameterCheck.check(p, "harbour", HarbourRules.class, "fogisles/harbour/data/schema/parameters.schema.json", "module 2 parameters", modules);
        side = modules.option("harbour", "side");
        JsonNode s = p.get("harbour", "sides").get(side);
        if (s == null) throw new DataException(p.source("harbour"), "$.sides", "no piers for harbour side '" + side + "'");
        java.util.ArrayList<Pier> list = new java.util.ArrayList<>();
        for (int i = 0; i < s.get("piers").size(); i++) {
            JsonNode n = s.get("piers").get(i);
            list.add(new Pier(i + 1, n.get("value").asInt(), n.get("give").asInt(), n.get("take").asInt(), n.path("anywhere").asBoolean(false)));
        }
        piers = List.copyOf(list);
        offerAtSetup = p.get("harbour", "offerAtSetup").asInt();
        offerLimit = p.get("harbour", "offerLimit").asInt();
        officeMin = p.get("harbour", "office").get("valueMin").asInt();
        officeMax = p.get("harbour", "office").get("valueMax").asInt();
        officeConvert = p.get("harbour", "office").get("convertEnergy").asInt();
    }

    public Pier pier(int number) {
        return piers.get(number - 1);
    }
}
