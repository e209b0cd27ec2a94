package io.fogisles.base.script;

import io.fogisles.base.BaseGame;
import io.fogisles.kernel.game.GameContext;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.script.ScriptBinding;
import org.graalvm.polyglot.HostAccess;

/**
 * Module 1's part of the script API, the global {@code base}: what special fields, die faces and house
 * rules may do. Every change goes through the kernel's change API. Directions are numbers 0–5 in the
 * counter-clockwise order E, NE, NW, W, SW, SE.
 */
public final class BaseScriptApi {
    private final ScriptBinding binding;
    private final BaseGame g;

    public BaseScriptApi(ScriptBinding binding, BaseGame g) {
        this.binding = binding;
        this.g = g;
    }

    private GameContext ctx() {
        return binding.target(GameContext.class);
    }

    private void checkSeat(int seat) {
        if (seat < 0 || seat >= ctx().seats()) throw new IllegalArgumentException("no seat " + seat + " (seats are 0…" + (ctx().seats() - 1) + ")");
    }

    /** A seat's energy. */
    @HostAccess.Export
    public int energy(int seat) {
        checkSeat(seat);
        return g.energy(ctx().state(), seat);
    }

    /** Gives a seat energy (negative amounts take it away, never below 0); capped at the track's end. Returns the change. */
    @HostAccess.Export
    public int gainEnergy(int seat, int amount) {
        checkSeat(seat);
        return g.gainEnergy(ctx(), seat, amount);
    }

    /** Draws tiles from the bag for a seat, who then keeps or converts each (and with placeNow may place it at once). */
    @HostAccess.Export
    public void draw(int seat, int count, boolean placeNow) {
        checkSeat(seat);
        if (count < 0 || count > 8) throw new IllegalArgumentException("draw count must be 0…8, got " + count);
        g.draw(ctx(), seat, count, placeNow);
    }

    /** The '?' bonus face: every player, from the start player clockwise, may draw one tile (RULES B4.4). */
    @HostAccess.Export
    public void offerBonusDraw() {
        GameContext c = ctx();
        int n = c.seats(), start = c.get(g.state.startPlayer);
        for (int k = n - 1; k >= 0; k--) c.push("base:bonus-draw", (start + k) % n, 0); // last pushed runs first
    }

    /** Adds to every V this round (the "+1" face). */
    @HostAccess.Export
    public void addMoveBonus(int amount) {
        GameContext c = ctx();
        c.set(g.state.moveBonus, c.get(g.state.moveBonus) + amount);
    }

    /** Makes a direction free this round. */
    @HostAccess.Export
    public void freeDirection(int direction) {
        Direction d = Direction.byIndex(Math.floorMod(direction, 6));
        GameContext c = ctx();
        c.set(g.state.freeDirections, c.get(g.state.freeDirections) | (1 << d.ordinal()));
    }

    /** The direction rolled this round. */
    @HostAccess.Export
    public int rolledDirection() {
        return ctx().get(g.state.direction);
    }

    /** A direction turned by k × 60° counter-clockwise. */
    @HostAccess.Export
    public int rotate(int direction, int k) {
        return Direction.byIndex(Math.floorMod(direction, 6)).rotate(k).ordinal();
    }

    @HostAccess.Export
    public int opposite(int direction) {
        return Direction.byIndex(Math.floorMod(direction, 6)).opposite().ordinal();
    }

    @HostAccess.Export
    public int startPlayer() {
        return ctx().get(g.state.startPlayer);
    }

    /** Adds one eyepiece to a seat's energy bar, up to the maximum (observatories, RULES B13.8). */
    @HostAccess.Export
    public boolean addEyepiece(int seat) {
        checkSeat(seat);
        GameContext c = ctx();
        int n = c.get(g.state.eyepieceCount, seat);
        if (n >= g.rules.maxEyepieces) return false;
        c.set(g.state.eyepieceCount, seat, n + 1);
        c.emit("base:eyepiece-added", seat, "eyepieces", n + 1);
        return true;
    }

    /** Free eyepieces of a seat. */
    @HostAccess.Export
    public int freeEyepieces(int seat) {
        checkSeat(seat);
        return g.freeEyepieces(ctx().state(), seat);
    }
}
