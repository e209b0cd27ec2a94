package io.fogisles.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import io.fogisles.client.core.ClientModules;
import io.fogisles.client.core.ConfigDirs;
import io.fogisles.client.core.Engine;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.HouseRules;
import io.fogisles.client.core.Notices;
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
import io.fogisles.client.screens.GameScreen;
import io.fogisles.client.screens.LoadingScreen;
import io.fogisles.client.screens.NewGameScreen;
import io.fogisles.client.screens.StartScreen;
import io.fogisles.client.screens.Ui;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.rules.RuleFolders;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The application: settings, the engine (loaded in the background at start), the shared UI resources,
 * and the screens. Starting or continuing a game makes the rules and the game off the render thread
 * behind a loading screen.
 */
public final class FogIslesApp extends com.badlogic.gdx.Game {
    public final ConfigDirs dirs;
    public final SettingsStore store;
    public final Settings settings;
    public final Saves saves;
    public final ClientModules clientModules = ClientModules.installed();
    public final SmokeDriver smoke;
    public final Notices notices = new Notices();
    public Ui ui;
    public Painter painter;
    public UiText text;
    public FrameProfile profile = new FrameProfile(false, () -> { });
    private CompletableFuture<Engine> engine;
    private final ScheduledExecutorService ruleThread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "fogisles-house-rules");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean houseRulesLoaded, houseRulesChecked;
    private int houseRulesVersion;
    public FogIslesApp(ConfigDirs dirs, SettingsStore store, Settings settings, SmokeDriver smoke) {
        this.dirs = dirs;
        this.store = store;
        this.settings = settings;
        this.saves = new Saves(dirs.autosaveFile());
        this.smoke = smoke;
    }

    @Override
    public void create() {
        if (smoke != null && smoke.profiling()) profile = new FrameProfile(true, () -> Gdx.gl.glFinish());
        ui = new Ui();
        painter = new Painter(Painter.defaultFont());
        text = new UiText(List.of());
        text.lang(settings.language);
        ClassLoader loader = FogIslesApp.class.getClassLoader();
        List<java.nio.file.Path> ruleFolders = RuleFolders.fromEnvironment().roots();
        engine = CompletableFuture.supplyAsync(() -> new Engine(loader, ruleFolders));
        engine.thenAccept(e -> {
            Gdx.app.postRunnable(() -> text.modules(e.catalog().all()));
            ruleThread.execute(() -> watchHouseRules(e));
        });
        if (smoke != null) smoke.started(this);
        setScreen(new StartScreen(this));
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

    /** Whether the house rules have been scanned once (their checks may still be running). */
    public boolean houseRulesLoaded() {
        return houseRulesLoaded;
    }

    /** Whether the first scan and check of every house rule is done. */
    public boolean houseRulesChecked() {
        return houseRulesChecked;
    }

    /** Changes after every reload of the house rules (screens that list them rebuild on it). */
    public int houseRulesVersion() {
        return houseRulesVersion;
    }

    public boolean engineReady() {
        return engine.isDone() && !engine.isCompletedExceptionally();
    }

    public Engine engine() {
        return engine.join();
    }

    @Override
    public void setScreen(com.badlogic.gdx.Screen screen) {
        com.badlogic.gdx.Screen old = getScreen();
        super.setScreen(screen);
        // the game goes on behind the settings screen; every other screen is done with when left
        if (old != null && old != screen && !(old instanceof GameScreen && screen instanceof io.fogisles.client.screens.SettingsScreen)) old.dispose();
    }

    @Override
    public void render() {
        profile.mark("swap+input");
        super.render();
        if (smoke != null) smoke.afterFrame(this);
    }

    /** Makes the rules and the game of a setup on a fresh thread, then shows the table. */
    public void startGame(GameSetup setup) {
        long seed = setup.seedFixed() ? setup.seed() : new Random().nextLong() & 0xFFFFFFFFFFFFL;
        CompletableFuture<Game> work = engine().newGame(setup, seed);
        setScreen(new LoadingScreen<>(this, text.t("client.loading.game"), work,
                game -> openGame(game, setup), e -> setScreen(new NewGameScreen(this, problem(e)))));
    }

    /** Continues the autosaved game. */
    public void continueGame() {
        if (!engineReady() || !saves.exists()) return;
        CompletableFuture<Saves.Loaded> work = saves.load(engine().factory());
        setScreen(new LoadingScreen<>(this, text.t("client.loading.continue"), work, l -> {
            openGame(l.game(), l.setup());
            if (!l.warnings().isEmpty()) notices.add(RuleTexts.continued(l.warnings(), text));
        }, e -> setScreen(new StartScreen(this, text.t("client.start.continue-failed", problem(e))))));
    }

    private void openGame(Game game, GameSetup setup) {
        text.modules(game.rules().modules().ordered());
        List<SeatInfo> seats = new ArrayList<>();
        for (int i = 0; i < setup.seats().size(); i++) {
            SeatSetup s = setup.seats().get(i);
            String name = text.t(s.colour().key());
            seats.add(new SeatInfo(i, name, s.colour(), s.symbol(), s.bot() ? s.level() : null));
        }
        Session session = new Session(game.rules(), game, setup, seats, text, clientModules);
        setScreen(new GameScreen(this, session));
    }

    private static String problem(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && !(t instanceof ModuleException)) t = t.getCause();
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }

    /** Bots wait this much longer (smoke runs: 0). */
    public float botPauseFactor() {
        return smoke != null ? smoke.botPauseFactor() : 1f;
    }

    public void applySettings() {
        text.lang(settings.language);
        saveSettings();
    }

    public void saveSettings() {
        try {
            store.save(settings);
        } catch (java.io.IOException e) {
            Gdx.app.error("fogisles", "could not save the settings to " + store.file() + ": " + e.getMessage());
        }
    }

    public void applyWindowMode() {
        if (settings.fullscreen) {
            Graphics.DisplayMode mode = Gdx.graphics.getDisplayMode();
            Gdx.graphics.setFullscreenMode(mode);
        } else {
            Gdx.graphics.setWindowedMode(settings.windowWidth, settings.windowHeight);
        }
    }

    public void rememberWindow(int w, int h) {
        if (w >= 640 && h >= 480) {
            settings.windowWidth = w;
            settings.windowHeight = h;
        }
    }

    @Override
    public void resize(int width, int height) {
        super.resize(width, height);
        if (!Gdx.graphics.isFullscreen() && smoke == null) rememberWindow(width, height);
    }

    @Override
    public void dispose() {
        if (smoke == null) saveSettings();
        com.badlogic.gdx.Screen s = getScreen();
        if (s != null) s.dispose();
        ruleThread.shutdownNow();
        // Closing the script engine waits for every script call in progress (a bot still thinking, a rule being
        // checked) and would hold the exit forever: close it on the side; the process ends either way.
        if (engine.isDone() && !engine.isCompletedExceptionally()) {
            Thread closer = new Thread(engine.join()::close, "fogisles-engine-close");
            closer.setDaemon(true);
            closer.start();
        }
        saves.close();
        painter.dispose();
        ui.dispose();
    }
}
