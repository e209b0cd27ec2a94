package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.score.IslandScoring;
import io.fogisles.base.score.IslandTiles;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B9.1–B9.5 (coast connection) and C11, on the front island. */
class CoastConnectionTest {
    static final int FOREST = Landscape.FOREST.ordinal(), MOUNTAIN = Landscape.MOUNTAIN.ordinal(), DESERT = Landscape.DESERT.ordinal(),
            SWAMP = Landscape.SWAMP.ordinal(), CANYON = Landscape.CANYON.ordinal(), PLAINS = Landscape.PLAINS.ordinal();

    /** Chains of mixed landscape tiles from the base to every coast but the forest (and two tiles towards it). */
    static void connectAllButForest(Scenario s, int seat) {
        String[] kinds = {"swamp", "canyon", "plains"};
        int[][] chains = {
            {0, -1, 1, -2, 1, -3},   // mountain
            {1, -1, 2, -2, 3, -3},   // desert
            {1, 0, 2, 0, 3, 0},      // swamp
            {0, 1, 0, 2, 0, 3},      // canyon
            {-1, 1, -2, 2, -3, 3},   // plains
            {-1, 0, -2, 0}};         // towards the forest
        int k = 0;
        for (int[] c : chains) for (int i = 0; i < c.length; i += 2) s.tile(seat, c[i], c[i + 1], kinds[k++ % 3]);
    }

    private static int mask(Scenario s, int seat) {
        return IslandScoring.connectedCoasts(s.g.island, s.g.tiles(s.game.state(), seat));
    }

    @Test
    @DisplayName("B9.1 a coast is connected through landscape tiles of any kind, and only the coasts reached count")
    void anyLandscape() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 71);
        connectAllButForest(s, 0);
        int m = mask(s, 0);
        assertEquals(0b111110, m, "all coasts but the forest");
        assertFalse(IslandScoring.allConnected(s.g.island, s.g.tiles(s.game.state(), 0)));
        s.tile(0, -3, 0, "desert");
        assertTrue(IslandScoring.allConnected(s.g.island, s.g.tiles(s.game.state(), 0)), "any landscape next to the forest coast connects it");
        assertEquals(0, mask(s, 1), "B0.3 the other player's island is untouched");
    }

    @Test
    @DisplayName("B9 example: desert and mountain connect through any landscape; a city and a monument on mountain coast fields do not connect; a city cuts the forest off; any landscape tile in the gap connects it")
    void figureExample() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 72);
        // desert: a chain of three different landscapes
        s.tile(0, 1, -1, "canyon");
        s.tile(0, 2, -1, "mountain");
        s.tile(0, 3, -2, "plains");
        // mountain: the chain reaches (1,-3), whose mountain coast neighbours are covered by a city and a monument
        s.tile(0, 0, -1, "swamp");
        s.tile(0, 1, -2, "swamp");
        s.tile(0, 1, -3, "desert");
        s.tile(0, 1, -4, "city");
        s.tile(0, 2, -4, "monument");
        // forest: forest, city, forest; and a forest tile at (-1,-1) next to the first one
        s.tile(0, -1, 0, "forest");
        s.tile(0, -2, 0, "city");
        s.tile(0, -3, 0, "forest");
        s.tile(0, -1, -1, "forest");
        int m = mask(s, 0);
        assertTrue((m & (1 << DESERT)) != 0, "desert is connected through any landscape");
        assertFalse((m & (1 << MOUNTAIN)) != 0, "the city and the monument on the mountain coast do not connect it");
        assertFalse((m & (1 << FOREST)) != 0, "the city does not connect the forest tiles");
        s.tile(0, 2, -3, "canyon"); // reaches the uncovered mountain coast field (3,-4)
        assertTrue((mask(s, 0) & (1 << MOUNTAIN)) != 0);
        s.tile(0, -2, -1, "swamp"); // any landscape tile in the gap next to the forest coast
        assertTrue((mask(s, 0) & (1 << FOREST)) != 0);
    }

    @Test
    @DisplayName("B9.2 uncovered printed fields are no links: a chain must consist of placed tiles")
    void printedFieldsAreNoLinks() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 73);
        s.tile(0, 1, 0, "forest");
        s.tile(0, 3, 0, "forest"); // (2,0) is left uncovered
        assertEquals(0, mask(s, 0));
        s.tile(0, 2, 0, "joker");
        assertEquals(1 << SWAMP | 1 << DESERT, mask(s, 0), "B0.4 a joker is a landscape tile; (3,0) touches the swamp and the desert coast");
    }

    @Test
    @DisplayName("B9.3 / B0.4 cities, monuments and other non-landscape tiles break chains")
    void breaks() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 74);
        s.tile(0, 1, 0, "forest");
        s.tile(0, 2, 0, "monument");
        s.tile(0, 3, 0, "forest");
        assertEquals(0, mask(s, 0));
    }

    @Test
    @DisplayName("B9.4 a coast whose 4 fields are covered by a city, a monument or another landscape can never be connected")
    void coveredCoast() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 75);
        s.tile(0, 1, 0, "forest");
        s.tile(0, 2, 0, "forest");
        s.tile(0, 3, 0, "forest");
        s.tile(0, 4, 0, "forest");   // swamp coast covered by a forest
        s.tile(0, 3, 1, "city");
        s.tile(0, 2, 2, "monument");
        s.tile(0, 1, 3, "desert");
        assertEquals(0, mask(s, 0) & (1 << SWAMP));
        s.tile(0, 2, 1, "swamp");
        s.tile(0, 1, 2, "swamp");
        assertEquals(0, mask(s, 0) & (1 << SWAMP), "no tile can make the covered coast identifiable again");
    }

    @Test
    @DisplayName("B9.1 a coast field covered by a tile of its own landscape still counts; C11 a joker on a coast field too")
    void ownLandscapeAndJokerOnCoast() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 76);
        s.tile(0, 1, 0, "forest");
        s.tile(0, 2, 0, "forest");
        s.tile(0, 3, 0, "forest");
        s.tile(0, 4, 0, "swamp");
        s.tile(0, 3, 1, "desert");
        s.tile(0, 2, 2, "desert");
        s.tile(0, 1, 3, "desert");
        assertEquals(1 << SWAMP, mask(s, 0) & (1 << SWAMP));
        Scenario t = Scenario.afterSetup(Fixtures.base(2), 77);
        t.tile(0, 1, 0, "forest");
        t.tile(0, 2, 0, "forest");
        t.tile(0, 3, 0, "forest");
        t.tile(0, 4, 0, "joker");
        t.tile(0, 3, 1, "city");
        t.tile(0, 2, 2, "city");
        t.tile(0, 1, 3, "city");
        assertEquals(1 << SWAMP, mask(t, 0) & (1 << SWAMP));
    }

    @Test
    @DisplayName("B9.1 the connection must reach a tile next to the base")
    void mustReachBase() {
        IslandTiles t = new IslandTiles(Fixtures.base(2).service(BaseGame.class).island.size());
        Island island = Fixtures.base(2).service(BaseGame.class).island;
        t.put(island.board().index(2, 0), SWAMP, true, false, 0);
        t.put(island.board().index(3, 0), SWAMP, true, false, 0);
        assertEquals(0, IslandScoring.connectedCoasts(island, t));
        t.put(island.board().index(1, 0), FOREST, true, false, 0);
        assertEquals(1 << SWAMP | 1 << DESERT, IslandScoring.connectedCoasts(island, t), "the forest tile next to the base completes the chain");
    }

    @Test
    @DisplayName("B9.5 one tile serves the connections of several coasts: the chain's end at (3,−3) connects both the mountain and the desert coast")
    void oneTileSeveralCoasts() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 79);
        s.tile(0, 1, -1, "canyon");
        s.tile(0, 2, -2, "canyon");
        assertEquals(0, mask(s, 0));
        s.tile(0, 3, -3, "plains"); // touches (3,-4) of the mountain coast and (4,-4), (4,-3) of the desert coast
        assertEquals(1 << MOUNTAIN | 1 << DESERT, mask(s, 0));
    }
}
