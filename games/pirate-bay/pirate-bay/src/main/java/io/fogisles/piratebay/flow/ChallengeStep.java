package io.fogisles.piratebay.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.piratebay.PirateAction;
import io.fogisles.piratebay.PirateCodes;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;
import io.fogisles.piratebay.TableMap;
import java.util.List;

/**
 * The challenge (P7): the challenger names a figure it may challenge (P7.1); both roll (P7.2); a won
 * challenge asks the defender where its figure goes (P7.3, {@link Retreat}) and then the challenger whether
 * a figure of its own moves in (P7.4, {@link MoveIn}).
 */
final class ChallengeStep implements Step {
    static final String ID = "pirate-bay:challenge";
    static final String RETREAT_ID = "pirate-bay:retreat";
    static final String MOVE_IN_ID = "pirate-bay:move-in";
    private final PirateGame g;
    private final Decision challenge;

    ChallengeStep(PirateGame g) {
        this.g = g;
        this.challenge = new PirateDecision("pirate-bay:challenge") {
            @Override
            public void options(GameContext ctx, IntList out) {
                g.challengeable(ctx.state(), ctx.seat(), out);
            }

            @Override
            public Action decode(GameContext ctx, int code) {
                return new PirateAction.Challenge(code);
            }

            @Override
            public int encode(GameContext ctx, Action action) {
                if (!(action instanceof PirateAction.Challenge c)) return NOT_THIS;
                return c.card() >= 0 && c.card() < g.cards.size() ? c.card() : -1;
            }

            @Override
            public Rejection explain(GameContext ctx, Action action) {
                int card = ((PirateAction.Challenge) action).card();
                GameState s = ctx.state();
                if (card < 0 || card >= g.cards.size() || s.zoneOf(card) != g.state.table.global()) return Rejection.of("pirate-bay.not-on-table", card);
                int owner = s.get(g.state.occupant, 0, card);
                if (owner < 0) return Rejection.of("pirate-bay.no-figure-there", card);
                if (owner == ctx.seat()) return Rejection.of("pirate-bay.own-figure", card);
                return Rejection.of("pirate-bay.challenge-needs-two");
            }

            @Override
            public void apply(GameContext ctx, int card) {
                ctx.setScratch(1, 1);
                int seat = ctx.seat(), defender = ctx.state().get(g.state.occupant, 0, card);
                if (!g.challenge(ctx, seat, card)) return; // P7.5
                ctx.set(g.state.challengedCard, card);
                ctx.push(MOVE_IN_ID, seat, 0);        // runs second (P7.4)
                ctx.push(RETREAT_ID, defender, card); // runs first (P7.3)
            }
        };
    }

    @Override
    public Decision advance(GameContext ctx) {
        return ctx.scratch(1) == 1 ? null : challenge;
    }

    @Override
    public List<Decision> decisions() {
        return List.of(challenge);
    }

    /** P7.3: the defender moves its figure to a free card beside its card, or takes it back (card −1). */
    static final class Retreat implements Step {
        private final PirateGame g;
        private final Decision retreat;

        Retreat(PirateGame g) {
            this.g = g;
            this.retreat = new PirateDecision("pirate-bay:retreat") {
                @Override
                public void options(GameContext ctx, IntList out) {
                    GameState s = ctx.state();
                    int from = ctx.get(g.state.challengedCard);
                    IntList beside = new IntList(4);
                    g.beside(s, g.table(s), from, beside);
                    for (int i = 0; i < beside.size(); i++) if (s.get(g.state.occupant, 0, beside.get(i)) == PirateState.NONE) out.add(beside.get(i));
                    out.add(PirateCodes.NONE);
                }

                @Override
                public Action decode(GameContext ctx, int code) {
                    return new PirateAction.Retreat(code == PirateCodes.NONE ? -1 : code);
                }

                @Override
                public int encode(GameContext ctx, Action action) {
                    if (!(action instanceof PirateAction.Retreat r)) return NOT_THIS;
                    if (r.card() == -1) return PirateCodes.NONE;
                    return r.card() >= 0 && r.card() < g.cards.size() ? r.card() : -2;
                }

                @Override
                public Rejection explain(GameContext ctx, Action action) {
                    return Rejection.of("pirate-bay.retreat-beside", ((PirateAction.Retreat) action).card());
                }

                @Override
                public void apply(GameContext ctx, int code) {
                    ctx.setScratch(1, 1);
                    g.moveFigure(ctx, ctx.seat(), ctx.get(g.state.challengedCard), code == PirateCodes.NONE ? -1 : code);
                }
            };
        }

        @Override
        public Decision advance(GameContext ctx) {
            return ctx.scratch(1) == 1 ? null : retreat;
        }

        @Override
        public List<Decision> decisions() {
            return List.of(retreat);
        }
    }

    /** P7.4, PD18: the challenger may move one of its figures from a card beside the won card onto it. */
    static final class MoveIn implements Step {
        private final PirateGame g;
        private final Decision moveIn;

        MoveIn(PirateGame g) {
            this.g = g;
            this.moveIn = new PirateDecision("pirate-bay:move-in") {
                @Override
                public void options(GameContext ctx, IntList out) {
                    candidates(ctx.state(), ctx.seat(), out);
                    out.add(PirateCodes.NONE);
                }

                @Override
                public Action decode(GameContext ctx, int code) {
                    return new PirateAction.MoveIn(code == PirateCodes.NONE ? -1 : code);
                }

                @Override
                public int encode(GameContext ctx, Action action) {
                    if (!(action instanceof PirateAction.MoveIn m)) return NOT_THIS;
                    if (m.from() == -1) return PirateCodes.NONE;
                    return m.from() >= 0 && m.from() < g.cards.size() ? m.from() : -2;
                }

                @Override
                public Rejection explain(GameContext ctx, Action action) {
                    return Rejection.of("pirate-bay.move-in-beside", ((PirateAction.MoveIn) action).from());
                }

                @Override
                public void apply(GameContext ctx, int code) {
                    ctx.setScratch(1, 1);
                    int target = ctx.get(g.state.challengedCard);
                    ctx.set(g.state.challengedCard, PirateState.NONE);
                    if (code != PirateCodes.NONE) g.moveFigure(ctx, ctx.seat(), code, target);
                }
            };
        }

        private void candidates(GameState s, int seat, IntList out) {
            int target = s.get(g.state.challengedCard);
            if (target < 0 || s.get(g.state.occupant, 0, target) != PirateState.NONE) return;
            TableMap map = g.table(s);
            IntList beside = new IntList(4);
            g.beside(s, map, target, beside);
            for (int i = 0; i < beside.size(); i++) if (s.get(g.state.occupant, 0, beside.get(i)) == seat) out.add(beside.get(i));
        }

        @Override
        public Decision advance(GameContext ctx) {
            if (ctx.scratch(1) == 1) return null;
            IntList c = new IntList(4);
            candidates(ctx.state(), ctx.seat(), c);
            if (c.size() == 0) {
                ctx.set(g.state.challengedCard, PirateState.NONE);
                return null;
            }
            return moveIn;
        }

        @Override
        public List<Decision> decisions() {
            return List.of(moveIn);
        }
    }
}
