package io.fogisles.client.core;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.kernel.script.ScriptHost;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The engine as the client uses it: the installed modules, the one process-wide script host, and rule
 * sets and games made off the render thread. Each game is made on a fresh thread, because the script
 * host keeps one script context per thread: the game then owns its contexts and nothing else uses them.
 */
public final class Engine implements AutoCloseable {
    private static final AtomicInteger THREADS = new AtomicInteger();
    private final ModuleCatalog catalog;
    private final ScriptHost scripts;
    private final RuleSetFactory factory;

    public Engine(ClassLoader loader) {
        this.catalog = ModuleCatalog.discover(loader);
        this.scripts = new GraalScriptHost();
        this.factory = new RuleSetFactory(catalog, scripts);
    }

    public ModuleCatalog catalog() {
        return catalog;
    }

    public RuleSetFactory factory() {
        return factory;
    }

    /** A new game of a setup, made on a fresh thread. ModuleExceptions arrive through the future. */
    public CompletableFuture<Game> newGame(GameSetup setup, long seed) {
        return onFreshThread(() -> {
            RuleSet rules = factory.create(new GameConfig(setup.selection(), setup.seats().size()));
            return rules.newGame(seed, true);
        });
    }

    /** Runs work that creates a game on a thread of its own (see the class comment). */
    public static <T> CompletableFuture<T> onFreshThread(Supplier<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                f.complete(work.get());
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
        }, "fogisles-game-maker-" + THREADS.incrementAndGet());
        t.setDaemon(true);
        t.start();
        return f;
    }

    @Override
    public void close() {
        try {
            scripts.close();
        } catch (Exception ignored) {
            // closing at exit: nothing to do about a failure
        }
    }
}
