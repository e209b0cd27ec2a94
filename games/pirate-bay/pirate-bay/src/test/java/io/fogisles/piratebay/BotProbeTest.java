package io.fogisles.piratebay;

import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import org.junit.jupiter.api.Test;

class BotProbeTest {
    @Test
    void probe() {
        String[] levels = System.getProperty("probe.bots", "greedy,greedy,greedy,greedy").split(",");
        int games = Integer.getInteger("probe.games", 20);
        for (String mode : new String[] {"easy", "hard"}) {
            int seats = levels.length;
            RuleSet rules = Fixtures.rules(seats, mode);
            PirateGame g = rules.service(PirateGame.class);
            BotRegistry reg = BotRegistry.of(rules);
            IntList opts = new IntList();
            long decisions = 0, rounds = 0, islandPts = 0, roundPts = 0, stale = 0;
            double[] wins = new double[seats];
            long t0 = System.nanoTime();
            int[] kinds = new int[ActionKind.values().length];
            for (long seed = 1; seed <= games; seed++) {
                Bot[] bots = new Bot[seats];
                int shift = (int) (seed % seats);
                for (int s = 0; s < seats; s++) bots[s] = reg.create(levels[(s + shift) % seats], rules);
                Game game = rules.newGame(seed);
                Rng rng = new Rng(seed * 7);
                while (!game.isOver()) {
                    game.legalCodes(opts);
                    int seat = game.pending().seat();
                    int code = bots[seat].choose(new BotTurn(game, opts, rng));
                    if (game.pending().id().equals("pirate-bay:choose")) kinds[code]++;
                    game.applyCode(code);
                    decisions++;
                }
                rounds += game.round();
                if (game.endReason().equals("pirate-bay:stalemate")) stale++;
                int best = Integer.MIN_VALUE;
                int[] pts = new int[seats];
                for (int s = 0; s < seats; s++) {
                    islandPts += game.state().get(g.state.islandPoints, s);
                    roundPts += game.state().get(g.state.roundPoints, s);
                    pts[s] = g.points(game.state(), s);
                    best = Math.max(best, pts[s]);
                }
                int n = 0;
                for (int s = 0; s < seats; s++) if (pts[s] == best) n++;
                for (int s = 0; s < seats; s++) if (pts[s] == best) wins[(s + shift) % seats] += 1.0 / n;
            }
            double ms = (System.nanoTime() - t0) / 1e6 / games;
            System.out.printf("%s %s: %.1f decisions/game, %.2f rounds, %d stalemate ends, island pts/seat %.1f, round pts/seat %.1f, %.0f ms/game, wins by level slot %s%n",
                    mode, String.join(",", levels), decisions / (double) games, rounds / (double) games, stale, islandPts / (double) games / seats,
                    roundPts / (double) games / seats, ms, java.util.Arrays.toString(wins));
            System.out.println("  kinds " + java.util.Arrays.toString(kinds));
        }
    }
}
