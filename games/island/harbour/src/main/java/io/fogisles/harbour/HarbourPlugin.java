package io.fogisles.harbour;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.Multibinder;
import com.google.inject.multibindings.ProvidesIntoSet;
import io.fogisles.base.Positions;
import io.fogisles.base.move.EdgeRule;
import io.fogisles.base.move.OffIsland;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.bot.BotContributions;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.state.LayoutBuilder;

/** Module 2 (the harbour) as a plugin. */
public final class HarbourPlugin extends AbstractModule implements GamePlugin {

    @Override
    public String id() {
        return "harbour";
    }

    @Override
    protected void configure() {
        Contributions.pieces(binder()).addBinding().to(Offices.class);
        Contributions.flow(binder()).addBinding().to(HarbourFlow.class);
        for (ActionType t : HarbourAction.TYPES) Contributions.actionTypes(binder()).addBinding().toInstance(t);
        Multibinder.newSetBinder(binder(), EdgeRule.class).addBinding().to(Harbour.class);
        Multibinder.newSetBinder(binder(), OffIsland.class).addBinding().to(Harbour.class);
        BotContributions.heuristics(binder()).addBinding().to(HarbourHeuristic.class);
        BotContributions.advice(binder()).addBinding().toInstance(new HarbourBotAdvice());
        Contributions.invariants(binder()).addBinding().toInstance(new HarbourInvariants());
    }

    @Provides
    @Singleton
    HarbourRules rules(Parameters p, ResolvedModules modules) {
        return new HarbourRules(p, modules);
    }

    @Provides
    @Singleton
    HarbourState state(LayoutBuilder b, HarbourRules rules, Positions positions, PieceCatalog catalog) {
        return new HarbourState(b, rules, positions, catalog.size());
    }

    /** The script global {@code harbour} (see {@link HarbourScriptApi}). */
    @ProvidesIntoSet
    ScriptApiFactory scriptApi(Harbour h) {
        return ScriptApiFactory.of("harbour", binding -> new HarbourScriptApi(binding, h));
    }
}
