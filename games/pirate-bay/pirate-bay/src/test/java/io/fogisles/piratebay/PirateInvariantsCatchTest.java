package io.fogisles.piratebay;

import static io.fogisles.piratebay.Scenario.*;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.invariant.RandomPlayout;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Pirate Bay's playout invariants ({@code PirateInvariants}) can fail: a game played 40 random decisions holds
 * them, then one state change the rules never make (written straight into the game, as a bug in a step would)
 * is reported at the next check, with a message naming the rule.
 */
class PirateInvariantsCatchTest {

    private static void caught(Consumer<Scenario> corrupt, String expected) {
        Scenario s = Scenario.start(4);
        Invariants.Watch watch = RandomPlayout.watchAll(s.game);
        watch.afterDecision();
        Rng rng = new Rng(3);
        IntList options = new IntList();
        for (int i = 0; i < 40 && !s.game.isOver(); i++) {
            s.game.legalCodes(options);
            s.game.applyCode(options.get(rng.nextInt(options.size())));
            watch.afterDecision();
        }
        corrupt.accept(s);
        InvariantViolation v = assertThrows(InvariantViolation.class, watch::afterDecision);
        assertTrue(v.getMessage().contains(expected), v.getMessage());
    }

    /** A card of the draw pile (or the discard pile). */
    private static int spare(Scenario s) {
        return s.free(CAPE_SHORT);
    }

    @Test
    @DisplayName("P1.1 a card in no pile, hand or table (the box) is reported")
    void cardNowhere() {
        caught(s -> s.ctx.move(spare(s), s.game.rules().kernel().box.global()), "P1.1: card");
    }

    @Test
    @DisplayName("PD1 the start card in the draw pile is reported")
    void startCardInDeck() {
        caught(s -> {
            int start = s.g.cards.start();
            s.ctx.set(s.ps.occupant, 0, start, -1);
            s.ctx.set(s.ps.cell, 0, start, -1);
            s.ctx.move(start, s.ps.deck.global());
        }, "PD1: the start card is only on the table or aside");
    }

    @Test
    @DisplayName("PD1 an island card put aside (where only the start card goes) is reported")
    void islandCardAside() {
        caught(s -> s.ctx.move(spare(s), s.ps.aside.global()), "PD1: card");
    }

    @Test
    @DisplayName("P3.1 a card on the table without a cell is reported")
    void tableCardWithoutCell() {
        caught(s -> s.ctx.move(spare(s), s.ps.table.global()), "lies on the table without a cell");
    }

    @Test
    @DisplayName("P3.1 a card with a cell that is not on the table is reported")
    void cellOffTable() {
        caught(s -> s.ctx.set(s.ps.cell, 0, spare(s), PirateState.cell(9, 9, false)), "has a cell but is not on the table");
    }

    @Test
    @DisplayName("P3.1 two cards on one cell are reported")
    void sharedCell() {
        caught(s -> s.put(spare(s), 0, 0), "share the cell 0,0");
    }

    @Test
    @DisplayName("P3.3 touching sides that do not match (water against land) are reported")
    void sidesMismatch() {
        caught(s -> {
            s.clearTable();
            s.put(s.free(CROSS), 0, 0);
            s.put(s.free(CAPE_LONG), 0, 1); // its south side is water, against the cross's north land
        }, "P3.3: card");
    }

    @Test
    @DisplayName("P5.1 a figure on a card that is not on the table is reported")
    void figureOffTable() {
        caught(s -> s.figure(1, spare(s)), "P5.1: a figure of seat 1 stands on card");
    }

    @Test
    @DisplayName("P5.1 a figure of a seat that is not playing is reported")
    void figureOfNobody() {
        caught(s -> s.figure(7, s.g.cards.start()), "who is not playing");
    }

    @Test
    @DisplayName("P1.2 / P5.1 more than four figures of a seat on the table are reported")
    void fiveFigures() {
        caught(s -> {
            s.clearTable();
            for (int i = 0; i < 5; i++) { // five capes apart from each other: the figures are checked before the sides
                int c = s.free(CAPE_SHORT);
                s.put(c, 3 * i, 0);
                s.figure(2, c);
            }
        }, "seat 2 has 5 figures on the table, more than its 4");
    }

    @Test
    @DisplayName("P6.5 / P8.3 points that fall are reported")
    void pointsFall() {
        // points set up before the watch started, then lowered
        Scenario s = Scenario.start(4);
        s.points(1, 4, 3);
        Invariants.Watch watch = RandomPlayout.watchAll(s.game);
        watch.afterDecision();
        s.points(1, 4, 2);
        InvariantViolation v = assertThrows(InvariantViolation.class, watch::afterDecision);
        assertTrue(v.getMessage().contains("P6.5/P8.3: seat 1's points fell from 7 to 6"), v.getMessage());
    }

    @Test
    @DisplayName("P6.3 a closed island left on the table, unscored, is reported")
    void closedIslandLeft() {
        caught(s -> {
            s.clearTable();
            s.put(s.g.cards.start(), 0, 0);
            s.put(s.free(CAPE_SHORT), 0, 1, true);
            s.put(s.free(CAPE_SHORT), 0, -1);
            s.put(s.free(CAPE_LONG), -1, 0);
            s.put(s.free(CAPE_LONG), 1, 0, true);
        }, "P6.3: the island of card");
    }
}
