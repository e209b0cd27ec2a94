package io.fogisles.base;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.ParameterCheck;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ResolvedModules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Module 1's numbers for one rule set, read once from the (possibly house-ruled) parameters and checked
 * against {@code parameters.schema.json}: energy track and crowns, clouds per player count, starting
 * energies, eyepieces, scoring constants, dice faces, and the island in play.
 */
public final class BaseRules {
    public final int seats;
    public final int energyMax;
    public final int[] startingEnergy;
    public final int eyepieces;
    public final int maxEyepieces;
    public final int[] crownEnergy;
    public final int[] crownPoints;
    public final int clouds;
    public final int cloudCapacity;
    public final int landscapeTilePoints;
    public final int jokerPoints;
    public final int bonusMinTiles;
    public final int bonusPoints;
    public final int cityPoints;
    public final int[] monumentRates;
    public final int endBonusFirst;
    public final int endBonusFinal;
    public final Direction[] directionDie;
    public final String[] bonusFaceIds;
    public final String[] bonusFaceEffects;
    public final Map<String, String> fieldEffects;
    public final Island island;
    /** The seat the players chose as the first start player (RULES C19), or −1: random from the seed. */
    public final int firstStartPlayer;

    public BaseRules(Parameters p, ResolvedModules modules, GameConfig config) {
        String source = p.source("base");
        ParameterCheck.check(p, "base", BaseRules.class, "fogisles/base/data/schema/parameters.schema.json", "module 1 parameters", modules);
        seats = config.seats();
        energyMax = p.get("base", "energyMax").asInt();
        startingEnergy = ints(p.get("base", "startingEnergy"));
        eyepieces = p.get("base", "eyepieces").asInt();
        maxEyepieces = Math.max(eyepieces, p.get("base", "maxEyepieces").asInt());
        JsonNode crowns = p.get("base", "crowns");
        crownEnergy = new int[crowns.size()];
        crownPoints = new int[crowns.size()];
        for (int i = 0; i < crowns.size(); i++) {
            crownEnergy[i] = crowns.get(i).get("energy").asInt();
            crownPoints[i] = crowns.get(i).get("points").asInt();
        }
        JsonNode cl = p.get("base", "clouds").get(String.valueOf(seats));
        if (cl == null) throw new DataException(source, "$.clouds", "no cloud count for " + seats + " players; add \"" + seats + "\": n");
        clouds = cl.asInt();
        if (clouds <= seats) throw new DataException(source, "$.clouds." + seats, "there must be more clouds (" + clouds + ") than players (" + seats + "), RULES B6.1");
        cloudCapacity = p.get("base", "cloudCapacity").asInt();
        landscapeTilePoints = p.get("base", "landscapeTilePoints").asInt();
        jokerPoints = p.get("base", "jokerPoints").asInt();
        bonusMinTiles = p.get("base", "landscapeBonus").get("minTiles").asInt();
        bonusPoints = p.get("base", "landscapeBonus").get("points").asInt();
        cityPoints = p.get("base", "cityPointsPerNeighbour").asInt();
        monumentRates = ints(p.get("base", "monumentRates"));
        endBonusFirst = p.get("base", "endBonus").get("first").asInt();
        endBonusFinal = p.get("base", "endBonus").get("final").asInt();
        JsonNode dd = p.get("base", "directionDie");
        directionDie = new Direction[dd.size()];
        for (int i = 0; i < dd.size(); i++) directionDie[i] = Direction.parse(dd.get(i).asText());
        JsonNode bd = p.get("base", "bonusDie");
        bonusFaceIds = new String[bd.size()];
        bonusFaceEffects = new String[bd.size()];
        for (int i = 0; i < bd.size(); i++) {
            bonusFaceIds[i] = bd.get(i).get("id").asText();
            bonusFaceEffects[i] = bd.get(i).get("effect").asText();
        }
        fieldEffects = new LinkedHashMap<>();
        p.get("base", "fieldEffects").fields().forEachRemaining(e -> fieldEffects.put(e.getKey(), e.getValue().asText()));
        if (startingEnergy.length < seats)
            throw new DataException(source, "$.startingEnergy", "needs a starting energy for each of " + seats + " seats, has " + startingEnergy.length);
        island = loadIsland(p, modules);
        firstStartPlayer = firstStartPlayer(modules, seats);
    }

    /**
     * Option {@code firstStartPlayer} (RULES B1.6, C19): "random" (the default) or a player number in
     * seating order, counted from 1, which must name a seat of this game.
     */
    private static int firstStartPlayer(ResolvedModules modules, int seats) {
        String value = modules.option("base", "firstStartPlayer");
        if (value.equals("random")) return -1;
        int player = Integer.parseInt(value); // the module resolver allows only random and 1-4 (module.json)
        if (player < 1 || player > seats)
            throw new ModuleException("base", "option base.firstStartPlayer=" + value + " names player " + value + ", but this game has "
                    + seats + " players; choose random or a player number from 1 to " + seats);
        return player - 1;
    }

    static Schema schema(String resource) {
        return ParameterCheck.schema(BaseRules.class, resource);
    }

    private Island loadIsland(Parameters p, ResolvedModules modules) {
        JsonNode custom = p.get("base", "customIsland");
        if (custom != null && !custom.isNull()) {
            LocatedJson doc = LocatedJson.parse("customIsland (house rule)", custom.toString());
            return IslandLoader.load(doc, doc.root(), "$", fieldEffects);
        }
        String side = modules.option("base", "island");
        JsonNode file = p.get("base", "islands").get(side);
        if (file == null) throw new DataException(p.source("base"), "$.islands", "no island file for side '" + side + "'");
        ModuleDescriptor d = modules.ordered().stream().filter(m -> m.id().equals("base")).findFirst().orElseThrow();
        return IslandLoader.load(d.displayPath(file.asText()), d.read(file.asText()), fieldEffects);
    }

    /** The built-in island of a side, for tools ({@code "base:front"}, {@code "base:back"}). */
    public static Island builtInIsland(ModuleCatalog catalog, String side) {
        ModuleDescriptor d = catalog.get("base");
        String file = "data/islands/" + side + ".json";
        return IslandLoader.load(d.displayPath(file), d.read(file), defaultFieldEffects(d));
    }

    public static Map<String, String> defaultFieldEffects(ModuleDescriptor base) {
        LocatedJson doc = LocatedJson.parse(base.displayPath("data/parameters.json"), base.read("data/parameters.json"));
        Map<String, String> out = new LinkedHashMap<>();
        doc.root().get("fieldEffects").fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asText()));
        return out;
    }

    private static int[] ints(JsonNode arr) {
        List<Integer> l = new ArrayList<>();
        for (JsonNode n : arr) l.add(n.asInt());
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Victory points of the energy track (RULES B11.5, C3): the highest crown at or below the energy. */
    public int crownPoints(int energy) {
        int best = 0;
        for (int i = 0; i < crownEnergy.length; i++) if (energy >= crownEnergy[i]) best = Math.max(best, crownPoints[i]);
        return best;
    }

    /** Starting energy of the seat that is {@code k} places clockwise from the start player (RULES B1.7). */
    public int startingEnergy(int k) {
        return startingEnergy[k];
    }
}
