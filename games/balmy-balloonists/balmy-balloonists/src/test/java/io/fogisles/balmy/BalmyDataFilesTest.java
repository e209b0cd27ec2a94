package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The box's data as the rules' decisions say it is (MD1, MD4–MD7), and bad data refused before anything starts: a
 * clear error naming the file, the line and the JSON path, and what to do.
 */
class BalmyDataFilesTest {
    static final String MAP = "data/map.json", WIND = "data/wind-cards.json", QUADRANT = "data/quadrant-cards.json", BAD_LUCK = "data/bad-luck.json",
            ADVANTAGE = "data/advantage-cards.json", PARAMETERS = "data/parameters.json";

    /** The error building a rule set with one file replaced; nothing is built. */
    private static DataException refused(String file, String text) {
        return assertThrows(DataException.class, () -> BalmyData.rulesWith(Map.of(file, text), 4));
    }

    private static void saysWhere(DataException e, String file, String... words) {
        assertTrue(e.file().endsWith("balmy-balloonists/data/" + file), e.file());
        assertTrue(e.line() > 0, "a line: " + e.getMessage());
        for (String w : words) assertTrue(e.getMessage().contains(w), "'" + w + "' in: " + e.getMessage());
    }

    private static String replaced(String file, String from, String to) {
        String text = BalmyData.read(file);
        assertTrue(text.contains(from), "the test's anchor '" + from + "' is in " + file);
        return text.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
    }

    // ------------------------------------------------------------------ the data as decided

    @Test
    @DisplayName("MD1 the map: 12 sectors in 4 quadrants; lanes 1-5 of 2 to 6 fields per sector (24 to 72 round the world); the zones and mountains where the rules put them")
    void map() {
        Scenario s = Scenario.start(4);
        WorldMap m = s.g.map;
        assertEquals(12, m.sectors());
        assertEquals(4, m.quadrants());
        assertEquals(5, m.lanes());
        for (int lane = 1; lane <= 5; lane++) assertEquals(24 + 12 * (lane - 1), m.length(lane));
        Map<String, List<String>> zones = new TreeMap<>(), mountains = new TreeMap<>();
        for (int lane = 1; lane <= 5; lane++)
            for (int f = 0; f < m.length(lane); f++) {
                if (m.zone(lane, f) >= 0) zones.computeIfAbsent(m.zoneId(m.zone(lane, f)), k -> new java.util.ArrayList<>()).add(lane + ":" + f);
                if (m.mountain(lane, f) >= 0)
                    mountains.computeIfAbsent(m.mountainId(m.mountain(lane, f)) + (m.mountainColour(m.mountain(lane, f)) == WorldMap.WHITE ? "/white" : "/brown"),
                            k -> new java.util.ArrayList<>()).add(lane + ":" + f);
            }
        assertEquals(Map.of("libya", List.of("5:2", "5:3", "5:4"), "iraq", List.of("5:8", "5:9"), "china", List.of("3:15", "3:16", "4:15", "4:16", "4:17", "4:18"),
                "sakhalin", List.of("3:19"), "area-51", List.of("4:40")), zones);
        assertEquals(Map.ofEntries(Map.entry("scandinavian-mountains/brown", List.of("2:1")), Map.entry("alps/brown", List.of("3:1")),
                Map.entry("caucasus/brown", List.of("4:7")), Map.entry("urals/brown", List.of("2:5", "3:7")), Map.entry("pamirs/white", List.of("4:12")),
                Map.entry("tian-shan/brown", List.of("4:13", "4:14")), Map.entry("himalaya/white", List.of("5:15", "5:16", "5:17", "5:18")),
                Map.entry("verkhoyansk-range/brown", List.of("2:13")), Map.entry("alaska-range/white", List.of("2:21")),
                Map.entry("rocky-mountains/brown", List.of("3:32", "3:33", "4:41", "4:42")), Map.entry("greenland/white", List.of("1:21", "2:31", "2:32"))), mountains);
        for (int z = 0; z < m.zoneCount(); z++) assertEquals(!m.zoneId(z).equals("area-51"), m.hasPermit(z), m.zoneId(z));
    }

    @Test
    @DisplayName("MD4 the 24 quadrant cards: the bad-weather symbols as counted in the rules; every card lets a balloon fly forward on every lane at some altitude; higher flies further")
    void quadrantCards() {
        Decks d = Scenario.start(4).g.decks;
        assertEquals(24, d.quadrant);
        Map<String, Integer> symbols = new TreeMap<>();
        double[][] sum = new double[5][3];
        for (int c = d.firstQuadrant; c < d.firstBadLuck; c++) {
            symbols.merge(Decks.weatherId(d.weatherKind(c)) + " " + d.weatherAmount(c), 1, Integer::sum);
            for (int lane = 1; lane <= 5; lane++) {
                int best = Integer.MIN_VALUE;
                for (int a = Altitude.LOW; a <= Altitude.HIGH; a++) {
                    best = Math.max(best, d.flight(c, lane, a));
                    sum[lane - 1][a - 1] += d.flight(c, lane, a);
                }
                assertTrue(best > 0, d.id(c) + ": no way forward on lane " + lane);
            }
        }
        assertEquals(Map.of("rise 1", 4, "rise 2", 2, "sink 1", 4, "sink 2", 2, "north 1", 3, "south 1", 3, "back 2", 3, "back 3", 3), symbols);
        for (int lane = 0; lane < 5; lane++)
            assertTrue(sum[lane][0] < sum[lane][1] && sum[lane][1] < sum[lane][2], "lane " + (lane + 1) + ": low < medium < high on average");
    }

    @Test
    @DisplayName("MD5 the 54 local wind cards: 27 mirror pairs, 24 plain, 18 with the bad-luck and 12 with the quadrant symbol, each moving at two altitudes at least; w01 is the seed's example")
    void windCards() {
        Decks d = Scenario.start(4).g.decks;
        assertEquals(54, d.wind);
        int[] symbols = new int[3];
        Map<String, Integer> moves = new HashMap<>();
        for (int c = 0; c < d.wind; c++) {
            symbols[d.symbol(c)]++;
            int moving = 0;
            for (int a = Altitude.LOW; a <= Altitude.HIGH; a++) if (d.move(c, a) != 0) moving++;
            assertTrue(moving >= 2, d.id(c));
            moves.merge(d.move(c, 1) + "," + d.move(c, 2) + "," + d.move(c, 3) + "," + d.symbol(c), 1, Integer::sum);
        }
        assertEquals(List.of(24, 18, 12), List.of(symbols[0], symbols[1], symbols[2]));
        moves.forEach((k, n) -> {
            String[] p = k.split(",");
            String mirror = -Integer.parseInt(p[0]) + "," + -Integer.parseInt(p[1]) + "," + -Integer.parseInt(p[2]) + "," + p[3];
            assertEquals(n, moves.getOrDefault(mirror, 0), "the mirror of " + k);
        });
        int w01 = 0;
        assertEquals("w01", d.id(w01));
        assertEquals(List.of(-2, 0, 1, Decks.BAD_LUCK), List.of(d.move(w01, Altitude.LOW), d.move(w01, Altitude.MEDIUM), d.move(w01, Altitude.HIGH), d.symbol(w01)));
    }

    @Test
    @DisplayName("MD6 the 26 bad-luck cards: bad weather 6, permit lost 2, the six other kinds 3 each; four kinds repairable")
    void badLuckCards() {
        Decks d = Scenario.start(4).g.decks;
        Map<String, Integer> counts = new TreeMap<>();
        for (int c = d.firstBadLuck; c < d.firstAdvantage; c++) counts.merge(d.badLuckKinds().get(d.badLuckKind(c)), 1, Integer::sum);
        assertEquals(Map.of("bad-weather", 6, "air-corridor", 3, "communication", 3, "torn-envelope", 3, "fire", 3, "heating", 3, "permit-lost", 2,
                "solar-panels", 3), counts);
        Set<String> repairable = new HashSet<>();
        for (int k = 0; k < d.badLuckKinds().size(); k++) if (d.repairable(k)) repairable.add(d.badLuckKinds().get(k));
        assertEquals(Set.of("communication", "torn-envelope", "fire", "heating"), repairable);
    }

    @Test
    @DisplayName("MD7 the 20 advantage cards: 8 favourable winds, 2 permits for each zone that has one, 4 repairs each showing two misfortunes, every misfortune on two")
    void advantageCards() {
        Decks d = Scenario.start(4).g.decks;
        Map<String, Integer> counts = new TreeMap<>();
        int[] shown = new int[d.badLuckKinds().size()];
        for (int c = d.firstAdvantage; c < d.size; c++) {
            counts.merge(d.advantageType(c), 1, Integer::sum);
            if (d.advantageKind(c) != Decks.REPAIR) continue;
            int n = 0;
            for (int k = 0; k < shown.length; k++)
                if (d.repairs(c, k)) {
                    shown[k]++;
                    n++;
                }
            assertEquals(2, n, d.id(c));
        }
        assertEquals(Map.of("favourable-winds", 8, "permit-libya", 2, "permit-iraq", 2, "permit-china", 2, "permit-sakhalin", 2, "repair-comms-fire", 1,
                "repair-envelope-heating", 1, "repair-comms-envelope", 1, "repair-fire-heating", 1), counts);
        for (int k = 0; k < shown.length; k++) assertEquals(d.repairable(k) ? 2 : 0, shown[k], d.badLuckKinds().get(k));
    }

    @Test
    @DisplayName("MD9 the starting chips (6 gas, 6 ballast, 6 fuel) and the restocking after a landing are the parameters' defaults")
    void chips() throws Exception {
        JsonNode p = Json.MAPPER.readTree(BalmyData.read(PARAMETERS));
        assertEquals(6, p.get("chips").get("gas").asInt());
        assertEquals(6, p.get("chips").get("ballast").asInt());
        assertEquals(6, p.get("chips").get("fuel").asInt());
        assertTrue(p.get("restock").asBoolean());
    }

    // ------------------------------------------------------------------ bad data

    @Test
    @DisplayName("bad map.json: a lane of length 0 is refused with file, line, path and what to do")
    void laneOfLengthZero() {
        DataException e = refused(MAP, replaced(MAP, "\"fieldsPerSector\": 3", "\"fieldsPerSector\": 0"));
        saysWhere(e, "map.json", "lane 2 has 0 fields per sector", "at least 1");
        assertEquals("$.lanes[1].fieldsPerSector", e.path());
    }

    @Test
    @DisplayName("bad map.json: a zone on a field that does not exist is refused, naming the lane's fields")
    void zoneOffTheMap() {
        DataException e = refused(MAP, replaced(MAP, "{\"lane\": 3, \"fields\": [19]}", "{\"lane\": 3, \"fields\": [99]}"));
        saysWhere(e, "map.json", "zone sakhalin lies on field 99 of lane 3", "fields 0 to 47");
        assertTrue(e.path().startsWith("$.zones[3].at[0].fields"), e.path());
        DataException lane = refused(MAP, replaced(MAP, "{\"lane\": 3, \"fields\": [19]}", "{\"lane\": 7, \"fields\": [1]}"));
        saysWhere(lane, "map.json", "lane 7", "lanes 1 to 5");
    }

    @Test
    @DisplayName("bad map.json: a field marked twice (a zone on a mountain) is refused, naming both")
    void fieldTwice() {
        DataException e = refused(MAP, replaced(MAP, "{\"lane\": 3, \"fields\": [19]}", "{\"lane\": 3, \"fields\": [1]}"));
        saysWhere(e, "map.json", "marked twice", "sakhalin", "alps");
    }

    @Test
    @DisplayName("bad wind-cards.json: a card with no effect for an altitude is refused with file, line and path")
    void windCardMissingAltitude() {
        DataException e = refused(WIND, replaced(WIND, "\"low\": \"N2\", \"medium\": \"-\", \"high\": \"S1\"", "\"low\": \"N2\", \"high\": \"S1\""));
        saysWhere(e, "wind-cards.json", "medium");
        assertTrue(e.path().startsWith("$.cards[0]"), e.path());
        DataException bad = refused(WIND, replaced(WIND, "\"low\": \"N2\", \"medium\": \"-\"", "\"low\": \"N2\", \"medium\": \"up\""));
        saysWhere(bad, "wind-cards.json");
        assertTrue(bad.path().startsWith("$.cards[0].medium"), bad.path());
    }

    @Test
    @DisplayName("bad quadrant-cards.json: a card that says nothing for a lane is refused, naming the card and the lane")
    void quadrantCardMissingLane() {
        DataException e = refused(QUADRANT, replaced(QUADRANT, "       \"3\": {\"low\": 2, \"medium\": 3, \"high\": 8},\n", ""));
        saysWhere(e, "quadrant-cards.json", "'q01' says nothing for lane 3");
        DataException extra = refused(QUADRANT, replaced(QUADRANT, "\"5\": {\"low\": -1, \"medium\": 4, \"high\": 8}", "\"6\": {\"low\": -1, \"medium\": 4, \"high\": 8}"));
        saysWhere(extra, "quadrant-cards.json", "lane '6'", "lanes 1 to 5");
    }

    @Test
    @DisplayName("bad data: counts that do not add up (bad-luck kinds, advantage cards, the wind deck) are refused with both numbers and what to do")
    void countsDoNotAddUp() {
        DataException bl = refused(BAD_LUCK, replaced(BAD_LUCK, "{\"id\": \"fire\", \"count\": 3", "{\"id\": \"fire\", \"count\": 4"));
        saysWhere(bl, "bad-luck.json", "add up to 27", "the box has 26");
        DataException adv = refused(ADVANTAGE, replaced(ADVANTAGE, "\"kind\": \"favourable-winds\", \"count\": 8", "\"kind\": \"favourable-winds\", \"count\": 7"));
        saysWhere(adv, "advantage-cards.json", "add up to 19", "the box has 20");
        DataException wind = refused(PARAMETERS, replaced(PARAMETERS, "\"wind\": 54", "\"wind\": 55"));
        saysWhere(wind, "wind-cards.json", "the box has 55 local wind cards", "this file 54", "change the count");
    }

    @Test
    @DisplayName("bad data: a card id used twice, a permit for a zone not on the map, a repair for a kind that cannot be repaired")
    void badCards() {
        DataException dup = refused(WIND, replaced(WIND, "\"id\": \"w02\"", "\"id\": \"w01\""));
        saysWhere(dup, "wind-cards.json", "'w01' is used twice");
        assertEquals("$.cards[1].id", dup.path());
        DataException zone = refused(ADVANTAGE, replaced(ADVANTAGE, "\"zone\": \"china\"", "\"zone\": \"chna\""));
        saysWhere(zone, "advantage-cards.json", "'chna'", "china");
        DataException area = refused(ADVANTAGE, replaced(ADVANTAGE, "\"zone\": \"china\"", "\"zone\": \"area-51\""));
        saysWhere(area, "advantage-cards.json", "has no permit");
        DataException repair = refused(ADVANTAGE, replaced(ADVANTAGE, "[\"communication\", \"fire\"]", "[\"communication\", \"solar-panels\"]"));
        saysWhere(repair, "advantage-cards.json", "'solar-panels' cannot be repaired");
    }

    @Test
    @DisplayName("bad data: a file cut in the middle is refused with the line and column; the real files load")
    void truncated() {
        String text = BalmyData.read(QUADRANT);
        DataException e = refused(QUADRANT, text.substring(0, text.length() / 2));
        assertTrue(e.file().endsWith("quadrant-cards.json") && e.line() > 1 && e.column() > 0, e.getMessage());
        assertNotEquals(null, BalmyData.rulesWith(Map.of(), 4));
        assertFalse(BalmyData.rulesWith(Map.of(), 4).newGame(1).isOver());
    }
}
