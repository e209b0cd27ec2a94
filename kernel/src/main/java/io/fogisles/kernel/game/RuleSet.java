package io.fogisles.kernel.game;

import com.google.inject.Injector;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.effect.Effect;
import io.fogisles.kernel.flow.CompiledFlow;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.score.TieBreak;
import io.fogisles.kernel.state.StateLayout;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The complete, immutable rules of one configuration (modules, options, seats, house rules): built once
 * by {@link RuleSetFactory}, then used for any number of games. Thread-safe; games are not.
 */
public final class RuleSet {
    private final GameConfig config;
    private final ResolvedModules modules;
    private final Injector injector;
    private final StateLayout layout;
    private final KernelState kernel;
    private final PieceCatalog pieces;
    private final CompiledFlow flow;
    private final List<ScoreRow> scoreRows;
    private final List<TieBreak> tieBreaks;
    private final List<GameEventListener> listeners;
    private final List<ActionVeto> vetoes;
    private final List<String> endReasons;
    private final Map<String, ActionType> actionTypesById = new HashMap<>();
    private final Map<Class<?>, String> actionIds = new HashMap<>();
    private final Map<String, Effect> javaEffects;
    private final Map<String, ScriptUnit> effectUnits;
    private final List<ScriptUnit> scriptUnits;
    private final Map<ScriptUnit, Integer> scriptIndex = new IdentityHashMap<>();
    private final ScriptHost scriptHost;
    private final Parameters parameters;
    private final boolean[] interrupt;
    private final Map<Class<?>, List<?>> contributed = new java.util.concurrent.ConcurrentHashMap<>();
    private List<RuleSetNote> notes = List.of();
    private List<GameConfig.HouseRuleRef> houseRules = List.of();
    private io.fogisles.kernel.module.GameDescriptor game;

    RuleSet(GameConfig config, ResolvedModules modules, Injector injector, StateLayout layout, KernelState kernel, PieceCatalog pieces,
            CompiledFlow flow, List<String> interruptIds, List<ScoreRow> scoreRows, List<TieBreak> tieBreaks, List<GameEventListener> listeners,
            List<ActionVeto> vetoes, List<String> endReasons, List<ActionType> actionTypes, Map<String, Effect> javaEffects,
            Map<String, ScriptUnit> effectUnits, List<ScriptUnit> scriptUnits, ScriptHost scriptHost, Parameters parameters) {
        this.config = config;
        this.modules = modules;
        this.injector = injector;
        this.layout = layout;
        this.kernel = kernel;
        this.pieces = pieces;
        this.flow = flow;
        this.scoreRows = List.copyOf(scoreRows);
        this.tieBreaks = List.copyOf(tieBreaks);
        this.listeners = List.copyOf(listeners);
        this.vetoes = List.copyOf(vetoes);
        this.endReasons = List.copyOf(endReasons);
        for (ActionType t : actionTypes) {
            ActionType old = actionTypesById.put(t.id(), t);
            if (old != null && old.type() != t.type()) throw new IllegalStateException("action id " + t.id() + " used for " + old.type() + " and " + t.type());
            actionIds.put(t.type(), t.id());
        }
        this.javaEffects = Map.copyOf(javaEffects);
        this.effectUnits = Map.copyOf(effectUnits);
        this.scriptUnits = List.copyOf(scriptUnits);
        for (int i = 0; i < scriptUnits.size(); i++) scriptIndex.put(scriptUnits.get(i), i);
        this.scriptHost = scriptHost;
        this.parameters = parameters;
        this.interrupt = new boolean[flow.nodeCount()];
        for (String id : interruptIds) interrupt[flow.indexOf(id)] = true;
    }

    /**
     * A new game with this seed, run to its first decision. Interactive games (client, saves, replays,
     * tests) record every change (events, undo) and own their script session: their scripts' top-level
     * variables start fresh and belong to them; {@link Game#close close} them when done. Bulk games share
     * their thread's script session with the other bulk games on that thread, which is much cheaper.
     */
    public Game newGame(long seed, boolean interactive) {
        Game g = new Game(this, seed, interactive);
        g.start();
        return g;
    }

    /**
     * A game to think on for {@code seat}, made from what that seat may see ({@link io.fogisles.kernel.state.GameState#viewFor}, e.g. a view
     * received from a server): everything the seat cannot see is made up from {@code searchSeed} as in a bot's
     * search copy ({@link io.fogisles.kernel.state.GameState#copyForSearch(int, long[])}). For a bot that plays a seat over the network:
     * it decides on this game and never learns more than the seat's view. Like a copy, it records nothing and
     * runs its scripts in the thread's scratch session.
     */
    public Game gameFromView(io.fogisles.kernel.state.GameState view, int seat, long searchSeed) {
        if (view.layout() != layout) throw new IllegalArgumentException("the view is of another rule set's layout");
        return Game.fromState(this, view.copyForSearch(seat, io.fogisles.kernel.random.Rng.seedState(searchSeed)), searchSeed, seat);
    }

    /**
     * An interactive game whose bags keep their order when a piece leaves them, as in save format 1: for
     * re-playing a format-1 save, whose recorded actions depend on the draws of that time.
     */
    public Game newFormat1Game(long seed) {
        Game g = new Game(this, seed, true);
        g.control().keepBagOrder();
        g.start();
        return g;
    }

    /** A new non-recording game (bulk simulation; shares the thread's script session). */
    public Game newGame(long seed) {
        return newGame(seed, false);
    }

    /** The game these rules are of (from its {@code game.json}), or null for modules no installed game lists (tests). */
    public io.fogisles.kernel.module.GameDescriptor game() {
        return game;
    }

    void game(io.fogisles.kernel.module.GameDescriptor game) {
        this.game = game;
    }

    public GameConfig config() {
        return config;
    }

    public ResolvedModules modules() {
        return modules;
    }

    public int seats() {
        return config.seats();
    }

    /** Module services (e.g. a module's board or its state handles) for code that knows the module. */
    public <T> T service(Class<T> type) {
        return injector.getInstance(type);
    }

    public StateLayout layout() {
        return layout;
    }

    public KernelState kernel() {
        return kernel;
    }

    public PieceCatalog pieces() {
        return pieces;
    }

    public CompiledFlow flow() {
        return flow;
    }

    public List<ScoreRow> scoreRows() {
        return scoreRows;
    }

    public List<TieBreak> tieBreaks() {
        return tieBreaks;
    }

    public List<GameEventListener> listeners() {
        return listeners;
    }

    boolean hasListeners() {
        return !listeners.isEmpty();
    }

    public List<ActionVeto> vetoes() {
        return vetoes;
    }

    public List<String> endReasons() {
        return endReasons;
    }

    public Map<String, ActionType> actionTypes() {
        return Map.copyOf(actionTypesById);
    }

    /** The stable id of an action record's type ({@code cards:play}). */
    public String actionTypeId(Action a) {
        String id = actionIds.get(a.getClass());
        return id == null ? a.getClass().getSimpleName() : id;
    }

    public Effect javaEffect(String id) {
        return javaEffects.get(id);
    }

    public ScriptUnit effectUnit(String id) {
        return effectUnits.get(id);
    }

    public boolean hasEffect(String id) {
        return javaEffects.containsKey(id) || effectUnits.containsKey(id);
    }

    public List<ScriptUnit> scriptUnits() {
        return scriptUnits;
    }

    int scriptIndex(ScriptUnit unit) {
        Integer i = scriptIndex.get(unit);
        if (i == null) throw new IllegalArgumentException("script unit " + unit.id() + " is not part of this rule set");
        return i;
    }

    public ScriptHost scriptHost() {
        return scriptHost;
    }

    public Parameters parameters() {
        return parameters;
    }

    /**
     * What the modules contribute to an extension point that the kernel's game engine does not read itself
     * (e.g. the bots' position estimates): the set bound with {@code Multibinder.newSetBinder(binder, type)},
     * in module load order; empty when no module contributes one.
     */
    @SuppressWarnings("unchecked")
    public <T> List<T> contributions(Class<T> type) {
        return (List<T>) contributed.computeIfAbsent(type, t -> {
            com.google.inject.Key<?> key = com.google.inject.Key.get(com.google.inject.util.Types.setOf(t));
            return injector.getExistingBinding(key) == null ? List.of() : List.copyOf((java.util.Set<?>) injector.getInstance(key));
        });
    }

    /** Notes for the players: e.g. a house rule that differs from the one a save recorded, or uses deprecated API. */
    public List<RuleSetNote> notes() {
        return notes;
    }

    /** The house rules as loaded: id, installed version, SHA-256 and options (a save records these). */
    public List<GameConfig.HouseRuleRef> houseRules() {
        return houseRules;
    }

    void houseRules(List<GameConfig.HouseRuleRef> h) {
        houseRules = List.copyOf(h);
    }

    void notes(List<RuleSetNote> n) {
        notes = List.copyOf(n);
    }

    boolean isInterrupt(int node) {
        return interrupt[node];
    }

    List<String> interruptIds() {
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < interrupt.length; i++) if (interrupt[i]) out.add(flow.node(i).id());
        return out;
    }
}
