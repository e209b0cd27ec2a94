package io.fogisles.expansion;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.game.ParameterCheck;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.ResolvedModules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Module 3's numbers: the tiles of each colour, their unlock marks on the silver track (C3), points and conversion (C18). */
public final class ExpansionRules {
    /** One kind of expansion tile, made once per player colour. */
    public record TileKind(String kind, int valueMin, int valueMax, int mark, int points, int convertEnergy, int monuments, String onPlaced) {
    }

    public static final String OFFICE = "harbour-office";

    public final List<TileKind> tiles;
    public final int officeMark;
    public final int officePoints;
    public final int allFiveBonus;
    private final Map<String, Integer> marks = new LinkedHashMap<>();
    private final Map<String, Integer> points = new LinkedHashMap<>();

    public ExpansionRules(Parameters p, ResolvedModules modules) {
        ParameterCheck.check(p, "expansion", ExpansionRules.class, "fogisles/expansion/data/schema/parameters.schema.json", "module 3 parameters", modules);
        List<TileKind> list = new ArrayList<>();
        for (JsonNode t : p.get("expansion", "tiles")) {
            list.add(new TileKind(t.get("kind").asText(), t.get("valueMin").asInt(), t.get("valueMax").asInt(), t.get("mark").asInt(),
                    t.get("points").asInt(), t.get("convertEnergy").asInt(), t.path("monuments").asInt(0), t.path("onPlaced").asText(null)));
        }
        tiles = List.copyOf(list);
        officeMark = p.get("expansion", "office").get("mark").asInt();
        officePoints = p.get("expansion", "office").get("points").asInt();
        allFiveBonus = p.get("expansion", "allFiveBonus").asInt();
        for (TileKind t : tiles) {
            marks.put(t.kind(), t.mark());
            points.put(t.kind(), t.points());
        }
        marks.put(OFFICE, officeMark);
        points.put(OFFICE, officePoints);
    }

    /** The energy from which a tile of this kind can be activated. */
    public int mark(String kind) {
        Integer m = marks.get(kind);
        return m == null ? Integer.MAX_VALUE : m;
    }

    /** The victory points of a tile of this kind on the island (0 for other kinds). */
    public int points(String kind) {
        return points.getOrDefault(kind, 0);
    }

    /** Whether a piece kind is one of a player's expansion tiles (the four of this module plus the harbour office). */
    public boolean isExpansionKind(String kind) {
        return marks.containsKey(kind);
    }

    /** How many expansion tiles a player owns (5 with the printed rules). */
    public int perPlayer() {
        return tiles.size() + 1;
    }
}
