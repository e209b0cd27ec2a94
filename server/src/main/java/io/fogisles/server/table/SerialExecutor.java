package io.fogisles.server.table;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;

/**
 * Runs tasks one after another, in order, on a shared pool: a table's actor. Tables share the pool's threads
 * but each runs one task at a time, so a table needs no locks and a slow table holds up only itself.
 */
final class SerialExecutor implements Executor {
    private final Executor pool;
    private final Queue<Runnable> tasks = new ArrayDeque<>();
    private boolean running;

    SerialExecutor(Executor pool) {
        this.pool = pool;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (this) {
            tasks.add(task);
            if (running) return;
            running = true;
        }
        submit();
    }

    /** Hands the queue to the pool; a pool shut down (the server is stopping) runs nothing more: what was committed stays. */
    private void submit() {
        try {
            pool.execute(this::drain);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            synchronized (this) {
                tasks.clear();
                running = false;
            }
        }
    }

    /** Runs one task, then gives the thread back to the pool (other tables' turn) if more are waiting. */
    private void drain() {
        Runnable next;
        synchronized (this) {
            next = tasks.poll();
        }
        try {
            next.run();
        } catch (RuntimeException e) {
            System.err.println("fogisles server: a table task failed: " + e);
        } finally {
            boolean more;
            synchronized (this) {
                more = !tasks.isEmpty();
                running = more;
            }
            if (more) submit();
        }
    }
}
