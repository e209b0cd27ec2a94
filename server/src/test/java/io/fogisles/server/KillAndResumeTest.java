package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server runs as a process of its own and is killed with SIGKILL in the middle of a game. Started again on
 * the same data folder and port, it resumes the table at the last acknowledged step; the clients reconnect by
 * themselves, get their seats back and finish the game.
 */
class KillAndResumeTest {
    private final List<ServerProcess> started = new ArrayList<>();

    @AfterEach
    void stopServers() {
        for (ServerProcess p : started) p.close();
    }

    @Test
    void aKilledServerResumesEveryTableAtItsLastAcknowledgedStep(@TempDir Path data) throws Exception {
        int port = startServer(data, 0);
        String address = "127.0.0.1:" + port;
        try (GameClient host = GameClient.connect(address, "host", false);
             GameClient a = GameClient.connect(address, "a", false);
             GameClient b = GameClient.connect(address, "b", false)) {
            host.send(new ClientMessage.Create(List.of("base", "harbour"), java.util.Map.of(), List.of(), List.of("person", "person"), true));
            ServerMessage.Created t = host.next(ServerMessage.Created.class, Clients.WAIT);
            host.reconnecting(false);
            ServerMessage.Seated sa = Clients.join(a, t.code(), "A");
            ServerMessage.Seated sb = Clients.join(b, t.code(), "B");

            // play 20 steps by hand, each acknowledged (a state for the next step received) before the next
            ServerMessage.State sA = Clients.stateAt(a, 0), sB = Clients.stateAt(b, 0);
            while (sA.step() < 20) {
                ServerMessage.State mine = sA.pending() == sA.you() ? sA : sB;
                (mine == sA ? a : b).send(new ClientMessage.Act(t.code(), mine == sA ? sa.seatToken() : sb.seatToken(), mine.step(), mine.legal().get(0)));
                sA = Clients.stateAt(a, mine.step() + 1);
                sB = Clients.stateAt(b, mine.step() + 1);
            }
            int acknowledged = sA.step();

            a.onReconnect(c -> c.send(new ClientMessage.Rejoin(t.code(), sa.seatToken())));
            b.onReconnect(c -> c.send(new ClientMessage.Rejoin(t.code(), sb.seatToken())));
            assertEquals(137, started.get(0).kill(), "killed by SIGKILL");

            startServer(data, port);
            assertEquals(sa.seat(), a.next(ServerMessage.Seated.class, Clients.WAIT).seat());
            assertEquals(sb.seat(), b.next(ServerMessage.Seated.class, Clients.WAIT).seat());
            ServerMessage.State resumedA = a.next(ServerMessage.State.class, Clients.WAIT);
            ServerMessage.State resumedB = b.next(ServerMessage.State.class, Clients.WAIT);
            assertEquals(acknowledged, resumedA.step(), "resumed at the last acknowledged step");
            assertEquals(acknowledged, resumedB.step());
            assertEquals(sA.view().ints().length, resumedA.view().ints().length);
            assertTrue(java.util.Arrays.equals(sA.view().ints(), resumedA.view().ints()), "the same position as before the kill");

            CompletableFuture<ServerMessage.State> endA = CompletableFuture.supplyAsync(
                    () -> HiddenInformationTest.play(new BotPlayer(a, t.code(), sa.seatToken(), "random", null, 1), resumedA));
            ServerMessage.State endB = new BotPlayer(b, t.code(), sb.seatToken(), "random", null, 2).play(Clients.WAIT, resumedB);
            assertTrue(endA.get().over() && endB.over(), "the resumed game was played to its end");
        }
    }

    /** Starts {@code ServerMain} in a new JVM on the test's class path; returns the port it listens on. */
    private int startServer(Path data, int port) throws Exception {
        ServerProcess p = ServerProcess.start("--port", String.valueOf(port), "--data", data.toString());
        started.add(p);
        return p.port();
    }
}
