package io.fogisles.nebelwind.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.SimultaneousDecision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.CharacterEffects;
import io.fogisles.nebelwind.NebelAction;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.NebelState;
import java.util.ArrayList;
import java.util.List;

/** The parts of a round (N2–N3, N9): its start, phase A, phase B's turns, phase C. */
final class RoundSteps {
    private RoundSteps() {
    }

    /** The round begins: spaces cleared, chips back (N9.3), the order from the start player marker (N5.10, ND16). */
    static void start(NebelGame g, GameContext ctx) {
        NebelState s = g.state;
        NebelRules r = g.rules;
        for (int i = 0; i < NebelState.SPACES; i++) {
            ctx.set(s.resourceSpace, 0, i, 0);
            ctx.set(s.workerSpace, 0, i, 0);
            ctx.set(s.characterChip, 0, i, 0);
            ctx.set(s.harbourTop, 0, i, 0);
            ctx.set(s.harbourCount, 0, i, 0);
        }
        for (int p = 0; p < r.participants; p++) {
            ctx.set(s.played, 0, p, 0);
            ctx.set(s.areasUsed, 0, p, 0);
            ctx.set(s.automatonDiscard, 0, p, 0);
            ctx.set(s.chipsLeft, 0, p, r.chips - r.discards);
        }
        for (int seat = 0; seat < ctx.seats(); seat++) ctx.set(s.discarded, seat, 0);
        int first = ctx.get(s.startMarker);
        ctx.set(s.roundStart, first);
        ctx.set(s.current, first);
        ctx.set(s.turnsLeft, r.participants * (r.chips - r.discards));
        if (ctx.eventsWanted()) ctx.emit("nebelwind:round-started", -1, "round", ctx.round(), "start", first);
    }

    /** The chips a participant still holds (bits 1..chips): not played, not discarded. */
    static int held(NebelGame g, GameState st, int participant) {
        int all = ((1 << g.rules.chips) - 1) << 1;
        int seat = g.rules.seatOf[participant];
        int gone = st.get(g.state.played, 0, participant) | (seat >= 0 ? st.get(g.state.discarded, seat) : st.get(g.state.automatonDiscard, 0, participant));
        return all & ~gone;
    }

    /** N3, N11.2, N12.3: the automata discard at random; every person chooses at once and in secret. */
    static final class PhaseA implements Step {
        private final NebelGame g;
        private final SimultaneousDecision discard;

        PhaseA(NebelGame g) {
            this.g = g;
            this.discard = new SimultaneousDecision() {
                public String id() {
                    return "nebelwind:discard";
                }

                public int seats(GameContext ctx) {
                    return SimultaneousDecision.allSeats(ctx);
                }

                /** Codes are the chips as bits; with two discards every pair (N11.2). */
                public void options(GameContext ctx, IntList out) {
                    int chips = g.rules.chips;
                    if (g.rules.discards == 1) for (int n = 1; n <= chips; n++) out.add(1 << n);
                    else for (int a = 1; a <= chips; a++) for (int b = a + 1; b <= chips; b++) out.add((1 << a) | (1 << b));
                }

                public Action decode(GameContext ctx, int code) {
                    List<Integer> chips = new ArrayList<>();
                    for (int n = 1; n <= g.rules.chips; n++) if ((code & (1 << n)) != 0) chips.add(n);
                    return new NebelAction.Discard(chips);
                }

                public int encode(GameContext ctx, Action action) {
                    if (!(action instanceof NebelAction.Discard d)) return NOT_THIS;
                    int code = 0;
                    for (int n : d.chips()) {
                        if (n < 1 || n > 30 || (code & (1 << n)) != 0) return -1;
                        code |= 1 << n;
                    }
                    return code;
                }

                public io.fogisles.kernel.action.Rejection explain(GameContext ctx, Action action) {
                    return io.fogisles.kernel.action.Rejection.of("nebelwind.discard", g.rules.discards);
                }

                public void apply(GameContext ctx, int code) {
                    ctx.set(g.state.discarded, ctx.seat(), code);
                }
            };
        }

        @Override
        public Decision advance(GameContext ctx) {
            if (ctx.scratch(0) == 1) return null;
            ctx.setScratch(0, 1);
            NebelRules r = g.rules;
            for (int p = 0; p < r.participants; p++) {
                if (!r.isAutomaton(p)) continue;
                int mask = 0; // ND20: at random, as many as a person
                for (int k = 0; k < r.discards; k++) {
                    int free = (((1 << r.chips) - 1) << 1) & ~mask, pick = ctx.nextInt(Integer.bitCount(free));
                    for (int n = 1; n <= r.chips; n++) if ((free & (1 << n)) != 0 && pick-- == 0) mask |= 1 << n;
                }
                ctx.set(g.state.automatonDiscard, 0, p, mask);
            }
            return discard;
        }

        @Override
        public List<Decision> decisions() {
            return List.of(discard);
        }
    }

    /** N4.1: from the start player clockwise, one chip each, until all are played; automata by their procedure. */
    static final class Turns implements Step {
        private final NebelGame g;

        Turns(NebelGame g) {
            this.g = g;
        }

        @Override
        public Decision advance(GameContext ctx) {
            NebelState s = g.state;
            NebelRules r = g.rules;
            if (ctx.scratch(0) == 1) { // a person's turn ended
                ctx.setScratch(0, 0);
                next(ctx);
            }
            while (ctx.get(s.turnsLeft) > 0 && !ctx.over()) {
                int p = ctx.get(s.current);
                if (ctx.state().get(s.chipsLeft, 0, p) == 0) {
                    next(ctx);
                    continue;
                }
                if (r.isAutomaton(p)) {
                    boolean asked = Automaton.turn(g, ctx, p);
                    next(ctx);
                    if (asked) return null; // the persons' answers first; then on with the turns
                    continue;
                }
                ctx.setScratch(0, 1);
                ctx.push(TurnStep.ID, r.seatOf[p], 0);
                return null;
            }
            return null;
        }

        private void next(GameContext ctx) {
            NebelState s = g.state;
            ctx.set(s.turnsLeft, ctx.get(s.turnsLeft) - 1);
            ctx.set(s.current, (ctx.get(s.current) + 1) % g.rules.participants);
        }
    }

    /** N9: harbour bonuses, claims, the rows refilled, the network card discard after round 2, the game's end. */
    static final class RoundEnd implements Step {
        private final NebelGame g;
        private final SimultaneousDecision drop;

        RoundEnd(NebelGame g) {
            this.g = g;
            this.drop = new SimultaneousDecision() {
                public String id() {
                    return "nebelwind:drop-network-card";
                }

                public int seats(GameContext ctx) {
                    int mask = 0;
                    for (int seat = 0; seat < ctx.seats(); seat++) if (ctx.state().size(g.state.networkHand.of(seat)) > 0) mask |= 1 << seat;
                    return mask;
                }

                public void options(GameContext ctx, IntList out) {
                    int hand = g.state.networkHand.of(ctx.seat());
                    for (int i = 0; i < ctx.state().size(hand); i++) out.add(ctx.state().piece(hand, i));
                    sort(out);
                }

                public Action decode(GameContext ctx, int code) {
                    int card = g.state.network(code);
                    return new NebelAction.DropNetworkCard(card >= 0 && card < g.data.networkCards.size() ? g.data.networkCards.get(card).id() : "?");
                }

                public int encode(GameContext ctx, Action action) {
                    if (!(action instanceof NebelAction.DropNetworkCard d)) return NOT_THIS;
                    for (int c = 0; c < g.data.networkCards.size(); c++) if (g.data.networkCards.get(c).id().equals(d.card())) return g.state.networkBase + c;
                    return -1;
                }

                public void apply(GameContext ctx, int code) {
                    ctx.move(code, g.state.networkDiscard.global());
                    ctx.set(g.state.partial, ctx.seat(), ctx.state().get(g.state.partial, ctx.seat()) & ~(1 << g.state.network(code)));
                }
            };
        }

        @Override
        public Decision advance(GameContext ctx) {
            NebelState s = g.state;
            NebelRules r = g.rules;
            int stage = ctx.scratch(0);
            if (stage == 0) {
                ctx.setScratch(0, 1);
                for (int i = 0; i < NebelState.SPACES; i++) { // N9.1
                    int top = ctx.state().get(s.harbourTop, 0, i) - 1, card = ctx.state().get(s.harbourSpace, 0, i);
                    if (top < 0 || card < 0) continue;
                    int seat = r.seatOf[top];
                    if (seat >= 0) g.takeHarbourBonus(ctx, seat, card);
                }
                int start = ctx.get(s.roundStart);
                for (int i = 0; i < r.participants; i++) { // N9.2, and the banker
                    int seat = r.seatOf[(start + i) % r.participants];
                    if (seat < 0) continue;
                    CharacterEffects.at(g, ctx, seat, CharacterEffects.ROUND_END);
                    g.claim(ctx, seat);
                }
                discardRows(ctx);
                if (ctx.round() >= r.rounds) { // N9.6
                    g.showPartialCards(ctx); // N10.6: the cards scored are shown
                    if (r.seats == 1) { // N13.5
                        boolean reached = g.soloGoalReached(ctx);
                        ctx.set(s.soloGoal, reached ? 1 : 0);
                        if (ctx.eventsWanted()) ctx.emit("nebelwind:solo-goal", 0, "level", List.of("easy", "medium", "hard").get(r.soloLevel), "reached", reached);
                        ctx.endGame(reached ? NebelRules.SOLO_GOAL_REACHED : NebelRules.SOLO_GOAL_MISSED);
                        return null;
                    }
                    ctx.endGame("nebelwind:last-round");
                    return null;
                }
                refillRows(g, ctx); // N9.4
                if (ctx.round() == r.networkDiscardAfterRound && drop.seats(ctx) != 0) return drop; // N9.5
                return null;
            }
            return null;
        }

        private void discardRows(GameContext ctx) {
            NebelState s = g.state;
            for (int i = 0; i < NebelState.SPACES; i++) {
                int c = ctx.state().get(s.characterSpace, 0, i);
                if (c >= 0) ctx.move(c, s.characterDiscard.global());
                ctx.set(s.characterSpace, 0, i, NebelState.NONE);
                int h = ctx.state().get(s.harbourSpace, 0, i);
                if (h >= 0) ctx.move(h, s.harbourDiscard.global());
                ctx.set(s.harbourSpace, 0, i, NebelState.NONE);
            }
        }

        @Override
        public List<Decision> decisions() {
            return List.of(drop);
        }
    }

    /** N1.1–N1.2, N9.4: five characters and five harbour cards at the numbered spaces (fewer when a deck runs out). */
    static void refillRows(NebelGame g, GameContext ctx) {
        NebelState s = g.state;
        for (int i = 0; i < NebelState.SPACES; i++) {
            ctx.set(s.characterSpace, 0, i, ctx.draw(s.characterDeck.global(), s.characterRow.global()));
            ctx.set(s.harbourSpace, 0, i, ctx.draw(s.harbourDeck.global(), s.harbourRow.global()));
        }
    }

    static void sort(IntList out) {
        sort(out, 0);
    }

    /** Sorts the codes from index {@code from} on (options in a fixed order, whatever order the pieces lie in). */
    static void sort(IntList out, int from) {
        for (int i = from + 1; i < out.size(); i++)
            for (int j = i; j > from && out.get(j - 1) > out.get(j); j--) {
                int t = out.get(j);
                out.set(j, out.get(j - 1));
                out.set(j - 1, t);
            }
    }
}
