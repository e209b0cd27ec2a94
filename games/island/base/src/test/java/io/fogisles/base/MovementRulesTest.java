package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.action.BaseAction;
import io.fogisles.base.move.EdgeExit;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.hex.Field;
import io.fogisles.kernel.hex.Hex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** RULES B.5 (movement), C7, C8, C9 and the movement examples of the rulebook. */
class MovementRulesTest {

    /** The rulebook's examples need room: a big hexagon, balloon at (−3, 4) whose rays NE and E stay on the board. */
    @Nested
    class WorkedExamples {
        private final Board board;
        private final int origin;

        WorkedExamples() {
            List<Field> fields = new ArrayList<>();
            for (Hex h : Hex.ORIGIN.spiral(8)) fields.add(new Field(fields.size(), h, h.equals(Hex.ORIGIN) ? "base" : "fog", Map.of("value", 1)));
            board = new Board("big", fields);
            origin = board.index(-3, 4);
        }

        private int at(Direction d, int n) {
            return board.index(new Hex(-3, 4).step(d, n));
        }

        private MoveCalculator calc(int v, Direction... free) {
            int mask = 0;
            for (Direction d : free) mask |= 1 << d.ordinal();
            MoveCalculator c = new MoveCalculator(board, board.index(0, 0), board.size());
            c.fromField(origin, v, v, mask, 25, EdgeExit.COAST_STOP);
            return c;
        }

        @Test
        @DisplayName("B5.2 example 1: V 3, die NE, 3 fields NE costs 0")
        void example1() {
            assertEquals(0, calc(3, Direction.NE).cost(at(Direction.NE, 3)));
        }

        @Test
        @DisplayName("B5.3 example 2: V 3, die NE, 2 fields NE costs 1; 5 fields NE costs 2")
        void example2() {
            MoveCalculator c = calc(3, Direction.NE);
            assertEquals(1, c.cost(at(Direction.NE, 2)));
            assertEquals(2, c.cost(at(Direction.NE, 5)));
        }

        @Test
        @DisplayName("B5.5 example 3: V 3, die NE, 1 field E costs 3 to brake plus 2 = 5")
        void example3() {
            assertEquals(5, calc(3, Direction.NE).cost(at(Direction.E, 1)));
            assertEquals(3 + 2 * 3, calc(3, Direction.NE).cost(at(Direction.E, 3)), "V + 2 per field");
        }

        @Test
        @DisplayName("B5.6 staying put costs V (3), whatever the direction")
        void stay() {
            assertEquals(3, calc(3, Direction.NE).cost(origin));
        }

        @Test
        @DisplayName("B5.4 on a 0 field: 2 fields in the die's direction cost 2, in another direction 4")
        void valueZero() {
            MoveCalculator c = calc(0, Direction.NE);
            assertEquals(2, c.cost(at(Direction.NE, 2)));
            assertEquals(4, c.cost(at(Direction.E, 2)));
            assertEquals(0, c.cost(origin), "from a 0 field staying is free");
        }

        @Test
        @DisplayName("B4.4 bonus +1 on a printed 3: 4 fields NE cost 0, 1 field E costs 4 + 2 = 6")
        void plusOne() {
            MoveCalculator c = calc(3 + 1, Direction.NE);
            assertEquals(0, c.cost(at(Direction.NE, 4)));
            assertEquals(6, c.cost(at(Direction.E, 1)));
        }

        @Test
        @DisplayName("B4.4 bonus opposite: with die NE, 3 fields SW cost 0")
        void opposite() {
            assertEquals(0, calc(3, Direction.NE, Direction.SW).cost(at(Direction.SW, 3)));
        }

        @Test
        @DisplayName("B4.4 bonus 60°: with die NE, 3 fields NW or 3 fields E cost 0")
        void turn60() {
            MoveCalculator c = calc(3, Direction.NE, Direction.NW, Direction.E);
            assertEquals(0, c.cost(at(Direction.NW, 3)));
            assertEquals(0, c.cost(at(Direction.E, 3)));
            assertEquals(3 + 2 * 3, c.cost(at(Direction.W, 3)), "W is still not free");
        }

        @Test
        @DisplayName("B5.1 a move is a straight line: fields off every straight line are never destinations")
        void straightLines() {
            MoveCalculator c = calc(3, Direction.NE);
            c.keepAffordable(25);
            Hex o = new Hex(-3, 4);
            for (int i = 0; i < c.destinations().size(); i++) {
                Hex h = board.hex(c.destinations().get(i)).minus(o);
                boolean straight = h.q() == 0 || h.r() == 0 || h.q() == -h.r();
                assertTrue(straight, "destination " + h + " is on a straight line");
            }
        }

        @Test
        @DisplayName("B5.3 / B5.5 cost formula: free |n−V|, changed direction V+2n, staying V")
        void formula() {
            for (int v = 0; v <= 8; v++) {
                assertEquals(v, MoveCalculator.cost(0, v, true));
                assertEquals(v, MoveCalculator.cost(0, v, false));
                for (int n = 1; n <= 10; n++) {
                    assertEquals(Math.abs(n - v), MoveCalculator.cost(n, v, true));
                    assertEquals(v + 2 * n, MoveCalculator.cost(n, v, false));
                }
            }
        }
    }

    @Test
    @DisplayName("B5.8 coast stop and B5.9 / C8: a default move cut short by the coast is still free; each destination once, at its lowest cost")
    void coastStop() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 1, Direction.NE, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 2, -2).energy(seat, 0); // fog 4, two fields from the coast going NE
        Map<Integer, Integer> costs = s.flyCosts();
        int coast = s.field(4, -4);
        assertEquals(0, costs.get(coast), "4 fields NE stop on the coast field after 2, free");
        assertEquals(1, costs.keySet().stream().filter(f -> f == coast).count());
        assertEquals(List.of(coast), new ArrayList<>(costs.keySet()), "with 0 energy only the free default move is possible");
    }

    @Test
    @DisplayName("B5.8 the balloon never leaves the island: every destination is an island field")
    void neverOffIsland() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(3), 2, Direction.W, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, -3, 0).energy(seat, 25);
        for (int f : s.flyCosts().keySet()) assertTrue(s.g.positions.onIsland(f));
    }

    @Test
    @DisplayName("C7 / B5.10 a balloon may fly over the base but never end there")
    void base() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 3, Direction.W, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 1, 0).energy(seat, 25); // value 2; W: the base is 1 field away
        Map<Integer, Integer> costs = s.flyCosts();
        assertFalse(costs.containsKey(s.g.island.base()));
        assertEquals(0, costs.get(s.field(-1, 0)), "2 fields W fly over the base for free");
        Outcome o = s.trySubmit(new BaseAction.Fly(s.g.island.base()));
        assertEquals("base.cannot-land-on-base", assertInstanceOf(Outcome.Rejected.class, o).rejection().code());
    }

    @Test
    @DisplayName("B5.7 the balloon flies over and lands on tiles; V comes from the tile it stands on")
    void tiles() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 4, Direction.NE, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 0, 3).energy(seat, 0); // printed 6
        s.tile(seat, 0, 3, "forest", 2);       // the tile says 2
        s.tile(seat, 1, 2, "city", 1);
        s.tile(seat, 2, 1, "monument", 1);
        Map<Integer, Integer> costs = s.flyCosts();
        assertEquals(Map.of(s.field(2, 1), 0), costs, "V = 2 from the tile: 2 fields NE over the city onto the monument");
    }

    @Test
    @DisplayName("B0.5 a flight that costs more energy than the player has is not offered and is rejected with the cost")
    void tooExpensive() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 5, Direction.NE, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 0, 3).energy(seat, 1); // V 6
        int west = s.field(-3, 3); // 3 fields W: 6 + 2·3 = 12
        assertFalse(s.flyCosts().containsKey(west));
        Outcome.Rejected r = assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new BaseAction.Fly(west)));
        assertEquals("base.too-expensive", r.rejection().code());
        assertEquals(List.of(west, 12, 1), r.rejection().args());
    }

    @Test
    @DisplayName("B5.2 the free default move is accepted and costs nothing; paid moves cost their price")
    void payment() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 6, Direction.SE, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, -1, 0).energy(seat, 10); // V 2, SE: (-1,1), (-1,2)
        s.submit(new BaseAction.Fly(s.field(-1, 2)));
        assertEquals(10, s.energy(seat));
        assertEquals(s.field(-1, 2), s.balloon(seat));
        Scenario t = Scenario.atFirstMove(Fixtures.base(2), 6, Direction.SE, "energy1");
        t.balloon(seat, -1, 0).energy(seat, 10);
        t.submit(new BaseAction.Fly(t.field(-1, 3))); // 3 fields: one more than V
        assertEquals(9, t.energy(seat));
    }

    @Test
    @DisplayName("C9 the +1 bonus changes movement only, not the D-value")
    void plusOneNotInPhaseD() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 7, Direction.SE, "plus1");
        assertEquals(1, s.game.state().get(s.g.state.moveBonus), "the +1 face is in effect this round");
        int seat = s.pendingSeat();
        s.balloon(seat, -1, 0).energy(seat, 0); // printed 2, +1 → 3 fields SE: (-1,3) ring 3
        assertEquals(Map.of(s.field(-1, 3), 0), s.flyCosts());
        assertEquals(2, s.g.valueMax(s.ctx, seat), "the D-value is still the printed 2");
    }

    @Test
    @DisplayName("B4.4 the bonus faces set this round's free directions: opposite and 60°")
    void bonusFacesSetDirections() {
        Scenario a = Scenario.atFirstMove(Fixtures.base(2), 8, Direction.NE, "opposite");
        assertEquals((1 << Direction.NE.ordinal()) | (1 << Direction.SW.ordinal()), a.game.state().get(a.g.state.freeDirections));
        Scenario b = Scenario.atFirstMove(Fixtures.base(2), 8, Direction.NE, "turn60");
        assertEquals((1 << Direction.NE.ordinal()) | (1 << Direction.NW.ordinal()) | (1 << Direction.E.ordinal()), b.game.state().get(b.g.state.freeDirections));
        Scenario c = Scenario.atFirstMove(Fixtures.base(2), 8, Direction.NE, "energy2");
        assertEquals(1 << Direction.NE.ordinal(), c.game.state().get(c.g.state.freeDirections));
    }

    @Test
    @DisplayName("N1 (docs/rules-notes.md) a balloon with no affordable destination stays where it is, free: staying costs V (B5.6) but the player cannot pay (B0.5)")
    void stuck() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 9, Direction.W, "energy1");
        int seat = s.pendingSeat();
        s.tile(seat, 1, 0, "forest", 1);
        s.balloon(seat, 1, 0).energy(seat, 0).freeDirections(0, Direction.W); // V 1, only W free: the 1 field W is the base
        Map<Integer, Integer> costs = s.flyCosts();
        assertEquals(Map.of(s.field(1, 0), 0), costs);
        s.submit(new BaseAction.Fly(s.field(1, 0)));
        assertEquals(0, s.energy(seat), "the stay cost nothing");
        assertEquals("base:take-cloud", s.pendingId(), "the turn goes on with C2");
    }

    @Test
    @DisplayName("N1 (docs/rules-notes.md) stuck on the printed front island: on (0,−1), value 1, die SE (the base), no energy → the only option is to stay, free")
    void stuckOnFrontIsland() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 10, Direction.SE, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 0, -1).energy(seat, 0);
        assertEquals(Map.of(s.field(0, -1), 0), s.flyCosts());
        s.energy(seat, 1);
        assertEquals(1, s.flyCosts().get(s.field(0, -1)), "with 1 energy staying is affordable and costs V = 1 again (B5.6)");
    }

    @Test
    @DisplayName("N3 (docs/rules-notes.md) B5.9 / C8 the default move from a coast field straight into the sea is cut to 0 fields and free, although staying costs V")
    void coastFieldIntoTheSea() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 11, Direction.NE, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 4, -4).energy(seat, 0); // the desert corner, value 4; NE leaves the island at once
        assertEquals(Map.of(s.field(4, -4), 0), s.flyCosts());
        s.energy(seat, 25);
        assertEquals(0, s.flyCosts().get(s.field(4, -4)), "the free cut-short default move is cheaper than staying (4)");
    }
}
