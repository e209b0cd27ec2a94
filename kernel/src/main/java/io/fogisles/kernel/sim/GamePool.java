package io.fogisles.kernel.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * The worker threads of a simulation. They live as long as the pool, not one batch: a thread's script
 * contexts are made once and stay warm across the batches of {@code --games auto}. Each worker folds the
 * games it plays into its own accumulator (no locks, no record per game); the caller merges them.
 */
public final class GamePool implements AutoCloseable {
    /** Plays game {@code index} and adds it to the worker's accumulator. */
    public interface Task<T> {
        void play(int index, T into);
    }

    private final int threads;
    private final ExecutorService pool;

    public GamePool(int threads) {
        this.threads = Math.max(1, threads);
        this.pool = Executors.newFixedThreadPool(this.threads, r -> io.fogisles.kernel.script.ScriptThreads.daemon("fogisles-simulation", r));
    }

    public int threads() {
        return threads;
    }

    /**
     * Plays games {@code from}…{@code to − 1} on the workers and returns their accumulators (one per worker
     * that played). {@code progress} hears the number of games done in this call, from any worker thread.
     */
    public <T> List<T> run(int from, int to, Supplier<T> accumulator, Task<T> task, IntConsumer progress) throws InterruptedException {
        AtomicInteger next = new AtomicInteger(from), done = new AtomicInteger();
        List<Future<T>> futures = new ArrayList<>();
        for (int w = 0; w < Math.min(threads, Math.max(1, to - from)); w++) {
            futures.add(pool.submit(() -> {
                T into = accumulator.get();
                for (int i = next.getAndIncrement(); i < to; i = next.getAndIncrement()) {
                    task.play(i, into);
                    int d = done.incrementAndGet();
                    if (progress != null) progress.accept(d);
                }
                return into;
            }));
        }
        List<T> out = new ArrayList<>();
        try {
            for (Future<T> f : futures) out.add(f.get());
        } catch (ExecutionException e) {
            next.set(to); // the other workers stop after their current game
            Throwable c = e.getCause();
            if (c instanceof RuntimeException re) throw re;
            if (c instanceof Error err) throw err;
            throw new IllegalStateException(c);
        }
        return out;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
