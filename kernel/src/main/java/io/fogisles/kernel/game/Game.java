package io.fogisles.kernel.game;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.flow.CompiledFlow;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.flow.TurnOrder;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.script.ScriptError;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.score.TieBreak;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.Changes;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.Journal;
import io.fogisles.kernel.util.IntList;
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One game being played: its state, the flow runner that advances it to the next decision, and the
 * one validation pipeline every action goes through. Create games with {@link RuleSet#newGame}.
 *
 * <p>Two ways in: {@link #submit} takes action records (client, saves, tests) and answers
 * {@link Outcome.Accepted} or {@link Outcome.Rejected} with a reason; {@link #legalCodes} and
 * {@link #applyCode} let bots and simulations choose by option code without creating objects.
 *
 * <p>Scripts: an interactive game ({@link RuleSet#newGame(long, boolean) newGame(seed, true)}) owns its
 * script session, so its scripts' top-level variables start fresh and no other game touches them; close
 * the game when it is discarded ({@link #close}; an unreachable game is closed by a cleaner at the latest).
 * A bulk game uses its thread's shared session, and a {@link #copy} or {@link #copyForSearch} uses its
 * thread's scratch session, never the session of the game it copies. Script top-level variables are not
 * game state: keep game information in the state, through the API.
 */
public final class Game implements AutoCloseable {
    /** Closes the script contexts of interactive games that were dropped without {@link #close}. */
    private static final Cleaner CLEANER = Cleaner.create();

    private final RuleSet rules;
    private final long seed;
    private final GameState state;
    private final Journal journal;
    private final Changes changes;
    private final Changes.Control control; // transactions and undo: the game's alone
    private final GameContext ctx;
    private final ScriptHost.OwnedSession ownScripts; // interactive games only
    private final Cleaner.Cleanable closer;
    private final boolean isCopy;
    private boolean closed;
    private final KernelState k;
    private final CompiledFlow flow;
    private final IntList scratchOptions = new IntList(64);
    private final List<Action> actionLog = new ArrayList<>();
    private final List<Integer> actionSeats = new ArrayList<>();
    private final IntList codeLog = new IntList(1024); // a 4-player base game makes ~750 decisions: rarely grown
    private final List<UndoPoint> undoPoints = new ArrayList<>();
    private final List<ScriptProblem> scriptProblems = new ArrayList<>();
    private final List<String> scriptOutput = new ArrayList<>();
    /**
     * Read-only callbacks (score rows, vetoes) that failed, by "kind id", with the number of actions
     * applied when they failed. Kept outside the state on purpose (reading must not change the game);
     * undo forgets failures made after the point it returns to, so a replay of the action log (a save)
     * switches the same callbacks off at the same points.
     */
    private final java.util.Map<String, Integer> readOnlyFailures = new java.util.HashMap<>(); // failed vetoes, switched off: id → actions taken when it failed
    private final java.util.Set<String> readOnlyReported = new java.util.HashSet<>();
    private final IntList rawOptions = new IntList(64);
    private boolean keepRecords;
    private final java.util.IdentityHashMap<Object, Object> locals = new java.util.IdentityHashMap<>();

    private record UndoPoint(int journalMark, int seat, int logSize) {}

    Game(RuleSet rules, long seed, boolean interactive) {
        this(rules, seed, new GameState(rules.layout(), rules.kernel().box.global(), Rng.seedState(seed)), interactive, false);
    }

    private Game(RuleSet rules, long seed, GameState state, boolean interactive, boolean isCopy) {
        this.rules = rules;
        this.seed = seed;
        this.state = state;
        this.control = Changes.bind(state, interactive);
        this.changes = control.changes();
        this.journal = changes.journal();
        this.ctx = new GameContext(this, changes);
        this.isCopy = isCopy;
        if (interactive && !isCopy && rules.scriptHost() != null) {
            this.ownScripts = rules.scriptHost().openSession();
            this.closer = CLEANER.register(this, ownScripts::close); // the action holds the session, not the game
        } else {
            this.ownScripts = null;
            this.closer = null;
        }
        this.k = rules.kernel();
        this.flow = rules.flow();
        this.keepRecords = interactive;
    }

    /** Starts the game: runs setup until the first decision. */
    void start() {
        run();
    }

    public RuleSet rules() {
        return rules;
    }

    public long seed() {
        return seed;
    }

    /** The raw state (read-only by convention; write through a {@link GameContext}). */
    public GameState state() {
        return state;
    }

    Changes changes() {
        return changes;
    }

    Changes.Control control() {
        return control;
    }

    /** The session this game's script calls go to (see the class comment); looked up per call, so a bulk game or a copy uses the calling thread's. */
    ScriptHost.ScriptSession scripts() {
        if (closed) throw new IllegalStateException("this game was closed: its scripts can no longer run");
        if (ownScripts != null) return ownScripts;
        ScriptHost host = rules.scriptHost();
        if (host == null) throw new IllegalStateException("this rule set has no script host");
        return isCopy ? host.scratchSession() : host.session();
    }

    /**
     * Releases the game's own script contexts (interactive games). The state stays readable, but nothing
     * that runs scripts may be called afterwards. Closing twice does nothing.
     */
    @Override
    public void close() {
        closed = true;
        if (closer != null) closer.clean();
    }

    /** A context for reading helpers that take one (e.g. score rows); it acts for no seat. */
    public GameContext context() {
        ctx.seat = -1;
        ctx.frame = -1;
        return ctx;
    }

    public Journal journal() {
        return journal;
    }

    public boolean isOver() {
        return state.get(k.over) != 0;
    }

    public int round() {
        return state.get(k.round);
    }

    /** Why the game ended ({@code base:six-coasts}), or null while it runs. */
    public String endReason() {
        int r = state.get(k.endReason);
        return r == 0 ? null : rules.endReasons().get(r - 1);
    }

    /** The actions accepted so far, in order (kept for interactive games; see {@link #keepRecords}). */
    public List<Action> actions() {
        return Collections.unmodifiableList(actionLog);
    }

    public List<Integer> actionSeats() {
        return Collections.unmodifiableList(actionSeats);
    }

    /** The option codes applied so far (always kept; cheap). */
    public int[] codes() {
        return codeLog.toArray();
    }

    public List<ScriptProblem> scriptProblems() {
        return Collections.unmodifiableList(scriptProblems);
    }

    /** Whether the script unit with this id failed in a hook and is switched off for the rest of this game. */
    public boolean scriptDisabled(String unitId) {
        List<ScriptUnit> units = rules.scriptUnits();
        for (int i = 0; i < units.size(); i++) if (units.get(i).id().equals(unitId)) return k.scriptDisabled(state, i);
        return false;
    }

    /** How many decisions have been made (the length of {@link #codes} without copying it). */
    public int decisionCount() {
        return codeLog.size();
    }

    public List<String> scriptOutput() {
        return Collections.unmodifiableList(scriptOutput);
    }

    /** Whether accepted actions are kept as records (for saves); bulk simulations keep only codes. */
    public void keepRecords(boolean on) {
        keepRecords = on;
    }

    // ------------------------------------------------------------------ decisions

    /** The decision the game waits for, or null when it is over. */
    public PendingDecision pending() {
        if (isOver()) return null;
        int top = state.get(k.depth) - 1;
        if (top < 0) return null;
        int await = frameValue(top, KernelState.AWAIT);
        if (await == 0) return null;
        FlowNode node = flow.node(frameValue(top, KernelState.NODE));
        return new PendingDecision(frameSeat(top), flow.decision(await - 1), node.id(), flowPath());
    }

    /** The seat that must act, or −1. */
    public int pendingSeat() {
        int top = state.get(k.depth) - 1;
        if (isOver() || top < 0 || frameValue(top, KernelState.AWAIT) == 0) return -1;
        return topSeat(top);
    }

    private long topSeatVersion = -1;
    private int topSeat;

    /**
     * The seat of the top flow frame. One decision asks for it several times (its options, the bot's
     * seat, applying the choice), so it is kept until the state changes ({@link Changes#version}).
     */
    private int topSeat(int top) {
        long v = changes.version();
        if (v != topSeatVersion) {
            topSeat = top < 0 ? -1 : frameSeat(top);
            topSeatVersion = v;
        }
        return topSeat;
    }

    private Decision pendingDecision() {
        int top = state.get(k.depth) - 1;
        if (isOver() || top < 0) return null;
        int await = frameValue(top, KernelState.AWAIT);
        return await == 0 ? null : flow.decision(await - 1);
    }

    /** Fills {@code out} with the option codes of the pending decision (vetoed options removed). */
    public void legalCodes(IntList out) {
        out.clear();
        Decision d = pendingDecision();
        if (d == null) return;
        pointAtTop();
        d.options(ctx, out);
        if (!rules.vetoes().isEmpty()) filterVetoes(d, out);
    }

    /** The legal actions of the pending decision, as records. */
    public List<Action> legalActions() {
        Decision d = pendingDecision();
        if (d == null) return List.of();
        IntList codes = new IntList();
        legalCodes(codes);
        pointAtTop();
        List<Action> out = new ArrayList<>(codes.size());
        for (int i = 0; i < codes.size(); i++) out.add(d.decode(ctx, codes.get(i)));
        return out;
    }

    /** The record of an option code of the pending decision. */
    public Action decode(int code) {
        Decision d = pendingDecision();
        if (d == null) throw new IllegalStateException("no pending decision");
        pointAtTop();
        return d.decode(ctx, code);
    }

    private void filterVetoes(Decision d, IntList codes) {
        IntList kept = new IntList(codes.size());
        for (int i = 0; i < codes.size(); i++) {
            if (veto(d, d.decode(ctx, codes.get(i))) == null) kept.add(codes.get(i));
        }
        if (kept.isEmpty()) return; // a veto may never leave a player without a move
        codes.clear();
        for (int i = 0; i < kept.size(); i++) codes.add(kept.get(i));
    }

    private Rejection veto(Decision d, Action a) {
        for (ActionVeto v : rules.vetoes()) {
            pointAtTop();
            Rejection r = v.check(ctx, d, a);
            if (r != null) return r;
        }
        return null;
    }

    /**
     * The validation pipeline: the game must be running, the seat must be the one asked, the action must
     * answer the pending decision, and it must be among the legal options (else the decision explains why);
     * house-rule vetoes come last. Only then is it applied.
     */
    public Outcome submit(int seat, Action action) {
        if (action == null) return new Outcome.Rejected(Rejection.of("kernel.no-action"));
        if (isOver()) return new Outcome.Rejected(Rejection.of("kernel.game-over"));
        Decision d = pendingDecision();
        if (d == null) return new Outcome.Rejected(Rejection.of("kernel.no-decision"));
        int asked = pendingSeat();
        if (seat != asked) return new Outcome.Rejected(Rejection.of("kernel.not-your-turn", seat, asked));
        pointAtTop();
        int code = d.encode(ctx, action);
        if (code == Decision.NOT_THIS)
            return new Outcome.Rejected(Rejection.of("kernel.wrong-action", rules.actionTypeId(action), d.id()));
        legalCodes(scratchOptions);
        if (!scratchOptions.contains(code)) {
            Rejection r = null;
            if (!rules.vetoes().isEmpty()) {
                // ask the vetoes only about options the decision offers: those they were already asked
                // about by legalCodes, so a replay of the log asks them exactly the same questions
                pointAtTop();
                rawOptions.clear(); // options only append: without this, options of earlier decisions linger
                d.options(ctx, rawOptions);
                if (rawOptions.contains(code)) {
                    pointAtTop();
                    r = veto(d, action);
                }
            }
            if (r == null) {
                pointAtTop();
                r = d.explain(ctx, action);
            }
            return new Outcome.Rejected(r);
        }
        int mark = journal.mark();
        applyCode(code, action);
        List<GameEvent> events = new ArrayList<>();
        for (Change c : journal.since(mark)) if (c instanceof Change.Event e) events.add(e.event());
        return new Outcome.Accepted(events);
    }

    /** Applies a legal option code (bots, simulations, replays). The caller guarantees legality. */
    public void applyCode(int code) {
        applyCode(code, null);
    }

    private void applyCode(int code, Action record) {
        int top = state.get(k.depth) - 1;
        int await = frameValue(top, KernelState.AWAIT);
        if (await == 0) throw new IllegalStateException("no pending decision");
        Decision d = flow.decision(await - 1);
        int seat = topSeat(top);
        if (journal.recordsAll()) undoPoints.add(new UndoPoint(journal.mark(), seat, actionLog.size()));
        if (keepRecords) {
            pointAtTop();
            actionLog.add(record != null ? record : d.decode(ctx, code));
            actionSeats.add(seat);
        }
        codeLog.add(code);
        ctx.seat = seat;
        ctx.frame = top;
        d.apply(ctx, code); // may push interrupts above this frame; the frame index stays valid
        setFrameValue(top, KernelState.AWAIT, 0);
        run();
    }

    private void pointAtTop() {
        int top = state.get(k.depth) - 1;
        ctx.frame = top;
        ctx.seat = topSeat(top);
    }

    // ------------------------------------------------------------------ undo

    /**
     * Whether the last action can be taken back: it was made by {@code seat}, the game records its
     * changes, and no hidden information was revealed since (no random draw).
     */
    public boolean canUndo(int seat) {
        if (undoPoints.isEmpty()) return false;
        UndoPoint p = undoPoints.get(undoPoints.size() - 1);
        if (p.seat != seat) return false;
        for (Change c : journal.since(p.journalMark)) if (c instanceof Change.RngUsed) return false;
        return true;
    }

    /** Takes back the last action of {@code seat}; returns false when that is not allowed. */
    public boolean undo(int seat) {
        if (!canUndo(seat)) return false;
        UndoPoint p = undoPoints.remove(undoPoints.size() - 1);
        control.undoTo(p.journalMark);
        while (actionLog.size() > p.logSize) {
            actionLog.remove(actionLog.size() - 1);
            actionSeats.remove(actionSeats.size() - 1);
        }
        int[] codes = codeLog.toArray();
        codeLog.clear();
        for (int i = 0; i < codes.length - 1; i++) codeLog.add(codes[i]);
        readOnlyFailures.values().removeIf(at -> at > codeLog.size()); // failures seen only in the undone future
        return true;
    }

    // ------------------------------------------------------------------ scoring

    /** The score pad of the game as it stands (final when the game is over). */
    public ScoreSheet scores() {
        GameContext c = context();
        List<ScoreRow> rows = rules.scoreRows();
        int n = state.seats();
        List<String> ids = new ArrayList<>();
        int[][] points = new int[rows.size()][];
        int[] totals = new int[n];
        for (int i = 0; i < rows.size(); i++) {
            ids.add(rows.get(i).id());
            points[i] = rows.get(i).score(c);
            for (int s = 0; s < n; s++) totals[s] += points[i][s];
        }
        return new ScoreSheet(ids, points, totals, winners(c, totals));
    }

    private List<Integer> winners(GameContext c, int[] totals) {
        List<Integer> best = new ArrayList<>();
        int max = Integer.MIN_VALUE;
        for (int s = 0; s < totals.length; s++) {
            if (totals[s] > max) {
                max = totals[s];
                best.clear();
            }
            if (totals[s] == max) best.add(s);
        }
        for (TieBreak t : rules.tieBreaks()) {
            if (best.size() < 2) break;
            int top = Integer.MIN_VALUE;
            List<Integer> next = new ArrayList<>();
            for (int s : best) {
                int v = t.value(c, s);
                if (v > top) {
                    top = v;
                    next.clear();
                }
                if (v == top) next.add(s);
            }
            best = next;
        }
        return best;
    }

    // ------------------------------------------------------------------ copies

    /**
     * An independent copy with the same state and RNG (for previews and tests). Its script calls go to the
     * calling thread's scratch session, so they never change the script variables of this game.
     */
    public Game copy() {
        Game g = new Game(rules, seed, state.copy(), false, true);
        g.keepRecords = false;
        readOnlyFailures.keySet().forEach(k -> g.readOnlyFailures.put(k, 0));
        return g;
    }

    /**
     * A copy for a seat's search that keeps only what that seat can see ({@link GameState#copyForSearch(int,
     * long[])}): its RNG comes from {@code searchSeed} alone, zones with a hidden order (the bag) are
     * reshuffled with it and pieces the seat cannot see are dealt anew, so the future draws and the hidden
     * pieces of the copy are not the real game's. This is how bots stay blind to hidden information
     * (determinisation): two games that look the same to the seat give equal search copies for equal seeds.
     * The seed is deliberately not mixed with the state's hash, which covers the real RNG and hidden order.
     * Like {@link #copy}, it uses the calling thread's scratch script session.
     */
    public Game copyForSearch(int seat, long searchSeed) {
        Game g = new Game(rules, searchSeed, state.copyForSearch(seat, Rng.seedState(searchSeed)), false, true);
        g.keepRecords = false;
        readOnlyFailures.keySet().forEach(k -> g.readOnlyFailures.put(k, 0));
        return g;
    }

    /** {@link #copyForSearch(int, long)} with what every seat can see (a spectator's knowledge). */
    public Game copyForSearch(long searchSeed) {
        return copyForSearch(-1, searchSeed);
    }

    // ------------------------------------------------------------------ flow runner

    int frameValue(int frame, int field) {
        return state.get(k.frames, 0, frame * KernelState.FRAME + field);
    }

    void setFrameValue(int frame, int field, int value) {
        changes.set(k.frames, 0, frame * KernelState.FRAME + field, value);
    }

    private int frameSeat(int frame) {
        FlowNode node = flow.node(frameValue(frame, KernelState.NODE));
        return node.order().seatAt(frameValue(frame, KernelState.ITER), frameValue(frame, KernelState.BASE), state.seats());
    }

    List<String> flowPath() {
        List<String> out = new ArrayList<>();
        int d = state.get(k.depth);
        for (int i = 0; i < d; i++) out.add(flow.node(frameValue(i, KernelState.NODE)).id());
        return out;
    }

    FlowNode currentNode() {
        int top = state.get(k.depth) - 1;
        return top < 0 ? null : flow.node(frameValue(top, KernelState.NODE));
    }

    private void push(int node, int parentSeat, int arg) {
        int d = state.get(k.depth);
        if (d >= KernelState.MAX_DEPTH) throw new IllegalStateException("flow nested deeper than " + KernelState.MAX_DEPTH + " (an effect chain that never ends?) at " + flowPath());
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

    /** The frame {@link #push} writes; ITER, CHILD, AWAIT and S1 always start at 0. */
    private final int[] newFrame = new int[KernelState.FRAME];

    // the last interrupt looked up: steps push the same few interrupts by the same id constants
    private String lastInterruptId;
    private int lastInterruptNode;

    void pushInterrupt(String id, int seat, int arg) {
        int node;
        if (id == lastInterruptId) {
            node = lastInterruptNode;
        } else {
            node = flow.indexOf(id);
            if (node < 0 || !rules.isInterrupt(node)) throw new IllegalArgumentException("no interrupt step '" + id + "'; known: " + rules.interruptIds());
            lastInterruptId = id;
            lastInterruptNode = node;
        }
        push(node, seat, arg);
    }

    void endGame(String reasonId) {
        int r = rules.endReasons().indexOf(reasonId);
        if (r < 0) throw new IllegalArgumentException("unknown end reason '" + reasonId + "'; declared: " + rules.endReasons());
        if (isOver()) return;
        changes.set(k.endReason, r + 1);
        changes.set(k.over, 1);
        ctx.emit(io.fogisles.kernel.event.KernelEvents.GAME_OVER, -1, "reason", reasonId, "round", round());
    }

    /**
     * Advances automatically until a seat must decide or the game is over. Every decision passes through
     * this loop several times (steps end, frames pop, the next child is pushed), so it reads the frame
     * fields straight from the state's variable and looks nodes up in the compiled flow's arrays.
     */
    private void run() {
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
            if (iter >= st.get(kk.frames, 0, f + KernelState.COUNT)) {
                changes.set(kk.depth, top);
                continue;
            }
            int nodeIndex = st.get(kk.frames, 0, f + KernelState.NODE);
            Step step = fl.step(nodeIndex);
            // the seat is worked out only where it is used: this loop runs several times per decision
            if (step == null) { // a group: its next child, or its next iteration
                int child = st.get(kk.frames, 0, f + KernelState.CHILD);
                int[] kids = fl.children(nodeIndex);
                if (child >= kids.length) {
                    changes.set(kk.frames, 0, f + KernelState.ITER, iter + 1);
                    changes.set(kk.frames, 0, f + KernelState.CHILD, 0);
                    continue;
                }
                changes.set(kk.frames, 0, f + KernelState.CHILD, child + 1);
                push(kids[child], seatAt(fl.order(nodeIndex), iter, st.get(kk.frames, 0, f + KernelState.BASE)), 0);
            } else {
                ctx.seat = seatAt(fl.order(nodeIndex), iter, st.get(kk.frames, 0, f + KernelState.BASE));
                ctx.frame = top;
                Decision decision = step.advance(ctx);
                if (st.get(kk.over) != 0) return;
                boolean pushed = st.get(kk.depth) > d;
                if (decision != null) {
                    if (pushed) throw new IllegalStateException("step '" + fl.node(nodeIndex).id() + "' pushed an interrupt and also asked for a decision; do one or the other");
                    changes.set(kk.frames, 0, f + KernelState.AWAIT, decisionNumber(nodeIndex, decision) + 1);
                    return;
                }
                if (!pushed) {
                    changes.set(kk.frames, 0, f + KernelState.ITER, iter + 1);
                    changes.set(kk.frames, 0, f + KernelState.S0, 0);
                    changes.set(kk.frames, 0, f + KernelState.S1, 0);
                }
                // when the step pushed interrupts it runs again after them, for the same seat
            }
        }
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
        changes.set(k.stage, 2);
        changes.set(k.round, state.get(k.round) + 1);
        push(flow.roundRoot(), -1, 0);
        ctx.seat = -1;
        if (ctx.eventsWanted()) ctx.emit(io.fogisles.kernel.event.KernelEvents.ROUND_STARTED, -1, "round", state.get(k.round));
    }

    // per step node, the decision it returned last and its number: a step returns the same one or two
    // decisions again and again, so the identity map of the compiled flow is asked only on a change
    private Decision[] lastDecision;
    private int[] lastDecisionNumber;

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

    @SuppressWarnings("unchecked")
    <T> T local(Object key, java.util.function.Supplier<T> factory) {
        Object v = locals.get(key);
        if (v == null) {
            v = factory.get();
            locals.put(key, v);
        }
        return (T) v;
    }

    // ------------------------------------------------------------------ scripts

    void disableScript(ScriptUnit unit, int index, ScriptError error) {
        k.disableScript(changes, state, index);
        scriptProblems.add(new ScriptProblem(unit.id(), round(), error));
        ctx.emit(io.fogisles.kernel.event.KernelEvents.SCRIPT_DISABLED, -1, "unit", unit.id(), "file", String.valueOf(error.file()), "line", error.line(),
                "column", error.column(), "message", error.message());
    }

    /** Whether a failed veto was switched off (keyed by its id: veto ids are unique, and no string is built per call). */
    boolean readOnlyOff(String kind, String id) {
        return !readOnlyFailures.isEmpty() && kind.equals("veto") && readOnlyFailures.containsKey(id);
    }

    /**
     * A read-only callback failed: report it once per game. A veto is also switched off (outside the
     * state): vetoes are asked exactly the same questions by the game and by its replay, so both switch
     * it off at the same action. Score rows and adjustments stay on and count nothing for this call
     * only: they run whenever somebody looks at the scores, so switching them off would make the final
     * scores depend on who looked when.
     */
    void readOnlyFailed(ScriptUnit unit, String kind, String id, ScriptError error) {
        if (kind.equals("veto")) readOnlyFailures.putIfAbsent(id, codeLog.size());
        if (readOnlyReported.add(kind + " " + id)) scriptProblems.add(new ScriptProblem(unit.id(), round(), error));
    }

    void scriptOutput(ScriptUnit unit, String text) {
        if (scriptOutput.size() < 1000) scriptOutput.add(unit.id() + ": " + text);
    }

    @Override
    public String toString() {
        return "Game[seed=" + seed + ", round=" + round() + (isOver() ? ", over: " + endReason() : "") + "]";
    }
}
