package io.fogisles.nebelwind.bside;

import static io.fogisles.nebelwind.NebelData.COINS;
import static io.fogisles.nebelwind.NebelData.KRILL;
import static io.fogisles.nebelwind.NebelData.STEEL;
import static io.fogisles.nebelwind.NebelData.WOOD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.Parts;
import io.fogisles.nebelwind.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The B sides' spaces tell the log what they did (N14): each action raises its event with the seat, the resources
 * and the other seat involved, seen by everyone (resources and hired characters are open), and a discarded card is
 * never named. Three players unless said (seat 0 starts, seat 1 is its left, then seat 2).
 */
class BSideEventsTest {
    private static final int RESOURCE = 0, WORKER = 5;

    private static Scenario ready(int discard) {
        return BSideFixtures.ready(3, 1, "green-coal", discard);
    }

    /** The events of {@code type} raised by {@code run}, each checked to be seen by every seat. */
    private static List<GameEvent> events(Scenario sc, String type, Runnable run) {
        int mark = sc.game.journal().mark();
        run.run();
        List<GameEvent> out = new ArrayList<>();
        for (Change c : sc.game.journal().since(mark))
            if (c instanceof Change.Event e && e.event().type().equals(type)) {
                assertEquals(GameEvent.EVERYONE, e.event().audience(), "open to all: " + e.event());
                out.add(e.event());
            }
        return out;
    }

    private static void assertEvent(GameEvent e, int seat, Map<String, Object> data) {
        assertEquals(seat, e.seat(), e.toString());
        assertEquals(data, e.data(), e.toString());
    }

    @Test
    @DisplayName("N14.1: the named resource is logged with who named it and for whom; each of the five taken resources is logged as taken from resource space 1")
    void namedAndTaken() {
        Scenario sc = ready(5);
        sc.place(0, "resource", 1);
        List<GameEvent> named = events(sc, "nebelwind:resource-named", () -> sc.choose(1, "nebelwind:name-resource", COINS));
        assertEquals(1, named.size());
        assertEvent(named.get(0), 0, Map.of("resource", "coins", "by", sc.g.rules.participantOf[1], "take", 5));
        List<GameEvent> taken = events(sc, "nebelwind:resources-taken", () -> {
            for (int k = 0; k < 3; k++) sc.choose(0, "nebelwind:take-but", WOOD);
            sc.choose(0, "nebelwind:take-but", KRILL);
            sc.choose(0, "nebelwind:take-but", STEEL);
        });
        assertEquals(5, taken.size(), taken.toString());
        String[] kinds = {"wood", "wood", "wood", "krill", "steel"};
        for (int i = 0; i < 5; i++) assertEvent(taken.get(i), 0, Map.of("resource", kinds[i], "count", 1, "space", 1, "how", "take"));
    }

    @Test
    @DisplayName("N14.1 / ND23: an automaton's random name is logged as the automaton's (its place in the turn order) and is the kind the player may not take")
    void automatonNameLogged() {
        for (long seed = 1; seed < 40; seed++) {
            Scenario sc = BSideFixtures.ready(2, seed, "green-coal", 5);
            if (sc.game.pendingSeat() != 0 || !sc.legal(0).contains(RESOURCE + 0)) continue;
            List<GameEvent> named = events(sc, "nebelwind:resource-named", () -> sc.place(0, "resource", 1));
            assertEquals(1, named.size());
            GameEvent e = named.get(0);
            assertEquals(0, e.seat());
            int by = e.intValue("by", -1);
            assertEquals(sc.g.rules.leftOf(sc.g.rules.participantOf[0]), by, "the participant to the left");
            assertTrue(sc.g.rules.isAutomaton(by));
            IntList options = sc.legal(0);
            int excluded = -1;
            for (int k = 0; k < 4; k++) if (!options.contains(k)) excluded = k;
            assertEquals(io.fogisles.nebelwind.NebelData.RESOURCES.get(excluded), e.data().get("resource"));
            return;
        }
        throw new AssertionError("no game where seat 0 could take resource space 1");
    }

    @Test
    @DisplayName("N14.2 / N14.4 / ND24: the coin-or-krill bonus of resource space 2 is logged for its holder; the resource taken from the left neighbour names that neighbour")
    void bonusOfSpaceTwoAndFromLeft() {
        Scenario sc = ready(5).res(2, 1, 0, 0, 0);
        sc.place(0, "resource", 2);
        sc.endTurn(0);
        sc.place(1, "resource", 4);
        List<GameEvent> from = events(sc, "nebelwind:taken-from", () -> sc.choose(1, "nebelwind:from-left", WOOD));
        assertEquals(1, from.size());
        assertEvent(from.get(0), 1, Map.of("resource", "wood", "count", 1, "from", 2));
        List<GameEvent> bonus = events(sc, "nebelwind:resources-taken", () -> sc.choose(0, "nebelwind:side-bonus", KRILL));
        assertEquals(1, bonus.size());
        assertEvent(bonus.get(0), 0, Map.of("resource", "krill", "count", 1, "space", 2, "how", "bonus"));
    }

    @Test
    @DisplayName("N14.3 / ND24: the wood-or-steel bonus of resource space 3 is logged for its holder with space 3")
    void bonusOfSpaceThree() {
        Scenario sc = ready(5);
        sc.place(0, "resource", 3);
        sc.endTurn(0);
        sc.place(1, "resource", 2);
        assertEquals("nebelwind:side-bonus", sc.pendingId());
        List<GameEvent> bonus = events(sc, "nebelwind:resources-taken", () -> sc.choose(0, "nebelwind:side-bonus", STEEL));
        assertEquals(1, bonus.size());
        assertEvent(bonus.get(0), 0, Map.of("resource", "steel", "count", 1, "space", 3, "how", "bonus"));
    }

    @Test
    @DisplayName("N14.5 / ND28: resource space 5 logs the 2 and the 3 taken, and each other player's share; a declined share is not logged")
    void twoAndThreeAndShares() {
        Scenario sc = ready(1);
        sc.place(0, "resource", 5);
        List<GameEvent> taken = events(sc, "nebelwind:resources-taken", () -> {
            sc.choose(0, "nebelwind:two-and-three", WOOD * 4 + COINS);
            sc.choose(1, "nebelwind:share", WOOD);
            sc.choose(2, "nebelwind:share", Parts.DONE);
        });
        assertEquals(3, taken.size(), taken.toString());
        assertEvent(taken.get(0), 0, Map.of("resource", "wood", "count", 2, "space", 5, "how", "take"));
        assertEvent(taken.get(1), 0, Map.of("resource", "coins", "count", 3, "space", 5, "how", "take"));
        assertEvent(taken.get(2), 1, Map.of("resource", "wood", "count", 1, "space", 5, "how", "share"));
    }

    @Test
    @DisplayName("N14.6 / ND25: the character given away is logged with its receiver, who is logged hiring it; the kept one is logged hired")
    void characterGiven() {
        Scenario sc = ready(5);
        sc.place(0, "worker", 1);
        IntList options = sc.legal(0);
        int code = -1;
        for (int i = 0; i < options.size(); i++) if (options.get(i) % 10 == 2) code = options.get(i);
        int kept = code / 10, given = -1;
        for (int i = 0; i < options.size(); i++) if (options.get(i) / 10 != kept) given = options.get(i) / 10;
        int choice = code;
        String givenId = sc.d.characters.get(sc.st.character(given)).id(), keptId = sc.d.characters.get(sc.st.character(kept)).id();
        int mark = sc.game.journal().mark();
        List<GameEvent> gifts = events(sc, "nebelwind:character-given", () -> sc.choose(0, "nebelwind:keep-give", choice));
        assertEquals(1, gifts.size());
        assertEvent(gifts.get(0), 0, Map.of("character", givenId, "to", 2));
        List<String> hired = new ArrayList<>();
        for (Change c : sc.game.journal().since(mark))
            if (c instanceof Change.Event e && e.event().type().equals("nebelwind:hired")) hired.add(e.event().seat() + ":" + e.event().data().get("character"));
        assertEquals(List.of("2:" + givenId, "0:" + keptId), hired);
    }

    @Test
    @DisplayName("ND25: alone, worker space 1's second card is discarded unseen: no event names it")
    void soloDiscardNotNamed() {
        for (long seed = 1; seed < 40; seed++) {
            Scenario sc = BSideFixtures.ready(1, seed, "green-coal", 5);
            if (sc.game.pendingSeat() != 0 || !sc.legal(0).contains(WORKER + 0)) continue;
            sc.place(0, "worker", 1);
            IntList options = sc.legal(0);
            int code = options.get(0), other = options.get(1) / 10;
            String discarded = sc.d.characters.get(sc.st.character(other)).id();
            int mark = sc.game.journal().mark();
            sc.choose(0, "nebelwind:keep-give", code);
            assertEquals(sc.st.characterDiscard.global(), sc.state().zoneOf(other));
            for (Change c : sc.game.journal().since(mark))
                if (c instanceof Change.Event e) {
                    assertFalse(e.event().type().equals("nebelwind:character-given"), e.event().toString());
                    assertFalse(e.event().data().containsValue(discarded), "the discarded card is not named: " + e.event());
                }
            return;
        }
        throw new AssertionError("no solo game where the person could take worker space 1");
    }

    @Test
    @DisplayName("N14.8 / ND25: each resource paid for a further space of worker space 3 is logged with its kind and receiver, after the whale's move")
    void farSailPayments() {
        Scenario sc = ready(5).res(0, 1, 1, 0, 0);
        int[] hops = sc.g.hops(sc.port("green-coal"));
        int far = -1;
        for (int p = 0; p < hops.length && far < 0; p++) if (hops[p] == 4) far = p;
        int to = far;
        sc.place(0, "worker", 3);
        sc.choose(0, "nebelwind:far-sail", to);
        List<GameEvent> paid = events(sc, "nebelwind:paid", () -> {
            sc.choose(0, "nebelwind:pay", WOOD * 10 + 1);
            sc.choose(0, "nebelwind:pay", STEEL * 10 + 2);
        });
        assertEquals(2, paid.size());
        assertEvent(paid.get(0), 0, Map.of("resource", "wood", "to", 1));
        assertEvent(paid.get(1), 0, Map.of("resource", "steel", "to", 2));
    }

    @Test
    @DisplayName("N14.7: an outpost bought where others have one logs the fee paid to each of them, in coins; one bought at a free port logs no payment")
    void outpostFeeLogged() {
        Scenario taken = ready(5).res(0, 0, 0, 2, 0).outpost(1, "green-coal").outpost(2, "green-coal");
        taken.place(0, "worker", 2);
        List<GameEvent> paid = events(taken, "nebelwind:paid", () -> taken.choose(0, "nebelwind:buy-outpost", taken.port("green-coal")));
        assertEquals(2, paid.size());
        assertEvent(paid.get(0), 0, Map.of("resource", "coins", "to", 1, "count", 1));
        assertEvent(paid.get(1), 0, Map.of("resource", "coins", "to", 2, "count", 1));

        Scenario free = ready(5).res(0, 0, 0, 3, 0);
        free.place(0, "worker", 2);
        assertEquals(List.of(), events(free, "nebelwind:paid", () -> free.choose(0, "nebelwind:buy-outpost", free.port("green-coal"))));
    }

    @Test
    @DisplayName("ND25: alone, a payment goes to the supply and is logged with receiver -1")
    void soloPaysTheSupply() {
        for (long seed = 1; seed < 40; seed++) {
            Scenario sc = BSideFixtures.ready(1, seed, "green-coal", 5);
            if (sc.game.pendingSeat() != 0 || !sc.legal(0).contains(WORKER + 2)) continue;
            sc.res(0, 1, 0, 0, 0);
            int[] hops = sc.g.hops(sc.port("green-coal"));
            int far = -1;
            for (int p = 0; p < hops.length && far < 0; p++) if (hops[p] == 3) far = p;
            int to = far;
            sc.place(0, "worker", 3);
            sc.choose(0, "nebelwind:far-sail", to);
            List<GameEvent> paid = events(sc, "nebelwind:paid", () -> sc.choose(0, "nebelwind:pay", WOOD * 10 + 9));
            assertEquals(1, paid.size());
            assertEvent(paid.get(0), 0, Map.of("resource", "wood", "to", -1));
            return;
        }
        throw new AssertionError("no solo game where the person could take worker space 3");
    }

    @Test
    @DisplayName("N14.9 / ND26: each swap of worker space 4 is logged with what was given, what was taken and with whom")
    void swapsLogged() {
        Scenario sc = ready(5).res(0, 2, 0, 0, 0).res(1, 0, 0, 1, 0).res(2, 0, 1, 0, 0);
        sc.place(0, "worker", 4);
        List<GameEvent> swaps = events(sc, "nebelwind:swapped", () -> {
            sc.choose(0, "nebelwind:swap", WOOD * 100 + COINS * 10 + 1);
            sc.choose(0, "nebelwind:swap", WOOD * 100 + STEEL * 10 + 2);
        });
        assertEquals(2, swaps.size());
        assertEvent(swaps.get(0), 0, Map.of("gave", "wood", "took", "coins", "with", 1));
        assertEvent(swaps.get(1), 0, Map.of("gave", "wood", "took", "steel", "with", 2));
    }

    @Test
    @DisplayName("N14.10 / ND27: worker space 5 logs its fee and then the space used; the used resource space 2 gives no bonus to log")
    void copyLogged() {
        Scenario sc = BSideFixtures.othersOnWorker4AndResource2();
        sc.place(0, "worker", 5);
        List<GameEvent> paid = events(sc, "nebelwind:paid", () -> sc.choose(0, "nebelwind:pay", WOOD * 10 + 1));
        assertEquals(1, paid.size());
        assertEvent(paid.get(0), 0, Map.of("resource", "wood", "to", 1));
        int mark = sc.game.journal().mark();
        List<GameEvent> used = events(sc, "nebelwind:space-used", () -> sc.choose(0, "nebelwind:copy", RESOURCE + 1));
        assertEquals(1, used.size());
        assertEvent(used.get(0), 0, Map.of("area", "resource", "space", 2));
        for (Change c : sc.game.journal().since(mark))
            if (c instanceof Change.Event e) assertFalse(e.event().type().equals("nebelwind:resources-taken"), "no bonus: " + e.event());
    }
}
