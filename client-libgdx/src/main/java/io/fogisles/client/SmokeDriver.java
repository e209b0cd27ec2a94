package io.fogisles.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.SeatSetup;
import io.fogisles.client.screens.EndScreen;
import io.fogisles.client.screens.GameScreen;
import io.fogisles.client.screens.NewGameScreen;
import io.fogisles.client.screens.StartScreen;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The smoke run ({@code --smoke}): drives the real application through the title and new-game screens,
 * plays a bot-only game with the given modules to the score sheet, saves screenshots of the new-game
 * screen, a mid-game turn and the score sheet, measures the time to the first frame and the frame times,
 * writes {@code smoke-report.txt} and exits (0 on success).
 */
public final class SmokeDriver {
    private enum Phase { TITLE, NEW_GAME, HOT_RELOAD, PLAYING, END, DONE }

    private final Path out;
    private final long seed;
    private final List<String> bots;
    private final List<String> modules;
    private final double timeoutSeconds;
    private List<String> houseRules = List.of();
    private Path hotReloadRule;
    private String goodScript;
    private int reloadStep;
    private long reloadStart;
    private String reloadReport;
    private int pictureRedraws;
    private double rulesReadyMs = -1;
    private int humanSeat = -1;
    private final io.fogisles.kernel.random.Rng humanChoices = new io.fogisles.kernel.random.Rng(7); // all randomness from the kernel RNG
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
    private double boardMs = -1;
    private boolean launchOnly;

    /** Stops at the first frame of the table: measures the start-up and the way to the board only. */
    public SmokeDriver launchOnly(boolean on) {
        launchOnly = on;
        return this;
    }
    private final List<Double> gameFrames = new ArrayList<>();
    private final List<String> shots = new ArrayList<>();
    private boolean midShot;
    private int exitCode = 2;
    private String failure;
    private long gameStart;
    private int midRound = 3;
    private int fastRounds = Integer.MAX_VALUE;
    private boolean profiling;
    private boolean memoryReport;

    /** After the game: a full GC, then the heap's largest classes and (with -XX:NativeMemoryTracking) the JVM's native memory into smoke-memory.txt. */
    public SmokeDriver memoryReport(boolean on) {
        memoryReport = on;
        return this;
    }

    private void memoryReport() {
        StringBuilder b = new StringBuilder();
        try {
            javax.management.MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            javax.management.ObjectName dcmd = new javax.management.ObjectName("com.sun.management:type=DiagnosticCommand");
            String[] sig = {String[].class.getName()};
            System.gc();
            b.append("RSS ").append(MemoryProbe.rssKb() / 1024).append(" MB\n");
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

    /** Measures where the frame time goes (slower: waits for the GL after every part of a frame). */
    public SmokeDriver profiling(boolean on) {
        profiling = on;
        return this;
    }

    boolean profiling() {
        return profiling;
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
     * a drag or a key would do); the first flight decision is photographed ({@code smoke-human-turn.png})
     * and one step is taken back with undo. -1: bots only.
     */
    public SmokeDriver humanSeat(int seat) {
        humanSeat = seat;
        return this;
    }

    /** House rules (by id) to play with. */
    public SmokeDriver houseRules(List<String> ids) {
        houseRules = List.copyOf(ids);
        return this;
    }

    public SmokeDriver(Path out, long seed, List<String> bots, List<String> modules, double timeoutSeconds) {
        this.out = out;
        this.seed = seed;
        this.bots = bots;
        this.modules = modules;
        this.timeoutSeconds = timeoutSeconds;
    }

    public int exitCode() {
        return exitCode;
    }

    public float botPauseFactor() {
        return 0f;
    }

    void started(FogIslesApp app) {
        started = System.nanoTime();
    }

    void afterFrame(FogIslesApp app) {
        long now = System.nanoTime();
        if (firstFrameMs < 0) {
            firstFrameMs = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            String launched = System.getenv("FOGISLES_LAUNCHED_AT"); // set by ./fogisles: the start as the user sees it
            if (launched != null && launched.matches("\\d+")) launchMs = System.currentTimeMillis() - Long.parseLong(launched);
        }
        if (phase == Phase.PLAYING && last != 0 && app.getScreen() instanceof GameScreen) gameFrames.add((now - last) / 1e6);
        last = now;
        if ((now - started) / 1e9 > timeoutSeconds) {
            fail(app, "timed out after " + timeoutSeconds + " s in phase " + phase);
            return;
        }
        frames++;
        if (rulesReadyMs < 0 && app.houseRulesChecked()) rulesReadyMs = (now - started) / 1e6;
        com.badlogic.gdx.Screen s = app.getScreen();
        switch (phase) {
            case TITLE -> {
                if (s instanceof StartScreen && app.engineReady() && (houseRules.isEmpty() || app.houseRulesChecked()) && frames > 3) {
                    NewGameScreen ng = new NewGameScreen(app);
                    app.setScreen(ng);
                    List<SeatSetup> seats = new ArrayList<>();
                    for (int i = 0; i < bots.size(); i++)
                        seats.add(new SeatSetup(i != humanSeat, bots.get(i), SeatSetup.PlayerColour.values()[i], SeatSetup.PlayerSymbol.values()[i]));
                    List<io.fogisles.client.core.HouseRuleChoice> rules = new ArrayList<>();
                    for (String id : houseRules) rules.add(new io.fogisles.client.core.HouseRuleChoice(id, Map.of()));
                    GameSetup setup = new GameSetup(seats, modules, Map.of("base", Map.of("island", "front"), "harbour", Map.of("side", "front")), rules, seed, true);
                    ng.setup(setup);
                    phase = Phase.NEW_GAME;
                    frames = 0;
                }
            }
            case NEW_GAME -> {
                if (frames == 4) shot("smoke-new-game.png");
                if (frames == 5 && hotReloadRule != null) {
                    phase = Phase.HOT_RELOAD;
                    frames = 0;
                } else if (frames == 5 && s instanceof NewGameScreen ng) {
                    gameStart = System.nanoTime();
                    ng.start();
                    phase = Phase.PLAYING;
                    frames = 0;
                }
            }
            case HOT_RELOAD -> hotReload(app, s);
            case PLAYING -> {
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
                    if (humanSeat >= 0) playHuman(gs);
                    if (gs.session().game.round() > fastRounds) app.settings.animationSpeed = io.fogisles.client.core.Settings.AnimationSpeed.OFF;
                    if (!midShot && !gs.saving() && gs.session().game.round() >= midRound && gs.view().anim.idle() && frames > 2) {
                        midShot = true;
                        shot("smoke-mid-game.png");
                    }
                } else if (s instanceof EndScreen) {
                    phase = Phase.END;
                    frames = 0;
                } else if (s instanceof NewGameScreen || s instanceof StartScreen) {
                    fail(app, "the game did not start (back on " + s.getClass().getSimpleName() + ")");
                }
            }
            case END -> {
                if (frames == 4 && s instanceof EndScreen es) {
                    shot("smoke-score-sheet.png");
                    if (memoryReport) memoryReport();
                    if (!midShot) failure = "the game ended before round " + midRound + ": no mid-game screenshot";
                    report(app, es);
                    phase = Phase.DONE;
                    Gdx.app.exit();
                }
            }
            default -> {
            }
        }
    }

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
                    if (app.notices.current().stream().anyMatch(n -> n.kind() == io.fogisles.client.core.Notices.Kind.PROBLEM && n.toString().contains(rule))) {
                        reloadReport = String.format(java.util.Locale.ROOT, "hot reload: the broken rule was reported after %.1f s", (System.nanoTime() - reloadStart) / 1e9);
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
                        reloadReport += String.format(java.util.Locale.ROOT, ", the repaired rule was loaded after %.1f s", (System.nanoTime() - reloadStart) / 1e9);
                        app.notices.dismissAll();
                        if (s instanceof NewGameScreen ng) {
                            gameStart = System.nanoTime();
                            ng.start();
                            phase = Phase.PLAYING;
                            frames = 0;
                        } else {
                            fail(app, "left the new-game screen during the hot reload");
                        }
                    }
                }
                default -> {
                }
            }
        } catch (IOException e) {
            fail(app, "could not edit " + js + ": " + e);
        }
    }

    private void playHuman(GameScreen gs) {
        var session = gs.session();
        if (session.humanToMove() != humanSeat || !gs.view().anim.idle() || gs.saving() || frames < 2) return;
        if (undoFrom != null) { // the step before was taken on purpose to be taken back, now that its animations are over
            String decision = undoDecision;
            String before = undoFrom;
            undoFrom = null;
            if (!session.canUndo(humanSeat)) return;
            gs.undo();
            boolean back = session.game.state().sha256().equals(before);
            undoReport = "undo: " + decision + " taken back " + (back ? "to the same state" : "BUT THE STATE DIFFERS");
            if (!back) failure = "undo did not restore the state";
            frames = 0;
            return;
        }
        var turn = gs.view().turn;
        if (turn.isEmpty()) return;
        String decision = turn.pending().id();
        if (!humanShot && decision.equals("base:fly") && turn.clickTargets().size() >= 2 && session.game.round() >= 2) {
            humanShot = true;
            shot("smoke-human-turn.png");
        }
        List<io.fogisles.client.core.view.Binding> all = turn.bindings();
        var b = all.get(humanChoices.nextInt(all.size()));
        String before = session.game.state().sha256();
        gs.perform(b);
        humanActions++;
        if (undoReport == null && session.canUndo(humanSeat)) {
            undoFrom = before;
            undoDecision = decision;
        }
        frames = 0;
    }

    private void shot(String name) {
        int w = Gdx.graphics.getBackBufferWidth(), h = Gdx.graphics.getBackBufferHeight();
        Pixmap pm = Pixmap.createFromFrameBuffer(0, 0, w, h);
        ByteBuffer px = pm.getPixels();
        int row = w * 4;
        byte[] a = new byte[row], b = new byte[row];
        for (int y = 0; y < h / 2; y++) { // GL rows are bottom-up: flip
            px.position(y * row);
            px.get(a);
            px.position((h - 1 - y) * row);
            px.get(b);
            px.position(y * row);
            px.put(b);
            px.position((h - 1 - y) * row);
            px.put(a);
        }
        for (int i = 3; i < w * h * 4; i += 4) px.put(i, (byte) 0xFF);
        px.position(0);
        FileHandle f = new FileHandle(out.resolve(name).toFile());
        PixmapIO.writePNG(f, pm);
        pm.dispose();
        shots.add(out.resolve(name).toString());
    }

    private void report(FogIslesApp app, EndScreen es) {
        double[] t = gameFrames.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double p50 = percentile(t, 0.50), p99 = percentile(t, 0.99);
        var sheet = es == null ? null : es.sheet();
        StringBuilder r = new StringBuilder();
        r.append("Fog Isles client smoke run\n");
        r.append("result: ").append(failure == null ? "OK" : "FAILED: " + failure).append('\n');
        r.append(String.format(java.util.Locale.ROOT, "time to first frame: %.0f ms (from JVM start)%n", firstFrameMs));
        if (launchMs >= 0) r.append(String.format(java.util.Locale.ROOT, "time to first frame from the launcher's start: %.0f ms%n", launchMs));
        r.append(String.format(java.util.Locale.ROOT, "time from Start on the new-game screen to the table's first frame: %.0f ms%n", boardMs));
        if (es == null) {
            write(r.toString());
            exitCode = failure == null ? 0 : 1;
            return;
        }
        r.append(String.format(java.util.Locale.ROOT, "frame time during the game: p50 %.2f ms, p99 %.2f ms over %d frames%n", p50, p99, t.length));
        r.append(String.format(java.util.Locale.ROOT, "game: %.1f s wall time, seed %d, modules %s, bots %s, %d rounds, end: %s%n",
                (System.nanoTime() - gameStart) / 1e9, seed, modules, bots, es.sheet() == null ? 0 : app.getScreen() instanceof EndScreen ? roundsOf(app) : 0,
                reasonOf(app)));
        r.append(String.format(java.util.Locale.ROOT, "panel pictures redrawn: %d (%.2f per game frame)%n", pictureRedraws, pictureRedraws / (double) Math.max(1, t.length)));
        if (humanSeat >= 0) r.append("seat ").append(humanSeat).append(" played through the table's bindings: ").append(humanActions).append(" actions; ")
                .append(undoReport == null ? "no undo possible" : undoReport).append('\n');
        r.append(String.format(java.util.Locale.ROOT, "house rules found and checked: %d rules, %.1f s after the window opened%n",
                app.engine().houseRules().library().all().size(), rulesReadyMs / 1000));
        if (reloadReport != null) r.append(reloadReport).append('\n');
        r.append("house rules: ").append(houseRules.isEmpty() ? "none" : String.join(", ", houseRules)).append('\n');
        r.append("score rows: ").append(String.join(", ", sheet.rows())).append('\n');
        r.append("totals: ").append(Arrays.toString(sheet.totals())).append(", winners: ").append(sheet.winners()).append('\n');
        if (app.profile.on()) r.append("frame parts (average, GL finished after each): ").append(app.profile.summary()).append('\n');
        r.append("renderer: ").append(Gdx.gl.glGetString(com.badlogic.gdx.graphics.GL20.GL_RENDERER)).append(", back buffer ")
                .append(Gdx.graphics.getBackBufferWidth()).append('x').append(Gdx.graphics.getBackBufferHeight()).append('\n');
        r.append("screenshots:\n");
        for (String s : shots) r.append("  ").append(s).append('\n');
        write(r.toString());
        exitCode = failure == null ? 0 : 1;
    }

    private static int roundsOf(FogIslesApp app) {
        return ((EndScreen) app.getScreen()).round();
    }

    private static String reasonOf(FogIslesApp app) {
        return ((EndScreen) app.getScreen()).reason();
    }

    static double percentile(double[] sorted, double q) {
        if (sorted.length == 0) return 0;
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    void fail(FogIslesApp app, String why) {
        failure = why;
        write("Fog Isles client smoke run\nresult: FAILED: " + why + "\n" + String.format(java.util.Locale.ROOT, "time to first frame: %.0f ms%n", firstFrameMs));
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
