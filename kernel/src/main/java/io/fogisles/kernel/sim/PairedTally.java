package io.fogisles.kernel.sim;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.score.ScoreSheet;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The running statistics of a paired comparison: game i is played in configuration A and in B with the same
 * seed, and what is measured is the difference B − A of each pair. Pairing removes most of the luck of the
 * deal from the difference (both games start alike), so far fewer games tell a real effect from noise than
 * two unpaired runs would. Besides A's and B's own {@link Tally}, it keeps per score row, the total, game
 * length and each seat's win share the exact moments of the per-pair difference; their Student's t
 * intervals are in {@link #comparison}. Like a tally it is filled per worker and merged with {@link #addAll}.
 */
public final class PairedTally implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final Tally a, b;
    private List<String> rows; // A's rows, then the rows only B has; the total is not among them
    private int[] inA, inB; // per row: its index in A's / B's score sheet, or −1
    // the per-pair differences as exact counts of each value (their moments are made from them: see Estimate.mean)
    private Histogram[] rowDiffs; // by row, the total last: per pair, B's points of all players − A's, scaled
    private final Histogram roundDiffs = new Histogram();
    private final Histogram[] winDiffs; // by seat, in share units; empty when A and B have different seat counts

    public PairedTally(int seatsA, Set<String> houseRulesA, int seatsB, Set<String> houseRulesB) {
        this.a = new Tally(seatsA, houseRulesA);
        this.b = new Tally(seatsB, houseRulesB);
        this.winDiffs = new Histogram[seatsA == seatsB ? seatsA : 0];
        for (int s = 0; s < winDiffs.length; s++) winDiffs[s] = new Histogram();
    }

    /** Adds the CPU time the games of a pair took to play (ns): A's and B's. */
    public void addCpu(long a, long b) {
        this.a.addCpu(a);
        this.b.addCpu(b);
    }

    /** Adds pair number {@code index}: the game of A and the game of B of the same seed. */
    public void add(long index, Game gameA, List<String> levelsA, Game gameB, List<String> levelsB) {
        ScoreSheet sa = gameA.scores(), sb = gameB.scores();
        a.add(index, gameA, sa, levelsA);
        b.add(index, gameB, sb, levelsB);
        addDifferences(sa, gameA.round(), sb, gameB.round());
    }

    /**
     * Adds the differences of one pair given by its results, and nothing to A's and B's own tallies (tests,
     * benchmarks; {@link #add(long, Game, List, Game, List)} does both).
     */
    public void addDifferences(ScoreSheet sa, int roundsA, ScoreSheet sb, int roundsB) {
        if (rows == null) start(sa.rows(), sb.rows());
        int na = sa.seats(), nb = sb.seats();
        // per player means are compared: B's sum / nb − A's sum / na, kept as the whole number (B's sum · na − A's sum · nb)
        for (int r = 0; r < rows.size(); r++) rowDiffs[r].add(sum(sb, inB[r]) * na - sum(sa, inA[r]) * nb);
        rowDiffs[rows.size()].add(sum(sb.totals()) * na - sum(sa.totals()) * nb);
        roundDiffs.add(roundsB - roundsA);
        for (int s = 0; s < winDiffs.length; s++) winDiffs[s].add(share(sb, s) - share(sa, s));
    }

    private void start(List<String> rowsA, List<String> rowsB) {
        rows = new ArrayList<>(rowsA);
        for (String r : rowsB) if (!rows.contains(r)) rows.add(r);
        rows = List.copyOf(rows);
        inA = new int[rows.size()];
        inB = new int[rows.size()];
        rowDiffs = new Histogram[rows.size() + 1];
        for (int r = 0; r < rows.size(); r++) {
            inA[r] = rowsA.indexOf(rows.get(r));
            inB[r] = rowsB.indexOf(rows.get(r));
            rowDiffs[r] = new Histogram();
        }
        rowDiffs[rows.size()] = new Histogram();
    }

    private static int sum(ScoreSheet s, int row) {
        return row < 0 ? 0 : sum(s.points()[row]);
    }

    private static int sum(int[] v) {
        int t = 0;
        for (int x : v) t += x;
        return t;
    }

    private int share(ScoreSheet s, int seat) {
        List<Integer> w = s.winners();
        return w.contains(seat) ? a.shareUnit() / w.size() : 0;
    }

    /** Adds another worker's pairs. */
    public void addAll(PairedTally o) {
        a.addAll(o.a);
        b.addAll(o.b);
        if (o.rows == null) return;
        if (rows == null) {
            rows = o.rows;
            inA = o.inA;
            inB = o.inB;
            rowDiffs = new Histogram[rows.size() + 1];
            for (int r = 0; r <= rows.size(); r++) rowDiffs[r] = new Histogram();
        }
        for (int r = 0; r <= rows.size(); r++) rowDiffs[r].addAll(o.rowDiffs[r]);
        roundDiffs.addAll(o.roundDiffs);
        for (int s = 0; s < winDiffs.length; s++) winDiffs[s].addAll(o.winDiffs[s]);
    }

    public Tally a() {
        return a;
    }

    public Tally b() {
        return b;
    }

    public long pairs() {
        return roundDiffs.count();
    }

    /** The total's difference per player (B − A) with its interval: what {@code --games auto} watches. */
    public Estimate totalDifference() {
        return rows == null ? new Estimate(0, Double.NaN, Double.NaN) : Estimate.mean(rowDiffs[rows.size()], (double) a.seats() * b.seats());
    }

    /** The differences B − A with their intervals, and A's and B's own statistics. */
    public Comparison comparison(double seconds) {
        Summary sa = a.summary(seconds), sb = b.summary(seconds);
        List<Comparison.Difference> diffs = new ArrayList<>();
        double scale = (double) a.seats() * b.seats();
        List<String> all = new ArrayList<>(rows == null ? List.of() : rows);
        if (rows != null) all.add("total");
        for (int r = 0; r < all.size(); r++) {
            String id = all.get(r);
            Summary.Stat x = sa.rows().get(id), y = sb.rows().get(id);
            diffs.add(new Comparison.Difference(id, x == null ? null : x.mean().value(), y == null ? null : y.mean().value(), Estimate.mean(rowDiffs[r], scale)));
        }
        Comparison.Difference rounds = new Comparison.Difference("rounds", sa.rounds().mean().value(), sb.rounds().mean().value(), Estimate.mean(roundDiffs, 1));
        List<Comparison.Difference> wins = new ArrayList<>();
        for (int s = 0; s < winDiffs.length; s++)
            wins.add(new Comparison.Difference("seat " + (s + 1), sa.winRateBySeat().get(s).value(), sb.winRateBySeat().get(s).value(),
                    Estimate.mean(winDiffs[s], a.shareUnit())));
        return new Comparison(pairs(), sa, sb, List.copyOf(diffs), rounds, List.copyOf(wins));
    }
}
