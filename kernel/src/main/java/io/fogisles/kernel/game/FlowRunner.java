package io.fogisles.kernel.game;

import io.fogisles.kernel.event.KernelEvents;
import io.fogisles.kernel.flow.CompiledFlow;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.SimultaneousDecision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.flow.TurnOrder;
import io.fogisles.kernel.state.Changes;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * The flow interpreter of one game: a stack of frames kept in the game state (node, iteration, base seat,
 * next child, awaited decision, two scratch values, iteration count), advanced automatically until a seat
 * must decide or the game is over. Keeping the stack in the state is what makes copies, saves and undo
 * exact: a step object holds nothing between calls.
 */
final class FlowRunner {
    private final Game game;
    private final GameState state;
    private final Changes changes;
    private final Context ctx;
    private final KernelState k;
    private final CompiledFlow flow;
    private final RuleSet rules;
    /** The frame {@link #push} writes; ITER, CHILD, AWAIT and S1 always start at 0. */
    private final int[] newFrame = new int[KernelState.FRAME];
    // the last interrupts looked up, by the identity of their ids: steps push the same few interrupts by the
    // same id constants, and one decision may push two of them in turn (a bonus draw, then the hand it fills)
    private final String[] interruptIds = new String[4];
    private final int[] interruptNodes = new int[4];
    private int nextInterruptSlot;
    // per step node, the decision it returned last and its number: a step returns the same one or two
    // decisions again and again, so the identity map of the compiled flow is asked only on a change
    private Decision[] lastDecision;
    private int[] lastDecisionNumber;
    private long topSeatVersion = -1;
    private int topSeat;
    /** Decisions made when the last round started, and how many rounds in a row started with none made since. */
    private int decisionsAtRoundStart = -1, idleRounds;
    /** A flow that plays this many rounds in a row without asking anybody anything and without ending never will. */
    static final int MAX_IDLE_ROUNDS = 1000;

    FlowRunner(Game game, Context ctx) {
        this.game = game;
        this.state = game.state();
        this.changes = ctx.changes();
        this.ctx = ctx;
        this.rules = game.rules();
        this.k = rules.kernel();
        this.flow = rules.flow();
    }

    /**
     * A trial was taken back: its decisions are no longer counted, so a round it started says nothing about
     * the rounds that follow. Without this, every trial that crossed into a new round (a bot trying the options
     * of a round's last decision) looked like another round without a decision, and enough of them tripped
     * the idle check. A flow that loops without decisions inside one trial is still caught.
     */
    void trialEnded() {
        decisionsAtRoundStart = -1;
        idleRounds = 0;
    }

    int frameValue(int frame, int field) {
        return state.get(k.frames, 0, frame * KernelState.FRAME + field);
    }

    void setFrameValue(int frame, int field, int value) {
        changes.set(k.frames, 0, frame * KernelState.FRAME + field, value);
    }

    /** The index of the top frame, −1 when the stack is empty. */
    int top() {
        return state.get(k.depth) - 1;
    }

    /** The decision the top frame waits for, or null. */
    Decision awaited() {
        int top = top();
        if (game.isOver() || top < 0) return null;
        int await = frameValue(top, KernelState.AWAIT);
        return await == 0 ? null : flow.decision(await - 1);
    }

    /** The decision the game waits for, with its seat, step and path; null when none. */
    PendingDecision pending() {
        Decision d = awaited();
        if (d == null) return null;
        int top = top();
        String stepId = flow.node(frameValue(top, KernelState.NODE)).id();
        if (!(d instanceof SimultaneousDecision)) return new PendingDecision(frameSeat(top), d, stepId, path(), List.of(frameSeat(top)));
        List<Integer> waiting = new ArrayList<>();
        int open = state.get(k.secretOpen);
        for (int s = 0; s < state.seats(); s++) if ((open & (1 << s)) != 0) waiting.add(s);
        return new PendingDecision(waiting.get(0), d, stepId, path(), List.copyOf(waiting));
    }

    /** Whether the awaited decision of the top frame is a {@link SimultaneousDecision}. */
    boolean awaitsAll() {
        return k.hasSecrets() && state.get(k.secretAsked) != 0 && awaited() instanceof SimultaneousDecision;
    }

    /**
     * Whether {@code seat} may answer the pending decision now: it is the seat asked, or, for a simultaneous
     * decision, one of the seats that has not answered yet.
     */
    boolean asks(int seat) {
        if (seat < 0 || awaited() == null) return false;
        if (awaitsAll()) return (state.get(k.secretOpen) & (1 << seat)) != 0;
        return seat == pendingSeat();
    }

    /** Whether {@code seat} has answered the simultaneous decision that waits (and may not answer again). */
    boolean answered(int seat) {
        if (seat < 0 || !awaitsAll()) return false;
        int bit = 1 << seat;
        return (state.get(k.secretAsked) & bit) != 0 && (state.get(k.secretOpen) & bit) == 0;
    }

    /** The seat that must act, or −1. */
    int pendingSeat() {
        int top = top();
        if (game.isOver() || top < 0 || frameValue(top, KernelState.AWAIT) == 0) return -1;
        return topSeat(top);
    }

    /**
     * The seat of the top flow frame. One decision asks for it several times (its options, the bot's
     * seat, applying the choice), so it is kept until the state changes ({@link Changes#version}).
     */
    int topSeat(int top) {
        long v = changes.version();
        if (v != topSeatVersion) {
            topSeat = top < 0 ? -1 : awaitsAll() ? Integer.numberOfTrailingZeros(state.get(k.secretOpen)) : frameSeat(top);
            topSeatVersion = v;
        }
        return topSeat;
    }

    /** Points the context at {@code seat} in the top frame (a simultaneous decision asks seats other than the top's). */
    void pointAt(int seat) {
        ctx.point(seat, top());
    }

    /** Points the context at the top frame and its seat (before asking the pending decision anything). */
    void pointAtTop() {
        int top = top();
        ctx.point(topSeat(top), top);
    }

    /** Applies an option code to the awaited decision of the top frame, then runs on to the next decision. */
    void answer(Decision d, int code, int seat) {
        int top = top();
        ctx.point(seat, top);
        d.apply(ctx, code); // may push interrupts above this frame; the frame index stays valid
        setFrameValue(top, KernelState.AWAIT, 0);
        run();
    }

    /**
     * Keeps a seat's answer to the simultaneous decision that waits, secretly; the last answer reveals them all:
     * the decision is applied for each asked seat in seat order, and the flow runs on.
     */
    void answerSecretly(SimultaneousDecision d, int code, int seat) {
        int top = top();
        changes.set(k.secretAnswer, seat, code);
        int open = state.get(k.secretOpen) & ~(1 << seat);
        changes.set(k.secretOpen, open);
        ctx.point(seat, top);
        if (ctx.eventsWanted()) ctx.emit(KernelEvents.CHOICE_MADE, seat, "decision", d.id());
        if (open != 0) return;
        int asked = state.get(k.secretAsked);
        int[] codes = new int[state.seats()];
        for (int s = 0; s < codes.length; s++) {
            if ((asked & (1 << s)) == 0) continue;
            codes[s] = state.get(k.secretAnswer, s);
            changes.set(k.secretAnswer, s, 0);
        }
        changes.set(k.secretAsked, 0);
        changes.set(k.reveals, state.get(k.reveals) + 1);
        ctx.point(-1, top);
        if (ctx.eventsWanted()) ctx.emit(KernelEvents.CHOICES_REVEALED, -1, "decision", d.id());
        for (int s = 0; s < codes.length; s++) {
            if ((asked & (1 << s)) == 0) continue;
            ctx.point(s, top);
            d.apply(ctx, codes[s]);
            if (game.isOver()) break;
        }
        setFrameValue(top, KernelState.AWAIT, 0);
        run();
    }

    private int frameSeat(int frame) {
        FlowNode node = flow.node(frameValue(frame, KernelState.NODE));
        return node.order().seatAt(frameValue(frame, KernelState.ITER), frameValue(frame, KernelState.BASE), state.seats());
    }

    /** The ids of the flow nodes from the root down to the top frame. */
    List<String> path() {
        List<String> out = new ArrayList<>();
        int d = state.get(k.depth);
        for (int i = 0; i < d; i++) out.add(flow.node(frameValue(i, KernelState.NODE)).id());
        return out;
    }

    private void push(int node, int parentSeat, int arg) {
        int d = state.get(k.depth);
        if (d >= KernelState.MAX_DEPTH) throw new IllegalStateException("flow nested deeper than " + KernelState.MAX_DEPTH + " (an effect chain that never ends?) at " + path());
        TurnOrder order = flow.order(node);
        // every field is written, also the zeros: a frame slot still holds the values of the last frame popped from it
        int[] frame = newFrame;
        frame[KernelState.NODE] = node;
        boolean inherit = order instanceof TurnOrder.Inherit; // most steps: no call through the interface
        frame[KernelState.BASE] = inherit ? parentSeat : order.base(state, parentSeat);
        frame[KernelState.S0] = arg;
        frame[KernelState.COUNT] = inherit ? 1 : order.count(state);
        changes.setBlock(k.frames, d * KernelState.FRAME, frame);
        changes.set(k.depth, d + 1);
    }

    void pushInterrupt(String id, int seat, int arg) {
        int node = -1;
        for (int i = 0; i < interruptIds.length; i++) {
            if (interruptIds[i] == id) {
                node = interruptNodes[i];
                break;
            }
        }
        if (node < 0) {
            node = flow.indexOf(id);
            if (node < 0 || !rules.isInterrupt(node)) throw new IllegalArgumentException("no interrupt step '" + id + "'; known: " + rules.interruptIds());
            interruptIds[nextInterruptSlot] = id;
            interruptNodes[nextInterruptSlot] = node;
            nextInterruptSlot = (nextInterruptSlot + 1) % interruptIds.length;
        }
        push(node, seat, arg);
    }

    void endGame(String reasonId) {
        int r = rules.endReasons().indexOf(reasonId);
        if (r < 0) throw new IllegalArgumentException("unknown end reason '" + reasonId + "'; declared: " + rules.endReasons());
        if (game.isOver()) return;
        changes.set(k.endReason, r + 1);
        changes.set(k.over, 1);
        ctx.emit(KernelEvents.GAME_OVER, -1, "reason", reasonId, "round", game.round());
    }

    /**
     * Advances automatically until a seat must decide or the game is over. Every decision passes through
     * this loop several times (steps end, frames pop, the next child is pushed), so it reads the frame
     * fields straight from the state's variable and looks nodes up in the compiled flow's arrays.
     *
     * <p>A frame whose last iteration ends is popped at once, without writing its iteration and scratch
     * values first: a popped frame's slots are not part of the game (save format 2), and the next push
     * writes every field. A step that a group pushes is advanced in the same pass, with the values just
     * pushed, instead of in a pass of its own that would read them back; when it returns at once the group
     * goes on with its next child in the same pass. Most steps return at once, so each of them costs a
     * part of one pass instead of three passes.
     */
    void run() {
        final GameState st = state;
        final KernelState kk = k;
        final CompiledFlow fl = flow;
        while (st.get(kk.over) == 0) {
            int d = st.get(kk.depth);
            if (d == 0) {
                startNextStage();
                continue;
            }
            int top = d - 1, f = top * KernelState.FRAME;
            if (st.get(kk.frames, 0, f + KernelState.AWAIT) != 0) return;
            int iter = st.get(kk.frames, 0, f + KernelState.ITER);
            int count = st.get(kk.frames, 0, f + KernelState.COUNT);
            if (iter >= count) { // a frame with no iterations (a turn order of no seats)
                changes.set(kk.depth, top);
                continue;
            }
            int nodeIndex = st.get(kk.frames, 0, f + KernelState.NODE);
            Step step = fl.step(nodeIndex);
            // the seat is worked out only where it is used: this loop runs several times per decision
            if (step != null) {
                int seat = seatAt(fl.order(nodeIndex), iter, st.get(kk.frames, 0, f + KernelState.BASE));
                if (runStep(step, nodeIndex, top, iter, count, seat)) return;
                continue;
            }
            // a group: its next child, or its next iteration
            int child = st.get(kk.frames, 0, f + KernelState.CHILD);
            int[] kids = fl.children(nodeIndex);
            int seat = child < kids.length ? seatAt(fl.order(nodeIndex), iter, st.get(kk.frames, 0, f + KernelState.BASE)) : -1;
            while (true) {
                if (child >= kids.length) {
                    if (iter + 1 >= count) {
                        changes.set(kk.depth, top); // its last iteration: popped
                    } else {
                        changes.set(kk.frames, 0, f + KernelState.ITER, iter + 1);
                        changes.set(kk.frames, 0, f + KernelState.CHILD, 0);
                    }
                    break;
                }
                int kid = kids[child++];
                changes.set(kk.frames, 0, f + KernelState.CHILD, child);
                push(kid, seat, 0);
                Step kidStep = fl.step(kid);
                int kidCount = newFrame[KernelState.COUNT];
                if (kidStep == null || kidCount == 0) break; // a group (or nothing to do): the next pass enters it
                if (runStep(kidStep, kid, d, 0, kidCount, seatAt(fl.order(kid), 0, newFrame[KernelState.BASE]))) return;
                if (st.get(kk.depth) != d) break; // the step is still there: it pushed interrupts, or has more iterations
                // it returned at once and was popped: the group's next child, in this pass
            }
        }
    }

    /**
     * Iteration {@code iter} of the step in frame {@code frame} (the top frame) for {@code seat}. Returns
     * true when {@link #run} must stop: the step asks for a decision, or the game is over.
     */
    private boolean runStep(Step step, int nodeIndex, int frame, int iter, int count, int seat) {
        final GameState st = state;
        final KernelState kk = k;
        int f = frame * KernelState.FRAME;
        ctx.point(seat, frame);
        Decision decision = step.advance(ctx);
        if (st.get(kk.over) != 0) return true;
        boolean pushed = st.get(kk.depth) > frame + 1;
        if (decision != null) {
            if (pushed) throw new IllegalStateException("step '" + flow.node(nodeIndex).id() + "' pushed an interrupt and also asked for a decision; do one or the other");
            if (decision instanceof SimultaneousDecision all) askAll(all, nodeIndex);
            changes.set(kk.frames, 0, f + KernelState.AWAIT, decisionNumber(nodeIndex, decision) + 1);
            return true;
        }
        if (pushed) return false; // the step runs again after its interrupts, for the same seat
        if (iter + 1 >= count) {
            changes.set(kk.depth, frame); // its last iteration: popped
        } else {
            changes.set(kk.frames, 0, f + KernelState.ITER, iter + 1);
            changes.set(kk.frames, 0, f + KernelState.S0, 0);
            changes.set(kk.frames, 0, f + KernelState.S1, 0);
        }
        return false;
    }

    /** A simultaneous decision starts: every seat it names is asked (see {@link SimultaneousDecision}). */
    private void askAll(SimultaneousDecision d, int nodeIndex) {
        int every = state.seats() >= 31 ? -1 >>> 1 : (1 << state.seats()) - 1;
        int asked = d.seats(ctx) & every;
        if (asked == 0) throw new IllegalStateException("step '" + flow.node(nodeIndex).id() + "' asked decision '" + d.id() + "' of no seat");
        changes.set(k.secretAsked, asked);
        changes.set(k.secretOpen, asked);
    }

    /** The seat of iteration {@code iter}; an inherited order (most steps) answers without a call through the interface. */
    private int seatAt(TurnOrder order, int iter, int base) {
        return order instanceof TurnOrder.Inherit ? base : order.seatAt(iter, base, state.seats());
    }

    /** With no frame left: setup starts (stage 0), or the next round does. */
    private void startNextStage() {
        int stage = state.get(k.stage);
        if (stage == 0) {
            changes.set(k.stage, 1);
            push(flow.setupRoot(), -1, 0);
            return;
        }
        int made = game.decisionCount();
        idleRounds = made == decisionsAtRoundStart ? idleRounds + 1 : 0;
        decisionsAtRoundStart = made;
        if (idleRounds >= MAX_IDLE_ROUNDS)
            throw new IllegalStateException(MAX_IDLE_ROUNDS + " rounds in a row passed without a decision and the game did not end: the modules' flow "
                    + flow.ids() + " asks nobody anything and never ends the game");
        changes.set(k.stage, 2);
        changes.set(k.round, state.get(k.round) + 1);
        push(flow.roundRoot(), -1, 0);
        ctx.point(-1, ctx.frame);
        if (ctx.eventsWanted()) ctx.emit(KernelEvents.ROUND_STARTED, -1, "round", state.get(k.round));
    }

    private int decisionNumber(int nodeIndex, Decision d) {
        if (lastDecision == null) {
            lastDecision = new Decision[flow.nodeCount()];
            lastDecisionNumber = new int[flow.nodeCount()];
        }
        if (lastDecision[nodeIndex] != d) {
            lastDecisionNumber[nodeIndex] = flow.decisionIndex(d, flow.node(nodeIndex).id());
            lastDecision[nodeIndex] = d;
        }
        return lastDecisionNumber[nodeIndex];
    }
}
