package io.fogisles.kernel.game;

import io.fogisles.kernel.state.Changes;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.state.Zone;
import io.fogisles.kernel.state.ZoneKind;

/** The kernel's own variables: where the flow stands, the round, whether and why the game ended. */
public final class KernelState {
    /** Deepest nesting of groups, steps and pushed interrupts. */
    public static final int MAX_DEPTH = 24;
    static final int FRAME = 8;
    static final int NODE = 0, ITER = 1, BASE = 2, CHILD = 3, AWAIT = 4, S0 = 5, S1 = 6, COUNT = 7;

    /** 0 before setup, 1 during setup, 2 once rounds are being played. */
    public final IntVar stage;
    public final IntVar round;
    public final IntVar over;
    /** 1 + index of the end reason (0 while the game runs). */
    public final IntVar endReason;
    public final IntVar depth;
    public final IntVar frames;
    /** Bit i set: script unit i (of the first 32) failed in this game and is disabled. */
    public final IntVar disabledScripts;
    /**
     * The same for units 32 and up. Made only for rule sets with more than 32 units, so that the state of
     * every other rule set (and the hashes in its saves) stays as it was.
     */
    private IntVar moreDisabledScripts;
    /** Where all pieces start. */
    public final Zone box;
    /**
     * A simultaneous decision's bookkeeping ({@link io.fogisles.kernel.flow.SimultaneousDecision}): the seats
     * asked and those still to answer (bits, seen by all), each seat's answer (its option code, seen by that
     * seat only) and how many reveals the game has had. Made only for rule sets whose flow has such a decision,
     * so that the state of every other rule set (and the hashes in its saves) stays as it was.
     */
    IntVar secretAsked, secretOpen, secretAnswer, reveals;

    public KernelState(LayoutBuilder b, int pieceCapacity) {
        stage = b.var("kernel:stage", Scope.GLOBAL);
        round = b.var("kernel:round", Scope.GLOBAL);
        over = b.var("kernel:over", Scope.GLOBAL);
        endReason = b.var("kernel:end-reason", Scope.GLOBAL);
        depth = b.var("kernel:flow-depth", Scope.GLOBAL);
        frames = b.var("kernel:flow-frames", Scope.GLOBAL, MAX_DEPTH * FRAME, 0);
        b.stack(frames, depth, FRAME); // popped frames are not part of the game (save format 2)
        disabledScripts = b.var("kernel:disabled-scripts", Scope.GLOBAL);
        box = b.zone("kernel:box", Scope.GLOBAL, ZoneKind.LIST, Math.max(1, pieceCapacity));
    }

    /** Called once the number of script units is known, before the layout is frozen. */
    void reserveScriptFlags(LayoutBuilder b, int units) {
        if (units > 32) moreDisabledScripts = b.var("kernel:disabled-scripts-more", Scope.GLOBAL, (units - 32 + 31) / 32, 0);
    }

    /** Called once the flow is compiled, before the layout is frozen, when the flow has a simultaneous decision. */
    void reserveSecretAnswers(LayoutBuilder b) {
        secretAsked = b.var("kernel:secret-asked", Scope.GLOBAL);
        secretOpen = b.var("kernel:secret-open", Scope.GLOBAL);
        secretAnswer = b.visibility(b.var("kernel:secret-answer", Scope.SEAT), io.fogisles.kernel.state.Visibility.OWNER);
        reveals = b.var("kernel:reveals", Scope.GLOBAL);
    }

    /** Whether this rule set has simultaneous decisions (and so the variables above). */
    boolean hasSecrets() {
        return secretAsked != null;
    }

    boolean scriptDisabled(GameState s, int unit) {
        if (unit < 32) return (s.get(disabledScripts) & (1 << unit)) != 0;
        int i = unit - 32;
        return (s.get(moreDisabledScripts, 0, i / 32) & (1 << (i % 32))) != 0;
    }

    void disableScript(Changes c, GameState s, int unit) {
        if (unit < 32) {
            c.set(disabledScripts, s.get(disabledScripts) | (1 << unit));
        } else {
            int i = unit - 32;
            c.set(moreDisabledScripts, 0, i / 32, s.get(moreDisabledScripts, 0, i / 32) | (1 << (i % 32)));
        }
    }
}
