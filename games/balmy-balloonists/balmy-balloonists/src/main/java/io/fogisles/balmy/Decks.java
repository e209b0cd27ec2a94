package io.fogisles.balmy;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.game.ParameterCheck;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The box's four decks (rules A.2–A.5), read from their files and checked against their schemas, against the
 * map and against the counts of the parameters. Every card is a piece; the pieces are numbered local wind cards
 * first, then quadrant cards, bad-luck cards and advantage cards, each in its file's order (a kind with a count
 * gives that many cards in a row).
 */
public final class Decks {
    public static final String SCHEMAS = "fogisles/balmy-balloonists/data/schema/";
    /** A local wind card's symbol (M4.3). */
    public static final int NO_SYMBOL = 0, BAD_LUCK = 1, QUADRANT = 2;
    /** The kinds of advantage card (M6). */
    public static final int FAVOURABLE_WINDS = 0, PERMIT = 1, REPAIR = 2;
    /** The bad-weather symbols (M13.1). */
    public static final int RISE = 0, SINK = 1, NORTH = 2, SOUTH = 3, BACK = 4;
    private static final List<String> WEATHER = List.of("rise", "sink", "north", "south", "back");

    public final int wind, quadrant, badLuck, advantage;
    /** The first piece of each deck. */
    public final int firstQuadrant, firstBadLuck, firstAdvantage, size;

    private final String[] ids;
    /** Per wind card per altitude (index altitude − 1): lanes to move, north negative, south positive, 0 a dash. */
    private final int[][] moves;
    private final int[] symbol;
    /** Per quadrant card, per lane (index lane − 1), per altitude (index altitude − 1): fields flown. */
    private final int[][][] flight;
    private final int[] weatherKind, weatherAmount;
    /** Per bad-luck card: its kind (index in {@link #badLuckKinds}). */
    private final int[] badLuckKind;
    private final List<String> badLuckKinds;
    private final String[] badLuckEffect;
    private final boolean[] repairable;
    /** Per advantage card: kind, zone (permits, else −1), repaired bad-luck kinds as a bit mask. */
    private final int[] advantageKind, permitZone, repairs;
    private final String[] advantageType;

    private Decks(Builder b) {
        this.wind = b.wind;
        this.quadrant = b.quadrant;
        this.badLuck = b.badLuck;
        this.advantage = b.advantage;
        this.firstQuadrant = wind;
        this.firstBadLuck = wind + quadrant;
        this.firstAdvantage = wind + quadrant + badLuck;
        this.size = firstAdvantage + advantage;
        this.ids = b.ids.toArray(new String[0]);
        this.moves = b.moves;
        this.symbol = b.symbol;
        this.flight = b.flight;
        this.weatherKind = b.weatherKind;
        this.weatherAmount = b.weatherAmount;
        this.badLuckKind = b.badLuckKind;
        this.badLuckKinds = List.copyOf(b.badLuckKinds);
        this.badLuckEffect = b.badLuckEffect;
        this.repairable = b.repairable;
        this.advantageKind = b.advantageKind;
        this.permitZone = b.permitZone;
        this.repairs = b.repairs;
        this.advantageType = b.advantageType;
    }

    /** The files' texts, by the display path errors name. */
    public record Source(String file, String text) {
    }

    /**
     * Reads and checks the four deck files.
     *
     * @param counts the parameters' {@code decks}: how many cards each deck must have
     * @throws DataException naming the file, line and JSON path of the first problem
     */
    public static Decks load(Source windFile, Source quadrantFile, Source badLuckFile, Source advantageFile, JsonNode counts, WorldMap map) {
        Builder b = new Builder();
        b.loadWind(windFile, counts.get("wind").asInt());
        b.loadQuadrant(quadrantFile, counts.get("quadrant").asInt(), map);
        b.loadBadLuck(badLuckFile, counts.get("badLuck").asInt());
        b.loadAdvantage(advantageFile, counts.get("advantage").asInt(), map);
        return new Decks(b);
    }

    private static LocatedJson read(Source s, String schema) {
        LocatedJson doc = LocatedJson.parse(s.file(), s.text());
        ParameterCheck.schema(Decks.class, SCHEMAS + schema).require(doc);
        return doc;
    }

    private static final class Builder {
        final List<String> ids = new ArrayList<>();
        final Set<String> seen = new HashSet<>();
        int wind, quadrant, badLuck, advantage;
        int[][] moves;
        int[] symbol;
        int[][][] flight;
        int[] weatherKind, weatherAmount;
        int[] badLuckKind;
        final List<String> badLuckKinds = new ArrayList<>();
        String[] badLuckEffect;
        boolean[] repairable;
        int[] advantageKind, permitZone, repairs;
        String[] advantageType;

        private void id(LocatedJson doc, String path, String id) {
            if (!seen.add(id)) throw doc.error(path, "card id '" + id + "' is used twice; every card needs its own id");
            ids.add(id);
        }

        void loadWind(Source s, int expected) {
            LocatedJson doc = read(s, "wind-cards.schema.json");
            JsonNode cards = doc.root().get("cards");
            int n = cards.size();
            if (n != expected)
                throw doc.error("$.cards", "the box has " + expected + " local wind cards (parameters decks.wind), this file " + n + "; add or remove cards, or change the count");
            moves = new int[n][3];
            symbol = new int[n];
            for (int i = 0; i < n; i++) {
                JsonNode c = cards.get(i);
                String path = "$.cards[" + i + "]";
                id(doc, path + ".id", c.get("id").asText());
                for (int a = Altitude.LOW; a <= Altitude.HIGH; a++) {
                    String m = c.get(Altitude.id(a)).asText();
                    moves[i][a - 1] = m.equals("-") ? 0 : (m.charAt(0) == 'N' ? -1 : 1) * (m.charAt(1) - '0');
                }
                String sym = c.path("symbol").asText("");
                symbol[i] = sym.equals("bad-luck") ? BAD_LUCK : sym.equals("quadrant") ? QUADRANT : NO_SYMBOL;
            }
            wind = n;
        }

        void loadQuadrant(Source s, int expected, WorldMap map) {
            LocatedJson doc = read(s, "quadrant-cards.schema.json");
            JsonNode cards = doc.root().get("cards");
            int n = cards.size();
            if (n != expected)
                throw doc.error("$.cards", "the box has " + expected + " quadrant cards (parameters decks.quadrant), this file " + n + "; add or remove cards, or change the count");
            if (n < map.quadrants() + 1)
                throw doc.error("$.cards", "the game lays a quadrant card on each of the " + map.quadrants() + " quadrants and needs at least one more to draw; this file has " + n);
            flight = new int[n][map.lanes()][3];
            weatherKind = new int[n];
            weatherAmount = new int[n];
            for (int i = 0; i < n; i++) {
                JsonNode c = cards.get(i);
                String path = "$.cards[" + i + "]";
                id(doc, path + ".id", c.get("id").asText());
                JsonNode fields = c.get("fields");
                for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
                    String key = it.next().getKey();
                    int lane = key.matches("[1-9]") ? Integer.parseInt(key) : -1;
                    if (lane < 1 || lane > map.lanes())
                        throw doc.keyError(path + ".fields." + key, "card '" + c.get("id").asText() + "' gives fields for lane '" + key + "', but the map has lanes 1 to " + map.lanes());
                }
                for (int lane = 1; lane <= map.lanes(); lane++) {
                    JsonNode row = fields.get(String.valueOf(lane));
                    if (row == null)
                        throw doc.error(path + ".fields", "card '" + c.get("id").asText() + "' says nothing for lane " + lane + "; every card gives low, medium and high for every lane");
                    for (int a = Altitude.LOW; a <= Altitude.HIGH; a++) flight[i][lane - 1][a - 1] = row.get(Altitude.id(a)).asInt();
                }
                weatherKind[i] = WEATHER.indexOf(c.get("weather").get("kind").asText());
                weatherAmount[i] = c.get("weather").get("amount").asInt();
            }
            quadrant = n;
        }

        void loadBadLuck(Source s, int expected) {
            LocatedJson doc = read(s, "bad-luck.schema.json");
            JsonNode kinds = doc.root().get("kinds");
            int total = 0;
            for (JsonNode k : kinds) total += k.get("count").asInt();
            if (total != expected)
                throw doc.error("$.kinds", "the kinds' counts add up to " + total + " bad-luck cards, but the box has " + expected
                        + " (parameters decks.badLuck); change a count or the parameter");
            badLuckKind = new int[total];
            badLuckEffect = new String[kinds.size()];
            repairable = new boolean[kinds.size()];
            int card = 0;
            for (int k = 0; k < kinds.size(); k++) {
                JsonNode kind = kinds.get(k);
                String id = kind.get("id").asText();
                if (badLuckKinds.contains(id)) throw doc.error("$.kinds[" + k + "].id", "bad-luck kind '" + id + "' is listed twice");
                badLuckKinds.add(id);
                badLuckEffect[k] = kind.get("effect").asText();
                repairable[k] = kind.get("repairable").asBoolean();
                for (int c = 0; c < kind.get("count").asInt(); c++) {
                    id(doc, "$.kinds[" + k + "].id", id + "-" + (c + 1));
                    badLuckKind[card++] = k;
                }
            }
            badLuck = total;
        }

        void loadAdvantage(Source s, int expected, WorldMap map) {
            LocatedJson doc = read(s, "advantage-cards.schema.json");
            JsonNode cards = doc.root().get("cards");
            int total = 0;
            for (JsonNode k : cards) total += k.get("count").asInt();
            if (total != expected)
                throw doc.error("$.cards", "the cards' counts add up to " + total + " advantage cards, but the box has " + expected
                        + " (parameters decks.advantage); change a count or the parameter");
            advantageKind = new int[total];
            permitZone = new int[total];
            repairs = new int[total];
            advantageType = new String[total];
            int card = 0;
            for (int k = 0; k < cards.size(); k++) {
                JsonNode c = cards.get(k);
                String path = "$.cards[" + k + "]";
                String id = c.get("id").asText(), kind = c.get("kind").asText();
                int kindCode = kind.equals("permit") ? PERMIT : kind.equals("repair") ? REPAIR : FAVOURABLE_WINDS;
                int zone = -1, mask = 0;
                if (kindCode == PERMIT) {
                    if (!c.has("zone")) throw doc.error(path, "permit '" + id + "' names no zone; add \"zone\": one of " + map.zoneIds());
                    String z = c.get("zone").asText();
                    zone = map.zoneIndex(z);
                    if (zone < 0) throw doc.error(path + ".zone", "permit '" + id + "' is for zone '" + z + "', which is not on the map" + DidYouMean.hint(z, map.zoneIds())
                            + "; the zones are " + map.zoneIds());
                    if (!map.hasPermit(zone)) throw doc.error(path + ".zone", "zone '" + z + "' has no permit (the map says \"permit\": false, as for Area 51)");
                } else if (c.has("zone")) {
                    throw doc.keyError(path + ".zone", "only a permit names a zone; '" + id + "' is " + kind);
                }
                if (kindCode == REPAIR) {
                    if (!c.has("repairs")) throw doc.error(path, "repair card '" + id + "' shows no misfortune; add \"repairs\": bad-luck kinds it stops");
                    JsonNode rs = c.get("repairs");
                    for (int i = 0; i < rs.size(); i++) {
                        String r = rs.get(i).asText();
                        int b = badLuckKinds.indexOf(r);
                        if (b < 0) throw doc.error(path + ".repairs[" + i + "]", "'" + r + "' is not a bad-luck kind" + DidYouMean.hint(r, badLuckKinds) + "; the kinds are " + badLuckKinds);
                        if (!repairable[b]) throw doc.error(path + ".repairs[" + i + "]", "'" + r + "' cannot be repaired (bad-luck.json says \"repairable\": false)");
                        mask |= 1 << b;
                    }
                } else if (c.has("repairs")) {
                    throw doc.keyError(path + ".repairs", "only a repair card shows misfortunes; '" + id + "' is " + kind);
                }
                for (int n = 0; n < c.get("count").asInt(); n++) {
                    id(doc, path + ".id", id + "-" + (n + 1));
                    advantageKind[card] = kindCode;
                    permitZone[card] = zone;
                    repairs[card] = mask;
                    advantageType[card] = id;
                    card++;
                }
            }
            advantage = total;
        }
    }

    // ------------------------------------------------------------------ reading

    public String id(int piece) {
        return ids[piece];
    }

    public boolean isWind(int piece) {
        return piece >= 0 && piece < firstQuadrant;
    }

    public boolean isQuadrant(int piece) {
        return piece >= firstQuadrant && piece < firstBadLuck;
    }

    public boolean isBadLuck(int piece) {
        return piece >= firstBadLuck && piece < firstAdvantage;
    }

    public boolean isAdvantage(int piece) {
        return piece >= firstAdvantage && piece < size;
    }

    /** A local wind card's move at an altitude (low…high): lanes, north negative, south positive, 0 a dash (M4.1). */
    public int move(int windCard, int altitude) {
        return moves[windCard][altitude - 1];
    }

    /** {@link #NO_SYMBOL}, {@link #BAD_LUCK} or {@link #QUADRANT} (M4.3). */
    public int symbol(int windCard) {
        return symbol[windCard];
    }

    /** The fields a quadrant card gives for a lane and altitude (low…high) (M8.1). */
    public int flight(int quadrantCard, int lane, int altitude) {
        return flight[quadrantCard - firstQuadrant][lane - 1][altitude - 1];
    }

    /** The bad-weather symbol of a quadrant card: {@link #RISE}, {@link #SINK}, {@link #NORTH}, {@link #SOUTH} or {@link #BACK}. */
    public int weatherKind(int quadrantCard) {
        return weatherKind[quadrantCard - firstQuadrant];
    }

    public int weatherAmount(int quadrantCard) {
        return weatherAmount[quadrantCard - firstQuadrant];
    }

    public static String weatherId(int kind) {
        return WEATHER.get(kind);
    }

    /** The bad-luck kind of a bad-luck card (index into {@link #badLuckKinds()}). */
    public int badLuckKind(int badLuckCard) {
        return badLuckKind[badLuckCard - firstBadLuck];
    }

    public List<String> badLuckKinds() {
        return badLuckKinds;
    }

    public String badLuckEffect(int kind) {
        return badLuckEffect[kind];
    }

    public boolean repairable(int kind) {
        return repairable[kind];
    }

    /** {@link #FAVOURABLE_WINDS}, {@link #PERMIT} or {@link #REPAIR}. */
    public int advantageKind(int advantageCard) {
        return advantageKind[advantageCard - firstAdvantage];
    }

    /** The zone a permit is for, or −1. */
    public int permitZone(int advantageCard) {
        return permitZone[advantageCard - firstAdvantage];
    }

    /** Whether a repair card stops a bad-luck kind (M6.3). */
    public boolean repairs(int advantageCard, int badLuckKind) {
        return (repairs[advantageCard - firstAdvantage] & (1 << badLuckKind)) != 0;
    }

    /** The advantage card's type id as the file names it ({@code permit-china}), shared by its copies. */
    public String advantageType(int advantageCard) {
        return advantageType[advantageCard - firstAdvantage];
    }

    /** What a card is, for the piece catalog: wind, quadrant, bad-luck or advantage. */
    public String kind(int piece) {
        return isWind(piece) ? "wind" : isQuadrant(piece) ? "quadrant" : isBadLuck(piece) ? "bad-luck" : "advantage";
    }
}
