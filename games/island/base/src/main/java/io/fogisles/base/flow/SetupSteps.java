package io.fogisles.base.flow;

import io.fogisles.base.BaseGame;
import io.fogisles.base.BaseState;
import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/** Setup of Module 1 (RULES B.1), as separate named steps so that other modules can hook in between. */
final class SetupSteps {
    private SetupSteps() {
    }

    /**
     * B1.6/C19 the first start player: the one the players chose (option firstStartPlayer), by default at
     * random from the seed; B1.7 starting energies 5/6/7/8 clockwise from them.
     */
    static Step table(BaseGame g) {
        return ctx -> {
            BaseState s = g.state;
            int start = g.rules.firstStartPlayer >= 0 ? g.rules.firstStartPlayer : ctx.nextInt(ctx.seats());
            ctx.set(s.startPlayer, start);
            for (int k = 0; k < ctx.seats(); k++) ctx.set(s.energy, (start + k) % ctx.seats(), g.rules.startingEnergy(k));
            ctx.emit("base:start-player", start, "round", 0);
            return null;
        };
    }

    /** B1.9: landscape tiles, jokers, cities and monuments go into the bag. */
    static Step bag(BaseGame g) {
        IntList bag = new IntList();
        for (int p = 0; p < g.pieces.size(); p++) if (g.pieces.inBag[p]) bag.add(p);
        int[] pieces = bag.toArray(); // ascending: moved in one pass out of the box (see Changes.moveAll)
        return ctx -> {
            ctx.moveAll(pieces, g.state.bag.global());
            return null;
        };
    }

    /** B1.2: each player draws a start tile at random onto an eyepiece; the others stay in the box. */
    static Step startTiles(BaseGame g) {
        return ctx -> {
            IntList pool = new IntList();
            int box = ctx.boxZone();
            for (int p = 0; p < g.pieces.size(); p++) if (g.pieces.start[p] && ctx.state().zoneOf(p) == box) pool.add(p);
            int start = ctx.get(g.state.startPlayer);
            for (int k = 0; k < ctx.seats() && !pool.isEmpty(); k++) {
                int seat = (start + k) % ctx.seats();
                int i = ctx.nextInt(pool.size());
                int piece = pool.get(i);
                int[] rest = pool.toArray();
                pool.clear();
                for (int j = 0; j < rest.length; j++) if (j != i) pool.add(rest[j]);
                ctx.move(piece, g.state.eyepieces.of(seat));
                ctx.emit("base:tile-kept", seat, "piece", piece, "kind", g.pieces.kind[piece]);
            }
            return null;
        };
    }

    /** B1.8/B1.10: one random tile on each cloud in play. */
    static Step clouds(BaseGame g) {
        return ctx -> {
            for (int c = 0; c < g.rules.clouds; c++) {
                if (ctx.draw(g.state.bag.global(), g.state.clouds.of(0, c)) < 0) break;
            }
            ctx.emit("base:clouds-dealt", -1, "round", 0);
            return null;
        };
    }

    /** B1.4: each player puts the balloon on a field next to the base. */
    static final class Balloon implements Step {
        private final BaseGame g;
        private final Decision choose;

        Balloon(BaseGame g) {
            this.g = g;
            this.choose = new NumberChoice<>("base:choose-start-field", BaseAction.ChooseStartField.class, BaseAction.ChooseStartField::new, BaseAction.ChooseStartField::field) {
                public void options(GameContext ctx, IntList out) {
                    for (int f : g.island.startFields()) out.add(f);
                }

                public Rejection explain(GameContext ctx, Action a) {
                    return Rejection.of("base.not-a-start-field", ((BaseAction.ChooseStartField) a).field());
                }

                public void apply(GameContext ctx, int field) {
                    ctx.set(g.state.balloon, ctx.seat(), field);
                    ctx.emit("base:balloon-moved", ctx.seat(), "from", -1, "to", field, "cost", 0);
                }
            };
        }

        public Decision advance(GameContext ctx) {
            return ctx.get(g.state.balloon, ctx.seat()) < 0 ? choose : null;
        }

        public List<Decision> decisions() {
            return List.of(choose);
        }
    }
}
