package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.Json;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * Two servers on one real PostgreSQL race to apply actions to one table: seat 1's player is at the table through
 * both servers (two connections with the same seat token) and sends two different legal actions for the same step
 * through both at once, again and again. Each time exactly one is stored and applied; the other connection gets
 * {@code stale} and then the state with the accepted action, so both servers show the seat the same position.
 * The other seat plays through server A only, and server B's connection follows its moves (B looks for tables
 * changed by another server). At the end the stored history has each step once and re-plays to the same state.
 */
class TwoServersRaceTest {
    private static final int RACES = 12;

    /** What one connection heard after racing: the error it got (null: none) and the state after the step. */
    private record Heard(String error, ServerMessage.State state) {}

    @Test
    void twoServersNeverBothApplyAnActionForOneStep() throws Exception {
        try (TwoServers servers = TwoServers.start()) {
            PostgresCluster pg = servers.pg();
            GameServer a = servers.a(), b = servers.b();
            GameClient host = servers.host(), oneOnA = servers.oneOnA(), oneOnB = servers.oneOnB(), two = servers.two();
            ServerMessage.Created t = Clients.create(host, List.of("base", "harbour"), List.of(), List.of("person", "person"), true);
            String code = t.code();
            ServerMessage.Seated one = Clients.join(oneOnA, code, "One");
            ServerMessage.Seated s2 = Clients.join(two, code, "Two");
            oneOnB.send(new ClientMessage.Rejoin(code, one.seatToken())); // the same seat, through server B
            assertEquals(one.seat(), oneOnB.next(ServerMessage.Seated.class, Clients.WAIT).seat());

            ServerMessage.State sa = Clients.stateAt(oneOnA, 0), sb = Clients.stateAt(oneOnB, 0), s2s = Clients.stateAt(two, 0);
            int races = 0, refusedOnA = 0;
            while (races < RACES && !sa.over()) {
                int step = sa.step();
                assertEquals(step, sb.step());
                if (sa.pending() == one.seat() && sa.legal().size() >= 2) {
                    ObjectNode viaA = sa.legal().get(0), viaB = sa.legal().get(sa.legal().size() - 1);
                    CountDownLatch go = new CountDownLatch(1);
                    CompletableFuture<Void> sendA = CompletableFuture.runAsync(() -> send(go, oneOnA, new ClientMessage.Act(code, one.seatToken(), step, viaA)));
                    CompletableFuture<Void> sendB = CompletableFuture.runAsync(() -> send(go, oneOnB, new ClientMessage.Act(code, one.seatToken(), step, viaB)));
                    go.countDown();
                    sendA.get();
                    sendB.get();
                    Heard ha = heard(oneOnA, code, one.seatToken(), step), hb = heard(oneOnB, code, one.seatToken(), step);
                    assertTrue(ha.error() == null ^ hb.error() == null, "exactly one of the two actions for step " + step + " is refused: " + ha.error() + ", " + hb.error());
                    String refused = ha.error() != null ? ha.error() : hb.error();
                    assertEquals(Errors.STALE, refused, "the loser is told to choose again from the newest state");
                    if (ha.error() != null) refusedOnA++;
                    JsonNode stored = storedAction(pg, code, step);
                    assertEquals(ha.error() == null ? viaA : viaB, stored, "the stored action is the accepted one");
                    assertNotEquals(viaA, viaB);
                    sa = ha.state();
                    sb = hb.state();
                    s2s = Clients.stateAt(two, step + 1);
                    races++;
                } else if (sa.pending() == one.seat()) {
                    oneOnA.send(new ClientMessage.Act(code, one.seatToken(), step, sa.legal().get(0)));
                    sa = Clients.stateAt(oneOnA, step + 1);
                    sb = Clients.stateAt(oneOnB, step + 1);
                    s2s = Clients.stateAt(two, step + 1);
                } else {
                    two.send(new ClientMessage.Act(code, s2.seatToken(), step, s2s.legal().get(0)));
                    s2s = Clients.stateAt(two, step + 1);
                    sa = Clients.stateAt(oneOnA, step + 1);
                    sb = Clients.stateAt(oneOnB, step + 1); // B learns of a move made on A by itself
                }
                assertEquals(sa.step(), sb.step());
                assertArrayEquals(sa.view().ints(), sb.view().ints(), "the seat sees the same position through both servers at step " + sa.step());
            }
            assertEquals(RACES, races, "enough turns with a choice to race on");
            long lost = a.tables().lostWrites() + b.tables().lostWrites();
            System.out.println("TwoServersRaceTest: " + races + " races, the action sent through A refused " + refusedOnA + " times, through B "
                    + (races - refusedOnA) + "; writes that found the table moved by the other server: " + lost);
            assertTrue(lost > 0, "some races met in the database (the version check refused the second writer), not only in the servers' copies");

            // the history: each step once, and a third server re-plays it to the state both servers hold
            try (Connection c = pg.connect();
                 PreparedStatement q = c.prepareStatement("SELECT COUNT(*), COUNT(DISTINCT step), MAX(step) FROM table_action WHERE code = ?")) {
                q.setString(1, code);
                try (ResultSet r = q.executeQuery()) {
                    assertTrue(r.next());
                    assertEquals(sa.step(), r.getInt(1));
                    assertEquals(sa.step(), r.getInt(2));
                    assertEquals(sa.step() - 1, r.getInt(3));
                }
            }
            try (GameServer c = TwoServers.server(pg)) {
                assertEquals(List.of(), c.problems());
                assertEquals(TwoServersFailoverTest.stateHash(a.tables().get(code)), TwoServersFailoverTest.stateHash(c.tables().get(code)));
                assertEquals(TwoServersFailoverTest.stateHash(b.tables().get(code)), TwoServersFailoverTest.stateHash(c.tables().get(code)));
            }
        }
    }

    /** Sends {@code m} once {@code go} opens, so that two racing messages leave at the same moment. */
    static void send(CountDownLatch go, GameClient c, ClientMessage m) {
        try {
            go.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        c.send(m);
    }

    /**
     * The error (if any) and the newest state after {@code step} that a racing connection received. A rejoin sent
     * after the action is answered on the table's queue after it, so its {@code seated} marks that everything the
     * action caused has arrived.
     */
    private static Heard heard(GameClient c, String code, String token, int step) throws InterruptedException {
        c.send(new ClientMessage.Rejoin(code, token));
        String error = null;
        ServerMessage.State state = null;
        boolean marked = false;
        long end = System.nanoTime() + Clients.WAIT.toNanos();
        while (System.nanoTime() < end) {
            GameClient.Event e = c.nextEvent(Duration.ofSeconds(1));
            if (e instanceof GameClient.Event.Message(ServerMessage.Error err)) {
                assertEquals(null, error, "one error at most: " + err.message());
                error = err.code();
            } else if (e instanceof GameClient.Event.Message(ServerMessage.State s) && s.step() > step) {
                state = s;
            } else if (e instanceof GameClient.Event.Message(ServerMessage.Seated s)) {
                marked = true;
            }
            if (marked && state != null) return new Heard(error, state);
        }
        throw new AssertionError("no state after step " + step + " within " + Clients.WAIT.toSeconds() + " s");
    }

    private static JsonNode storedAction(PostgresCluster pg, String code, int step) throws Exception {
        try (Connection c = pg.connect(); PreparedStatement q = c.prepareStatement("SELECT action FROM table_action WHERE code = ? AND step = ?")) {
            q.setString(1, code);
            q.setInt(2, step);
            try (ResultSet r = q.executeQuery()) {
                assertTrue(r.next(), "step " + step + " is stored");
                return Json.MAPPER.readTree(r.getString(1));
            }
        }
    }
}
