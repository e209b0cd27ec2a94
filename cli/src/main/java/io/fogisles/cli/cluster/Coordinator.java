package io.fogisles.cli.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import io.fogisles.cli.Services;
import io.fogisles.kernel.rules.HouseRule;
import java.io.PrintStream;
import java.io.Serializable;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * The side of a run that the user starts ({@code simulate --cluster}, {@code soak --cluster}): a client of
 * the cluster that sends the job to every worker, cuts the games into ranges, hands them out, merges what
 * comes back exactly once per range, and plays a range elsewhere when its worker leaves. Results are merged
 * in the coordinator's own thread, so a merge needs no lock.
 */
public final class Coordinator implements AutoCloseable {
    /** How long a run waits for a worker when none is left (one may be restarting). */
    static final Duration NO_WORKER_GRACE = Duration.ofSeconds(60);
    /** A range that fails this often on workers that are still there stops the run (the error is not the worker's going). */
    static final int MAX_TRIES = 3;

    private enum State { PREPARING, READY, REFUSED, GONE }

    /** One member of the cluster, as this run sees it. */
    private static final class Worker {
        final Member member;
        State state = State.PREPARING;
        int threads = 1;
        long games;
        final Set<Range> inFlight = new HashSet<>();

        Worker(Member member) {
            this.member = member;
        }

        String name() {
            return member.getAddress().getHost() + ":" + member.getAddress().getPort();
        }
    }

    private record Range(long id, int stage, int from, int to) {
        int games() {
            return to - from;
        }
    }

    private sealed interface Event {
    }

    private record Prepared(Worker w, Reply reply) implements Event {
    }

    private record Answered(Worker w, Range r, Reply reply) implements Event {
    }

    private record Lost(Worker w, Range r, Throwable error) implements Event {
    }

    private record Left(UUID member) implements Event {
    }

    private record Joined(Member member) implements Event {
    }

    private final String cluster;
    private final HazelcastInstance client;
    private final IExecutorService executor;
    private final Job.Ticket ticket;
    private final PrintStream err;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Map<UUID, Worker> workers = new LinkedHashMap<>();
    private final Map<Long, Integer> rangeProgress = new ConcurrentHashMap<>();
    /** The ranges merged so far in this run, by id: each is merged once, whichever worker answers first. */
    private final Set<Long> merged = new HashSet<>();
    /** The first range of the current {@link #play} call. */
    private long firstRange;
    private final long startedAt = System.nanoTime();
    private long nextRange;
    private long played, playedAgain, duplicates;
    private double firstGameSeconds = Double.NaN;

    private Coordinator(String cluster, HazelcastInstance client, Job.Ticket ticket, PrintStream err) {
        this.cluster = cluster;
        this.client = client;
        this.executor = client.getExecutorService(Nodes.EXECUTOR);
        this.ticket = ticket;
        this.err = err;
    }

    /**
     * Connects to the cluster at {@code cluster} (a worker's HOST:PORT or a client configuration file) and makes
     * the job ready on every worker; returns once one worker can play. The house rules of {@code work} are read
     * from {@code rt}'s library and sent along.
     */
    public static Coordinator connect(String cluster, Work work, Services rt, PrintStream err) throws InterruptedException {
        List<RuleFiles> rules = new ArrayList<>();
        for (String id : work.houseRules()) {
            HouseRule rule = rt.library().get(id);
            if (rule == null) throw new ClusterException("house rule '" + id + "' is not installed here, so it cannot be sent to the workers");
            rules.add(RuleFiles.of(rule));
        }
        BuildInfo build = BuildInfo.current(rt.catalog());
        HazelcastInstance client;
        try {
            client = HazelcastClient.newHazelcastClient(Nodes.client(cluster));
        } catch (IllegalStateException e) {
            throw new ClusterException("no worker answers at " + cluster + " (start one there with ./fogisles worker --port PORT, or check the address"
                    + " and that the port is open)", e);
        }
        try {
            Job job = new Job(client.getLocalEndpoint().getUuid(), rules, work);
            Coordinator c = new Coordinator(cluster, client, job.ticket(build), err);
            c.start();
            err.println("playing on the cluster at " + cluster + ": " + c.describe() + " (more join as they get ready)");
            err.flush();
            return c;
        } catch (RuntimeException | InterruptedException e) {
            client.shutdown();
            throw e;
        }
    }

    private void start() throws InterruptedException {
        client.getTopic(WorkerNode.PROGRESS_TOPIC).addMessageListener(m -> {
            if (m.getMessageObject() instanceof Progress p && p.job().equals(ticket.id())) rangeProgress.merge(p.range(), p.done(), Math::max);
        });
        client.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
                events.add(new Joined(e.getMember()));
            }

            @Override
            public void memberRemoved(MembershipEvent e) {
                events.add(new Left(e.getMember().getUuid()));
            }
        });
        for (Member m : client.getCluster().getMembers()) add(m);
        // wait for a first worker that can play (the others join the run as they get ready)
        while (count(State.READY) == 0) {
            if (count(State.PREPARING) == 0) waitForAWorker(0, 0);
            Event e = events.poll(200, TimeUnit.MILLISECONDS);
            if (e != null) handle(e, null);
        }
    }

    private void add(Member m) {
        if (workers.containsKey(m.getUuid())) return;
        Worker w = new Worker(m);
        workers.put(m.getUuid(), w);
        executor.submitToMember(new PrepareTask(ticket), m, new ExecutionCallback<Reply>() {
            @Override
            public void onResponse(Reply reply) {
                events.add(new Prepared(w, reply));
            }

            @Override
            public void onFailure(Throwable t) {
                events.add(new Lost(w, null, t));
            }
        });
    }

    private int count(State s) {
        int n = 0;
        for (Worker w : workers.values()) if (w.state == s) n++;
        return n;
    }

    private int readyThreads() {
        int n = 0;
        for (Worker w : workers.values()) if (w.state == State.READY) n += w.threads;
        return n;
    }

    /** The workers that can play, e.g. "2 workers, 4 threads". */
    public String describe() {
        return count(State.READY) + " worker" + (count(State.READY) == 1 ? "" : "s") + ", " + readyThreads() + " thread" + (readyThreads() == 1 ? "" : "s");
    }

    /**
     * Plays games {@code from}…{@code to − 1} of {@code stage} on the workers: each range exactly once into
     * {@code merge} (called on this thread). {@code progress} hears the games done in this call so far,
     * {@code status} a line on the cluster (games/s, workers).
     */
    public <R extends Serializable> void play(int stage, int from, int to, Class<R> type, Consumer<R> merge, IntConsumer progress, Consumer<String> status)
            throws InterruptedException {
        // the workers still getting ready will play too: count them with the ready ones' threads each
        int ready = count(State.READY), threads = readyThreads() * (ready + count(State.PREPARING)) / Math.max(1, ready);
        int size = rangeSize(to - from, Math.max(1, threads));
        Deque<Range> queue = new ArrayDeque<>();
        firstRange = nextRange; // range ids grow over the run: an answer for an earlier call's range is a late copy, never merged here
        for (int f = from; f < to; f += size) queue.add(new Range(nextRange++, stage, f, Math.min(to, f + size)));
        Map<Long, Integer> tries = new java.util.HashMap<>();
        int total = to - from, done = 0;
        long t0 = System.nanoTime(), lastStatus = 0;
        while (done < total) {
            dispatch(queue, size);
            Event e = events.poll(200, TimeUnit.MILLISECONDS);
            if (e instanceof Answered a && a.reply() instanceof Reply.Done d) {
                a.w().inFlight.remove(a.r());
                rangeProgress.remove(a.r().id());
                if (a.r().id() >= firstRange && merged.add(a.r().id())) {
                    merge.accept(type.cast(d.value()));
                    done += a.r().games();
                    a.w().games += a.r().games();
                    played += a.r().games();
                    if (Double.isNaN(firstGameSeconds)) firstGameSeconds = secondsSinceProcessStart();
                } else {
                    duplicates++; // played twice (its worker was taken for gone, then answered): counted once
                }
            } else if (e instanceof Lost l && l.r() != null) {
                if (merged.contains(l.r().id()) || !l.w().inFlight.contains(l.r())) {
                    l.w().inFlight.remove(l.r()); // merged from elsewhere, or already handed on when its worker left
                } else if (stillThere(l.w()) && !lostTouch(l.error())) {
                    l.w().inFlight.remove(l.r());
                    if (tries.merge(l.r().id(), 1, Integer::sum) >= MAX_TRIES)
                        throw new ClusterException("games " + (l.r().from() + 1) + "-" + l.r().to() + " could not be played on worker " + l.w().name() + ": " + l.error());
                    queue.addFirst(l.r());
                } else {
                    gone(l.w(), queue); // every range in its hands, this one too, is played elsewhere
                }
            } else if (e != null) {
                handle(e, queue);
            }
            queue.removeIf(r -> merged.contains(r.id()));
            if (count(State.READY) == 0 && count(State.PREPARING) == 0) waitForAWorker(done, total);
            int inHand = 0;
            for (Map.Entry<Long, Integer> p : rangeProgress.entrySet()) if (p.getKey() >= firstRange && !merged.contains(p.getKey())) inHand += p.getValue();
            if (progress != null) progress.accept(Math.min(total, done + inHand));
            long now = System.nanoTime();
            if (status != null && now - lastStatus > 500_000_000L) {
                lastStatus = now;
                double secs = (now - t0) / 1e9;
                status.accept(String.format(Locale.ROOT, "%.0f games/s, %s", secs > 0 ? (done + inHand) / secs : 0, describe()));
            }
        }
        // ranges still in flight were all merged from another worker; their late answers are ignored
        for (Worker w : workers.values()) w.inFlight.removeIf(r -> merged.contains(r.id()));
    }

    /**
     * Games per range: about eight ranges per thread of the cluster (so that a late range costs little at
     * the end, and a worker that leaves loses little), at most 2,000 games.
     */
    static int rangeSize(int games, int threads) {
        return (int) Math.max(1, Math.min(2_000, Math.ceil(games / (8.0 * threads))));
    }

    private void dispatch(Deque<Range> queue, int size) {
        for (Worker w : workers.values()) {
            if (w.state != State.READY) continue;
            // enough ranges in hand to keep every thread busy, and one more so none waits between ranges
            int limit = Math.max(2, (int) Math.ceil((double) w.threads / size) + 1);
            while (w.inFlight.size() < limit && !queue.isEmpty()) {
                Range r = queue.poll();
                w.inFlight.add(r);
                executor.submitToMember(new RangeTask(ticket, r.id(), r.stage(), r.from(), r.to()), w.member, new ExecutionCallback<Reply>() {
                    @Override
                    public void onResponse(Reply reply) {
                        events.add(new Answered(w, r, reply));
                    }

                    @Override
                    public void onFailure(Throwable t) {
                        events.add(new Lost(w, r, t));
                    }
                });
            }
        }
    }

    /** Events outside the ranges' results: workers getting ready, refusing, joining and leaving. */
    private void handle(Event e, Deque<Range> queue) {
        switch (e) {
            case Prepared p when p.w().state == State.PREPARING -> {
                switch (p.reply()) {
                    case Reply.Done d -> {
                        WorkerInfo info = (WorkerInfo) d.value();
                        p.w().state = State.READY;
                        p.w().threads = info.threads();
                    }
                    case Reply.Refused r -> refuse(p.w(), r.reason());
                    case Reply.Failed f -> refuse(p.w(), "it could not set up the games: " + f.text());
                    case Reply.Stopped s -> refuse(p.w(), "it stopped the job");
                }
            }
            case Answered a -> {
                a.w().inFlight.remove(a.r());
                switch (a.reply()) {
                    case Reply.Refused r -> {
                        refuse(a.w(), r.reason());
                        requeue(a.w(), a.r(), queue);
                    }
                    case Reply.Failed f -> throw new IllegalStateException("a game failed on worker " + a.w().name() + ": " + f.text());
                    default -> requeue(a.w(), a.r(), queue); // stopped: not by this coordinator; play it elsewhere
                }
            }
            case Lost l when l.r() == null -> {
                if (l.w().state == State.PREPARING) {
                    if (stillThere(l.w()) && !lostTouch(l.error())) refuse(l.w(), "it could not take the job: " + l.error());
                    else l.w().state = State.GONE;
                }
            }
            case Left left -> {
                Worker w = workers.get(left.member());
                if (w != null && w.state != State.GONE) gone(w, queue);
            }
            case Joined j -> add(j.member());
            default -> {
            }
        }
    }

    private void requeue(Worker w, Range r, Deque<Range> queue) {
        if (queue != null && r.id() >= firstRange && !merged.contains(r.id()) && !queue.contains(r)) queue.addFirst(r);
    }

    private void refuse(Worker w, String reason) {
        w.state = State.REFUSED;
        err.println("worker " + w.name() + " refused: " + reason);
        err.flush();
    }

    /** A worker left: the ranges in its hands are played elsewhere (its partial games are lost, none is counted). */
    private void gone(Worker w, Deque<Range> queue) {
        boolean wasPlaying = w.state == State.READY;
        w.state = State.GONE;
        int games = 0;
        for (Range r : w.inFlight) {
            games += r.games();
            rangeProgress.remove(r.id());
            requeue(w, r, queue);
        }
        playedAgain += games;
        w.inFlight.clear();
        if (wasPlaying) {
            err.println("worker " + w.name() + " left" + (games > 0 ? "; its " + games + " unfinished game" + (games == 1 ? " is" : "s are") + " played elsewhere" : ""));
            err.flush();
        }
    }

    /**
     * Whether an error means the worker cannot be reached (killed, its machine gone): the engine may still list
     * it for a while, until the cluster has noticed; this run plays elsewhere from now on.
     */
    static boolean lostTouch(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause())
            if (c instanceof com.hazelcast.core.MemberLeftException || c instanceof com.hazelcast.spi.exception.TargetDisconnectedException
                    || c instanceof com.hazelcast.spi.exception.TargetNotMemberException || c instanceof com.hazelcast.core.HazelcastInstanceNotActiveException
                    || c instanceof java.io.IOException) return true;
        return false;
    }

    private boolean stillThere(Worker w) {
        for (Member m : client.getCluster().getMembers()) if (m.getUuid().equals(w.member.getUuid())) return true;
        return false;
    }

    /** No worker can play: wait a while for one to join, then give up saying why. */
    private void waitForAWorker(int done, int total) throws InterruptedException {
        List<String> why = new ArrayList<>();
        for (Worker w : workers.values()) why.add(w.name() + " " + (w.state == State.REFUSED ? "refused" : "left"));
        err.println("no worker can play (" + (why.isEmpty() ? "the cluster has none" : String.join(", ", why)) + "); waiting up to "
                + NO_WORKER_GRACE.toSeconds() + " s for one to join " + cluster);
        err.flush();
        long deadline = System.nanoTime() + NO_WORKER_GRACE.toNanos();
        while (System.nanoTime() < deadline) {
            Event e = events.poll(200, TimeUnit.MILLISECONDS);
            if (e != null) handle(e, null);
            if (count(State.READY) > 0 || count(State.PREPARING) > 0) return;
        }
        throw new ClusterException("no worker can play this run (" + String.join(", ", why) + ")" + (total > 0 ? "; " + done + " of " + total + " games were played" : "")
                + ". Start workers with the same build (./fogisles worker --join " + cluster + ")");
    }

    private static double secondsSinceProcessStart() {
        return ProcessHandle.current().info().startInstant().map(s -> Duration.between(s, Instant.now()).toMillis() / 1e3).orElse(Double.NaN);
    }

    /** What the run did on the cluster, for the user's stderr: games per worker, games played again, the first game's time. */
    public String summary() {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "cluster %s: %,d games in %.1f s", cluster, played, (System.nanoTime() - startedAt) / 1e9));
        if (!Double.isNaN(firstGameSeconds)) b.append(String.format(Locale.ROOT, ", the first done %.1f s after start", firstGameSeconds));
        List<String> per = new ArrayList<>();
        for (Worker w : workers.values()) if (w.games > 0 || w.state == State.READY) per.add(w.name() + " " + String.format(Locale.ROOT, "%,d", w.games));
        b.append("; per worker: ").append(String.join(", ", per));
        if (playedAgain > 0) b.append(String.format(Locale.ROOT, "; %,d game%s played again after a worker left", playedAgain, playedAgain == 1 ? "" : "s"));
        if (duplicates > 0) b.append(String.format(Locale.ROOT, "; %d range%s answered twice, counted once", duplicates, duplicates == 1 ? "" : "s"));
        return b.toString();
    }

    @Override
    public void close() {
        client.shutdown(); // the workers hear that this coordinator left and drop the job
    }
}
