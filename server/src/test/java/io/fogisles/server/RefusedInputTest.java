package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.Protocol;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the protocol refuses, refused by the server (issue 35): binary messages of any size close the connection
 * (1003) at their first frame; a second {@code hello} gets an error and no second welcome; and table codes guessed
 * over many connections from one address run out of guesses, while the players of that address who found their
 * table play on.
 */
class RefusedInputTest {

    @Test
    void binaryMessagesCloseTheConnection(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data)) {
            for (int size : new int[] {35, 200 * 1024, 10 * 1024 * 1024}) {
                Raw raw = Raw.open(server);
                raw.ws.sendBinary(ByteBuffer.allocate(size), true); // not waited for: the server may close before the client has written it all
                int status = raw.closed.get(60, TimeUnit.SECONDS);
                // 1003: refused; a client still writing a big message may see its socket end (-1) before it reads the close
                assertTrue(status == 1003 || size > 1024 && status == -1, size + " bytes of binary: closed with " + status);
                if (status == 1003) assertTrue(raw.texts.stream().anyMatch(t -> t.contains("binary messages are not part of the protocol")), raw.texts.toString());
            }
            Raw many = Raw.open(server);
            int sent = 0;
            for (; sent < 5000 && !many.closed.isDone(); sent++) {
                try {
                    many.ws.sendBinary(ByteBuffer.allocate(1024), true).get(10, TimeUnit.SECONDS);
                } catch (Exception e) {
                    break; // the server closed the connection
                }
            }
            int status = many.closed.get(60, TimeUnit.SECONDS);
            assertTrue(status == 1003 || status == -1, "5,000 binary messages of 1 KB: closed with " + status + " after " + sent);
            try (GameClient still = Clients.connect(server, "still", false)) { // and the server serves others
                still.send(new ClientMessage.Create(List.of("base"), Map.of(), List.of(), List.of("person", "person"), false));
                still.next(ServerMessage.Created.class, Clients.WAIT);
            }
        }
    }

    @Test
    void aSecondHelloIsRefused(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data); GameClient c = Clients.connect(server, "twice", false)) {
            c.send(new ClientMessage.Hello(Protocol.VERSION, "again", Map.of()));
            ServerMessage.Error e = c.next(ServerMessage.Error.class, Clients.WAIT);
            assertEquals(Errors.VERSION, e.code());
            assertTrue(e.message().contains("hello comes once"), e.message());
            c.send(new ClientMessage.Create(List.of("base"), Map.of(), List.of(), List.of("person", "person"), false));
            while (true) { // the next message answers the create: no second welcome came between
                GameClient.Event ev = c.nextEvent(Clients.WAIT);
                if (ev instanceof GameClient.Event.Message(ServerMessage m)) {
                    assertTrue(m instanceof ServerMessage.Created, "after the refused hello: " + m);
                    break;
                }
                if (ev == null) throw new AssertionError("no answer to create");
            }
        }
    }

    @Test
    void codesGuessedOverManyConnectionsFromOneAddressRunOut(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data); GameClient host = Clients.connect(server, "host", false);
             GameClient player = Clients.connect(server, "player", false)) {
            String code = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), false).code();
            ServerMessage.Seated seated = Clients.join(player, code, "Ann"); // found before the guessing: keeps playing

            List<GameClient> guessers = new ArrayList<>();
            int unknown = 0, limited = 0;
            try {
                for (int i = 0; i < 10; i++) guessers.add(Clients.connect(server, "guesser-" + i, false));
                long start = System.nanoTime();
                for (int round = 0; round < 10; round++) {
                    for (GameClient g : guessers) {
                        g.send(new ClientMessage.Watch(String.format("Z%05d", round * 10 + guessers.indexOf(g)).replace('0', 'Q').replace('1', 'R')));
                        ServerMessage.Error e = g.next(ServerMessage.Error.class, Clients.WAIT);
                        if (e.code().equals(Errors.NO_TABLE)) unknown++;
                        else if (e.code().equals(Errors.RATE_LIMIT)) limited++;
                        else throw new AssertionError("a guess got " + e);
                    }
                }
                // 100 guesses over 10 connections: the burst was looked up, and more only as fast as guesses come back
                double minutes = (System.nanoTime() - start) / 60e9;
                int allowed = 20 + (int) Math.ceil(minutes * 30);
                assertTrue(unknown >= 20 && unknown <= allowed, unknown + " guesses looked up in " + minutes * 60 + " s (at most " + allowed + "), " + limited + " refused");
                assertEquals(100, unknown + limited);

                // a code that exists is refused to this address now, from a connection that has not found it: no oracle
                GameClient late = guessers.get(0);
                late.send(new ClientMessage.Watch(code));
                ServerMessage.Error e = late.next(ServerMessage.Error.class, Clients.WAIT);
                assertEquals(Errors.RATE_LIMIT, e.code(), e.message());
                assertTrue(e.message().contains("wait"), e.message());

                // the player who had found the table plays on: the host starts, and the seat's own requests are answered
                Clients.join(host, code, "Bob");
                player.send(new ClientMessage.Rejoin(code, seated.seatToken()));
                assertEquals(seated.seat(), player.next(ServerMessage.Seated.class, Clients.WAIT).seat());

                // and guesses come back with time: the late watcher gets in (waiting for that, not for a set time)
                while (true) {
                    late.send(new ClientMessage.Watch(code));
                    GameClient.Event ev = late.nextEvent(Clients.WAIT);
                    if (ev instanceof GameClient.Event.Message(ServerMessage.Table t)) {
                        assertEquals(code, t.code());
                        break;
                    }
                    if (!(ev instanceof GameClient.Event.Message(ServerMessage.Error err)) || !err.code().equals(Errors.RATE_LIMIT))
                        throw new AssertionError("waiting for the guesses to come back, got " + ev);
                    Thread.sleep(500);
                }
            } finally {
                for (GameClient g : guessers) g.close();
            }
        }
    }

    /** A bare WebSocket to the server (hello sent), to send what {@link GameClient} never would. */
    private record Raw(WebSocket ws, List<String> texts, CompletableFuture<Integer> closed) {
        static Raw open(GameServer server) {
            List<String> texts = new java.util.concurrent.CopyOnWriteArrayList<>();
            CompletableFuture<Integer> closed = new CompletableFuture<>();
            WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                    .buildAsync(GameClient.uri(TestServers.address(server)), new WebSocket.Listener() {
                        private final StringBuilder part = new StringBuilder();

                        @Override
                        public CompletionStage<?> onText(WebSocket w, CharSequence d, boolean last) {
                            part.append(d);
                            if (last) {
                                texts.add(part.toString());
                                part.setLength(0);
                            }
                            w.request(1);
                            return null;
                        }

                        @Override
                        public CompletionStage<?> onClose(WebSocket w, int status, String reason) {
                            closed.complete(status);
                            return null;
                        }

                        @Override
                        public void onError(WebSocket w, Throwable error) {
                            closed.complete(-1);
                        }
                    }).join();
            ws.sendText(io.fogisles.protocol.Codec.CLIENT.encode(new ClientMessage.Hello(Protocol.VERSION, "raw", Map.of())), true).join();
            return new Raw(ws, texts, closed);
        }
    }
}
