package io.fogisles.kernel.view;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.toy.CardsPlugin;
import io.fogisles.kernel.util.IntList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Per-seat views on a game with private hands (the cards toy): what each seat, and a spectator, may see. */
class SeatViewTest {
    private final RuleSet rules = CardsPlugin.rules(3);
    private final CardsPlugin.CardsState cs = rules.service(CardsPlugin.CardsState.class);

    private Game newGame(long seed) {
        return rules.newGame(seed, true);
    }

    @Test
    void aSeatSeesItsOwnHandAndTheTableButNotOtherHandsOrTheDeck() {
        try (Game g = newGame(7)) {
            GameState real = g.state();
            GameState v = SeatView.of(real, 0).toState(rules.layout());
            assertArrayEquals(real.pieces(cs.hand.of(0)), v.pieces(cs.hand.of(0)), "own hand");
            for (int seat = 1; seat < 3; seat++) {
                assertEquals(real.size(cs.hand.of(seat)), v.size(cs.hand.of(seat)), "other hands keep their size");
                for (int p : v.pieces(cs.hand.of(seat))) assertEquals(GameState.HIDDEN, p, "other hands show no card");
                for (int p : real.pieces(cs.hand.of(seat))) assertEquals(-1, v.zoneOf(p), "nor where a hidden card lies");
                assertEquals(0, v.get(cs.secret, seat), "nor another seat's secret");
            }
            assertEquals(real.get(cs.secret, 0), v.get(cs.secret, 0), "own secret");
            for (int p : v.pieces(cs.deck.global())) assertEquals(GameState.HIDDEN, p, "the deck is face down");
            assertEquals(real.size(cs.deck.global()), v.size(cs.deck.global()));
            assertEquals(0, v.rngState0());
            assertEquals(0, v.rngState1());
        }
    }

    @Test
    void aSpectatorSeesNoHandAndNoSecret() {
        try (Game g = newGame(8)) {
            GameState v = g.state().viewFor(-1);
            for (int seat = 0; seat < 3; seat++) {
                for (int p : v.pieces(cs.hand.of(seat))) assertEquals(GameState.HIDDEN, p);
                assertEquals(0, v.get(cs.secret, seat));
            }
            play(g, 2);
            assertArrayEquals(g.state().pieces(cs.table.global()), g.state().viewFor(-1).pieces(cs.table.global()), "played cards are public");
        }
    }

    @Test
    void aViewSurvivesJsonAndRefusesArraysThatDisagree() throws Exception {
        try (Game g = newGame(9)) {
            SeatView view = SeatView.of(g.state(), 1);
            String json = Json.MAPPER.writeValueAsString(view);
            SeatView back = Json.MAPPER.readValue(json, SeatView.class);
            GameState a = view.toState(rules.layout()), b = back.toState(rules.layout());
            assertTrue(a.sameAs(b));
            int[] content = back.content().clone();
            int firstCard = Arrays.stream(content).filter(p -> p >= 0).findFirst().orElseThrow();
            for (int i = 0; i < content.length; i++) if (content[i] == firstCard) content[i] = -1;
            SeatView broken = new SeatView(1, back.ints(), back.zoneSize(), content, back.pieceZone(), back.pieceSlot());
            assertThrows(IllegalArgumentException.class, () -> broken.toState(rules.layout()));
        }
    }

    @Test
    void aPrivateDrawIsSeenByTheDrawerOnlyAndTheRandomGeneratorByNobody() {
        try (Game g = newGame(10)) {
            int mark = g.journal().mark();
            play(g, 1); // seat 0 plays a card and draws one
            List<Change> changes = List.copyOf(g.journal().since(mark));
            assertTrue(changes.stream().anyMatch(c -> c instanceof Change.RngUsed), "the draw used the generator");
            int drawn = changes.stream().filter(c -> c instanceof Change.PieceMoved m && m.toZone() == cs.hand.of(0))
                    .mapToInt(c -> ((Change.PieceMoved) c).piece()).findFirst().orElseThrow();
            for (int viewer = -1; viewer < 3; viewer++) {
                List<SeenChange> seen = SeenChange.of(changes, viewer, rules.layout());
                int v = viewer;
                assertFalse(seen.stream().anyMatch(s -> s instanceof SeenChange.ValueSet vs && vs.var().equals("cards:secret") && v != 0),
                        "seat 0's secret reaches nobody else");
                SeenChange.PieceMoved draw = seen.stream().filter(s -> s instanceof SeenChange.PieceMoved m && m.toZone() == cs.hand.of(0))
                        .map(s -> (SeenChange.PieceMoved) s).findFirst().orElseThrow();
                assertEquals(viewer == 0 ? drawn : GameState.HIDDEN, draw.piece(), "viewer " + viewer);
                assertEquals(-1, draw.fromSlot(), "the place in the deck is never told");
                boolean sawDrewEvent = seen.stream().anyMatch(s -> s instanceof SeenChange.EventRaised e && e.event().type().equals("cards:drew"));
                assertEquals(viewer == 0, sawDrewEvent, "viewer " + viewer);
                assertTrue(seen.stream().anyMatch(s -> s instanceof SeenChange.EventRaised e && e.event().type().equals("cards:played")), "public event");
            }
        }
    }

    @Test
    void aSearchCopyKeepsWhatTheSeatSeesAndDealsTheRestAnew() {
        try (Game g = newGame(11)) {
            GameState real = g.state();
            TreeSet<Integer> unseen = new TreeSet<>();
            for (int p : real.pieces(cs.deck.global())) unseen.add(p);
            for (int seat = 1; seat < 3; seat++) for (int p : real.pieces(cs.hand.of(seat))) unseen.add(p);
            boolean differs = false;
            for (long seed = 1; seed <= 10; seed++) {
                GameState c = g.copyForSearch(0, seed).state();
                assertArrayEquals(real.pieces(cs.hand.of(0)), c.pieces(cs.hand.of(0)), "own hand kept");
                assertEquals(real.get(cs.secret, 0), c.get(cs.secret, 0), "own secret kept");
                TreeSet<Integer> dealt = new TreeSet<>();
                for (int p : c.pieces(cs.deck.global())) dealt.add(p);
                for (int seat = 1; seat < 3; seat++) {
                    assertEquals(real.size(cs.hand.of(seat)), c.size(cs.hand.of(seat)));
                    for (int p : c.pieces(cs.hand.of(seat))) dealt.add(p);
                    assertEquals(0, c.get(cs.secret, seat), "other secrets unknown");
                    differs |= !Arrays.equals(real.pieces(cs.hand.of(seat)), c.pieces(cs.hand.of(seat)));
                }
                assertEquals(unseen, dealt, "the same unseen cards, dealt anew");
                for (int p : unseen) assertEquals(p, c.piece(c.zoneOf(p), c.slotOf(p)), "locations agree with contents");
            }
            assertTrue(differs, "ten search copies never changed another hand: nothing was dealt anew");
        }
    }

    @Test
    void twoGamesThatLookTheSameToASeatGiveTheSameSearchCopy() {
        // find two seeds whose first hands for seat 0 are equal but whose hidden cards differ
        try (Game a = newGame(1)) {
            for (long seed = 2; seed < 20000; seed++) {
                try (Game b = newGame(seed)) {
                    if (!Arrays.equals(a.state().pieces(cs.hand.of(0)), b.state().pieces(cs.hand.of(0)))) continue;
                    if (Arrays.equals(a.state().pieces(cs.hand.of(1)), b.state().pieces(cs.hand.of(1)))) continue; // hidden cards must differ
                    assertNotEquals(a.state().hash64(), b.state().hash64());
                    GameState ca = a.copyForSearch(0, 99).state(), cb = b.copyForSearch(0, 99).state();
                    assertTrue(ca.sameAs(cb), "seeds 1 and " + seed + " look the same to seat 0, so must their search copies");
                    assertTrue(a.state().viewFor(0).sameAs(b.state().viewFor(0)), "and their views");
                    return;
                }
            }
            throw new AssertionError("no second game with the same hand for seat 0 in 20000 seeds");
        }
    }

    @Test
    void theCardGameIsPlayedToItsEnd() {
        try (Game g = newGame(12)) {
            play(g, 200);
            assertTrue(g.isOver());
            assertEquals(rules.seats(), g.scores().totals().length);
        }
    }

    /** Plays {@code n} decisions, always the first option. */
    private static void play(Game g, int n) {
        IntList options = new IntList();
        for (int i = 0; i < n && !g.isOver(); i++) {
            g.legalCodes(options);
            g.applyCode(options.get(0));
        }
    }
}
