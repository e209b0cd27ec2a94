package io.fogisles.client.core;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.persist.SaveGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The autosave and "Continue". The game itself is written by the kernel's {@link SaveGame} (a log of
 * actions with state hashes); what only the client knows (colours and symbols of the seats) goes into the
 * same file as the save's {@code appData}, so one atomic write keeps both in step. (Older saves kept it
 * beside the save in {@code name.client.json}, which is still read.) Writing replays the log, so it runs on
 * the client's I/O thread while the screen pauses the game; loading rebuilds the game on a fresh thread
 * (see {@link Engine}).
 */
public final class Saves implements AutoCloseable {
    public static final String APP_VERSION = "0.1.0";
    private static final ObjectMapper JSON = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final Path file;
    private final Path sidecar;
    private final ExecutorService io = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "fogisles-io");
        t.setDaemon(true);
        return t;
    });

    /** A continued game: the rebuilt game, its setup, and what the kernel warned about. */
    public record Loaded(Game game, GameSetup setup, List<String> warnings) {
    }

    public Saves(Path file) {
        this.file = file;
        this.sidecar = file.resolveSibling(file.getFileName().toString().replace(".json", "") + ".client.json");
    }

    public Path file() {
        return file;
    }

    public boolean exists() {
        return Files.isRegularFile(file);
    }

    /** Writes the session's game; the caller must not change the game until the future completes. */
    public CompletableFuture<Void> save(Session s) {
        List<SaveGame.Seat> seats = new ArrayList<>();
        for (SeatInfo i : s.seats) seats.add(new SaveGame.Seat(s.seatName(i.seat()), i.botLevel()));
        Game game = s.table.localGame(); // a game played here (a hot-seat table)
        GameSetup setup = s.setup.withSeed(game.seed(), true);
        return CompletableFuture.runAsync(() -> {
            try {
                SaveGame.write(file, game, seats, APP_VERSION, JSON.valueToTree(setup));
                Files.deleteIfExists(sidecar); // an older version's side file would only disagree
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, io);
    }

    /** Forgets the autosave (a finished game cannot be continued). */
    public void delete() {
        try {
            Files.deleteIfExists(file);
            Files.deleteIfExists(sidecar);
        } catch (IOException ignored) {
            // a stale autosave only offers "Continue" once more; loading it then says what is wrong
        }
    }

    /** Rebuilds the saved game; the setup comes from the side file, or from the save's seats when it is missing. */
    public CompletableFuture<Loaded> load(RuleSetFactory factory) {
        return Engine.onFreshThread(() -> {
            SaveGame.Loaded l = SaveGame.read(file, factory, true);
            return new Loaded(l.game(), setupOf(l.game().rules(), l.game().seed(), l.seats(), l.appData()), l.warnings());
        });
    }

    /**
     * The setup of the saved game: seats, colours and symbols from the save's {@code appData} (or an older
     * version's side file) when it fits, else from the save's seats; modules, options and house rules as the
     * save's rules were rebuilt with them.
     */
    public GameSetup setupOf(RuleSet rules, long seed, List<SaveGame.Seat> saved, JsonNode appData) {
        GameSetup setup = null;
        try {
            if (appData != null) setup = JSON.treeToValue(appData, GameSetup.class).sanitized();
            else if (Files.isRegularFile(sidecar)) setup = JSON.readValue(sidecar.toFile(), GameSetup.class).sanitized();
        } catch (IOException | RuntimeException e) {
            setup = null; // the seats come from the save itself
        }
        int n = saved.size();
        io.fogisles.kernel.module.GameDescriptor game = rules.game(); // the save's modules say which game it is, never the client's choice
        if (setup == null || setup.seats().size() != n) {
            List<SeatSetup> seats = new ArrayList<>();
            List<SeatSetup.PlayerColour> colours = GameSetup.colours(game);
            for (int i = 0; i < n; i++) {
                SaveGame.Seat st = saved.get(i);
                seats.add(new SeatSetup(st.bot() != null, st.bot(), colours.get(i % colours.size()), SeatSetup.PlayerSymbol.values()[i % SeatSetup.PlayerSymbol.values().length]));
            }
            setup = new GameSetup(seats, rules.modules().ids(), rules.modules().options(), List.of(), seed, true);
        }
        // the rules as the game was rebuilt with them (the save's record wins over the side file)
        List<HouseRuleChoice> houseRules = new ArrayList<>();
        for (GameConfig.HouseRuleRef r : rules.houseRules()) houseRules.add(new HouseRuleChoice(r.id(), r.options()));
        return setup.withHouseRules(houseRules).withGame(game == null ? null : game.id());
    }

    @Override
    public void close() {
        io.shutdown();
    }
}
