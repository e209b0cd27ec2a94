package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A full game through a real server on loopback: a host creates the table, two headless bot clients join and play, a server bot plays the third seat. */
class OnlineGameTest {
    /**
     * A generous bound on one answer on a busy machine: a test JVM's first table builds its rules (an injector, the
     * script engine's first context), which took over 120 s at load 30 (RejoinTest, in a fresh-clone CI run). A
     * whole game (BotPlayer.play) is waited on while the server keeps sending.
     */
    static final Duration WAIT = Duration.ofSeconds(300);

    @Test
    void twoClientsAndAServerBotPlayAFullGame(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = GameClient.connect(TestServers.address(server), "host", false);
             GameClient a = GameClient.connect(TestServers.address(server), "ann", false);
             GameClient b = GameClient.connect(TestServers.address(server), "bob", false)) {
            host.next(ServerMessage.Welcome.class, WAIT);
            host.send(new ClientMessage.Create(List.of("base", "harbour"), Map.of(), List.of(), List.of("person", "person", "bot:greedy"), false));
            ServerMessage.Created created = host.next(ServerMessage.Created.class, WAIT);

            BotPlayer ann = BotPlayer.join(a, created.code(), "Ann", "greedy", TestServers.RULES::rules, 1);
            BotPlayer bob = BotPlayer.join(b, created.code(), "Bob", "random", null, 2);
            host.send(new ClientMessage.Start(created.code(), created.hostToken()));
            CompletableFuture<ServerMessage.State> annDone = CompletableFuture.supplyAsync(() -> play(ann));
            ServerMessage.State bobEnd = bob.play(WAIT);
            ServerMessage.State annEnd = annDone.get();

            assertTrue(annEnd.over() && bobEnd.over(), "both clients saw the end");
            assertEquals(3, annEnd.totals().size(), "three seats scored");
            assertEquals(annEnd.totals(), bobEnd.totals(), "everyone sees the same final scores");
            assertTrue(ann.actions() > 10 && bob.actions() > 10, "both clients played: " + ann.actions() + ", " + bob.actions());
            Game g = onQueue(server, created.code());
            assertTrue(g.isOver());
            assertEquals(g.decisionCount(), annEnd.step(), "the clients saw every step");
        }
    }

    static ServerMessage.State play(BotPlayer p) {
        try {
            return p.play(WAIT);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The server's game of a table, read on the table's own queue. */
    static Game onQueue(GameServer server, String code) throws Exception {
        var t = server.tables().get(code);
        CompletableFuture<Game> f = new CompletableFuture<>();
        t.execute(() -> f.complete(t.game()));
        return f.get();
    }
}
