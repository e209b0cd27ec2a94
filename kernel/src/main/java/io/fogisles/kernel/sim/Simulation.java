package io.fogisles.kernel.sim;

import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.util.IntList;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Plays many bot games of one rule set. Game i gets a seed derived from the run's seed and i, and every
 * bot its own random generator derived from both and its seat, so the results are the same whatever the
 * number of threads. With {@code rotate}, game i shifts the bot list by i seats, so each level plays
 * every seat equally often.
 */
public final class Simulation {
    /** One finished game. */
    public record GameRecord(long seed, int rounds, String endReason, List<String> botsBySeat, ScoreSheet scores, int decisions,
                             List<String> scriptProblems) {
    }

    private final RuleSet rules;
    private final BotRegistry bots;

    public Simulation(RuleSet rules, BotRegistry bots) {
        this.rules = rules;
        this.bots = bots;
    }

    /** The seed of game i of a run. */
    public static long gameSeed(long runSeed, int i) {
        return mix(runSeed * 0x9E3779B97F4A7C15L + i);
    }

    static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    /** The bot levels of game i (rotated when asked). */
    public static List<String> seating(List<String> levels, int i, boolean rotate) {
        if (!rotate) return levels;
        List<String> out = new ArrayList<>(levels.size());
        int n = levels.size();
        for (int s = 0; s < n; s++) out.add(levels.get(Math.floorMod(s - i, n)));
        return out;
    }

    /** Plays one game to its end (or a decision limit, a safety net against a rule that never ends). */
    public GameRecord play(long seed, List<String> levels) {
        Game game = playGame(seed, levels);
        int decisions = game.codes().length;
        List<String> problems = new ArrayList<>();
        game.scriptProblems().forEach(p -> problems.add(p.toString()));
        return new GameRecord(seed, game.round(), game.isOver() ? game.endReason() : "unfinished", levels, game.scores(), decisions, problems);
    }

    /**
     * The game {@link #play} plays, returned as it ended (its {@link Game#codes} are the decisions made):
     * for callers that need the final state itself, e.g. the determinism digest test.
     */
    public Game playGame(long seed, List<String> levels) {
        Game game = rules.newGame(seed);
        Bot[] seatBots = new Bot[levels.size()];
        Rng[] rngs = new Rng[levels.size()];
        for (int s = 0; s < seatBots.length; s++) {
            seatBots[s] = bots.create(levels.get(s), rules);
            rngs[s] = new Rng(mix(seed + 0x632BE59BD9B4E019L * (s + 1)));
        }
        IntList options = new IntList(64);
        int decisions = 0;
        while (!game.isOver() && decisions < 200_000) {
            game.legalCodes(options);
            int seat = game.pendingSeat();
            game.applyCode(seatBots[seat].choose(new BotTurn(game, options, rngs[seat])));
            decisions++;
        }
        return game;
    }

    /** Plays games 0…n−1 on {@code threads} threads; the records come back in game order. */
    public List<GameRecord> run(long seed, int games, List<String> levels, boolean rotate, int threads, IntConsumer progress) throws InterruptedException {
        if (levels.size() != rules.seats()) throw new IllegalArgumentException(levels.size() + " bots for " + rules.seats() + " seats");
        for (String l : levels) bots.create(l, rules); // an unknown level fails now, not in a worker
        GameRecord[] out = new GameRecord[games];
        AtomicInteger next = new AtomicInteger(), done = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), r -> {
            Thread t = new Thread(r, "fogisles-simulation");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int w = 0; w < Math.max(1, threads); w++) {
                futures.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < games; i = next.getAndIncrement()) {
                        out[i] = play(gameSeed(seed, i), seating(levels, i, rotate));
                        int d = done.incrementAndGet();
                        if (progress != null) progress.accept(d);
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable c = e.getCause();
                    if (c instanceof RuntimeException re) throw re;
                    throw new IllegalStateException(c);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return List.of(out);
    }
}
