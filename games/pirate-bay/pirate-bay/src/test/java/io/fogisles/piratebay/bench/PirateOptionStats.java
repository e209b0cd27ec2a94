package io.fogisles.piratebay.bench;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.Fixtures;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How many options each decision offers in random playouts (what the enumeration costs): per decision id, the
 * decisions per game and the mean and largest option count. Arguments: {@code [games] [players] [mode]}.
 */
public final class PirateOptionStats {
    private PirateOptionStats() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int seats = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        String mode = args.length > 2 ? args[2] : "easy";
        RuleSet rules = Fixtures.rules(seats, mode);
        Map<String, long[]> by = new TreeMap<>(); // decisions, options, max
        IntList options = new IntList();
        for (long seed = 1; seed <= games; seed++) {
            Game g = rules.newGame(seed);
            Rng rng = new Rng(seed);
            while (!g.isOver()) {
                g.legalCodes(options);
                long[] t = by.computeIfAbsent(g.pending().id(), k -> new long[3]);
                t[0]++;
                t[1] += options.size();
                t[2] = Math.max(t[2], options.size());
                g.applyCode(options.get(rng.nextInt(options.size())));
            }
        }
        by.forEach((id, t) -> System.out.printf(Locale.ROOT, "%-28s %6.1f per game, %7.1f options on average, at most %d%n", id, t[0] / (double) games, t[1] / (double) t[0], t[2]));
    }
}
