package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A player whose connection drops gets the same seat back at the current state: the client reconnects by
 * itself and rejoins with its token. With a house rule on (run by the server; the greedy client bot builds the
 * same rules on its side to think).
 */
class RejoinTest {

    @Test
    void aDroppedPlayerGetsItsSeatBackAtTheCurrentState(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", false);
             GameClient b = Clients.connect(server, "b", false)) {
            ServerMessage.Created t = Clients.create(host, List.of("base"), List.of("grand-cities"), List.of("person", "person", "bot:greedy"), true);
            ServerMessage.Seated sa = Clients.join(a, t.code(), "A");
            ServerMessage.Seated sb = Clients.join(b, t.code(), "B");
            // A plays three steps of its own by hand (B moves the game on when it is its turn), then its connection drops
            ServerMessage.State s = Clients.stateAt(a, 0), sB = Clients.stateAt(b, 0);
            int acted = 0;
            while (acted < 3) {
                int step = s.step();
                if (s.pending() == s.you()) {
                    a.send(new ClientMessage.Act(t.code(), sa.seatToken(), step, s.legal().get(0)));
                    acted++;
                } else if (sB.pending() == sB.you()) {
                    b.send(new ClientMessage.Act(t.code(), sb.seatToken(), step, sB.legal().get(0)));
                } // else the server's bot moves
                s = Clients.stateAt(a, step + 1);
                sB = Clients.stateAt(b, step + 1);
            }
            a.onReconnect(c -> c.send(new ClientMessage.Rejoin(t.code(), sa.seatToken())));
            a.drop();

            ServerMessage.Seated back = a.next(ServerMessage.Seated.class, Clients.WAIT);
            assertEquals(sa.seat(), back.seat(), "the same seat");
            ServerMessage.State now = a.next(ServerMessage.State.class, Clients.WAIT);
            CompletableFuture<Integer> serverStep = new CompletableFuture<>();
            var table = server.tables().get(t.code());
            table.execute(() -> serverStep.complete(table.game().decisionCount()));
            assertTrue(now.step() >= s.step(), "not older than what A saw before the drop");
            assertTrue(now.step() <= serverStep.get(), "the state as the server has it");
            assertEquals(sa.seat(), now.you());

            // both play on to the end: A with a greedy bot that uses the same house rule, B at random
            CompletableFuture<ServerMessage.State> endA = CompletableFuture.supplyAsync(
                    () -> HiddenInformationTest.play(new BotPlayer(a, t.code(), sa.seatToken(), "greedy", TestServers.RULES::rules, 7), now));
            ServerMessage.State endB = new BotPlayer(b, t.code(), sb.seatToken(), "random", null, 8).play(Clients.WAIT, sB);
            assertTrue(endA.get().over() && endB.over());
            assertEquals(endA.get().totals(), endB.totals());
        }
    }
}
