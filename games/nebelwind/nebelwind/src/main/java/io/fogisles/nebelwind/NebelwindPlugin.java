package io.fogisles.nebelwind;

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
import io.fogisles.nebelwind.bot.NebelAdvice;
import io.fogisles.nebelwind.bot.NebelHeuristic;
import io.fogisles.nebelwind.check.NebelInvariants;
import io.fogisles.nebelwind.flow.NebelFlow;
import io.fogisles.nebelwind.script.NebelScriptApi;
import java.util.Map;

/** Nebelwind as a plugin: its cards and tiles, state, flow, actions, the seven score rows, script API (the characters' texts), bot heuristic and advice, invariants. */
public final class NebelwindPlugin extends AbstractModule implements GamePlugin {

    @Override
    public String id() {
        return NebelRules.MODULE;
    }

    @Override
    protected void configure() {
        Contributions.pieces(binder()).addBinding().to(Pieces.class);
        Contributions.flow(binder()).addBinding().to(NebelFlow.class);
        for (ActionType t : NebelAction.TYPES) Contributions.actionTypes(binder()).addBinding().toInstance(t);
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("nebelwind:last-round"));
        // N13.5: a solo game's end says whether the person won (reached the level's goal), so that the end screen
        // and every report that counts end reasons (./fogisles simulate) tell it without knowing the game
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason(NebelRules.SOLO_GOAL_REACHED));
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason(NebelRules.SOLO_GOAL_MISSED));
        for (int i = 0; i < NebelGame.SOURCES.length; i++) Contributions.scoreRows(binder()).addBinding().toInstance(new SourceRow(i));
        Contributions.tieBreaks(binder()).addBinding().to(WoodAndSteel.class);
        BotContributions.heuristics(binder()).addBinding().to(NebelHeuristic.class);
        BotContributions.advice(binder()).addBinding().to(NebelAdvice.class);
        // the strong level looks past its own turn (issue 32): NebelSearchBot, judging by the search value (the points
        // in the making included); -Dfogisles.nebel.kernelStrong=true gives the kernel's turn-only search as before, for
        // comparisons (docs/bots.md, "Nebelwind")
        BotContributions.levels(binder()).addBinding().toInstance(
                new io.fogisles.kernel.bot.BotLevel("strong", rules -> {
                    io.fogisles.kernel.bot.BotKnowledge know = NebelHeuristic.SEARCH_ONLY
                            ? io.fogisles.kernel.bot.BotKnowledge.of(rules).bySearchValue() : io.fogisles.kernel.bot.BotKnowledge.of(rules);
                    return Boolean.getBoolean("fogisles.nebel.kernelStrong")
                            ? new io.fogisles.kernel.bot.SearchBot(know, NebelAdvice.STRONG_ITERATIONS)
                            : new io.fogisles.nebelwind.bot.NebelSearchBot(rules, know);
                }));
        Contributions.invariants(binder()).addBinding().to(NebelInvariants.class);
        Contributions.facts(binder()).addBinding().to(io.fogisles.nebelwind.check.NebelFacts.class);
        Contributions.validators(binder()).addBinding().to(CharacterEffects.Check.class);
    }

    /** The script global {@code nebelwind} (see {@link NebelScriptApi}): the characters' texts and house rules use it. */
    @ProvidesIntoSet
    ScriptApiFactory scriptApi(NebelGame game) {
        return ScriptApiFactory.of(NebelRules.MODULE, binding -> new NebelScriptApi(binding, game));
    }

    @Provides
    @Singleton
    NebelRules rules(Parameters parameters, ResolvedModules modules, GameConfig config) {
        return new NebelRules(parameters, modules, config);
    }

    @Provides
    @Singleton
    NebelState state(LayoutBuilder layout, NebelRules rules) {
        return new NebelState(layout, rules);
    }

    @Provides
    @Singleton
    NebelGame game(NebelRules rules, NebelState state) {
        return new NebelGame(rules, state);
    }

    /** The cards and tiles as pieces: characters, harbour cards, demand tiles, network cards (NebelState's numbering). */
    static final class Pieces implements io.fogisles.kernel.game.PieceContribution {
        private final NebelRules rules;

        @Inject
        Pieces(NebelRules rules) {
            this.rules = rules;
        }

        @Override
        public void contribute(PieceCatalog.Builder pieces) {
            if (pieces.size() != 0)
                throw new ModuleException(NebelRules.MODULE, "Nebelwind's cards must be the first pieces of the game, but " + pieces.size()
                        + " pieces were added before them (by another module or a house rule)");
            NebelData d = rules.data;
            for (NebelData.Character c : d.characters) pieces.add("nebelwind:character-" + c.id(), NebelRules.MODULE, "character", Map.of("kind", NebelData.KINDS.get(c.kind())));
            for (NebelData.Harbour h : d.harbours) pieces.add("nebelwind:harbour-" + h.id(), NebelRules.MODULE, "harbour", Map.of("port", d.ports.get(h.port()).id()));
            for (NebelData.Demand t : d.demands)
                pieces.add("nebelwind:demand-" + t.id(), NebelRules.MODULE, "demand", Map.of("region", d.regions.get(t.region()), "cargo", d.cargo.get(t.cargo()), "capital", t.capital()));
            for (NebelData.NetworkCard n : d.networkCards) pieces.add("nebelwind:network-" + n.id(), NebelRules.MODULE, "network-card", Map.of("port", d.ports.get(n.port()).id()));
        }
    }

    /** N10.1–N10.7: one row per source of points. */
    static final class SourceRow implements ScoreRow {
        private final int source;

        SourceRow(int source) {
            this.source = source;
        }

        public String id() {
            return "nebelwind:" + NebelGame.SOURCES[source];
        }

        public int order() {
            return 10 + source;
        }

        public int[] score(GameContext ctx) {
            return ctx.service(NebelGame.class).points(ctx, source);
        }
    }

    /** N10.8: equal totals — the most wood and steel left wins; equal again, the win is shared. */
    static final class WoodAndSteel implements TieBreak {
        private final NebelGame g;

        @Inject
        WoodAndSteel(NebelGame g) {
            this.g = g;
        }

        public String id() {
            return "nebelwind:wood-and-steel";
        }

        public int order() {
            return 0;
        }

        public int value(GameContext ctx, int seat) {
            return g.res(ctx.state(), seat, NebelData.WOOD) + g.res(ctx.state(), seat, NebelData.STEEL);
        }
    }
}
