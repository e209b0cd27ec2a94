package io.fogisles.base.bot;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The weights of {@link BaseHeuristic#searchValue}, the estimate the expert level judges by (greedy and strong
 * judge by {@link BaseHeuristic#value}, whose weights are its own constants and do not change here).
 *
 * <p>Each weight of a potential (a connected coast, a tile still missing to a coast, a tile on the eyepieces,
 * the best next placement) is an early weight, multiplied by {@code late*} as the game goes on: the phase is
 * {@code 1 - (fewest tiles any seat still misses to its coasts) / phaseScale}, clamped to [0, 1] (0: nobody is
 * near the end, 1: some seat has connected every coast or is about to).
 *
 * <p>{@code finalRound} is how far the estimate knows that the game's last round (the final round after the
 * trigger, or the round the bag ran dry) leaves the seat no turn after this one: at 1 the race for the coasts and
 * the tiles on the eyepieces, which only later turns could turn into points, count nothing there, and the
 * all-coasts bonus is the one the score pad will give (5 when first reached in the final round, RULES B11.7);
 * at 0 they count as in every other round (round 7).
 *
 * <p>{@code start} is what starting the next round is worth (first pick of the clouds): it is added when the
 * seat's D-value beats those of the seats that have flown this round already (RULES B8).
 *
 * <p>{@code -Dfogisles.expert.weights=coast=1.7,miss=0.4} overrides single weights (for tuning; names as in
 * {@link #NAMES}).
 */
public record SearchWeights(double coast, double miss, double eye, double energy, double place, double majority,
                            double lateCoast, double lateMiss, double lateEye, double latePlace, double end, double phaseScale,
                            double finalRound, double start) {
    public static final String[] NAMES = {"coast", "miss", "eye", "energy", "place", "majority", "lateCoast", "lateMiss", "lateEye",
            "latePlace", "end", "phaseScale", "finalRound", "start"};

    /**
     * {@link BaseHeuristic#value}'s own weights with the monuments scored by their majority: round 6's search
     * value, the start of round 7's tuning.
     */
    public static final SearchWeights ROUND6 = new SearchWeights(BaseHeuristic.PER_CONNECTED_COAST, BaseHeuristic.PER_MISSING_TILE,
            BaseHeuristic.PER_EYEPIECE_TILE, BaseHeuristic.PER_ENERGY, 1, 1, 1, 1, 1, 1, 1, 10, 0, 0);

    /**
     * Round 7's weights, the expert's default: a tile still missing to a coast 0.7 (value's 0.5), ×1.5 as the
     * nearest seat closes in on its last coast (phase 1: 1.05); a tile on the eyepieces 0.5 (0.8); energy
     * beyond its crowns 0 (0.2); the rest as round 6. Found by coordinate search with a greedy bot judging by
     * the candidate against three default greedy bots (600 base games per candidate, the same games for all;
     * 27.4 % → 46.8 %, 41.8 % on 600 other games), then checked where it counts: a strong bot judging by them
     * won 46.3 % of 120 games against three strong bots of 32 iterations, 50.0 % of 80 against the real
     * strong level, and the expert (5,000 playouts) won the 200-game match of docs/measurements/round7-expert.md.
     */
    public static final SearchWeights ROUND7 = new SearchWeights(BaseHeuristic.PER_CONNECTED_COAST, 0.7, 0.5, 0.0, 1, 1, 1, 1.5, 1, 1, 1, 10, 0, 0);

    /**
     * Round 8's trial: {@link #ROUND7}, knowing the game's last round ({@code finalRound} 1). Not the default: over
     * round 7's 200 games against three strong bots the expert won 41.5 % with it against 45.5 % without, and with
     * {@code start} 1 or 3 as well 45.5 % and 44.2 % (docs/measurements/round8-expert.md).
     */
    public static final SearchWeights ROUND8 = new SearchWeights(BaseHeuristic.PER_CONNECTED_COAST, 0.7, 0.5, 0.0, 1, 1, 1, 1.5, 1, 1, 1, 10, 1, 0);

    /** The weights the expert judges by unless overridden. */
    public static final SearchWeights DEFAULT = ROUND7;

    public double[] toArray() {
        return new double[] {coast, miss, eye, energy, place, majority, lateCoast, lateMiss, lateEye, latePlace, end, phaseScale, finalRound, start};
    }

    public static SearchWeights of(double[] w) {
        return new SearchWeights(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], w[8], w[9], w[10], w[11], w[12], w[13]);
    }

    /** {@code base} with the weights named in {@code spec} ({@code name=value,…}) replaced. */
    public static SearchWeights parse(String spec, SearchWeights base) {
        double[] w = base.toArray();
        if (spec == null || spec.isBlank()) return base;
        for (String part : spec.split(",")) {
            String[] kv = part.trim().split("=");
            int i = java.util.Arrays.asList(NAMES).indexOf(kv.length == 2 ? kv[0].trim() : "");
            if (i < 0) throw new IllegalArgumentException("fogisles.expert.weights: '" + part + "' is not name=value with a name of "
                    + String.join(", ", NAMES));
            try {
                w[i] = Double.parseDouble(kv[1].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("fogisles.expert.weights: '" + part.trim() + "' is not name=value with a number as the value");
            }
        }
        return of(w);
    }

    /** The weights of bots made now: {@link #DEFAULT} with {@code -Dfogisles.expert.weights} applied. */
    public static SearchWeights fromSystem() {
        return parse(System.getProperty("fogisles.expert.weights"), DEFAULT);
    }

    @Override
    public String toString() {
        Map<String, Double> m = new LinkedHashMap<>();
        double[] w = toArray();
        for (int i = 0; i < w.length; i++) m.put(NAMES[i], w[i]);
        StringBuilder b = new StringBuilder();
        m.forEach((k, v) -> b.append(b.isEmpty() ? "" : ",").append(k).append('=').append(String.format(Locale.ROOT, "%.3f", v)));
        return b.toString();
    }
}
