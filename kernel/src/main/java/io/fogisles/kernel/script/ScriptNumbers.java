package io.fogisles.kernel.script;

/**
 * Checks a number a script hands back where the game counts with it (a score row, a score adjustment, a
 * tie-break value). Scripts compute in floating point, so NaN, Infinity, 2.5 or 1e308 arrive as easily as
 * 3; the game counts whole points, and silently rounding or clamping such a value would hide the rule's
 * mistake in the final scores.
 */
public final class ScriptNumbers {
    /** The largest value, either way, a script may give: far beyond any real game's points, far below where sums overflow. */
    public static final int LIMIT = 1_000_000;

    private ScriptNumbers() {
    }

    /** The value as a whole number, or null when it is not a usable one (see {@link #problem}). */
    public static Integer wholeNumber(Object v) {
        return problem(v) == null ? ((Number) v).intValue() : null;
    }

    /** What is wrong with the value as a whole number of points, in plain words, or null when nothing is. */
    public static String problem(Object v) {
        if (v == null) return "returned nothing (undefined or null) where a whole number is needed (a path through the function without a return?)";
        if (!(v instanceof Number n)) return "returned " + shown(v) + " where a whole number is needed";
        if (v instanceof Integer || v instanceof Long) {
            long l = n.longValue();
            return Math.abs(l) <= LIMIT ? null : "returned " + l + ", beyond the allowed ±" + String.format("%,d", LIMIT);
        }
        double d = n.doubleValue();
        if (Double.isNaN(d)) return "returned NaN, not a number (a calculation with undefined, or 0/0?)";
        if (Double.isInfinite(d)) return "returned " + (d > 0 ? "" : "-") + "Infinity (a division by zero?)";
        if (Math.abs(d) > LIMIT) return "returned " + shown(d) + ", beyond the allowed ±" + String.format("%,d", LIMIT);
        if (d != Math.rint(d)) return "returned " + shown(d) + ", not a whole number (round it with Math.round, Math.floor or Math.ceil)";
        return null;
    }

    /** A number as a script author writes it (1e308, 2.5), not as Java prints it (1.0E308). */
    private static String shown(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e21) return String.valueOf((long) d);
        return Double.toString(d).replace(".0E", "e").replace("E", "e");
    }

    private static String shown(Object v) {
        if (v instanceof String s) return "the text \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
        if (v instanceof Boolean) return "the truth value " + v;
        if (v instanceof java.util.List<?>) return "a list";
        if (v instanceof java.util.Map<?, ?>) return "an object";
        return "a " + v.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }
}
