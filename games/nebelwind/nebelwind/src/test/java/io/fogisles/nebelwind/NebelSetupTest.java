package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** N1 (setup) and N2 (rounds), by rule id. */
class NebelSetupTest {

    @Test
    @DisplayName("N1.1 / N1.2: five harbour cards and five characters lie at the numbers 1-5; the rest are face-down decks")
    void rows() {
        Scenario sc = Scenario.start(3);
        GameState s = sc.state();
        assertEquals(5, s.size(sc.st.harbourRow.global()));
        assertEquals(5, s.size(sc.st.characterRow.global()));
        for (int i = 0; i < 5; i++) {
            assertEquals(sc.st.harbourRow.global(), s.zoneOf(s.get(sc.st.harbourSpace, 0, i)));
            assertEquals(sc.st.characterRow.global(), s.zoneOf(s.get(sc.st.characterSpace, 0, i)));
        }
        assertEquals(sc.d.harbours.size() - 5, s.size(sc.st.harbourDeck.global()));
        assertEquals(sc.d.characters.size() - 5, s.size(sc.st.characterDeck.global()));
        assertTrue(s.layout().hiddenOrder(sc.st.characterDeck.global()) && s.layout().hiddenOrder(sc.st.harbourDeck.global()), "the decks' order is hidden");
    }

    @Test
    @DisplayName("N1.3: one achievement of each letter A-D is laid out; N1.4: one network tile of each region, of that region")
    void achievementsAndTiles() {
        Set<Integer> seen = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            Scenario sc = Scenario.start(3, seed);
            for (int letter = 0; letter < 4; letter++) {
                int a = sc.state().get(sc.st.achievementLaid, 0, letter);
                assertEquals(letter, sc.d.achievements.get(a).letter());
                seen.add(a);
            }
            for (int r = 0; r < 4; r++) assertEquals(r, sc.d.networkTiles.get(sc.state().get(sc.st.networkTile, 0, r)).region());
        }
        assertTrue(seen.size() > 8, "drawn at random: " + seen);
    }

    @Test
    @DisplayName("N1.5: each region shows 4 territory tiles on its track and 2 capital tiles, all of that region; the rest stacked face down")
    void demandTiles() {
        Scenario sc = Scenario.start(4);
        GameState s = sc.state();
        for (int r = 0; r < 4; r++) {
            for (int place = 0; place < 4; place++) {
                NebelData.Demand t = sc.d.demands.get(sc.st.demand(sc.g.trackTile(s, r, place)));
                assertEquals(r, t.region());
                assertFalse(t.capital());
            }
            for (int place = 0; place < 2; place++) {
                NebelData.Demand t = sc.d.demands.get(sc.st.demand(sc.g.capitalTile(s, r, place)));
                assertEquals(r, t.region());
                assertTrue(t.capital());
            }
            assertEquals(8, s.size(sc.st.territoryStack.of(0, r)));
            assertEquals(1, s.size(sc.st.capitalStack.of(0, r)));
        }
    }

    @Test
    @DisplayName("N1.6 / ND11: 1 wood, 1 steel, 2 coins and krill by place in the turn order (1, 2, 3 ...); 2 players sit at places 2 and 4, solo at 4")
    void startValues() {
        Scenario three = Scenario.start(3);
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(1, three.res(seat, NebelData.WOOD));
            assertEquals(1, three.res(seat, NebelData.STEEL));
            assertEquals(2, three.res(seat, NebelData.COINS));
            assertEquals(seat + 1, three.res(seat, NebelData.KRILL), "seat 0 starts (firstStartPlayer 1)");
        }
        Scenario two = Scenario.start(2);
        assertEquals(2, two.res(0, NebelData.KRILL));
        assertEquals(4, two.res(1, NebelData.KRILL));
        assertEquals(4, Scenario.start(1).res(0, NebelData.KRILL), "the solo text: the person starts with 4 krill");
    }

    @Test
    @DisplayName("N1.7: each player holds one network card of each difficulty, seen only by that player")
    void networkCards() {
        Scenario sc = Scenario.start(3);
        GameState s = sc.state();
        for (int seat = 0; seat < 3; seat++) {
            int[] hand = s.pieces(sc.st.networkHand.of(seat));
            assertEquals(3, hand.length);
            Set<Integer> difficulties = new HashSet<>();
            for (int p : hand) difficulties.add(sc.d.networkCards.get(sc.st.network(p)).difficulty());
            assertEquals(Set.of(0, 1, 2), difficulties);
        }
        GameState other = s.viewFor(1);
        for (int i = 0; i < 3; i++) assertTrue(other.piece(sc.st.networkHand.of(0), i) < 0, "seat 1 does not see seat 0's cards");
        assertEquals(s.piece(sc.st.networkHand.of(0), 0), s.viewFor(0).piece(sc.st.networkHand.of(0), 0));
    }

    @Test
    @DisplayName("N1.8 / ND12: option firstStartPlayer, or random from the seed; with automata, automaton 1 starts (N12.1 / N13.1 in the rules)")
    void firstStartPlayer() {
        assertEquals(0, Scenario.start(4).state().get(Scenario.start(4).st.startMarker));
        Set<Integer> starts = new HashSet<>();
        for (long seed = 1; seed <= 30; seed++) {
            io.fogisles.kernel.game.Game game = Fixtures.rules(4).newGame(seed, false);
            starts.add(game.state().get(game.rules().service(NebelState.class).startMarker));
        }
        assertEquals(Set.of(0, 1, 2, 3), starts);
        Scenario two = Scenario.start(2);
        assertEquals(0, two.state().get(two.st.startMarker));
        assertEquals(-1, two.g.rules.seatOf[0], "participant 0 is an automaton");
    }

    @Test
    @DisplayName("N1.9: in turn order each person puts a whale on a territory port (whales may share ports)")
    void firstWhales() {
        Scenario sc = Scenario.start(3);
        assertEquals("nebelwind:first-whale", sc.pendingId());
        assertEquals(0, sc.game.pendingSeat());
        IntList options = sc.legal(0);
        assertEquals(16, options.size());
        for (int i = 0; i < options.size(); i++) assertEquals(NebelData.TERRITORY, sc.d.ports.get(options.get(i)).kind());
        sc.firstWhales("green-coal", "green-coal", "silver-krill");
        assertEquals(sc.port("green-coal"), sc.whalePort(1, 0));
        assertEquals(sc.port("silver-krill"), sc.whalePort(2, 0));
        assertEquals("nebelwind:discard", sc.pendingId());
    }

    @Test
    @DisplayName("N2.2 / N11.1: 4 rounds with 1-4 players, 5 with five; the game ends after the last round's end (N9.6 in the rules)")
    void rounds() {
        for (int seats : List.of(1, 3, 5)) {
            io.fogisles.kernel.game.Game game = Fixtures.rules(seats).newGame(7, false);
            io.fogisles.kernel.random.Rng rng = new io.fogisles.kernel.random.Rng(7);
            IntList options = new IntList();
            int maxRound = 0;
            while (!game.isOver()) {
                game.legalCodes(options);
                game.applyCode(options.get(rng.nextInt(options.size())));
                maxRound = Math.max(maxRound, game.context().round());
            }
            assertEquals(seats == 5 ? 5 : 4, maxRound, seats + " players");
            // N13.5: a solo game's end says whether the goal was reached, as the game's own record of it does
            String solo = game.state().get(game.rules().service(NebelState.class).soloGoal) == 1 ? NebelRules.SOLO_GOAL_REACHED : NebelRules.SOLO_GOAL_MISSED;
            assertEquals(seats == 1 ? solo : "nebelwind:last-round", game.endReason(), seats + " players");
        }
    }
}
