package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.score.BaseScoreRows;
import io.fogisles.base.score.IslandScoring;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.base.score.LandscapeGroups;
import io.fogisles.base.score.SeatIsland;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The fast island readings against slow ones: {@link LandscapeGroups} and the coast connection (bit-mask
 * searches) against a plain search per landscape, row and coast, on random islands including one of more
 * than 64 fields; and {@link SeatIsland} (kept up to date from what changed) against reading the island
 * from scratch, through random playouts with undo and copies.
 */
class IslandReadingTest {
    static final IslandScoring.Points PTS = new IslandScoring.Points(2, 1, 5, 3, 1);

    /** The rules as the rulebook words them, one plain search per landscape, row and coast (the former code). */
    static final class Reference {
        /** B9.1–B9.5, C11: a coast field that is identifiable and linked to the base by a chain of landscape tiles. */
        static int connectedCoasts(Island island, IslandTiles t) {
            boolean[] linked = new boolean[t.size()];
            List<Integer> chain = new java.util.ArrayList<>();
            for (int s : island.startFields()) {
                if (t.connects(s)) {
                    linked[s] = true;
                    chain.add(s);
                }
            }
            for (int i = 0; i < chain.size(); i++) {
                for (int g : island.board().neighbours(chain.get(i))) {
                    if (!linked[g] && t.connects(g)) {
                        linked[g] = true;
                        chain.add(g);
                    }
                }
            }
            int mask = 0;
            for (int l : island.coastLandscapes()) {
                for (int f : island.coastFields(l)) {
                    boolean connected = t.land(f) == l || t.land(f) == PieceInfo.JOKER ? linked[f]
                            : !t.covered(f) && island.board().neighbours(f).stream().anyMatch(g -> linked[g]);
                    if (connected) mask |= 1 << l;
                }
            }
            return mask;
        }

        static int landscape(Island island, IslandTiles t, int l, IslandScoring.Points pts) {
            int score = 0;
            boolean[] seen = new boolean[t.size()];
            for (int start = 0; start < t.size(); start++) {
                if (seen[start] || !inGraph(t, start, l)) continue;
                List<Integer> group = group(island, t, l, start, seen);
                int own = 0;
                boolean anchored = false;
                for (int f : group) {
                    if (t.land(f) == l) own++;
                    if (island.coast(f) == l) anchored = true;
                    for (int g : island.board().neighbours(f)) if (island.coast(g) == l && !t.covered(g)) anchored = true;
                }
                if (anchored) score += own * pts.landscapeTile() + (group.size() - own) * pts.joker();
            }
            return score;
        }

        static boolean hasBonus(Island island, IslandTiles t, int l, int minTiles) {
            boolean[] seen = new boolean[t.size()];
            for (int start = 0; start < t.size(); start++) {
                if (seen[start] || !inGraph(t, start, l)) continue;
                List<Integer> group = group(island, t, l, start, seen);
                if (group.size() >= minTiles && group.stream().anyMatch(f -> t.land(f) == l)) return true;
            }
            return false;
        }

        private static boolean inGraph(IslandTiles t, int f, int l) {
            return t.land(f) == l || t.land(f) == PieceInfo.JOKER;
        }

        private static List<Integer> group(Island island, IslandTiles t, int l, int start, boolean[] seen) {
            List<Integer> out = new java.util.ArrayList<>(List.of(start));
            seen[start] = true;
            for (int i = 0; i < out.size(); i++) {
                for (int g : island.board().neighbours(out.get(i))) {
                    if (!seen[g] && inGraph(t, g, l)) {
                        seen[g] = true;
                        out.add(g);
                    }
                }
            }
            return out;
        }
    }

    private static void assertGroups(Island island, IslandTiles t, LandscapeGroups groups, String where) {
        for (int l = 0; l < Landscape.COUNT; l++) {
            assertEquals(Reference.landscape(island, t, l, PTS), groups.points(l, PTS), "B11.1 landscape " + l + where);
            for (int min = 0; min <= 8; min++)
                assertEquals(Reference.hasBonus(island, t, l, min), groups.hasBonus(l, min), "B11.2 landscape " + l + ", at least " + min + where);
        }
    }

    /**
     * A hexagonal island of the given radius around the base, its rim a coast of six landscapes in turn:
     * 91 fields for radius 5, more than one long of bit mask.
     */
    static Island hexIsland(int radius) {
        StringBuilder json = new StringBuilder("{\"fields\": [{\"q\": 0, \"r\": 0, \"type\": \"base\"}");
        int rim = 0;
        for (int q = -radius; q <= radius; q++) {
            for (int r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) {
                if (q == 0 && r == 0) continue;
                boolean onRim = Math.max(Math.abs(q), Math.max(Math.abs(r), Math.abs(q + r))) == radius;
                json.append(", {\"q\": ").append(q).append(", \"r\": ").append(r).append(", \"value\": 1, ");
                if (onRim) json.append("\"type\": \"coast\", \"landscape\": \"").append(Landscape.values()[rim++ % Landscape.COUNT].id()).append("\"}");
                else json.append("\"type\": \"fog\"}");
            }
        }
        return IslandLoader.load("hex-island-" + radius + ".json", json.append("]}").toString(), java.util.Map.of());
    }

    @Test
    @DisplayName("B9.1–B9.5 / B11.1 / B11.2 / C11 / C13: the bit-mask searches find what a plain search per landscape, row and coast finds, on random islands")
    void searchesMatchPlainOnes() {
        List<Island> islands = List.of(Fixtures.base(2, "front").service(BaseGame.class).island,
                Fixtures.base(2, "back").service(BaseGame.class).island, hexIsland(5));
        assertTrue(islands.get(2).size() > 64, "one island needs more than one long per mask");
        Rng rng = new Rng(42);
        int allConnected = 0;
        for (Island island : islands) {
            LandscapeGroups groups = new LandscapeGroups(island.size()); // reused, as the game reuses it
            IslandTiles t = new IslandTiles(island.size());
            for (int round = 0; round < 2000; round++) {
                // reused too, its tiles overwritten and taken away at random, as undo and what-ifs do
                if (rng.nextInt(4) == 0) t.reset();
                int density = 1 + rng.nextInt(10), jokers = rng.nextInt(4), kinds = 1 + rng.nextInt(Landscape.COUNT);
                for (int f = 0; f < island.size(); f++) {
                    if (f == island.base() || rng.nextInt(10) >= density) continue;
                    int r = rng.nextInt(20);
                    if (r == 19) t.clear(f);
                    else if (r < jokers) t.put(f, PieceInfo.JOKER, true, false, 0);
                    else if (r < jokers + 2) t.put(f, IslandTiles.OTHER, false, r % 2 == 0, r % 2);
                    else t.put(f, rng.nextInt(kinds), true, false, 0);
                }
                String where = " on random island " + round + " (" + island.size() + " fields)";
                assertGroups(island, t, groups.read(island, t), where);
                int connected = Reference.connectedCoasts(island, t);
                assertEquals(connected, IslandScoring.connectedCoasts(island, t), "B9.1–B9.5 connected coasts" + where);
                assertEquals(connected == 0b111111, IslandScoring.allConnected(island, t), "B9.6 all coasts connected" + where);
                if (connected == 0b111111) allConnected++;
            }
        }
        assertTrue(allConnected > 0, "some random island has all coasts connected (else the test misses that case)");
    }

    /** Compares every seat's kept island with one read from scratch. */
    private static void assertSeatIslands(Game game, String where) {
        BaseGame g = game.rules().service(BaseGame.class);
        IslandScoring.Points pts = BaseScoreRows.points(g);
        for (int seat = 0; seat < game.state().seats(); seat++) {
            SeatIsland kept = g.seatIsland(game.context(), seat);
            IslandTiles fresh = g.tiles(game.state(), seat);
            String at = " of seat " + seat + where;
            for (int f = 0; f < fresh.size(); f++) assertEquals(fresh.land(f), kept.tiles().land(f), "the tile on field " + f + at);
            assertEquals(IslandScoring.cities(g.island, fresh, pts), IslandScoring.cities(g.island, kept.tiles(), pts), "B11.3 cities" + at);
            assertEquals(IslandScoring.monumentCount(fresh), IslandScoring.monumentCount(kept.tiles()), "B11.4 monuments" + at);
            int connected = Reference.connectedCoasts(g.island, fresh);
            assertEquals(connected, kept.connectedCoasts(), "B9.1–B9.5 connected coasts" + at);
            assertEquals(connected == 0b111111, kept.allConnected(), "B9.6 all coasts connected" + at);
            for (int l = 0; l < Landscape.COUNT; l++) {
                assertEquals(Reference.landscape(g.island, fresh, l, pts), kept.groups().points(l, pts), "B11.1 landscape " + l + at);
                assertEquals(Reference.hasBonus(g.island, fresh, l, pts.bonusMinTiles()), kept.groups().hasBonus(l, pts.bonusMinTiles()), "B11.2 landscape " + l + at);
            }
        }
    }

    private static int islandTiles(Game game) {
        BaseGame g = game.rules().service(BaseGame.class);
        int n = 0;
        for (int seat = 0; seat < game.state().seats(); seat++) n += game.state().size(g.state.island.of(seat));
        return n;
    }

    @ParameterizedTest(name = "B9.1–B9.6 / B11.1–B11.4 {0} players, {1} island: a seat's island kept up to date agrees with reading it from scratch, through undo and copies")
    @CsvSource({"2,front", "3,back", "4,front", "4,back"})
    void keptIslandsMatchFreshOnes(int seats, String side) {
        Rng rng = new Rng(seats * 31L + side.length());
        IntList options = new IntList();
        int undonePlacements = 0;
        for (long seed = 1; seed <= 6; seed++) {
            try (Game game = Fixtures.base(seats, side).newGame(seed, true)) {
                String where = " in " + game + " (seed " + seed + ")";
                for (int step = 0; !game.isOver() && step < 50_000; step++) {
                    game.legalCodes(options);
                    game.applyCode(options.get(rng.nextInt(options.size())));
                    // undo now and then: a placement taken back leaves the island, which a kept island must notice
                    List<Integer> actors = game.actionSeats();
                    if (!actors.isEmpty() && rng.nextInt(6) == 0) {
                        int before = islandTiles(game);
                        if (game.undo(actors.get(actors.size() - 1)) && islandTiles(game) < before) undonePlacements++;
                    }
                    // read after a random number of changes, so that one update sees several new tiles at once
                    if (rng.nextInt(4) == 0) assertSeatIslands(game, " after step " + step + where);
                    if (rng.nextInt(200) == 0) {
                        // a copy keeps its own islands; playing it on leaves this game's alone
                        Game copy = game.copy();
                        assertSeatIslands(copy, " in a copy at step " + step + where);
                        Fixtures.playRandom(copy, seed + step, 20, null);
                        assertSeatIslands(copy, " in a copy played on from step " + step + where);
                        assertSeatIslands(game, " after a copy played on from step " + step + where);
                    }
                }
                assertTrue(game.isOver(), "the game ended" + where);
                assertSeatIslands(game, " at the end" + where);
            }
        }
        assertTrue(undonePlacements > 0, "some undo took a tile back off an island (else the test misses that case)");
    }

    @Test
    @DisplayName("B11.1 / B11.2: the score rows read the kept islands and give the same pad as rows computed from scratch")
    void scorePadMatchesFreshRows() {
        for (long seed = 1; seed <= 10; seed++) {
            Game game = Fixtures.base(4, seed % 2 == 0 ? "front" : "back").newGame(seed);
            Fixtures.playRandom(game, seed, 50_000, null);
            BaseGame g = game.rules().service(BaseGame.class);
            IslandScoring.Points pts = BaseScoreRows.points(g);
            var pad = game.scores();
            for (int seat = 0; seat < 4; seat++) {
                IslandTiles fresh = g.tiles(game.state(), seat);
                int bonus = 0;
                for (Landscape l : Landscape.values()) {
                    assertEquals(Reference.landscape(g.island, fresh, l.ordinal(), pts), pad.points("base:" + l.id(), seat), "B11.1 " + l.id() + " of seat " + seat + " (seed " + seed + ")");
                    if (Reference.hasBonus(g.island, fresh, l.ordinal(), pts.bonusMinTiles())) bonus += pts.bonus();
                }
                assertEquals(bonus, pad.points("base:landscapeBonus", seat), "B11.2 bonus of seat " + seat + " (seed " + seed + ")");
            }
        }
    }
}
