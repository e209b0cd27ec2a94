package io.fogisles.cli.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.kernel.data.DidYouMean;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * {@code ./fogisles worker}: one machine's share of a cluster that plays {@code simulate --cluster} and
 * {@code soak --cluster} runs. It is a member of a Hazelcast cluster (found by address, never by multicast)
 * that plays the ranges of games it is sent on all its cores, until it is stopped.
 */
public final class WorkerCommand implements Command {
    public String name() {
        return "worker";
    }

    public String summary() {
        return "play other machines' simulate and soak runs: start with --port, add machines with --join";
    }

    public String usage() {
        return """
                ./fogisles worker --port PORT [options]        the first worker of a cluster
                ./fogisles worker --join HOST:PORT [options]   one more machine in that cluster

                A worker plays the games of runs started elsewhere with --cluster HOST:PORT (./fogisles simulate
                --cluster, ./fogisles soak --cluster), on all its cores, and prints what it plays. It runs until it
                is stopped (Ctrl-C); a run whose worker stops plays those games on the other workers.

                  --port PORT          the port to listen on (default 5701); --port 0 picks a free one
                  --join HOST:PORT     join the cluster of the worker at HOST:PORT (repeatable, or a list
                                       HOST:PORT,HOST:PORT: any worker of the cluster will do)
                  --host ADDRESS       the address the others reach this machine at (default: the engine picks
                                       one of the machine's addresses); 127.0.0.1 keeps a cluster on this machine
                  --threads T          game threads (default: all cores)

                Every worker must run the same build of Fog Isles as the machine that starts a run: a worker with
                another version, other modules or other program files is refused with the difference.
                A worker runs the games of anyone who can reach its port: keep it in a private network.

                example: ./fogisles worker --port 5701                      (on 192.168.1.20)
                         ./fogisles worker --join 192.168.1.20:5701         (on every other machine)
                         ./fogisles simulate --cluster 192.168.1.20:5701 --games 10000 --bots greedy --house-rule grand-cities""";
    }

    static final class Options {
        Integer port;
        final List<String> join = new ArrayList<>();
        String host;
        int threads = Runtime.getRuntime().availableProcessors();
    }

    static Options parse(List<String> args) {
        Options o = new Options();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--port" -> {
                    String v = value(args, ++i, a);
                    if (!v.matches("\\d{1,5}") || Integer.parseInt(v) > 65535) throw new UsageException("--port wants a port number (0-65535), got '" + v + "'");
                    o.port = Integer.parseInt(v);
                }
                case "--join" -> {
                    for (String m : value(args, ++i, a).split(",")) {
                        try {
                            o.join.add(Nodes.address(m.trim()));
                        } catch (ClusterException e) {
                            throw new UsageException("--join: " + e.getMessage());
                        }
                    }
                }
                case "--host" -> o.host = value(args, ++i, a);
                case "--threads" -> {
                    String v = value(args, ++i, a);
                    try {
                        o.threads = Integer.parseInt(v);
                        if (o.threads < 1) throw new NumberFormatException();
                    } catch (NumberFormatException e) {
                        throw new UsageException("--threads wants a positive whole number, got '" + v + "'");
                    }
                }
                default -> throw new UsageException("unknown option " + a + DidYouMean.hint(a, List.of("--port", "--join", "--host", "--threads")));
            }
        }
        if (o.port == null && o.join.isEmpty()) throw new UsageException("give --port PORT (the first worker) or --join HOST:PORT (one more)");
        return o;
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size() || args.get(i).startsWith("--")) throw new UsageException(option + " needs a value");
        return args.get(i);
    }

    @Override
    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) throws Exception {
        Options o = parse(args);
        io.fogisles.cli.sim.BulkScripts.interpretOnly(); // as simulate and soak do in one process
        int port = o.port == null ? Nodes.DEFAULT_PORT : o.port;
        if (port == 0) port = freePort(o.host);
        BuildInfo build = BuildInfo.current(rt.catalog()); // before joining: a worker that cannot read its own files says so now
        Config config = Nodes.member(o.host, port, o.join);
        HazelcastInstance hz;
        try {
            hz = Hazelcast.newHazelcastInstance(config);
        } catch (RuntimeException e) {
            err.println("fogisles worker: cannot start on port " + port + ": " + e.getMessage());
            return 1;
        }
        WorkerNode node = new WorkerNode(hz, o.threads, out);
        hz.getUserContext().put(WorkerNode.CONTEXT_KEY, node);
        CountDownLatch stopped = new CountDownLatch(1);
        hz.getLifecycleService().addLifecycleListener(e -> {
            if (e.getState() == com.hazelcast.core.LifecycleEvent.LifecycleState.SHUTDOWN) stopped.countDown();
        });
        hz.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
                node.log("worker %s joined; the cluster has %d workers", name(e.getMember()), e.getMembers().size());
            }

            @Override
            public void memberRemoved(MembershipEvent e) {
                node.log("worker %s left; the cluster has %d workers", name(e.getMember()), e.getMembers().size());
            }
        });
        Member self = hz.getCluster().getLocalMember();
        String address = name(self);
        node.log("worker %s ready: build %s, %d thread%s, %d worker%s in the cluster", address, build.shortId(), o.threads, o.threads == 1 ? "" : "s",
                hz.getCluster().getMembers().size(), hz.getCluster().getMembers().size() == 1 ? "" : "s");
        node.log("others join with: ./fogisles worker --join %s   runs use: --cluster %s", address, address);
        Runtime.getRuntime().addShutdownHook(new Thread(node::close, "fogisles-worker-cleanup"));
        Thread.ofPlatform().daemon().name("fogisles-worker-warm-up").start(() -> warmUp(node));
        stopped.await();
        return 0;
    }

    /**
     * Builds a rule set and plays two games while no job is there: the engine's classes, the script engine and
     * the compiler's first work are then done before a run waits for them (a cold worker took 14 s to get a
     * job ready on a busy machine, a warm one about 1 s).
     */
    private static void warmUp(WorkerNode node) {
        long t0 = System.nanoTime();
        try (Services s = new Services()) {
            io.fogisles.kernel.game.RuleSet rules = s.rules(new io.fogisles.kernel.game.GameConfig(
                    new io.fogisles.kernel.module.ModuleSelection(List.of("base"), null), 4));
            io.fogisles.kernel.sim.Simulation sim = new io.fogisles.kernel.sim.Simulation(rules, io.fogisles.kernel.bot.BotRegistry.of(rules));
            for (long seed = 1; seed <= 2; seed++) sim.playGame(seed, java.util.Collections.nCopies(4, "greedy"));
            node.log("warmed up in %.1f s", (System.nanoTime() - t0) / 1e9);
        } catch (RuntimeException e) {
            node.log("warm-up failed (%s); the first job gets ready more slowly", e);
        }
    }

    private static String name(Member m) {
        return m.getAddress().getHost() + ":" + m.getAddress().getPort();
    }

    private static int freePort(String host) throws java.io.IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, host == null ? null : java.net.InetAddress.getByName(host))) {
            return s.getLocalPort();
        }
    }
}
