package io.fogisles.base.flow;

import io.fogisles.kernel.play.GameContext;

/**
 * What Module 1's steps keep in the two scratch slots of their flow frame ({@link GameContext#scratch}):
 * the engine clears both when a step moves on to its next seat, and an interrupt's argument arrives in the
 * first.
 */
public final class StepSlots {
    private StepSlots() {
    }

    /** 1 once the step's decision for this seat is answered (the step then ends when the engine runs it again). */
    public static final int ANSWERED = 0;
    /** The same for a step that is an interrupt, whose first slot holds its argument. */
    public static final int INTERRUPT_ANSWERED = 1;
    /** An interrupt's argument (what the pusher passed: {@code ctx.push(id, seat, arg)}). */
    public static final int ARGUMENT = 0;
}
