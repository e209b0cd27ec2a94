package io.fogisles.base;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import io.fogisles.base.move.EdgeExit;
import io.fogisles.base.move.EdgeRule;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.base.move.OffIsland;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.base.score.SeatIsland;
import io.fogisles.kernel.game.Die;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.state.GameState;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Module 1's shared rules helpers, used by its steps, its script API and by other modules: energy with
 * the cap, free eyepieces, placing a tile (with its effects), drawing from the bag (with the
 * empty-bag rules), the value under a balloon, and movement. One instance per rule set; stateless.
 */
@Singleton
public final class BaseGame {
    public final BaseRules rules;
    public final BaseState state;
    public final PieceInfo pieces;
    public final Island island;
    public final Positions positions;
    /** B4.1: the direction die (its variable keeps the direction's number) and the bonus die (the face's index). */
    public final Die<Direction> directionDie;
    public final Die<String> bonusDie;
    // Providers: the modules that answer these extension points depend on BaseGame themselves.
    private final com.google.inject.Provider<Set<EdgeRule>> edgeRuleProvider;
    private final com.google.inject.Provider<Set<OffIsland>> offIslandProvider;
    private volatile EdgeRule[] edgeRules; // an array: asked for every flight decision, no iterator
    private volatile List<OffIsland> offIsland;
    private final Object calculatorKey = new Object();
    private final Supplier<MoveCalculator> newCalculator;

    @Inject
    BaseGame(BaseRules rules, BaseState state, PieceInfo pieces, Positions positions, com.google.inject.Provider<Set<EdgeRule>> edgeRules,
             com.google.inject.Provider<Set<OffIsland>> offIsland) {
        this.rules = rules;
        this.state = state;
        this.pieces = pieces;
        this.island = rules.island;
        this.positions = positions;
        this.directionDie = Die.storing("base:direction", List.of(rules.directionDie), state.direction, Direction::ordinal);
        this.bonusDie = Die.of("base:bonus", List.of(rules.bonusFaceIds), state.bonusFace);
        this.edgeRuleProvider = edgeRules;
        this.offIslandProvider = offIsland;
        this.newCalculator = () -> new MoveCalculator(island.board(), island.base(), positions.total());
    }

    // ------------------------------------------------------------------ energy

    public int energy(GameState s, int seat) {
        return s.get(state.energy, seat);
    }

    /** Adds energy up to the track's maximum; the excess is lost (RULES B0.6, B6.5, C3). Returns what was gained. */
    public int gainEnergy(GameContext ctx, int seat, int amount) {
        int before = ctx.get(state.energy, seat);
        int after = Math.max(0, Math.min(rules.energyMax, before + amount));
        ctx.set(state.energy, seat, after);
        if (after != before && ctx.eventsWanted()) ctx.emit("base:energy-changed", seat, "from", before, "to", after);
        return after - before;
    }

    /** Pays energy; the caller has checked that the seat can afford it (RULES B0.5). */
    public void spendEnergy(GameContext ctx, int seat, int amount) {
        int before = ctx.get(state.energy, seat);
        if (amount > before) throw new IllegalStateException("seat " + seat + " cannot pay " + amount + " energy, has " + before);
        ctx.set(state.energy, seat, before - amount);
        if (amount != 0 && ctx.eventsWanted()) ctx.emit("base:energy-changed", seat, "from", before, "to", before - amount);
    }

    // ------------------------------------------------------------------ tiles

    public int freeEyepieces(GameState s, int seat) {
        return s.get(state.eyepieceCount, seat) - s.size(state.eyepieces.of(seat));
    }

    /** The piece on a field of a seat's island, or −1. */
    public int tileAt(GameState s, int seat, int field) {
        return s.piece(state.island.of(seat), field);
    }

    /** Whether a tile may be placed on the field next to the balloon (RULES B7.1–B7.3). */
    public boolean canPlaceOn(GameState s, int seat, int field) {
        int at = s.get(state.balloon, seat);
        return positions.onIsland(at) && field != at && island.board().adjacent(at, field) && isOpen(s, state.island.of(seat), field);
    }

    /**
     * The directions (bit d) from the balloon's island field {@code at} to the neighbours where a tile may
     * be placed: the fields {@link #canPlaceOn} accepts, found in one pass (the steps ask for every
     * neighbour at each placement decision).
     */
    public int placeableDirections(GameState s, int seat, int at) {
        int zone = state.island.of(seat);
        int mask = 0;
        for (int d = 0; d < 6; d++) {
            int f = island.board().neighbour(at, d);
            if (f != Board.NONE && isOpen(s, zone, f)) mask |= 1 << d;
        }
        return mask;
    }

    /** RULES B7.2/B7.3: a tile covers neither the base nor another tile ({@code zone}: the seat's island). */
    /**
     * Whether the seat's island has no field left for a tile (every field but the balloon base covered): that
     * seat can never place again (B7.3, B7.10).
     */
    public boolean islandFull(GameState s, int seat) {
        int zone = state.island.of(seat);
        for (int f = 0; f < island.size(); f++) if (isOpen(s, zone, f)) return false;
        return true;
    }

    /**
     * N7: every seat's island and eyepieces are full, so no tile can ever leave the bag for good again: each one
     * taken must be converted and goes back (B6.2, B6.4). See {@code EndSteps.endOfRound}.
     */
    public boolean islandsAndEyepiecesFull(GameState s) {
        for (int seat = 0; seat < s.seats(); seat++) if (freeEyepieces(s, seat) > 0 || !islandFull(s, seat)) return false;
        return true;
    }

    private boolean isOpen(GameState s, int zone, int field) {
        return field != island.base() && s.piece(zone, field) < 0;
    }

    /** Places a tile on the island, then runs the tile's own effect and the covered field's effect (RULES B7.6–B7.9). */
    public void placeTile(GameContext ctx, int seat, int piece, int field) {
        ctx.move(piece, state.island.of(seat), field);
        if (ctx.eventsWanted()) ctx.emit("base:tile-placed", seat, "piece", piece, "field", field, "kind", pieces.kind[piece]);
        String own = pieces.onPlaced[piece];
        if (own != null) ctx.runEffect(own, "seat", seat, "piece", piece, "field", field);
        String fx = island.effect(field);
        if (fx != null) ctx.runEffect(fx, "seat", seat, "piece", piece, "field", field, "energy", island.energy(field));
    }

    /** Converts a tile into energy (RULES B6.2): its number in energy; it goes back to the bag (expansion tiles: to the box). */
    public void convert(GameContext ctx, int seat, int piece) {
        int gained = gainEnergy(ctx, seat, pieces.convertEnergy[piece]);
        ctx.move(piece, pieces.returnToBox[piece] ? ctx.boxZone() : state.bag.global());
        if (ctx.eventsWanted()) ctx.emit("base:tile-converted", seat, "piece", piece, "kind", pieces.kind[piece], "energy", gained);
    }

    /** The hand step's argument when the tiles were drawn on a '?' field: they may be placed at once (RULES B7.6). */
    public static final int HAND_PLACE_NOW = 1;

    /**
     * Draws tiles for a seat into its hand and asks it what to do with them; {@code placeNow} also allows
     * placing them next to the balloon at once ('?' fields). With an empty bag the game ends at the end
     * of the round and the seat may take a tile from a cloud instead (RULES B10.2, B10.3).
     */
    public void draw(GameContext ctx, int seat, int count, boolean placeNow) {
        ctx.push("base:resolve-hand", seat, placeNow ? HAND_PLACE_NOW : 0);
        boolean empty = false;
        for (int i = 0; i < count; i++) {
            int p = ctx.draw(state.bag.global(), state.hand.of(seat));
            if (p < 0) {
                empty = true;
                break;
            }
            if (ctx.eventsWanted()) ctx.emit("base:tile-drawn", seat, "piece", p, "kind", pieces.kind[p]);
        }
        if (empty) bagRanOut(ctx, seat);
    }

    /** RULES B10.2/B10.3: the game ends at the end of this round; the seat may take a tile left on a cloud. */
    public void bagRanOut(GameContext ctx, int seat) {
        markBagEmpty(ctx, seat);
        ctx.push("base:cloud-instead", seat, 0);
    }

    /** RULES B10.2: a draw found the bag empty, so the game ends at the end of this round. */
    public void markBagEmpty(GameContext ctx, int seat) {
        if (ctx.get(state.bagEmptyRound) == 0) {
            ctx.set(state.bagEmptyRound, ctx.round());
            ctx.emit("base:bag-empty", seat, "round", ctx.round());
        }
    }

    // ------------------------------------------------------------------ values

    /** Lowest value the seat's balloon stands on (a range only on tiles whose value the owner picks). */
    public int valueMin(GameContext ctx, int seat) {
        int at = ctx.get(state.balloon, seat);
        if (!positions.onIsland(at)) return off(at).dValueMin(ctx, seat, at);
        int t = tileAt(ctx.state(), seat, at);
        return t >= 0 ? pieces.valueMin[t] : island.value(at);
    }

    public int valueMax(GameContext ctx, int seat) {
        int at = ctx.get(state.balloon, seat);
        if (!positions.onIsland(at)) return off(at).dValueMax(ctx, seat, at);
        return islandValueMax(ctx.state(), seat, at);
    }

    /** Highest value under the seat's balloon standing on island field {@code at} (B8.1; bots read it from a state). */
    public int islandValueMax(GameState s, int seat, int at) {
        int t = tileAt(s, seat, at);
        return t >= 0 ? pieces.valueMax[t] : island.value(at);
    }

    private List<OffIsland> offIsland() {
        List<OffIsland> l = offIsland;
        if (l == null) offIsland = l = List.copyOf(offIslandProvider.get());
        return l;
    }

    private EdgeRule[] edgeRules() {
        EdgeRule[] l = edgeRules;
        if (l == null) edgeRules = l = edgeRuleProvider.get().toArray(new EdgeRule[0]);
        return l;
    }

    public OffIsland off(int position) {
        for (OffIsland o : offIsland()) if (o.owns(position)) return o;
        throw new IllegalStateException("no module owns balloon position " + position);
    }

    // ------------------------------------------------------------------ movement

    /** The game's reusable move calculator. */
    public MoveCalculator calculator(GameContext ctx) {
        return ctx.local(calculatorKey, newCalculator);
    }

    /** What lies beyond the edge for a seat now (the coast stop unless a module says otherwise). */
    public EdgeExit edgeExit(GameContext ctx, int seat) {
        for (EdgeRule r : edgeRules()) {
            EdgeExit e = r.forSeat(ctx, seat);
            if (e != null) return e;
        }
        return EdgeExit.COAST_STOP;
    }

    /**
     * Fills the calculator with every destination the seat can afford this round (RULES B.5). When
     * nothing at all is affordable the balloon stays where it is, free (a case the rulebook does not
     * cover; see N1 in docs/rules-notes.md).
     */
    public MoveCalculator destinations(GameContext ctx, int seat) {
        MoveCalculator calc = calculator(ctx);
        long tag = ctx.changes().version() * 8 + seat;
        if (calc.tag == tag) return calc; // asked twice for the same position: the options, then the chosen flight
        int at = ctx.get(state.balloon, seat);
        int energy = ctx.get(state.energy, seat);
        if (positions.onIsland(at)) {
            int bonus = ctx.get(state.moveBonus);
            calc.fromField(at, valueMin(ctx, seat) + bonus, valueMax(ctx, seat) + bonus, ctx.get(state.freeDirections), energy, edgeExit(ctx, seat));
        } else {
            off(at).moves(ctx, seat, at, calc);
        }
        calc.keepAffordableOrStay(at, energy);
        calc.tag = tag;
        return calc;
    }

    // ------------------------------------------------------------------ islands

    /** Each seat's {@link SeatIsland}, per game (made when a seat's island is first asked for). */
    private static final class SeatIslands {
        SeatIsland[] seats = new SeatIsland[0];
    }

    private final Object seatIslandsKey = new Object();
    private static final Supplier<SeatIslands> NEW_SEAT_ISLANDS = SeatIslands::new;

    /**
     * A seat's island as the coast check and the score rows read it, up to date with the game's state: it
     * reads only what changed since it was last asked (see {@link SeatIsland}). Read-only for the caller.
     */
    public SeatIsland seatIsland(GameContext ctx, int seat) {
        SeatIslands c = ctx.local(seatIslandsKey, NEW_SEAT_ISLANDS);
        if (c.seats.length != ctx.seats()) c.seats = new SeatIsland[ctx.seats()];
        SeatIsland i = c.seats[seat];
        if (i == null) c.seats[seat] = i = new SeatIsland(island, pieces, state.island.of(seat));
        return i.update(ctx);
    }

    /** The tiles of a seat's island as the scoring and connection rules read them. */
    public IslandTiles tiles(GameState s, int seat) {
        IslandTiles t = new IslandTiles(island.size());
        t.read(s, state.island.of(seat), pieces);
        return t;
    }
}
