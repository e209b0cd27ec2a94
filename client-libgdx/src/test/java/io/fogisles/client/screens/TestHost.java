package io.fogisles.client.screens;

import io.fogisles.client.core.ClientModules;
import io.fogisles.client.core.Engine;
import io.fogisles.client.core.FrameProfile;
import io.fogisles.client.core.GameHistory;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.Notices;
import io.fogisles.client.core.Saves;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.Settings;
import io.fogisles.client.core.SettingsStore;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.render.Painter;
import java.nio.file.Path;
import java.util.List;

/**
 * The application as the screens see it, for tests: real texts, skin, painter and engine, a window of a
 * size the test sets, and no navigation (a button that would go to another screen does nothing).
 */
final class TestHost implements ScreenHost {
    final Settings settings = new Settings();
    final UiText text = new UiText(List.of());
    final Ui ui = new Ui();
    final Painter painter = new Painter(ui.font);
    final Notices notices = new Notices();
    private final Engine engine;
    private final SettingsStore store;
    private final Saves saves;
    private final List<Path> finished;
    private final ClientModules modules = ClientModules.installed();
    private final FrameProfile profile = new FrameProfile(false, () -> { });
    int width = 1280, height = 800;
    final io.fogisles.client.online.OnlinePlay online;
    /** The screen the last navigation asked for (the online test follows it; the layout test never navigates). */
    volatile com.badlogic.gdx.Screen shown;

    TestHost(Engine engine, Path home, Path autosave, List<Path> finished) {
        this.engine = engine;
        this.store = new SettingsStore(home.resolve("settings.json"));
        this.saves = new Saves(autosave);
        this.finished = finished;
        text.modules(engine.catalog().all());
        this.online = new io.fogisles.client.online.OnlinePlay(home.resolve("data"), "127.0.0.1");
    }

    /** Language, window and UI scale for the next layout. */
    void use(String language, int w, int h, float scale) {
        settings.language = language;
        text.lang(language);
        width = w;
        height = h;
        settings.uiScale = scale;
    }

    // @formatter:off
    @Override public Settings settings() { return settings; }
    @Override public SettingsStore store() { return store; }
    @Override public UiText text() { return text; }
    @Override public Ui ui() { return ui; }
    @Override public Painter painter() { return painter; }
    @Override public Notices notices() { return notices; }
    @Override public Saves saves() { return saves; }
    @Override public ClientModules clientModules() { return modules; }
    @Override public FrameProfile profile() { return profile; }
    @Override public boolean engineReady() { return true; }
    @Override public int screenWidth() { return width; }
    @Override public int screenHeight() { return height; }
    @Override public Engine engine() { return engine; }
    @Override public io.fogisles.client.online.OnlinePlay online() { return online; }
    @Override public boolean houseRulesLoaded() { return true; }
    @Override public int houseRulesVersion() { return 1; }
    @Override public List<Path> finishedGames() { return finished; }
    @Override public void applySettings() { text.lang(settings.language); }
    @Override public void saveSettings() { }
    @Override public void applyWindowMode() { }
    @Override public void rememberWindow(int w, int h) { }
    @Override public float botPauseFactor() { return 0; }
    @Override public void wakeIn(float seconds) { }
    @Override public void showTitle(String message) { shown = new StartScreen(this, message); }
    @Override public void showNewGame(String error) { }
    @Override public void showSettings(Runnable back) { }
    @Override public void showReplays() { }
    @Override public void startGame(GameSetup setup) { }
    @Override public void continueGame() { }
    @Override public void openReplay(Path file) { }
    @Override public void finishGame(Session session) { }
    @Override public void showEnd(Session session, GameHistory history, Path replayFile) { shown = new EndScreen(this, session, history, replayFile); }
    @Override public void show(com.badlogic.gdx.Screen screen) { shown = screen; }
    @Override public void quit() { }
    // @formatter:on
}
