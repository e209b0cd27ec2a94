package io.fogisles.cli.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.io.Serializable;
import java.util.concurrent.Callable;

/** Makes a job ready on one worker and answers with the worker's {@link WorkerInfo}, or why it refuses the job. */
final class PrepareTask implements Callable<Reply>, Serializable, HazelcastInstanceAware {
    private static final long serialVersionUID = 1L;
    private final Job.Ticket ticket;
    private transient HazelcastInstance hz;

    PrepareTask(Job.Ticket ticket) {
        this.ticket = ticket;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hz) {
        this.hz = hz;
    }

    @Override
    public Reply call() {
        WorkerNode node = WorkerNode.of(hz);
        try {
            return new Reply.Done(node.ready(ticket).info());
        } catch (WorkerNode.Refusal r) {
            node.log("job %s: refused: %s", ticket.shortId(), r.getMessage());
            return new Reply.Refused(r.getMessage());
        } catch (RuntimeException | Error e) {
            return new Reply.Failed(RangeTask.describe(e));
        }
    }
}
