package io.fogisles.kernel.invariant;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/**
 * One game of uniformly random legal options, checked by every module's {@link Invariants} before the
 * first decision, after each decision and at the end. The game and the choices both come from one seed
 * ({@code rules.newGame(seed)}, choices from {@code new Rng(seed)}), so {@link #play} with the seed of a
 * failure plays the same game to the same failure.
 */
public final class RandomPlayout {
    /** A game that does not end within this many decisions counts as a failure (no game of these rules comes close). */
    public static final int MAX_DECISIONS = 60_000;

    /**
     * What went wrong at decision {@code decision} (1 is the first; 0 the setup before it), whose id was
     * {@code decided}: an invariant failed after it, or the game threw while making it ({@code cause} set).
     */
    public record Failure(long seed, int decision, String decided, String message, Throwable cause) implements java.io.Serializable {
        /** "seed 17, decision 212 (module:step-id): the message". */
        public String describe() {
            return "seed " + seed + ", " + (decision == 0 ? "setup" : "decision " + decision) + (decided == null ? "" : " (" + decided + ")") + ": " + message;
        }
    }

    /** A finished playout: its seed, the decisions made, and the failure or null. */
    public record Result(long seed, int decisions, Failure failure) {
        public boolean ok() {
            return failure == null;
        }
    }

    private RandomPlayout() {
    }

    public static Result play(RuleSet rules, long seed) {
        return play(rules, seed, MAX_DECISIONS, List.of());
    }

    /**
     * Plays game {@code seed} to its end (at most {@code maxDecisions}) and reports its first failure;
     * {@code extra} checkers run after the modules' own (a caller's, e.g. a test's).
     */
    public static Result play(RuleSet rules, long seed, int maxDecisions, List<Invariants> extra) {
        int decision = 0;
        String decided = null;
        try {
            Game game = rules.newGame(seed);
            Invariants.Watch watch = watchAll(game, extra);
            watch.afterDecision();
            Rng rng = new Rng(seed);
            IntList options = new IntList(64);
            while (!game.isOver()) {
                if (decision >= maxDecisions) return failed(seed, decision, decided, "the game did not end within " + maxDecisions + " decisions", null);
                game.legalCodes(options);
                PendingDecision pending = game.pending();
                decided = pending.id();
                decision++;
                if (options.isEmpty()) return failed(seed, decision, decided, "no legal option", null);
                game.applyCode(options.get(rng.nextInt(options.size())));
                watch.afterDecision();
            }
            watch.atEnd();
            return new Result(seed, decision, null);
        } catch (InvariantViolation v) {
            return failed(seed, decision, decided, v.getMessage(), null);
        } catch (RuntimeException e) {
            return failed(seed, decision, decided, "threw " + e, e);
        }
    }

    /** One watch over a game for every module's invariants, in module load order (for playouts of the caller's own). */
    public static Invariants.Watch watchAll(Game game) {
        return watchAll(game, List.of());
    }

    private static Invariants.Watch watchAll(Game game, List<Invariants> extra) {
        List<Invariants> contributed = new java.util.ArrayList<>(game.rules().contributions(Invariants.class));
        contributed.addAll(extra);
        Invariants.Watch[] watches = new Invariants.Watch[contributed.size()];
        for (int i = 0; i < watches.length; i++) watches[i] = contributed.get(i).watch(game);
        return new Invariants.Watch() {
            @Override
            public void afterDecision() {
                for (Invariants.Watch w : watches) w.afterDecision();
            }

            @Override
            public void atEnd() {
                for (Invariants.Watch w : watches) w.atEnd();
            }
        };
    }

    private static Result failed(long seed, int decision, String decided, String message, Throwable cause) {
        return new Result(seed, decision, new Failure(seed, decision, decided, message, cause));
    }
}
