package io.fogisles.base;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.ProvidesIntoSet;
import com.google.inject.multibindings.Multibinder;
import io.fogisles.base.action.BaseAction;
import io.fogisles.base.flow.BaseFlow;
import io.fogisles.base.move.EdgeRule;
import io.fogisles.base.move.OffIsland;
import io.fogisles.base.score.BaseScoreRows;
import io.fogisles.base.script.BaseScriptApi;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.bot.BotContributions;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.EndReason;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.score.TieBreak;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.state.LayoutBuilder;

/** Module 1 (the base game) as a plugin: its pieces, flow, actions, score rows, script API and extension points. */
public final class BasePlugin extends AbstractModule implements GamePlugin {

    @Override
    public String id() {
        return "base";
    }

    @Override
    protected void configure() {
        // Module 1's own extension points, for modules that change movement (the harbour).
        Multibinder.newSetBinder(binder(), EdgeRule.class);
        Multibinder.newSetBinder(binder(), OffIsland.class);

        Contributions.pieces(binder()).addBinding().to(TileSet.class);
        Contributions.flow(binder()).addBinding().to(BaseFlow.class);
        for (ActionType t : BaseAction.TYPES) Contributions.actionTypes(binder()).addBinding().toInstance(t);
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("base:six-coasts"));
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("base:bag-empty"));
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("base:islands-full"));
        install(new BaseScoreRows());
        Contributions.tieBreaks(binder()).addBinding().to(EnergyTieBreak.class);
        BotContributions.heuristics(binder()).addBinding().to(io.fogisles.base.bot.BaseHeuristic.class);
        BotContributions.advice(binder()).addBinding().to(io.fogisles.base.bot.BaseBotAdvice.class);
        Contributions.invariants(binder()).addBinding().toInstance(new io.fogisles.base.check.BaseInvariants());
    }

    @Provides
    @Singleton
    BaseRules rules(Parameters parameters, ResolvedModules modules, GameConfig config) {
        return new BaseRules(parameters, modules, config);
    }

    @Provides
    @Singleton
    PieceInfo pieceInfo(PieceCatalog catalog) {
        return new PieceInfo(catalog);
    }

    @Provides
    @Singleton
    BaseState state(LayoutBuilder layout, BaseRules rules, PieceCatalog catalog) {
        return new BaseState(layout, rules, catalog);
    }

    @Provides
    @Singleton
    Positions positions(BaseRules rules) {
        return new Positions(rules.island);
    }

    /** RULES B11.9: equal totals — more remaining energy wins. */
    static final class EnergyTieBreak implements TieBreak {
        private final BaseState state;

        @com.google.inject.Inject
        EnergyTieBreak(BaseState state) {
            this.state = state;
        }

        public String id() {
            return "base:energy";
        }

        public int order() {
            return 0;
        }

        public int value(GameContext ctx, int seat) {
            return ctx.get(state.energy, seat);
        }
    }

    /** The script global {@code base} (see {@link BaseScriptApi}). */
    @ProvidesIntoSet
    ScriptApiFactory scriptApi(BaseGame game) {
        return ScriptApiFactory.of("base", binding -> new BaseScriptApi(binding, game));
    }
}
