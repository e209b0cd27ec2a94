package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Undo online: the seat that made the last step takes it back where the rules allow it (the hot-seat undo). Refused:
 * with another seat's token, with a token of no seat, for a stale step, when the rules do not allow it. Accepted:
 * every client (both seats and a spectator) gets the earlier position, with nothing to animate. The undone step is
 * gone from the database: a restart re-plays the stored history (every step's hash checked) to the same state, the
 * players get their seats back at the step before the undone one, and the game is played to its end.
 */
class UndoOnlineTest {

    @Test
    void aSeatTakesBackItsLastStepAndEveryClientAndTheDatabaseFollow(@TempDir Path data) throws Exception {
        GameServer server = TestServers.start(data);
        int port = server.port();
        String code;
        ServerMessage.Seated sa, sb;
        int undoneTo;
        Map.Entry<Boolean, String> hashAfterUndo;
        ServerMessage.State afterA;
        try (GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", false);
             GameClient b = Clients.connect(server, "b", false);
             GameClient w = Clients.connect(server, "watcher", false)) {
            ServerMessage.Created t = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), true);
            code = t.code();
            sa = Clients.join(a, code, "Ann");
            sb = Clients.join(b, code, "Bob");
            w.send(new ClientMessage.Watch(code));
            ServerMessage.State sA = Clients.stateAt(a, 0), sB = Clients.stateAt(b, 0), sW = Clients.stateAt(w, 0);
            assertFalse(sA.canUndo() || sB.canUndo(), "nothing to take back at the start");

            // play first choices until the seat to move may take back its last step; keep the states before that step
            ServerMessage.State beforeA = sA, beforeB = sB, beforeW = sW;
            for (int guard = 0; ; guard++) {
                assertTrue(guard < 400, "no undoable step in 400 steps");
                ServerMessage.State mine = sA.pending() == sA.you() ? sA : sB;
                GameClient mover = mine == sA ? a : b;
                beforeA = sA;
                beforeB = sB;
                beforeW = sW;
                mover.send(new ClientMessage.Act(code, mine == sA ? sa.seatToken() : sb.seatToken(), mine.step(), mine.legal().get(0)));
                sA = Clients.stateAt(a, mine.step() + 1);
                sB = Clients.stateAt(b, mine.step() + 1);
                sW = Clients.stateAt(w, mine.step() + 1);
                if (sA.canUndo() || sB.canUndo()) break;
            }
            boolean annUndoes = sA.canUndo();
            assertFalse(sA.canUndo() && sB.canUndo(), "only the seat that moved may take back");
            assertFalse(sW.canUndo(), "a spectator takes back nothing");
            GameClient mover = annUndoes ? a : b, other = annUndoes ? b : a;
            String moverToken = annUndoes ? sa.seatToken() : sb.seatToken(), otherToken = annUndoes ? sb.seatToken() : sa.seatToken();
            int step = sA.step();

            // refusals, each with its code and a sentence; none of them changes anything
            other.send(new ClientMessage.Undo(code, otherToken, step));
            ProtocolException notYours = assertThrows(ProtocolException.class, () -> other.next(ServerMessage.State.class, Clients.WAIT));
            assertEquals(Errors.ILLEGAL, notYours.code());
            assertTrue(notYours.getMessage().contains("do not let seat"), notYours.getMessage());
            mover.send(new ClientMessage.Undo(code, "made-up-token", step));
            assertEquals(Errors.WRONG_TOKEN, assertThrows(ProtocolException.class, () -> mover.next(ServerMessage.State.class, Clients.WAIT)).code());
            mover.send(new ClientMessage.Undo(code, moverToken, step - 1));
            ProtocolException stale = assertThrows(ProtocolException.class, () -> mover.next(ServerMessage.State.class, Clients.WAIT));
            assertEquals(Errors.STALE, stale.code());
            assertTrue(stale.getMessage().contains("step " + (step - 1)), stale.getMessage());

            // the undo: every client gets the position before the step, and nothing to animate
            mover.send(new ClientMessage.Undo(code, moverToken, step));
            ServerMessage.State backA = a.next(ServerMessage.State.class, Clients.WAIT);
            ServerMessage.State backB = b.next(ServerMessage.State.class, Clients.WAIT);
            ServerMessage.State backW = w.next(ServerMessage.State.class, Clients.WAIT);
            undoneTo = step - 1;
            for (ServerMessage.State[] pair : new ServerMessage.State[][] {{beforeA, backA}, {beforeB, backB}, {beforeW, backW}}) {
                assertEquals(undoneTo, pair[1].step(), "one step back");
                assertEquals(List.of(), pair[1].changes(), "a step back animates nothing");
                assertArrayEquals(pair[0].view().ints(), pair[1].view().ints(), "the view before the step, again");
                assertArrayEquals(pair[0].view().content(), pair[1].view().content());
                assertEquals(pair[0].pending(), pair[1].pending());
                assertEquals(pair[0].legal(), pair[1].legal(), "the same choices again");
            }
            afterA = backA;
            hashAfterUndo = TwoServersFailoverTest.stateHash(server.tables().get(code));
            server.close(); // the clients are at the step before the undone one; the database must say the same
        }

        // a restart re-plays the stored actions, every step's hash checked, to the state after the undo
        GameServer again = GameServer.start(new GameServer.Options("127.0.0.1", port, io.fogisles.server.store.Database.embeddedUrl(data)),
                TestServers.RULES, "test");
        try (again;
             GameClient a = Clients.connect(again, "a", false);
             GameClient b = Clients.connect(again, "b", false)) {
            assertEquals(List.of(), again.problems(), "the table re-plays");
            assertEquals(hashAfterUndo, TwoServersFailoverTest.stateHash(again.tables().get(code)), "the same state as after the undo");
            a.send(new ClientMessage.Rejoin(code, sa.seatToken()));
            b.send(new ClientMessage.Rejoin(code, sb.seatToken()));
            ServerMessage.State resumedA = a.next(ServerMessage.State.class, Clients.WAIT);
            ServerMessage.State resumedB = b.next(ServerMessage.State.class, Clients.WAIT);
            assertEquals(undoneTo, resumedA.step(), "the undone step stays undone");
            assertArrayEquals(afterA.view().ints(), resumedA.view().ints());

            CompletableFuture<ServerMessage.State> endA = CompletableFuture.supplyAsync(
                    () -> HiddenInformationTest.play(new BotPlayer(a, code, sa.seatToken(), "random", null, 1), resumedA));
            ServerMessage.State endB = new BotPlayer(b, code, sb.seatToken(), "random", null, 2).play(Clients.WAIT, resumedB);
            assertTrue(endA.get().over() && endB.over(), "the game goes on after the undo to its end");
        }
    }
}
