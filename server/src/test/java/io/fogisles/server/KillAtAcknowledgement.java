package io.fogisles.server;

import io.fogisles.kernel.view.SeatView;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * Game servers (processes of their own) killed with SIGKILL again and again, each time <em>right after</em> a seat
 * received the state that acknowledges its action (the kill is sent from the thread that received it, before that
 * thread does anything else), at a random acknowledgement. Several tables of two seats play at once, each seat a
 * {@link GameClient} that acts the moment its turn comes. After each kill:
 * <ul>
 * <li>the states the killed server's clients had received are all read (they end with the connection's close), and
 *     the highest step each table had acknowledged is noted;</li>
 * <li>with a shared database, the stored actions are read from it at once: steps 0…n−1, n at least the acknowledged step;</li>
 * <li>the server is started again on the same port and data; every seat of the killed server reconnects by itself
 *     (to it, or to another server of the same database) and rejoins: its first state must be at least at the
 *     acknowledged step (the same view when at that step);</li>
 * <li>every table must go on (a new acknowledgement at each, or its end) before the next kill is armed.</li>
 * </ul>
 * A table whose game ends is replaced by a new one. Everything that goes wrong is collected and reported at the end
 * (lost steps counted), so one run says how often and how much. It waits for progress, never for a time: a cap
 * applies only when nothing moves at all.
 */
final class KillAtAcknowledgement implements AutoCloseable {
    /** How many kills, how many tables at once, the most acknowledgements (over all tables) between two kills. */
    record Options(int kills, int tables, int maxGap, long seed) {}

    /** What a run found. */
    record Report(int kills, long acknowledgements, int lostSteps, int killsThatLost, int tablesPlayed, int gamesFinished, int internalErrors,
                  long restartMillisTotal, List<String> problems) {
        String summary() {
            return kills + " kills, " + acknowledgements + " acknowledged actions, " + tablesPlayed + " tables (" + gamesFinished + " games finished), "
                    + "lost steps " + lostSteps + " (at " + killsThatLost + " kills), internal errors " + internalErrors + ", restarts "
                    + (kills == 0 ? 0 : restartMillisTotal / kills) + " ms on average";
        }
    }

    /** The stored actions of a table as a database holds them: how many, and the highest step (−1: none). */
    interface StoredSteps {
        Map<String, int[]> read(Collection<String> codes) throws Exception;
    }

    /** No progress at all for this long (no state received anywhere) fails the run: the tables are stuck. */
    static final Duration STUCK = Duration.ofSeconds(180);

    private final List<ServerProcess> servers; // replaced in place when one is started again
    private final Options options;
    private final StoredSteps stored; // null: the database is the server's own (read by the server that restarts)
    private final Random random;
    private final GameClient host;
    private final List<TableRun> tables = new CopyOnWriteArrayList<>();
    private final List<Seat> seats = new CopyOnWriteArrayList<>();
    private final List<String> problems = new CopyOnWriteArrayList<>();
    private final AtomicLong acknowledgements = new AtomicLong();
    private final AtomicLong lastProgress = new AtomicLong(System.nanoTime());
    private final AtomicReference<Kill> kill = new AtomicReference<>();
    private final AtomicInteger internalErrors = new AtomicInteger();
    private volatile long killAt = Long.MAX_VALUE;
    private volatile boolean stopping, paused;
    private int lostSteps, killsThatLost, gamesFinished;
    private long restartMillis;

    /** A kill: which server, after which acknowledgement, and the seats that were connected to it. */
    private record Kill(int server, ServerProcess process, String table, int step, List<Seat> victims) {}

    KillAtAcknowledgement(List<ServerProcess> servers, Options options, StoredSteps stored) throws InterruptedException {
        this.servers = new CopyOnWriteArrayList<>(servers);
        this.options = options;
        this.stored = stored;
        this.random = new Random(options.seed());
        this.host = GameClient.connect(allAddresses(), "host", false);
        host.next(ServerMessage.Welcome.class, Clients.WAIT);
    }

    private String allAddresses() {
        return String.join(",", servers.stream().map(ServerProcess::address).toList());
    }

    /** Every server's address, starting with a random one (so seats spread over the servers). */
    private String someAddresses() {
        List<String> a = new ArrayList<>(servers.stream().map(ServerProcess::address).toList());
        java.util.Collections.rotate(a, random.nextInt(a.size()));
        return String.join(",", a);
    }

    Report run() throws Exception {
        try {
            return runKills();
        } catch (Exception | AssertionError e) {
            for (ServerProcess p : servers) System.out.println("server on port " + p.port() + " wrote last:\n" + p.lastLines(40) + "\nits threads:\n" + p.threads());
            throw e;
        }
    }

    private Report runKills() throws Exception {
        for (int i = 0; i < options.tables(); i++) newTable();
        for (int k = 1; k <= options.kills(); k++) {
            for (TableRun t : tables) if (t.over) replace(t);
            awaitEveryTableMoving();
            for (Seat s : seats) s.victim = false;
            for (TableRun t : tables) t.mark = t.maxStep.get();
            kill.set(null);
            killAt = acknowledgements.get() + 1 + random.nextInt(options.maxGap());
            await("the kill " + k + " (" + (killAt - acknowledgements.get()) + " acknowledgements to go)", () -> kill.get() != null);
            Kill done = kill.get();
            if (!done.process().process().waitFor(60, TimeUnit.SECONDS)) throw new AssertionError("a server did not end after SIGKILL");
            // every seat that was at the killed server sees its connection end (a client notices a silent one within
            // GameClient.LOST_AFTER); with several servers, a seat that was in the middle of moving to another one may
            // have been counted in, so there the wait ends when the others have ended and such a seat stayed up past that
            long killedAt = System.nanoTime();
            await("the end of the killed server's connections", () -> done.victims().stream().allMatch(s -> s.closedSeen)
                    || servers.size() > 1 && System.nanoTime() - killedAt > GameClient.LOST_AFTER.toNanos() + TimeUnit.SECONDS.toNanos(5));
            List<Seat> gone = done.victims().stream().filter(s -> s.closedSeen).toList();
            for (TableRun t : tables) t.acknowledgedAtKill = t.maxStep.get();
            if (stored != null) checkStored(k);
            long restart = System.nanoTime();
            paused = true; // the other servers' tables wait too: the restart has the machine, and no game runs to its end meanwhile
            try {
                servers.set(done.server(), done.process().again());
            } finally {
                paused = false;
                lastProgress.set(System.nanoTime()); // the wait for progress starts now
            }
            restartMillis += (System.nanoTime() - restart) / 1_000_000;
            await("every seat of the killed server back at its table", () -> gone.stream().allMatch(s -> s.resumedSeen || s.table.over));
            int lost = 0;
            for (TableRun t : tables) lost += t.lostAtLastKill;
            for (TableRun t : tables) t.lostAtLastKill = 0;
            lostSteps += lost;
            if (lost > 0) killsThatLost++;
            if (servers.size() > 1) spread();
            System.out.printf("kill %d/%d: server %d after the acknowledgement of step %d at %s; %d seats reconnected; lost steps %d; restart %d ms%n",
                    k, options.kills(), done.server(), done.step(), done.table(), gone.size(), lost, (System.nanoTime() - restart) / 1_000_000);
        }
        awaitEveryTableMoving();
        for (TableRun t : tables) if (t.over) gamesFinished++;
        return new Report(options.kills(), acknowledgements.get(), lostSteps, killsThatLost, tables.size(), gamesFinished, internalErrors.get(), restartMillis,
                List.copyOf(problems));
    }

    /** With several servers: a table whose two seats are on one server sends one of them to the next server, so tables span servers. */
    private void spread() {
        for (TableRun t : tables) {
            if (t.over || t.seats.size() < 2) continue;
            Seat a = t.seats.get(0), b = t.seats.get(1);
            if (a.client.server().getPort() == b.client.server().getPort()) (random.nextBoolean() ? a : b).client.drop();
        }
    }

    private void checkStored(int k) throws Exception {
        List<String> codes = tables.stream().map(t -> t.code).toList();
        Map<String, int[]> steps = stored.read(codes);
        for (TableRun t : tables) {
            int[] cm = steps.getOrDefault(t.code, new int[] {0, -1});
            if (cm[0] != cm[1] + 1) problems.add("kill " + k + ": table " + t.code + " stores " + cm[0] + " actions up to step " + cm[1] + ": not steps 0…n−1");
            if (cm[0] < t.acknowledgedAtKill) {
                problems.add("kill " + k + ": table " + t.code + " acknowledged step " + t.acknowledgedAtKill + ", the database holds steps 0.." + cm[1]);
                t.lostAtLastKill = Math.max(t.lostAtLastKill, t.acknowledgedAtKill - cm[0]);
            }
        }
    }

    private void newTable() throws InterruptedException {
        ClientMessage.Create create = new ClientMessage.Create(List.of("base", "harbour"), Map.of(), List.of(), List.of("person", "person"), true);
        host.send(create);
        ServerMessage.Created created = null;
        while (created == null) {
            GameClient.Event e = host.nextEvent(Clients.WAIT);
            switch (e) {
                case null -> throw new AssertionError("no answer to create within " + Clients.WAIT.toSeconds() + " s from " + host.server());
                case GameClient.Event.Reconnected r -> host.send(create); // the connection was lost meanwhile: ask again, as a player would
                case GameClient.Event.Message(ServerMessage.Created c) -> created = c;
                case GameClient.Event.Message(ServerMessage.Error err) -> throw new AssertionError("create refused: " + err);
                default -> { }
            }
        }
        TableRun t = new TableRun(created.code());
        tables.add(t);
        for (int i = 0; i < 2; i++) {
            GameClient c = GameClient.connect(someAddresses(), t.code + "-" + i, false);
            c.next(ServerMessage.Welcome.class, Clients.WAIT);
            c.send(new ClientMessage.Join(t.code, "P" + i));
            ServerMessage.Seated seated = c.next(ServerMessage.Seated.class, Clients.WAIT);
            c.onReconnect(g -> g.send(new ClientMessage.Rejoin(t.code, seated.seatToken())));
            Seat s = new Seat(t, c, seated.seatToken(), new Random(random.nextLong()));
            t.seats.add(s);
            seats.add(s);
            Thread.ofPlatform().daemon().name("seat-" + c.toString()).start(s::play);
        }
    }

    private void replace(TableRun t) throws InterruptedException {
        gamesFinished++;
        tables.remove(t);
        for (Seat s : t.seats) {
            s.stop = true;
            seats.remove(s);
            s.client.reconnecting(false);
            s.client.close();
        }
        newTable();
    }

    /** Every table acknowledges a new step (or ends) after the last restart: no table is stuck. */
    private void awaitEveryTableMoving() throws InterruptedException {
        await("a new acknowledged step at every table", () -> tables.stream().allMatch(t -> t.over || t.maxStep.get() > t.mark));
    }

    /** Waits until {@code done} holds; fails only when nothing at all has moved for {@link #STUCK}. */
    private void await(String what, BooleanSupplier done) throws InterruptedException {
        while (true) {
            if (done.getAsBoolean()) return;
            if (System.nanoTime() - lastProgress.get() > STUCK.toNanos()) {
                StringBuilder b = new StringBuilder("waited for " + what + ": nothing moved for " + STUCK.toSeconds() + " s; tables:");
                for (TableRun t : tables) b.append(' ').append(t.code).append(" at ").append(t.maxStep.get()).append(t.over ? " (over)" : "");
                throw new AssertionError(b + "; problems so far: " + problems);
            }
            Thread.sleep(5);
        }
    }

    /** Called on a seat's thread when a state acknowledges its action: perhaps the kill, at once. */
    private void acknowledged(Seat by, ServerMessage.State s) {
        long n = acknowledgements.incrementAndGet();
        if (n < killAt || kill.get() != null) return;
        int port = by.client.server().getPort();
        int index = -1;
        for (int i = 0; i < servers.size(); i++) if (servers.get(i).port() == port) index = i;
        if (index < 0) return; // between servers; the next acknowledgement will do
        List<Seat> victims = new ArrayList<>();
        for (Seat x : seats) if (x.client.server().getPort() == port) victims.add(x);
        Kill k = new Kill(index, servers.get(index), by.table.code, s.step(), victims);
        if (!kill.compareAndSet(null, k)) return;
        for (Seat x : victims) {
            x.victim = true;
            x.closedSeen = false;
            x.resumedSeen = false;
        }
        k.process().process().destroyForcibly(); // SIGKILL, sent now: the server has no moment to write anything more
    }

    @Override
    public void close() {
        stopping = true;
        for (Seat s : seats) {
            s.stop = true;
            s.client.reconnecting(false);
            s.client.close();
        }
        host.close();
        for (ServerProcess p : servers) p.close(); // the servers running now (killed ones were replaced)
    }

    /** One table of the run. */
    private final class TableRun {
        final String code;
        final List<Seat> seats = new CopyOnWriteArrayList<>();
        final AtomicInteger maxStep = new AtomicInteger(-1); // the highest step any of its seats received
        volatile boolean over;
        volatile int mark; // maxStep when the last kill was armed
        volatile int acknowledgedAtKill;
        volatile int lostAtLastKill;

        TableRun(String code) {
            this.code = code;
        }
    }

    /** One seat's client: acts as soon as its turn comes (a random legal action), and watches what comes back. */
    private final class Seat {
        final TableRun table;
        volatile GameClient client; // replaced when it gave up reconnecting (a restart slower than GameClient.RECONNECT_FOR)
        final String token;
        final Random random;
        volatile boolean stop, victim, closedSeen, resumedSeen;
        private boolean awaitingResume;
        private int boundAtClose; // the table's highest step received when this seat's connection ended
        private long closedAt; // when its connection ended and no reconnect has succeeded since (0: connected)
        private int lastSent = -1;
        private ServerMessage.State last;
        private ClientMessage.Act lastAct;

        Seat(TableRun table, GameClient client, String token, Random random) {
            this.table = table;
            this.client = client;
            this.token = token;
            this.random = random;
        }

        void play() {
            try {
                while (!stop && !stopping) {
                    if (paused) {
                        Thread.sleep(5);
                        continue;
                    }
                    if (closedAt != 0 && System.nanoTime() - closedAt > GameClient.RECONNECT_FOR.toNanos() + TimeUnit.SECONDS.toNanos(2)) reopen();
                    GameClient.Event e = client.nextEvent(Duration.ofMillis(200));
                    switch (e) {
                        case null -> { }
                        case GameClient.Event.Closed c -> {
                            boundAtClose = table.maxStep.get();
                            closedAt = System.nanoTime();
                            closedSeen = true;
                        }
                        case GameClient.Event.Reconnected r -> {
                            closedAt = 0;
                            awaitingResume = true;
                            lastSent = -1;
                        }
                        case GameClient.Event.Message(ServerMessage.State s) -> onState(s);
                        case GameClient.Event.Message(ServerMessage.Error err) -> onError(err);
                        case GameClient.Event.Message m -> { }
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException | AssertionError e) {
                problems.add("seat of " + table.code + " failed: " + e);
            }
        }

        private void onState(ServerMessage.State s) {
            lastProgress.set(System.nanoTime());
            if (awaitingResume) {
                awaitingResume = false;
                if (victim) resumed(s);
            }
            table.maxStep.accumulateAndGet(s.step(), Math::max);
            last = s;
            if (s.over()) {
                table.over = true;
                return;
            }
            if (lastSent >= 0 && s.step() == lastSent + 1) acknowledged(this, s);
            if (s.pending() == s.you() && !s.legal().isEmpty() && s.step() != lastSent) {
                lastSent = s.step();
                lastAct = new ClientMessage.Act(table.code, token, s.step(), s.legal().get(random.nextInt(s.legal().size())));
                client.send(lastAct);
            }
        }

        /**
         * A client gives up reconnecting after {@link GameClient#RECONNECT_FOR}; on a machine so busy that the restart
         * took longer, the seat comes back as a player would, with a new connection and its seat token.
         */
        private void reopen() throws InterruptedException {
            GameClient old = client;
            old.reconnecting(false);
            old.close();
            GameClient c;
            try {
                c = GameClient.connect(allAddresses(), old.toString(), false);
            } catch (RuntimeException notUpYet) {
                closedAt = System.nanoTime() - GameClient.RECONNECT_FOR.toNanos(); // the server is not up yet: again in a moment
                return;
            }
            c.onReconnect(g -> g.send(new ClientMessage.Rejoin(table.code, token)));
            closedAt = 0;
            awaitingResume = true;
            lastSent = -1;
            client = c;
            c.send(new ClientMessage.Rejoin(table.code, token));
        }

        /**
         * The first state after a reconnect that followed a kill: nothing acknowledged may be missing. With one server
         * (restarted only after every state it sent was read) the bound is the table's highest step at the kill; with
         * several, another server's seats go on meanwhile, so it is what the table had when this seat's connection
         * ended (all of it committed before this seat rejoined).
         */
        private void resumed(ServerMessage.State s) {
            int acknowledged = stored == null ? table.acknowledgedAtKill : boundAtClose;
            if (s.step() < acknowledged) {
                problems.add("table " + table.code + ": acknowledged step " + acknowledged + ", resumed at step " + s.step());
                synchronized (table) {
                    table.lostAtLastKill = Math.max(table.lostAtLastKill, acknowledged - s.step());
                }
                table.maxStep.accumulateAndGet(s.step(), Math::min); // the game goes on from there: count the next loss from it
            } else if (last != null && last.step() == s.step() && !sameView(last.view(), s.view())) {
                problems.add("table " + table.code + ": resumed at step " + s.step() + " with another view than the one acknowledged");
            }
            resumedSeen = true;
        }

        private void onError(ServerMessage.Error err) throws InterruptedException {
            // an error is no progress: a table that answers every action with an error is stuck
            if (err.code().equals(Errors.STALE)) return; // a newer state follows
            if (err.code().equals(Errors.INTERNAL)) internalErrors.incrementAndGet();
            problems.add("table " + table.code + ": error " + err.code() + ": " + err.message());
            if (err.code().equals(Errors.INTERNAL) && lastAct != null) { // "send it again", as a client would, a moment later
                Thread.sleep(100);
                client.send(lastAct);
            }
        }
    }

    private static boolean sameView(SeatView a, SeatView b) {
        return a.seat() == b.seat() && Arrays.equals(a.ints(), b.ints()) && Arrays.equals(a.zoneSize(), b.zoneSize()) && Arrays.equals(a.content(), b.content())
                && Arrays.equals(a.pieceZone(), b.pieceZone()) && Arrays.equals(a.pieceSlot(), b.pieceSlot());
    }
}
