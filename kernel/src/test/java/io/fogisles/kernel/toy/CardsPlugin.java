package io.fogisles.kernel.toy;

import com.google.inject.AbstractModule;
import com.google.inject.Inject;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.flow.TurnOrder;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.EndReason;
import io.fogisles.kernel.game.FlowContribution;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.state.Visibility;
import io.fogisles.kernel.state.Zone;
import io.fogisles.kernel.state.ZoneKind;
import io.fogisles.kernel.util.IntList;
import java.util.List;
import java.util.Map;

/**
 * A second toy game, with secrets, for the kernel's tests of per-seat views: twelve cards worth 0–11 lie
 * face down in a deck that nobody may look into; each seat is dealt a hand of three that only it may
 * see, and keeps a secret value (the sum of its hand) only it may read. Every turn the seat plays a card
 * face up onto the table and draws a new one (privately); a card higher than the one on top of the table
 * scores its value, a lower one nothing. When every hand is empty, the most points win. Written with
 * nothing of the island game; the kernel's bots play it from the module's heuristic and advice alone.
 */
public final class CardsPlugin extends AbstractModule implements GamePlugin {
    public static final int CARDS = 12, HAND = 3;

    public record Play(int card) implements Action {}

    /** The cards' state: deck (no one sees), hands (their owners), the table (everyone), a secret per seat (its owner). */
    public static final class CardsState {
        public final Zone deck, hand, table;
        public final IntVar secret, played;

        CardsState(LayoutBuilder b) {
            deck = b.visibility(b.zone("cards:deck", Scope.GLOBAL, ZoneKind.LIST, CARDS), Visibility.NOBODY);
            hand = b.visibility(b.zone("cards:hand", Scope.SEAT, ZoneKind.LIST, CARDS), Visibility.OWNER);
            table = b.zone("cards:table", Scope.GLOBAL, ZoneKind.LIST, CARDS);
            secret = b.visibility(b.var("cards:secret", Scope.SEAT), Visibility.OWNER);
            played = b.var("cards:played", Scope.SEAT);
        }

        void draw(GameContext ctx, int seat) {
            int card = ctx.draw(deck.global(), hand.of(seat));
            if (card < 0) return;
            ctx.set(secret, seat, ctx.get(secret, seat) + card);
            ctx.emit(io.fogisles.kernel.event.GameEvent.of("cards:drew", seat, "card", card).onlyFor(seat));
        }
    }

    @Override
    public String id() {
        return "cards";
    }

    @Override
    protected void configure() {
        Contributions.pieces(binder()).addBinding().toInstance(b -> {
            for (int i = 0; i < CARDS; i++) b.add("cards:" + i, "cards", "card", Map.of("value", i));
        });
        Contributions.actionTypes(binder()).addBinding().toInstance(new ActionType("cards:play", Play.class));
        Contributions.endReasons(binder()).addBinding().toInstance(new EndReason("cards:hands-empty"));
        Contributions.flow(binder()).addBinding().to(CardsFlow.class);
        Contributions.scoreRows(binder()).addBinding().to(PlayedRow.class);
        io.fogisles.kernel.bot.BotContributions.heuristics(binder()).addBinding().to(PointsHeuristic.class);
        // a level of the module's own (the recipe "a new bot level"): always plays its lowest card
        io.fogisles.kernel.bot.BotContributions.levels(binder()).addBinding().toInstance(new io.fogisles.kernel.bot.BotLevel("low-card", rules -> new LowCardBot()));
        io.fogisles.kernel.bot.BotContributions.advice(binder()).addBinding().toInstance(new io.fogisles.kernel.bot.BotAdvice() {
            @Override
            public boolean worthSearching(String decisionId) {
                return decisionId.equals("cards:play");
            }

            @Override
            public boolean startsTurn(String decisionId) {
                return decisionId.equals("cards:play"); // a turn is one card
            }
        });
    }

    @Provides
    @Singleton
    CardsState state(LayoutBuilder b) {
        return new CardsState(b);
    }

    static final class CardsFlow implements FlowContribution {
        private final CardsState s;

        @Inject
        CardsFlow(CardsState s) {
            this.s = s;
        }

        @Override
        public void contribute(FlowSpec flow) {
            flow.append("kernel:setup", FlowNode.step("cards:deal", ctx -> {
                int box = ctx.boxZone();
                while (ctx.state().size(box) > 0) ctx.move(ctx.state().piece(box, 0), s.deck.global());
                for (int round = 0; round < HAND; round++) for (int seat = 0; seat < ctx.seats(); seat++) s.draw(ctx, seat);
                return null;
            }));
            flow.append("kernel:round", FlowNode.step("cards:turn", TurnOrder.ALL_SEATS, new PlayStep(s)));
        }
    }

    /** The seat plays one card of its hand face up, then draws; the game ends when no hand holds a card. */
    static final class PlayStep implements Step {
        private final CardsState s;
        private final Decision play;

        PlayStep(CardsState s) {
            this.s = s;
            this.play = new Decision() {
                public String id() {
                    return "cards:play";
                }

                public void options(GameContext ctx, IntList out) {
                    for (int card : ctx.state().pieces(s.hand.of(ctx.seat()))) out.add(card);
                }

                public Action decode(GameContext ctx, int code) {
                    return new Play(code);
                }

                public int encode(GameContext ctx, Action a) {
                    return a instanceof Play p ? p.card() : NOT_THIS;
                }

                public void apply(GameContext ctx, int card) {
                    int seat = ctx.seat();
                    int table = s.table.global(), size = ctx.state().size(table);
                    boolean beats = size == 0 || card > ctx.state().piece(table, size - 1);
                    ctx.move(card, table);
                    ctx.set(s.secret, seat, ctx.get(s.secret, seat) - card);
                    if (beats) ctx.set(s.played, seat, ctx.get(s.played, seat) + card);
                    ctx.emit("cards:played", seat, "card", card);
                    s.draw(ctx, seat);
                    ctx.setScratch(0, 1);
                }
            };
        }

        @Override
        public Decision advance(GameContext ctx) {
            if (ctx.scratch(0) == 1) {
                boolean any = false;
                for (int seat = 0; seat < ctx.seats(); seat++) any |= ctx.state().size(s.hand.of(seat)) > 0;
                if (!any) ctx.endGame("cards:hands-empty");
                return null;
            }
            return ctx.state().size(s.hand.of(ctx.seat())) > 0 ? play : null;
        }

        @Override
        public List<Decision> decisions() {
            return List.of(play);
        }
    }

    static final class PlayedRow implements ScoreRow {
        private final CardsState s;

        @Inject
        PlayedRow(CardsState s) {
            this.s = s;
        }

        public String id() {
            return "cards:played";
        }

        public int order() {
            return 0;
        }

        public int[] score(GameContext ctx) {
            int[] out = new int[ctx.seats()];
            for (int i = 0; i < out.length; i++) out[i] = ctx.get(s.played, i);
            return out;
        }
    }

    /** The module's own bot level: plays the lowest card of its hand (a player who saves the high ones). */
    static final class LowCardBot implements io.fogisles.kernel.bot.Bot {
        @Override
        public String id() {
            return "low-card";
        }

        @Override
        public int choose(io.fogisles.kernel.bot.BotTurn turn) {
            IntList options = turn.options();
            int low = options.get(0);
            for (int i = 1; i < options.size(); i++) low = Math.min(low, options.get(i));
            return low;
        }
    }

    /** A seat's points so far are what its position is worth. */
    static final class PointsHeuristic implements io.fogisles.kernel.bot.Heuristic {
        private final CardsState s;

        @Inject
        PointsHeuristic(CardsState s) {
            this.s = s;
        }

        @Override
        public double value(io.fogisles.kernel.game.Game game, int seat) {
            return game.state().get(s.played, seat);
        }
    }

    /** A catalog with only this game, made by hand (it is not on the class path's service list). */
    public static ModuleCatalog catalog() {
        ModuleCatalog c = new ModuleCatalog();
        String manifest = """
                {"id": "cards", "name": {"en": "Cards (tests only)"}, "version": "1.0.0", "engineApi": "[1.0,2.0)"}""";
        c.add(new ModuleDescriptor(ModuleCatalog.parse("cards/module.json", manifest), "cards (test)", path -> null, new CardsPlugin()));
        return c;
    }

    public static RuleSet rules(int seats) {
        return new RuleSetFactory(catalog(), ToyFixture.host()).create(new GameConfig(ModuleSelection.of("cards"), seats));
    }
}
