package io.fogisles.cli.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.topic.ITopic;
import java.io.Serializable;
import java.util.concurrent.Callable;

/** Plays one range of a job's games on one worker and answers with their statistics. */
final class RangeTask implements Callable<Reply>, Serializable, HazelcastInstanceAware {
    private static final long serialVersionUID = 1L;
    /** How often a range tells its progress (the coordinator's progress line is redrawn about as often). */
    private static final long PROGRESS_NANOS = 300_000_000L;

    private final Job.Ticket ticket;
    private final long range;
    private final int stage, from, to;
    private transient HazelcastInstance hz;

    RangeTask(Job.Ticket ticket, long range, int stage, int from, int to) {
        this.ticket = ticket;
        this.range = range;
        this.stage = stage;
        this.from = from;
        this.to = to;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hz) {
        this.hz = hz;
    }

    /** Thrown from the progress hook when the job's coordinator has left: the pool stops after the games in hand. */
    private static final class Stop extends RuntimeException {
        Stop() {
            super("the coordinator left", null, false, false);
        }
    }

    @Override
    public Reply call() {
        WorkerNode node = WorkerNode.of(hz);
        WorkerNode.Ready ready;
        try {
            ready = node.ready(ticket);
        } catch (WorkerNode.Refusal r) {
            return new Reply.Refused(r.getMessage());
        } catch (RuntimeException | Error e) {
            return new Reply.Failed(describe(e));
        }
        if (node.stopped(ready.job())) return new Reply.Stopped();
        ready.active().incrementAndGet();
        ITopic<Progress> topic = hz.getTopic(WorkerNode.PROGRESS_TOPIC);
        long[] last = {System.nanoTime()};
        long t0 = System.nanoTime();
        try {
            Serializable result = ready.prepared().play(node.pool(), stage, from, to, done -> {
                if (node.stopped(ready.job())) throw new Stop();
                long now = System.nanoTime();
                synchronized (last) {
                    if (now - last[0] < PROGRESS_NANOS || done >= to - from) return;
                    last[0] = now;
                }
                topic.publish(new Progress(ticket.id(), range, done));
            });
            node.log("job %s: stage %d games %d-%d done (%d in %.1f s)", ticket.shortId(), stage, from + 1, to, to - from, (System.nanoTime() - t0) / 1e9);
            return new Reply.Done(result);
        } catch (Stop s) {
            node.log("job %s: stage %d games %d-%d stopped: the coordinator left", ticket.shortId(), stage, from + 1, to);
            return new Reply.Stopped();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Reply.Stopped();
        } catch (RuntimeException | Error e) {
            if (e instanceof OutOfMemoryError) node.log("job %s: out of memory; give the worker more with FOGISLES_HEAP=2g", ticket.shortId());
            node.log("job %s: stage %d games %d-%d failed: %s", ticket.shortId(), stage, from + 1, to, e);
            return new Reply.Failed(describe(e));
        } finally {
            ready.active().decrementAndGet();
            node.rangeEnded(ready);
        }
    }

    /** An exception as the coordinator prints it: the text and the first frames. */
    static String describe(Throwable e) {
        StringBuilder b = new StringBuilder(e.toString());
        StackTraceElement[] st = e.getStackTrace();
        for (int i = 0; i < Math.min(8, st.length); i++) b.append("\n    at ").append(st[i]);
        return b.toString();
    }
}
