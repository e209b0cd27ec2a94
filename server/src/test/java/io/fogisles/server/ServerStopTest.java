package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.store.Database;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server that stops tells every client so (close status 1001, going away) instead of just ending the connections:
 * the JDK's WebSocket client may never notice a connection that just ends (when the end arrives while it hands a
 * message to the client), and would then neither reconnect nor say anything. The client reconnects to the server
 * started again on the same port and data and takes its seat back.
 */
class ServerStopTest {

    @Test
    void aStoppingServerSaysItIsGoingAwayAndItsPlayerComesBackWhenItIsStartedAgain(@TempDir Path data) throws Exception {
        GameServer server = TestServers.start(data);
        int port = server.port();
        try (GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", false)) {
            host.reconnecting(false);
            ServerMessage.Created t = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), false);
            ServerMessage.Seated sa = Clients.join(a, t.code(), "Ann");
            a.onReconnect(c -> c.send(new ClientMessage.Rejoin(t.code(), sa.seatToken())));

            server.close();
            assertEquals(1001, closedStatus(host), "the host is told the server goes away");
            assertEquals(1001, closedStatus(a), "the player is told the server goes away");

            server = GameServer.start(new GameServer.Options("127.0.0.1", port, Database.embeddedUrl(data)), TestServers.RULES, "test");
            assertEquals(sa.seat(), a.next(ServerMessage.Seated.class, Clients.WAIT).seat(), "the player reconnected and has the seat back");
        } finally {
            server.close();
        }
    }

    /** The status of the next close event (messages before it skipped). */
    private static int closedStatus(GameClient c) throws InterruptedException {
        while (true) {
            GameClient.Event e = c.nextEvent(Clients.WAIT);
            assertNotNull(e, "no close within " + Clients.WAIT.toSeconds() + " s");
            if (e instanceof GameClient.Event.Closed closed) return closed.status();
        }
    }
}
