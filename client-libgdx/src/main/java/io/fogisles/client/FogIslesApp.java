package io.fogisles.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.utils.Timer;
import io.fogisles.client.core.ClientModules;
import io.fogisles.client.core.ConfigDirs;
import io.fogisles.client.core.Engine;
import io.fogisles.client.core.FrameProfile;
import io.fogisles.client.core.GameArchive;
import io.fogisles.client.core.GameHistory;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.GameTable;
import io.fogisles.client.core.HotSeatTable;
import io.fogisles.client.core.HouseRules;
import io.fogisles.client.core.Notices;
import io.fogisles.client.core.ReplayTable;
import io.fogisles.client.core.RuleTexts;
import io.fogisles.client.core.RuleWatch;
import io.fogisles.client.core.Saves;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.Settings;
import io.fogisles.client.core.SettingsStore;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.screens.EndScreen;
import io.fogisles.client.screens.GameScreen;
import io.fogisles.client.screens.LoadingScreen;
import io.fogisles.client.screens.NewGameScreen;
import io.fogisles.client.screens.ReplaysScreen;
import io.fogisles.client.screens.ScreenHost;
import io.fogisles.client.screens.SettingsScreen;
import io.fogisles.client.screens.StartScreen;
import io.fogisles.client.screens.Ui;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.rules.RuleFolders;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The application: settings, the engine (loaded in the background after the first frame), the shared UI resources,
 * and the screens, which it makes and switches between for them ({@link ScreenHost}). Starting or
 * continuing a game, or opening a replay, makes the rules and the game off the render thread behind a
 * loading screen. It draws only when something changes: input, a timer a screen asked for
 * ({@link #wakeIn}), work finished on another thread, or a screen with something moving.
 */
public final class FogIslesApp extends com.badlogic.gdx.Game implements ScreenHost {
    public final ConfigDirs dirs;
    public final SettingsStore store;
    public final Settings settings;
    public final Saves saves;
    public final GameArchive archive;
    /** The modules' client parts, found after the first frame (start-up time: docs/client.md). */
    private CompletableFuture<ClientModules> clientModules;
    public final SmokeDriver smoke;
    public final Notices notices = new Notices();
    public final io.fogisles.client.online.OnlinePlay online;
    public Ui ui;
    public Painter painter;
    public UiText text;
    public FrameProfile profile = new FrameProfile(false, () -> { });
    private CompletableFuture<Engine> engine; // started after the first frame: startBackgroundWork
    private java.nio.file.Path checkCache;
    private boolean startupTraining; // the launcher's training run for the start-up cache (DesktopLauncher)
    private final ScheduledExecutorService ruleThread = Executors.newSingleThreadScheduledExecutor(r -> {
        return io.fogisles.kernel.script.ScriptThreads.daemon("fogisles-house-rules", r); // checks run the rules' test games
    });
    private volatile boolean houseRulesLoaded, houseRulesChecked;
    private int houseRulesVersion;
    private long wakeAt = Long.MAX_VALUE;

    public FogIslesApp(ConfigDirs dirs, SettingsStore store, Settings settings, SmokeDriver smoke) {
        this.dirs = dirs;
        this.store = store;
        this.settings = settings;
        this.saves = new Saves(dirs.autosaveFile());
        this.archive = new GameArchive(dirs.data().resolve("games"));
        this.smoke = smoke;
        this.online = new io.fogisles.client.online.OnlinePlay(dirs.data(), "0.0.0.0");
    }

    @Override
    public void create() {
        StartupClock.mark("window and GL");
        Gdx.graphics.setContinuousRendering(false); // quiet when idle: frames on demand only
        if (smoke != null && smoke.profiling()) profile = new FrameProfile(true, () -> Gdx.gl.glFinish());
        ui = new Ui();
        painter = new Painter(ui.font);
        text = new UiText(List.of());
        text.lang(settings.language);
        // the rules' checks of the last start are kept in the data folder: an unchanged rule is not checked again
        checkCache = dirs.data().resolve("house-rule-checks.json");
        if (smoke != null) smoke.started(this);
        setScreen(new StartScreen(this));
    }

    /**
     * Starts the engine (module catalog, script host, house rules) and finds the modules' client parts, once.
     * Called after the first frame: on two cores this work slowed the window's first frame down by competing
     * for the CPU, and the title needs neither (its buttons wait for the engine). Anything that needs them
     * earlier starts them itself.
     */
    private synchronized void startBackgroundWork() {
        if (engine != null) return;
        ClassLoader loader = FogIslesApp.class.getClassLoader();
        List<java.nio.file.Path> ruleFolders = RuleFolders.fromEnvironment().roots();
        engine = CompletableFuture.supplyAsync(() -> new Engine(loader, ruleFolders, checkCache));
        clientModules = CompletableFuture.supplyAsync(ClientModules::installed);
        if (startupTraining) { // done once both are there; no house rules are read or checked
            CompletableFuture.allOf(engine, clientModules).whenComplete((v, x) -> Gdx.app.postRunnable(Gdx.app::exit));
            return;
        }
        engine.thenAccept(e -> {
            Gdx.app.postRunnable(() -> text.modules(e.catalog().all()));
            ruleThread.execute(() -> watchHouseRules(e));
        });
        engine.whenComplete((e, x) -> Gdx.app.postRunnable(() -> { })); // the title screen enables its buttons
    }

    /** Makes this the launcher's training run for the start-up cache (see {@link DesktopLauncher}). */
    FogIslesApp startupTraining() {
        startupTraining = true;
        return this;
    }

    /**
     * Loads and checks the house rules, then looks for changes in their folders every 0.7 s: a saved rule
     * file is reloaded and checked, and the screens say so (hot reload). Runs on the house-rule thread.
     */
    private void watchHouseRules(Engine e) {
        RuleWatch watch = new RuleWatch(e.houseRules().roots());
        try {
            HouseRules.Reload first = e.houseRules().reload(this::houseRulesProgress);
            Gdx.app.postRunnable(() -> houseRulesReloaded(first, true));
        } catch (RuntimeException ex) {
            Gdx.app.postRunnable(() -> {
                houseRulesLoaded = true;
                houseRulesChecked = true;
                notices.problem(text.t("client.rules.reload-failed"), List.of(reason(ex)));
            });
        }
        ruleThread.scheduleWithFixedDelay(() -> {
            try {
                if (!watch.poll()) return;
                HouseRules.Reload r = e.houseRules().reload(this::houseRulesProgress);
                Gdx.app.postRunnable(() -> houseRulesReloaded(r, false));
            } catch (RuntimeException ex) { // keep watching; say what went wrong
                Gdx.app.postRunnable(() -> notices.problem(text.t("client.rules.reload-failed"), List.of(reason(ex))));
            }
        }, 700, 700, TimeUnit.MILLISECONDS);
    }

    /** An unexpected failure in words a rule author can act on (a NullPointerException has no message of its own). */
    private static String reason(RuntimeException ex) {
        return (ex.getMessage() == null ? ex.toString() : ex.getMessage()) + " (fix the rule file and save it: it is reloaded automatically)";
    }

    /** The rules were scanned (null) or one rule's check is done: the new-game screen shows it at once. */
    private void houseRulesProgress(String checked) {
        Gdx.app.postRunnable(() -> {
            houseRulesLoaded = true;
            houseRulesVersion++;
        });
    }

    private void houseRulesReloaded(HouseRules.Reload r, boolean first) {
        houseRulesLoaded = true;
        houseRulesChecked = true;
        houseRulesVersion++;
        if (first) { // at start only what is wrong is worth a notice; the new-game screen lists the rules
            for (Notices.Notice n : RuleTexts.reloaded(new HouseRules.Reload(List.of(), List.of(), List.of(), r.broken()), engine().houseRules(), text, List.of()))
                notices.add(n);
            return;
        }
        List<String> inGame = new ArrayList<>();
        if (getScreen() instanceof GameScreen gs) for (var ref : gs.session().rules.houseRules()) inGame.add(ref.id());
        for (Notices.Notice n : RuleTexts.reloaded(r, engine().houseRules(), text, inGame)) notices.add(n);
    }

    // ------------------------------------------------------------------ ScreenHost: resources

    @Override
    public Settings settings() {
        return settings;
    }

    @Override
    public SettingsStore store() {
        return store;
    }

    @Override
    public UiText text() {
        return text;
    }

    @Override
    public Ui ui() {
        return ui;
    }

    @Override
    public Painter painter() {
        return painter;
    }

    @Override
    public Notices notices() {
        return notices;
    }

    @Override
    public Saves saves() {
        return saves(settings.game);
    }

    /** Each game's own autosave: the default game's is {@code autosave.json} (as before there were games), another's {@code autosave-<id>.json}. */
    private final java.util.Map<String, Saves> gameSaves = new java.util.HashMap<>();

    @Override
    public Saves saves(String game) {
        if (game == null) return saves;
        if (engineReady()) {
            io.fogisles.kernel.module.GameDescriptor first = engine().catalog().defaultGame();
            if (first == null || first.id().equals(game)) return saves;
        }
        return gameSaves.computeIfAbsent(game, g -> new Saves(dirs.autosaveFile().resolveSibling("autosave-" + g + ".json")));
    }

    @Override
    public ClientModules clientModules() {
        startBackgroundWork();
        return clientModules.join();
    }

    @Override
    public FrameProfile profile() {
        return profile;
    }

    @Override
    public io.fogisles.client.online.OnlinePlay online() {
        return online;
    }

    @Override
    public boolean houseRulesLoaded() {
        return houseRulesLoaded;
    }

    /** Whether the first scan and check of every house rule is done. */
    public boolean houseRulesChecked() {
        return houseRulesChecked;
    }

    @Override
    public int houseRulesVersion() {
        return houseRulesVersion;
    }

    @Override
    public boolean engineReady() {
        startBackgroundWork();
        return engine.isDone() && !engine.isCompletedExceptionally();
    }

    @Override
    public Engine engine() {
        startBackgroundWork();
        return engine.join();
    }

    @Override
    public int screenWidth() {
        return Gdx.graphics.getWidth();
    }

    @Override
    public int screenHeight() {
        return Gdx.graphics.getHeight();
    }

    @Override
    public List<Path> finishedGames() {
        return archive.games();
    }

    @Override
    public float botPauseFactor() {
        return smoke != null ? smoke.botPauseFactor() : 1f;
    }

    @Override
    public void wakeIn(float seconds) {
        long at = System.nanoTime() + (long) (Math.max(0, seconds) * 1e9);
        if (at >= wakeAt - 5_000_000L && wakeAt > System.nanoTime()) return; // an earlier wake is already set
        wakeAt = at;
        Timer.schedule(new Timer.Task() {
            @Override
            public void run() { // runs on the render thread, which then draws a frame
                if (System.nanoTime() >= wakeAt - 5_000_000L) wakeAt = Long.MAX_VALUE;
            }
        }, Math.max(0, seconds));
    }

    @Override
    public void applySettings() {
        text.lang(settings.language);
        saveSettings();
    }

    @Override
    public void saveSettings() {
        try {
            store.save(settings);
        } catch (java.io.IOException e) {
            Gdx.app.error("fogisles", "could not save the settings to " + store.file() + ": " + e.getMessage());
        }
    }

    @Override
    public void applyWindowMode() {
        if (settings.fullscreen) {
            Graphics.DisplayMode mode = Gdx.graphics.getDisplayMode();
            Gdx.graphics.setFullscreenMode(mode);
        } else {
            Gdx.graphics.setWindowedMode(settings.windowWidth, settings.windowHeight);
        }
    }

    @Override
    public void rememberWindow(int w, int h) {
        if (w >= Settings.MIN_WINDOW_WIDTH && h >= Settings.MIN_WINDOW_HEIGHT) {
            settings.windowWidth = w;
            settings.windowHeight = h;
        }
    }

    // ------------------------------------------------------------------ ScreenHost: going places

    @Override
    public void setScreen(com.badlogic.gdx.Screen screen) {
        com.badlogic.gdx.Screen old = getScreen();
        super.setScreen(screen);
        // the game goes on behind the settings screen; every other screen is done with when left
        if (old != null && old != screen && !(old instanceof GameScreen && screen instanceof SettingsScreen)) old.dispose();
        Gdx.graphics.requestRendering();
    }

    @Override
    public void show(com.badlogic.gdx.Screen screen) {
        setScreen(screen);
    }

    @Override
    public void showTitle(String message) {
        setScreen(new StartScreen(this, message));
    }

    @Override
    public void showNewGame(String error) {
        setScreen(new NewGameScreen(this, error));
    }

    @Override
    public void showSettings(Runnable back) {
        setScreen(new SettingsScreen(this, back));
    }

    @Override
    public void showReplays() {
        setScreen(new ReplaysScreen(this));
    }

    @Override
    public void quit() {
        Gdx.app.exit();
    }

    @Override
    public void render() {
        profile.mark("swap+input");
        super.render();
        if (smoke != null) smoke.afterFrame(this);
        startBackgroundWork();
    }

    /** Makes the rules and the game of a setup on a fresh thread, then shows the table. */
    @Override
    public void startGame(GameSetup setup) {
        long seed = setup.seedFixed() ? setup.seed() : new Random().nextLong() & 0xFFFFFFFFFFFFL;
        CompletableFuture<Game> work = engine().newGame(setup, seed);
        setScreen(new LoadingScreen<>(this, text.t("client.loading.game"), work,
                game -> openGame(new HotSeatTable(game), setup), e -> showNewGame(problem(e))));
    }

    /** Continues the autosaved game. */
    @Override
    public void continueGame() {
        if (!engineReady() || !saves().exists()) return;
        CompletableFuture<Saves.Loaded> work = saves().load(engine().factory());
        setScreen(new LoadingScreen<>(this, text.t("client.loading.continue"), work, l -> {
            openGame(new HotSeatTable(l.game()), l.setup());
            if (!l.warnings().isEmpty()) notices.add(RuleTexts.continued(l.warnings(), text));
        }, e -> showTitle(text.t("client.start.continue-failed", problem(e)))));
    }

    /** Opens a saved game in the replay viewer: read, played through once (checked), then shown from its start. */
    @Override
    public void openReplay(Path file) {
        if (!engineReady()) return;
        Engine e = engine();
        record Opened(ReplayTable table, GameSetup setup) {
        }
        CompletableFuture<Opened> work = Engine.onFreshThread(() -> {
            SaveGame.Parsed parsed = SaveGame.parse(file, e.factory());
            ReplayTable table = ReplayTable.open(parsed, GameHistory.lines(parsed.rules(), clientModules()));
            try (Saves s = new Saves(file)) {
                return new Opened(table, s.setupOf(parsed.rules(), parsed.seed(), parsed.seats(), parsed.appData()));
            }
        });
        setScreen(new LoadingScreen<>(this, text.t("client.loading.replay"), work, r -> openGame(r.table(), r.setup()),
                x -> setScreen(new ReplaysScreen(this, text.t("client.replays.failed", file.getFileName(), problem(x))))));
    }

    private void openGame(GameTable table, GameSetup setup) {
        text.modules(table.rules().modules().ordered());
        List<SeatInfo> seats = new ArrayList<>();
        for (int i = 0; i < setup.seats().size(); i++) {
            SeatSetup s = setup.seats().get(i);
            seats.add(new SeatInfo(i, s.colour(), s.symbol(), s.bot() ? s.level() : null));
        }
        Session session = new Session(table, setup, seats, text, clientModules());
        setScreen(new GameScreen(this, session));
    }

    @Override
    public void finishGame(Session session) {
        Path kept = archive.fileFor(session.seed(), LocalDateTime.now());
        Saves keep = new Saves(kept);
        keep.save(session).whenComplete((v, x) -> { // written while the score sheet shows
            keep.close();
            archive.prune();
        });
        saves(session.rules.game() == null ? null : session.rules.game().id()).delete(); // a finished game cannot be continued
        showEnd(session, null, kept);
    }

    @Override
    public void showEnd(Session session, GameHistory history, Path replayFile) {
        setScreen(new EndScreen(this, session, history, replayFile));
    }

    private static String problem(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && !(t instanceof ModuleException)) t = t.getCause();
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }

    @Override
    public void resize(int width, int height) {
        super.resize(width, height);
        if (!Gdx.graphics.isFullscreen() && smoke == null) rememberWindow(width, height);
    }

    @Override
    public void dispose() {
        if (smoke == null && !startupTraining) saveSettings();
        com.badlogic.gdx.Screen s = getScreen();
        if (s != null) s.dispose();
        ruleThread.shutdownNow();
        online.close(); // a hosted server stops with the client; its tables are in the database for the next time
        // Closing the script engine waits for every script call in progress (a bot still thinking, a rule being
        // checked) and would hold the exit forever: close it on the side; the process ends either way.
        if (engine != null && engine.isDone() && !engine.isCompletedExceptionally()) {
            Thread closer = new Thread(engine.join()::close, "fogisles-engine-close");
            closer.setDaemon(true);
            closer.start();
        }
        saves.close();
        for (Saves g : gameSaves.values()) g.close();
        painter.dispose();
        ui.dispose();
    }
}
