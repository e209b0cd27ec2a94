package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.score.IslandScoring;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.kernel.score.ScoreSheet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B.11 (final scoring), C3, C13, with the rulebook's scoring examples. */
class ScoringRulesTest {
    static final int FOREST = 0, MOUNTAIN = 1, DESERT = 2, SWAMP = 3, CANYON = 4, PLAINS = 5, JOKER = PieceInfo.JOKER;
    static final IslandScoring.Points PTS = new IslandScoring.Points(2, 1, 5, 3, 1);

    private static Island front() {
        return Fixtures.base(2).service(BaseGame.class).island;
    }

    private static void put(Island island, IslandTiles t, int q, int r, int land) {
        t.put(island.board().index(q, r), land, land >= 0, false, 0);
    }

    /**
     * A small island for the landscape example: the forest coast on the left, the swamp coast on the right.
     * <pre>
     *   row r=-1:        (1,-1) (2,-1)
     *   row r=0:  F(0,0) (1,0)  (2,0)  S(3,0)            base (5,0)
     *   row r=1:  (0,1)  (1,1)  (2,1)  (3,1) (4,1)
     * </pre>
     */
    private static Island exampleIsland() {
        String json = """
                {"fields": [
                  {"q": 0, "r": 0, "type": "coast", "landscape": "forest", "value": 1},
                  {"q": 3, "r": 0, "type": "coast", "landscape": "swamp", "value": 1},
                  {"q": 1, "r": -1, "type": "fog", "value": 1}, {"q": 2, "r": -1, "type": "fog", "value": 1},
                  {"q": 1, "r": 0, "type": "fog", "value": 1}, {"q": 2, "r": 0, "type": "fog", "value": 1},
                  {"q": 0, "r": 1, "type": "fog", "value": 1}, {"q": 1, "r": 1, "type": "fog", "value": 1},
                  {"q": 2, "r": 1, "type": "fog", "value": 1}, {"q": 3, "r": 1, "type": "fog", "value": 1},
                  {"q": 4, "r": 1, "type": "fog", "value": 1}, {"q": 4, "r": 0, "type": "fog", "value": 1},
                  {"q": 5, "r": 0, "type": "base"}, {"q": -1, "r": 2, "type": "fog", "value": 1}, {"q": 0, "r": 2, "type": "fog", "value": 1}
                ]}""";
        return IslandLoader.load("example-island.json", json, Map.of());
    }

    @Test
    @DisplayName("B11.1 example: forest A linked to the coast through a joker, B cut off by a monument, C cut off by swamp: forest = 2 + 1 = 3; swamp = 2 + 2 + 1 = 5")
    void landscapeExample() {
        Island island = exampleIsland();
        IslandTiles t = new IslandTiles(island.size());
        put(island, t, 1, 0, JOKER);        // touches the uncovered forest coast (0,0)
        put(island, t, 2, -1, FOREST);      // A: touches the joker, not the coast
        put(island, t, 2, 0, SWAMP);        // touches the swamp coast (3,0) and the joker
        put(island, t, 1, 1, SWAMP);        // touches the joker and the other swamp tile
        put(island, t, -1, 2, FOREST);      // B
        t.put(island.board().index(0, 1), IslandTiles.OTHER, false, false, 1); // the monument between B and the coast
        put(island, t, 2, 1, FOREST);       // C: only swamp around it
        assertEquals(3, IslandScoring.landscape(island, t, FOREST, PTS));
        assertEquals(5, IslandScoring.landscape(island, t, SWAMP, PTS));
        assertEquals(0, IslandScoring.landscape(island, t, DESERT, PTS));
    }

    @Test
    @DisplayName("B11.1 jokers score 1 for each landscape whose anchored group holds them; a joker alone on a coast's edge scores 1 (\"no swamp tile, one joker → 1\")")
    void jokers() {
        Island island = exampleIsland();
        IslandTiles t = new IslandTiles(island.size());
        put(island, t, 2, 0, JOKER); // touches the swamp coast only
        assertEquals(1, IslandScoring.landscape(island, t, SWAMP, PTS));
        assertEquals(0, IslandScoring.landscape(island, t, FOREST, PTS));
        put(island, t, 1, 0, JOKER); // touches the forest coast and the first joker
        assertEquals(2, IslandScoring.landscape(island, t, SWAMP, PTS), "both jokers are in the anchored swamp group");
        assertEquals(2, IslandScoring.landscape(island, t, FOREST, PTS), "and in the anchored forest group");
    }

    @Test
    @DisplayName("B11.1 a tile on its own coast field is anchored and scores 2; separate anchored groups all score; printed fields never score")
    void anchoring() {
        Island island = front();
        IslandTiles t = new IslandTiles(island.size());
        put(island, t, 4, 0, SWAMP);   // on a swamp coast field
        put(island, t, 2, 2, SWAMP);   // on another swamp coast field, separate group
        put(island, t, 3, 0, SWAMP);   // touches (4,0): same group as the first
        put(island, t, 0, 2, SWAMP);   // not anchored: far from the swamp coast
        assertEquals(6, IslandScoring.landscape(island, t, SWAMP, PTS));
        assertEquals(0, IslandScoring.landscape(island, new IslandTiles(island.size()), SWAMP, PTS));
    }

    @Test
    @DisplayName("B11.2 example: 5 canyon and 5 desert tiles sharing one joker next to the base → 3 + 3 = 6; only 4 connected mountain tiles → 0")
    void bonusExample() {
        Island island = front();
        IslandTiles t = new IslandTiles(island.size());
        put(island, t, 0, 1, JOKER);                      // next to the base
        put(island, t, -1, 1, CANYON);
        put(island, t, -2, 2, CANYON);
        put(island, t, -3, 3, CANYON);
        put(island, t, -3, 2, CANYON);                    // 4 canyon + joker = 5
        put(island, t, 1, 0, DESERT);
        put(island, t, 2, 0, DESERT);
        put(island, t, 3, 0, DESERT);
        put(island, t, 2, 1, DESERT);                     // 4 desert + joker = 5
        put(island, t, 0, -1, MOUNTAIN);
        put(island, t, 0, -2, MOUNTAIN);
        put(island, t, 0, -3, MOUNTAIN);
        put(island, t, 1, -3, MOUNTAIN);                  // 4 mountain, no joker
        assertTrue(IslandScoring.hasBonus(island, t, CANYON, 5));
        assertTrue(IslandScoring.hasBonus(island, t, DESERT, 5));
        assertFalse(IslandScoring.hasBonus(island, t, MOUNTAIN, 5));
        assertEquals(6, IslandScoring.landscapeBonus(island, t, PTS));
    }

    @Test
    @DisplayName("C13 a group of jokers only earns no landscape bonus; B11.2 the bonus is given at most once per landscape")
    void bonusJokersOnlyAndOnce() {
        Island island = front();
        IslandTiles t = new IslandTiles(island.size());
        int[][] ring = {{1, 0}, {2, 0}, {3, 0}, {2, 1}, {1, 1}};
        for (int[] f : ring) put(island, t, f[0], f[1], JOKER);
        assertEquals(0, IslandScoring.landscapeBonus(island, t, PTS));
        put(island, t, -1, 0, FOREST);
        put(island, t, -2, 0, FOREST);
        put(island, t, -3, 0, FOREST);
        put(island, t, -3, 1, FOREST);
        put(island, t, -2, 1, FOREST);   // group of 5 forests
        put(island, t, 0, -3, FOREST);
        put(island, t, 1, -3, FOREST);
        put(island, t, 2, -3, FOREST);
        put(island, t, 1, -2, FOREST);
        put(island, t, 2, -2, FOREST);   // a second group of 5
        assertEquals(3, IslandScoring.landscapeBonus(island, t, PTS));
    }

    @Test
    @DisplayName("B11.3 each city scores 1 per neighbouring landscape tile or joker; a tile counts for several cities; cities, monuments and printed fields score nothing")
    void cities() {
        Island island = front();
        IslandTiles t = new IslandTiles(island.size());
        t.put(island.board().index(1, 0), IslandTiles.OTHER, false, true, 0);   // city
        t.put(island.board().index(2, -1), IslandTiles.OTHER, false, true, 0);  // city
        put(island, t, 2, 0, FOREST);     // next to both cities
        put(island, t, 1, -1, JOKER);     // next to both cities
        t.put(island.board().index(0, 1), IslandTiles.OTHER, false, false, 1);  // monument next to the first city
        assertEquals(4, IslandScoring.cities(island, t, PTS));
    }

    @Test
    @DisplayName("B11.4 example: 3 players, red 4 monuments, green 4, yellow 2 → 12, 12, 2")
    void monumentsExample() {
        assertEquals(List.of(12, 12, 2), java.util.Arrays.stream(IslandScoring.monuments(new int[] {4, 4, 2}, new int[] {3, 2, 1, 0})).boxed().toList());
    }

    @Test
    @DisplayName("B11.4 example: 4 players, the three others each have more than 2 → the scored player is 4th → 0")
    void monumentsFourth() {
        int[] out = IslandScoring.monuments(new int[] {3, 5, 4, 2}, new int[] {3, 2, 1, 0});
        assertEquals(0, out[3]);
        assertEquals(List.of(3, 15, 8, 0), java.util.Arrays.stream(out).boxed().toList());
    }

    @Test
    @DisplayName("B11.5 example / C3: 12 energy lies right of crown 6 and left of crown 8 → 6; crowns 2/4/6/8/10/12 at 4/8/12/16/20/24")
    void energy() {
        BaseRules r = Fixtures.base(2).service(BaseGame.class).rules;
        assertEquals(6, r.crownPoints(12));
        int[] expected = {0, 0, 0, 0, 2, 2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6, 8, 8, 8, 8, 10, 10, 10, 10, 12, 12};
        for (int e = 0; e <= 25; e++) assertEquals(expected[e], r.crownPoints(e), "energy " + e);
        assertEquals(25, r.energyMax, "C3 the track runs 0–25");
    }

    @Test
    @DisplayName("B11.6 examples: uncovered volcanoes 3 + 5 → −8; 2 + 3 + 5 → −10; a covered volcano costs nothing (B7.7)")
    void volcanoes() {
        Island island = front();
        IslandTiles t = new IslandTiles(island.size());
        assertEquals(-10, IslandScoring.volcanoes(island, t));
        put(island, t, 0, 2, FOREST); // the volcano with penalty 2
        assertEquals(-8, IslandScoring.volcanoes(island, t));
    }

    @Test
    @DisplayName("B11.10 full example (4 players): a position on the front island scored by the game gives the example's rows 1, 3, 7, 9, 8, 4 │ 6 │ 4 │ 0 │ 6 │ 5 │ −10 = 43, in the pad's order")
    void fullExample() {
        Scenario s = Scenario.afterSetup(Fixtures.base(4), 83);
        int seat = 2;
        String[] position = {
            "-1,-3,joker",                                                  // on a forest coast field (C11): forest 1
            "0,-3,mountain",                                                // with that joker: mountain 2 + 1 = 3
            "0,-2,canyon", "0,-1,canyon",                                   // links from the base; not anchored to the canyon coast
            "1,-1,desert", "2,-2,desert", "3,-3,desert", "2,-1,joker",      // desert 3 × 2 + 1 = 7
            "1,0,swamp", "2,0,swamp", "3,0,swamp", "3,-1,swamp",            // with the same joker: swamp 4 × 2 + 1 = 9, 5 tiles: bonus
            "-1,1,canyon", "-2,2,canyon", "-3,3,canyon", "-2,3,joker", "-1,2,joker", // canyon 3 × 2 + 2 = 8, 5 tiles: bonus
            "-3,0,plains", "-3,1,plains",                                   // plains 2 × 2 = 4
            "-2,1,city", "-2,0,mountain"};                                  // the city touches 4 landscape tiles; no monument
        for (String t : position) {
            String[] p = t.split(",");
            s.tile(seat, Integer.parseInt(p[0]), Integer.parseInt(p[1]), p[2]);
        }
        s.energy(seat, 12);
        s.ctx.set(s.g.state.triggerRound, 1);         // someone else triggered the end in round 1 …
        s.ctx.set(s.g.state.connectedRound, seat, 2); // … and this player connected all six coasts in the final round
        assertTrue(IslandScoring.allConnected(s.g.island, s.g.tiles(s.game.state(), seat)), "the position has all six coasts connected");
        for (int other = 0; other < 4; other++) if (other != seat) s.tile(other, 1, 0, "monument");
        ScoreSheet sheet = s.game.scores();
        assertEquals(List.of("base:forest", "base:mountain", "base:desert", "base:swamp", "base:canyon", "base:plains", "base:landscapeBonus",
                "base:cities", "base:monuments", "base:energy", "base:endCondition", "base:volcanoes"), sheet.rows());
        List<Integer> rows = new java.util.ArrayList<>();
        for (String row : sheet.rows()) rows.add(sheet.points(row, seat));
        assertEquals(List.of(1, 3, 7, 9, 8, 4, 6, 4, 0, 6, 5, -10), rows);
        assertEquals(43, sheet.totals()[seat]);
    }

    @Test
    @DisplayName("C11 / B11.1 a joker lying on an L coast field anchors its component for L (the coast's other fields covered), and B9.4 keeps that coast identifiable")
    void jokerOnCoastAnchors() {
        Island island = front();
        IslandTiles t = new IslandTiles(island.size());
        // the forest coast: (-4,0), (-3,-1), (-2,-2), (-1,-3); all but (-3,-1) covered by other tiles
        t.put(island.board().index(-4, 0), IslandTiles.OTHER, false, true, 0);
        t.put(island.board().index(-2, -2), IslandTiles.OTHER, false, false, 1);
        put(island, t, -1, -3, MOUNTAIN);
        put(island, t, -3, -1, JOKER);      // the joker on the coast field
        put(island, t, -2, -1, FOREST);     // touches the joker, and no uncovered forest coast field
        put(island, t, -1, -1, FOREST);
        assertEquals(2 + 2 + 1, IslandScoring.landscape(island, t, FOREST, PTS));
        put(island, t, -2, 0, PLAINS);      // links (-2,-1) to the start field
        put(island, t, -1, 0, PLAINS);
        assertTrue((IslandScoring.connectedCoasts(island, t) & (1 << FOREST)) != 0, "the coast stays identifiable through the joker");
        IslandTiles u = new IslandTiles(island.size());
        u.put(island.board().index(-4, 0), IslandTiles.OTHER, false, true, 0);
        u.put(island.board().index(-2, -2), IslandTiles.OTHER, false, false, 1);
        put(island, u, -1, -3, MOUNTAIN);
        put(island, u, -3, -1, CANYON);     // a different landscape on that field instead
        put(island, u, -2, -1, FOREST);
        put(island, u, -1, -1, FOREST);
        put(island, u, -2, 0, PLAINS);
        put(island, u, -1, 0, PLAINS);
        assertEquals(0, IslandScoring.landscape(island, u, FOREST, PTS), "without the joker the forest tiles are not anchored");
        assertEquals(0, IslandScoring.connectedCoasts(island, u) & (1 << FOREST), "and the forest coast is covered for good");
    }

    @Test
    @DisplayName("B11.9 highest total wins; a tie goes to more remaining energy; still tied, a shared victory")
    void winner() {
        Scenario s = Scenario.afterSetup(Fixtures.base(3), 81);
        // equal islands: nothing placed; energies decide
        s.energy(0, 9).energy(1, 11).energy(2, 11);
        ScoreSheet sheet = s.game.scores();
        assertEquals(sheet.totals()[1], sheet.totals()[2]);
        assertEquals(List.of(1, 2), sheet.winners(), "9 energy scores 4, 11 energy scores 4 too; 11 beats 9; 1 and 2 share");
        s.energy(2, 10);
        assertEquals(List.of(1), s.game.scores().winners());
        s.energy(0, 25);
        assertEquals(List.of(0), s.game.scores().winners(), "25 energy scores 12 crown points");
    }

    @Test
    @DisplayName("B11.3 / B11.4 in game: monument majorities and city rows are computed from the islands")
    void inGame() {
        Scenario s = Scenario.afterSetup(Fixtures.base(3), 82);
        for (int i = 0; i < 4; i++) s.tile(0, i == 0 ? 1 : 2, i - 2, "monument");
        for (int i = 0; i < 4; i++) s.tile(1, -1, i - 2, "monument");
        s.tile(2, 0, 2, "monument");
        s.tile(2, 0, 3, "monument");
        s.tile(2, 1, 1, "city");   // next to the forest and the joker, and to the monument at (0,2)
        s.tile(2, 2, 0, "forest");
        s.tile(2, 1, 0, "joker");
        ScoreSheet sheet = s.game.scores();
        assertEquals(2, sheet.points("base:cities", 2), "B11.3 the forest and the joker count, the monument does not");
        assertEquals(0, sheet.points("base:cities", 0));
        assertEquals(12, sheet.points("base:monuments", 0));
        assertEquals(12, sheet.points("base:monuments", 1));
        assertEquals(2, sheet.points("base:monuments", 2));
        assertEquals(-8, sheet.points("base:volcanoes", 2), "seat 2 covered the volcano with penalty 2");
    }
}
