package io.fogisles.expansion;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.ProvidesIntoSet;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.bot.BotContributions;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.score.ScoreRow;

/** Module 3 (the expansion) as a plugin. */
public final class ExpansionPlugin extends AbstractModule implements GamePlugin {

    @Override
    public String id() {
        return "expansion";
    }

    @Override
    protected void configure() {
        Contributions.pieces(binder()).addBinding().to(ExpansionTiles.class);
        Contributions.flow(binder()).addBinding().to(ExpansionFlow.class);
        for (ActionType t : ExpansionAction.TYPES) Contributions.actionTypes(binder()).addBinding().toInstance(t);
        BotContributions.heuristics(binder()).addBinding().to(ExpansionHeuristic.class);
        Contributions.invariants(binder()).addBinding().toInstance(new ExpansionInvariants());
    }

    /** The script global {@code expansion} (see {@link ExpansionScriptApi}). */
    @ProvidesIntoSet
    io.fogisles.kernel.script.ScriptApiFactory scriptApi(Expansion x) {
        return io.fogisles.kernel.script.ScriptApiFactory.of("expansion", binding -> new ExpansionScriptApi(binding, x));
    }

    @Provides
    @Singleton
    ExpansionRules rules(Parameters p, io.fogisles.kernel.module.ResolvedModules modules) {
        return new ExpansionRules(p, modules);
    }

    /** RULES B11.8 / B13.10 / C18: the expansion row of the score pad, after the volcanoes (and after house-rule rows). */
    @ProvidesIntoSet
    ScoreRow expansionRow(Expansion x) {
        return new ScoreRow() {
            public String id() {
                return "expansion:expansion";
            }

            public int order() {
                return ScoreRow.HOUSE_RULE_ORDER + 5;
            }

            public int[] score(GameContext ctx) {
                int[] out = new int[ctx.seats()];
                for (int s = 0; s < out.length; s++) out[s] = x.score(ctx.state(), s);
                return out;
            }
        };
    }
}
