package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Nobody acts for another seat, starts a table they do not host, or uses one table's token at another. */
class SeatOwnershipTest {

    @Test
    void tokensDecideWhoMayDoWhat(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", false);
             GameClient b = Clients.connect(server, "b", false)) {
            ServerMessage.Created t = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), false);
            ServerMessage.Created other = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), false);
            ServerMessage.Seated sa = Clients.join(a, t.code(), "A");
            ServerMessage.Seated sb = Clients.join(b, t.code(), "B");

            a.send(new ClientMessage.Start(t.code(), sa.seatToken())); // a seat token is not the host's
            assertEquals(Errors.WRONG_TOKEN, a.next(ServerMessage.Error.class, Clients.WAIT).code());
            a.send(new ClientMessage.Start(t.code(), other.hostToken())); // the host token of another table
            assertEquals(Errors.WRONG_TOKEN, a.next(ServerMessage.Error.class, Clients.WAIT).code());

            host.send(new ClientMessage.Start(t.code(), t.hostToken()));
            ServerMessage.State sA = Clients.stateAt(a, 0), sB = Clients.stateAt(b, 0);
            GameClient turn = sA.pending() == sA.you() ? a : b, waiting = turn == a ? b : a;
            ServerMessage.State mine = turn == a ? sA : sB, theirs = turn == a ? sB : sA;
            String waitingToken = turn == a ? sb.seatToken() : sa.seatToken();
            assertTrue(!mine.legal().isEmpty() && theirs.legal().isEmpty(), "only the seat whose turn it is gets legal actions");

            // the waiting seat sends the other seat's legal action with its own token: it acts as itself, and it is not its turn
            waiting.send(new ClientMessage.Act(t.code(), waitingToken, 0, mine.legal().get(0)));
            ServerMessage.Error notYours = waiting.next(ServerMessage.Error.class, Clients.WAIT);
            assertEquals(Errors.ILLEGAL, notYours.code());
            assertTrue(notYours.message().contains("not your turn"), notYours.message());

            waiting.send(new ClientMessage.Act(t.code(), "made-up-token", 0, mine.legal().get(0)));
            assertEquals(Errors.WRONG_TOKEN, waiting.next(ServerMessage.Error.class, Clients.WAIT).code());
            waiting.send(new ClientMessage.Act(other.code(), waitingToken, 0, mine.legal().get(0))); // a seat of one table at another
            assertEquals(Errors.WRONG_TOKEN, waiting.next(ServerMessage.Error.class, Clients.WAIT).code());
            waiting.send(new ClientMessage.Watch("NOPE99"));
            assertEquals(Errors.NO_TABLE, waiting.next(ServerMessage.Error.class, Clients.WAIT).code());

            // nothing of that moved the game; the right seat with its token does
            String turnToken = turn == a ? sa.seatToken() : sb.seatToken();
            turn.send(new ClientMessage.Act(t.code(), turnToken, 0, mine.legal().get(0)));
            assertEquals(1, Clients.stateAt(turn, 1).step());
        }
    }
}
