package io.fogisles.balmy.script;

import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.script.ApiDoc;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptExport;
import io.fogisles.kernel.script.ScriptValues;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Balmy Balloonists' part of the script API, the global {@code balmy}: what the bad-luck cards' texts and house
 * rules may read and do. Balloons are numbers (balloon b belongs to seat b % seats); altitudes are 0 grounded,
 * 1 low, 2 medium, 3 high; every change goes through the kernel's change API.
 */
public final class BalmyScriptApi {
    private static final List<String> CHIPS = List.of("gas", "ballast", "fuel");
    private static final List<String> MARKS = List.of("rise", "own-card", "forward");
    private final ScriptBinding binding;
    private final BalmyGame g;

    public BalmyScriptApi(ScriptBinding binding, BalmyGame g) {
        this.binding = binding;
        this.g = g;
    }

    private GameContext ctx() {
        return binding.target(GameContext.class);
    }

    private GameState state() {
        return ctx().state();
    }

    private void checkBalloon(int b) {
        if (b < 0 || b >= g.rules.balloons) throw new IllegalArgumentException("no balloon " + b + " (balloons are 0…" + (g.rules.balloons - 1) + ")");
    }

    private void checkSeat(int seat) {
        if (seat < 0 || seat >= g.rules.seats) throw new IllegalArgumentException("no seat " + seat + " (seats are 0…" + (g.rules.seats - 1) + ")");
    }

    private IntVar chip(String id) {
        IntVar v = id == null ? null : g.chip(id);
        if (v == null) throw new IllegalArgumentException("no chip '" + id + "' (the chips are " + CHIPS + ")" + DidYouMean.hint(String.valueOf(id), CHIPS));
        return v;
    }

    // ---------------------------------------------------------------- reading

    @ScriptExport
    @ApiDoc("How many balloons are in the game (two per player with 2-3 players).")
    public int balloons() {
        return g.rules.balloons;
    }

    @ScriptExport
    @ApiDoc(value = "The balloons of a seat.", returns = "number[]")
    public Object balloonsOf(int seat) {
        checkSeat(seat);
        int[] out = new int[g.rules.perSeat];
        for (int k = 0; k < out.length; k++) out[k] = g.rules.balloon(seat, k);
        return ScriptValues.toGuest(out);
    }

    @ScriptExport
    @ApiDoc("The seat a balloon belongs to.")
    public int owner(int balloon) {
        checkBalloon(balloon);
        return g.owner(balloon);
    }

    @ScriptExport
    @ApiDoc(value = "A balloon: {lane, field, lap, altitude (0 grounded … 3 high), status ('racing', 'home', 'out'), trough, gas, ballast, fuel, fieldsToGo}.", returns = "Balloon")
    public Object balloon(int balloon) {
        checkBalloon(balloon);
        GameState s = state();
        BalmyState bs = g.state;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lane", g.lane(s, balloon));
        m.put("field", g.field(s, balloon));
        m.put("lap", s.get(bs.lap, 0, balloon));
        m.put("altitude", g.altitude(s, balloon));
        int st = s.get(bs.status, 0, balloon);
        m.put("status", st == BalmyState.HOME ? "home" : st == BalmyState.OUT ? "out" : "racing");
        m.put("trough", g.inTrough(s, balloon));
        m.put("gas", g.chips(s, bs.gas, balloon));
        m.put("ballast", g.chips(s, bs.ballast, balloon));
        m.put("fuel", g.chips(s, bs.fuel, balloon));
        m.put("fieldsToGo", g.fieldsToGo(s, balloon));
        return ScriptValues.toGuest(m);
    }

    @ScriptExport
    @ApiDoc("A balloon's altitude: 0 grounded, 1 low, 2 medium, 3 high.")
    public int altitude(int balloon) {
        checkBalloon(balloon);
        return g.altitude(state(), balloon);
    }

    @ScriptExport
    @ApiDoc("A balloon's chips of one kind: 'gas', 'ballast' or 'fuel'.")
    public int chips(int balloon, String chip) {
        checkBalloon(balloon);
        return g.chips(state(), chip(chip), balloon);
    }

    @ScriptExport
    @ApiDoc("Whether a balloon is in the air over a mountain field (M13.2, M13.5).")
    public boolean overMountain(int balloon) {
        checkBalloon(balloon);
        return g.overMountain(state(), balloon);
    }

    @ScriptExport
    @ApiDoc("Whether a balloon is still in the race (not home, not out).")
    public boolean racing(int balloon) {
        checkBalloon(balloon);
        return g.racing(state(), balloon);
    }

    @ScriptExport
    @ApiDoc("The last-placed balloon in the race (M14), or -1.")
    public int lastPlaced() {
        return g.lastPlaced(state());
    }

    @ScriptExport
    @ApiDoc("The fields a balloon would fly now by the current card of its quadrant (M8.1).")
    public int flightDistance(int balloon) {
        checkBalloon(balloon);
        return g.flightDistance(state(), balloon);
    }

    // ---------------------------------------------------------------- what cards do

    @ScriptExport
    @ApiDoc("Bad weather on a balloon (M13.1): a quadrant card is drawn and its edge applied; nothing when the balloon is grounded.")
    public void badWeather(int balloon) {
        checkBalloon(balloon);
        g.badWeather(ctx(), balloon);
    }

    @ScriptExport
    @ApiDoc("Sinks a balloon by levels, paying one gas chip per level while it has gas; never below low (M13.2, M13.5).")
    public void descend(int balloon, int levels) {
        checkBalloon(balloon);
        if (levels < 0) throw new IllegalArgumentException("levels must be 0 or more, got " + levels);
        if (g.altitude(state(), balloon) == Altitude.GROUNDED) return;
        g.descend(ctx(), balloon, levels);
    }

    @ScriptExport
    @ApiDoc("A balloon loses up to count chips of a kind ('gas', 'ballast', 'fuel'): as many as it has (M13.3, M13.8).")
    public void loseChips(int balloon, String chip, int count) {
        checkBalloon(balloon);
        if (count < 0) throw new IllegalArgumentException("count must be 0 or more, got " + count);
        g.loseChips(ctx(), balloon, chip(chip), chip, count);
    }

    @ScriptExport
    @ApiDoc("A balloon gains chips of a kind ('gas', 'ballast', 'fuel') (for house rules).")
    public void gainChips(int balloon, String chip, int count) {
        checkBalloon(balloon);
        if (count < 0 || count > 99) throw new IllegalArgumentException("count must be 0 to 99, got " + count);
        IntVar v = chip(chip);
        int have = g.chips(state(), v, balloon);
        ctx().set(v, 0, balloon, Math.min(99, have + count));
        ctx().emit("balmy-balloonists:chips-gained", g.owner(balloon), "balloon", balloon, "chip", chip, "count", Math.min(99, have + count) - have);
    }

    @ScriptExport
    @ApiDoc("Forbids a balloon something in its next turn: 'rise' (M7.4), 'own-card' (option A, M3.2) or 'forward' (a forward flight, M8.4).")
    public void forbidNextTurn(int balloon, String what) {
        checkBalloon(balloon);
        IntVar mark = switch (what == null ? "" : what) {
            case "rise" -> g.state.noRise;
            case "own-card" -> g.state.noOwnCard;
            case "forward" -> g.state.noForward;
            default -> throw new IllegalArgumentException("cannot forbid '" + what + "' (one of " + MARKS + ")" + DidYouMean.hint(String.valueOf(what), MARKS));
        };
        g.markNextTurn(ctx(), mark, balloon);
        ctx().emit("balmy-balloonists:forbidden", g.owner(balloon), "balloon", balloon, "what", what);
    }

    @ScriptExport
    @ApiDoc("Lands an airborne balloon where it is: grounded, it sits out its next turn (M13.5); 'why' names it in the log.")
    public void land(int balloon, String why) {
        checkBalloon(balloon);
        if (!g.airborne(state(), balloon) || !g.racing(state(), balloon)) return;
        g.land(ctx(), balloon, why == null ? "bad-luck" : why, false, false);
    }

    @ScriptExport
    @ApiDoc("Permit lost (M13.7): the causing seat chooses one of the balloon's permits not in use, which is discarded (-1: the first).")
    public void permitLost(int balloon, int causingSeat) {
        checkBalloon(balloon);
        if (causingSeat >= g.rules.seats) throw new IllegalArgumentException("no seat " + causingSeat);
        g.permitLost(ctx(), balloon, causingSeat);
    }
}
