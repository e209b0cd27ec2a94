package io.fogisles.base;

import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.game.PendingDecision;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.state.Change;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds test positions in real games: every change goes through the game's change API, and the game is
 * then driven by real actions. Fields are given as axial (q, r).
 */
public final class Scenario {
    public final Game game;
    public final BaseGame g;
    public final GameContext ctx;

    private Scenario(Game game) {
        this.game = game;
        this.g = game.rules().service(BaseGame.class);
        this.ctx = game.context();
    }

    /** A new interactive game, before any decision is answered (the first decision is a start field). */
    public static Scenario start(RuleSet rules, long seed) {
        return new Scenario(rules.newGame(seed, true));
    }

    /** A game whose setup is done: every balloon on the first start field offered. Pending: the reroll. */
    public static Scenario afterSetup(RuleSet rules, long seed) {
        Scenario s = start(rules, seed);
        while (s.game.pending().id().equals("base:choose-start-field")) s.submit(s.game.legalActions().get(0));
        return s;
    }

    /**
     * A game in round 1 at the start player's C1: the dice show {@code direction} and the bonus face
     * {@code bonus} (an id of the bonus die such as "plus1"); nobody rerolled, nobody drew.
     */
    public static Scenario atFirstMove(RuleSet rules, long seed, Direction direction, String bonus) {
        Scenario s = afterSetup(rules, seed);
        s.setDice(direction, bonus);
        s.submit(new BaseAction.Reroll(false, false));
        while (s.game.pending().id().equals("base:bonus-draw")) s.submit(new BaseAction.BonusDraw(false));
        return s;
    }

    public RuleSet rules() {
        return game.rules();
    }

    public int field(int q, int r) {
        int f = g.island.board().index(q, r);
        if (f < 0) throw new IllegalArgumentException("no field at (" + q + "," + r + ")");
        return f;
    }

    /** Sets both dice (before the bonus is resolved). */
    public Scenario setDice(Direction direction, String bonus) {
        ctx.set(g.state.direction, direction.ordinal());
        int face = java.util.Arrays.asList(g.rules.bonusFaceIds).indexOf(bonus);
        if (face < 0) throw new IllegalArgumentException("no bonus face " + bonus);
        ctx.set(g.state.bonusFace, face);
        return this;
    }

    /** Sets this round's movement modifiers directly: free directions and the +1 bonus. */
    public Scenario freeDirections(int moveBonus, Direction... free) {
        int mask = 0;
        for (Direction d : free) mask |= 1 << d.ordinal();
        ctx.set(g.state.freeDirections, mask);
        ctx.set(g.state.direction, free[0].ordinal());
        ctx.set(g.state.moveBonus, moveBonus);
        return this;
    }

    public Scenario energy(int seat, int energy) {
        ctx.set(g.state.energy, seat, energy);
        return this;
    }

    public int energy(int seat) {
        return game.state().get(g.state.energy, seat);
    }

    public Scenario balloon(int seat, int q, int r) {
        ctx.set(g.state.balloon, seat, field(q, r));
        return this;
    }

    public int balloon(int seat) {
        return game.state().get(g.state.balloon, seat);
    }

    /** A piece of the kind (and value, or any value when −1) that lies in the box, the bag or a cloud. */
    public int piece(String kind, int value) {
        int box = game.rules().kernel().box.global(), bag = g.state.bag.global();
        for (int pass = 0; pass < 3; pass++) {
            for (int p = 0; p < g.pieces.size(); p++) {
                if (!g.pieces.kind[p].equals(kind) || (value >= 0 && g.pieces.valueMin[p] != value)) continue;
                int z = game.state().zoneOf(p);
                boolean ok = switch (pass) {
                    case 0 -> z == box && !g.pieces.start[p];
                    case 1 -> z == bag;
                    default -> isCloud(z);
                };
                if (ok) return p;
            }
        }
        throw new IllegalStateException("no free " + kind + (value >= 0 ? " with value " + value : "") + " left");
    }

    private boolean isCloud(int zone) {
        for (int c = 0; c < g.rules.clouds; c++) if (g.state.clouds.of(0, c) == zone) return true;
        return false;
    }

    /** Puts a tile of a kind on a field of a seat's island (no effects run). Returns the piece. */
    public int tile(int seat, int q, int r, String kind, int value) {
        int p = piece(kind, value);
        ctx.move(p, g.state.island.of(seat), field(q, r));
        return p;
    }

    public int tile(int seat, int q, int r, String kind) {
        return tile(seat, q, r, kind, -1);
    }

    /** Puts a tile of a kind on one of the seat's eyepieces. Returns the piece. */
    public int eyepiece(int seat, String kind, int value) {
        int p = piece(kind, value);
        ctx.move(p, g.state.eyepieces.of(seat));
        return p;
    }

    /** Empties a seat's eyepieces (back to the box). */
    public Scenario clearEyepieces(int seat) {
        for (int p : game.state().pieces(g.state.eyepieces.of(seat))) ctx.move(p, game.rules().kernel().box.global());
        return this;
    }

    /** Replaces the content of a cloud with given kinds/values. */
    public List<Integer> cloud(int cloud, String... kindValue) {
        int zone = g.state.clouds.of(0, cloud);
        for (int p : game.state().pieces(zone)) ctx.move(p, g.state.bag.global());
        List<Integer> out = new ArrayList<>();
        for (String kv : kindValue) {
            String[] parts = kv.split(":");
            int p = piece(parts[0], Integer.parseInt(parts[1]));
            ctx.move(p, zone);
            out.add(p);
        }
        return out;
    }

    public Outcome submit(Action a) {
        PendingDecision p = game.pending();
        if (p == null) throw new IllegalStateException("the game is over: " + game);
        Outcome o = game.submit(p.seat(), a);
        if (!o.accepted()) throw new AssertionError("rejected " + a + " at " + p.id() + " of seat " + p.seat() + ": " + ((Outcome.Rejected) o).rejection());
        return o;
    }

    public Outcome trySubmit(Action a) {
        return game.submit(game.pendingSeat(), a);
    }

    public String pendingId() {
        PendingDecision p = game.pending();
        return p == null ? null : p.id();
    }

    public int pendingSeat() {
        return game.pendingSeat();
    }

    /** Events of a type recorded so far. */
    public List<GameEvent> events(String type) {
        List<GameEvent> out = new ArrayList<>();
        for (Change c : game.journal().all()) if (c instanceof Change.Event e && e.event().type().equals(type)) out.add(e.event());
        return out;
    }

    /** Legal fly destinations with their costs, as "q,r=cost" strings sorted by field. */
    public java.util.Map<Integer, Integer> flyCosts() {
        java.util.TreeMap<Integer, Integer> out = new java.util.TreeMap<>();
        io.fogisles.base.move.MoveCalculator calc = g.destinations(ctx, game.pendingSeat());
        for (int i = 0; i < calc.destinations().size(); i++) out.put(calc.destinations().get(i), calc.cost(calc.destinations().get(i)));
        return out;
    }

    /** Answers decisions with simple defaults (no reroll, stay-cheapest flight, first cloud, convert, end placing) until the predicate holds. */
    public Scenario playUntil(java.util.function.Predicate<Scenario> done, int limit) {
        for (int i = 0; i < limit && !game.isOver() && !done.test(this); i++) {
            List<Action> legal = game.legalActions();
            Action pick = legal.get(0);
            for (Action a : legal) {
                if (a instanceof BaseAction.EndPlacing || a instanceof BaseAction.Reroll r && !r.direction() && !r.bonus()
                        || a instanceof BaseAction.BonusDraw b && !b.draw() || a instanceof BaseAction.Convert) {
                    pick = a;
                    break;
                }
            }
            submit(pick);
        }
        return this;
    }
}
