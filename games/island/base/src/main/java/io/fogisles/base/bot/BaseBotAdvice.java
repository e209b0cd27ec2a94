package io.fogisles.base.bot;

import com.google.inject.Inject;
import io.fogisles.base.BaseGame;
import io.fogisles.base.flow.HandStep;
import io.fogisles.base.flow.SimpleDecision;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.kernel.bot.BotAdvice;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;

/**
 * How Module 1's decisions look to a bot: keep both dice, always take the free tile, pick the highest
 * D-value (start player next round); tiles just taken are kept when they fit on a free eyepiece and energy
 * is not very low, else converted; the flight, the cloud and the start field shape a turn and are searched;
 * a turn begins with the flight (or, for the roller, the reroll).
 */
public final class BaseBotAdvice implements BotAdvice {
    /** Below this much energy a bot converts tiles rather than keeping them. */
    static final int KEEP_FROM_ENERGY = 3;
    private final BaseGame g;

    @Inject
    public BaseBotAdvice(BaseGame g) {
        this.g = g;
    }

    @Override
    public int quickAnswer(Game game, int seat, String decisionId, IntList options) {
        return switch (decisionId) {
            case "base:reroll" -> 0; // keep both dice
            case "base:bonus-draw" -> options.contains(1) ? 1 : options.get(0); // a free tile
            case "base:choose-value" -> options.get(options.size() - 1); // the highest value: start player next round
            default -> NONE;
        };
    }

    @Override
    public boolean settles(String decisionId) {
        return decisionId.equals("base:keep-or-convert");
    }

    @Override
    public int settle(Game game, int seat, String decisionId, IntList options) {
        if (!settles(decisionId)) return NONE;
        int energy = game.state().get(g.state.energy, seat);
        int keep = -1, convert = -1;
        for (int i = 0; i < options.size(); i++) {
            int code = options.get(i);
            int op = SimpleDecision.op(code);
            if (op == HandStep.KEEP && keep < 0) keep = code;
            if (op == HandStep.CONVERT && convert < 0) convert = code;
        }
        return keep >= 0 && energy >= KEEP_FROM_ENERGY ? keep : convert >= 0 ? convert : options.get(0);
    }

    /**
     * The expert's cheap model of another seat's turn: fly to the cheapest destination, take the cloud with
     * the most tiles (what a cloud holds matters to the searching seat: it is what the others leave it), keep
     * or convert by the settle rule, place nothing (another seat's island does not change what the searching
     * seat can do).
     */
    @Override
    public int rolloutAnswer(Game game, int seat, String decisionId, IntList options) {
        switch (decisionId) {
            case "base:fly": {
                MoveCalculator calc = g.destinations(game.context(), seat);
                int best = options.get(0), bestCost = Integer.MAX_VALUE;
                for (int i = 0; i < options.size(); i++) {
                    int c = calc.cost(options.get(i));
                    if (c >= 0 && c < bestCost) {
                        bestCost = c;
                        best = options.get(i);
                    }
                }
                return best;
            }
            case "base:take-cloud": {
                GameState s = game.state();
                int best = options.get(0), most = -1;
                for (int i = 0; i < options.size(); i++) {
                    int c = options.get(i);
                    if (c < 0 || c >= g.rules.clouds) continue; // another module's option in this decision (an expansion tile...)
                    int n = s.size(g.state.clouds.of(0, c));
                    if (n > most) {
                        most = n;
                        best = c;
                    }
                }
                return best;
            }
            case "base:keep-or-convert":
                return settle(game, seat, decisionId, options);
            case "base:place":
                return options.contains(0) ? 0 : options.get(0);
            default:
                return NONE;
        }
    }

    @Override
    public boolean worthSearching(String decisionId) {
        return switch (decisionId) {
            case "base:fly", "base:take-cloud", "base:choose-start-field" -> true;
            default -> false;
        };
    }

    @Override
    public boolean startsTurn(String decisionId) {
        return decisionId.equals("base:fly") || decisionId.equals("base:reroll");
    }
}
