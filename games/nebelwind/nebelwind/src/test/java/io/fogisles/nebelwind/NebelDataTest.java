package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fogisles.kernel.data.DataException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The box's data (ND1–ND9) as the game reads it, and bad data refused at its file and line. */
class NebelDataTest {
    private static final Path DATA = Path.of("data");

    private static String read(String file) {
        try {
            return Files.readString(DATA.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode box() throws IOException {
        return new ObjectMapper().readTree(read("parameters.json")).get("box");
    }

    /** The data with one file's text replaced. */
    private static NebelData load(Map<String, String> replaced) throws IOException {
        return new NebelData(new NebelData.Files() {
            public String read(String path) {
                String name = path.substring("data/".length());
                return replaced.containsKey(name) ? replaced.get(name) : NebelDataTest.read(name);
            }

            public String display(String path) {
                return "nebelwind/" + path;
            }
        }, box());
    }

    @Test
    @DisplayName("ND1 / ND2 / ND3: 4 regions of a capital and 4 territory ports (3 cargo, 1 krill), 2 banks; 37 routes; each cargo made in two regions; the farthest capitals 7 spaces apart")
    void map() throws IOException {
        NebelData d = load(Map.of());
        assertEquals(22, d.ports.size());
        assertEquals(37, d.routeCount);
        for (int r = 0; r < 4; r++) {
            int capitals = 0, cargo = 0, krill = 0;
            for (NebelData.Port p : d.ports) {
                if (p.region() != r) continue;
                if (p.kind() == NebelData.CAPITAL) capitals++;
                else if (p.offers() == NebelData.OFFERS_KRILL) krill++;
                else cargo++;
            }
            assertEquals(1, capitals);
            assertEquals(3, cargo);
            assertEquals(1, krill);
        }
        Map<Integer, Set<Integer>> regionsOf = new HashMap<>();
        for (NebelData.Port p : d.ports) if (p.offers() >= 0) regionsOf.computeIfAbsent(p.offers(), k -> new HashSet<>()).add(p.region());
        for (int k = 0; k < 6; k++) assertEquals(2, regionsOf.get(k).size(), d.cargo.get(k));
        int max = 0;
        NebelGame g = new NebelGame(Fixtures.rules(3).service(NebelRules.class), Fixtures.rules(3).service(NebelState.class));
        for (int p = 0; p < 22; p++) for (int h : g.hops(p)) max = Math.max(max, h);
        assertEquals(7, max);
        assertEquals(4, g.hops(d.port("green-capital"))[d.port("silver-coffee")], "the seed's example route: capital, medicine, coal, textiles, coffee");
    }

    @Test
    @DisplayName("ND4 / ND5 / ND6 / ND7 / ND8 / ND9: 26 harbour cards (every port, capitals twice), 12 network tiles (3 per region), 15 network cards (5 per difficulty), 60 demand tiles asking for what the region lacks, 24 achievements (6 per letter), 36 characters (9 per kind)")
    void cards() throws IOException {
        NebelData d = load(Map.of());
        int[] perPort = new int[22];
        for (NebelData.Harbour h : d.harbours) perPort[h.port()]++;
        for (int p = 0; p < 22; p++) assertEquals(d.ports.get(p).kind() == NebelData.CAPITAL ? 2 : 1, perPort[p], d.ports.get(p).id());
        int[] tiles = new int[4], difficulties = new int[3], letters = new int[4], kinds = new int[4];
        for (NebelData.NetworkTile t : d.networkTiles) tiles[t.region()]++;
        for (NebelData.NetworkCard c : d.networkCards) difficulties[c.difficulty()]++;
        for (NebelData.Achievement a : d.achievements) letters[a.letter()]++;
        for (NebelData.Character c : d.characters) kinds[c.kind()]++;
        assertEquals("[3, 3, 3, 3] [5, 5, 5] [6, 6, 6, 6] [9, 9, 9, 9]", java.util.Arrays.toString(tiles) + " " + java.util.Arrays.toString(difficulties) + " "
                + java.util.Arrays.toString(letters) + " " + java.util.Arrays.toString(kinds));
        assertEquals(60, d.demands.size());
        for (NebelData.Demand t : d.demands)
            for (NebelData.Port p : d.ports) assertTrue(p.region() != t.region() || p.offers() != t.cargo(), t.id() + " asks for what its region makes");
    }

    @Test
    @DisplayName("ND1: a harbour card naming a missing port is an error at its file, line and path, with the nearest port")
    void missingPort() {
        String text = read("harbours.json").replace("\"port\": \"silver-coal\"", "\"port\": \"silver-col\"");
        DataException e = assertThrows(DataException.class, () -> load(Map.of("harbours.json", text)));
        assertTrue(e.getMessage().contains("nebelwind/data/harbours.json:") && e.getMessage().contains("unknown port 'silver-col'") && e.getMessage().contains("silver-coal"),
                e.getMessage());
        int line = 1 + (int) text.substring(0, text.indexOf("silver-col\"")).chars().filter(c -> c == '\n').count();
        assertTrue(e.getMessage().contains("harbours.json:" + line + ":"), line + ": " + e.getMessage());
    }

    @Test
    @DisplayName("ND9: counts that do not match the box, a duplicate id, a character without an effect, a once card without usable and an always card without its moment are refused")
    void counts() {
        String chars = read("characters.json");
        String oneLess = chars.replace("    {\"id\": \"miser\", \"kind\": \"end\", \"cost\": {\"coins\": 1}, \"effect\": \"nebelwind:miser\"},\n", "");
        assertTrue(oneLess.length() < chars.length(), "the miser's line");
        DataException e = assertThrows(DataException.class, () -> load(Map.of("characters.json", oneLess)));
        assertTrue(e.getMessage().contains("the box has 36 character cards") && e.getMessage().contains("this file 35"), e.getMessage());
        String twice = chars.replace("\"id\": \"miser\"", "\"id\": \"smith\"");
        e = assertThrows(DataException.class, () -> load(Map.of("characters.json", twice)));
        assertTrue(e.getMessage().contains("'smith' is used twice"), e.getMessage());
        String noEffect = chars.replace(", \"effect\": \"nebelwind:miser\"", "");
        e = assertThrows(DataException.class, () -> load(Map.of("characters.json", noEffect)));
        assertTrue(e.getMessage().contains("characters.json:") && e.getMessage().contains("effect"), e.getMessage());
        String noUsable = chars.replace(", \"usable\": \"nebelwind:pilot:usable\"", "");
        e = assertThrows(DataException.class, () -> load(Map.of("characters.json", noUsable)));
        assertTrue(e.getMessage().contains("the \"once\" card 'pilot' needs \"usable\""), e.getMessage());
        String badMoment = chars.replace("\"when\": \"round-end\"", "\"when\": \"round-ends\"");
        e = assertThrows(DataException.class, () -> load(Map.of("characters.json", badMoment)));
        assertTrue(e.getMessage().contains("unknown moment 'round-ends'") && e.getMessage().contains("round-end"), e.getMessage());
        String badSchema = read("network-cards.json").replace("\"difficulty\": \"hard\"", "\"difficulty\": \"brutal\"");
        e = assertThrows(DataException.class, () -> load(Map.of("network-cards.json", badSchema)));
        assertTrue(e.getMessage().contains("network-cards.json:"), e.getMessage());
    }
}
