package io.fogisles.piratebay.bench;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.piratebay.Fixtures;
import java.util.List;
import java.util.Locale;

/**
 * Two bot levels against each other in 2-player Pirate Bay, seats rotated (game i seats the levels the other
 * way round from game i−1), through the kernel's {@link Simulation} as {@code ./fogisles simulate} plays:
 * level A's win rate (a shared win counts half) with its 95 % Wilson interval, the points per seat and game
 * by level and kind (closed islands, rounds' ends) and the rounds and decisions per game. A measurement, not
 * a test: docs/bots.md has the command and the figures.
 *
 * <p>Arguments: {@code levelA levelB games [mode] [threads] [runSeed]}; defaults easy, 2, 1. A level {@code strongN}
 * is the strong level with N iterations per searched decision instead of its default.
 */
public final class PirateBotMatch {
    private PirateBotMatch() {
    }

    public static void main(String[] args) throws InterruptedException {
        String a = args[0], b = args[1];
        int games = Integer.parseInt(args[2]);
        String mode = args.length > 3 ? args[3] : "easy";
        int threads = args.length > 4 ? Integer.parseInt(args[4]) : 2;
        long seed = args.length > 5 ? Long.parseLong(args[5]) : 1;
        RuleSet rules = Fixtures.rules(2, mode);
        BotRegistry registry = BotRegistry.of(rules);
        for (String level : List.of(a, b)) // strongN: the strong level with N iterations a searched decision (for trials)
            if (level.matches("strong\\d+")) registry.register(level, rs -> new io.fogisles.kernel.bot.SearchBot(rs, Integer.parseInt(level.substring(6))));
        Simulation sim = new Simulation(rules, registry);
        long t0 = System.nanoTime();
        // games in order on a pool, a running tally printed every 10 games (a long match can be read while it runs)
        Simulation.GameRecord[] records = new Simulation.GameRecord[games];
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        List<String> levels = List.of(a, b);
        for (int i = 0; i < games; i++) {
            int game = i;
            pool.execute(() -> {
                Simulation.GameRecord r = sim.play(Simulation.gameSeed(seed, game), Simulation.seating(levels, game, true));
                synchronized (records) {
                    records[game] = r;
                    int n = done.incrementAndGet();
                    if (n % 10 == 0 && n < games) System.out.println(summary(mode, a, b, records, (System.nanoTime() - t0) / 1e9) + " (running)");
                }
            });
        }
        pool.shutdown();
        while (!pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES)) {
            // waiting for the last games
        }
        synchronized (records) {
            System.out.println(summary(mode, a, b, records, (System.nanoTime() - t0) / 1e9));
        }
    }

    /** The tally of the games finished so far (those of {@code records} that are not null). */
    static String summary(String mode, String a, String b, Simulation.GameRecord[] all, double seconds) {
        double winsA = 0, rounds = 0, decisions = 0;
        double[] island = new double[2], roundEnd = new double[2]; // by level: 0 A, 1 B
        int unfinished = 0, games = 0;
        for (int i = 0; i < all.length; i++) {
            Simulation.GameRecord r = all[i];
            if (r == null) continue;
            games++;
            if (r.endReason().equals("unfinished")) unfinished++;
            int seatA = i % 2; // Simulation.seating: game i shifts the levels by i seats
            List<Integer> winners = r.scores().winners();
            if (winners.contains(seatA)) winsA += 1.0 / winners.size();
            for (int seat = 0; seat < 2; seat++) {
                int level = seat == seatA ? 0 : 1;
                island[level] += r.scores().points("pirate-bay:islands", seat);
                roundEnd[level] += r.scores().points("pirate-bay:round-ends", seat);
            }
            rounds += r.rounds();
            decisions += r.decisions();
        }
        double p = winsA / games, z = 1.96, n = games;
        double centre = (p + z * z / (2 * n)) / (1 + z * z / n), half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
        return String.format(Locale.ROOT, "PirateBotMatch[%s, %s vs %s, %d games, seats rotated]  %s wins %.1f %% (95 %% interval %.1f–%.1f %%); "
                        + "points per game %s: islands %.1f, round ends %.1f; %s: islands %.1f, round ends %.1f; %.2f rounds, %.0f decisions per game; %d unfinished; %.0f s",
                mode, a, b, games, a, 100 * p, 100 * (centre - half), 100 * (centre + half), a, island[0] / games, roundEnd[0] / games, b, island[1] / games,
                roundEnd[1] / games, rounds / games, decisions / games, unfinished, seconds);
    }
}
