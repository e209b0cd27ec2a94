package io.fogisles.client;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import io.fogisles.client.core.ConfigDirs;
import io.fogisles.client.core.Settings;
import io.fogisles.client.core.SettingsStore;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Starts the desktop client: {@code ./fogisles} runs it. Options for the smoke run:
 * {@code --smoke [--out DIR] [--seed N] [--speed off|fast|normal] [--bots random,greedy,...]
 * [--modules base,harbour,expansion] [--house-rules ID,ID] [--hot-reload RULE_FOLDER] [--human-seat N] [--timeout SECONDS] [--stall SECONDS] [--size WxH] [--animate-rounds N] [--idle-seconds S] [--profile]
 * [--shot-decision ID] [--shot-round N] [--mid-round N] [--online [--join ADDRESS --code CODE --name NAME | --serve]]}; {@code --online} hosts a table in the client, a headless bot of the
 * protocol joins it, and the run plays it; with {@code --join} the window joins a table elsewhere and plays its seat; {@code --serve}
 * opens no window itself but plays a whole game through {@code ./fogisles serve} with two such windows and a headless bot.
 * {@code --timeout} bounds the whole run (default 1800 s); it fails sooner when nothing progressed (no step of the run, no
 * decision in the game) for {@code --stall} seconds (default 300): a busy machine makes the run slow, not stuck.
 */
public final class DesktopLauncher {
    private DesktopLauncher() {
    }

    public static void main(String[] args) {
        StartupClock.mark("to main");
        List<String> a = Arrays.asList(args);
        if (a.contains("--startup-training")) {
            startupTraining();
            return;
        }
        boolean pictures = a.contains("--screenshots"); // the pictures of docs/client.md: a smoke run with a person at seat 0
        boolean smokeRun = a.contains("--smoke") || pictures;
        if (a.contains("--help")) {
            System.out.println("usage: DesktopLauncher [--smoke [--out DIR] [--seed N] [--speed off|fast|normal] [--bots L,L,..] [--modules M,M,..] [--timeout S] [--size WxH]"
                    + " [--human-seat N] [--shot-decision ID] [--shot-round N] [--mid-round N] [--stall S] [--online [--join ADDRESS --code CODE --name NAME | --serve]] [--screenshots DIR]]");
            return;
        }
        if (smokeRun && a.contains("--online") && a.contains("--serve")) { // no window here: it starts the server, two clients and a bot
            System.exit(servedTable(a, pictures));
            return;
        }
        Path out = Path.of(opt(a, "--out", pictures ? "target/screenshots-run" : "target"));
        if (smokeRun) {
            // the smoke run never touches the player's own settings or autosave
            if (System.getProperty("fogisles.configDir") == null) System.setProperty("fogisles.configDir", out.resolve("smoke-home/config").toString());
            if (System.getProperty("fogisles.dataDir") == null) System.setProperty("fogisles.dataDir", out.resolve("smoke-home/data").toString());
        }
        ConfigDirs dirs = ConfigDirs.fromEnvironment();
        SettingsStore store = new SettingsStore(dirs.settingsFile());
        Settings settings = smokeRun ? new Settings().sanitized() : store.load();
        if (store.problem() != null) System.err.println("fogisles: " + store.problem() + " (using default settings)");
        SmokeDriver smoke = null;
        if (smokeRun) {
            settings.animationSpeed = Settings.AnimationSpeed.valueOf(opt(a, "--speed", "fast").toUpperCase(java.util.Locale.ROOT));
            String[] size = opt(a, "--size", "1280x800").split("x");
            settings.windowWidth = Integer.parseInt(size[0]);
            settings.windowHeight = Integer.parseInt(size[1]);
            settings.fullscreen = false;
            smoke = new SmokeDriver(out, Long.parseLong(opt(a, "--seed", "20240611")), List.of(opt(a, "--bots", "greedy,random,greedy,random").split(",")),
                    List.of(opt(a, "--modules", "base,harbour,expansion").split(",")), Double.parseDouble(opt(a, "--timeout", "1800")))
                    .stallSeconds(Double.parseDouble(opt(a, "--stall", "300")))
                    .animateRounds(Integer.parseInt(opt(a, "--animate-rounds", pictures ? "2" : "1000"))).profiling(a.contains("--profile")).memoryReport(a.contains("--memory-report")).launchOnly(a.contains("--launch-only"))
                    .idleSeconds(Float.parseFloat(opt(a, "--idle-seconds", "5")))
                    .shotDecision(opt(a, "--shot-decision", "base:fly"), Integer.parseInt(opt(a, "--shot-round", "2")))
                    .midRound(Integer.parseInt(opt(a, "--mid-round", "3")))
                    .humanSeat(Integer.parseInt(opt(a, "--human-seat", pictures ? "0" : "-1")))
                    .screenshots(pictures ? Path.of(opt(a, "--screenshots", "docs/images")) : null)
                    .hotReload(opt(a, "--hot-reload", "").isBlank() ? null : Path.of(opt(a, "--hot-reload", "")))
                    .houseRules(opt(a, "--house-rules", "").isBlank() ? List.of() : List.of(opt(a, "--house-rules", "").split(",")))
                    .online(a.contains("--online"));
            if (a.contains("--online") && a.contains("--join")) smoke.joinOnline(opt(a, "--join", ""), opt(a, "--code", ""), opt(a, "--name", "Player"));
        }
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle("Fog Isles");
        config.setWindowedMode(settings.windowWidth, settings.windowHeight);
        config.setWindowSizeLimits(Settings.MIN_WINDOW_WIDTH, Settings.MIN_WINDOW_HEIGHT, -1, -1);
        // No multisampling by default: the table is drawn supersampled into cached pictures (see PanelCache), which
        // smooths the edges too; multisampling every pixel of every frame made software GL four times slower.
        config.setBackBufferConfig(8, 8, 8, 8, 16, 0, Integer.getInteger("fogisles.msaa", 0));
        config.disableAudio(true); // the game has no sound; no audio device needed
        if (smokeRun) {
            config.useVsync(false);
            config.setForegroundFPS(0); // measure the real cost of a frame
        } else {
            config.useVsync(true);
            config.setForegroundFPS(60);
            if (settings.fullscreen) config.setFullscreenMode(Lwjgl3ApplicationConfiguration.getDisplayMode());
        }
        FogIslesApp app = new FogIslesApp(dirs, store, settings, smoke);
        StartupClock.mark("settings");
        try {
            new Lwjgl3Application(app, config);
        } catch (Throwable e) {
            if (smoke == null) throw e;
            smoke.crashed(e);
        }
        // the window is closed: end the process even if a script engine thread or a bot is still busy
        System.exit(smoke != null ? smoke.exitCode() : 0);
    }

    /**
     * The launcher's training run for the JVM's start-up cache (JDK 25+): the way from {@code main} to the title's
     * first frame, the engine and the modules' client parts, in a hidden window with the default settings, then
     * the process ends. The cache then holds what every start needs and nothing a past session happened to do
     * (a cache recorded from a whole game was twice the size, and the JVM maps and loads all of it at every
     * start). Nothing is written: no settings, no autosave, no house-rule checks.
     */
    private static void startupTraining() {
        Settings settings = new Settings().sanitized();
        Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
        config.setTitle("Fog Isles");
        config.setWindowedMode(settings.windowWidth, settings.windowHeight);
        config.setInitialVisible(false);
        config.disableAudio(true);
        config.useVsync(false);
        ConfigDirs dirs = ConfigDirs.fromEnvironment();
        FogIslesApp app = new FogIslesApp(dirs, new SettingsStore(dirs.settingsFile()), settings, null).startupTraining();
        new Lwjgl3Application(app, config);
        System.exit(0);
    }

    /** {@code --smoke --online --serve}: a whole game through {@code ./fogisles serve} with two windows and a headless bot ({@link ServedTableRun}). */
    private static int servedTable(List<String> a, boolean pictures) {
        try {
            return ServedTableRun.main(Path.of(System.getProperty("fogisles.home", ".")), Path.of(opt(a, "--out", "target/served-table-run")),
                    pictures ? Path.of(opt(a, "--screenshots", "docs/images")) : null, java.time.Duration.ofSeconds(Long.parseLong(opt(a, "--timeout", "2400"))), java.time.Duration.ofSeconds(Long.parseLong(opt(a, "--stall", "300"))));
        } catch (java.io.IOException e) {
            System.err.println("fogisles: the online run failed: " + e);
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    private static String opt(List<String> a, String name, String fallback) {
        int i = a.indexOf(name);
        return i >= 0 && i + 1 < a.size() ? a.get(i + 1) : fallback;
    }
}
