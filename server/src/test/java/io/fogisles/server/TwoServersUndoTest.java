package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Two servers on one real PostgreSQL, and a seat at the table through both (the same token): where the seat may take
 * back its last step, it sends {@code undo} through one server and another action for the same step through the other
 * at once (A and B take turns at sending the undo). Exactly
 * one of them happens (the version check), the other gets {@code stale}, both connections then show the same
 * position, and the stored actions are steps 0…n−1 of that position, which a third server re-plays to the same state.
 */
class TwoServersUndoTest {
    private static final int RACES = 4;

    @Test
    void anUndoAndAnActionForOneStepNeverBothHappen() throws Exception {
        try (TwoServers servers = TwoServers.start()) {
            PostgresCluster pg = servers.pg();
            GameServer a = servers.a(), b = servers.b();
            GameClient host = servers.host(), oneOnA = servers.oneOnA(), oneOnB = servers.oneOnB(), two = servers.two();
            String code = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), true).code();
            ServerMessage.Seated one = Clients.join(oneOnA, code, "One");
            ServerMessage.Seated s2 = Clients.join(two, code, "Two");
            oneOnB.send(new ClientMessage.Rejoin(code, one.seatToken()));
            oneOnB.next(ServerMessage.Seated.class, Clients.WAIT);

            ServerMessage.State sa = Clients.stateAt(oneOnA, 0), sb = Clients.stateAt(oneOnB, 0), s2s = Clients.stateAt(two, 0);
            int races = 0, undone = 0;
            while (races < RACES) {
                assertTrue(sa.step() < 600 && !sa.over(), "not enough positions to race an undo on");
                int step = sa.step();
                if (sa.pending() == one.seat() && sa.canUndo()) {
                    CountDownLatch go = new CountDownLatch(1);
                    ServerMessage.State at = sa;
                    boolean undoOnA = races % 2 == 0; // each server sends the undo in turn, the other the action
                    GameClient undoer = undoOnA ? oneOnA : oneOnB, actor = undoOnA ? oneOnB : oneOnA;
                    CompletableFuture<Void> undo = CompletableFuture.runAsync(() -> TwoServersRaceTest.send(go, undoer, new ClientMessage.Undo(code, one.seatToken(), step)));
                    CompletableFuture<Void> act = CompletableFuture.runAsync(() -> TwoServersRaceTest.send(go, actor, new ClientMessage.Act(code, one.seatToken(), step, at.legal().get(0))));
                    go.countDown();
                    undo.get();
                    act.get();
                    String[] errorA = new String[1], errorB = new String[1];
                    sa = settled(oneOnA, code, one.seatToken(), errorA);
                    sb = settled(oneOnB, code, one.seatToken(), errorB);
                    assertTrue(errorA[0] == null ^ errorB[0] == null, "exactly one of the undo and the action happened: " + errorA[0] + ", " + errorB[0]);
                    assertEquals(Errors.STALE, errorA[0] != null ? errorA[0] : errorB[0]);
                    boolean undoWon = (undoOnA ? errorA : errorB)[0] == null;
                    assertEquals(undoWon ? step - 1 : step + 1, sa.step(), "the position of the one that happened");
                    if (undoWon) undone++;
                    assertEquals(stored(pg, code), sa.step(), "the stored actions are those of the position shown");
                    races++;
                } else {
                    // a plain move, then every connection's newest state: the mover's own connection first (its rejoin is
                    // queued after its action), then the others (server B loads what A stored when the rejoin arrives)
                    boolean mine = sa.pending() == one.seat();
                    s2s = mine ? s2s : settled(two, code, s2.seatToken(), none());
                    if (mine) oneOnA.send(new ClientMessage.Act(code, one.seatToken(), step, sa.legal().get(0)));
                    else two.send(new ClientMessage.Act(code, s2.seatToken(), step, s2s.legal().get(0)));
                    if (!mine) settled(two, code, s2.seatToken(), none());
                    sa = settled(oneOnA, code, one.seatToken(), none());
                    sb = settled(oneOnB, code, one.seatToken(), none());
                    assertEquals(step + 1, sa.step());
                }
                assertEquals(sa.step(), sb.step());
                assertArrayEquals(sa.view().ints(), sb.view().ints(), "the same position through both servers at step " + sa.step());
            }
            System.out.println("TwoServersUndoTest: " + races + " races, the undo won " + undone + "; writes lost to the other server: "
                    + (a.tables().lostWrites() + b.tables().lostWrites()));
            try (GameServer c = TwoServers.server(pg)) {
                assertEquals(List.of(), c.problems(), "the history re-plays, every hash checked");
                assertEquals(TwoServersFailoverTest.stateHash(a.tables().get(code)), TwoServersFailoverTest.stateHash(c.tables().get(code)));
            }
        }
    }

    /**
     * The state a racing connection shows once everything its request caused has arrived: a rejoin sent after it is
     * answered on the table's queue after it ({@code seated}, then the current state). {@code error} gets the refusal.
     */
    private static ServerMessage.State settled(GameClient c, String code, String token, String[] error) throws InterruptedException {
        c.send(new ClientMessage.Rejoin(code, token));
        boolean marked = false;
        long end = System.nanoTime() + Clients.WAIT.toNanos();
        while (System.nanoTime() < end) {
            GameClient.Event e = c.nextEvent(Duration.ofSeconds(1));
            if (e instanceof GameClient.Event.Message(ServerMessage.Error err)) {
                assertEquals(null, error[0], "one refusal at most: " + err.message());
                error[0] = err.code();
            }
            else if (e instanceof GameClient.Event.Message(ServerMessage.Seated s)) marked = true;
            else if (marked && e instanceof GameClient.Event.Message(ServerMessage.State s)) return s;
        }
        throw new AssertionError("no state after the rejoin within " + Clients.WAIT.toSeconds() + " s");
    }

    /** Where a request must not be refused. */
    private static String[] none() {
        return new String[1];
    }

    private static int stored(PostgresCluster pg, String code) throws Exception {
        try (Connection c = pg.connect(); PreparedStatement q = c.prepareStatement("SELECT COUNT(*), COUNT(DISTINCT step), MAX(step) FROM table_action WHERE code = ?")) {
            q.setString(1, code);
            try (ResultSet r = q.executeQuery()) {
                assertTrue(r.next());
                assertEquals(r.getInt(1), r.getInt(2), "each step once");
                assertEquals(r.getInt(1) - 1, r.getInt(3), "steps 0…n−1");
                return r.getInt(1);
            }
        }
    }
}
