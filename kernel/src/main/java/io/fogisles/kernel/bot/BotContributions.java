package io.fogisles.kernel.bot;

import com.google.inject.Binder;
import com.google.inject.multibindings.Multibinder;

/**
 * The bots' extension points as Guice multibindings: a module that knows its game adds position estimates
 * ({@link Heuristic}), advice about its decisions ({@link BotAdvice}) and, rarely, bot levels of its own
 * ({@link BotLevel}). The kernel's bots read them from the rule set ({@code RuleSet.contributions}).
 */
public final class BotContributions {
    private BotContributions() {
    }

    public static Multibinder<Heuristic> heuristics(Binder b) {
        return Multibinder.newSetBinder(b, Heuristic.class);
    }

    public static Multibinder<BotAdvice> advice(Binder b) {
        return Multibinder.newSetBinder(b, BotAdvice.class);
    }

    public static Multibinder<BotLevel> levels(Binder b) {
        return Multibinder.newSetBinder(b, BotLevel.class);
    }
}
