package io.fogisles.kernel.bot;

import java.util.Locale;

/**
 * How long the expert level searches one decision: a number of playouts, or a think time. A playout budget
 * makes the bot a function of its random generator (the same seed, the same game on any machine), so tests
 * and seeded matches use it; a think time plays as many playouts as the clock allows, which depends on the
 * machine and its load, so two runs with the same seed may differ.
 *
 * <p>Written after the level's id in a level spec: {@code expert:500ms}, {@code expert:2s} (think time) or
 * {@code expert:5000playouts}.
 */
public record SearchBudget(int playouts, long thinkMillis) {
    /** What {@code expert} alone means: one second of thinking per searched decision. */
    public static final SearchBudget DEFAULT = thinkTime(1000);
    /** The think times the client offers, in milliseconds. */
    public static final java.util.List<Integer> OFFERED_MILLIS = java.util.List.of(500, 1000, 2000, 5000);

    public SearchBudget {
        if ((playouts > 0) == (thinkMillis > 0)) throw new IllegalArgumentException("a search budget is either playouts or a think time");
    }

    public static SearchBudget playouts(int n) {
        return new SearchBudget(n, 0);
    }

    public static SearchBudget thinkTime(long millis) {
        return new SearchBudget(0, millis);
    }

    /** Whether the search stops by the clock (then its choices depend on the machine's speed). */
    public boolean timed() {
        return thinkMillis > 0;
    }

    /** {@code 500ms}, {@code 2s}, {@code 5000playouts}, or a usage error that shows these forms. */
    public static SearchBudget parse(String s) {
        String t = s.trim().toLowerCase(Locale.ROOT);
        try {
            if (t.endsWith("playouts")) return playouts(positive(t.substring(0, t.length() - "playouts".length())));
            if (t.endsWith("ms")) return thinkTime(positive(t.substring(0, t.length() - 2)));
            if (t.endsWith("s")) return thinkTime(Math.multiplyExact(positive(t.substring(0, t.length() - 1)), 1000L));
        } catch (NumberFormatException | ArithmeticException e) {
            // falls through to the message below
        }
        throw new IllegalArgumentException("a search budget is a think time like 500ms or 2s, or a number of playouts like 5000playouts; got '" + s + "'");
    }

    private static int positive(String n) {
        int v = Integer.parseInt(n.trim());
        if (v < 1) throw new NumberFormatException(n);
        return v;
    }

    /** The form {@link #parse} reads: {@code 500ms}, {@code 2s}, {@code 5000playouts}. */
    @Override
    public String toString() {
        if (!timed()) return playouts + "playouts";
        return thinkMillis % 1000 == 0 ? thinkMillis / 1000 + "s" : thinkMillis + "ms";
    }
}
