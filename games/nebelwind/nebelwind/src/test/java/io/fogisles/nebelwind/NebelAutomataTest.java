package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.flow.Automaton;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** N11 (five players), N12 (two players with automata), N13 (solo), by rule id. */
class NebelAutomataTest {
    private static final int RESOURCE = 0, WORKER = 1, CHARACTER = 2, HARBOUR = 3;

    @Test
    @DisplayName("N11.2: with five players each discards two chips in phase A and plays three")
    void fivePlayers() {
        Scenario sc = Scenario.start(5).firstWhales("green-coal", "green-coal", "green-coal", "green-coal", "green-coal");
        IntList options = sc.legal(0);
        assertEquals(10, options.size(), "every pair of the five chips");
        for (int i = 0; i < options.size(); i++) assertEquals(2, Integer.bitCount(options.get(i)));
        for (int seat = 0; seat < 5; seat++) sc.ok(seat, new NebelAction.Discard(List.of(4, 5)));
        assertEquals(3, sc.state().get(sc.st.chipsLeft, 0, 0));
        assertEquals(15, sc.state().get(sc.st.turnsLeft));
    }

    @Test
    @DisplayName("N12.1: with two players the order is automaton, person, automaton, person; an automaton starts and plays first")
    void twoPlayerOrder() {
        Scenario sc = Scenario.start(2);
        assertEquals(List.of(-1, 0, -1, 1), List.of(sc.g.rules.seatOf[0], sc.g.rules.seatOf[1], sc.g.rules.seatOf[2], sc.g.rules.seatOf[3]));
        sc.firstWhales("green-coal", "green-coal").discard(5);
        assertEquals(1, Integer.bitCount(sc.state().get(sc.st.played, 0, 0)), "automaton 1 has played its chip before the first person's turn");
        assertEquals(0, sc.game.pendingSeat());
        assertEquals(4, sc.state().get(sc.st.chipsLeft, 0, 1));
    }

    @Test
    @DisplayName("N12.2 / N12.3 / N13.2 / ND20: an automaton discards one chip at random (secret from everyone) and takes no resources")
    void automatonDiscard() {
        Scenario sc = Scenario.start(2).firstWhales("green-coal", "green-coal");
        int d0 = sc.state().get(sc.st.automatonDiscard, 0, 0), d2 = sc.state().get(sc.st.automatonDiscard, 0, 2);
        assertEquals(1, Integer.bitCount(d0));
        assertEquals(1, Integer.bitCount(d2));
        assertEquals(0, sc.state().viewFor(0).get(sc.st.automatonDiscard, 0, 0), "nobody sees it");
    }

    @Test
    @DisplayName("N12.4 / ND21: the automaton's zones step by step — 1 resource tableau, 2 worker tableau, 3 character row, 4 harbour row")
    void zones() {
        Scenario sc = Scenario.start(2).firstWhales("green-coal", "green-coal").discard(5);
        GameState s;
        int a = 2; // automaton 2 has not played yet in this round's first turn of the person
        // zone 1: no chip in the zone and space 3 free -> resource space 3
        sc.ctx.set(sc.st.areasUsed, 0, a, 0);
        s = sc.state();
        int free = firstFree(sc, sc.st.resourceSpace);
        assertEquals(RESOURCE * 5 + free, Automaton.place(sc.g, s, a, free + 1));
        // (1) a chip in zone 1 already -> zone 2
        sc.ctx.set(sc.st.areasUsed, 0, a, 1 << RESOURCE);
        int w = firstFree(sc, sc.st.workerSpace);
        assertEquals(WORKER * 5 + w, Automaton.place(sc.g, sc.state(), a, w + 1));
        // (2) the space of its number taken in zone 1 -> next zone
        sc.ctx.set(sc.st.areasUsed, 0, a, 0);
        sc.ctx.set(sc.st.resourceSpace, 0, 3, 2);
        sc.ctx.set(sc.st.workerSpace, 0, 3, 0);
        assertEquals(WORKER * 5 + 3, Automaton.place(sc.g, sc.state(), a, 4));
        // zones 1 and 2 used -> the character row when its space is free
        sc.ctx.set(sc.st.areasUsed, 0, a, (1 << RESOURCE) | (1 << WORKER));
        sc.ctx.set(sc.st.characterChip, 0, 1, 0);
        assertEquals(CHARACTER * 5 + 1, Automaton.place(sc.g, sc.state(), a, 2));
        // (3) zone 4 always takes it, on top of the chips there
        sc.ctx.set(sc.st.areasUsed, 0, a, (1 << RESOURCE) | (1 << WORKER) | (1 << CHARACTER));
        sc.ctx.set(sc.st.harbourTop, 0, 1, 2);
        assertEquals(HARBOUR * 5 + 1, Automaton.place(sc.g, sc.state(), a, 2));
    }

    private static int firstFree(Scenario sc, io.fogisles.kernel.state.IntVar spaces) {
        for (int i = 0; i < 5; i++) if (sc.state().get(spaces, 0, i) == 0) return i;
        throw new IllegalStateException("no free space");
    }

    @Test
    @DisplayName("N12.5: an automaton's chip on a character blocks the space; the card stays in the row")
    void automatonBlocksCharacter() {
        for (long seed = 1; seed <= 40; seed++) {
            Scenario sc = Scenario.start(2, seed).firstWhales("green-coal", "green-coal").discard(5);
            for (int i = 0; i < 5; i++) {
                int chip = sc.state().get(sc.st.characterChip, 0, i);
                if (chip == 1) { // automaton 1 (participant 0)
                    assertTrue(sc.state().get(sc.st.characterSpace, 0, i) >= 0, "the card stays");
                    return;
                }
            }
        }
        // with areas empty an automaton's first chip goes to the resource tableau: force the character row
        Scenario sc = Scenario.start(2).firstWhales("green-coal", "green-coal");
        sc.ctx.set(sc.st.areasUsed, 0, 0, 0b11);
        assertEquals(CHARACTER * 5, Automaton.place(sc.g, sc.state(), 0, 1));
    }

    @Test
    @DisplayName("N13.1: solo — three automata take turns 1-3, the person the fourth with 4 krill; automaton 1 holds the start player marker")
    void solo() {
        Scenario sc = Scenario.start(1);
        assertEquals(List.of(-1, -1, -1, 0), List.of(sc.g.rules.seatOf[0], sc.g.rules.seatOf[1], sc.g.rules.seatOf[2], sc.g.rules.seatOf[3]));
        assertEquals(0, sc.state().get(sc.st.startMarker));
        assertEquals(4, sc.res(0, NebelData.KRILL));
        sc.firstWhales("green-coal").discard(5);
        for (int a = 0; a < 3; a++) assertEquals(1, Integer.bitCount(sc.state().get(sc.st.played, 0, a)), "automaton " + (a + 1) + " played first");
    }

    @Test
    @DisplayName("N13.3 / N13.4: in the solo game an automaton's harbour chip takes the lowest territory tile of the card's region; for majorities the automata count as one player")
    void soloTiles() {
        int taken = 0;
        for (long seed = 1; seed <= 10 && taken == 0; seed++) {
            io.fogisles.kernel.game.Game game = Fixtures.rules(1).newGame(seed, false);
            io.fogisles.kernel.random.Rng rng = new io.fogisles.kernel.random.Rng(seed);
            NebelState st = game.rules().service(NebelState.class);
            IntList options = new IntList();
            while (!game.isOver()) {
                game.legalCodes(options);
                game.applyCode(options.get(rng.nextInt(options.size())));
            }
            taken = game.state().size(st.automataTiles.global());
        }
        assertTrue(taken > 0, "the automata took tiles from their harbour chips");
        Scenario sc = Scenario.start(1).firstWhales("green-coal");
        GameState s = sc.state();
        int t = sc.g.trackTile(s, 0, 0), u = sc.g.trackTile(s, 0, 1);
        sc.ctx.move(t, sc.st.automataTiles.global());
        sc.ctx.move(u, sc.st.demandTaken.of(0));
        assertEquals(2, sc.g.points(sc.ctx, 2)[0], "1:1 with the automata: the 5 shared by two");
    }
    @Test
    @DisplayName("N13.5: the solo game ends with the level's goal reached or not: complete network cards, achievements, network tiles and points")
    void soloGoal() {
        io.fogisles.kernel.game.Game game = Fixtures.rules(1, "soloLevel", "easy").newGame(3, true);
        NebelState st = game.rules().service(NebelState.class);
        NebelGame g = game.rules().service(NebelGame.class);
        assertEquals(-1, game.state().get(st.soloGoal), "not before the end");
        io.fogisles.kernel.random.Rng rng = new io.fogisles.kernel.random.Rng(3);
        IntList options = new IntList();
        while (!game.isOver()) {
            game.legalCodes(options);
            game.applyCode(options.get(rng.nextInt(options.size())));
        }
        assertEquals(g.soloGoalReached(game.context()) ? 1 : 0, game.state().get(st.soloGoal));
        assertEquals(0, game.state().get(st.soloGoal), "a random player misses even the easy goal (30 points)");
        assertEquals(NebelRules.SOLO_GOAL_MISSED, game.endReason(), "the end says the goal was missed");
        // a position that meets the easy goal: 1 achievement, 1 network tile, 30 points
        Scenario sc = Scenario.start(1).firstWhales("green-coal");
        assertTrue(!sc.g.soloGoalReached(sc.ctx));
        sc.ctx.set(sc.st.achievementOwner, 0, 0, 0);
        sc.ctx.set(sc.st.topMarker, 0, 0, 0);
        for (int i = 0; i < 4; i++) sc.owns(0, "governor-" + sc.d.regions.get(i));
        for (int p = 0; p < 12; p++) sc.outpost(0, sc.d.ports.get(p * 22 / 12).id());
        sc.owns(0, "miser").res(0, 15, 15, 15, 15); // 60 resources: 20 points
        int points = sc.g.total(sc.ctx, 0);
        assertTrue(points >= 30, points + " points");
        assertTrue(sc.g.soloGoalReached(sc.ctx));
        sc.ctx.set(sc.st.topMarker, 0, 0, -1);
        assertFalse(sc.g.soloGoalReached(sc.ctx), "no network tile");
    }
}
