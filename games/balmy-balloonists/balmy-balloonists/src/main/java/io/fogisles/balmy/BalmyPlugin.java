package io.fogisles.balmy;

import com.google.inject.AbstractModule;
import com.google.inject.Inject;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.Multibinder;
import com.google.inject.multibindings.ProvidesIntoSet;
import io.fogisles.balmy.bot.BalmyAdvice;
import io.fogisles.balmy.bot.BalmyHeuristic;
import io.fogisles.balmy.check.BalmyInvariants;
import io.fogisles.balmy.flow.BalmyFlow;
import io.fogisles.balmy.script.BalmyScriptApi;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.bot.BotContributions;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.EndReason;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.piece.PieceDef;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.state.LayoutBuilder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Balmy Balloonists as a plugin: its cards, state, flow, actions, score rows, script API, bot heuristic and advice, invariants. */
public final class BalmyPlugin extends AbstractModule implements GamePlugin {

    @Override
    public String id() {
        return BalmyRules.MODULE;
    }

    @Override
    protected void configure() {
        Multibinder.newSetBinder(binder(), Hazard.class);
        Multibinder.newSetBinder(binder(), CardTarget.class);
        Contributions.pieces(binder()).addBinding().to(CardPieces.class);
        Contributions.flow(binder()).addBinding().to(BalmyFlow.class);
        for (ActionType t : BalmyAction.TYPES) Contributions.actionTypes(binder()).addBinding().toInstance(t);
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason(BalmyGame.END_HOME));
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason(BalmyGame.END_LAST));
        Contributions.scoreRows(binder()).addBinding().to(WinnerRow.class);
        Contributions.scoreRows(binder()).addBinding().to(CourseRow.class);
        BotContributions.heuristics(binder()).addBinding().to(BalmyHeuristic.class);
        BotContributions.advice(binder()).addBinding().to(BalmyAdvice.class);
        // the strong level looks past its own turn: its playouts go on through the other seat's greedy replies and its own next turns
        BotContributions.levels(binder()).addBinding().toInstance(
                new io.fogisles.kernel.bot.BotLevel("strong", io.fogisles.balmy.bot.BalmySearchBot::new));
        Contributions.invariants(binder()).addBinding().to(BalmyInvariants.class);
    }

    @Provides
    @Singleton
    BalmyRules rules(Parameters parameters, ResolvedModules modules, GameConfig config) {
        return new BalmyRules(parameters, modules, config);
    }

    @Provides
    @Singleton
    BalmyState state(LayoutBuilder layout, BalmyRules rules) {
        return new BalmyState(layout, rules);
    }

    @Provides
    @Singleton
    BalmyGame game(BalmyRules rules, BalmyState state, Set<Hazard> hazards, Set<CardTarget> targets) {
        List<CardTarget> ordered = new ArrayList<>(targets);
        ordered.sort(Comparator.comparing(CardTarget::id)); // a fixed order: the targets' numbers are part of the option codes
        List<Hazard> hs = new ArrayList<>(hazards);
        hs.sort(Comparator.comparing(h -> h.getClass().getName()));
        return new BalmyGame(rules, state, hs, ordered);
    }

    /** The script global {@code balmy} (see {@link BalmyScriptApi}). */
    @ProvidesIntoSet
    ScriptApiFactory scriptApi(BalmyGame game) {
        return ScriptApiFactory.of("balmy", binding -> new BalmyScriptApi(binding, game));
    }

    /** The cards as pieces, in the decks' order (local wind, quadrant, bad luck, advantage): a card's number is its piece number. */
    static final class CardPieces implements io.fogisles.kernel.game.PieceContribution {
        private final BalmyRules rules;

        @Inject
        CardPieces(BalmyRules rules) {
            this.rules = rules;
        }

        @Override
        public void contribute(PieceCatalog.Builder pieces) {
            if (pieces.size() != 0)
                throw new ModuleException(BalmyRules.MODULE, "Balmy Balloonists' cards must be the first pieces of the game, but " + pieces.size()
                        + " pieces were added before them (by another module or a house rule)");
            Decks d = rules.decks;
            for (int i = 0; i < d.size; i++) {
                Map<String, Object> a = new LinkedHashMap<>();
                if (d.isWind(i)) {
                    for (int alt = Altitude.LOW; alt <= Altitude.HIGH; alt++) a.put(Altitude.id(alt), d.move(i, alt));
                    if (d.symbol(i) != Decks.NO_SYMBOL) a.put("symbol", d.symbol(i) == Decks.BAD_LUCK ? "bad-luck" : "quadrant");
                } else if (d.isBadLuck(i)) {
                    a.put("kind", d.badLuckKinds().get(d.badLuckKind(i)));
                } else if (d.isAdvantage(i)) {
                    a.put("type", d.advantageType(i));
                }
                // the card's back (M1.2: four face-down piles), which every seat sees, also in a view: hidden cards change
                // places in a bot's search copy only within their deck, so a pile and a hand keep their kind of card
                a.put(PieceDef.DECK, d.kind(i));
                // a permit has an advantage card's back but is face up in front of a balloon (M1.5, M6.2): hidden, it can
                // only lie in the pile, so a search copy never deals one into a hand (where nobody could tell it apart)
                if (d.isAdvantage(i) && d.advantageKind(i) == Decks.PERMIT) a.put(PieceDef.HIDDEN_IN, "balmy-balloonists:advantage-deck");
                pieces.add("balmy-balloonists:" + d.id(i), BalmyRules.MODULE, d.kind(i), a);
            }
        }
    }

    /** M15.4: 100 for the winner. */
    static final class WinnerRow implements ScoreRow {
        private final BalmyState s;

        @Inject
        WinnerRow(BalmyState s) {
            this.s = s;
        }

        public String id() {
            return "balmy-balloonists:winner";
        }

        public int order() {
            return 10;
        }

        public int[] score(GameContext ctx) {
            int[] out = new int[ctx.seats()];
            int w = ctx.get(s.winner);
            if (w >= 0) out[w] = 100;
            return out;
        }
    }

    /** M15.4: the share of the course each player's balloons have flown, in percent, averaged over them. */
    static final class CourseRow implements ScoreRow {
        private final BalmyGame g;

        @Inject
        CourseRow(BalmyGame g) {
            this.g = g;
        }

        public String id() {
            return "balmy-balloonists:course";
        }

        public int order() {
            return 20;
        }

        public int[] score(GameContext ctx) {
            int[] out = new int[ctx.seats()];
            for (int seat = 0; seat < out.length; seat++) {
                double sum = 0;
                for (int k = 0; k < g.rules.perSeat; k++) sum += g.course(ctx.state(), g.rules.balloon(seat, k));
                out[seat] = (int) Math.floor(100 * sum / g.rules.perSeat);
            }
            return out;
        }
    }
}
