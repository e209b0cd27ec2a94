package io.fogisles.expansion;

import io.fogisles.base.flow.NumberChoice;
import io.fogisles.base.flow.SimpleDecision;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.flow.UnionDecision;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * C2 with Module 3 (RULES B13.4–B13.6, C6, C18), wrapped around whatever {@code base:take} is (taking a
 * cloud, or the harbour's trade): the first choice of C2 also offers to activate an unlocked expansion
 * tile instead. An activated tile goes to the hand and is kept on a free eyepiece or converted at once;
 * then C2 is over. Choosing anything else runs the wrapped step unchanged. When the wrapped step has
 * nothing to offer (every cloud is empty, which happens only after the bag ran out, B10.3), activating
 * stays optional: the player may activate a tile or decline, and then takes nothing in C2.
 */
final class ActivateStep implements Step {
    private static final int NOT_STARTED = 0, INNER = 1, DONE = 2;
    private static final int DECLINE = 1 << 20; // above every piece number

    private final Expansion x;
    private final Step inner;
    private final Decision activate;
    private final Decision activateOrDecline;
    // identity lookup, but listed in the wrapped step's order: decision numbers are stored in the game
    // state, so they must not depend on identity hash codes (which differ from run to run)
    private final Map<Decision, Decision> unions = new IdentityHashMap<>();
    private final List<Decision> unionsInOrder = new ArrayList<>();

    ActivateStep(Expansion x, Step inner) {
        this.x = x;
        this.inner = inner;
        this.activate = new NumberChoice<>("expansion:activate", ExpansionAction.Activate.class, ExpansionAction.Activate::new, ExpansionAction.Activate::piece) {
            public void options(GameContext ctx, IntList out) {
                for (int p : x.activatable(ctx.state(), ctx.seat())) out.add(p);
            }

            public Rejection explain(GameContext ctx, Action a) {
                int p = ((ExpansionAction.Activate) a).piece();
                if (p < 0 || p >= x.base.pieces.size() || ctx.state().zoneOf(p) != x.reserve.of(ctx.seat())) return Rejection.of("expansion.not-in-reserve", p);
                return Rejection.of("expansion.locked", p, x.rules.mark(x.base.pieces.kind[p]), ctx.get(x.base.state.energy, ctx.seat()));
            }

            public void apply(GameContext ctx, int piece) {
                activate(ctx, piece);
            }
        };
        this.activateOrDecline = new SimpleDecision("expansion:activate-or-decline") {
            public void options(GameContext ctx, IntList out) {
                activate.options(ctx, out);
                out.add(DECLINE);
            }

            public Action decode(GameContext ctx, int code) {
                return code == DECLINE ? new ExpansionAction.DeclineActivation() : activate.decode(ctx, code);
            }

            public int encode(GameContext ctx, Action a) {
                return a instanceof ExpansionAction.DeclineActivation ? DECLINE : activate.encode(ctx, a);
            }

            public Rejection explain(GameContext ctx, Action a) {
                return activate.explain(ctx, a);
            }

            public void apply(GameContext ctx, int code) {
                if (code != DECLINE) {
                    activate(ctx, code);
                    return;
                }
                ctx.set(x.c2, ctx.seat(), DONE);
                ctx.emit("expansion:activation-declined", ctx.seat());
            }
        };
        for (Decision d : inner.decisions()) {
            Decision marking = new Marking(d);
            Decision union = new UnionDecision(d.id(), marking, activate);
            unions.put(d, union);
            unionsInOrder.add(union);
        }
    }

    private void activate(GameContext ctx, int piece) {
        int seat = ctx.seat();
        ctx.set(x.c2, seat, DONE);
        ctx.move(piece, x.base.state.hand.of(seat));
        ctx.emit("expansion:activated", seat, "piece", piece, "kind", x.base.pieces.kind[piece]);
        ctx.push("base:resolve-hand", seat, 0);
    }

    /** The wrapped step's decision, noting that the player chose it rather than an activation. */
    private final class Marking implements Decision {
        private final Decision d;

        Marking(Decision d) {
            this.d = d;
        }

        public String id() {
            return d.id();
        }

        public void options(GameContext ctx, IntList out) {
            d.options(ctx, out);
        }

        public Action decode(GameContext ctx, int code) {
            return d.decode(ctx, code);
        }

        public int encode(GameContext ctx, Action a) {
            return d.encode(ctx, a);
        }

        public Rejection explain(GameContext ctx, Action a) {
            return d.explain(ctx, a);
        }

        public void apply(GameContext ctx, int code) {
            ctx.set(x.c2, ctx.seat(), INNER);
            d.apply(ctx, code);
        }
    }

    @Override
    public Decision advance(GameContext ctx) {
        int seat = ctx.seat();
        int stage = ctx.get(x.c2, seat);
        if (stage == DONE) { // the activated tile was kept or converted (or the player declined): C2 is over
            ctx.set(x.c2, seat, NOT_STARTED);
            return null;
        }
        Decision d = inner.advance(ctx);
        if (stage == INNER) {
            if (d == null) ctx.set(x.c2, seat, NOT_STARTED);
            return d;
        }
        if (d == null) return x.activatable(ctx.state(), seat).length > 0 ? activateOrDecline : null;
        // always the union at the start, so that choosing the wrapped option marks C2 as begun
        return unions.get(d);
    }

    @Override
    public List<Decision> decisions() {
        List<Decision> all = new ArrayList<>(inner.decisions());
        all.addAll(unionsInOrder);
        all.add(activateOrDecline);
        return all;
    }
}
