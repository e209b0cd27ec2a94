package io.fogisles.base.bot;

import io.fogisles.base.BaseGame;
import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/**
 * The "greedy" level: tries every option on its private copy of the game and keeps the one that leaves
 * the best position by the modules' heuristics (clouds that fit the island, landscapes grown towards
 * their coast, the race to connect the coasts, energy for crowns and steering). Tiles just taken are
 * kept or converted by a simple rule before judging. It keeps the dice and always draws a free tile.
 */
public final class GreedyBot implements Bot {
    private final RuleSet rules;
    private final BaseGame g;
    private final List<Heuristic> heuristics;

    public GreedyBot(RuleSet rules) {
        this.rules = rules;
        this.g = rules.service(BaseGame.class);
        this.heuristics = rules.heuristics();
    }

    @Override
    public String id() {
        return "greedy";
    }

    @Override
    public int choose(BotTurn turn) {
        return choose(turn.view(), turn.seat(), turn.options(), turn.rng());
    }

    /** The greedy choice in a game (the bot's own copy), for a seat, among options. */
    public int choose(Game view, int seat, IntList options, Rng rng) {
        if (options.size() == 1) return options.get(0);
        PendingDecision p = view.pending();
        switch (p.id()) {
            case "base:reroll":
                return 0; // keep both dice
            case "base:bonus-draw":
                return options.contains(1) ? 1 : options.get(0); // a free tile
            case "base:choose-value":
                return options.get(options.size() - 1); // the highest value: start player next round
            default:
                break;
        }
        int best = options.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (int i = 0; i < options.size(); i++) {
            int code = options.get(i);
            Game c = view.copy();
            c.applyCode(code);
            settleHand(c, seat);
            double v = value(c, seat);
            if (v > bestValue + 1e-9) {
                bestValue = v;
                best = code;
                ties = 1;
            } else if (Math.abs(v - bestValue) <= 1e-9 && rng.nextInt(++ties) == 0) {
                best = code;
            }
        }
        return best;
    }

    /** Sum of the modules' estimates for a seat. */
    public double value(Game game, int seat) {
        double v = 0;
        for (Heuristic h : heuristics) v += h.value(game, seat);
        return v;
    }

    /**
     * Answers the seat's keep-or-convert questions that follow taking tiles, by a quick rule (keep what
     * fits on a free eyepiece unless energy is very low), so that options are judged with their tiles put away.
     */
    private void settleHand(Game c, int seat) {
        IntList opts = new IntList();
        for (int guard = 0; guard < 8; guard++) {
            PendingDecision p = c.pending();
            if (p == null || p.seat() != seat || !p.id().equals("base:keep-or-convert")) return;
            c.legalCodes(opts);
            int energy = c.state().get(g.state.energy, seat);
            int keep = -1, convert = -1;
            for (int i = 0; i < opts.size(); i++) {
                int code = opts.get(i);
                int op = code >>> 24;
                if (op == 1 && keep < 0) keep = code;
                if (op == 2 && convert < 0) convert = code;
            }
            c.applyCode(keep >= 0 && energy >= 3 ? keep : convert >= 0 ? convert : opts.get(0));
        }
    }
}
