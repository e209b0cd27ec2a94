package io.fogisles.kernel.game;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.state.Changes;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.Journal;
import io.fogisles.kernel.util.IntList;
import java.lang.ref.Cleaner;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.function.Supplier;

/**
 * One game being played: its state and the parts that work on it — the flow runner that advances it to
 * the next decision ({@link FlowRunner}), the one validation pipeline every action goes through
 * ({@link ActionPipeline}), its history and undo ({@link History}) and its scripts' record
 * ({@link ScriptBook}). Create games with {@link RuleSet#newGame}.
 *
 * <p>Two ways in: {@link #submit} takes action records (client, saves, tests) and answers
 * {@link Outcome.Accepted} or {@link Outcome.Rejected} with a reason; {@link #legalCodes} and
 * {@link #applyCode} let bots and simulations choose by option code without creating objects.
 *
 * <p>Scripts: an interactive game ({@link RuleSet#newGame(long, boolean) newGame(seed, true)}) owns its
 * script session; close it when it is discarded ({@link #close}; else a cleaner does). A bulk game uses its
 * thread's shared session, a {@link #copy} or {@link #copyForSearch} the thread's scratch session; each new
 * game starts house rules' top-level variables afresh. They are not game state: keep that in the state.
 */
public final class Game implements AutoCloseable {
    /** Closes the script contexts of interactive games that were dropped without {@link #close}. */
    private static final Cleaner CLEANER = Cleaner.create();

    private final RuleSet rules;
    private final long seed;
    private final GameState state;
    private final Changes.Control control; // transactions and undo: the game's alone
    private final Context ctx;
    private final ScriptHost.OwnedSession ownScripts; // interactive games only
    private final Cleaner.Cleanable closer;
    private final boolean isCopy;
    private final Object lineage; // this game and its copies, for shared script sessions ({@link ScriptHost.ScriptSession#enter})
    private boolean closed;
    private final KernelState k;
    private final History history;
    private final ScriptBook scriptBook = new ScriptBook(this);
    private final FlowRunner flow;
    private final ActionPipeline pipeline;
    private final IdentityHashMap<Object, Object> locals = new IdentityHashMap<>();

    Game(RuleSet rules, long seed, boolean interactive) {
        this(rules, seed, new GameState(rules.layout(), rules.kernel().box.global(), Rng.seedState(seed)), interactive, false, new Object());
    }

    private Game(RuleSet rules, long seed, GameState state, boolean interactive, boolean isCopy, Object lineage) {
        this.rules = rules;
        this.lineage = lineage;
        this.seed = seed;
        this.state = state;
        this.control = Changes.bind(state, interactive);
        this.ctx = new Context(this, control.changes());
        this.isCopy = isCopy;
        if (interactive && !isCopy && rules.scriptHost() != null) {
            this.ownScripts = rules.scriptHost().openSession();
            this.closer = CLEANER.register(this, ownScripts::close); // the action holds the session, not the game
        } else {
            this.ownScripts = null;
            this.closer = null;
        }
        this.k = rules.kernel();
        this.history = new History(journal(), control, interactive, isCopy ? 64 : 1024);
        this.history.revealCounter(k.reveals);
        this.flow = new FlowRunner(this, ctx);
        this.pipeline = new ActionPipeline(this, flow, ctx, history);
    }

    /** Starts the game: runs setup until the first decision. */
    void start() {
        flow.run();
    }

    public RuleSet rules() {
        return rules;
    }

    public long seed() {
        return seed;
    }

    /** The raw state (read-only by convention; rules write through a {@link GameContext}). */
    public GameState state() {
        return state;
    }

    Changes changes() {
        return ctx.changes();
    }

    Changes.Control control() {
        return control;
    }

    FlowRunner flow() {
        return flow;
    }

    ScriptBook scriptBook() {
        return scriptBook;
    }

    /** The session this game's script calls go to (see the class comment); a bulk game or a copy uses the calling thread's. */
    ScriptHost.ScriptSession scripts() {
        if (closed) throw new IllegalStateException("this game was closed: its scripts can no longer run");
        if (ownScripts != null) return ownScripts;
        ScriptHost host = rules.scriptHost();
        if (host == null) throw new IllegalStateException("this rule set has no script host");
        ScriptHost.ScriptSession shared = isCopy ? host.scratchSession() : host.session();
        shared.enter(lineage);
        return shared;
    }

    /** Releases the game's own script contexts (interactive games); the state stays readable, scripts cannot run. Idempotent. */
    @Override
    public void close() {
        closed = true;
        if (closer != null) closer.clean();
    }

    /** A context for reading helpers that take one (e.g. score rows); it acts for no seat. */
    public GameContext context() {
        ctx.point(-1, -1);
        return ctx;
    }

    public Journal journal() {
        return ctx.changes().journal();
    }

    public boolean isOver() { return state.get(k.over) != 0; }

    public int round() { return state.get(k.round); }

    /** Why the game ended ({@code cards:hands-empty}), or null while it runs. */
    public String endReason() {
        int r = state.get(k.endReason);
        return r == 0 ? null : rules.endReasons().get(r - 1);
    }

    /** The actions accepted so far, in order (kept for interactive games; see {@link #keepRecords}). */
    public List<Action> actions() {
        return history.actions();
    }

    public List<Integer> actionSeats() {
        return history.seats();
    }

    /** The option codes applied so far (always kept; cheap). */
    public int[] codes() {
        return history.codes();
    }

    /** How many decisions have been made (the length of {@link #codes} without copying it). */
    public int decisionCount() {
        return history.size();
    }

    public List<ScriptProblem> scriptProblems() {
        return scriptBook.problems();
    }

    public List<String> scriptOutput() {
        return scriptBook.output();
    }

    /** How often each script hook ran and changed the game (counting is off until started). */
    public HookTally hookTally() {
        return scriptBook.tally;
    }

    /** Whether the script unit with this id failed in a hook and is switched off for the rest of this game. */
    public boolean scriptDisabled(String unitId) {
        List<ScriptUnit> units = rules.scriptUnits();
        for (int i = 0; i < units.size(); i++) if (units.get(i).id().equals(unitId)) return k.scriptDisabled(state, i);
        return false;
    }

    /** Whether accepted actions are kept as records (for saves); bulk simulations keep only codes. */
    public void keepRecords(boolean on) {
        history.keepRecords(on);
    }

    // ------------------------------------------------------------------ decisions

    /** The decision the game waits for, or null when it is over. */
    public PendingDecision pending() {
        return flow.pending();
    }

    /** The seat that must act, or −1. */
    public int pendingSeat() {
        return flow.pendingSeat();
    }

    /** Fills {@code out} with the option codes of the pending decision (vetoed options removed). */
    public void legalCodes(IntList out) {
        pipeline.legalCodes(out);
    }

    /**
     * Whether {@code seat} may answer now: it is the seat asked, or one of the seats a simultaneous decision asks
     * that has not answered yet ({@link PendingDecision#waiting}).
     */
    public boolean asks(int seat) {
        return flow.asks(seat);
    }

    /** Whether {@code seat} has answered the simultaneous decision that waits (its answer secret until all are in). */
    public boolean answered(int seat) {
        return flow.answered(seat);
    }

    /** The option codes {@code seat} may answer now: the pending decision's when {@link #asks} the seat, else none. */
    public void legalCodesFor(int seat, IntList out) {
        pipeline.legalCodesFor(seat, out);
    }

    /** The legal actions of {@code seat} now, as records: the pending decision's when {@link #asks} the seat, else none. */
    public List<Action> legalActionsFor(int seat) {
        return pipeline.legalActionsFor(seat);
    }

    /** The legal actions of the pending decision, as records. */
    public List<Action> legalActions() {
        return pipeline.legalActions();
    }

    /** The record of an option code of {@code seat}, which the pending decision asks (see {@link #asks}). */
    public Action decodeFor(int seat, int code) {
        return pipeline.decodeFor(seat, code);
    }

    /** The record of an option code of the pending decision. */
    public Action decode(int code) {
        return pipeline.decode(code);
    }

    /** Checks an action for a seat and applies it when it is legal (see {@link ActionPipeline#submit}). */
    public Outcome submit(int seat, Action action) {
        return pipeline.submit(seat, action);
    }

    /** Applies a legal option code (bots, simulations, replays). The caller guarantees legality. */
    public void applyCode(int code) {
        pipeline.apply(code, null);
    }

    // ------------------------------------------------------------------ undo

    /** Whether {@code seat} may take back the last action (see {@link History#canUndo}). */
    public boolean canUndo(int seat) {
        return history.canUndo(seat);
    }

    /** Takes back the last action of {@code seat}; returns false when that is not allowed. */
    public boolean undo(int seat) {
        if (!history.undo(seat)) return false;
        scriptBook.forgetAfter(history.size());
        return true;
    }

    /** Starts trying decisions out (a bot's look-ahead, cheaper than a copy per option); {@link #endTrial} takes all back. Nests. */
    public int beginTrial() {
        return history.beginTrial();
    }

    public void endTrial(int mark) {
        history.endTrial(mark);
        scriptBook.forgetAfter(history.size());
        flow.trialEnded();
    }

    // ------------------------------------------------------------------ scoring and copies

    /** The score pad of the game as it stands (final when the game is over). */
    public ScoreSheet scores() {
        return Scoring.sheet(rules, context());
    }

    /** An independent copy with the same state and RNG (previews, tests); its scripts run in the thread's scratch session. */
    public Game copy() {
        return copyOf(state.copy(), seed);
    }

    /**
     * A copy for a seat's search that keeps only what that seat can see ({@link GameState#copyForSearch(int,
     * long[])}): RNG from {@code searchSeed} alone, hidden orders reshuffled and hidden pieces dealt anew with
     * it, so bots stay blind to hidden information. Uses the calling thread's scratch script session.
     */
    public Game copyForSearch(int seat, long searchSeed) {
        Game g = copyOf(state.copyForSearch(seat, Rng.seedState(searchSeed)), searchSeed);
        g.guessHiddenAnswers(seat);
        return g;
    }

    /**
     * A copy that knows only what {@code viewer} may see has the answers other seats already gave to a
     * simultaneous decision as 0: each is replaced by one of that seat's legal options at random (from the
     * copy's generator), so the copy plays on as a real game would, blind to the real answers. When the viewer
     * itself is still to answer, the seats that have not answered yet get a guessed answer too: the copy then
     * waits for the viewer alone (a bot searches its own options, and the reveal follows its answer).
     */
    void guessHiddenAnswers(int viewer) {
        if (!k.hasSecrets() || !flow.awaitsAll()) return;
        int asked = state.get(k.secretAsked), open = state.get(k.secretOpen);
        boolean viewerOpen = viewer >= 0 && (open & (1 << viewer)) != 0;
        IntList options = new IntList(16);
        for (int s = 0; s < state.seats(); s++) {
            int bit = 1 << s;
            if ((asked & bit) == 0 || s == viewer) continue;
            boolean isOpen = (open & bit) != 0;
            if (isOpen && !viewerOpen) continue;
            // ask the seat for a moment, so the pipeline gives its options
            changes().set(k.secretOpen, state.get(k.secretOpen) | bit);
            pipeline.legalCodesFor(s, options);
            changes().set(k.secretOpen, state.get(k.secretOpen) & ~bit);
            if (options.isEmpty()) throw new IllegalStateException("seat " + s + " has no option to guess for decision " + pending().id());
            changes().set(k.secretAnswer, s, options.get(changes().nextInt(options.size())));
        }
    }

    /** {@link #copyForSearch(int, long)} with what every seat can see (a spectator's knowledge). */
    public Game copyForSearch(long searchSeed) {
        return copyForSearch(-1, searchSeed);
    }

    /** A non-recording game on a state made elsewhere (see {@link RuleSet#gameFromView}); scripts as a copy's. */
    static Game fromState(RuleSet rules, GameState s, long seed, int viewer) {
        Game g = new Game(rules, seed, s, false, true, new Object());
        g.keepRecords(false);
        g.guessHiddenAnswers(viewer);
        return g;
    }

    private Game copyOf(GameState s, long copySeed) {
        Game g = new Game(rules, copySeed, s, false, true, lineage);
        g.keepRecords(false);
        scriptBook.copyInto(g.scriptBook);
        return g;
    }

    @SuppressWarnings("unchecked")
    <T> T local(Object key, Supplier<T> factory) {
        return (T) locals.computeIfAbsent(key, x -> factory.get());
    }

    @Override
    public String toString() {
        return "Game[seed=" + seed + ", round=" + round() + (isOver() ? ", over: " + endReason() : "") + "]";
    }
}
