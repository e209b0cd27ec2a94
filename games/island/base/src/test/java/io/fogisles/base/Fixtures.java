package io.fogisles.base;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.util.IntList;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Real parts for the module tests: the class-path modules, one GraalJS host, rule sets cached by configuration. */
public final class Fixtures {
    private static ScriptHost host;
    private static ModuleCatalog catalog;
    private static final Map<GameConfig, RuleSet> RULES = new ConcurrentHashMap<>();

    private Fixtures() {
    }

    public static synchronized ScriptHost host() {
        if (host == null) host = new GraalScriptHost();
        return host;
    }

    public static synchronized ModuleCatalog catalog() {
        if (catalog == null) catalog = ModuleCatalog.discover(Fixtures.class.getClassLoader());
        return catalog;
    }

    public static RuleSetFactory factory() {
        return new RuleSetFactory(catalog(), host());
    }

    public static RuleSet rules(ModuleSelection modules, int seats) {
        return RULES.computeIfAbsent(new GameConfig(modules, seats), c -> factory().create(c));
    }

    public static RuleSet base(int seats) {
        return rules(ModuleSelection.of("base"), seats);
    }

    public static RuleSet base(int seats, String island) {
        return rules(ModuleSelection.of("base").withOption("base", "island", island), seats);
    }

    /** What a test checks before a decision of {@link #atEveryPosition}. */
    public interface AtPosition {
        void check(Game game, long seed);
    }

    /**
     * Plays the games of seeds 1 … {@code games} of {@code rules}, each decision chosen uniformly by {@code rng}
     * (which the check may draw from too), and runs {@code at} before every decision: for tests that compare
     * a fast way with the slow one at every position of real games.
     */
    public static void atEveryPosition(RuleSet rules, int games, Rng rng, AtPosition at) {
        IntList options = new IntList();
        for (long seed = 1; seed <= games; seed++) {
            try (Game game = rules.newGame(seed)) {
                while (!game.isOver()) {
                    at.check(game, seed);
                    game.legalCodes(options);
                    game.applyCode(options.get(rng.nextInt(options.size())));
                }
            }
        }
    }

    /** Plays uniformly random legal options until the game ends (or a step limit); returns the number of decisions. */
    public static int playRandom(Game g, long seed, int limit, Runnable afterEach) {
        Rng rng = new Rng(seed);
        IntList options = new IntList();
        int steps = 0;
        while (!g.isOver() && steps < limit) {
            g.legalCodes(options);
            if (options.isEmpty()) throw new AssertionError("no legal option at " + g.pending() + " in " + g);
            g.applyCode(options.get(rng.nextInt(options.size())));
            steps++;
            if (afterEach != null) afterEach.run();
        }
        return steps;
    }

    /**
     * Plays {@code decisions} random decisions of a new game of {@code rules} (seeded), checking every
     * module's invariants after each, then breaks the state with {@code corrupt}: the next check must report
     * it with a message containing {@code expected} (the rule it breaks).
     */
    public static void assertCaught(RuleSet rules, long seed, int decisions, java.util.function.Consumer<Game> corrupt, String expected) {
        Game game = rules.newGame(seed);
        io.fogisles.kernel.invariant.Invariants.Watch watch = io.fogisles.kernel.invariant.RandomPlayout.watchAll(game);
        watch.afterDecision();
        Rng rng = new Rng(seed);
        IntList options = new IntList();
        for (int i = 0; i < decisions && !game.isOver(); i++) {
            game.legalCodes(options);
            game.applyCode(options.get(rng.nextInt(options.size())));
            watch.afterDecision();
        }
        corrupt.accept(game);
        io.fogisles.kernel.invariant.InvariantViolation v = org.junit.jupiter.api.Assertions.assertThrows(
                io.fogisles.kernel.invariant.InvariantViolation.class, watch::afterDecision);
        org.junit.jupiter.api.Assertions.assertTrue(v.getMessage().contains(expected), v.getMessage());
    }
}
