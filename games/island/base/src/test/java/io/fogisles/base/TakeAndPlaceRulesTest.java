package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.state.GameState;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B.6 (take), B.7 (place), C15, C16. */
class TakeAndPlaceRulesTest {

    /** The start player at C2, balloon on (0,3), after a free default move. */
    private static Scenario atTake(long seed) {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), seed, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, -1, 3).energy(seat, 5); // value 1, E: (0,3)
        s.submit(new BaseAction.Fly(s.field(0, 3)));
        assertEquals("base:take-cloud", s.pendingId());
        return s;
    }

    @Test
    @DisplayName("B6 example / B6.2: taking a cloud with a 3-forest and a 5-mountain, the forest goes on an eyepiece, the mountain is converted (+5) and goes back into the bag")
    void example() {
        Scenario s = atTake(41);
        int seat = s.pendingSeat();
        List<Integer> cloud = s.cloud(2, "forest:3", "mountain:5");
        int energy = s.energy(seat);
        s.submit(new BaseAction.TakeCloud(2));
        assertEquals(0, s.game.state().size(s.g.state.clouds.of(0, 2)), "B6.1 all tiles of the cloud are taken");
        s.submit(new BaseAction.Keep(cloud.get(0)));
        s.submit(new BaseAction.Convert(cloud.get(1)));
        assertEquals(energy + 5, s.energy(seat));
        assertEquals(s.g.state.eyepieces.of(seat), s.game.state().zoneOf(cloud.get(0)));
        assertEquals(s.g.state.bag.global(), s.game.state().zoneOf(cloud.get(1)));
    }

    @Test
    @DisplayName("B6.1 taking a cloud is mandatory: the only options are non-empty clouds")
    void mustTake() {
        Scenario s = atTake(42);
        s.cloud(1);
        Set<Integer> clouds = s.game.legalActions().stream().map(a -> ((BaseAction.TakeCloud) a).cloud()).collect(Collectors.toSet());
        assertEquals(Set.of(0, 2, 3), clouds);
        Outcome.Rejected r = assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new BaseAction.TakeCloud(1)));
        assertEquals("base.cloud-empty", r.rejection().code());
    }

    @Test
    @DisplayName("B6.3 / B6.4 any number of tiles may be converted; with no free eyepiece the surplus must be converted; C15 tile by tile")
    void surplus() {
        Scenario s = atTake(43);
        int seat = s.pendingSeat();
        s.clearEyepieces(seat);
        for (int i = 0; i < 4; i++) s.eyepiece(seat, "monument", -1);
        List<Integer> cloud = s.cloud(0, "forest:1", "desert:2", "swamp:3");
        s.submit(new BaseAction.TakeCloud(0));
        assertEquals("base:keep-or-convert", s.pendingId());
        assertEquals(6, s.game.legalActions().size(), "3 tiles × keep or convert");
        s.submit(new BaseAction.Keep(cloud.get(1)));
        assertTrue(s.game.legalActions().stream().allMatch(a -> a instanceof BaseAction.Convert), "eyepieces full: only converting");
        Outcome.Rejected r = assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new BaseAction.Keep(cloud.get(0))));
        assertEquals("base.no-free-eyepiece", r.rejection().code());
        s.submit(new BaseAction.Convert(cloud.get(0)));
        s.submit(new BaseAction.Convert(cloud.get(2)));
        assertEquals("base:place", s.pendingId());
    }

    @Test
    @DisplayName("B6.5 energy above the track's maximum (25) is lost")
    void cap() {
        Scenario s = atTake(44);
        int seat = s.pendingSeat();
        s.energy(seat, 23);
        List<Integer> cloud = s.cloud(0, "forest:6");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Convert(cloud.get(0)));
        assertEquals(25, s.energy(seat));
    }

    @Test
    @DisplayName("B6.6 a tile on an eyepiece can never be converted later: C3 offers only placing it")
    void eyepieceTilesStay() {
        Scenario s = atTake(45);
        int seat = s.pendingSeat();
        List<Integer> cloud = s.cloud(0, "forest:1");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        assertTrue(s.game.legalActions().stream().noneMatch(a -> a instanceof BaseAction.Convert));
        assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new BaseAction.Convert(cloud.get(0))));
    }

    @Test
    @DisplayName("B7 example: tiles go on free neighbours of the balloon only — not on occupied fields, not further away, not under the balloon")
    void placementTargets() {
        Scenario s = atTake(46);
        int seat = s.pendingSeat();
        s.tile(seat, 1, 2, "city", 2);      // occupied neighbour
        s.tile(seat, -1, 3, "desert", 2);   // occupied neighbour
        List<Integer> cloud = s.cloud(0, "forest:1");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        int forest = cloud.get(0);
        Set<Integer> targets = s.game.legalActions().stream().filter(a -> a instanceof BaseAction.Place p && p.piece() == forest)
                .map(a -> ((BaseAction.Place) a).field()).collect(Collectors.toSet());
        int at = s.field(0, 3);
        Set<Integer> expected = s.g.island.board().neighbours(at).stream()
                .filter(f -> f != s.field(1, 2) && f != s.field(-1, 3)).collect(Collectors.toSet());
        assertEquals(expected, targets);
        assertEquals("base.field-occupied", assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new BaseAction.Place(forest, s.field(1, 2)))).rejection().code());
        assertEquals("base.not-next-to-balloon", assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new BaseAction.Place(forest, s.field(0, 1)))).rejection().code());
        assertEquals("base.cannot-place-under-balloon", assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new BaseAction.Place(forest, at))).rejection().code());
    }

    @Test
    @DisplayName("B7.3 the base may never be covered")
    void notOnBase() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 47, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, -1, 0).energy(seat, 0); // V 2, E over the base: (0,0) base, (1,0)
        s.submit(new BaseAction.Fly(s.field(1, 0)));
        s.submit(new BaseAction.TakeCloud(0));
        while ("base:keep-or-convert".equals(s.pendingId())) s.submit(s.game.legalActions().get(0));
        int piece = s.game.state().pieces(s.g.state.eyepieces.of(seat))[0];
        assertTrue(s.game.legalActions().stream().noneMatch(a -> a instanceof BaseAction.Place p && p.field() == s.g.island.base()));
        assertEquals("base.cannot-cover-base", assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new BaseAction.Place(piece, s.g.island.base()))).rejection().code());
    }

    @Test
    @DisplayName("B7.1 / C16 any number of tiles, including none, may be placed; B7.4 unplaced tiles stay; B7.5 then the next player")
    void anyNumber() {
        Scenario s = atTake(48);
        int seat = s.pendingSeat();
        List<Integer> cloud = s.cloud(0, "forest:1", "desert:2");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        s.submit(new BaseAction.Keep(cloud.get(1)));
        s.submit(new BaseAction.Place(cloud.get(0), s.field(0, 2)));
        assertEquals("base:place", s.pendingId(), "may place more");
        s.submit(new BaseAction.EndPlacing());
        assertEquals(s.g.state.island.of(seat), s.game.state().zoneOf(cloud.get(0)));
        assertEquals(s.g.state.eyepieces.of(seat), s.game.state().zoneOf(cloud.get(1)));
        assertEquals(1 - seat, s.pendingSeat());
        assertEquals("base:fly", s.pendingId());
    }

    @Test
    @DisplayName("B7.8 a drop gives its energy at once when covered; B7.7 covering a volcano has no immediate effect; B7.10 placed tiles stay")
    void dropAndVolcano() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 49, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 1, -1).energy(seat, 5); // value 3; E: (2,-1) drop, (3,-1), (4,-1)
        s.submit(new BaseAction.Fly(s.field(3, -1)));
        List<Integer> cloud = s.cloud(0, "forest:1", "desert:2");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        s.submit(new BaseAction.Keep(cloud.get(1)));
        int before = s.energy(seat);
        s.submit(new BaseAction.Place(cloud.get(0), s.field(2, -1))); // drop, energy 2
        assertEquals(before + 2, s.energy(seat));
        s.balloon(seat, 1, -1);
        s.submit(new BaseAction.Place(cloud.get(1), s.field(1, -2))); // volcano
        assertEquals(before + 2, s.energy(seat));
        assertEquals(cloud.get(1), s.g.tileAt(s.game.state(), seat, s.field(1, -2)));
    }

    @Test
    @DisplayName("B7.6 '?' field: draw a tile and keep, convert or place it at once; placed on another special field (a drop), that field triggers too")
    void questionChain() {
        Scenario s = atTake(50);
        int seat = s.pendingSeat();
        GameState st = s.game.state();
        int box = s.game.rules().kernel().box.global();
        for (int p : st.pieces(s.g.state.bag.global())) s.ctx.move(p, box); // the bag holds one known tile
        List<Integer> cloud = s.cloud(0, "forest:1");
        int drawn = s.piece("desert", 3);
        s.ctx.move(drawn, s.g.state.bag.global());
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        s.balloon(seat, 0, -2); // next to the '?' at (-1,-1) and the drop (energy 3) at (-1,-2)
        int energy = s.energy(seat);
        s.submit(new BaseAction.Place(cloud.get(0), s.field(-1, -1)));
        assertEquals("base:keep-or-convert", s.pendingId(), "the '?' drew a tile");
        List<Action> options = s.game.legalActions();
        assertTrue(options.contains(new BaseAction.Keep(drawn)));
        assertTrue(options.contains(new BaseAction.Convert(drawn)));
        assertTrue(options.contains(new BaseAction.PlaceNow(drawn, s.field(-1, -2))));
        assertFalse(options.contains(new BaseAction.PlaceNow(drawn, s.field(-1, -1))), "not on the field just covered");
        s.submit(new BaseAction.PlaceNow(drawn, s.field(-1, -2)));
        assertEquals(drawn, s.g.tileAt(st, seat, s.field(-1, -2)));
        assertEquals(energy + 3, s.energy(seat), "the drop under the drawn tile gave its energy");
        assertEquals("base:place", s.pendingId());
    }

    @Test
    @DisplayName("B0.3 each player has a private island; the clouds and the bag are shared")
    void privateIslandsSharedClouds() {
        Scenario s = atTake(51);
        int seat = s.pendingSeat();
        List<Integer> cloud = s.cloud(1, "forest:2");
        s.submit(new BaseAction.TakeCloud(1));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        s.submit(new BaseAction.Place(cloud.get(0), s.field(0, 2)));
        assertEquals(cloud.get(0), s.g.tileAt(s.game.state(), seat, s.field(0, 2)));
        assertEquals(-1, s.g.tileAt(s.game.state(), 1 - seat, s.field(0, 2)), "the other island is untouched");
        s.playUntil(x -> x.pendingSeat() == 1 - seat && "base:take-cloud".equals(x.pendingId()), 20);
        assertTrue(s.game.legalActions().stream().noneMatch(a -> ((BaseAction.TakeCloud) a).cloud() == 1), "the cloud taken by one player is empty for the other");
    }

    @Test
    @DisplayName("B7.2 tiles may go on any island field next to the balloon: fog, printed coast landscape or special field")
    void anyFieldType() {
        Scenario s = atTake(52);
        int seat = s.pendingSeat();
        List<Integer> cloud = s.cloud(0, "forest:1", "desert:2");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        s.submit(new BaseAction.Keep(cloud.get(1)));
        s.balloon(seat, 1, 2); // next to the coast field (1,3) and the volcano (2,1)
        s.submit(new BaseAction.Place(cloud.get(0), s.field(1, 3)));
        s.submit(new BaseAction.Place(cloud.get(1), s.field(2, 1)));
        assertEquals(cloud.get(0), s.g.tileAt(s.game.state(), seat, s.field(1, 3)));
        assertEquals(cloud.get(1), s.g.tileAt(s.game.state(), seat, s.field(2, 1)));
    }

    @Test
    @DisplayName("B7.1–B7.3 the open fields next to the balloon found in one pass are exactly the fields a tile may be placed on, in random games")
    void placeableDirectionsAgreeWithCanPlaceOn() {
        for (long seed = 1; seed <= 6; seed++) {
            Game game = Fixtures.base(3, seed % 2 == 0 ? "front" : "back").newGame(seed);
            BaseGame g = game.rules().service(BaseGame.class);
            int[] checked = {0};
            Fixtures.playRandom(game, seed, 5000, () -> {
                GameState st = game.state();
                for (int seat = 0; seat < st.seats(); seat++) {
                    int at = st.get(g.state.balloon, seat);
                    if (!g.positions.onIsland(at)) continue;
                    int open = g.placeableDirections(st, seat, at);
                    for (int d = 0; d < 6; d++) {
                        int f = g.island.board().neighbour(at, d);
                        boolean expected = f != Board.NONE && g.canPlaceOn(st, seat, f);
                        assertEquals(expected, (open & (1 << d)) != 0, "seat " + seat + " at " + at + ", direction " + d);
                        if (expected) checked[0]++;
                    }
                }
            });
            assertTrue(checked[0] > 100, "open fields seen: " + checked[0]);
        }
    }
}
