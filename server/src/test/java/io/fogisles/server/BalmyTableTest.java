package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.Decks;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.StateLayout;
import io.fogisles.kernel.view.SeenChange;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Balmy Balloonists table on a real server: two people (played through the protocol, as any client: a random bot
 * and a greedy one that thinks on the game made from its view) and a server bot race to the end, three players with
 * two balloons each, and what each person's client received never shows another seat's hands or advantage cards in
 * hand, nor any of the four face-down piles, only each card's back (its deck, the same for every card of a pile); no
 * event names a card drawn into another seat's hand, nor another seat's secret advantage card.
 */
class BalmyTableTest {
    static final String[] PILES = {"wind-deck", "quadrant-deck", "bad-luck-deck", "advantage-deck"};

    @Test
    @DisplayName("M1.2, M1.5: a served Balmy Balloonists game ends, no client ever sees more than the backs of another seat's hands or a face-down pile, and a joined bot's thinking never fails")
    void handsAndPilesStayOnTheServer(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", true);
             GameClient b = Clients.connect(server, "b", true)) {
            ServerMessage.Created t = Clients.create(host, List.of("balmy-balloonists"), List.of(), List.of("person", "person", "bot:random"), true);
            ServerMessage.Seated sa = Clients.join(a, t.code(), "A");
            ServerMessage.Seated sb = Clients.join(b, t.code(), "B");
            ServerMessage.State first = Clients.stateAt(a, 0);
            CompletableFuture<ServerMessage.State> endA = CompletableFuture.supplyAsync(() -> HiddenInformationTest.play(new BotPlayer(a, t.code(), sa.seatToken(), "random", null, 5), first));
            BotPlayer thinker = new BotPlayer(b, t.code(), sb.seatToken(), "greedy", TestServers.RULES::rules, 6);
            ServerMessage.State endB = thinker.play(Clients.WAIT);
            assertTrue(endA.get().over() && endB.over(), "the game ended");
            assertEquals(3, endB.totals().size());
            assertTrue(thinker.thought() > 10, "the greedy bot thought on the games made from its views: " + thinker.thought() + " of " + thinker.actions() + " actions");
            assertEquals(0, thinker.thinkingFailed(), "its thinking on the games made from its views never failed (no fallback to the server's list)");

            StateLayout layout = server.tables().get(t.code()).game().rules().layout();
            Decks decks = server.tables().get(t.code()).game().rules().service(BalmyGame.class).decks;
            for (GameClient c : List.of(a, b)) {
                int me = c == a ? sa.seat() : sb.seat();
                Set<Integer> mine = new HashSet<>();
                int states = 0;
                for (ServerMessage.State s : Clients.states(c)) {
                    states++;
                    GameState seen = s.view().toState(layout);
                    for (String pile : PILES) {
                        int zone = layout.zoneInstance("balmy-balloonists:" + pile);
                        assertTrue(zone >= 0, "the layout has " + pile);
                        for (int p : seen.pieces(zone)) assertEquals(GameState.hidden(deckOf(pile, layout, decks)), p, "a card of the " + pile + " was shown to seat " + me);
                    }
                    for (int seat = 0; seat < 3; seat++)
                        for (int k = 0; k < 2; k++)
                            for (String secret : List.of("hand", "advantages")) {
                                int zone = layout.zoneInstance("balmy-balloonists:" + secret + "[" + k + "]@" + seat);
                                assertTrue(zone >= 0, "the layout has " + secret + " " + k + " of seat " + seat);
                                for (int p : seen.pieces(zone)) {
                                    if (seat == me) mine.add(p);
                                    else assertTrue(GameState.isHidden(p), "seat " + me + " saw a card of seat " + seat + "'s " + secret);
                                }
                            }
                    for (SeenChange ch : s.changes()) {
                        if (!(ch instanceof SeenChange.EventRaised e)) continue;
                        if (e.event().type().equals("balmy-balloonists:card-drawn"))
                            assertEquals(me, e.event().seat(), "seat " + me + " heard which card another seat drew");
                        int card = e.event().intValue("card", -1);
                        if (e.event().type().equals("balmy-balloonists:advantage-drawn") && e.event().seat() != me && card >= 0)
                            assertEquals(Decks.PERMIT, decks.advantageKind(card), "seat " + me + " heard which secret advantage card another seat drew");
                    }
                }
                assertTrue(states > 10, "seat " + me + " received the game's states");
                assertFalse(mine.isEmpty(), "seat " + me + " saw its own hands");
            }
        }
    }

    /** The deck (the back) of the cards of a pile: "wind-deck" holds the cards of kind "wind", and so on. */
    private static int deckOf(String pile, StateLayout layout, Decks decks) {
        String kind = pile.substring(0, pile.length() - "-deck".length());
        for (int c = 0; c < decks.size; c++) if (decks.kind(c).equals(kind)) return layout.deckOf(c);
        throw new AssertionError("no card of kind " + kind);
    }
}
