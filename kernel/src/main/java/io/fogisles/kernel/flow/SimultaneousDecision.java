package io.fogisles.kernel.flow;

import io.fogisles.kernel.play.GameContext;

/**
 * A decision asked of several seats at once, each answer kept secret until all are in (a sealed bid, a card
 * chosen face down). A step returns it like any decision; the kernel then
 * <ul>
 *   <li>asks every seat of {@link #seats}: any of them may answer, in any order; {@code Game.pendingSeat()} is
 *       the lowest that has not answered yet, so bots and simulations answer one after another;</li>
 *   <li>keeps each answer as the option code in a kernel variable only its seat may see (views, a server's
 *       messages and bots' search copies of the other seats never show it); everyone sees who has answered;</li>
 *   <li>refuses a second answer of a seat, and an answer of a seat not asked;</li>
 *   <li>once the last answer is in, <em>reveals</em>: calls {@link #apply} for every asked seat in seat order
 *       (never in the order the answers came), with {@code ctx.seat()} that seat, and then the step again.</li>
 * </ul>
 * So {@link #options} may read only what its seat can see and never another seat's answer (nothing of them is
 * applied before the reveal), and {@link #apply} does what the answer does once all are known. The answers are
 * recorded like any action (saves, replays); a seat may take its answer back while it is the last action and
 * no reveal happened since (undo), never after the reveal.
 */
public interface SimultaneousDecision extends Decision {

    /** The seats asked, as bits (bit {@code s} set: seat {@code s}); read once, when the step returns this decision. At least one. */
    int seats(GameContext ctx);

    /** Every seat of the game, as {@link #seats} bits. */
    static int allSeats(GameContext ctx) {
        return ctx.seats() >= 31 ? -1 >>> 1 : (1 << ctx.seats()) - 1;
    }
}
