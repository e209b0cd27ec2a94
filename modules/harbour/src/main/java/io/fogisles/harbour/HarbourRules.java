package io.fogisles.harbour;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.ResolvedModules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
        checkSchema(p);
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

    private static void checkSchema(Parameters p) {
        Map<String, Object> all = new LinkedHashMap<>();
        for (String k : p.keys("harbour")) all.put(k, Json.MAPPER.convertValue(p.get("harbour", k), Object.class));
        String text;
        try {
            text = Json.MAPPER.writeValueAsString(all);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        String resource = "fogisles/harbour/data/schema/parameters.schema.json";
        try (InputStream in = HarbourRules.class.getClassLoader().getResourceAsStream(resource)) {
            Schema schema = Schema.load(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            List<DataException> problems = schema.validate(LocatedJson.parse(p.source("harbour"), text));
            if (!problems.isEmpty()) {
                DataException e = problems.get(0);
                throw new DataException(p.source("harbour"), e.path(), e.problem() + " (module 2 parameters, possibly changed by a house rule)");
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
