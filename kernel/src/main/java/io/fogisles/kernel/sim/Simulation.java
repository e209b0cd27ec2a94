package io.fogisles.kernel.sim;

import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.HookTally;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.util.IntList;
import java.util.ArrayList;
import java.util.List;
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
        // what the house rules do and cost (RuleUse): counted only where there are some, no game without pays for it
        if (!rules.houseRules().isEmpty()) game.hookTally().startCounting();
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

    /**
     * Plays games 0…n−1 on {@code threads} threads; the records come back in game order. Keeps a record per
     * game: for tests and small runs. {@code simulate} uses {@link #tally}, whose memory does not grow with
     * the number of games.
     */
    public List<GameRecord> run(long seed, int games, List<String> levels, boolean rotate, int threads, IntConsumer progress) throws InterruptedException {
        checkLevels(levels);
        GameRecord[] out = new GameRecord[games];
        try (GamePool pool = new GamePool(threads)) {
            pool.<Void>run(0, games, () -> null, (i, none) -> out[i] = play(gameSeed(seed, i), seating(levels, i, rotate)), progress);
        }
        return List.of(out);
    }

    /** Plays games {@code from}…{@code to − 1} of a run and adds them to {@code into} (merged from the workers' tallies). */
    public void tally(GamePool pool, long seed, int from, int to, List<String> levels, boolean rotate, Tally into, IntConsumer progress)
            throws InterruptedException {
        checkLevels(levels);
        for (Tally t : pool.run(from, to, this::newTally, (i, t) -> {
            List<String> seated = seating(levels, i, rotate);
            long cpu = HookTally.cpuNow();
            Game game = playGame(gameSeed(seed, i), seated);
            t.addCpu(HookTally.cpuNow() - cpu);
            t.add(i, game, seated);
        }, progress)) into.addAll(t);
    }

    /**
     * Plays pairs {@code from}…{@code to − 1}: game i of this simulation and game i of {@code b}, with the
     * same seed, added to {@code into} (merged from the workers' paired tallies).
     */
    public void pairs(GamePool pool, long seed, int from, int to, List<String> levels, boolean rotate, Simulation b, List<String> levelsB,
                      boolean rotateB, PairedTally into, IntConsumer progress) throws InterruptedException {
        checkLevels(levels);
        b.checkLevels(levelsB);
        for (PairedTally t : pool.run(from, to, () -> newPairedTally(b), (i, t) -> {
            long gameSeed = gameSeed(seed, i);
            List<String> seatedA = seating(levels, i, rotate), seatedB = seating(levelsB, i, rotateB);
            long cpu = HookTally.cpuNow();
            Game gameA = playGame(gameSeed, seatedA);
            long cpuA = HookTally.cpuNow() - cpu;
            Game gameB = b.playGame(gameSeed, seatedB);
            t.addCpu(cpuA, HookTally.cpuNow() - cpu - cpuA);
            t.add(i, gameA, seatedA, gameB, seatedB);
        }, progress)) into.addAll(t);
    }

    /** An empty tally for this configuration's games. */
    /** The rules these games are played by. */
    public RuleSet rules() {
        return rules;
    }

    public Tally newTally() {
        return new Tally(rules.seats(), houseRuleIds(rules));
    }

    /** An empty paired tally: this simulation is A, {@code b} is B. */
    public PairedTally newPairedTally(Simulation b) {
        return new PairedTally(rules.seats(), houseRuleIds(rules), b.rules.seats(), houseRuleIds(b.rules));
    }

    private static java.util.Set<String> houseRuleIds(RuleSet rules) {
        java.util.Set<String> ids = new java.util.HashSet<>();
        for (var h : rules.houseRules()) ids.add(h.id());
        return ids;
    }

    private void checkLevels(List<String> levels) {
        if (levels.size() != rules.seats()) throw new IllegalArgumentException(levels.size() + " bots for " + rules.seats() + " seats");
        for (String l : levels) bots.create(l, rules); // an unknown level fails now, not in a worker
    }
}
