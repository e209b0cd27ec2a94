package io.fogisles.piratebay;

import com.google.inject.AbstractModule;
import com.google.inject.Inject;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.ProvidesIntoSet;
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
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.score.TieBreak;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.piratebay.bot.PirateAdvice;
import io.fogisles.piratebay.bot.PirateHeuristic;
import io.fogisles.piratebay.check.PirateInvariants;
import io.fogisles.piratebay.flow.PirateFlow;
import io.fogisles.piratebay.script.PirateScriptApi;
import java.util.LinkedHashMap;
import java.util.Map;

/** Pirate Bay as a plugin: its cards, state, flow, actions, score rows, script API, bot heuristic and advice, invariants. */
public final class PirateBayPlugin extends AbstractModule implements GamePlugin {

    @Override
    public String id() {
        return PirateRules.MODULE;
    }

    @Override
    protected void configure() {
        Contributions.pieces(binder()).addBinding().to(CardPieces.class);
        Contributions.flow(binder()).addBinding().to(PirateFlow.class);
        for (ActionType t : PirateAction.TYPES) Contributions.actionTypes(binder()).addBinding().toInstance(t);
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("pirate-bay:deck-played"));
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("pirate-bay:stalemate"));
        Contributions.scoreRows(binder()).addBinding().to(IslandRow.class);
        Contributions.scoreRows(binder()).addBinding().to(RoundEndRow.class);
        Contributions.tieBreaks(binder()).addBinding().to(IslandTieBreak.class);
        BotContributions.heuristics(binder()).addBinding().to(PirateHeuristic.class);
        BotContributions.advice(binder()).addBinding().to(PirateAdvice.class);
        // the kernel's strong level with more playouts: its playouts here play the other seat's reply too
        // (PirateAdvice.searchThroughReplies), and which card the other seat holds is dealt anew in each
        BotContributions.levels(binder()).addBinding().toInstance(
                new io.fogisles.kernel.bot.BotLevel("strong", rules -> new io.fogisles.kernel.bot.SearchBot(rules, PirateAdvice.STRONG_ITERATIONS)));
        Contributions.invariants(binder()).addBinding().to(PirateInvariants.class);
    }

    @Provides
    @Singleton
    PirateRules rules(Parameters parameters, ResolvedModules modules, GameConfig config) {
        return new PirateRules(parameters, modules, config);
    }

    @Provides
    @Singleton
    PirateState state(LayoutBuilder layout, PirateRules rules) {
        return new PirateState(layout, rules);
    }

    @Provides
    @Singleton
    PirateGame game(PirateRules rules, PirateState state) {
        return new PirateGame(rules, state);
    }

    /** The script global {@code pirateBay} (see {@link PirateScriptApi}). */
    @ProvidesIntoSet
    ScriptApiFactory scriptApi(PirateGame game) {
        return ScriptApiFactory.of("pirateBay", binding -> new PirateScriptApi(binding, game));
    }

    /**
     * The cards as pieces, in the file's order. The card's number is its piece number: the game's steps,
     * variables and actions use one number for a card, so the cards must be the catalog's first pieces.
     */
    static final class CardPieces implements io.fogisles.kernel.game.PieceContribution {
        private final PirateRules rules;

        @Inject
        CardPieces(PirateRules rules) {
            this.rules = rules;
        }

        @Override
        public void contribute(PieceCatalog.Builder pieces) {
            if (pieces.size() != 0)
                throw new ModuleException(PirateRules.MODULE, "Pirate Bay's cards must be the first pieces of the game, but " + pieces.size()
                        + " pieces were added before them (by another module or a house rule)");
            Cards c = rules.cards;
            for (int i = 0; i < c.size(); i++) {
                Map<String, Object> a = new LinkedHashMap<>();
                a.put("land", c.land(i));
                if (i == c.start()) a.put("start", true);
                for (int r = 0; r < rules.resources.size(); r++) if (c.points(i, r) > 0) a.put(rules.resources.get(r), c.points(i, r));
                pieces.add("pirate-bay:" + c.id(i), PirateRules.MODULE, "card", a);
            }
        }
    }

    /** P6.5: the points from closed islands. */
    static final class IslandRow implements ScoreRow {
        private final PirateState s;

        @Inject
        IslandRow(PirateState s) {
            this.s = s;
        }

        public String id() {
            return "pirate-bay:islands";
        }

        public int order() {
            return 10;
        }

        public int[] score(GameContext ctx) {
            int[] out = new int[ctx.seats()];
            for (int i = 0; i < out.length; i++) out[i] = ctx.get(s.islandPoints, i);
            return out;
        }
    }

    /** P8.3: the points swindled at the rounds' ends. */
    static final class RoundEndRow implements ScoreRow {
        private final PirateState s;

        @Inject
        RoundEndRow(PirateState s) {
            this.s = s;
        }

        public String id() {
            return "pirate-bay:round-ends";
        }

        public int order() {
            return 20;
        }

        public int[] score(GameContext ctx) {
            int[] out = new int[ctx.seats()];
            for (int i = 0; i < out.length; i++) out[i] = ctx.get(s.roundPoints, i);
            return out;
        }
    }

    /** P9.4, PD21: equal totals — more points from closed islands wins; equal again, the win is shared. */
    static final class IslandTieBreak implements TieBreak {
        private final PirateState s;

        @Inject
        IslandTieBreak(PirateState s) {
            this.s = s;
        }

        public String id() {
            return "pirate-bay:island-points";
        }

        public int order() {
            return 0;
        }

        public int value(GameContext ctx, int seat) {
            return ctx.get(s.islandPoints, seat);
        }
    }
}
