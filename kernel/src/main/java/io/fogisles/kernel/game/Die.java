package io.fogisles.kernel.game;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.ToIntFunction;

/**
 * A die of the game: its faces come from data, the face showing is kept in a state variable, and a roll
 * draws from the game's RNG through the change API, so it is journaled like every draw (undo stops at
 * it; the same seed and actions roll the same faces).
 *
 * @param <F> what a face is (a direction, a bonus id, a number)
 */
public final class Die<F> {
    private final String id;
    private final List<F> faces;
    private final IntVar showing;
    private final IntUnaryOperator stored; // rolled face index → the value kept in the variable

    private Die(String id, List<F> faces, IntVar showing, IntUnaryOperator stored) {
        if (faces.isEmpty()) throw new IllegalArgumentException("die '" + id + "' has no faces");
        this.id = id;
        this.faces = List.copyOf(faces);
        this.showing = showing;
        this.stored = stored;
    }

    /** A die whose variable keeps the index of the face showing (faces may repeat). */
    public static <F> Die<F> of(String id, List<F> faces, IntVar showing) {
        return new Die<>(id, faces, showing, i -> i);
    }

    /**
     * A die whose variable keeps a value of the face showing (e.g. a direction's number), for state that
     * predates the die or is read by code that knows the values. Faces with equal values read back as the first.
     */
    public static <F> Die<F> storing(String id, List<F> faces, IntVar showing, ToIntFunction<F> value) {
        List<F> copy = List.copyOf(faces);
        return new Die<>(id, copy, showing, i -> value.applyAsInt(copy.get(i)));
    }

    public String id() {
        return id;
    }

    public List<F> faces() {
        return faces;
    }

    /** Rolls: a uniform face from the game's RNG, kept in the die's variable. Returns the face. */
    public F roll(GameContext ctx) {
        int i = ctx.nextInt(faces.size());
        ctx.set(showing, stored.applyAsInt(i));
        return faces.get(i);
    }

    /** Rolls again (the rules' "reroll"): the same draw as {@link #roll}, named for the reader. */
    public F reroll(GameContext ctx) {
        return roll(ctx);
    }

    /** The face showing, or null before the first roll (when the variable holds no face's value). */
    public F showing(GameState state) {
        int v = state.get(showing);
        for (int i = 0; i < faces.size(); i++) if (stored.applyAsInt(i) == v) return faces.get(i);
        return null;
    }

    @Override
    public String toString() {
        return "Die[" + id + ", " + faces + "]";
    }
}
