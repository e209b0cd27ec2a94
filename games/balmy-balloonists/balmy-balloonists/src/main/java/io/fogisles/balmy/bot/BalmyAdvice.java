package io.fogisles.balmy.bot;

import com.google.inject.Inject;
import io.fogisles.balmy.BalmyCodes;
import io.fogisles.kernel.bot.BotAdvice;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.util.IntList;

/**
 * What Balmy Balloonists tells the kernel's bots: a turn begins with its card, the decision worth searching; the
 * parts of the turn that follow it (an exchange, favourable winds, the altitude, where to start again, which permit
 * a misfortune takes) are settled while a card is judged, each by trying its options and keeping the best by the
 * heuristic, so that a card is judged by the flight it leads to. A repair is always used, and ballast is paid below
 * low when it can be: both keep the balloon flying.
 */
public final class BalmyAdvice implements BotAdvice {
    static final String CARD = "balmy-balloonists:card";
    private final BalmyHeuristic heuristic;

    @Inject
    public BalmyAdvice(BalmyHeuristic heuristic) {
        this.heuristic = heuristic;
    }

    @Override
    public boolean startsTurn(String decisionId) {
        return decisionId.equals(CARD);
    }

    @Override
    public boolean worthSearching(String decisionId) {
        return decisionId.equals(CARD);
    }

    @Override
    public int quickAnswer(Game game, int seat, String decisionId, IntList options) {
        return switch (decisionId) {
            case "balmy-balloonists:repair" -> options.size() > 1 ? options.get(1) : options.get(0);
            case "balmy-balloonists:below-low" -> options.get(0); // pay
            default -> NONE;
        };
    }

    @Override
    public boolean settles(String decisionId) {
        return switch (decisionId) {
            case "balmy-balloonists:exchange", "balmy-balloonists:favourable-winds", "balmy-balloonists:altitude", "balmy-balloonists:restart",
                 "balmy-balloonists:permit-lost", "balmy-balloonists:repair", "balmy-balloonists:below-low" -> true;
            default -> false;
        };
    }

    @Override
    public int settle(Game game, int seat, String decisionId, IntList options) {
        if (!settles(decisionId)) return NONE;
        int quick = quickAnswer(game, seat, decisionId, options);
        if (quick != NONE) return quick;
        if (options.size() == 1) return options.get(0);
        if (decisionId.equals("balmy-balloonists:exchange") && options.size() > 24) return BalmyCodes.NONE; // judged only when few
        return best(game, seat, options);
    }

    @Override
    public int rolloutAnswer(Game game, int seat, String decisionId, IntList options) {
        return switch (decisionId) {
            case "balmy-balloonists:exchange" -> BalmyCodes.NONE;
            case "balmy-balloonists:favourable-winds" -> BalmyCodes.HERE;
            case "balmy-balloonists:repair", "balmy-balloonists:below-low" -> quickAnswer(game, seat, decisionId, options);
            default -> NONE;
        };
    }

    /** The option that leaves the best position by the heuristic (the flight that follows an altitude is part of it). */
    private int best(Game game, int seat, IntList options) {
        IntList own = new IntList(options.size());
        for (int i = 0; i < options.size(); i++) own.add(options.get(i));
        int best = own.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < own.size(); i++) {
            int code = own.get(i);
            int mark = game.beginTrial();
            double v;
            try {
                game.applyCode(code);
                v = heuristic.value(game, seat);
            } finally {
                game.endTrial(mark);
            }
            if (v > bestValue) {
                bestValue = v;
                best = code;
            }
        }
        return best;
    }
}
