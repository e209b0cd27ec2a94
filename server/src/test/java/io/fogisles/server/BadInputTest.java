package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.Protocol;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input while another table plays a whole game: every bad message gets a clear error (or the connection is
 * closed with a reason), no stack trace reaches a client, and the server and the other table go on.
 */
class BadInputTest {

    @Test
    void badMessagesAreAnsweredAndNothingElseStops(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient watcher = Clients.connect(server, "watcher", false);
             GameClient bad = Clients.connect(server, "bad", true)) {
            // a table of server bots plays meanwhile; a spectator follows it to the end
            ServerMessage.Created busy = Clients.create(host, List.of("base"), List.of(), List.of("bot:random", "bot:random", "bot:random"), true);
            watcher.send(new ClientMessage.Watch(busy.code()));

            assertError(bad, "{\"type\": \"join\", \"code\": ", Errors.BAD_JSON, "not valid JSON");
            assertError(bad, "[1, 2, 3]", Errors.NOT_A_MESSAGE, "JSON object");
            assertError(bad, "{\"type\": \"teleport\"}", Errors.UNKNOWN_TYPE, "unknown message type 'teleport'");
            assertError(bad, "{\"type\": \"jion\", \"code\": \"X\", \"name\": \"n\"}", Errors.UNKNOWN_TYPE, "did you mean");
            assertError(bad, "{\"type\": \"join\", \"code\": \"ABC\"}", Errors.BAD_FIELD, "misses the field \"name\"");
            assertError(bad, "{\"type\": \"join\", \"code\": \"ABC\", \"name\": \"n\", \"chair\": 3}", Errors.BAD_FIELD, "unknown field \"chair\"");
            assertError(bad, "{\"type\": \"join\", \"code\": \"ABC\", \"name\": \"n\", \"seat\": \"two\"}", Errors.BAD_FIELD, "$.seat");
            assertError(bad, "{\"type\": \"undo\", \"code\": \"ABC\", \"seatToken\": \"t\"}", Errors.BAD_FIELD, "misses the field \"step\"");
            assertError(bad, "{\"type\": \"act\", \"code\": \"ABC\", \"seatToken\": \"t\", \"step\": \"five\", \"action\": {}}", Errors.BAD_FIELD, "step");
            assertError(bad, "{\"type\": \"join\", \"code\": \"ABC\", \"name\": \"" + "x".repeat(Protocol.MAX_CLIENT_MESSAGE_CHARS) + "\"}",
                    Errors.TOO_LARGE, "at most");
            assertError(bad, "{\"type\": \"create\", \"modules\": [\"chess\"], \"options\": {}, \"houseRules\": [], \"seats\": [\"person\"], \"autoStart\": false}",
                    Errors.BAD_SETUP, "module 'chess' is not installed");
            assertError(bad, "{\"type\": \"create\", \"modules\": [\"base\"], \"options\": {}, \"houseRules\": [], \"seats\": [\"person\", \"bot:genius\"], \"autoStart\": false}",
                    Errors.BAD_SETUP, "unknown bot level 'genius'");

            // a finished table: its last seat's token is refused with the reason
            ServerMessage.Created small = Clients.create(host, List.of("base"), List.of(), List.of("person", "bot:random"), true);
            ServerMessage.Seated seat = Clients.join(bad, small.code(), "Late");
            ServerMessage.State end = new BotPlayer(bad, small.code(), seat.seatToken(), "random", null, 3).play(Clients.WAIT);
            assertTrue(end.over());
            bad.send(new ClientMessage.Act(small.code(), seat.seatToken(), end.step(), io.fogisles.protocol.Codec.object()));
            ServerMessage.Error over = bad.next(ServerMessage.Error.class, Clients.WAIT);
            assertEquals(Errors.TABLE_STATE, over.code());
            assertTrue(over.message().contains("is over"), over.message());

            for (String text : bad.received()) {
                assertFalse(text.contains("Exception") || text.contains("\tat ") || text.contains(".java:"), "a stack trace reached the client: " + text);
            }

            // another protocol version: told both versions, then closed
            try (GameClient future = Clients.connect(server, "future", false)) {
                future.reconnecting(false);
                future.send(new ClientMessage.Hello(Protocol.VERSION + 1, "a newer client", Map.of()));
                ServerMessage.Error v = future.next(ServerMessage.Error.class, Clients.WAIT);
                assertEquals(Errors.VERSION, v.code());
                assertTrue(v.message().contains("protocol " + Protocol.VERSION + ", the client " + (Protocol.VERSION + 1)), v.message());
                assertEquals(1008, closedWith(future));
            }

            // a message far over the limit: Jetty closes the connection (1009, too big); a flood: closed for the rate
            try (GameClient huge = Clients.connect(server, "huge", false); GameClient flood = Clients.connect(server, "flood", false)) {
                huge.sendText("{\"type\":\"watch\",\"code\":\"" + "y".repeat(8 * Protocol.MAX_CLIENT_MESSAGE_CHARS) + "\"}");
                // closed by the server (1009); as with the flood below, a client still writing its message may see
                // its socket reset (-1) before it reads the close frame (seen once in a fresh-clone CI run)
                int tooBig = closedWith(huge);
                assertTrue(tooBig == 1009 || tooBig == -1, "the connection of the too big message was closed: " + tooBig);
                String watch = io.fogisles.protocol.Codec.CLIENT.encode(new ClientMessage.Watch("NOPE99"));
                for (int i = 0; i < 1000; i++) flood.sendText(watch);
                // closed by the server (1008); a client still writing may see its socket fail (-1) before the close frame
                int status = closedWith(flood);
                assertTrue(status == 1008 || status == -1, "the flooding connection was closed: " + status);
            }

            // the other table played on to its end, and the server still serves new clients
            while (true) {
                ServerMessage.State s = watcher.next(ServerMessage.State.class, Clients.WAIT);
                if (s.over()) {
                    assertEquals(3, s.totals().size());
                    break;
                }
            }
            try (GameClient later = Clients.connect(server, "later", false)) {
                later.send(new ClientMessage.Create(List.of("base"), Map.of(), List.of(), List.of("person", "person"), false));
                assertEquals(6, later.next(ServerMessage.Created.class, Clients.WAIT).code().length());
            }
        }
    }

    private static void assertError(GameClient c, String text, String code, String words) throws InterruptedException {
        c.sendText(text);
        ServerMessage.Error e = c.next(ServerMessage.Error.class, Clients.WAIT);
        assertEquals(code, e.code(), e.message());
        assertTrue(e.message().contains(words), "'" + e.message() + "' should say '" + words + "'");
    }

    private static int closedWith(GameClient c) throws InterruptedException {
        while (true) {
            GameClient.Event e = c.nextEvent(Duration.ofSeconds(30));
            if (e == null) throw new AssertionError("the connection was not closed");
            if (e instanceof GameClient.Event.Closed closed) return closed.status();
        }
    }
}
