package io.fogisles.client.online;

import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.HouseRuleChoice;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Play online for the whole client: the seat tokens it keeps, the server it hosts (started once, on the
 * first "Host a game on this computer", and stopped when the client ends), and what the player typed last
 * (address, code, name), so the forms come back filled in.
 */
public final class OnlinePlay implements AutoCloseable {
    /** The port of {@code ./fogisles serve}; the host form offers it first. */
    public static final int DEFAULT_PORT = 7777;

    private final Path data;
    private final SeatTokens tokens;
    private final String bind;
    private CompletableFuture<HostedServer> hosted;
    public String address = "";
    public String code = "";
    public String name = defaultName();
    public String port = String.valueOf(DEFAULT_PORT);

    /**
     * @param data the client's data folder: the seat tokens and the hosted server's database go there
     * @param bind where a hosted server listens: 0.0.0.0 (friends on the network), 127.0.0.1 in tests
     */
    public OnlinePlay(Path data, String bind) {
        this.data = data;
        this.bind = bind;
        this.tokens = new SeatTokens(data.resolve("online-seats.properties"));
    }

    private static String defaultName() {
        String n = System.getProperty("user.name", "");
        return n.isBlank() || n.length() > 40 ? "Player" : n;
    }

    public SeatTokens tokens() {
        return tokens;
    }

    /** Starts the server here on {@code port} (0: any free one), or gives the one already running. Off the render thread. */
    public synchronized CompletableFuture<HostedServer> host(int port) {
        if (hosted != null && !hosted.isCompletedExceptionally()) return hosted;
        hosted = new CompletableFuture<>();
        CompletableFuture<HostedServer> f = hosted;
        Thread.ofPlatform().daemon().name("fogisles-host").start(() -> {
            try {
                f.complete(HostedServer.start(bind, port, data.resolve("server")));
            } catch (Throwable e) {
                f.completeExceptionally(new OnlineProblem("client.online.host-failed", port, e.getMessage() == null ? e.toString() : e.getMessage()));
            }
        });
        return f;
    }

    /** The server hosted here once it runs, else null. */
    public synchronized HostedServer hosted() {
        return hosted != null && hosted.isDone() && !hosted.isCompletedExceptionally() ? hosted.join() : null;
    }

    /** The protocol's {@code create} for a setup of the new-game screen: seats {@code person} or {@code bot:LEVEL}; the host starts it. */
    public static ClientMessage.Create create(GameSetup setup) {
        List<String> seats = new ArrayList<>();
        // a bot's level with its think time (expert:500ms): the server plays it so
        for (SeatSetup s : setup.seats()) seats.add(s.bot() ? "bot:" + s.level() : "person");
        Map<String, Map<String, String>> options = new LinkedHashMap<>();
        for (String m : setup.modules()) if (setup.options().containsKey(m)) options.put(m, setup.options().get(m));
        List<String> rules = new ArrayList<>();
        Map<String, Map<String, String>> ruleOptions = new LinkedHashMap<>();
        for (HouseRuleChoice r : setup.houseRules()) {
            rules.add(r.id());
            if (!r.options().isEmpty()) ruleOptions.put(r.id(), r.options());
        }
        return new ClientMessage.Create(setup.modules(), options, rules, seats, false, ruleOptions);
    }

    /** The rules of a table as the server describes it, for this client's engine. */
    public static GameConfig config(ServerMessage.Table t) {
        return t.config();
    }

    /** The table as a setup for the game screen: seats in the island game's colours and symbols, in seat order. */
    public static GameSetup setup(ServerMessage.Table t) {
        return setup(t, null);
    }

    /** The table as a setup for the game screen: seats in its game's colours (by its modules) and symbols, in seat order. */
    public static GameSetup setup(ServerMessage.Table t, io.fogisles.kernel.module.ModuleCatalog catalog) {
        io.fogisles.kernel.module.GameDescriptor game = game(t, catalog);
        List<SeatSetup.PlayerColour> colours = seatColours(t, catalog);
        List<SeatSetup> seats = new ArrayList<>();
        for (int i = 0; i < t.seats().size(); i++) {
            ServerMessage.SeatInfo s = t.seats().get(i);
            seats.add(new SeatSetup(!s.bot().isEmpty(), s.bot().isEmpty() ? null : s.bot(), colours.get(i % colours.size()),
                    SeatSetup.PlayerSymbol.values()[i % SeatSetup.PlayerSymbol.values().length]));
        }
        List<HouseRuleChoice> rules = new ArrayList<>();
        for (String h : t.houseRules()) rules.add(new HouseRuleChoice(h, t.houseRuleOptions().getOrDefault(h, Map.of())));
        return new GameSetup(seats, t.modules(), t.options(), rules, 0, false, game == null ? null : game.id());
    }

    /** The game a table plays (by its modules), or null when this client does not know it. */
    public static io.fogisles.kernel.module.GameDescriptor game(ServerMessage.Table t, io.fogisles.kernel.module.ModuleCatalog catalog) {
        return catalog == null || t.modules().isEmpty() ? null : catalog.gameOf(t.modules().get(0));
    }

    /** The seats' colours at a table: its game's, in seating order (the island game's four when the game is unknown here). */
    public static List<SeatSetup.PlayerColour> seatColours(ServerMessage.Table t, io.fogisles.kernel.module.ModuleCatalog catalog) {
        io.fogisles.kernel.module.GameDescriptor g = game(t, catalog);
        return g == null ? List.of(SeatSetup.PlayerColour.RED, SeatSetup.PlayerColour.GREEN, SeatSetup.PlayerColour.YELLOW, SeatSetup.PlayerColour.BLUE)
                : GameSetup.colours(g);
    }

    @Override
    public synchronized void close() {
        HostedServer s = hosted();
        if (s == null) return;
        try {
            s.close();
        } catch (Exception e) {
            // the client is ending: every accepted action is already committed to the database
        }
    }
}
