package io.fogisles.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.graphics.Pixmap;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.HouseRuleChoice;
import io.fogisles.client.core.Notices;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.core.Settings;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.screens.EndScreen;
import io.fogisles.client.screens.GameScreen;
import io.fogisles.client.screens.NewGameScreen;
import io.fogisles.client.screens.StartScreen;
import io.fogisles.kernel.random.Rng;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The smoke run ({@code --smoke}): drives the real application through the title and new-game screens,
 * plays a game with the given modules to the score sheet (bots, and optionally one seat played through the
 * table's own bindings), plays a copy of the game's last autosave back in the replay viewer, saves
 * screenshots, measures the start-up, the frame times, the CPU the client uses while it waits for a person
 * (on the title screen, at a person's decision, on the score sheet) and its memory, writes
 * {@code smoke-report.txt} and exits (0 on success). With {@code --screenshots DIR} the same run makes the
 * pictures of docs/client.md instead (one of them in German at 125 %).
 */
public final class SmokeDriver {
    private enum Phase { TITLE, IDLE_TITLE, NEW_GAME, HOT_RELOAD, PLAYING, END, REPLAY, ONLINE, DONE }

    /** Seconds of quiet measured at each idle point ({@code --idle-seconds}; longer windows average out a busy machine). */
    private float idleSeconds = 5f;

    private final Path out;
    private final long seed;
    private final List<String> bots;
    private final List<String> modules;
    private final double timeoutSeconds;
    private double stallSeconds = 300;
    private Progress progress;
    private long progressWritten;
    private String progressMark = "";
    private List<String> houseRules = List.of();
    private Path hotReloadRule;
    private String goodScript;
    private int reloadStep;
    private long reloadStart;
    private String reloadReport;
    private int pictureRedraws;
    private double rulesReadyMs = -1;
    private int humanSeat = -1;
    private final Rng humanChoices = new Rng(7); // all randomness from the kernel RNG
    private boolean humanShot;
    private String undoReport;
    private int humanActions;
    private String undoFrom, undoDecision;
    private Phase phase = Phase.TITLE;
    private int frames;
    private long last;
    private long started = System.nanoTime();
    private double firstFrameMs = -1;
    private double launchMs = -1;
    private String startup; // where the start-up time went (StartupClock)
    private double boardMs = -1;
    private boolean launchOnly;
    private final List<Double> gameFrames = new ArrayList<>();
    private final List<String> shots = new ArrayList<>();
    private boolean midShot;
    private int exitCode = 2;
    private String failure;
    private long gameStart;
    private double gameSeconds;
    private int midRound = 3;
    /** The person's decision that is photographed (and where the CPU is measured while it waits), from which round on. */
    private String shotDecision = "base:fly";
    private int shotRound = 2;
    private int progressVersion = -1;
    private long progressPrinted;
    private int fastRounds = Integer.MAX_VALUE;
    private boolean profiling;
    private boolean memoryReport;
    private Path screenshots; // --screenshots: the pictures of the docs go here
    private OnlineSmokeRun online; // --online: host a table, a headless bot joins, play it (see OnlineSmokeRun)
    // quiet measurements
    private String idleWhat;
    /** The window's marks, written by the timer thread: start and end wall clock and process CPU (0: not yet). */
    private volatile long idleStart, idleCpu, idleEndAt, idleEndCpu;
    private volatile java.util.Map<String, Long> idleThreadsBefore = Map.of(), idleThreadsAfter = Map.of();
    /** How long after the screen came to rest the window opened (the settling and the compilers' finishing). */
    private volatile long idleSettledMillis;
    private int idleFrames;
    private final List<String> idleReport = new ArrayList<>();
    private double maxIdleCpu;
    private boolean idleAtTurnDone;
    private float decisionShownAt = -1;
    // the autosave copy and its replay
    private boolean wasSaving;
    private Path autosaveCopy;
    private String replayReport;
    private int[] gameTotals;
    private long rssAfterGame = -1;
    private final List<Double> botTurns = new ArrayList<>();
    private int turnSeat = -1;
    private int endStep;
    private boolean replayShot, replayShown;
    private List<String> scoreRows = List.of();
    private long turnStart;

    /**
     * @param timeoutSeconds a generous bound on the whole run; the run fails sooner only when nothing progressed for
     *                       {@link #stallSeconds} (no step of the run, no decision in the game)
     */
    public SmokeDriver(Path out, long seed, List<String> bots, List<String> modules, double timeoutSeconds) {
        this.out = out;
        this.seed = seed;
        this.bots = bots;
        this.modules = modules;
        this.timeoutSeconds = timeoutSeconds;
    }

    /** The run fails when nothing progressed (a step of the run, a decision in the game) for this long. */
    public SmokeDriver stallSeconds(double seconds) {
        stallSeconds = seconds;
        return this;
    }

    /** Stops at the first frame of the table: measures the start-up and the way to the board only. */
    public SmokeDriver launchOnly(boolean on) {
        launchOnly = on;
        return this;
    }

    /** Measures where the frame time goes (slower: waits for the GL after every part of a frame). */
    public SmokeDriver profiling(boolean on) {
        profiling = on;
        return this;
    }

    boolean profiling() {
        return profiling;
    }

    /** After the game: a full GC, then the heap's largest classes and (with -XX:NativeMemoryTracking) the JVM's native memory into smoke-memory.txt. */
    public SmokeDriver memoryReport(boolean on) {
        memoryReport = on;
        return this;
    }

    /** Animations play (at the chosen speed) only in the first rounds; then they are off, to keep the run short. */
    public SmokeDriver animateRounds(int rounds) {
        fastRounds = rounds;
        return this;
    }

    /**
     * Before the game: breaks the script of the rule in this folder, waits for the client to reload it and
     * show the error (screenshot {@code smoke-hot-reload.png}), then repairs it and waits for the reload.
     */
    public SmokeDriver hotReload(Path ruleFolder) {
        hotReloadRule = ruleFolder;
        return this;
    }

    /**
     * Seat {@code seat} is a person, played by the driver through the table's own bindings (what a click,
     * a drag or a key would do); the first flight decision is photographed ({@code smoke-human-turn.png}),
     * the client's CPU is measured while it waits there, and one step is taken back with undo. -1: bots only.
     */
    public SmokeDriver humanSeat(int seat) {
        humanSeat = seat;
        return this;
    }

    /** The person's decision to photograph ({@code smoke-human-turn.png}), from round {@code round} on. */
    public SmokeDriver shotDecision(String decision, int round) {
        shotDecision = decision;
        shotRound = round;
        return this;
    }

    /** The round from which the mid-game picture is taken. */
    public SmokeDriver midRound(int round) {
        midRound = round;
        return this;
    }

    /** House rules (by id) to play with. */
    public SmokeDriver houseRules(List<String> ids) {
        houseRules = List.copyOf(ids);
        return this;
    }

    /** How long the client is left alone at each idle point while its CPU is measured. */
    public SmokeDriver idleSeconds(float seconds) {
        idleSeconds = seconds;
        return this;
    }

    /** Makes the pictures of docs/client.md in {@code dir} instead of the smoke run's screenshots. */
    public SmokeDriver screenshots(Path dir) {
        screenshots = dir;
        return this;
    }

    /** Plays online instead of at one screen: hosts a table in the client, a headless bot joins it (see {@link OnlineSmokeRun}). */
    public SmokeDriver online(boolean on) {
        online = on ? new OnlineSmokeRun(this::shot, screenshots != null, modules, null) : null;
        return this;
    }

    /** Plays online as a friend: joins the table {@code code} at {@code address} under {@code name} and plays the seat it takes. */
    public SmokeDriver joinOnline(String address, String code, String name) {
        online = new OnlineSmokeRun(this::shot, screenshots != null, modules, new OnlineSmokeRun.Join(address, code, name));
        return this;
    }

    public int exitCode() {
        return exitCode;
    }

    public float botPauseFactor() {
        return 0f;
    }

    void started(FogIslesApp app) {
        StartupClock.mark("create");
        started = System.nanoTime();
        progress = new Progress(java.time.Duration.ofMillis((long) (stallSeconds * 1000)), java.time.Duration.ofMillis((long) (timeoutSeconds * 1000)));
    }

    /**
     * Where the run has got to: its phase, the online run's step, the game's version (every decision changes it),
     * the replay's position and the steps of the score sheet and the hot reload. A frame alone is no progress: a
     * run that draws and waits for something that never comes is stuck.
     */
    private String progressMark(FogIslesApp app) {
        com.badlogic.gdx.Screen s = app.getScreen();
        StringBuilder b = new StringBuilder("phase ").append(phase);
        if (online != null) b.append(", online ").append(online.progress());
        b.append(", screen ").append(s == null ? "none" : s.getClass().getSimpleName());
        if (s instanceof GameScreen gs) {
            b.append(", game version ").append(gs.session().version());
            var replay = gs.session().table.replay();
            if (replay != null) b.append(", replay at ").append(replay.position());
        }
        if (phase == Phase.HOT_RELOAD) b.append(", reload step ").append(reloadStep);
        if (phase == Phase.END) b.append(", score sheet step ").append(endStep);
        if (idleWhat != null) b.append(", measuring the quiet on ").append(idleWhat);
        return b.toString();
    }

    /** Notes the run's progress (and writes it for whoever waits on this process, at most every 2 s); false once it is stuck. */
    private boolean progressing(FogIslesApp app, long now) {
        if (progress == null) started(app);
        String mark = progressMark(app);
        progress.see("run", mark);
        if (!mark.equals(progressMark) && now - progressWritten > 2_000_000_000L) {
            progressMark = mark;
            progressWritten = now;
            try {
                Files.createDirectories(out);
                Files.writeString(out.resolve(Progress.FILE), String.format(Locale.ROOT, "%.1f s: %s%n", (now - started) / 1e9, mark), StandardCharsets.UTF_8);
            } catch (IOException e) {
                // the run's own checks go on; only an outside watcher misses this note
            }
        }
        String stuck = progress.verdict();
        if (stuck == null) return true;
        fail(app, stuck + "; " + mark);
        return false;
    }

    void afterFrame(FogIslesApp app) {
        long now = System.nanoTime();
        if (firstFrameMs < 0) {
            firstFrameMs = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            String launched = System.getenv("FOGISLES_LAUNCHED_AT"); // set by ./fogisles: the start as the user sees it
            if (launched != null && launched.matches("\\d+")) launchMs = System.currentTimeMillis() - Long.parseLong(launched);
            StartupClock.mark("first frame");
            startup = StartupClock.report();
        }
        if (phase == Phase.PLAYING && last != 0 && app.getScreen() instanceof GameScreen) gameFrames.add((now - last) / 1e6);
        last = now;
        if (phase != Phase.DONE && !progressing(app, now)) return;
        if (idleWhat != null) { // measuring the quiet: no frames asked for; the timer's wake ends it
            if (idleStart != 0 && idleEndAt == 0) idleFrames++; // a frame drawn inside the window
            if (idleEndAt == 0) return;
            idleEnd();
        }
        Gdx.graphics.requestRendering(); // the driver acts every frame
        frames++;
        if (rulesReadyMs < 0 && app.houseRulesChecked()) rulesReadyMs = (now - started) / 1e6;
        com.badlogic.gdx.Screen s = app.getScreen();
        switch (phase) {
            case TITLE -> {
                // the title once the start-up work is done (the engine, the house rules read and checked)
                if (s instanceof StartScreen && app.engineReady() && app.houseRulesChecked() && settled(frames > 3) && online != null) {
                    phase = Phase.ONLINE;
                } else if (s instanceof StartScreen && app.engineReady() && app.houseRulesChecked() && settled(frames > 3)) {
                    if (screenshots != null) shot("title.png");
                    phase = Phase.IDLE_TITLE;
                    idleBegin("the title screen");
                }
            }
            case IDLE_TITLE -> {
                NewGameScreen ng = new NewGameScreen(app);
                app.setScreen(ng);
                List<SeatSetup> seats = new ArrayList<>();
                for (int i = 0; i < bots.size(); i++)
                    seats.add(new SeatSetup(i != humanSeat, bots.get(i), SeatSetup.PlayerColour.values()[i], SeatSetup.PlayerSymbol.values()[i]));
                List<HouseRuleChoice> rules = new ArrayList<>();
                for (String id : houseRules) rules.add(new HouseRuleChoice(id, Map.of()));
                GameSetup setup = new GameSetup(seats, modules, Map.of("base", Map.of("island", "front"), "harbour", Map.of("side", "front")), rules, seed, true);
                ng.setup(setup);
                phase = Phase.NEW_GAME;
                frames = 0;
            }
            case NEW_GAME -> {
                if (frames == 4) shot(screenshots != null ? "new-game.png" : "smoke-new-game.png");
                if (frames == 5 && hotReloadRule != null) {
                    phase = Phase.HOT_RELOAD;
                    frames = 0;
                } else if (frames == 5 && s instanceof NewGameScreen ng) {
                    startGame(ng);
                }
            }
            case HOT_RELOAD -> hotReload(app, s);
            case PLAYING -> playing(app, s, now);
            case END -> end(app, s);
            case REPLAY -> replay(app, s);
            case ONLINE -> {
                if (online.afterFrame(app)) finishOnline(app);
            }
            default -> {
            }
        }
    }

    private long settledSince;

    /** True a second after {@code ready} first held: the screen has had time to settle before it is measured. */
    private boolean settled(boolean ready) {
        if (!ready) {
            settledSince = 0;
            return false;
        }
        if (settledSince == 0) settledSince = System.nanoTime();
        return System.nanoTime() - settledSince > 1_000_000_000L;
    }

    private void startGame(NewGameScreen ng) {
        gameStart = System.nanoTime();
        ng.start();
        phase = Phase.PLAYING;
        frames = 0;
    }

    private void playing(FogIslesApp app, com.badlogic.gdx.Screen s, long now) {
        if (s instanceof GameScreen gs) {
            if (boardMs < 0) { // the first frame of the table, drawn (this is called after the frame)
                boardMs = (now - gameStart) / 1e6;
                if (launchOnly) {
                    report(app, null);
                    phase = Phase.DONE;
                    Gdx.app.exit();
                    return;
                }
            }
            pictureRedraws = gs.pictureRedraws();
            if (gs.session().version() != progressVersion) { // progress: an action was taken
                progressVersion = gs.session().version();
                if (now - progressPrinted > 5_000_000_000L) {
                    progressPrinted = now;
                    System.out.println("smoke progress: round " + gs.session().round() + ", step " + progressVersion);
                }
            }
            int pending = gs.session().pendingSeat();
            if (pending != turnSeat) { // how long a bot's turn takes at this pace (from its first decision to the next player's)
                if (turnSeat >= 0 && gs.session().isBot(turnSeat) && gs.session().round() >= 1) botTurns.add((now - turnStart) / 1e9);
                turnSeat = pending;
                turnStart = now;
            }
            if (gs.saving()) wasSaving = true;
            else if (wasSaving) { // an autosave was written: keep a copy (the last one is played back in the viewer)
                wasSaving = false;
                copyAutosave(app);
            }
            if (humanSeat >= 0) playHuman(app, gs);
            if (gs.session().round() > fastRounds) app.settings.animationSpeed = Settings.AnimationSpeed.OFF;
            if (!midShot && !gs.saving() && gs.session().round() >= midRound && gs.animationsIdle() && frames > 2) {
                midShot = true;
                if (screenshots == null) shot("smoke-mid-game.png");
            }
        } else if (s instanceof EndScreen es) {
            gameSeconds = (now - gameStart) / 1e9;
            gameTotals = es.sheet().totals().clone();
            scoreRows = es.sheet().rows();
            phase = Phase.END;
            frames = 0;
        } else if (s instanceof NewGameScreen || s instanceof StartScreen) {
            fail(app, "the game did not start (back on " + s.getClass().getSimpleName() + ")");
        }
    }

    private void copyAutosave(FogIslesApp app) {
        try {
            autosaveCopy = out.resolve("smoke-autosave.json");
            var game = app.getScreen() instanceof GameScreen gs ? gs.session().rules.game() : null;
            Files.copy(app.saves(game == null ? null : game.id()).file(), autosaveCopy, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            failure = "could not copy the autosave: " + e;
        }
    }

    private void end(FogIslesApp app, com.badlogic.gdx.Screen s) {
        if (!(s instanceof EndScreen es) || es.history() == null) return; // the charts are being computed
        endStep++;
        if (endStep == 1) {
            rssAfterGame = MemoryProbe.rssKb();
            if (memoryReport) memoryReport();
        }
        if (endStep == 3) shot(screenshots != null ? "score-sheet.png" : "smoke-score-sheet.png");
        if (endStep == 4) {
            if (!midShot && screenshots == null) failure = "the game ended before round " + midRound + ": no mid-game screenshot";
            idleBegin("the score sheet");
        }
        if (endStep == 5) {
            if (autosaveCopy == null) {
                failure = "no autosave was written during the game";
                finish(app);
                return;
            }
            app.openReplay(autosaveCopy);
            phase = Phase.REPLAY;
            frames = 0;
        }
    }

    /** Plays the copy of the last autosave in the replay viewer to its end and notes the totals it shows. */
    private void replay(FogIslesApp app, com.badlogic.gdx.Screen s) {
        if (!(s instanceof GameScreen gs)) return; // the viewer opens (a run where it never does stops for want of progress)
        var replay = gs.session().table.replay();
        if (replay == null) {
            fail(app, "the game screen shows no replay");
            return;
        }
        if (!replayShown) { // the viewer's first frame: count from here
            replayShown = true;
            frames = 1;
        }
        if (frames == 3) replay.play(true); // from the start, at the run's pace (no animations by now)
        if (!replayShot && replay.position() >= replay.length() / 2) { // halfway: a picture of the viewer
            replayShot = true;
            replay.play(false);
            shot(screenshots != null ? "replay.png" : "smoke-replay.png");
            replay.play(true);
        }
        if (frames > 3 && !replay.playing() && gs.animationsIdle()) {
            int[] totals = gs.session().table.scores().totals();
            replayReport = "replay viewer: " + autosaveCopy.getFileName() + " played back to action " + replay.position() + " of " + replay.length()
                    + (replay.problem() == null ? "" : " (STOPPED: " + replay.problem() + ")") + ", totals " + Arrays.toString(totals);
            if (replay.problem() != null) failure = "the replay stopped: " + replay.problem();
            finish(app);
        }
    }

    private void finishOnline(FogIslesApp app) {
        if (failure == null) failure = online.failure();
        StringBuilder r = new StringBuilder("Fog Isles client smoke run (online)\n");
        r.append("result: ").append(failure == null ? "OK" : "FAILED: " + failure).append('\n');
        for (String line : online.report()) r.append(line).append('\n');
        r.append("screenshots:\n");
        for (String s : shots) r.append("  ").append(s).append('\n');
        write(r.toString());
        exitCode = failure == null ? 0 : 1;
        phase = Phase.DONE;
        Gdx.app.exit();
    }

    private void finish(FogIslesApp app) {
        report(app, null);
        phase = Phase.DONE;
        Gdx.app.exit();
    }

    // ------------------------------------------------------------------ quiet

    /** How long the client is left at rest before its quiet is measured (see {@link #idleBegin}). */
    private static final float IDLE_SETTLE_SECONDS = 2f;

    /**
     * Measures the CPU of the whole process while nothing happens on the screen: the window opens
     * {@value #IDLE_SETTLE_SECONDS} s after the screen came to rest and lasts {@code idleSeconds}. Both marks are
     * read on a thread of the measurement's own, so the frame that the closing wake draws is not counted (it is the
     * measurement's, not the client's). The settling, then {@link #waitForTheCompilers}, keep out the JIT compiling
     * what the screen just ran: what a person looking at the screen for minutes costs is the steady state (on a
     * loaded CI machine the first seconds after the score sheet appeared measured 10.4 %, most of it the JIT).
     */
    private void idleBegin(String what) {
        idleWhat = what;
        idleStart = 0;
        idleEndAt = 0;
        idleFrames = 0;
        long settle = (long) (IDLE_SETTLE_SECONDS * 1000), window = (long) (idleSeconds * 1000);
        Thread marks = new Thread(() -> { // a thread of its own: a libGDX timer task would wake the render thread
            try {
                Thread.sleep(settle);
                waitForTheCompilers();
                idleThreadsBefore = MemoryProbe.threadTicks();
                idleCpu = MemoryProbe.cpuNanos();
                idleStart = System.nanoTime();
                Thread.sleep(window);
                idleEndCpu = MemoryProbe.cpuNanos();
                idleEndAt = System.nanoTime();
                idleThreadsAfter = MemoryProbe.threadTicks();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            Gdx.app.postRunnable(() -> { }); // wakes the render thread: the driver goes on
        }, "idle-window");
        marks.setDaemon(true);
        marks.start();
    }

    /** The longest the quiet's window waits for the JIT compilers to finish what the screen ran. */
    private static final long COMPILERS_WAIT_MILLIS = 20_000;

    /**
     * Waits until the JIT compilers have had nothing to do for a second (their total compilation time stayed the
     * same), at most {@value #COMPILERS_WAIT_MILLIS} ms: on a loaded machine they finish compiling what a new screen
     * ran many seconds later (seen: 270 ms of C2 in the window on the score sheet at load 13), which is start-up
     * work, not the cost of waiting. What the client does while it waits still compiles inside the window.
     */
    private void waitForTheCompilers() throws InterruptedException {
        var jit = ManagementFactory.getCompilationMXBean();
        if (jit == null || !jit.isCompilationTimeMonitoringSupported()) return;
        long until = System.nanoTime() + COMPILERS_WAIT_MILLIS * 1_000_000L, last = jit.getTotalCompilationTime();
        int still = 0;
        idleSettledMillis = (long) (IDLE_SETTLE_SECONDS * 1000);
        while (still < 4 && System.nanoTime() < until) {
            Thread.sleep(250);
            idleSettledMillis += 250;
            long now = jit.getTotalCompilationTime();
            still = now == last ? still + 1 : 0;
            last = now;
        }
    }

    private void idleEnd() {
        double wall = (idleEndAt - idleStart) / 1e9;
        double cpu = (idleEndCpu - idleCpu) / 1e9;
        double pct = 100 * cpu / wall;
        maxIdleCpu = Math.max(maxIdleCpu, pct);
        idleReport.add(String.format(Locale.ROOT, "idle CPU on %s: %.1f %% of one core over %.1f s, from %.2f s after it came to rest, the JIT quiet (%d frames drawn; the whole process, every thread; busiest: %s)",
                idleWhat, pct, wall, idleSettledMillis / 1000.0, idleFrames, MemoryProbe.busiestThreads(idleThreadsBefore, idleThreadsAfter, 5)));
        idleWhat = null;
    }

    // ------------------------------------------------------------------ the person

    private void playHuman(FogIslesApp app, GameScreen gs) {
        var session = gs.session();
        if (session.humanToMove() != humanSeat || !gs.animationsIdle() || gs.saving() || frames < 2) {
            decisionShownAt = -1;
            return;
        }
        if (undoFrom != null) { // the step before was taken on purpose to be taken back, now that its animations are over
            String decision = undoDecision;
            String before = undoFrom;
            undoFrom = null;
            if (!session.canUndo(humanSeat)) return;
            gs.undo();
            boolean back = session.state().sha256().equals(before);
            undoReport = "undo: " + decision + " taken back " + (back ? "to the same state" : "BUT THE STATE DIFFERS");
            if (!back) failure = "undo did not restore the state";
            frames = 0;
            return;
        }
        var turn = gs.view().turn;
        if (turn.isEmpty()) return;
        String decision = turn.pending().id();
        if (!humanShot && decision.equals(shotDecision) && turn.clickTargets().size() + turn.sources().size() >= 2 && session.round() >= shotRound) {
            if (gs.view().selected == null && !turn.sources().isEmpty()) gs.view().selected = turn.sources().iterator().next(); // a card picked up: its ghosts lit
            if (decisionShownAt < 0) decisionShownAt = gs.view().time;
            // the person's decision, left alone: the highlights pulse briefly, then the client waits quietly
            if (!idleAtTurnDone && gs.view().time - decisionShownAt < io.fogisles.client.core.render.View.PULSE_SECONDS + 0.5f) return;
            if (!idleAtTurnDone) {
                idleAtTurnDone = true;
                idleBegin("a person's decision (after the highlights' first pulses)");
                return;
            }
            humanShot = true;
            shot(screenshots != null ? "game-flight.png" : "smoke-human-turn.png");
            if (screenshots != null) {
                panelPicture(gs, "harbour:board", "harbour.png");
                panelPicture(gs, "expansion:reserve", "expansion.png");
                germanPicture(app, gs);
            }
        }
        decisionShownAt = -1;
        List<Binding> all = turn.bindings();
        Binding b = all.get(humanChoices.nextInt(all.size()));
        String before = session.state().sha256();
        gs.perform(b);
        humanActions++;
        if (undoReport == null && session.canUndo(humanSeat)) {
            undoFrom = before;
            undoDecision = decision;
        }
        frames = 0;
    }

    /** The same decision in German at 125 %: the language changes at once, names and panels included. */
    private void germanPicture(FogIslesApp app, GameScreen gs) {
        String lang = app.settings.language;
        float scale = app.settings.uiScale;
        app.settings.language = "de";
        app.settings.uiScale = 1.25f;
        app.text.lang("de");
        gs.rebuild();
        gs.render(0);
        shot("game-de-125.png");
        app.settings.language = lang;
        app.settings.uiScale = scale;
        app.text.lang(lang);
        gs.rebuild();
    }

    // ------------------------------------------------------------------ hot reload

    private void hotReload(FogIslesApp app, com.badlogic.gdx.Screen s) {
        Path js = hotReloadRule.resolve("rule.js");
        try {
            switch (reloadStep) {
                case 0 -> {
                    goodScript = Files.readString(js);
                    Files.writeString(js, goodScript + "\nrule.on('base:dice-rolled', function (e) {\n  let broken = ;\n});\n");
                    reloadStart = System.nanoTime();
                    reloadStep = 1;
                }
                case 1 -> {
                    String rule = hotReloadRule.getFileName().toString(); // this rule's problem, not one left over from start-up
                    if (app.notices.current().stream().anyMatch(n -> n.kind() == Notices.Kind.PROBLEM && n.toString().contains(rule))) {
                        reloadReport = String.format(Locale.ROOT, "hot reload: the broken rule was reported after %.1f s", (System.nanoTime() - reloadStart) / 1e9);
                        reloadStep = 2;
                        frames = 0;
                    }
                }
                case 2 -> {
                    if (frames == 3) {
                        shot("smoke-hot-reload.png");
                        Files.writeString(js, goodScript);
                        reloadStart = System.nanoTime();
                        reloadStep = 3;
                    }
                }
                case 3 -> {
                    String id = hotReloadRule.getFileName().toString();
                    var check = app.engine().houseRules().check(id);
                    if (check != null && check.ok()) {
                        reloadReport += String.format(Locale.ROOT, ", the repaired rule was loaded after %.1f s", (System.nanoTime() - reloadStart) / 1e9);
                        app.notices.dismissAll();
                        if (s instanceof NewGameScreen ng) startGame(ng);
                        else fail(app, "left the new-game screen during the hot reload");
                    }
                }
                default -> {
                }
            }
        } catch (IOException e) {
            fail(app, "could not edit " + js + ": " + e);
        }
    }

    // ------------------------------------------------------------------ pictures and the report

    private void shot(String name) {
        shot(name, 0, 0, Gdx.graphics.getBackBufferWidth(), Gdx.graphics.getBackBufferHeight());
    }

    /** A picture of one panel of the table (with a little of what is around it), as it is on the screen now. */
    private void panelPicture(GameScreen gs, String id, String name) {
        for (io.fogisles.client.core.render.Panel p : gs.panels()) {
            if (!p.id().equals(id) || !p.visible(gs.view())) continue;
            float px = gs.scale() * Gdx.graphics.getBackBufferWidth() / (float) Gdx.graphics.getWidth(), margin = 10;
            int x = Math.max(0, (int) ((p.bounds.x - margin) * px)), y = Math.max(0, (int) ((p.bounds.y - margin) * px));
            int w = Math.min(Gdx.graphics.getBackBufferWidth() - x, (int) ((p.bounds.w + 2 * margin) * px));
            int h = Math.min(Gdx.graphics.getBackBufferHeight() - y, (int) ((p.bounds.h + 2 * margin) * px));
            shot(name, x, y, w, h);
            return;
        }
        failure = "no visible panel " + id + " for " + name;
    }

    /** A picture of a part of the frame just drawn; x, y from the bottom left, in pixels. */
    private void shot(String name, int x, int y, int w, int h) {
        Pixmap pm = Pixmap.createFromFrameBuffer(x, y, w, h);
        ByteBuffer px = pm.getPixels();
        int row = w * 4;
        byte[] a = new byte[row], b = new byte[row];
        for (int r = 0; r < h / 2; r++) { // GL rows are bottom-up: flip
            px.position(r * row);
            px.get(a);
            px.position((h - 1 - r) * row);
            px.get(b);
            px.position(r * row);
            px.put(b);
            px.position((h - 1 - r) * row);
            px.put(a);
        }
        // RGB without alpha at the strongest compression: the docs' pictures stay near 250 kB (libGDX's RGBA PNG: ~330 kB)
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(w, h, java.awt.image.BufferedImage.TYPE_INT_RGB);
        for (int i = 0, n = w * h; i < n; i++)
            img.setRGB(i % w, i / w, (px.get(4 * i) & 0xFF) << 16 | (px.get(4 * i + 1) & 0xFF) << 8 | (px.get(4 * i + 2) & 0xFF));
        pm.dispose();
        Path dir = screenshots != null ? screenshots : out;
        Path file = dir.resolve(name);
        try {
            Files.createDirectories(dir);
            javax.imageio.ImageWriter writer = javax.imageio.ImageIO.getImageWritersByFormatName("png").next();
            javax.imageio.ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(javax.imageio.ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(0f);
            Files.deleteIfExists(file);
            try (javax.imageio.stream.ImageOutputStream o = javax.imageio.ImageIO.createImageOutputStream(file.toFile())) {
                writer.setOutput(o);
                writer.write(null, new javax.imageio.IIOImage(img, null, null), param);
            } finally {
                writer.dispose();
            }
        } catch (IOException e) {
            failure = "cannot write " + file + ": " + e;
        }
        shots.add(file.toString());
    }

    private void memoryReport() {
        StringBuilder b = new StringBuilder();
        try {
            javax.management.MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            javax.management.ObjectName dcmd = new javax.management.ObjectName("com.sun.management:type=DiagnosticCommand");
            String[] sig = {String[].class.getName()};
            b.append("RSS before a full collection ").append(MemoryProbe.rssKb() / 1024).append(" MB\n");
            System.gc();
            b.append("RSS after a full collection ").append(MemoryProbe.rssKb() / 1024).append(" MB\n");
            b.append(server.invoke(dcmd, "gcClassHistogram", new Object[] {new String[0]}, sig).toString().lines().limit(45)
                    .reduce("", (x, y) -> x + y + "\n"));
            b.append("resident memory by mapping (kB):\n").append(MemoryProbe.residentByMapping(25));
            b.append(server.invoke(dcmd, "vmNativeMemory", new Object[] {new String[] {"summary"}}, sig));
        } catch (Exception e) {
            b.append("memory report failed: ").append(e);
        }
        try {
            Files.writeString(out.resolve("smoke-memory.txt"), b.toString());
        } catch (IOException e) {
            System.err.println("could not write the memory report: " + e);
        }
    }

    private void report(FogIslesApp app, EndScreen unused) {
        double[] t = gameFrames.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        StringBuilder r = new StringBuilder();
        r.append("Fog Isles client smoke run\n");
        r.append("result: ").append(failure == null ? "OK" : "FAILED: " + failure).append('\n');
        r.append(String.format(Locale.ROOT, "time to first frame: %.0f ms (from JVM start)%n", firstFrameMs));
        if (launchMs >= 0) r.append(String.format(Locale.ROOT, "time to first frame from the launcher's start: %.0f ms%n", launchMs));
        if (startup != null) r.append(startup).append('\n');
        r.append(String.format(Locale.ROOT, "time from Start on the new-game screen to the table's first frame: %.0f ms%n", boardMs));
        if (!launchOnly) {
            r.append(String.format(Locale.ROOT, "frame time during the game: p50 %.2f ms, p99 %.2f ms over %d frames%n", percentile(t, 0.5), percentile(t, 0.99), t.length));
            r.append(String.format(Locale.ROOT, "game: %.1f s wall time, seed %d, modules %s, bots %s, human seat %d%n", gameSeconds, seed, modules, bots, humanSeat));
            r.append(String.format(Locale.ROOT, "panel pictures redrawn: %d (%.2f per game frame)%n", pictureRedraws, pictureRedraws / (double) Math.max(1, t.length)));
            double[] turns = botTurns.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            r.append(String.format(Locale.ROOT, "a bot's turn (first decision to the next player's) at the run's pace: median %.2f s over %d turns%n",
                    percentile(turns, 0.5), turns.length));
            for (String i : idleReport) r.append(i).append('\n');
            r.append(String.format(Locale.ROOT, "idle CPU, highest: %.1f %%%n", maxIdleCpu));
            r.append(String.format(Locale.ROOT, "RSS after the game (on the score sheet): %d MB%n", rssAfterGame / 1024));
            if (humanSeat >= 0) r.append("seat ").append(humanSeat).append(" played through the table's bindings: ").append(humanActions).append(" actions; ")
                    .append(undoReport == null ? "no undo possible" : undoReport).append('\n');
            r.append(String.format(Locale.ROOT, "house rules found and checked: %d rules, %.1f s after the window opened%n",
                    app.engine().houseRules().library().all().size(), rulesReadyMs / 1000));
            if (reloadReport != null) r.append(reloadReport).append('\n');
            r.append("house rules: ").append(houseRules.isEmpty() ? "none" : String.join(", ", houseRules)).append('\n');
            r.append("score rows: ").append(String.join(", ", scoreRows)).append('\n');
            r.append("game totals: ").append(Arrays.toString(gameTotals)).append('\n');
            if (replayReport != null) r.append(replayReport).append('\n');
        }
        if (app.profile.on()) r.append("frame parts (average, GL finished after each): ").append(app.profile.summary()).append('\n');
        r.append("renderer: ").append(Gdx.gl.glGetString(com.badlogic.gdx.graphics.GL20.GL_RENDERER)).append(", back buffer ")
                .append(Gdx.graphics.getBackBufferWidth()).append('x').append(Gdx.graphics.getBackBufferHeight()).append('\n');
        r.append("screenshots:\n");
        for (String s : shots) r.append("  ").append(s).append('\n');
        write(r.toString());
        exitCode = failure == null ? 0 : 1;
    }

    static double percentile(double[] sorted, double q) {
        if (sorted.length == 0) return 0;
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    void fail(FogIslesApp app, String why) {
        failure = why;
        write("Fog Isles client smoke run\nresult: FAILED: " + why + "\n" + String.format(Locale.ROOT, "time to first frame: %.0f ms%n", firstFrameMs));
        exitCode = 1;
        phase = Phase.DONE;
        if (app != null) Gdx.app.exit();
    }

    void crashed(Throwable e) {
        failure = "crashed: " + e;
        java.io.StringWriter sw = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(sw));
        write("Fog Isles client smoke run\nresult: FAILED: " + failure + "\n" + sw);
        exitCode = 1;
    }

    private void write(String text) {
        System.out.print(text);
        System.out.flush();
        try {
            Files.createDirectories(out);
            Files.writeString(out.resolve("smoke-report.txt"), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("could not write the smoke report: " + e);
        }
    }
}
