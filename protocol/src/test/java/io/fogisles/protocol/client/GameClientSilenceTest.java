package io.fogisles.protocol.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * A server that accepts the WebSocket and then says nothing, not even a pong (a machine gone without a word, or a
 * connection whose end the JDK's client missed): the client pings it, takes it as lost after
 * {@link GameClient#LOST_AFTER} of silence, says so in its inbox and reconnects. Before, it waited for ever.
 */
class GameClientSilenceTest {
    private static final Duration WAIT = Duration.ofSeconds(60);

    @Test
    void aConnectionThatFallsSilentIsTakenAsLostAndTheClientReconnects() throws Exception {
        try (SilentServer server = new SilentServer()) {
            GameClient c = GameClient.connect("127.0.0.1:" + server.port(), "silence", false);
            try {
                GameClient.Event.Closed closed = assertInstanceOf(GameClient.Event.Closed.class, c.nextEvent(WAIT), "the silent connection ends");
                assertEquals(1006, closed.status());
                assertTrue(closed.reason().contains("nothing received"), closed.reason());
                assertInstanceOf(GameClient.Event.Reconnected.class, c.nextEvent(WAIT), "and the client connects again");
                assertEquals(2, server.accepted.size());
            } finally {
                c.close();
            }
        }
    }

    /** Answers the WebSocket handshake, then never writes a byte (nor reads one). */
    private static final class SilentServer implements AutoCloseable {
        private final ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        final List<Socket> accepted = new CopyOnWriteArrayList<>();

        SilentServer() throws IOException {
            Thread.ofVirtual().start(() -> {
                try {
                    while (true) {
                        Socket s = socket.accept();
                        accepted.add(s);
                        handshake(s);
                    }
                } catch (Exception e) {
                    // closed at the end of the test
                }
            });
        }

        int port() {
            return socket.getLocalPort();
        }

        private static void handshake(Socket s) throws Exception {
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.ISO_8859_1));
            String key = null;
            for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine())
                if (line.toLowerCase(java.util.Locale.ROOT).startsWith("sec-websocket-key:")) key = line.substring(line.indexOf(':') + 1).strip();
            assertNotNull(key);
            String accept = Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-1")
                    .digest((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").getBytes(StandardCharsets.ISO_8859_1)));
            OutputStream out = s.getOutputStream();
            out.write(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " + accept + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
        }

        @Override
        public void close() throws IOException {
            socket.close();
            for (Socket s : accepted) s.close();
        }
    }
}
