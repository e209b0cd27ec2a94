package io.fogisles.server;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Codec;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.Protocol;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.server.table.Peer;
import io.fogisles.server.table.Tables;
import io.fogisles.server.table.Tokens;
import java.nio.ByteBuffer;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * One client's WebSocket. It decodes each text strictly, answers bad input with an {@link ServerMessage.Error}
 * (never a stack trace), insists on {@code hello} with the same protocol version first, closes the connection of
 * a client that floods it, and hands table requests to {@link Tables}.
 */
public final class Connection implements Session.Listener.AutoDemanding, Peer {
    /** Bad messages in a row after which the connection is closed (a client that does not listen to errors). */
    static final int MAX_BAD_MESSAGES = 20;

    private final Tables tables;
    private final GameServer.Welcome welcome;
    private final Set<Connection> open; // the server's open connections, told when it stops
    private final RateLimit rate = new RateLimit();
    private final Set<String> codes = ConcurrentHashMap.newKeySet(); // the tables this connection asked about
    private final java.util.Queue<String> outbox = new java.util.concurrent.ConcurrentLinkedQueue<>();
    private final java.util.concurrent.atomic.AtomicBoolean sending = new java.util.concurrent.atomic.AtomicBoolean();
    private volatile Session session;
    private volatile boolean greeted;
    private final java.util.concurrent.atomic.AtomicBoolean binaryRefused = new java.util.concurrent.atomic.AtomicBoolean();
    private int badInARow;

    Connection(Tables tables, GameServer.Welcome welcome, Set<Connection> open) {
        this.tables = tables;
        this.welcome = welcome;
        this.open = open;
    }

    @Override
    public void onWebSocketOpen(Session s) {
        this.session = s;
        open.add(this);
    }

    /**
     * Tells the client that the server is stopping (close status 1001, going away), so that it reconnects. The
     * close frame matters: a connection that just ends may never be noticed by the JDK's WebSocket client (see
     * {@code GameClient}). Completes when the frame is written (or could not be).
     */
    CompletableFuture<Void> goAway() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Session s = session;
        if (s == null || !s.isOpen()) done.complete(null);
        else s.close(StatusCode.SHUTDOWN, "the server is stopping", Callback.from(() -> done.complete(null), done::completeExceptionally));
        return done;
    }

    @Override
    public void onWebSocketText(String text) {
        if (!rate.take()) {
            send(new ServerMessage.Error(Errors.RATE_LIMIT, "more than " + RateLimit.PER_SECOND + " messages a second; this connection is closed"));
            session.close(StatusCode.POLICY_VIOLATION, "rate limit", Callback.NOOP);
            return;
        }
        try {
            handle(Codec.CLIENT.decode(text));
            badInARow = 0;
        } catch (ProtocolException e) {
            send(new ServerMessage.Error(e.code(), e.getMessage()));
            if (++badInARow >= MAX_BAD_MESSAGES) session.close(StatusCode.POLICY_VIOLATION, "too many bad messages", Callback.NOOP);
        } catch (RuntimeException e) {
            // a bug of ours: the client hears that it happened, the details stay in the server's log
            System.err.println("fogisles server: " + describe() + ": " + e);
            e.printStackTrace();
            send(new ServerMessage.Error(Errors.INTERNAL, "the server failed to handle this message; it was logged there"));
        }
    }

    private void handle(ClientMessage m) {
        if (m instanceof ClientMessage.Hello h) {
            if (h.protocol() != Protocol.VERSION) {
                send(new ServerMessage.Error(Errors.VERSION, "this server speaks protocol " + Protocol.VERSION + ", the client " + h.protocol()
                        + "; use a client and a server of the same Fog Isles version"));
                session.close(StatusCode.POLICY_VIOLATION, "protocol version", Callback.NOOP);
                return;
            }
            if (greeted) throw new ProtocolException(Errors.VERSION, "hello comes once, as the first message, and this connection has said it; "
                    + "send table requests now (a client that wants another welcome connects again)");
            greeted = true;
            send(welcome.to(h.modules()));
            return;
        }
        if (!greeted) throw new ProtocolException(Errors.VERSION, "say hello first: {\"type\":\"hello\",\"protocol\":" + Protocol.VERSION + ",...}");
        String code = switch (m) {
            case ClientMessage.Join j -> j.code();
            case ClientMessage.Rejoin r -> r.code();
            case ClientMessage.Watch w -> w.code();
            case ClientMessage.Start s -> s.code();
            case ClientMessage.Act a -> a.code();
            case ClientMessage.Undo u -> u.code();
            case ClientMessage.HandOver h -> h.code();
            default -> null;
        };
        if (code != null) codes.add(Tokens.normalizeCode(code));
        tables.handle(this, m);
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason, Callback callback) {
        open.remove(this);
        tables.left(this, codes);
        callback.succeed();
    }

    /**
     * A binary message, or a piece of one: not part of the protocol. The client is told and the connection closed
     * (1003, data it cannot take) at its first frame; frames are taken one by one ({@code Partial}), so a big binary
     * message is never gathered in memory first.
     */
    @Override
    public void onWebSocketPartialBinary(ByteBuffer payload, boolean last, Callback callback) {
        callback.succeed();
        if (!binaryRefused.compareAndSet(false, true)) return;
        send(new ServerMessage.Error(Errors.NOT_A_MESSAGE, "binary messages are not part of the protocol: send each message as JSON text; "
                + "this connection is closed"));
        session.close(StatusCode.BAD_DATA, "binary messages are refused", Callback.NOOP);
    }

    /** Answers a client's ping (clients ping a quiet connection and take a silent one as lost). */
    @Override
    public void onWebSocketPing(ByteBuffer payload) {
        Session s = session;
        if (s != null && s.isOpen()) s.sendPong(payload, Callback.NOOP);
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        // the close that follows tells the tables; nothing to send to a broken connection
    }

    /**
     * Queues a message; messages leave one at a time, in order (the next when the previous one is written), since
     * tables and this connection's own answers send from different threads.
     */
    @Override
    public void send(ServerMessage message) {
        outbox.add(Codec.SERVER.encode(message));
        pump();
    }

    private void pump() {
        Session s = session;
        if (s == null || !s.isOpen() || !sending.compareAndSet(false, true)) return;
        String text = outbox.poll();
        if (text == null) {
            sending.set(false);
            if (!outbox.isEmpty()) pump(); // a message queued between the poll and the reset
            return;
        }
        s.sendText(text, Callback.from(() -> {
            sending.set(false);
            pump();
        }, failure -> sending.set(false))); // the connection is going; its close tells the tables
    }

    @Override
    public void accepted() {
        rate.refund();
    }

    @Override
    public String address() {
        Session s = session;
        return s != null && s.getRemoteSocketAddress() instanceof java.net.InetSocketAddress a && a.getAddress() != null ? a.getAddress().getHostAddress()
                : describe();
    }

    @Override
    public String describe() {
        Session s = session;
        return "connection " + (s == null ? "?" : s.getRemoteSocketAddress());
    }
}
