package io.fogisles.protocol.client;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Codec;
import io.fogisles.protocol.Protocol;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import java.net.URI;
import java.nio.ByteBuffer;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One connection to a game server. Messages arrive in an inbox ({@link #next}); every text received is also
 * kept ({@link #received}) when asked, so a test can search the bytes for what must never arrive. When the
 * connection drops without {@link #close} (not when the server closed it for bad input or a flood), the client
 * connects again by itself, waiting longer after each
 * failed try (0.1 s doubling up to 2 s, for {@link #RECONNECT_FOR} in all), says {@code hello} and calls the
 * {@link #onReconnect} hook (a player sends {@code rejoin} there to get its seat back).
 *
 * <p>A connection that says nothing for {@link #PING_AFTER} is pinged, and one that has not answered anything for
 * {@link #LOST_AFTER} is taken as lost (as a drop): a server machine that went away without a word ends no
 * connection at all, and the JDK's WebSocket client may miss an ending that does arrive: when the end of the stream
 * comes while a message is being handed to this client, it neither calls {@code onClose} nor {@code onError} (JDK
 * 17 and 25: the end is read without the demand its delivery needs, and the connection stays half-closed).
 *
 * <p>The address may list several servers that share one database ({@code a:7777,b:7777}): the first that
 * answers is used, and each reconnect try goes to the next one in the list (starting after the one that was
 * lost), so a client whose server died goes on at another.
 */
public final class GameClient implements AutoCloseable {
    /** How long the client keeps trying to reconnect before giving up. */
    public static final Duration RECONNECT_FOR = Duration.ofSeconds(60);
    /** Silence after which the client pings the server. */
    public static final Duration PING_AFTER = Duration.ofSeconds(5);
    /** Silence (nothing received, not even a pong) after which the connection is taken as lost. */
    public static final Duration LOST_AFTER = Duration.ofSeconds(15);
    /** How often each client looks at its connection's silence. */
    static final Duration WATCH_EVERY = Duration.ofSeconds(1);
    /** One daemon thread looks after every client's silence (a load test has hundreds of clients). */
    private static final ScheduledExecutorService WATCHER =
            Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().name("game-client-watch").daemon().factory());

    /** A message, or the end of the connection (status and reason as the WebSocket gave them). */
    public sealed interface Event {
        record Message(ServerMessage message) implements Event {}

        record Closed(int status, String reason) implements Event {}

        record Reconnected() implements Event {}
    }

    private final List<URI> uris;
    private volatile int current; // the index in uris of the server connected to (or being tried)
    private final HttpClient http;
    private final BlockingQueue<Event> inbox = new LinkedBlockingQueue<>();
    private final List<String> received = new CopyOnWriteArrayList<>();
    private final boolean keepReceived;
    private final String name;
    private final Map<String, String> modules;
    private volatile WebSocket socket;
    private final Object ending = new Object(); // not this: sendText holds this while it waits for a send
    private volatile WebSocket ended; // the connection whose end was last handled (written under ending)
    private volatile long lastHeard = System.nanoTime(); // when the current connection last received anything
    private volatile long lastPing;
    private volatile ScheduledFuture<?> watch;
    private volatile boolean closing;
    private volatile boolean reconnecting = true;
    private volatile Consumer<GameClient> onReconnect = c -> { };

    private GameClient(List<URI> uris, String name, boolean keepReceived, Map<String, String> modules, HttpClient http) {
        this.uris = uris;
        this.http = http;
        this.name = name;
        this.keepReceived = keepReceived;
        this.modules = Map.copyOf(modules);
    }

    /**
     * Connects to {@code ws://host:port/play} (or the URI given; several separated by commas: the first that
     * answers) and says hello (the welcome arrives in the inbox).
     */
    public static GameClient connect(String address, String name, boolean keepReceived) throws InterruptedException {
        return connect(address, name, keepReceived, Map.of());
    }

    /**
     * {@link #connect(String, String, boolean)} for a client that runs rules itself: its modules (id → version)
     * go with the hello, and the welcome lists every difference from the server's.
     */
    public static GameClient connect(String address, String name, boolean keepReceived, Map<String, String> modules) throws InterruptedException {
        return connect(address, name, keepReceived, modules, newHttpClient());
    }

    /**
     * {@link #connect(String, String, boolean, Map)} through a JDK HTTP client shared with other game clients (a
     * load test's hundreds of connections then share one selector thread instead of one each).
     */
    public static GameClient connect(String address, String name, boolean keepReceived, Map<String, String> modules, HttpClient http)
            throws InterruptedException {
        GameClient c = new GameClient(uris(address), name, keepReceived, modules, http);
        c.openFirst();
        c.hello();
        c.watch = WATCHER.scheduleWithFixedDelay(c::watchSilence, WATCH_EVERY.toMillis(), WATCH_EVERY.toMillis(), TimeUnit.MILLISECONDS);
        return c;
    }

    /**
     * How long opening a connection may take: a refused one fails at once, but a busy server (one just started, on a
     * loaded machine) took over 5 s to answer the handshake of its first client, which then gave up.
     */
    static final Duration CONNECT_WITHIN = Duration.ofSeconds(30);

    /** A JDK HTTP client as a game client uses it ({@link #CONNECT_WITHIN} to connect). */
    public static HttpClient newHttpClient() {
        return HttpClient.newBuilder().connectTimeout(CONNECT_WITHIN).build();
    }

    /** The servers' URIs for {@code a:7777,b:7777}: one {@link #uri} per comma-separated address. */
    public static List<URI> uris(String addresses) {
        List<URI> out = new java.util.ArrayList<>();
        for (String a : addresses.split(",", -1)) {
            if (a.isBlank()) throw new IllegalArgumentException("'" + addresses + "' has an empty address; give host:port, or several as a:7777,b:7777");
            out.add(uri(a.strip()));
        }
        return List.copyOf(out);
    }

    /** The server this client is connected to (or trying to reach). */
    public URI server() {
        return uris.get(current);
    }

    /** The server's URI for an address: {@code host:port}, {@code ws://host:port} or a full URI. */
    public static URI uri(String address) {
        String a = address.contains("://") ? address : "ws://" + address;
        URI u = URI.create(a);
        if (u.getHost() == null) throw new IllegalArgumentException("'" + address + "' is not a server address; give host:port, e.g. localhost:7777");
        if (u.getPath() == null || u.getPath().isEmpty() || u.getPath().equals("/")) u = u.resolve(Protocol.PATH);
        return u;
    }

    private void open() {
        lastHeard = System.nanoTime();
        socket = http.newWebSocketBuilder().connectTimeout(CONNECT_WITHIN).buildAsync(uris.get(current), new Listener()).join();
    }

    /** Opens the first address that answers; the last one's failure when none does. */
    private void openFirst() {
        for (int i = 0; ; i++) {
            current = i;
            try {
                open();
                return;
            } catch (RuntimeException e) {
                if (i == uris.size() - 1) throw e;
            }
        }
    }

    private void hello() {
        send(new ClientMessage.Hello(Protocol.VERSION, name, modules));
    }

    /** Called after every automatic reconnect (after the hello), on the client's reconnecting thread. */
    public void onReconnect(Consumer<GameClient> hook) {
        this.onReconnect = hook;
    }

    /** Whether a dropped connection is re-opened (on by default). */
    public void reconnecting(boolean on) {
        this.reconnecting = on;
    }

    /** Sends a message (one at a time: the WebSocket allows one outstanding send). */
    public void send(ClientMessage m) {
        sendText(Codec.CLIENT.encode(m));
    }

    /** Sends raw text, as a broken or hostile client would (tests). */
    public synchronized void sendText(String text) {
        WebSocket s = socket;
        try {
            s.sendText(text, true).get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            // the connection is going away: the reconnect (if on) takes over, the caller learns it from the inbox
        }
    }

    /** The next event, or null after {@code timeout}. */
    public Event nextEvent(Duration timeout) throws InterruptedException {
        return inbox.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * The next message of type {@code type}, skipping others; an {@link ServerMessage.Error} that arrives first is
     * thrown as a {@link ProtocolException} unless {@code type} is {@code Error} itself. Throws when the time is up.
     */
    public <T extends ServerMessage> T next(Class<T> type, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (true) {
            long left = end - System.nanoTime();
            Event e = left <= 0 ? null : inbox.poll(left, TimeUnit.NANOSECONDS);
            if (e == null) throw new IllegalStateException(name + ": no " + type.getSimpleName() + " from " + server() + " within " + timeout.toSeconds() + " s");
            if (e instanceof Event.Message(ServerMessage m)) {
                if (type.isInstance(m)) return type.cast(m);
                if (m instanceof ServerMessage.Error err && type != ServerMessage.Error.class) throw new ProtocolException(err.code(), err.message());
            }
        }
    }

    /** Every text received so far (only when asked for at {@link #connect}). */
    public List<String> received() {
        return List.copyOf(received);
    }

    /** Drops the connection without a closing handshake, as a crash or a pulled cable would (tests). */
    public void drop() {
        WebSocket s = socket;
        if (s == null) return;
        s.abort(); // the JDK's client tells its listener nothing of an abort: what follows a lost connection is started here
        closed(s, 1006, "dropped");
    }

    @Override
    public void close() {
        closing = true;
        ScheduledFuture<?> w = watch;
        if (w != null) w.cancel(false);
        WebSocket s = socket;
        if (s != null) s.sendClose(WebSocket.NORMAL_CLOSURE, "bye").orTimeout(2, TimeUnit.SECONDS).exceptionally(x -> null);
    }

    /** Pings a quiet connection; takes one silent for {@link #LOST_AFTER} as lost. */
    private void watchSilence() {
        WebSocket s = socket;
        if (closing || s == null || s == ended) return; // ended: the reconnect is under way
        long now = System.nanoTime(), quiet = now - lastHeard;
        if (quiet >= LOST_AFTER.toNanos()) {
            s.abort();
            closed(s, 1006, "nothing received for " + LOST_AFTER.toSeconds() + " s");
        } else if (quiet >= PING_AFTER.toNanos() && now - lastPing >= PING_AFTER.toNanos()) {
            lastPing = now;
            // a failed ping needs nothing here: the silence goes on and ends the connection
            s.sendPing(ByteBuffer.allocate(0)).exceptionally(x -> null);
        }
    }

    private void closed(WebSocket from, int status, String reason) {
        synchronized (ending) {
            // an old connection's late news, or a second word of one whose end was handled (an abort for silence, then its onClose)
            if (from != socket || from == ended) return;
            ended = from;
        }
        inbox.add(new Event.Closed(status, reason));
        if (closing || !reconnecting || refused(status)) return;
        Thread.ofVirtual().name("reconnect-" + name).start(this::reconnect);
    }

    /** Closes that say the server will not talk to this client as it is (bad data, too big, policy): trying again would not help. */
    private static boolean refused(int status) {
        return status == WebSocket.NORMAL_CLOSURE || status == 1002 || status == 1003 || status == 1007 || status == 1008 || status == 1009;
    }

    private void reconnect() {
        long deadline = System.nanoTime() + RECONNECT_FOR.toNanos(), wait = 100;
        while (!closing && System.nanoTime() < deadline) {
            try {
                Thread.sleep(wait);
                current = (current + 1) % uris.size(); // the next server first: the one lost may be down
                open();
                hello();
                inbox.add(new Event.Reconnected());
                onReconnect.accept(this);
                return;
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                if (current == 0 || uris.size() == 1) wait = Math.min(2000, wait * 2); // no server answered (after a whole round of the list)
            }
        }
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public void onOpen(WebSocket ws) {
            lastHeard = System.nanoTime();
            ws.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            lastHeard = System.nanoTime();
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                if (keepReceived) received.add(text);
                try {
                    inbox.add(new Event.Message(Codec.SERVER.decode(text)));
                } catch (ProtocolException e) {
                    inbox.add(new Event.Message(new ServerMessage.Error(e.code(), "the server sent a message this client cannot read: " + e.getMessage())));
                }
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onPing(WebSocket ws, ByteBuffer message) {
            lastHeard = System.nanoTime();
            ws.request(1); // the JDK answers with a pong by itself
            return null;
        }

        @Override
        public CompletionStage<?> onPong(WebSocket ws, ByteBuffer message) {
            lastHeard = System.nanoTime();
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
            closed(ws, status, reason);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            closed(ws, -1, String.valueOf(error.getMessage()));
        }
    }
}
