package io.fogisles.cli.bench;

import io.fogisles.kernel.bot.BotKnowledge;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.ExpertBot;
import io.fogisles.kernel.bot.GreedyBot;
import io.fogisles.kernel.bot.SearchBudget;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * {@code ./fogisles bench --expert}: how many playouts the expert level affords per searched decision with
 * its default think time of one second, on one thread. The positions are the searched decisions (where to
 * fly, which cloud, ...) of 4-player games played by greedy bots; each is searched once by a fresh expert
 * bot. Printed: playouts per decision (what one second of wall clock gave, so it drops when other work
 * shares the cores) and playouts per second of the thread's CPU time (steadier under load).
 */
final class ExpertPlayouts {
    private ExpertPlayouts() {
    }

    static void run(PrintStream out, boolean quick) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        int decisions = quick ? 6 : 20, warmUp = quick ? 2 : 4;
        for (String modules : new String[] {"base", "all"}) {
            RuleSet rules = BenchState.rules(modules, "front", 4);
            List<Game> positions = positions(rules, warmUp + decisions);
            int[] playouts = new int[decisions];
            long cpu = 0, total = 0;
            IntList options = new IntList();
            for (int i = 0; i < positions.size(); i++) {
                Game g = positions.get(i);
                g.legalCodes(options);
                ExpertBot bot = new ExpertBot(rules, SearchBudget.DEFAULT);
                long c0 = mx.getCurrentThreadCpuTime();
                bot.choose(new BotTurn(g, options, new Rng(i)));
                long c1 = mx.getCurrentThreadCpuTime();
                if (i < warmUp) continue; // JIT warm-up
                playouts[i - warmUp] = bot.lastSearch().playouts();
                cpu += c1 - c0;
                total += bot.lastSearch().playouts();
            }
            Arrays.sort(playouts);
            out.printf(Locale.ROOT, "ExpertPlayouts[modules=%s]  %d searched decisions at %s each: median %d playouts per decision (min %d, max %d), %.0f playouts per CPU second%n",
                    modules, decisions, SearchBudget.DEFAULT, playouts[decisions / 2], playouts[0], playouts[decisions - 1], total / (cpu / 1e9));
        }
    }

    /** Searched decisions with more than one option from greedy 4-player games (seeds 1, 2, ...), spread over the games. */
    private static List<Game> positions(RuleSet rules, int n) {
        BotKnowledge know = BotKnowledge.of(rules);
        GreedyBot greedy = new GreedyBot(rules);
        List<Game> out = new ArrayList<>();
        IntList options = new IntList();
        for (long seed = 1; out.size() < n; seed++) {
            Game g = rules.newGame(seed);
            Rng rng = new Rng(seed);
            int kept = 0;
            while (!g.isOver() && out.size() < n) {
                g.legalCodes(options);
                if (options.size() > 1 && know.worthSearching(g.pending().id()) && rng.nextInt(8) == 0 && kept++ < n / 2 + 1) out.add(g.copy());
                g.applyCode(greedy.choose(new BotTurn(g, options, rng)));
            }
        }
        return out;
    }
}
