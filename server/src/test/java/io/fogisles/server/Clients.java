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

    static GameClient connect(GameServer server, String name, boolean keep) throws InterruptedException {
        GameClient c = GameClient.connect(TestServers.address(server), name, keep);
        c.next(ServerMessage.Welcome.class, WAIT);
        return c;
    }

    /** Creates a table and returns what the host got back. */
    static ServerMessage.Created create(GameClient host, List<String> modules, List<String> houseRules, List<String> seats, boolean autoStart)
            throws InterruptedException {
        host.send(new ClientMessage.Create(modules, Map.of(), houseRules, seats, autoStart));
        return host.next(ServerMessage.Created.class, WAIT);
    }

    static ServerMessage.Seated join(GameClient c, String code, String name) throws InterruptedException {
        c.send(new ClientMessage.Join(code, name));
        return c.next(ServerMessage.Seated.class, WAIT);
    }

    /** The next state message at or after {@code step}. */
    static ServerMessage.State stateAt(GameClient c, int step) throws InterruptedException {
        while (true) {
            ServerMessage.State s = c.next(ServerMessage.State.class, WAIT);
            if (s.step() >= step) return s;
        }
    }

    /** The next table message. */
    static ServerMessage.Table nextTable(GameClient c) throws InterruptedException {
        return c.next(ServerMessage.Table.class, WAIT);
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
