package io.fogisles.kernel.game;

import com.google.inject.Binder;
import com.google.inject.multibindings.MapBinder;
import com.google.inject.multibindings.Multibinder;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.effect.Effect;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.score.TieBreak;
import io.fogisles.kernel.script.ScriptApiFactory;

/**
 * The kernel's extension points as Guice multibindings. A module's plugin adds to them, e.g.
 * {@code Contributions.flow(binder()).addBinding().to(BaseFlow.class)}; the kernel reads the sets in
 * module load order.
 */
public final class Contributions {
    private Contributions() {
    }

    public static Multibinder<FlowContribution> flow(Binder b) {
        return Multibinder.newSetBinder(b, FlowContribution.class);
    }

    public static Multibinder<PieceContribution> pieces(Binder b) {
        return Multibinder.newSetBinder(b, PieceContribution.class);
    }

    public static Multibinder<ScoreRow> scoreRows(Binder b) {
        return Multibinder.newSetBinder(b, ScoreRow.class);
    }

    /** Changes of existing score rows (house rules), applied in load order. */
    public static Multibinder<io.fogisles.kernel.score.ScoreAdjustment> scoreAdjustments(Binder b) {
        return Multibinder.newSetBinder(b, io.fogisles.kernel.score.ScoreAdjustment.class);
    }

    public static Multibinder<TieBreak> tieBreaks(Binder b) {
        return Multibinder.newSetBinder(b, TieBreak.class);
    }

    public static Multibinder<GameEventListener> listeners(Binder b) {
        return Multibinder.newSetBinder(b, GameEventListener.class);
    }

    public static Multibinder<ActionVeto> vetoes(Binder b) {
        return Multibinder.newSetBinder(b, ActionVeto.class);
    }

    public static Multibinder<EndReason> endReasons(Binder b) {
        return Multibinder.newSetBinder(b, EndReason.class);
    }

    public static Multibinder<ActionType> actionTypes(Binder b) {
        return Multibinder.newSetBinder(b, ActionType.class);
    }

    public static Multibinder<ScriptApiFactory> scriptApis(Binder b) {
        return Multibinder.newSetBinder(b, ScriptApiFactory.class);
    }

    public static Multibinder<RuleSetValidator> validators(Binder b) {
        return Multibinder.newSetBinder(b, RuleSetValidator.class);
    }

    /** Notes for the players about the rule set (house-rule warnings). */
    public static Multibinder<RuleSetNote> notes(Binder b) {
        return Multibinder.newSetBinder(b, RuleSetNote.class);
    }

    /**
     * The house rules of the game as actually loaded: id, installed version, SHA-256 of their files and
     * the options in force (what a save records).
     */
    public static Multibinder<GameConfig.HouseRuleRef> houseRules(Binder b) {
        return Multibinder.newSetBinder(b, GameConfig.HouseRuleRef.class);
    }

    /** Extra script units (house rules bring theirs here). */
    public static Multibinder<io.fogisles.kernel.script.ScriptUnit> scriptUnits(Binder b) {
        return Multibinder.newSetBinder(b, io.fogisles.kernel.script.ScriptUnit.class);
    }

    /**
     * What a module promises holds after every decision (see {@link io.fogisles.kernel.invariant.Invariants}):
     * read by the random playouts of the tests and of {@code soak}, never by a game being played.
     */
    public static Multibinder<io.fogisles.kernel.invariant.Invariants> invariants(Binder b) {
        return Multibinder.newSetBinder(b, io.fogisles.kernel.invariant.Invariants.class);
    }

    /** What a finished game's players did, for simulations' balance reports ({@link io.fogisles.kernel.sim.GameFacts}). */
    public static Multibinder<io.fogisles.kernel.sim.GameFacts> facts(Binder b) {
        return Multibinder.newSetBinder(b, io.fogisles.kernel.sim.GameFacts.class);
    }

    /** Effects written in Java, by id (effects written in JavaScript register themselves from the module's scripts). */
    public static MapBinder<String, Effect> effects(Binder b) {
        return MapBinder.newMapBinder(b, String.class, Effect.class);
    }

    /**
     * Java effects that replace script effects of the same id ({@link io.fogisles.kernel.effect.ScriptTwin}):
     * for benchmarks that compare a game with the scripts against the same game without them.
     */
    public static MapBinder<String, Effect> effectTwins(Binder b) {
        return MapBinder.newMapBinder(b, String.class, Effect.class, io.fogisles.kernel.effect.ScriptTwin.class);
    }

    /** Declares every extension point (so that empty ones inject as empty sets). */
    static void declareAll(Binder b) {
        flow(b);
        pieces(b);
        scoreRows(b);
        scoreAdjustments(b);
        tieBreaks(b);
        listeners(b);
        vetoes(b);
        endReasons(b);
        actionTypes(b);
        scriptApis(b);
        validators(b);
        scriptUnits(b);
        notes(b);
        houseRules(b);
        invariants(b);
        facts(b);
        effects(b);
        effectTwins(b);
    }
}
