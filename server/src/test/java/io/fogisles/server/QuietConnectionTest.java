package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertNull;

import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A client takes a connection that is silent for {@link GameClient#LOST_AFTER} as lost; it pings a quiet one first,
 * and the server answers, so a player who only waits (nothing happens at the table) keeps the connection.
 */
class QuietConnectionTest {

    @Test
    void aQuietClientIsAnsweredAndStaysConnected(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient c = Clients.connect(server, "quiet", false)) {
            assertNull(c.nextEvent(GameClient.LOST_AFTER.plus(Duration.ofSeconds(3))), "nothing happens: no close, no reconnect");
        }
    }
}
