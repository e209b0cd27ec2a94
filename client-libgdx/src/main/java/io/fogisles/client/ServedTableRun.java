package io.fogisles.client;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A whole online game as friends would play it, every part a process of its own: {@code fogisles serve} on a free
 * loopback port, {@code fogisles table} makes a table of three people with all modules, two desktop clients (real
 * windows, under xvfb-run when it is installed) join it through Play online with the code, take a seat and play
 * it (each window's smoke run, {@link OnlineSmokeRun.Join}), and {@code fogisles join --bot greedy} takes the last
 * seat. Every window's score sheet must show the totals the bot printed and the server sent a spectator.
 * {@code ./fogisles smoke --online --serve [--screenshots DIR]} runs it with the launcher's own commands (and makes
 * the pictures of docs/online.md); the client's SmokeTest runs it with the same classes from its class path.
 */
public final class ServedTableRun {
    /** The people at the table, in the order they join; the headless bot comes last. */
    static final List<String> WINDOWS = List.of("Ann", "Bea");
    static final String BOT_NAME = "Zed";
    private static final Pattern LISTENING = Pattern.compile("listening on ws://[^:]+:(\\d+)/");
    private static final Pattern SHEET = Pattern.compile("score sheet totals (\\[[-0-9, ]*]), totals the server sent this window (\\[[-0-9, ]*])");
    private static final Pattern BOT_ROW = Pattern.compile("^  seat (\\d+)  .{24} *(-?\\d+)", Pattern.MULTILINE);

    /**
     * How the parts start.
     *
     * @param fogisles a headless command's start ({@code ./fogisles}, or java with the cli's main class): {@code serve}, {@code table}, {@code join} follow
     * @param client a desktop client's start ({@code ./fogisles}, or java with the client's launcher class): its smoke options follow
     */
    public record Commands(List<String> fogisles, List<String> client) {
    }

    /** How it went: the report's lines, the failure (null: none), the wall time from the server's start to the last score sheet. */
    public record Result(List<String> report, String failure, double seconds) {
    }

    private final Commands commands;
    private final Path out;
    private final Path pictures;
    private final Duration timeout;
    private final Duration stall;
    private final List<Process> started = new ArrayList<>();
    private final java.util.concurrent.atomic.AtomicReference<String> spectatorSaw = new java.util.concurrent.atomic.AtomicReference<>("nothing yet");
    private Progress progress;
    private final List<String> report = new ArrayList<>();

    /**
     * @param out the run's folder: logs, each window's smoke report and (without {@code pictures}) its pictures, the server's database
     * @param pictures where the pictures of docs/online.md go, or null for the smoke run's own pictures in each window's folder
     * @param timeout  a generous bound on the whole run
     * @param stall    the run fails sooner when nothing progressed for this long: no window got further (its progress
     *                 file), the spectator saw no new state
     */
    public ServedTableRun(Commands commands, Path out, Path pictures, Duration timeout, Duration stall) {
        this.commands = commands;
        this.out = out;
        this.pictures = pictures;
        this.timeout = timeout;
        this.stall = stall;
    }

    /** Runs the game; every process it started is ended when it returns. */
    public Result run() throws IOException, InterruptedException {
        long start = System.nanoTime();
        String failure;
        try {
            failure = play();
        } catch (RunFailed e) {
            failure = e.getMessage();
        } finally {
            for (Process p : started) stop(p);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        report.add(String.format(Locale.ROOT, "served table run: %.1f s wall time, from the server's start to the last score sheet", seconds));
        List<String> lines = new ArrayList<>(List.of("Fog Isles online run through fogisles serve", "result: " + (failure == null ? "OK" : "FAILED: " + failure)));
        lines.addAll(report);
        Files.createDirectories(out);
        Files.write(out.resolve("served-table-report.txt"), lines, StandardCharsets.UTF_8);
        return new Result(lines, failure, seconds);
    }

    private String play() throws IOException, InterruptedException {
        deleteTree(out.resolve("server-data")); // a fresh database: nothing to resume
        Files.createDirectories(out);
        progress = new Progress(stall, timeout);
        int port = serve();
        String address = "127.0.0.1:" + port;
        String code = table(address);
        report.add("server: fogisles serve on " + address + "; table " + code + " of base, harbour and expansion, seats person, person, person");
        CompletableFuture<ServerMessage.State> watched = watch(address, code);
        List<Process> windows = new ArrayList<>();
        for (String name : WINDOWS) { // one after the other: each takes the next free seat, and its lobby is photographed before the game starts
            Process w = window(address, code, name);
            windows.add(w);
            Path lobby = pictureDir(name).resolve(OnlineSmokeRun.pictureName(pictures != null, new OnlineSmokeRun.Join(address, code, name), "lobby"));
            while (!Files.exists(lobby)) {
                if (!w.isAlive()) throw new RunFailed(name + "'s window ended before it sat down (exit " + w.exitValue() + "): " + tail(out.resolve(name).resolve("smoke-output.log")));
                String stuck = look();
                if (stuck != null) throw new RunFailed(name + "'s window did not sit down at the table: " + stuck);
                Thread.sleep(100);
            }
        }
        Path botLog = out.resolve("join.log");
        Process bot = start(with(commands.fogisles(), "join", address, code, "--bot", "greedy", "--name", BOT_NAME), botLog);
        for (int i = 0; i < windows.size(); i++) await(windows.get(i), WINDOWS.get(i) + "'s window", out.resolve(WINDOWS.get(i)).resolve("smoke-output.log"));
        await(bot, "fogisles join", botLog);
        ServerMessage.State last;
        try {
            while (!watched.isDone()) {
                String stuck = look();
                if (stuck != null) throw new RunFailed("the spectator saw no end of the game: " + stuck);
                Thread.sleep(100);
            }
            last = watched.get();
        } catch (java.util.concurrent.ExecutionException e) {
            throw new RunFailed("the spectator saw no end of the game: " + e.getCause());
        }
        String serverTotals = last.totals().toString();
        report.add("server: the game is over after " + last.step() + " steps; totals sent to a spectator " + serverTotals + ", winners (seats from 1) "
                + last.winners().stream().map(s -> s + 1).toList());
        String botTotals = botTotals(Files.readString(botLog));
        report.add("fogisles join --bot greedy printed the totals " + botTotals);
        String failure = botTotals.equals(serverTotals) ? null : "the headless bot printed " + botTotals + ", the server sent " + serverTotals;
        for (String name : WINDOWS) {
            String smoke = Files.readString(out.resolve(name).resolve("smoke-report.txt"));
            smoke.lines().filter(l -> l.startsWith("online: ")).forEach(l -> report.add(name + "'s window: " + l.substring(8)));
            Matcher m = SHEET.matcher(smoke);
            if (!m.find()) throw new RunFailed(name + "'s window reported no score sheet: " + smoke);
            if (!m.group(1).equals(serverTotals) && failure == null) failure = name + "'s score sheet shows " + m.group(1) + ", the server sent " + serverTotals;
        }
        report.add("pictures: " + (pictures != null ? pictures : out.resolve("<name>")) + " (" + String.join(", ",
                Stream.of("lobby", "game", "score-sheet").map(w -> OnlineSmokeRun.pictureName(pictures != null, new OnlineSmokeRun.Join(address, code, WINDOWS.get(0)), w)).toList())
                + (pictures != null ? " and the same for " + String.join(", ", WINDOWS.subList(1, WINDOWS.size())) : "") + ")");
        return failure;
    }

    /** {@code fogisles serve} on a free loopback port with a database of its own; the port it prints. */
    private int serve() throws IOException, InterruptedException {
        Path log = out.resolve("server.log");
        ProcessBuilder pb = new ProcessBuilder(with(commands.fogisles(), "serve", "--host", "127.0.0.1", "--port", "0", "--data", out.resolve("server-data").toString()));
        pb.environment().remove("FOGISLES_LAUNCHED_AT");
        pb.redirectErrorStream(true);
        Process p = pb.start();
        started.add(p);
        BufferedReader lines = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        PrintWriter copy = new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8), true);
        for (String line; (line = lines.readLine()) != null; ) {
            copy.println(line);
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                Thread.ofVirtual().start(() -> { // the rest goes to the log, so the server never blocks on its output
                    lines.lines().forEach(copy::println);
                    copy.close();
                });
                return Integer.parseInt(m.group(1));
            }
        }
        copy.close();
        throw new RunFailed("fogisles serve ended without listening (exit " + p.waitFor() + "): " + tail(log));
    }

    /** {@code fogisles table ... --seats person,person,person}: the code it prints on its first line. */
    private String table(String address) throws IOException, InterruptedException {
        Path log = out.resolve("table.log");
        Process p = start(with(commands.fogisles(), "table", address, "--modules", "base,harbour,expansion", "--seats", "person,person,person"), log);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) throw new RunFailed("fogisles table failed: " + tail(log));
        return Files.readAllLines(log).get(0).strip();
    }

    /** A spectator of the table: the last state the server sends it (the totals at the end). */
    private CompletableFuture<ServerMessage.State> watch(String address, String code) {
        CompletableFuture<ServerMessage.State> f = new CompletableFuture<>();
        Thread.ofVirtual().name("served-table-spectator").start(() -> {
            try (GameClient c = GameClient.connect(address, "served table spectator", false)) {
                c.send(new ClientMessage.Watch(code));
                while (true) {
                    ServerMessage.State s = c.next(ServerMessage.State.class, timeout);
                    spectatorSaw.set("the spectator saw step " + s.step());
                    if (s.over()) {
                        f.complete(s);
                        return;
                    }
                }
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
        });
        return f;
    }

    /** A desktop client whose smoke run joins the table as {@code name} (under an Xvfb of its own when xvfb-run is installed). */
    private Process window(String address, String code, String name) throws IOException {
        Path dir = Files.createDirectories(out.resolve(name));
        List<String> cmd = new ArrayList<>();
        if (onPath("xvfb-run")) cmd.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1400x900x24"));
        else if (System.getenv("DISPLAY") == null) throw new RunFailed("a desktop client needs a display: install Xvfb (apt-get install xvfb xauth libgl1-mesa-dri) or set DISPLAY");
        cmd.addAll(commands.client());
        cmd.addAll(List.of("--smoke", "--online", "--join", address, "--code", code, "--name", name, "--out", dir.toString(), "--speed", "off",
                "--timeout", String.valueOf(timeout.toSeconds()), "--stall", String.valueOf(stall.toSeconds())));
        if (pictures != null) cmd.addAll(List.of("--screenshots", pictures.toString()));
        for (String p : List.of("lobby", "game", "score-sheet")) Files.deleteIfExists(pictureDir(name).resolve(OnlineSmokeRun.pictureName(pictures != null, new OnlineSmokeRun.Join(address, code, name), p)));
        Files.deleteIfExists(dir.resolve("smoke-report.txt"));
        return start(cmd, dir.resolve("smoke-output.log"));
    }

    private Path pictureDir(String name) {
        return pictures != null ? pictures : out.resolve(name);
    }

    private Process start(List<String> cmd, Path log) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().remove("FOGISLES_LAUNCHED_AT"); // the launcher's start time is the run's, not this process's
        pb.environment().put("LIBGL_ALWAYS_SOFTWARE", "1");
        pb.redirectErrorStream(true);
        pb.redirectOutput(log.toFile());
        Process p = pb.start();
        started.add(p);
        return p;
    }

    /** Waits for a part to end while the run progresses. */
    private void await(Process p, String what, Path log) throws InterruptedException {
        while (!p.waitFor(200, TimeUnit.MILLISECONDS)) {
            String stuck = look();
            if (stuck != null) throw new RunFailed(what + " did not finish: " + stuck + tail(log));
        }
        if (p.exitValue() != 0) throw new RunFailed(what + " failed (exit " + p.exitValue() + "): " + tail(log));
    }

    /** One look at the run's progress (each window's progress file, the spectator's last state); null while it goes on. */
    private String look() {
        for (String name : WINDOWS) progress.seeFile(out.resolve(name).resolve(Progress.FILE));
        progress.see("spectator", spectatorSaw.get());
        return progress.verdict();
    }

    /** The totals in the lines {@code fogisles join} prints ({@code   seat 1  Ann    61  winner}), in seat order. */
    static String botTotals(String printed) {
        List<Integer> totals = new ArrayList<>();
        Matcher m = BOT_ROW.matcher(printed);
        while (m.find()) totals.add(Integer.parseInt(m.group(2)));
        if (totals.isEmpty()) throw new RunFailed("fogisles join printed no scores: " + printed);
        return totals.toString();
    }

    /** Ends a process and whatever it started (a launcher's java, xvfb-run's Xvfb). */
    private static void stop(Process p) {
        p.descendants().forEach(ProcessHandle::destroy);
        p.destroy();
        try {
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static List<String> with(List<String> start, String... args) {
        List<String> cmd = new ArrayList<>(start);
        cmd.addAll(Arrays.asList(args));
        return cmd;
    }

    static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(File.pathSeparator)) if (new File(dir, tool).canExecute()) return true;
        return false;
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return "\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(no log " + log + ")";
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    /**
     * {@code ./fogisles smoke --online --serve [--out DIR] [--screenshots DIR] [--timeout SECONDS] [--stall SECONDS]}: the run with the
     * launcher in {@code home} for every part; exit 0 when every score sheet shows the server's totals.
     */
    static int main(Path home, Path out, Path pictures, Duration timeout, Duration stall) throws IOException, InterruptedException {
        List<String> launcher = List.of(home.resolve("fogisles").toString());
        Result r = new ServedTableRun(new Commands(launcher, launcher), out.toAbsolutePath(), pictures == null ? null : pictures.toAbsolutePath(), timeout, stall).run();
        r.report().forEach(System.out::println);
        return r.failure() == null ? 0 : 1;
    }

    /** The run cannot go on: why, with the end of the log that says more. */
    private static final class RunFailed extends RuntimeException {
        RunFailed(String why) {
            super(why);
        }
    }
}
