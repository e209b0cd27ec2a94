package io.fogisles.cli.cluster;

import com.hazelcast.client.Client;
import com.hazelcast.client.ClientListener;
import com.hazelcast.core.HazelcastInstance;
import io.fogisles.cli.Services;
import io.fogisles.kernel.rules.HouseRule;
import io.fogisles.kernel.sim.GamePool;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What one worker process keeps for the jobs it plays: its game threads (one pool for every job, so their
 * script contexts stay warm), each job prepared once (its rules written to a folder of its own, its rule
 * sets built), and which coordinators have left (their jobs stop after the game in hand). It lives in the
 * cluster member's user context, so the tasks the engine runs find it.
 */
final class WorkerNode implements AutoCloseable {
    static final String CONTEXT_KEY = "fogisles.worker";
    static final String PROGRESS_TOPIC = "fogisles-progress";

    /** A job made ready on this worker. */
    record Ready(Job.Ticket ticket, Job job, Services services, Work.Prepared prepared, WorkerInfo info, AtomicInteger active) {
    }

    private final HazelcastInstance hz;
    private final int threads;
    private final GamePool pool;
    private final PrintStream log;
    private final Path scratch;
    private final ConcurrentMap<String, Object> locks = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, Ready> jobs = new ConcurrentHashMap<>();
    private final Set<UUID> gone = ConcurrentHashMap.newKeySet();

    WorkerNode(HazelcastInstance hz, int threads, PrintStream log) throws IOException {
        io.fogisles.cli.sim.BulkScripts.interpretOnly(); // before the first rule set: as simulate and soak do in one process
        this.hz = hz;
        this.threads = threads;
        this.pool = new GamePool(threads);
        this.log = log;
        this.scratch = Files.createTempDirectory("fogisles-worker-");
        hz.getClientService().addClientListener(new ClientListener() {
            @Override
            public void clientConnected(Client client) {
            }

            @Override
            public void clientDisconnected(Client client) {
                coordinatorLeft(client.getUuid());
            }
        });
    }

    /** The node of a member: the one {@code ./fogisles worker} made, or (a member started the engine's own way) one made now with every core. */
    static WorkerNode of(HazelcastInstance hz) {
        ConcurrentMap<String, Object> context = hz.getUserContext();
        Object node = context.get(CONTEXT_KEY);
        if (node != null) return (WorkerNode) node;
        synchronized (WorkerNode.class) {
            return (WorkerNode) context.computeIfAbsent(CONTEXT_KEY, k -> {
                try {
                    return new WorkerNode(hz, Runtime.getRuntime().availableProcessors(), System.out);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        }
    }

    int threads() {
        return threads;
    }

    GamePool pool() {
        return pool;
    }

    HazelcastInstance instance() {
        return hz;
    }

    void log(String format, Object... args) {
        log.printf(Locale.ROOT, "%tT " + format + "%n", prepend(System.currentTimeMillis(), args));
        log.flush();
    }

    private static Object[] prepend(Object first, Object[] rest) {
        Object[] all = new Object[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    boolean stopped(Job job) {
        return gone.contains(job.coordinator());
    }

    /** The job, prepared on first use (once, whichever of its tasks comes first); a {@link Refusal} when this worker cannot play it alike. */
    Ready ready(Job.Ticket ticket) throws Refusal {
        Ready r = jobs.get(ticket.id());
        if (r != null) return r;
        String difference = ticket.build().differenceFrom(BuildInfo.current());
        if (difference != null) throw new Refusal(difference);
        synchronized (locks.computeIfAbsent(ticket.id(), k -> new Object())) {
            r = jobs.get(ticket.id());
            if (r != null) return r;
            try {
                r = prepare(ticket);
            } catch (Refusal refused) {
                locks.remove(ticket.id());
                deleteQuietly(scratch.resolve(ticket.id())); // the rules it wrote
                throw refused;
            }
            jobs.put(ticket.id(), r);
            if (gone.contains(r.job().coordinator())) evict(ticket.id()); // it left while this was made
            return r;
        }
    }

    private Ready prepare(Job.Ticket ticket) throws Refusal {
        long t0 = System.nanoTime();
        Job job;
        try {
            job = ticket.open();
        } catch (IOException | ClassNotFoundException | RuntimeException e) {
            throw new Refusal("it cannot read the job (" + e + ")");
        }
        List<Path> roots = new ArrayList<>();
        Path dir = scratch.resolve(ticket.id());
        try {
            for (int i = 0; i < job.rules().size(); i++) roots.add(job.rules().get(i).writeInto(Files.createDirectories(dir.resolve(Integer.toString(i)))));
        } catch (IOException e) {
            throw new Refusal("it cannot write the job's house rules to " + dir + ": " + e.getMessage());
        }
        Services services = Services.withRuleFolders(roots);
        Map<String, String> loaded = new LinkedHashMap<>();
        for (RuleFiles f : job.rules()) {
            HouseRule h = services.library().get(f.id());
            if (h == null) {
                services.close();
                throw new Refusal("house rule '" + f.id() + "' does not load there: " + services.library().problemsOf(f.id()));
            }
            if (!h.sha256().equals(f.sha256())) {
                services.close();
                throw new Refusal("house rule '" + f.id() + "' is another text there (SHA-256 " + h.sha256().substring(0, 12) + "…, here " + f.sha256().substring(0, 12) + "…)");
            }
            loaded.put(f.id(), h.sha256());
        }
        Work.Prepared prepared;
        try {
            prepared = job.work().prepare(services);
        } catch (RuntimeException e) {
            services.close();
            throw new Refusal("it cannot set up the games: " + e.getMessage());
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        log("job %s: %s (ready in %.1f s)", ticket.shortId(), job.work().describe(), seconds);
        return new Ready(ticket, job, services, prepared, new WorkerInfo(BuildInfo.current(), threads, loaded, seconds), new AtomicInteger());
    }

    /** A coordinator left: its jobs' games stop after the one in hand, and the jobs are forgotten once no range of theirs runs. */
    void coordinatorLeft(UUID coordinator) {
        gone.add(coordinator);
        for (Ready r : jobs.values()) {
            if (!r.job().coordinator().equals(coordinator)) continue;
            log("job %s: its coordinator left; stopping its games", r.ticket().shortId());
            if (r.active().get() == 0) evict(r.ticket().id());
        }
    }

    /** After a range ended: a job whose coordinator left is forgotten when its last range has ended. */
    void rangeEnded(Ready r) {
        if (r.active().get() == 0 && gone.contains(r.job().coordinator())) evict(r.ticket().id());
    }

    private void evict(String id) {
        Ready r = jobs.remove(id);
        locks.remove(id);
        if (r == null) return;
        r.services().close();
        deleteQuietly(scratch.resolve(id));
        log("job %s: ended", r.ticket().shortId());
    }

    private static void deleteQuietly(Path dir) {
        if (!Files.exists(dir)) return;
        try (var walk = Files.walk(dir)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // a temporary folder: the system cleans it up eventually
                }
            });
        } catch (IOException e) {
            // the same
        }
    }

    @Override
    public void close() {
        for (String id : List.copyOf(jobs.keySet())) evict(id);
        pool.close();
        deleteQuietly(scratch);
    }

    /** This worker cannot play a job as the coordinator would: the reason names the difference. */
    static final class Refusal extends Exception {
        Refusal(String reason) {
            super(reason);
        }
    }
}
