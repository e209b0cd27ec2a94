package io.fogisles.base.script;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Landscape;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.hex.Hex;
import io.fogisles.kernel.script.ApiDoc;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptExport;
import io.fogisles.kernel.script.ScriptValues;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Module 1's part of the script API, the global {@code base}: what special fields, die faces and house
 * rules may read and do. Every change goes through the kernel's change API. Fields and pieces are
 * numbers ({@code base.field(n)} and {@code base.piece(n)} describe them); directions are numbers 0–5 in
 * the counter-clockwise order E, NE, NW, W, SW, SE.
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

    private void checkField(int field) {
        if (field < 0 || field >= g.island.size()) throw new IllegalArgumentException("no field " + field + " (fields are 0…" + (g.island.size() - 1) + ")");
    }

    // ---------------------------------------------------------------- energy

    @ScriptExport
    @ApiDoc("A seat's energy (0–25).")
    public int energy(int seat) {
        checkSeat(seat);
        return g.energy(ctx().state(), seat);
    }

    @ScriptExport
    @ApiDoc("Gives a seat energy (a negative amount takes it away, never below 0), capped at the track's end. Returns the change.")
    public int gainEnergy(int seat, int amount) {
        checkSeat(seat);
        return g.gainEnergy(ctx(), seat, amount);
    }

    // ---------------------------------------------------------------- tiles

    @ScriptExport
    @ApiDoc("Draws tiles from the bag for a seat, who then keeps or converts each one (with placeNow: or places it at once next to the balloon).")
    public void draw(int seat, int count, boolean placeNow) {
        checkSeat(seat);
        if (count < 0 || count > 8) throw new IllegalArgumentException("draw count must be 0…8, got " + count);
        g.draw(ctx(), seat, count, placeNow);
    }

    @ScriptExport
    @ApiDoc("Free eyepieces of a seat.")
    public int freeEyepieces(int seat) {
        checkSeat(seat);
        return g.freeEyepieces(ctx().state(), seat);
    }

    @ScriptExport
    @ApiDoc(value = "The pieces on a seat's eyepieces (piece numbers; see base.piece).", returns = "number[]")
    public Object eyepieceTiles(int seat) {
        checkSeat(seat);
        return ScriptValues.toGuest(ctx().state().pieces(g.state.eyepieces.of(seat)));
    }

    @ScriptExport
    @ApiDoc("Adds one eyepiece to a seat's energy bar, up to the maximum (as an observatory does). Returns whether it was added.")
    public boolean addEyepiece(int seat) {
        checkSeat(seat);
        GameContext c = ctx();
        int n = c.get(g.state.eyepieceCount, seat);
        if (n >= g.rules.maxEyepieces) return false;
        c.set(g.state.eyepieceCount, seat, n + 1);
        c.emit("base:eyepiece-added", seat, "eyepieces", n + 1);
        return true;
    }

    @ScriptExport
    @ApiDoc(value = "A piece: {kind, landscape, value, valueMin, valueMax, owner}; kind is e.g. forest, joker, city, monument, harbour-office; owner is the seat a harbour office or expansion tile belongs to, -1 for shared pieces (also on an island).", returns = "Piece")
    public Object piece(int piece) {
        if (piece < 0 || piece >= g.pieces.size()) throw new IllegalArgumentException("no piece " + piece);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", g.pieces.kind[piece]);
        int land = g.pieces.land[piece];
        m.put("landscape", land >= 0 && land < 6 ? Landscape.of(land).id() : land == io.fogisles.base.PieceInfo.JOKER ? "joker" : null);
        m.put("value", g.pieces.valueMin[piece]);
        m.put("valueMin", g.pieces.valueMin[piece]);
        m.put("valueMax", g.pieces.valueMax[piece]);
        m.put("owner", g.pieces.owner[piece]);
        return ScriptValues.toGuest(m);
    }

    @ScriptExport
    @ApiDoc("The piece on a field of a seat's island, or -1.")
    public int tileAt(int seat, int field) {
        checkSeat(seat);
        checkField(field);
        return g.tileAt(ctx().state(), seat, field);
    }

    @ScriptExport
    @ApiDoc(value = "Every tile on a seat's island: [{field, q, r, piece, kind}].", returns = "PlacedTile[]")
    public Object islandTiles(int seat) {
        checkSeat(seat);
        GameState s = ctx().state();
        List<Object> out = new ArrayList<>();
        for (int f = 0; f < g.island.size(); f++) {
            int p = g.tileAt(s, seat, f);
            if (p < 0) continue;
            Hex h = g.island.board().hex(f);
            out.add(Map.of("field", f, "q", h.q(), "r", h.r(), "piece", p, "kind", g.pieces.kind[p]));
        }
        return ScriptValues.toGuest(out);
    }

    // ---------------------------------------------------------------- the island

    @ScriptExport
    @ApiDoc(value = "A field of the island: {q, r, type, value, landscape (coast fields), penalty (volcanoes), energy (drops)}; type is base, fog, coast, volcano, drop, question, draw2 or draw1energy.", returns = "FieldInfo")
    public Object field(int field) {
        checkField(field);
        Hex h = g.island.board().hex(field);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("q", h.q());
        m.put("r", h.r());
        m.put("type", g.island.type(field));
        m.put("value", g.island.value(field));
        int coast = g.island.coast(field);
        m.put("landscape", coast >= 0 ? Landscape.of(coast).id() : null);
        m.put("penalty", g.island.penalty(field));
        m.put("energy", g.island.energy(field));
        return ScriptValues.toGuest(m);
    }

    @ScriptExport
    @ApiDoc("The field at axial coordinates (q, r), or -1 when the island has none there.")
    public int fieldAt(int q, int r) {
        return g.island.board().index(q, r);
    }

    @ScriptExport
    @ApiDoc("How many fields the island has (fields are numbered 0…n-1).")
    public int fieldCount() {
        return g.island.size();
    }

    @ScriptExport
    @ApiDoc(value = "The fields next to a field.", returns = "number[]")
    public Object neighbours(int field) {
        checkField(field);
        return ScriptValues.toGuest(g.island.board().neighbours(field));
    }

    @ScriptExport
    @ApiDoc("The field a seat's balloon is on, or -1 when it is not on the island (in the harbour).")
    public int balloon(int seat) {
        checkSeat(seat);
        int at = ctx().get(g.state.balloon, seat);
        return g.positions.onIsland(at) ? at : -1;
    }

    @ScriptExport
    @ApiDoc(value = "The landscapes whose coast is connected to the base on a seat's island (RULES B9.1).", returns = "string[]")
    public Object connectedCoasts(int seat) {
        checkSeat(seat);
        int mask = g.seatIsland(ctx(), seat).connectedCoasts();
        List<String> out = new ArrayList<>();
        for (Landscape l : Landscape.values()) if ((mask & (1 << l.ordinal())) != 0) out.add(l.id());
        return ScriptValues.toGuest(out);
    }

    // ---------------------------------------------------------------- the round

    @ScriptExport
    @ApiDoc("The start player's seat.")
    public int startPlayer() {
        return ctx().get(g.state.startPlayer);
    }

    @ScriptExport
    @ApiDoc("The direction rolled this round (0–5: E, NE, NW, W, SW, SE).")
    public int rolledDirection() {
        return ctx().get(g.state.direction);
    }

    @ScriptExport
    @ApiDoc("The bonus die's face this round (its id, e.g. energy1, draw, plus1).")
    public String bonusFace() {
        int f = ctx().get(g.state.bonusFace);
        return f < 0 ? null : g.rules.bonusFaceIds[f];
    }

    @ScriptExport
    @ApiDoc("Makes a direction free this round (moving that way costs no direction change).")
    public void freeDirection(int direction) {
        Direction d = Direction.byIndex(Math.floorMod(direction, 6));
        GameContext c = ctx();
        c.set(g.state.freeDirections, c.get(g.state.freeDirections) | (1 << d.ordinal()));
    }

    @ScriptExport
    @ApiDoc("Adds to every balloon's value this round (the +1 face).")
    public void addMoveBonus(int amount) {
        GameContext c = ctx();
        c.set(g.state.moveBonus, c.get(g.state.moveBonus) + amount);
    }

    @ScriptExport
    @ApiDoc("A direction turned by k × 60°, counter-clockwise for positive k.")
    public int rotate(int direction, int k) {
        return Direction.byIndex(Math.floorMod(direction, 6)).rotate(k).ordinal();
    }

    @ScriptExport
    @ApiDoc("The opposite direction.")
    public int opposite(int direction) {
        return Direction.byIndex(Math.floorMod(direction, 6)).opposite().ordinal();
    }

    @ScriptExport
    @ApiDoc("The '?' bonus face: every player, from the start player clockwise, may draw one tile.")
    public void offerBonusDraw() {
        GameContext c = ctx();
        int n = c.seats(), start = c.get(g.state.startPlayer);
        for (int k = n - 1; k >= 0; k--) c.push("base:bonus-draw", (start + k) % n, 0); // last pushed runs first
    }

    @ScriptExport
    @ApiDoc("Tiles left in the bag.")
    public int bagSize() {
        return ctx().state().size(g.state.bag.global());
    }

    @ScriptExport
    @ApiDoc(value = "How many tiles lie on each cloud in play.", returns = "number[]")
    public Object cloudSizes() {
        int[] out = new int[g.rules.clouds];
        for (int c = 0; c < out.length; c++) out[c] = ctx().state().size(g.state.clouds.of(0, c));
        return ScriptValues.toGuest(out);
    }
}
