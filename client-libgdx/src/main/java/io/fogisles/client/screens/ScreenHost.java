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
 * What the screens ask of the application: the shared resources (settings, texts, the skin, the engine),
 * frames on demand, and going to another screen. The application implements it; screens never name the
 * application or each other, so each screen can be made and tested on its own.
 */
public interface ScreenHost {
    Settings settings();

    SettingsStore store();

    UiText text();

    Ui ui();

    Painter painter();

    Notices notices();

    /** The autosave of the game chosen on the title screen. */
    Saves saves();

    /** The autosave of a game (by its id; null: the default game's). */
    default Saves saves(String game) {
        return saves();
    }

    ClientModules clientModules();

    FrameProfile profile();

    boolean engineReady();

    /** The window's size in pixels (the screens lay themselves out for it at the UI scale). */
    int screenWidth();

    int screenHeight();

    Engine engine();

    /** Play online: the seat tokens kept, the server hosted here, what the forms last held. */
    io.fogisles.client.online.OnlinePlay online();

    boolean houseRulesLoaded();

    /** Changes after every reload of the house rules (screens that list them rebuild on it). */
    int houseRulesVersion();

    /** The finished games kept for replays (newest first). */
    List<Path> finishedGames();

    /** Applies and saves the settings after a change (language). */
    void applySettings();

    void saveSettings();

    void applyWindowMode();

    void rememberWindow(int w, int h);

    /** Bots wait this much longer after a move (the smoke run: 0). */
    float botPauseFactor();

    /** Draws a frame in {@code seconds} (the client draws only when something changes; timers say when). */
    void wakeIn(float seconds);

    // ---- going places

    void showTitle(String message);

    void showNewGame(String error);

    /** The settings; {@code back} shows the screen to return to. */
    void showSettings(Runnable back);

    void showReplays();

    /** Play online: host a game here or join one; {@code message} says what went wrong (may be null). */
    default void showOnline(String message) {
        show(new OnlineScreen(this, message));
    }

    void startGame(GameSetup setup);

    void continueGame();

    /** Plays a saved game back in the viewer. */
    void openReplay(Path file);

    /** A game played here has ended: it is kept for replays, the autosave goes, and the score sheet shows. */
    void finishGame(Session session);

    /** The score sheet of a finished game; {@code history} may be null (then it is computed); {@code replayFile} for "Watch the replay", may be null. */
    void showEnd(Session session, GameHistory history, Path replayFile);

    /** Shows a screen that is kept (the game behind the settings). */
    void show(com.badlogic.gdx.Screen screen);

    void quit();
}
