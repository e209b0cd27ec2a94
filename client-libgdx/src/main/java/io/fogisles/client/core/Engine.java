package io.fogisles.client.core;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.kernel.script.ScriptHost;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The engine as the client uses it: the installed modules, the house rules, the one process-wide script
 * host, and rule sets and games made off the render thread (building a rule set checks its scripts, which
 * takes a moment). Games are interactive, so each owns its script session; the game screen closes it.
 */
public final class Engine implements AutoCloseable {
    private static final AtomicInteger THREADS = new AtomicInteger();
    private final ModuleCatalog catalog;
    private final ScriptHost scripts;
    private final RuleSetFactory factory;
    private final HouseRules houseRules;

    /** @param ruleFolders where house rules are installed (see {@link io.fogisles.kernel.rules.RuleFolders}) */
    public Engine(ClassLoader loader, List<Path> ruleFolders) {
        this(loader, ruleFolders, null);
    }

    /** @param checkCache where the house rules' checks are kept between starts, or null to check them at every start */
    public Engine(ClassLoader loader, List<Path> ruleFolders, Path checkCache) {
        this.catalog = ModuleCatalog.discover(loader);
        this.scripts = new GraalScriptHost();
        this.factory = new RuleSetFactory(catalog, scripts);
        this.houseRules = new HouseRules(ruleFolders, catalog, scripts, checkCache == null ? null : new RuleCheckCache(checkCache));
        factory.addHouseRuleLoader(houseRules.loader());
    }

    public HouseRules houseRules() {
        return houseRules;
    }

    public ModuleCatalog catalog() {
        return catalog;
    }

    /**
     * Closes the script contexts the calling thread made for copies of a rule set's games (previews of
     * moves run on copies, in the thread's scratch session): call on the render thread when a game is
     * left. The game's own session is closed with the game.
     */
    public static void forgetScripts(io.fogisles.kernel.game.RuleSet rules) {
        ScriptHost host = rules.scriptHost();
        if (host == null) return;
        for (io.fogisles.kernel.script.ScriptUnit u : rules.scriptUnits()) host.scratchSession().forget(u);
    }

    public RuleSetFactory factory() {
        return factory;
    }

    /** A new game of a setup, made on a fresh thread. ModuleExceptions arrive through the future. */
    public CompletableFuture<Game> newGame(GameSetup setup, long seed) {
        return onFreshThread(() -> {
            RuleSet rules = factory.create(setup.config());
            return rules.newGame(seed, true);
        });
    }

    /** Runs work that creates a game on a thread of its own (see the class comment). */
    public static <T> CompletableFuture<T> onFreshThread(Supplier<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        Thread t = io.fogisles.kernel.script.ScriptThreads.daemon("fogisles-game-maker-" + THREADS.incrementAndGet(), () -> {
            try {
                f.complete(work.get());
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
        });
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
