package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * A Pirate Bay table on a real server: two people (played by random bots through the protocol, as any client)
 * and a server bot play it to the end, and what each person's client received never shows another seat's
 * hand or the draw pile: in every view those zones hold only hidden pieces, and no event names a card drawn
 * into another seat's hand (P1.2, PD6).
 */
class PirateBayTableTest {

    @Test
    @DisplayName("P1.2, PD6: a served Pirate Bay game ends, and no client ever sees another seat's hand or the draw pile")
    void handsAndTheDeckStayOnTheServer(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", true);
             GameClient b = Clients.connect(server, "b", true)) {
            ServerMessage.Created t = Clients.create(host, List.of("pirate-bay"), List.of(), List.of("person", "person", "bot:random"), true);
            ServerMessage.Seated sa = Clients.join(a, t.code(), "A");
            ServerMessage.Seated sb = Clients.join(b, t.code(), "B");
            ServerMessage.State first = Clients.stateAt(a, 0);
            CompletableFuture<ServerMessage.State> endA = CompletableFuture.supplyAsync(() -> HiddenInformationTest.play(new BotPlayer(a, t.code(), sa.seatToken(), "random", null, 5), first));
            ServerMessage.State endB = new BotPlayer(b, t.code(), sb.seatToken(), "random", null, 6).play(Clients.WAIT);
            assertTrue(endA.get().over() && endB.over(), "the game ended");
            assertEquals(3, endB.totals().size());

            StateLayout layout = server.tables().get(t.code()).game().rules().layout();
            for (GameClient c : List.of(a, b)) {
                int me = c == a ? sa.seat() : sb.seat();
                Set<Integer> mine = new HashSet<>();
                int states = 0;
                for (ServerMessage.State s : Clients.states(c)) {
                    states++;
                    GameState seen = s.view().toState(layout);
                    int deck = layout.zoneInstance("pirate-bay:deck");
                    assertTrue(deck >= 0, "the layout has the draw pile");
                    for (int p : seen.pieces(deck)) assertEquals(GameState.HIDDEN, p, "a card of the draw pile was shown to seat " + me);
                    for (int seat = 0; seat < 3; seat++) {
                        int hand = layout.zoneInstance("pirate-bay:hand@" + seat);
                        for (int p : seen.pieces(hand)) {
                            if (seat == me) mine.add(p);
                            else assertEquals(GameState.HIDDEN, p, "seat " + me + " saw a card of seat " + seat + "'s hand");
                        }
                    }
                    for (SeenChange ch : s.changes()) {
                        if (ch instanceof SeenChange.EventRaised e && e.event().type().equals("pirate-bay:card-drawn"))
                            assertEquals(me, e.event().seat(), "seat " + me + " heard which card another seat drew");
                    }
                }
                assertTrue(states > 10, "seat " + me + " received the game's states");
                assertFalse(mine.isEmpty(), "seat " + me + " saw its own hand");
            }
        }
    }
}
