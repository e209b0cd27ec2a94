package io.fogisles.nebelwind.bside;

import static io.fogisles.nebelwind.NebelData.COINS;
import static io.fogisles.nebelwind.NebelData.KRILL;
import static io.fogisles.nebelwind.NebelData.STEEL;
import static io.fogisles.nebelwind.NebelData.WOOD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.NebelState;
import io.fogisles.nebelwind.Parts;
import io.fogisles.nebelwind.Scenario;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * N14 (the B sides) and the decisions ND22–ND28, by rule id. Three players unless said (seat 0 starts, seat 1 is
 * its left, then seat 2); every whale starts at green-coal. Start resources: 1 wood, 1 steel, 2 coins, and krill
 * 1, 2, 3 by place.
 */
class BSideRulesTest {
    private static final int RESOURCE = 0, WORKER = 5;

    private static Scenario ready(int discard) {
        return BSideFixtures.ready(3, 1, "green-coal", discard);
    }

    private static int[] res(Scenario sc, int seat) {
        int[] r = new int[4];
        for (int k = 0; k < 4; k++) r[k] = sc.res(seat, k);
        return r;
    }

    private static int[] plus(int[] a, int wood, int steel, int coins, int krill) {
        return new int[] {a[0] + wood, a[1] + steel, a[2] + coins, a[3] + krill};
    }

    @Test
    @DisplayName("ND22: the module nebelwind-b-side turns both tableaux: resource space 1 no longer gives the A side's goods but asks the player to the left")
    void moduleTurnsBothSides() {
        assertTrue(BSideFixtures.rules(3).service(io.fogisles.nebelwind.NebelGame.class).rules.bSide);
        assertFalse(io.fogisles.nebelwind.Fixtures.rules(3).service(io.fogisles.nebelwind.NebelGame.class).rules.bSide, "the A sides stay the default");
        Scenario sc = ready(5);
        int[] before = res(sc, 0);
        sc.place(0, "resource", 1);
        assertEquals("nebelwind:name-resource", sc.pendingId());
        assertEquals(1, sc.game.pendingSeat(), "the left neighbour is asked");
        assertTrue(Arrays.equals(before, res(sc, 0)), "nothing taken before the resource is named");
        sc.choose(1, "nebelwind:name-resource", KRILL);
        assertEquals("nebelwind:take-but", sc.pendingId());
        assertTrue(sc.try_(0, new io.fogisles.nebelwind.NebelAction.Place("worker", 4)) instanceof io.fogisles.kernel.action.Outcome.Rejected, "the space's questions first");
    }

    @Test
    @DisplayName("N14.1 / ND28: the player to the left names a resource; the active player takes 5, one at a time, none of that kind")
    void namedResource() {
        Scenario sc = ready(5);
        int[] before = res(sc, 0), left = res(sc, 1);
        sc.place(0, "resource", 1);
        assertEquals(1, sc.game.pendingSeat());
        assertEquals(4, sc.legal(1).size(), "any of the four resources may be named");
        sc.choose(1, "nebelwind:name-resource", COINS);
        assertEquals("nebelwind:take-but", sc.pendingId());
        assertEquals(0, sc.game.pendingSeat());
        IntList options = sc.legal(0);
        assertEquals(3, options.size());
        assertFalse(options.contains(COINS), "coins were named: " + options);
        for (int k = 0; k < 3; k++) sc.choose(0, "nebelwind:take-but", WOOD);
        sc.choose(0, "nebelwind:take-but", KRILL);
        sc.choose(0, "nebelwind:take-but", STEEL);
        assertTrue(Arrays.equals(plus(before, 3, 1, 0, 1), res(sc, 0)), Arrays.toString(res(sc, 0)));
        assertTrue(Arrays.equals(left, res(sc, 1)), "naming costs the neighbour nothing");
        assertEquals("nebelwind:move", sc.pendingId(), "five taken: the turn goes on");
    }

    @Test
    @DisplayName("ND23: an automaton to the left names a resource at random from the game's generator; no person is asked, and the same seed names the same")
    void automatonNames() {
        int found = 0;
        for (long seed = 1; seed < 40 && found < 2; seed++) {
            int excluded = namedBySeed(seed), again = namedBySeed(seed);
            if (excluded < -1) continue;
            assertEquals(excluded, again, "seed " + seed + ": the same game names the same resource");
            found++;
        }
        assertEquals(2, found, "games where seat 0 could take resource space 1");
    }

    /** Two players (AUT, seat 0, AUT, seat 1): seat 0's left is an automaton. The kind it named, or −2 when space 1 was taken. */
    private static int namedBySeed(long seed) {
        Scenario sc = BSideFixtures.ready(2, seed, "green-coal", 5);
        if (sc.game.pendingSeat() != 0 || !sc.legal(0).contains(RESOURCE + 0)) return -2;
        sc.place(0, "resource", 1);
        assertEquals("nebelwind:take-but", sc.pendingId(), "nobody is asked to name");
        assertEquals(0, sc.game.pendingSeat());
        IntList options = sc.legal(0);
        assertEquals(3, options.size());
        for (int k = 0; k < 4; k++) if (!options.contains(k)) return k;
        return -1;
    }

    @Test
    @DisplayName("N14.2 / ND24: resource space 2 gives 2 wood and 2 steel; each later chip of another player on the resource tableau gives its holder 1 coin or 1 krill")
    void woodSteelThenCoinOrKrill() {
        Scenario sc = ready(5);
        int[] zero = res(sc, 0);
        sc.place(0, "resource", 2);
        assertTrue(Arrays.equals(plus(zero, 2, 2, 0, 0), res(sc, 0)));
        sc.endTurn(0);
        int[] one = res(sc, 1);
        sc.place(1, "resource", 4); // 1 of each, then one from seat 2 (its left)
        sc.choose(1, "nebelwind:from-left", WOOD);
        assertEquals("nebelwind:side-bonus", sc.pendingId());
        assertEquals(0, sc.game.pendingSeat(), "the holder of space 2 is asked");
        IntList options = sc.legal(0);
        assertEquals(2, options.size());
        assertTrue(options.contains(COINS) && options.contains(KRILL));
        sc.choose(0, "nebelwind:side-bonus", KRILL);
        assertTrue(Arrays.equals(plus(zero, 2, 2, 0, 1), res(sc, 0)));
        assertEquals(1, sc.game.pendingSeat(), "then seat 1's turn goes on");
        assertTrue(Arrays.equals(plus(one, 2, 1, 1, 1), res(sc, 1)), Arrays.toString(res(sc, 1)));
    }

    @Test
    @DisplayName("N14.3 / ND24: resource space 3 gives 2 coins and 2 krill; a chip placed before it does not count, each one after gives 1 wood or 1 steel")
    void coinKrillThenWoodOrSteel() {
        Scenario sc = ready(5);
        sc.place(0, "resource", 2); // before seat 1's chip on space 3: no bonus for seat 1
        sc.endTurn(0);
        int[] one = res(sc, 1);
        sc.place(1, "resource", 3);
        assertEquals(0, sc.game.pendingSeat(), "seat 1's chip came after seat 0's on space 2: seat 0 is asked");
        sc.choose(0, "nebelwind:side-bonus", COINS);
        assertEquals("nebelwind:move", sc.pendingId(), "seat 0's chip came before seat 1's space 3: seat 1 is not asked");
        assertEquals(1, sc.game.pendingSeat());
        assertTrue(Arrays.equals(plus(one, 0, 0, 2, 2), res(sc, 1)));
        sc.endTurn(1);
        // seat 2 takes space 1: seat 0 (space 2) and seat 1 (space 3) are asked, space 2 first, after seat 2's own questions
        sc.place(2, "resource", 1);
        assertEquals("nebelwind:name-resource", sc.pendingId());
        sc.choose(0, "nebelwind:name-resource", WOOD);
        for (int k = 0; k < 5; k++) sc.choose(2, "nebelwind:take-but", COINS);
        assertEquals(0, sc.game.pendingSeat());
        sc.choose(0, "nebelwind:side-bonus", COINS);
        assertEquals("nebelwind:side-bonus", sc.pendingId());
        assertEquals(1, sc.game.pendingSeat());
        IntList options = sc.legal(1);
        assertTrue(options.size() == 2 && options.contains(WOOD) && options.contains(STEEL), options.toString());
        sc.choose(1, "nebelwind:side-bonus", STEEL);
        assertTrue(Arrays.equals(plus(one, 0, 1, 2, 2), res(sc, 1)));
    }

    @Test
    @DisplayName("ND24: an automaton's chip on the resource tableau counts for the bonuses of spaces 2 and 3; an automaton on them receives nothing")
    void automatonChipCounts() {
        boolean asked = false, notAsked = false;
        for (long seed = 1; seed < 60 && !(asked && notAsked); seed++) {
            Scenario sc = BSideFixtures.ready(2, seed, "green-coal", 5);
            if (sc.game.pendingSeat() != 0 || !sc.legal(0).contains(RESOURCE + 1)) continue;
            sc.place(0, "resource", 2);
            sc.endTurn(0);
            // next: automaton 2 plays; then seat 1
            boolean automatonOnTableau = false;
            for (int i = 0; i < NebelState.SPACES; i++) if (sc.state().get(sc.st.resourceSpace, 0, i) == 3) automatonOnTableau = true;
            if (automatonOnTableau) {
                assertEquals("nebelwind:side-bonus", sc.pendingId(), "seed " + seed + ": automaton 2's chip on the resource tableau");
                assertEquals(0, sc.game.pendingSeat());
                int coins = sc.res(0, COINS);
                sc.choose(0, "nebelwind:side-bonus", COINS);
                assertEquals(coins + 1, sc.res(0, COINS));
                asked = true;
            } else {
                assertNotEquals("nebelwind:side-bonus", sc.pendingId(), "seed " + seed + ": the automaton played elsewhere");
                notAsked = true;
            }
        }
        assertTrue(asked && notAsked, "both cases seen");
    }

    @Test
    @DisplayName("N14.4: resource space 4 gives 1 of each resource and 1 resource of the active player's choice from the player to the left")
    void oneFromTheLeft() {
        Scenario sc = ready(5).res(1, 0, 3, 0, 0);
        int[] before = res(sc, 0);
        sc.place(0, "resource", 4);
        assertEquals("nebelwind:from-left", sc.pendingId());
        assertEquals(0, sc.game.pendingSeat(), "the active player chooses");
        IntList options = sc.legal(0);
        assertEquals(1, options.size(), "seat 1 has only steel: " + options);
        sc.choose(0, "nebelwind:from-left", STEEL);
        assertTrue(Arrays.equals(plus(before, 1, 2, 1, 1), res(sc, 0)));
        assertEquals(2, sc.res(1, STEEL));
    }

    @Test
    @DisplayName("ND23: with an automaton to the left, resource space 4 gives its four resources only; an automaton holds nothing to take")
    void automatonLeftHoldsNothing() {
        for (long seed = 1; seed < 40; seed++) {
            Scenario sc = BSideFixtures.ready(2, seed, "green-coal", 5);
            if (sc.game.pendingSeat() != 0 || !sc.legal(0).contains(RESOURCE + 3)) continue;
            int[] before = res(sc, 0);
            sc.place(0, "resource", 4);
            assertEquals("nebelwind:move", sc.pendingId());
            assertTrue(Arrays.equals(plus(before, 1, 1, 1, 1), res(sc, 0)));
            return;
        }
        throw new AssertionError("no game where seat 0 could take resource space 4");
    }

    @Test
    @DisplayName("N14.5 / ND28: resource space 5 gives 2 of one kind and 3 of another; then every other player, clockwise, may take 1 of either kind")
    void twoAndThreeShared() {
        Scenario sc = ready(1);
        int[] zero = res(sc, 0), one = res(sc, 1), two = res(sc, 2);
        sc.place(0, "resource", 5);
        assertEquals("nebelwind:two-and-three", sc.pendingId());
        assertEquals(12, sc.legal(0).size(), "ordered pairs of two kinds");
        sc.choose(0, "nebelwind:two-and-three", WOOD * 4 + COINS);
        assertTrue(Arrays.equals(plus(zero, 2, 0, 3, 0), res(sc, 0)));
        assertEquals("nebelwind:share", sc.pendingId());
        assertEquals(1, sc.game.pendingSeat(), "seat 1 first");
        IntList options = sc.legal(1);
        assertTrue(options.size() == 3 && options.contains(WOOD) && options.contains(COINS) && options.contains(Parts.DONE), options.toString());
        sc.choose(1, "nebelwind:share", WOOD);
        assertEquals(2, sc.game.pendingSeat());
        sc.choose(2, "nebelwind:share", Parts.DONE);
        assertTrue(Arrays.equals(plus(one, 1, 0, 0, 0), res(sc, 1)));
        assertTrue(Arrays.equals(two, res(sc, 2)), "seat 2 declined");
        assertEquals(0, sc.game.pendingSeat());
        assertEquals("nebelwind:move", sc.pendingId());
    }

    @Test
    @DisplayName("ND23: with two players, resource space 5's share is offered to the other person only, never to an automaton")
    void shareNotForAutomata() {
        for (long seed = 1; seed < 40; seed++) {
            Scenario sc = BSideFixtures.ready(2, seed, "green-coal", 1);
            if (sc.game.pendingSeat() != 0 || !sc.legal(0).contains(RESOURCE + 4)) continue;
            sc.place(0, "resource", 5);
            sc.choose(0, "nebelwind:two-and-three", STEEL * 4 + KRILL);
            assertEquals("nebelwind:share", sc.pendingId());
            assertEquals(1, sc.game.pendingSeat());
            int krill = sc.res(1, KRILL);
            sc.choose(1, "nebelwind:share", KRILL);
            assertEquals(krill + 1, sc.res(1, KRILL));
            assertEquals(0, sc.game.pendingSeat(), "no other question: the automata are not offered anything");
            assertEquals("nebelwind:move", sc.pendingId());
            return;
        }
        throw new AssertionError("no game where seat 0 could take resource space 5");
    }

    @Test
    @DisplayName("N14.6 / ND25: worker space 1 draws 2 characters; the player keeps one and gives the other to another player of their choice, both free")
    void keepAndGive() {
        Scenario sc = ready(5);
        int[] zero = res(sc, 0), two = res(sc, 2);
        sc.place(0, "worker", 1);
        assertEquals("nebelwind:keep-give", sc.pendingId());
        IntList options = sc.legal(0);
        assertEquals(4, options.size(), "2 cards × 2 other players: " + options);
        int code = -1;
        for (int i = 0; i < options.size(); i++) if (options.get(i) % 10 == 2) code = options.get(i);
        int kept = code / 10, given = -1;
        for (int i = 0; i < options.size(); i++) if (options.get(i) / 10 != kept) given = options.get(i) / 10;
        sc.choose(0, "nebelwind:keep-give", code);
        assertEquals(sc.st.characters.of(0), sc.state().zoneOf(kept));
        assertEquals(sc.st.characters.of(2), sc.state().zoneOf(given), "seat 2 received the other card");
        // no cost was paid by either (a "now" card may have given something: at least nothing was taken)
        for (int k = 0; k < 4; k++) assertTrue(sc.res(0, k) >= zero[k] && sc.res(2, k) >= two[k]);
    }

    @Test
    @DisplayName("ND25: alone (solo), nobody can receive worker space 1's second card: it is discarded")
    void soloDiscardsTheGift() {
        for (long seed = 1; seed < 40; seed++) {
            Scenario sc = BSideFixtures.ready(1, seed, "green-coal", 5);
            if (sc.game.pendingSeat() != 0 || !sc.legal(0).contains(WORKER + 0)) continue;
            int discard = sc.state().size(sc.st.characterDiscard.global());
            sc.place(0, "worker", 1);
            IntList options = sc.legal(0);
            assertEquals(2, options.size());
            assertEquals(9, options.get(0) % 10);
            sc.choose(0, "nebelwind:keep-give", options.get(0));
            assertEquals(discard + 1, sc.state().size(sc.st.characterDiscard.global()));
            return;
        }
        throw new AssertionError("no solo game where the person could take worker space 1");
    }

    @Test
    @DisplayName("N14.7: worker space 2 buys one outpost where the player has a whale: 3 coins at a port without others' outposts, else 1 coin to each player with one there")
    void buyOutpost() {
        Scenario free = ready(5).res(0, 0, 0, 3, 0);
        free.place(0, "worker", 2);
        assertEquals("nebelwind:buy-outpost", free.pendingId());
        free.choose(0, "nebelwind:buy-outpost", free.port("green-coal"));
        assertEquals(0, free.res(0, COINS), "3 coins to the supply");
        assertTrue(free.g.hasOutpost(free.state(), 0, free.port("green-coal")));

        Scenario taken = ready(5).res(0, 0, 0, 2, 0).outpost(1, "green-coal").outpost(2, "green-coal");
        int c1 = taken.res(1, COINS), c2 = taken.res(2, COINS);
        taken.place(0, "worker", 2);
        assertTrue(taken.legal(0).contains(taken.port("green-coal")), "2 coins are enough where two others have outposts");
        taken.choose(0, "nebelwind:buy-outpost", taken.port("green-coal"));
        assertEquals(0, taken.res(0, COINS));
        assertEquals(c1 + 1, taken.res(1, COINS));
        assertEquals(c2 + 1, taken.res(2, COINS));

        Scenario poor = ready(5).res(0, 5, 5, 2, 5);
        poor.place(0, "worker", 2);
        assertEquals("nebelwind:move", poor.pendingId(), "2 coins buy nothing at a free port: no question");
    }

    @Test
    @DisplayName("N14.8 / ND25: worker space 3 moves a whale 2 spaces free, each further space for 1 resource paid to another player; no krill, then one load or unload")
    void farSail() {
        Scenario sc = ready(5).res(0, 1, 1, 0, 0);
        int from = sc.port("green-coal");
        int[] hops = sc.g.hops(from);
        int far = -1, tooFar = -1;
        for (int p = 0; p < hops.length; p++) {
            if (hops[p] == 4 && far < 0) far = p;
            if (hops[p] == 5 && tooFar < 0) tooFar = p;
        }
        sc.place(0, "worker", 3);
        assertEquals("nebelwind:far-sail", sc.pendingId());
        IntList options = sc.legal(0);
        assertTrue(options.contains(far), "4 spaces: 2 free and 2 paid");
        assertFalse(options.contains(tooFar), "5 spaces would need 3 resources, seat 0 has 2");
        int[] one = res(sc, 1), two = res(sc, 2);
        sc.choose(0, "nebelwind:far-sail", far);
        assertEquals(far, sc.whalePort(0, 0));
        assertEquals("nebelwind:pay", sc.pendingId());
        IntList pay = sc.legal(0);
        assertTrue(pay.contains(WOOD * 10 + 1) && pay.contains(STEEL * 10 + 2) && !pay.contains(WOOD * 10 + 0), pay.toString());
        sc.choose(0, "nebelwind:pay", WOOD * 10 + 1);
        sc.choose(0, "nebelwind:pay", STEEL * 10 + 2);
        assertTrue(Arrays.equals(new int[] {0, 0, 0, 0}, res(sc, 0)), "no krill was asked, the two resources were paid");
        assertTrue(Arrays.equals(plus(one, 1, 0, 0, 0), res(sc, 1)));
        assertTrue(Arrays.equals(plus(two, 0, 1, 0, 0), res(sc, 2)));
        assertNotEquals("nebelwind:pay", sc.pendingId());
    }

    @Test
    @DisplayName("N14.9 / ND26: worker space 4 gives the start player marker and 2 krill; the player swaps 1 resource each with up to 2 players, who are not asked")
    void swaps() {
        Scenario sc = ready(5).res(0, 2, 0, 0, 0).res(1, 0, 0, 1, 0).res(2, 0, 1, 0, 0);
        sc.place(0, "worker", 4);
        assertEquals(0, sc.state().get(sc.st.startMarker));
        assertEquals(2, sc.res(0, KRILL));
        assertEquals("nebelwind:swap", sc.pendingId());
        IntList options = sc.legal(0);
        assertTrue(options.contains(WOOD * 100 + COINS * 10 + 1) && options.contains(WOOD * 100 + STEEL * 10 + 2) && options.contains(Parts.DONE), options.toString());
        assertFalse(options.contains(WOOD * 100 + STEEL * 10 + 1), "seat 1 has no steel");
        sc.choose(0, "nebelwind:swap", WOOD * 100 + COINS * 10 + 1);
        assertEquals(0, sc.game.pendingSeat(), "seat 1 is not asked: the swap is the active player's right");
        assertTrue(Arrays.equals(new int[] {1, 0, 0, 0}, res(sc, 1)));
        IntList second = sc.legal(0);
        for (int i = 0; i < second.size(); i++) assertTrue(second.get(i) == Parts.DONE || second.get(i) % 10 == 2, "one swap with each player: " + second);
        sc.choose(0, "nebelwind:swap", WOOD * 100 + STEEL * 10 + 2);
        assertTrue(Arrays.equals(new int[] {0, 1, 1, 2}, res(sc, 0)), Arrays.toString(res(sc, 0)));
        assertTrue(Arrays.equals(new int[] {1, 0, 0, 0}, res(sc, 2)));
        assertEquals("nebelwind:move", sc.pendingId(), "two players swapped with: no third");
    }

    @Test
    @DisplayName("N14.10 / ND27: worker space 5: pay 1 resource to any other player, then use a resource or worker space where another's chip lies; it gives its goods but no bonus, and the copier may still use the resource tableau")
    void copyASpace() {
        Scenario sc = BSideFixtures.othersOnWorker4AndResource2();
        int[] zero = res(sc, 0), one = res(sc, 1), two = res(sc, 2);
        assertTrue(sc.legal(0).contains(WORKER + 4));
        sc.place(0, "worker", 5);
        assertEquals("nebelwind:pay", sc.pendingId(), "the fee first");
        sc.choose(0, "nebelwind:pay", WOOD * 10 + 1);
        assertEquals("nebelwind:copy", sc.pendingId());
        IntList spaces = sc.legal(0);
        assertTrue(spaces.size() == 2 && spaces.contains(RESOURCE + 1) && spaces.contains(WORKER + 3), "seat 2's resource space 2, seat 1's worker space 4: " + spaces);
        sc.choose(0, "nebelwind:copy", RESOURCE + 1);
        assertTrue(Arrays.equals(plus(zero, -1 + 2, 2, 0, 0), res(sc, 0)), Arrays.toString(res(sc, 0)));
        assertTrue(Arrays.equals(plus(one, 1, 0, 0, 0), res(sc, 1)), "the fee went to seat 1, not the chip's owner");
        assertTrue(Arrays.equals(two, res(sc, 2)), "no chip went on the resource tableau: seat 2's space 2 gives no bonus");
        assertEquals("nebelwind:move", sc.pendingId());
        sc.endTurn(0);
        sc.place(1, "resource", 1); // seat 1's chip does count for seat 2's bonus
        sc.choose(2, "nebelwind:name-resource", WOOD);
        for (int k = 0; k < 5; k++) sc.choose(1, "nebelwind:take-but", STEEL);
        assertEquals(2, sc.game.pendingSeat());
        sc.choose(2, "nebelwind:side-bonus", COINS);
        sc.endTurn(1);
        sc.place(2, "worker", 1);
        sc.choose(2, "nebelwind:keep-give", sc.legal(2).get(0));
        while (sc.game.pendingSeat() != 0 || !"nebelwind:place".equals(sc.pendingId())) {
            IntList o = sc.legal(sc.game.pendingSeat());
            sc.choose(sc.game.pendingSeat(), sc.pendingId(), o.contains(Parts.DONE) ? Parts.DONE : o.get(0));
        }
        boolean resourceOpen = false;
        IntList options = sc.legal(0);
        for (int i = 0; i < options.size(); i++) if (options.get(i) < WORKER) resourceOpen = true;
        assertTrue(resourceOpen, "seat 0 used resource space 2 through worker space 5, not with a chip: the resource tableau is still open to it: " + options);
    }

    @Test
    @DisplayName("ND27: a worker space used through worker space 5 acts in full for the copier: worker space 4 gives it the start player marker")
    void copyWorkerFour() {
        Scenario sc = ready(3);
        sc.place(0, "worker", 4);
        sc.choose(0, "nebelwind:swap", Parts.DONE);
        sc.endTurn(0);
        sc.place(1, "worker", 5);
        sc.choose(1, "nebelwind:pay", KRILL * 10 + 2);
        assertEquals(1, sc.legal(1).size());
        sc.choose(1, "nebelwind:copy", WORKER + 3);
        assertEquals(1, sc.state().get(sc.st.startMarker), "seat 1 (participant 1) took the marker");
        assertEquals("nebelwind:swap", sc.pendingId());
    }

    @Test
    @DisplayName("ND27: worker space 5 is no place for a chip when no other chip lies on the tableaux, or with no resource to pay")
    void copyNeedsASpaceAndAFee() {
        Scenario sc = ready(3);
        assertFalse(sc.legal(0).contains(WORKER + 4), "nothing to use yet");
        sc.place(0, "resource", 2);
        sc.endTurn(0);
        assertTrue(sc.legal(1).contains(WORKER + 4));
        sc.res(1, 0, 0, 0, 0);
        assertFalse(sc.legal(1).contains(WORKER + 4), "no resource for the fee");
    }
}
