package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.hex.Direction;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B7.9 / B14.2: the back side's special fields, run as scripted effects. */
class BackSideFieldsTest {

    private static Scenario placingOnto(String type, long seed) {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2, "back"), seed, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.playUntil(x -> "base:take-cloud".equals(x.pendingId()), 5);
        List<Integer> cloud = s.cloud(0, "forest:1");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(cloud.get(0)));
        int target = s.g.island.board().fieldsOfType(type).get(0);
        int next = s.g.island.board().neighbours(target).stream().filter(f -> f != s.g.island.base()).findFirst().orElseThrow();
        s.ctx.set(s.g.state.balloon, seat, next);
        s.submit(new BaseAction.Place(cloud.get(0), target));
        return s;
    }

    @Test
    @DisplayName("B7.9 'draw 2' field: the player draws two tiles, each kept, converted or placed at once")
    void drawTwo() {
        Scenario s = placingOnto("draw2", 91);
        int seat = s.pendingSeat();
        assertEquals("base:keep-or-convert", s.pendingId());
        assertEquals(2, s.game.state().size(s.g.state.hand.of(seat)));
        assertEquals(2, s.events("base:tile-drawn").size());
    }

    @Test
    @DisplayName("B7.9 'draw 1 + energy' field: the player gains the printed 2 energy and draws one tile")
    void drawOneEnergy() {
        Scenario t = placingOnto("draw1energy", 92);
        int seat = t.pendingSeat();
        assertEquals(1, t.game.state().size(t.g.state.hand.of(seat)));
        assertTrue(t.events("base:energy-changed").stream().anyMatch(e -> e.seat() == seat && e.intValue("to", 0) - e.intValue("from", 0) == 2));
    }
}
