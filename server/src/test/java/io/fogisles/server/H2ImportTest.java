package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.store.Database;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A data folder of a server from before issue 35 (the H2 file): the first start on it copies every table into the
 * SQLite file, and the players find their table where it was, at the same step.
 */
class H2ImportTest {

    @Test
    void theTablesOfAnEarlierH2DatabaseAreThereAfterTheUpdate(@TempDir Path data) throws Exception {
        String code, token;
        int step;
        try (GameServer old = GameServer.start(new GameServer.Options("127.0.0.1", 0, "jdbc:h2:file:" + data.resolve("fogisles-server")), TestServers.RULES, "old");
             GameClient host = Clients.connect(old, "host", false); GameClient a = Clients.connect(old, "a", false); GameClient b = Clients.connect(old, "b", false)) {
            host.reconnecting(false);
            a.reconnecting(false);
            b.reconnecting(false);
            code = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), true).code();
            token = Clients.join(a, code, "Ann").seatToken();
            String tokenB = Clients.join(b, code, "Bob").seatToken();
            ServerMessage.State sA = Clients.stateAt(a, 0), sB = Clients.stateAt(b, 0);
            while (sA.step() < 6) {
                ServerMessage.State mine = sA.pending() == sA.you() ? sA : sB;
                (mine == sA ? a : b).send(new ClientMessage.Act(code, mine == sA ? token : tokenB, mine.step(), mine.legal().get(0)));
                sA = Clients.stateAt(a, mine.step() + 1);
                sB = Clients.stateAt(b, mine.step() + 1);
            }
            step = sA.step();
        }
        assertTrue(Files.exists(data.resolve("fogisles-server.mv.db")));

        try (GameServer now = TestServers.start(data); GameClient a = Clients.connect(now, "a", false)) {
            assertEquals(1, now.tables().size(), "the table was copied");
            assertEquals(List.of(), now.problems());
            a.send(new ClientMessage.Rejoin(code, token));
            a.next(ServerMessage.Seated.class, Clients.WAIT);
            assertEquals(step, a.next(ServerMessage.State.class, Clients.WAIT).step(), "at the step it was");
        }
        assertFalse(Files.exists(data.resolve("fogisles-server.mv.db")), "the H2 file is renamed once copied");
        assertTrue(Files.exists(data.resolve("fogisles-server.mv.db.imported")));
        assertTrue(Files.exists(data.resolve(Database.EMBEDDED_FILE)));
    }
}
