package io.fogisles.kernel.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.score.ScoreSheet;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.apache.commons.statistics.descriptive.IntStatistics;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The statistics a cluster's workers send to the run that merges them: a tally, sent as bytes and merged in
 * any order, gives exactly the figures of one tally of all the games; the moments made from a histogram are
 * those of the values given one by one (what the tallies kept before).
 */
class TallyTransferTest {

    @SuppressWarnings("unchecked")
    static <T> T sent(T value) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    @Test
    @DisplayName("tallies of parts of a run, sent as bytes and merged in either order, give the summary of one tally of all games")
    void tallySentAndMerged() throws Exception {
        List<Simulation.GameRecord> games = SummaryTest.fourGames();
        Tally whole = new Tally(2, Set.of()), first = new Tally(2, Set.of()), second = new Tally(2, Set.of());
        for (int i = 0; i < games.size(); i++) {
            Simulation.GameRecord g = games.get(i);
            whole.add(g.scores(), g.rounds(), g.endReason(), g.decisions(), g.botsBySeat());
            (i < 3 ? first : second).add(g.scores(), g.rounds(), g.endReason(), g.decisions(), g.botsBySeat());
        }
        Tally ab = new Tally(2, Set.of()), ba = new Tally(2, Set.of());
        ab.addAll(sent(first));
        ab.addAll(sent(second));
        ba.addAll(sent(second));
        ba.addAll(sent(first));
        assertEquals(whole.summary(1.0), ab.summary(1.0));
        assertEquals(whole.summary(1.0), ba.summary(1.0));
    }

    @Test
    @DisplayName("paired tallies sent as bytes and merged give the differences and intervals of one paired tally")
    void pairedTallySentAndMerged() throws Exception {
        List<String> rows = List.of("m:a", "m:b");
        Random r = new Random(5);
        PairedTally whole = new PairedTally(3, Set.of(), 3, Set.of()), ab = new PairedTally(3, Set.of(), 3, Set.of());
        List<PairedTally> parts = new ArrayList<>();
        for (int part = 0; part < 3; part++) {
            PairedTally p = new PairedTally(3, Set.of(), 3, Set.of());
            for (int i = 0; i < 7; i++) {
                ScoreSheet a = sheet(rows, r), b = sheet(rows, r);
                int roundsA = 8 + r.nextInt(5), roundsB = 8 + r.nextInt(5);
                p.addDifferences(a, roundsA, b, roundsB);
                whole.addDifferences(a, roundsA, b, roundsB);
            }
            parts.add(p);
        }
        Collections.reverse(parts);
        for (PairedTally p : parts) ab.addAll(sent(p));
        assertEquals(whole.pairs(), ab.pairs());
        assertEquals(whole.totalDifference(), ab.totalDifference());
        assertEquals(whole.comparison(1.0).rows(), ab.comparison(1.0).rows());
        assertEquals(whole.comparison(1.0).rounds(), ab.comparison(1.0).rounds());
        assertEquals(whole.comparison(1.0).winRateBySeat(), ab.comparison(1.0).winRateBySeat());
    }

    private static ScoreSheet sheet(List<String> rows, Random r) {
        int[][] points = new int[rows.size()][3];
        int[] totals = new int[3];
        for (int[] row : points)
            for (int s = 0; s < 3; s++) {
                row[s] = r.nextInt(30) - 3;
                totals[s] += row[s];
            }
        int best = Math.max(totals[0], Math.max(totals[1], totals[2]));
        List<Integer> winners = new ArrayList<>();
        for (int s = 0; s < 3; s++) if (totals[s] == best) winners.add(s);
        return new ScoreSheet(rows, points, totals, winners);
    }

    @Test
    @DisplayName("a histogram's moments are those of its values given one by one in any order: the same mean and interval, bit for bit")
    void momentsOfAHistogram() {
        Random r = new Random(11);
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < 5_000; i++) values.add(r.nextInt(4_000) - 1_700);
        Histogram h = new Histogram();
        for (int v : values) h.add(v);
        Collections.shuffle(values, r);
        IntStatistics direct = Estimate.newMoments();
        for (int v : values) direct.accept(v);
        assertEquals(Estimate.mean(direct, 3.0), Estimate.mean(h, 3.0));
        assertEquals(direct.getCount(), h.moments().getCount());
    }
}
