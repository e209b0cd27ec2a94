package io.fogisles.piratebay;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.game.ParameterCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The box's cards (rules A.1, P1.1, PD1, PD4), read from {@code data/cards.json} and checked against its
 * schema and against the deck's counts in the parameters: every card has four sides, land or water; an
 * island card at least one land side (else it could never be laid in hard mode, P3.4); points only of known
 * resources; ids unique; as many cards and start cards as the box holds. Index {@code i} of every array is
 * the card's place in the file, which is also its order in the piece catalog.
 */
public final class Cards {
    /** The schema on the class path (the module jar's copy of {@code data/schema/cards.schema.json}). */
    public static final String SCHEMA = "fogisles/pirate-bay/data/schema/cards.schema.json";

    private final String[] ids;
    private final int[] land, turnedLand;
    /** points[card][resource]. */
    private final int[][] points;
    private final int start;

    private Cards(String[] ids, int[] land, int[][] points, int start) {
        this.ids = ids;
        this.land = land;
        this.turnedLand = new int[land.length];
        for (int i = 0; i < land.length; i++) turnedLand[i] = Side.turned(land[i]);
        this.points = points;
        this.start = start;
    }

    /**
     * Reads and checks a cards file.
     *
     * @param resources  the resource ids (the parameters' {@code resources})
     * @param total      how many cards the box holds (the parameters' {@code deck.cards})
     * @param startCards how many of them are start cards (0 or 1)
     * @throws DataException naming the file, line and JSON path of the first problem
     */
    public static Cards load(String file, String text, List<String> resources, int total, int startCards) {
        LocatedJson doc = LocatedJson.parse(file, text);
        Schema schema = ParameterCheck.schema(Cards.class, SCHEMA);
        schema.require(doc);
        JsonNode list = doc.root().get("cards");
        int n = list.size();
        String[] ids = new String[n];
        int[] land = new int[n];
        int[][] points = new int[n][resources.size()];
        Map<String, Integer> seen = new HashMap<>();
        int start = -1, starts = 0;
        for (int i = 0; i < n; i++) {
            JsonNode c = list.get(i);
            String path = "$.cards[" + i + "]";
            String id = c.get("id").asText();
            Integer before = seen.put(id, i);
            if (before != null) throw doc.error(path + ".id", "card id '" + id + "' is used twice (also by card " + before + "); every card needs its own id");
            ids[i] = id;
            for (Side s : Side.values()) if (c.get(s.id()).asText().equals("land")) land[i] |= s.bit;
            boolean isStart = c.path("start").asBoolean(false);
            if (isStart) {
                starts++;
                start = i;
            } else if (land[i] == 0) {
                throw doc.error(path, "card '" + id + "' has no land side; an island card needs at least one (it could never be laid in hard mode, P3.4)");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = c.get("points").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                int r = resources.indexOf(e.getKey());
                if (r < 0) throw doc.keyError(path + ".points." + e.getKey(), "unknown resource '" + e.getKey() + "'" + DidYouMean.hint(e.getKey(), resources)
                        + "; the resources are " + resources);
                points[i][r] = e.getValue().asInt();
            }
        }
        if (starts != startCards)
            throw doc.error("$.cards", "the box has " + startCards + " start card" + (startCards == 1 ? "" : "s") + " (\"start\": true), this file " + starts);
        if (n != total)
            throw doc.error("$.cards", "the box has " + total + " cards (parameters deck.cards), this file " + n + "; add or remove cards, or change the count");
        return new Cards(ids, land, points, start);
    }

    public int size() {
        return ids.length;
    }

    public String id(int card) {
        return ids[card];
    }

    /** The card's land sides as a mask of {@link Side#bit}s, as printed (not turned). */
    public int land(int card) {
        return land[card];
    }

    /** The card's land sides as it lies: turned half a turn or not. */
    public int land(int card, boolean turned) {
        return turned ? turnedLand[card] : land[card];
    }

    public int points(int card, int resource) {
        return points[card][resource];
    }

    /** All points the card shows, of every resource. */
    public int totalPoints(int card) {
        int t = 0;
        for (int p : points[card]) t += p;
        return t;
    }

    /** The start card (PD1), or −1 when the box has none. */
    public int start() {
        return start;
    }

    /** Whether turning the card half a turn gives the same sides (then it is offered one way only). */
    public boolean symmetric(int card) {
        return turnedLand[card] == land[card];
    }

    public List<String> ids() {
        return new ArrayList<>(List.of(ids));
    }
}
