package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.state.GameState;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B7.9 / B14.2: the back side's special fields, run as scripted effects. */
class BackSideFieldsTest {

    /** The start player places a forest tile onto the first field of a type; {@code bagTiles} ≥ 0 leaves only that many tiles in the bag. */
    private static Scenario placingOnto(String type, long seed, int bagTiles) {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2, "back"), seed, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.playUntil(x -> "base:take-cloud".equals(x.pendingId()), 5);
        List<Integer> cloud = s.cloud(0, "forest:1");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        if (bagTiles >= 0) {
            GameState st = s.game.state();
            int[] bag = st.pieces(s.g.state.bag.global());
            for (int i = bagTiles; i < bag.length; i++) s.ctx.move(bag[i], s.game.rules().kernel().box.global());
        }
        int target = s.g.island.board().fieldsOfType(type).get(0);
        int next = s.g.island.board().neighbours(target).stream().filter(f -> f != s.g.island.base()).findFirst().orElseThrow();
        s.ctx.set(s.g.state.balloon, seat, next);
        s.submit(new BaseAction.Place(cloud.get(0), target));
        return s;
    }

    private static Scenario placingOnto(String type, long seed) {
        return placingOnto(type, seed, -1);
    }

    @Test
    @DisplayName("B7.9 'draw 2' field: the player draws two tiles, and each may be kept, converted or placed at once next to the balloon")
    void drawTwo() {
        Scenario s = placingOnto("draw2", 91);
        int seat = s.pendingSeat();
        GameState st = s.game.state();
        assertEquals("base:keep-or-convert", s.pendingId());
        int[] hand = st.pieces(s.g.state.hand.of(seat));
        assertEquals(2, hand.length);
        assertEquals(2, s.events("base:tile-drawn").size());
        List<Action> options = s.game.legalActions();
        for (int p : hand) {
            assertTrue(options.contains(new BaseAction.Keep(p)) && options.contains(new BaseAction.Convert(p)), "keep or convert " + p);
            assertTrue(options.stream().anyMatch(a -> a instanceof BaseAction.PlaceNow pn && pn.piece() == p), "place " + p + " at once");
        }
        BaseAction.PlaceNow first = (BaseAction.PlaceNow) options.stream().filter(a -> a instanceof BaseAction.PlaceNow pn && pn.piece() == hand[0]).findFirst().orElseThrow();
        s.submit(first);
        assertEquals(hand[0], s.g.tileAt(st, seat, first.field()), "the first drawn tile lies on the island");
        assertTrue(s.game.legalActions().stream().anyMatch(a -> a instanceof BaseAction.PlaceNow pn && pn.piece() == hand[1] && pn.field() != first.field()),
                "the second may still be placed at once, on another free field");
    }

    @Test
    @DisplayName("B7.9 'draw 1 + energy' field: the player gains the printed 2 energy and draws one tile")
    void drawOneEnergy() {
        Scenario t = placingOnto("draw1energy", 92);
        int seat = t.pendingSeat();
        assertEquals(1, t.game.state().size(t.g.state.hand.of(seat)));
        assertTrue(t.events("base:energy-changed").stream().anyMatch(e -> e.seat() == seat && e.intValue("to", 0) - e.intValue("from", 0) == 2));
    }

    @Test
    @DisplayName("B10.2 / B10.3 a 'draw 2' field with one tile left in the bag: one tile is drawn, the game will end at the end of the round, and the player may take a cloud tile instead of the second")
    void drawTwoEmptiesTheBag() {
        Scenario s = placingOnto("draw2", 93, 1);
        int seat = s.pendingSeat();
        GameState st = s.game.state();
        assertEquals(1, st.size(s.g.state.hand.of(seat)), "the one tile left was drawn");
        assertEquals(1, st.get(s.g.state.bagEmptyRound));
        assertEquals("base:cloud-instead", s.pendingId());
        assertTrue(s.game.legalActions().contains(new BaseAction.DeclineCloudTile()));
        s.submit(new BaseAction.DeclineCloudTile());
        s.playUntil(x -> false, 300);
        assertTrue(s.game.isOver());
        assertEquals(1, s.game.round());
        assertEquals("base:bag-empty", s.game.endReason());
    }
}
