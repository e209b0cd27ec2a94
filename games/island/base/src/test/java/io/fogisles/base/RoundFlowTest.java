package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B.2 (round structure), B.3 (phase A), B.4 (phase B), C17. */
class RoundFlowTest {

    @Test
    @DisplayName("B2.1 / B2.4 phases A, B, C1–C3 per player clockwise from the start player, then D; B2.2 the start player deals; B2.3 the right neighbour rolls; B2.5 D after everyone's C3")
    void phaseOrder() {
        Scenario s = Scenario.afterSetup(Fixtures.base(3), 31);
        int start = s.game.state().get(s.g.state.startPlayer);
        s.playUntil(x -> x.game.round() == 2, 200);
        List<Integer> movers = new ArrayList<>();
        for (GameEvent e : s.events("base:balloon-moved")) if (e.intValue("from", -1) >= 0) movers.add(e.seat());
        assertEquals(List.of(start, (start + 1) % 3, (start + 2) % 3), movers.subList(0, 3), "C1 is done clockwise from the start player");
        List<GameEvent> rolls = s.events("base:dice-rolled");
        assertEquals(Math.floorMod(start - 1, 3), rolls.get(0).seat());
        assertEquals(1, s.events("base:start-player").stream().filter(e -> e.intValue("round", -1) == 2).count(), "phase D chose the next start player");
        // B2.2: the start player deals in phase A (round 2); B2.5: phase D comes after every player's C3
        int nextStart = s.game.state().get(s.g.state.startPlayer);
        s.playUntil(x -> x.events("base:clouds-dealt").size() == 2, 50);
        assertEquals(nextStart, s.events("base:clouds-dealt").get(1).seat());
        java.util.List<String> order = new ArrayList<>();
        for (io.fogisles.kernel.state.Change c : s.game.journal().all())
            if (c instanceof io.fogisles.kernel.state.Change.Event e && (e.event().type().equals("base:balloon-moved") || e.event().type().equals("base:start-player")))
                order.add(e.event().type());
        assertEquals("base:start-player", order.get(0), "setup chose the first start player");
        assertEquals(1 + 3 + 3, order.subList(1, order.size()).indexOf("base:start-player") + 1,
                "three balloons placed and all three flights of round 1 come before round 1's phase D");
    }

    @Test
    @DisplayName("B2.3 with 2 players the other player rolls the dice")
    void twoPlayerRoller() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 32);
        int start = s.game.state().get(s.g.state.startPlayer);
        assertEquals(1 - start, s.pendingSeat());
        assertEquals("base:reroll", s.pendingId());
    }

    @Test
    @DisplayName("B2.4 each player does C1, C2 and C3 completely before the next player starts")
    void wholeTurns() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(3), 33, Direction.E, "energy1");
        int first = s.pendingSeat();
        List<String> ids = new ArrayList<>();
        List<Integer> seats = new ArrayList<>();
        while (seats.size() < 12) {
            ids.add(s.pendingId());
            seats.add(s.pendingSeat());
            s.playUntil(x -> false, 1);
        }
        int firstOther = seats.indexOf((first + 1) % 3);
        for (int i = 0; i < firstOther; i++) assertEquals(first, seats.get(i));
        assertTrue(ids.subList(0, firstOther).contains("base:fly") && ids.subList(0, firstOther).contains("base:take-cloud"));
    }

    @Test
    @DisplayName("B3.1 phase A is skipped in round 1; B3.2 / B3.4 from round 2 each cloud gets one new tile, including clouds that still hold tiles")
    void phaseA() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 34);
        assertEquals(1, s.events("base:clouds-dealt").size(), "only the setup deal in round 1");
        GameState st = s.game.state();
        int[] before = new int[4];
        s.playUntil(x -> x.game.round() == 2 && "base:reroll".equals(x.pendingId()), 300);
        for (int c = 0; c < 4; c++) before[c] = st.size(s.g.state.clouds.of(0, c));
        assertEquals(2, s.events("base:clouds-dealt").size());
        int sum = 0;
        for (int c = 0; c < 4; c++) {
            assertTrue(before[c] >= 1 && before[c] <= 3, "B3.4 a cloud holds 1–3 tiles after phase A");
            sum += before[c];
        }
        assertTrue(sum >= 4 + 2, "two clouds were taken in round 1 and refilled with one, the two others got a second tile");
    }

    @Test
    @DisplayName("B3.3 a full cloud's 3 tiles go back into the bag when its new tile is due, and the new tile (drawn first) lies on it alone")
    void fullCloudForced() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 36);
        List<Integer> old = s.cloud(3, "forest:1", "desert:2", "city:3");
        // answer everything by hand so that nobody takes cloud 3
        while (s.game.round() == 1) {
            if ("base:take-cloud".equals(s.pendingId())) s.submit(new BaseAction.TakeCloud(s.game.state().size(s.g.state.clouds.of(0, 0)) > 0 ? 0 : 1));
            else s.playUntil(x -> false, 1);
        }
        int[] now = s.game.state().pieces(s.g.state.clouds.of(0, 3));
        assertEquals(1, now.length);
        for (int p : old) {
            assertNotEquals(now[0], p);
            assertEquals(s.g.state.bag.global(), s.game.state().zoneOf(p));
        }
    }

    @Test
    @DisplayName("B4.2 / C17 the roller sees both dice and rerolls any subset once: four options, then the dice are final")
    void reroll() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 37);
        assertEquals(List.of(new BaseAction.Reroll(false, false), new BaseAction.Reroll(true, false), new BaseAction.Reroll(false, true),
                new BaseAction.Reroll(true, true)), s.game.legalActions());
        s.setDice(Direction.E, "energy1");
        s.submit(new BaseAction.Reroll(false, true));
        assertEquals(Direction.E.ordinal(), s.game.state().get(s.g.state.direction), "the kept die keeps its face");
        assertTrue(s.events("base:dice-rerolled").size() == 1);
        assertTrue(!"base:reroll".equals(s.pendingId()), "a die is rerolled at most once");
    }

    @Test
    @DisplayName("B4.3 / B4.4 the bonus die acts first and for everyone: +2 energy for all players, capped (B0.6)")
    void energyBonus() {
        Scenario s = Scenario.afterSetup(Fixtures.base(3), 38);
        int start = s.game.state().get(s.g.state.startPlayer);
        s.energy(start, 24);
        int other = (start + 1) % 3, before = s.energy(other);
        s.setDice(Direction.E, "energy2");
        s.submit(new BaseAction.Reroll(false, false));
        assertEquals(25, s.energy(start), "24 + 2 capped at 25");
        assertEquals(before + 2, s.energy(other));
    }

    @Test
    @DisplayName("B4.4 the '1' bonus face: every player gains 1 energy, capped at 25 (B0.6), and nothing else changes")
    void energyOneBonus() {
        Scenario s = Scenario.afterSetup(Fixtures.base(3), 35);
        int start = s.game.state().get(s.g.state.startPlayer);
        int second = (start + 1) % 3, third = (start + 2) % 3;
        s.energy(start, 25);
        int before2 = s.energy(second), before3 = s.energy(third);
        s.setDice(Direction.E, "energy1");
        s.submit(new BaseAction.Reroll(false, false));
        assertEquals(25, s.energy(start), "25 + 1 capped at 25");
        assertEquals(before2 + 1, s.energy(second));
        assertEquals(before3 + 1, s.energy(third));
        assertEquals(1 << Direction.E.ordinal(), s.game.state().get(s.g.state.freeDirections), "only the rolled direction is free");
        assertEquals(0, s.game.state().get(s.g.state.moveBonus));
        assertEquals("base:fly", s.pendingId(), "no draw is offered");
    }

    @Test
    @DisplayName("B4.4 the '?' bonus: from the start player clockwise each player may draw one tile, then keeps or converts it")
    void drawBonus() {
        Scenario s = Scenario.afterSetup(Fixtures.base(3), 39);
        int start = s.game.state().get(s.g.state.startPlayer);
        s.setDice(Direction.E, "draw");
        s.submit(new BaseAction.Reroll(false, false));
        assertEquals("base:bonus-draw", s.pendingId());
        assertEquals(start, s.pendingSeat());
        int bag = s.game.state().size(s.g.state.bag.global());
        s.submit(new BaseAction.BonusDraw(true));
        assertEquals("base:keep-or-convert", s.pendingId());
        assertEquals(bag - 1, s.game.state().size(s.g.state.bag.global()));
        s.submit(s.game.legalActions().stream().filter(a -> a instanceof BaseAction.Keep).findFirst().orElseThrow());
        assertEquals((start + 1) % 3, s.pendingSeat());
        assertEquals("base:bonus-draw", s.pendingId());
        s.submit(new BaseAction.BonusDraw(false));
        assertEquals((start + 2) % 3, s.pendingSeat());
        s.submit(new BaseAction.BonusDraw(false));
        assertEquals("base:fly", s.pendingId());
        assertEquals(2, s.game.state().size(s.g.state.eyepieces.of(start)), "start tile + the drawn tile");
    }

    @Test
    @DisplayName("B4.4 the '?' bonus with no free eyepiece: only convert (or decline) is possible")
    void drawBonusNoEyepiece() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 40);
        int start = s.game.state().get(s.g.state.startPlayer);
        s.clearEyepieces(start);
        for (int i = 0; i < 5; i++) s.eyepiece(start, "monument", -1);
        s.setDice(Direction.E, "draw");
        s.submit(new BaseAction.Reroll(false, false));
        s.submit(new BaseAction.BonusDraw(true));
        assertTrue(s.game.legalActions().stream().allMatch(a -> a instanceof BaseAction.Convert));
    }
}
