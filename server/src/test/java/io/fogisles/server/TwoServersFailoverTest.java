package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.store.Database;
import io.fogisles.server.table.Table;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Two servers on one real PostgreSQL (a throw-away cluster): server A as a process of its own, server B in this
 * JVM. Players given both addresses play on A; A is killed with SIGKILL; their clients reconnect to B by
 * themselves, get their seats back, and the game (with a server bot seat, which B now plays) is finished there.
 * The stored history is whole, and a third server re-plays it to the same state hash, step by step.
 */
class TwoServersFailoverTest {

    @Test
    void playersOfAKilledServerFinishTheGameOnTheOtherServerOfTheSameDatabase() throws Exception {
        try (PostgresCluster pg = PostgresCluster.start();
             ServerProcess a = ServerProcess.start("--port", "0", "--database", pg.url());
             GameServer b = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.jdbcUrl(pg.url())), TestServers.RULES, "test")) {
            String both = a.address() + "," + TestServers.address(b);
            String code;
            ServerMessage.State end1;
            try (GameClient host = GameClient.connect(a.address(), "host", false);
                 GameClient p1 = GameClient.connect(both, "p1", false);
                 GameClient p2 = GameClient.connect(both, "p2", false)) {
                host.reconnecting(false);
                host.next(ServerMessage.Welcome.class, Clients.WAIT);
                ServerMessage.Created t = Clients.create(host, List.of("base", "harbour"), List.of(), List.of("person", "person", "bot:greedy"), true);
                code = t.code();
                ServerMessage.Seated s1 = Clients.join(p1, code, "P1");
                ServerMessage.Seated s2 = Clients.join(p2, code, "P2");
                assertEquals(a.port(), p1.server().getPort(), "the first address answers first");

                // 20 steps on A, each acknowledged before the next (the people by hand, A's greedy bot by itself)
                ServerMessage.State st1 = Clients.stateAt(p1, 0), st2 = Clients.stateAt(p2, 0);
                while (st1.step() < 20) {
                    int step = st1.step();
                    if (st1.pending() == st1.you()) p1.send(new ClientMessage.Act(code, s1.seatToken(), step, st1.legal().get(0)));
                    else if (st2.pending() == st2.you()) p2.send(new ClientMessage.Act(code, s2.seatToken(), step, st2.legal().get(0)));
                    st1 = Clients.stateAt(p1, step + 1);
                    st2 = Clients.stateAt(p2, step + 1);
                }
                int acknowledged = st1.step();

                p1.onReconnect(c -> c.send(new ClientMessage.Rejoin(code, s1.seatToken())));
                p2.onReconnect(c -> c.send(new ClientMessage.Rejoin(code, s2.seatToken())));
                assertEquals(137, a.kill(), "server A killed by SIGKILL");

                assertEquals(s1.seat(), p1.next(ServerMessage.Seated.class, Clients.WAIT).seat(), "P1 has its seat back, on B");
                assertEquals(s2.seat(), p2.next(ServerMessage.Seated.class, Clients.WAIT).seat());
                assertEquals(b.port(), p1.server().getPort(), "P1 went on at server B");
                assertEquals(b.port(), p2.server().getPort());
                ServerMessage.State resumed1 = p1.next(ServerMessage.State.class, Clients.WAIT);
                ServerMessage.State resumed2 = p2.next(ServerMessage.State.class, Clients.WAIT);
                assertTrue(resumed1.step() >= acknowledged, "nothing acknowledged on A is lost: " + resumed1.step() + " >= " + acknowledged);

                CompletableFuture<ServerMessage.State> later1 = CompletableFuture.supplyAsync(
                        () -> HiddenInformationTest.play(new BotPlayer(p1, code, s1.seatToken(), "random", null, 1), resumed1));
                ServerMessage.State later2 = new BotPlayer(p2, code, s2.seatToken(), "random", null, 2).play(Clients.WAIT, resumed2);
                end1 = later1.get();
                assertTrue(end1.over() && later2.over(), "the game was finished on B");
                assertEquals(end1.totals(), later2.totals());
            }

            // the stored history: steps 0..n-1, each once
            try (Connection c = pg.connect();
                 PreparedStatement q = c.prepareStatement("SELECT COUNT(*), MIN(step), MAX(step), COUNT(DISTINCT step) FROM table_action WHERE code = ?")) {
                q.setString(1, code);
                try (ResultSet r = q.executeQuery()) {
                    assertTrue(r.next());
                    assertEquals(end1.step(), r.getInt(1), "one stored action per step played");
                    assertEquals(0, r.getInt(2));
                    assertEquals(end1.step() - 1, r.getInt(3));
                    assertEquals(end1.step(), r.getInt(4));
                }
            }
            // a third server re-plays every stored action (each step's state hash checked) to the state B ended with
            try (GameServer c = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.jdbcUrl(pg.url())), TestServers.RULES, "test")) {
                assertEquals(List.of(), c.problems(), "every table re-plays");
                assertEquals(stateHash(b.tables().get(code)), stateHash(c.tables().get(code)), "the re-played game is the one played");
            }
        }
    }

    /** The full state hash of a table's game, read on its queue; with whether the game is over. */
    static Map.Entry<Boolean, String> stateHash(Table t) throws Exception {
        CompletableFuture<Map.Entry<Boolean, String>> h = new CompletableFuture<>();
        t.execute(() -> h.complete(Map.entry(t.game().isOver(), t.game().state().sha256())));
        return h.get();
    }
}
