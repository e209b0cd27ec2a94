package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.store.Database;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Issue 29, item 4: with two servers on one PostgreSQL, a seat's {@code connected} is the same in every window,
 * whichever server it uses. Server A runs in this JVM, B as a process of its own; Ann plays through A, Bob through
 * B, and a spectator watches through each. Both spectators see both seats connected; Bob leaves and both see him
 * away; he comes back through B and both see him again; B is killed with SIGKILL, and A's spectator sees Bob away
 * once B's presence rows run out (nobody told A anything).
 */
class TwoServersPresenceTest {

    @Test
    void everyServerShowsTheSameSeatsConnected() throws Exception {
        try (PostgresCluster pg = PostgresCluster.start();
             GameServer a = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.jdbcUrl(pg.url())), TestServers.RULES, "test");
             ServerProcess b = ServerProcess.start("--port", "0", "--database", pg.url());
             GameClient host = Clients.connect(a, "host", false);
             GameClient ann = Clients.connect(a, "ann", false);
             GameClient watchA = Clients.connect(a, "watch-a", false);
             GameClient bob = GameClient.connect(b.address(), "bob", false);
             GameClient watchB = GameClient.connect(b.address(), "watch-b", false)) {
            bob.next(ServerMessage.Welcome.class, Clients.WAIT);
            watchB.next(ServerMessage.Welcome.class, Clients.WAIT);
            String code = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), false).code();
            watchA.send(new ClientMessage.Watch(code));
            watchB.send(new ClientMessage.Watch(code));
            Clients.join(ann, code, "Ann");
            ServerMessage.Seated bobSeat = Clients.join(bob, code, "Bob");

            List<Boolean> both = List.of(true, true);
            assertEquals(both, connected(awaitTable(watchA, t -> connected(t).equals(both))), "A shows Bob, who is at B");
            assertEquals(both, connected(awaitTable(watchB, t -> connected(t).equals(both))), "B shows Ann, who is at A");

            bob.reconnecting(false);
            bob.close();
            List<Boolean> bobAway = List.of(true, false);
            awaitTable(watchA, t -> connected(t).equals(bobAway));
            awaitTable(watchB, t -> connected(t).equals(bobAway));

            try (GameClient back = GameClient.connect(b.address(), "bob-again", false)) {
                back.next(ServerMessage.Welcome.class, Clients.WAIT);
                back.send(new ClientMessage.Rejoin(code, bobSeat.seatToken()));
                back.next(ServerMessage.Seated.class, Clients.WAIT);
                awaitTable(watchA, t -> connected(t).equals(both));
                awaitTable(watchB, t -> connected(t).equals(both));

                back.reconnecting(false);
                assertEquals(137, b.kill(), "B killed by SIGKILL: it tells nobody");
                awaitTable(watchA, t -> connected(t).equals(bobAway)); // once B's rows have run out (15 s)
            }
        }
    }

    private static List<Boolean> connected(ServerMessage.Table t) {
        return t.seats().stream().map(ServerMessage.SeatInfo::connected).toList();
    }

    /** The next table message that satisfies {@code wanted} (each one waited for as long as the tests wait for anything). */
    private static ServerMessage.Table awaitTable(GameClient c, Predicate<ServerMessage.Table> wanted) throws InterruptedException {
        while (true) {
            ServerMessage.Table t = Clients.nextTable(c);
            if (wanted.test(t)) return t;
        }
    }
}
