package io.fogisles.client.online;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * This client at one table of a server: the protocol's {@link GameClient} (which reconnects by itself after a
 * drop and then takes the seat back with its token, or watches again), the table as the server last described
 * it, this client's seat (−1: watching) and, for the host, the host token. A thread of its own moves what
 * arrives into a queue and wakes the screen; the screens take it on the render thread ({@link #drain}), so
 * everything they read changes only there.
 */
public final class OnlineLink implements AutoCloseable {
    private static final Duration ANSWER = Duration.ofSeconds(20);

    /**
     * A module whose version here differs from the server's: its id, the version here and on the server (null where it
     * is not installed). The server runs the rules; this client draws and checks moves with its own, so the player
     * should know before the game opens.
     */
    public record ModuleDifference(String module, String here, String server) {
        /** Every module installed on one side only or in another version, by id. */
        public static List<ModuleDifference> between(Map<String, String> here, Map<String, String> server) {
            java.util.SortedSet<String> ids = new java.util.TreeSet<>(here.keySet());
            ids.addAll(server.keySet());
            List<ModuleDifference> out = new ArrayList<>();
            for (String id : ids) if (!java.util.Objects.equals(here.get(id), server.get(id))) out.add(new ModuleDifference(id, here.get(id), server.get(id)));
            return out;
        }
    }

    /** A connection that the server welcomed, and how its modules differ from this client's. */
    private record Opened(GameClient client, List<ModuleDifference> differences) {}

    private final GameClient client;
    private final String address;
    private final String code;
    private final SeatTokens tokens;
    private final Queue<GameClient.Event> inbox = new ConcurrentLinkedQueue<>();
    private volatile String seatToken;
    private volatile Runnable wake = () -> { };
    private volatile boolean closed;
    private final String hostToken;
    private ServerMessage.Table table;
    private int seat = -1;
    private boolean connected = true;
    private String problem;
    private final List<ModuleDifference> differences;

    private OnlineLink(Opened opened, String address, String code, String hostToken, SeatTokens tokens) {
        this.client = opened.client();
        this.differences = opened.differences();
        this.address = address;
        this.code = code;
        this.hostToken = hostToken;
        this.tokens = tokens;
        // back after a drop: the seat with its token (the server sends the table and the current state), else watch again
        client.onReconnect(c -> {
            String t = seatToken;
            c.send(t != null ? new ClientMessage.Rejoin(code, t) : new ClientMessage.Watch(code));
        });
    }

    /**
     * Creates a table on the server at {@code address} and sits down at its first person seat under {@code name}
     * (or watches when every seat is a bot's). Blocks: call off the render thread.
     *
     * @throws OnlineProblem when the server cannot be reached or refuses the table (why, in its words)
     */
    public static OnlineLink host(String address, ClientMessage.Create create, String name, SeatTokens tokens, Map<String, String> modules) {
        Opened opened = connect(address, modules);
        GameClient c = opened.client();
        try {
            c.send(create);
            ServerMessage.Created made = answer(c, ServerMessage.Created.class, address, "");
            OnlineLink link = new OnlineLink(opened, address, made.code(), made.hostToken(), tokens);
            tokens.putHost(address, made.code(), made.hostToken());
            boolean person = create.seats().contains("person");
            c.send(person ? new ClientMessage.Join(made.code(), name) : new ClientMessage.Watch(made.code()));
            link.settle();
            return link;
        } catch (RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /**
     * Comes to the table {@code code}: back to this client's seat when it remembers the seat's token, else as a
     * spectator who sees the seats and may then take a free one ({@link #takeSeat}). Blocks: call off the render thread.
     *
     * @throws OnlineProblem when the server cannot be reached or has no such table
     */
    public static OnlineLink enter(String address, String code, SeatTokens tokens, Map<String, String> modules) {
        String clean = code.strip().toUpperCase(java.util.Locale.ROOT);
        if (clean.isEmpty()) throw new OnlineProblem("client.online.no-code");
        Opened opened = connect(address, modules);
        GameClient c = opened.client();
        try {
            OnlineLink link = new OnlineLink(opened, address, clean, tokens.host(address, clean), tokens);
            String known = tokens.get(address, clean);
            if (known != null) {
                c.send(new ClientMessage.Rejoin(clean, known));
                try {
                    link.seatToken = known;
                    link.settle();
                    return link;
                } catch (OnlineProblem p) {
                    if (!p.key().equals("client.online.wrong-token")) throw p;
                    tokens.forget(address, clean); // a token of an older table under the same code: come as anyone else
                    link.seatToken = null;
                }
            }
            c.send(new ClientMessage.Watch(clean));
            link.settle();
            return link;
        } catch (RuntimeException e) {
            c.close();
            throw e;
        }
    }

    private static Opened connect(String address, Map<String, String> modules) {
        if (address.isBlank()) throw new OnlineProblem("client.online.no-address");
        try {
            GameClient c = GameClient.connect(address.strip(), "fogisles-desktop", false, modules);
            ServerMessage.Welcome w = answer(c, ServerMessage.Welcome.class, address, "");
            return new Opened(c, ModuleDifference.between(modules, w.modules()));
        } catch (OnlineProblem p) {
            throw p;
        } catch (IllegalArgumentException e) {
            throw new OnlineProblem("client.online.bad-address", address);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OnlineProblem("client.online.unreachable", address);
        } catch (RuntimeException e) { // refused, unknown host, time-out: the JDK's client says it in many ways
            throw new OnlineProblem("client.online.unreachable", address);
        }
    }

    private static <T extends ServerMessage> T answer(GameClient c, Class<T> type, String address, String code) {
        try {
            return c.next(type, ANSWER);
        } catch (ProtocolException e) {
            throw problem(e.code(), e.getMessage(), address, code);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OnlineProblem("client.online.unreachable", address);
        } catch (IllegalStateException e) { // no answer in time
            throw new OnlineProblem("client.online.no-answer", address);
        }
    }

    private static OnlineProblem problem(String errorCode, String message, String address, String code) {
        return switch (errorCode) {
            case Errors.NO_TABLE -> new OnlineProblem("client.online.no-table", code, address);
            case Errors.WRONG_TOKEN -> new OnlineProblem("client.online.wrong-token", code);
            case Errors.VERSION -> new OnlineProblem("client.online.version", message);
            default -> new OnlineProblem("client.online.refused", message);
        };
    }

    /** Reads the answers to the first request up to the table's description, then hands the rest to the queue. */
    private void settle() {
        while (true) {
            ServerMessage m = answer(client, ServerMessage.class, address, code);
            if (m instanceof ServerMessage.Error e) throw problem(e.code(), e.message(), address, code);
            if (m instanceof ServerMessage.Seated s) seated(s);
            if (m instanceof ServerMessage.Table t) {
                table = t;
                seat = t.you();
                break;
            }
        }
        Thread.ofVirtual().name("online-" + code).start(this::pump);
    }

    private void pump() {
        try {
            while (!closed) {
                GameClient.Event e = client.nextEvent(Duration.ofSeconds(1));
                if (e == null) continue;
                inbox.add(e);
                wake.run();
            }
        } catch (InterruptedException e) {
            // the link is closing
        }
    }

    private void seated(ServerMessage.Seated s) {
        seatToken = s.seatToken();
        seat = s.seat();
        tokens.put(address, code, s.seatToken());
    }

    /**
     * Keeps this client's tokens for the table under another address of the same server too: the host's client
     * connects over loopback, and after a restart the host may type the network address its friends use.
     */
    public void alsoKnownAs(String other) {
        String t = seatToken;
        if (t != null) tokens.put(other, code, t);
        if (hostToken != null) tokens.putHost(other, code, hostToken);
    }

    /** Called (on the link's thread) when something arrived, so that the screen draws a frame and takes it. */
    public void onWake(Runnable r) {
        wake = r;
    }

    /**
     * What arrived since the last call, in order. The table's description, this client's seat and the connection's
     * state are kept here as they come; states and errors are for the caller to act on.
     */
    public List<ServerMessage> drain() {
        List<ServerMessage> out = new ArrayList<>();
        GameClient.Event e;
        while ((e = inbox.poll()) != null) {
            switch (e) {
                case GameClient.Event.Closed c -> connected = false;
                case GameClient.Event.Reconnected r -> connected = true;
                case GameClient.Event.Message(ServerMessage m) -> {
                    switch (m) {
                        case ServerMessage.Table t -> {
                            table = t;
                            seat = t.you() >= 0 || seatToken == null ? t.you() : seat;
                        }
                        case ServerMessage.Seated s -> seated(s);
                        case ServerMessage.Error err when err.code().equals(Errors.TABLE_FULL) -> problem = "client.online.full";
                        default -> { }
                    }
                    out.add(m);
                }
            }
        }
        return out;
    }

    /** Sits down at a free person seat under {@code name} (the server gives the first free one). */
    public void takeSeat(String name) {
        takeSeat(name, -1);
    }

    /** Starts the game (the host only, once every person seat is taken). */
    public void start() {
        if (hostToken != null) client.send(new ClientMessage.Start(code, hostToken));
    }

    /**
     * Lets a bot of {@code level} play the seat of a player who is away, until they come back (the host only; the
     * server answers everyone with the table, the seat's stand-in named, or this client with why not).
     */
    public void handOver(int seat, String level) {
        if (hostToken != null) client.send(new ClientMessage.HandOver(code, hostToken, seat, level));
    }

    /** Sends an action for this client's seat, for the position after {@code step} actions. */
    public void act(int step, com.fasterxml.jackson.databind.node.ObjectNode action) {
        String t = seatToken;
        if (t != null) client.send(new ClientMessage.Act(code, t, step, action));
    }

    /** Takes back this client's seat's last step, in the position after {@code step} actions (the server checks the rules). */
    public void undo(int step) {
        String t = seatToken;
        if (t != null) client.send(new ClientMessage.Undo(code, t, step));
    }

    /** Sits down at the free person seat {@code seat} (0-based; −1: the first free one) under {@code name}; the server refuses a taken one. */
    public void takeSeat(String name, int seat) {
        client.send(new ClientMessage.Join(code, name, seat));
    }

    /** The modules whose versions differ between this client and the server (empty when none do). */
    public List<ModuleDifference> moduleDifferences() {
        return differences;
    }

    /** A problem a screen should show once (a key of the client's bundle), or null. */
    public String takeProblem() {
        String p = problem;
        problem = null;
        return p;
    }

    public String address() {
        return address;
    }

    public String code() {
        return code;
    }

    /** Whether this client created the table (and so may start it). */
    public boolean isHost() {
        return hostToken != null;
    }

    /** The table as the server last described it. */
    public ServerMessage.Table table() {
        return table;
    }

    /** This client's seat (0-based), or −1 while it watches. */
    public int seat() {
        return seat;
    }

    /** False from a dropped connection until the client is back (it tries by itself for a minute). */
    public boolean connected() {
        return connected;
    }

    /** Drops the connection as a pulled cable would; the client reconnects by itself (tests). */
    public void drop() {
        client.drop();
    }

    @Override
    public void close() {
        closed = true;
        client.close();
    }
}
