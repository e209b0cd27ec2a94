package io.fogisles.cli.bench;

import com.google.inject.AbstractModule;
import com.google.inject.Inject;
import com.google.inject.Provider;
import com.google.inject.multibindings.MapBinder;
import io.fogisles.base.BaseGame;
import io.fogisles.kernel.effect.Effect;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.play.GameContext;
import java.util.List;
import java.util.Map;

/**
 * Java twins of the base module's script effects (games/island/base/scripts/fields.js and bonus.js), for the
 * benchmark only: they do what the scripts do, through the same game methods the scripts' {@code base}
 * object calls, so a game with them is the same game without the script calls (checked by
 * {@code EffectTwinsTest}). Issue 15 asks that a whole game with the shipped scripts cost at most 1.3×
 * the same game with twins; the shipped game keeps its scripts.
 */
final class BaseEffectTwins extends AbstractModule {
    /** Every effect id the base module's scripts define. */
    static final List<String> IDS = List.of("base:question", "base:drop", "base:draw2", "base:draw1energy", "base:bonus-energy1",
            "base:bonus-energy2", "base:bonus-draw", "base:bonus-plus1", "base:bonus-opposite", "base:bonus-turn60");

    private final String swapped, actsAs;

    BaseEffectTwins() {
        this(null, null);
    }

    /** For the test that shows a wrong twin is noticed: effect {@code swapped} does what {@code actsAs} does. */
    BaseEffectTwins(String swapped, String actsAs) {
        this.swapped = swapped;
        this.actsAs = actsAs;
    }

    @Override
    protected void configure() {
        MapBinder<String, Effect> twins = Contributions.effectTwins(binder());
        for (String id : IDS) twins.addBinding(id).toInstance(new Twin(id.equals(swapped) ? actsAs : id));
    }

    /** One effect; its game is injected when the rule set is built. */
    static final class Twin implements Effect {
        private final String id;
        // a provider: the game service may only be made after the modules contributed their pieces
        private Provider<BaseGame> game;
        private BaseGame g;
        /** How often it ran (the test checks the games used it). */
        int calls;

        Twin(String id) {
            this.id = id;
        }

        @Inject
        void wire(Provider<BaseGame> game) {
            this.game = game;
        }

        @Override
        public void run(GameContext ctx, Map<String, Object> a) {
            if (g == null) g = game.get();
            calls++;
            switch (id) {
                case "base:question" -> g.draw(ctx, seat(a), 1, true);
                case "base:drop" -> g.gainEnergy(ctx, seat(a), (Integer) a.get("energy"));
                case "base:draw2" -> g.draw(ctx, seat(a), 2, true);
                case "base:draw1energy" -> {
                    g.gainEnergy(ctx, seat(a), (Integer) a.get("energy"));
                    g.draw(ctx, seat(a), 1, true);
                }
                case "base:bonus-energy1" -> everySeatGains(ctx, 1);
                case "base:bonus-energy2" -> everySeatGains(ctx, 2);
                case "base:bonus-draw" -> { // as base.offerBonusDraw(): the last pushed runs first
                    int n = ctx.seats(), start = ctx.get(g.state.startPlayer);
                    for (int k = n - 1; k >= 0; k--) ctx.push("base:bonus-draw", (start + k) % n, 0);
                }
                case "base:bonus-plus1" -> ctx.set(g.state.moveBonus, ctx.get(g.state.moveBonus) + 1);
                case "base:bonus-opposite" -> free(ctx, rolled(ctx).opposite());
                case "base:bonus-turn60" -> {
                    free(ctx, rolled(ctx).rotate(1));
                    free(ctx, rolled(ctx).rotate(-1));
                }
                default -> throw new IllegalStateException("no twin for " + id);
            }
        }

        private static int seat(Map<String, Object> a) {
            return (Integer) a.get("seat");
        }

        private void everySeatGains(GameContext ctx, int amount) {
            for (int s = 0; s < ctx.seats(); s++) g.gainEnergy(ctx, s, amount);
        }

        private Direction rolled(GameContext ctx) {
            return Direction.byIndex(ctx.get(g.state.direction));
        }

        private void free(GameContext ctx, Direction d) {
            ctx.set(g.state.freeDirections, ctx.get(g.state.freeDirections) | (1 << d.ordinal()));
        }
    }
}
