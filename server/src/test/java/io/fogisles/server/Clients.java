package io.fogisles.server;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** Small steps the online tests share. */
final class Clients {
    /**
     * A generous bound on one answer on a busy machine: a test JVM's first table builds its rules (an injector, the
     * script engine's first context), which took over 120 s at load 30 (RejoinTest, in a fresh-clone CI run). A
     * whole game (BotPlayer.play) is waited on while the server keeps sending.
     */
    static final Duration WAIT = Duration.ofSeconds(300);

    private Clients() {
    }

    /**
     * The next message of a type, waited on for {@link #WAIT}. When none comes, every thread's stack goes to
     * stderr before the failure: a fresh-clone CI run once waited 300 s for a first table's Created that the
     * same test, alone at the same load, got within 30 s, and only the server's threads can tell whether it
     * was slow or stuck.
     */
    static <T extends ServerMessage> T await(GameClient c, Class<T> type) throws InterruptedException {
        try {
            return c.next(type, WAIT);
        } catch (IllegalStateException e) {
            StringBuilder b = new StringBuilder("--- threads when " + e.getMessage() + " ---\n");
            Thread.getAllStackTraces().forEach((t, stack) -> {
                b.append('"').append(t.getName()).append("\" ").append(t.getState()).append('\n');
                for (StackTraceElement f : stack) b.append("    at ").append(f).append('\n');
            });
            System.err.print(b);
            throw e;
        }
    }

    static GameClient connect(GameServer server, String name, boolean keep) throws InterruptedException {
        GameClient c = GameClient.connect(TestServers.address(server), name, keep);
        await(c, ServerMessage.Welcome.class);
        return c;
    }

    /** Creates a table and returns what the host got back. */
    static ServerMessage.Created create(GameClient host, List<String> modules, List<String> houseRules, List<String> seats, boolean autoStart)
            throws InterruptedException {
        host.send(new ClientMessage.Create(modules, Map.of(), houseRules, seats, autoStart));
        return await(host, ServerMessage.Created.class);
    }

    static ServerMessage.Seated join(GameClient c, String code, String name) throws InterruptedException {
        c.send(new ClientMessage.Join(code, name));
        return await(c, ServerMessage.Seated.class);
    }

    /** The next state message at or after {@code step}. */
    static ServerMessage.State stateAt(GameClient c, int step) throws InterruptedException {
        while (true) {
            ServerMessage.State s = await(c, ServerMessage.State.class);
            if (s.step() >= step) return s;
        }
    }

    /** The next table message. */
    static ServerMessage.Table nextTable(GameClient c) throws InterruptedException {
        return await(c, ServerMessage.Table.class);
    }

    /** Every state message a client received, decoded. */
    static List<ServerMessage.State> states(GameClient c) {
        List<ServerMessage.State> out = new java.util.ArrayList<>();
        for (String raw : c.received()) {
            if (raw.contains("\"state\"") && io.fogisles.protocol.Codec.SERVER.decode(raw) instanceof ServerMessage.State s) out.add(s);
        }
        return out;
    }
}
