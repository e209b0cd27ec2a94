package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** N2.1, N8.1, N9 (the round's end), N5.13 and N7.5, by rule id. */
class NebelRoundTest {

    /** Plays random legal moves until the pending decision is {@code id} in round {@code round} (or the game ends). */
    private static void playUntil(Game game, Rng rng, int round, String id) {
        IntList options = new IntList();
        while (!game.isOver() && !(game.round() == round && game.pending().id().equals(id))) {
            game.legalCodes(options);
            game.applyCode(options.get(rng.nextInt(options.size())));
        }
    }

    @Test
    @DisplayName("N2.1 / N9.3 / N9.4: a round is phase A, B, C; at its end the chips go back and both rows get five new cards")
    void roundEnd() {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        Set<Integer> rowOne = new HashSet<>();
        for (int i = 0; i < 5; i++) rowOne.add(sc.state().get(sc.st.characterSpace, 0, i));
        Rng rng = new Rng(3);
        playUntil(sc.game, rng, 2, "nebelwind:discard");
        assertTrue(sc.game.pending().simultaneous(), "round 2 begins with phase A");
        for (int p = 0; p < 3; p++) {
            assertEquals(0, sc.state().get(sc.st.played, 0, p), "chips back");
            assertEquals(4, sc.state().get(sc.st.chipsLeft, 0, p));
        }
        assertEquals(5, sc.state().size(sc.st.characterRow.global()));
        assertEquals(5, sc.state().size(sc.st.harbourRow.global()));
        for (int i = 0; i < 5; i++) assertFalse(rowOne.contains(sc.state().get(sc.st.characterSpace, 0, i)), "new characters");
        for (int i = 0; i < 5; i++) assertEquals(0, sc.state().get(sc.st.harbourCount, 0, i), "no chips on the new harbour cards");
    }

    @Test
    @DisplayName("N9.5 / ND19: after round 2 every player discards one network card, all at once and in secret")
    void networkDiscard() {
        Game game = Scenario.rules(3).newGame(5, true);
        playUntil(game, new Rng(5), 2, "nebelwind:drop-network-card");
        assertEquals("nebelwind:drop-network-card", game.pending().id());
        assertTrue(game.pending().simultaneous());
        NebelState st = game.rules().service(NebelState.class);
        List<Integer> waiting = game.pending().waiting();
        int[] before = new int[3];
        for (int seat = 0; seat < 3; seat++) before[seat] = game.state().size(st.networkHand.of(seat));
        for (int seat : waiting) {
            IntList options = new IntList();
            game.legalCodesFor(seat, options);
            assertTrue(game.submit(seat, game.decodeFor(seat, options.get(0))).accepted());
        }
        for (int seat : waiting) assertEquals(before[seat] - 1, game.state().size(st.networkHand.of(seat)));
        assertEquals(waiting.size(), game.state().size(st.networkDiscard.global()));
        assertTrue(game.state().viewFor(0).piece(st.networkDiscard.global(), 0) < 0, "face down");
    }

    @Test
    @DisplayName("N8.1: victory conditions are claimed at the end of the player's turn, not before")
    void claimsAtTurnEnd() {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        sc.ctx.set(sc.st.achievementLaid, 0, 3, achievement(sc, "D3")); // 8 krill at once
        sc.res(0, 0, 0, 0, 7);
        sc.place(0, "resource", 1); // +1 krill: 8
        assertEquals(-1, sc.state().get(sc.st.achievementOwner, 0, 3), "not before the turn's end");
        sc.endTurn(0);
        assertEquals(0, sc.state().get(sc.st.achievementOwner, 0, 3));
    }

    @Test
    @DisplayName("N9.2: at the round's end every player may claim again: a condition met after the player's last turn is claimed then")
    void claimsAtRoundEnd() {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        Rng rng = new Rng(11);
        IntList options = new IntList();
        while (!("nebelwind:place".equals(sc.pendingId()) && sc.state().get(sc.st.turnsLeft) == 1)) {
            sc.game.legalCodes(options);
            sc.game.applyCode(options.get(rng.nextInt(options.size())));
        }
        int last = sc.game.pendingSeat(), other = (last + 1) % 3;
        sc.ctx.set(sc.st.achievementLaid, 0, 3, achievement(sc, "D4")); // 12 resources at once
        sc.ctx.set(sc.st.achievementOwner, 0, 3, -1);
        sc.res(last, 0, 0, 0, 0);
        sc.res(other, 3, 3, 3, 3);
        while (!(sc.game.round() == 2 && "nebelwind:discard".equals(sc.pendingId()))) {
            sc.game.legalCodes(options);
            sc.game.applyCode(options.get(rng.nextInt(options.size())));
        }
        assertEquals(other, sc.state().get(sc.st.achievementOwner, 0, 3), "seat " + other + " had no turn after it had 12 resources");
    }

    private static int achievement(Scenario sc, String id) {
        for (int i = 0; i < sc.d.achievements.size(); i++) if (sc.d.achievements.get(i).id().equals(id)) return i;
        throw new IllegalArgumentException(id);
    }

    @Test
    @DisplayName("N5.13: outposts and whales come from the supply (12 and 3): with none left none is built")
    void supply() {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        int built = 0;
        for (int p = 0; p < sc.d.ports.size() && built < 12; p++, built++) sc.outpost(0, sc.d.ports.get(p).id());
        assertFalse(sc.g.canHaveOutpost(sc.state(), 0, sc.d.ports.size() - 1));
        sc.whale(0, 1, "green-coal").whale(0, 2, "green-coal");
        assertFalse(sc.g.canHaveWhale(sc.state(), 0));
        sc.res(0, 5, 5, 20, 1);
        sc.place(0, "worker", 2);
        assertEquals("nebelwind:move", sc.pendingId(), "nothing to buy: the part is skipped");
    }

    @Test
    @DisplayName("N7.5: with several matching tiles the player chooses which to take")
    void severalTiles() {
        Scenario sc = Scenario.start(3).toTurns("green-coal").whale(0, 0, "green-medicine");
        sc.place(0, "resource", 1);
        sc.choose(0, "nebelwind:move", Parts.DONE);
        sc.trackShows("green", 0, "oil").trackShows("green", 2, "oil").cargo(0, 0, "oil");
        IntList options = sc.legal(0);
        assertTrue(options.contains(Cargo.UNLOAD) && options.contains(Cargo.UNLOAD + 4), "both oil tiles: " + options);
        sc.choose(0, "nebelwind:cargo", Cargo.UNLOAD + 4);
        assertEquals(1, sc.state().size(sc.st.demandTaken.of(0)));
    }
}
