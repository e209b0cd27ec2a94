package io.fogisles.nebelwind;

import static io.fogisles.nebelwind.NebelData.COINS;
import static io.fogisles.nebelwind.NebelData.KRILL;
import static io.fogisles.nebelwind.NebelData.STEEL;
import static io.fogisles.nebelwind.NebelData.WOOD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.util.IntList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** N3 (the secret discard), N4 (turns) and N5 (the spaces), by rule id; three players, seat 0 starts. */
class NebelTurnTest {
    private static final int RESOURCE = 0, WORKER = 5, CHARACTER = 10, HARBOUR = 15;

    private static Scenario ready() {
        return Scenario.start(3).toTurns("green-coal");
    }

    @Test
    @DisplayName("N3.1: every person discards at once; nobody sees another's choice before all have chosen, nor after (N3.2 / ND13 in the rules)")
    void secretDiscard() {
        Scenario sc = Scenario.start(3).firstWhales("green-coal", "green-coal", "green-coal");
        assertTrue(sc.game.pending().simultaneous());
        assertEquals(List.of(0, 1, 2), sc.game.pending().waiting());
        sc.ok(2, new NebelAction.Discard(List.of(3)));
        sc.ok(0, new NebelAction.Discard(List.of(1)));
        assertEquals(List.of(1), sc.game.pending().waiting());
        Outcome.Rejected twice = assertInstanceOf(Outcome.Rejected.class, sc.try_(2, new NebelAction.Discard(List.of(4))));
        assertEquals("kernel.already-answered", twice.rejection().code());
        sc.ok(1, new NebelAction.Discard(List.of(5)));
        assertEquals("nebelwind:place", sc.pendingId());
        assertEquals(1 << 3, sc.state().get(sc.st.discarded, 2));
        assertEquals(0, sc.state().viewFor(0).get(sc.st.discarded, 2), "seat 0 never sees seat 2's discarded chip");
        assertEquals(4, sc.state().viewFor(0).get(sc.st.chipsLeft, 0, 2), "but how many it has left");
    }

    @Test
    @DisplayName("N3.2: a discarded chip is not played this round")
    void discardedNotPlayed() {
        Scenario sc = ready();
        IntList options = sc.legal(0);
        for (int i = 0; i < options.size(); i++) assertTrue(options.get(i) % 5 != 4, "chip 5 was discarded: " + options);
    }

    @Test
    @DisplayName("N4.1 / N4.2: from the start player clockwise one chip each; a turn is chip, moves, cargo, claims")
    void turnOrder() {
        Scenario sc = ready();
        assertEquals(0, sc.game.pendingSeat());
        sc.place(0, "resource", 1);
        assertEquals("nebelwind:move", sc.pendingId());
        sc.choose(0, "nebelwind:move", Parts.DONE);
        assertEquals("nebelwind:cargo", sc.pendingId());
        sc.choose(0, "nebelwind:cargo", Parts.DONE);
        assertEquals(1, sc.game.pendingSeat());
        assertEquals("nebelwind:place", sc.pendingId());
    }

    @Test
    @DisplayName("N4.3 / N4.4: a chip goes on a free space of its number; at most one chip a round on each tableau, several on the rows")
    void onePerTableau() {
        Scenario sc = ready();
        sc.place(0, "resource", 1);
        sc.endTurn(0);
        assertFalse(sc.legal(1).contains(RESOURCE + 0), "space 1 is taken");
        sc.place(1, "resource", 2);
        sc.endTurn(1);
        sc.place(2, "harbour", 1);
        sc.choose(2, "nebelwind:harbour-use", 1000 + COINS);
        sc.endTurn(2);
        IntList options = sc.legal(0);
        for (int i = 0; i < options.size(); i++) assertTrue(options.get(i) >= WORKER, "seat 0 has used the resource tableau: " + options);
        assertTrue(options.contains(HARBOUR + 1) && options.contains(HARBOUR + 0) == false, "chip 1 was played");
        Outcome o = sc.try_(0, new NebelAction.Place("resource", 3));
        assertInstanceOf(Outcome.Rejected.class, o);
    }

    @Test
    @DisplayName("N4.5 / N9.1: chips stack on a harbour card; the top chip takes the card's bonus at the round's end")
    void harbourStack() {
        Scenario sc = ready().harbourAt(2, "green-capital"); // 3 coins
        sc.place(0, "harbour", 2);
        sc.choose(0, "nebelwind:harbour-use", 1000 + WOOD); // 1 chip on the card: 1 wood
        assertEquals(2, sc.res(0, WOOD));
        sc.endTurn(0);
        sc.place(1, "harbour", 2);
        sc.choose(1, "nebelwind:harbour-use", 1000 + WOOD); // 2 chips now (N5.11)
        assertEquals(3, sc.res(1, WOOD));
        assertEquals(2, sc.state().get(sc.st.harbourCount, 0, 1));
        assertEquals(2, sc.state().get(sc.st.harbourTop, 0, 1), "seat 1 (participant 1) on top");
    }

    @Test
    @DisplayName("N4.6 / ND14: a character the player cannot pay is no place for a chip")
    void unaffordableCharacter() {
        Scenario sc = ready().characterAt(3, "banker").res(0, 0, 0, 2, 1); // banker costs 3 coins
        assertFalse(sc.legal(0).contains(CHARACTER + 2));
        sc.res(0, 0, 0, 3, 1);
        assertTrue(sc.legal(0).contains(CHARACTER + 2));
    }

    @Test
    @DisplayName("N5.1 / ND10: a resource space gives the resources shown (space 1: 2 wood, 1 steel, 1 krill)")
    void resourceSpace() {
        Scenario sc = ready();
        sc.place(0, "resource", 1);
        assertEquals(3, sc.res(0, WOOD));
        assertEquals(2, sc.res(0, STEEL));
        assertEquals(2, sc.res(0, KRILL));
    }

    @Test
    @DisplayName("N5.2 / N5.3: hiring pays the cost, the card lies before its owner and its space stays empty this round; a now-card acts at once (N5.4 in the rules)")
    void hire() {
        Scenario sc = ready().characterAt(2, "lumberjack").res(0, 0, 0, 5, 1); // lumberjack: 1 coin, 3 wood at once
        sc.place(0, "character", 2);
        assertEquals(4, sc.res(0, COINS));
        assertEquals(3, sc.res(0, WOOD));
        assertTrue(sc.state().size(sc.st.characters.of(0)) == 1 && sc.state().piece(sc.st.characters.of(0), 0) == sc.st.characterBase + sc.character("lumberjack"), "the lumberjack lies before seat 0");
        assertEquals(-1, sc.state().get(sc.st.characterSpace, 0, 1));
    }

    @Test
    @DisplayName("N5.5: worker space 1 draws two characters; the player keeps one for free and discards the other")
    void workerOne() {
        Scenario sc = ready();
        int deck = sc.state().size(sc.st.characterDeck.global());
        sc.place(0, "worker", 1);
        assertEquals("nebelwind:keep", sc.pendingId());
        IntList options = sc.legal(0);
        assertEquals(2, options.size());
        int coins = sc.res(0, COINS);
        sc.choose(0, "nebelwind:keep", options.get(0));
        assertEquals(1, sc.state().size(sc.st.characters.of(0)));
        assertEquals(deck - 2, sc.state().size(sc.st.characterDeck.global()));
        assertEquals(1, sc.state().size(sc.st.characterDiscard.global()));
        assertTrue(sc.res(0, COINS) >= coins, "kept for free");
    }

    @Test
    @DisplayName("N5.6 / N5.12 / ND15: worker space 2 buys up to two pieces: an outpost (3 coins) where a whale is, a whale (5 coins) where an outpost or whale is")
    void workerTwo() {
        Scenario sc = ready().res(0, 0, 0, 8, 1);
        sc.place(0, "worker", 2);
        IntList options = sc.legal(0);
        assertTrue(options.contains(sc.port("green-coal")), "outpost at its whale's port");
        assertFalse(options.contains(sc.port("green-krill")), "not where it has no whale");
        assertTrue(options.contains(100 + sc.port("green-coal")));
        sc.choose(0, "nebelwind:buy", sc.port("green-coal"));
        assertTrue(sc.g.hasOutpost(sc.state(), 0, sc.port("green-coal")));
        assertEquals(5, sc.res(0, COINS));
        assertFalse(sc.legal(0).contains(sc.port("green-coal")), "N5.12: one outpost per player per port");
        sc.choose(0, "nebelwind:buy", 100 + sc.port("green-coal"));
        assertEquals(0, sc.res(0, COINS));
        assertEquals(2, sc.g.whalesOnBoard(sc.state(), 0));
        assertEquals("nebelwind:move", sc.pendingId(), "two pieces at most");
    }

    @Test
    @DisplayName("N5.7: worker space 3 moves a whale up to 3 spaces without krill, and it may load or unload once on the way")
    void workerThree() {
        Scenario sc = ready();
        int krill = sc.res(0, KRILL);
        sc.place(0, "worker", 3);
        IntList options = sc.legal(0);
        int[] hops = sc.g.hops(sc.port("green-coal"));
        for (int i = 0; i < options.size(); i++) if (options.get(i) != Parts.DONE) assertTrue(hops[options.get(i) % 100] <= 3);
        sc.choose(0, "nebelwind:sail", sc.port("silver-coffee")); // 2 spaces: green-coal, silver-textiles, silver-coffee
        assertEquals(sc.port("silver-coffee"), sc.whalePort(0, 0));
        assertEquals(krill, sc.res(0, KRILL));
        assertEquals("nebelwind:ship-cargo", sc.pendingId());
        sc.choose(0, "nebelwind:ship-cargo", Cargo.LOAD);
        assertEquals(sc.d.cargo.indexOf("coffee"), sc.state().get(sc.st.whaleCargo, 0, 0));
    }

    @Test
    @DisplayName("N5.8 / N5.10 / ND16: worker space 4 takes the start player marker and 2 krill, then exchanges wood, steel and coins 1:1; the marker's holder starts the next round")
    void workerFour() {
        Scenario sc = ready();
        sc.place(0, "resource", 1);
        sc.endTurn(0);
        sc.place(1, "worker", 4);
        assertEquals(1, sc.state().get(sc.st.startMarker));
        assertEquals(4, sc.res(1, KRILL));
        sc.choose(1, "nebelwind:exchange", COINS * 4 + WOOD);
        assertEquals(2, sc.res(1, WOOD));
        assertEquals(1, sc.res(1, COINS));
        sc.choose(1, "nebelwind:exchange", Parts.DONE);
        sc.endTurn(1);
        assertEquals(2, sc.game.pendingSeat(), "the round keeps its order (ND16)");
    }

    @Test
    @DisplayName("N5.9: worker space 5 costs 1 coin and gives at once the round-end bonus of a harbour card in the row")
    void workerFive() {
        Scenario sc = Scenario.start(3).firstWhales("green-coal", "green-coal", "green-coal").discard(1).harbourAt(3, "green-capital");
        sc.place(0, "worker", 5);
        assertEquals(1, sc.res(0, COINS));
        sc.choose(0, "nebelwind:harbour-bonus", 2);
        assertEquals(4, sc.res(0, COINS), "3 coins");
    }

    @Test
    @DisplayName("N5.11: a harbour card builds an outpost (1 wood, 1 steel) or a whale (2 wood, 2 steel) at its port")
    void harbourBuilds() {
        Scenario sc = ready().harbourAt(1, "purple-oil").res(0, 3, 3, 0, 1);
        sc.place(0, "harbour", 1);
        IntList options = sc.legal(0);
        assertTrue(options.contains(sc.port("purple-oil")) && options.contains(100 + sc.port("purple-oil")));
        sc.choose(0, "nebelwind:harbour-use", 100 + sc.port("purple-oil"));
        assertEquals(sc.port("purple-oil"), sc.whalePort(0, 1));
        assertEquals(1, sc.res(0, WOOD));
        assertEquals(1, sc.res(0, STEEL));
    }

    @Test
    @DisplayName("N6.1 / N6.2 / N6.3 / ND17: each whale moves once by the cheapest way; leaving a port without own outpost or other whale costs 1 krill; unaffordable moves are not offered")
    void moves() {
        Scenario sc = ready().res(0, 0, 0, 0, 1);
        sc.place(0, "resource", 2); // +1 krill: 2
        assertEquals(2, sc.res(0, KRILL));
        IntList options = sc.legal(0);
        assertTrue(options.contains(sc.port("silver-textiles")), "1 krill");
        assertTrue(options.contains(sc.port("silver-coffee")), "2 krill");
        sc.outpost(0, "silver-textiles");
        assertEquals(1, sc.g.moveCosts(sc.state(), 0, 0)[sc.port("silver-coffee")], "the outpost's port is left for free");
        sc.choose(0, "nebelwind:move", sc.port("silver-coffee"));
        assertEquals(1, sc.res(0, KRILL));
        IntList after = sc.legal(0);
        for (int i = 0; i < after.size(); i++) assertTrue(after.get(i) == Parts.DONE || after.get(i) >= 2000, "the whale has moved: " + after);
    }
}
