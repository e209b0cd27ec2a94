package io.fogisles.balmy.storm;

import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;

/**
 * The storm's rules (M17.2–M17.5): it moves north and south by a card's instruction for high altitude, staying on
 * the map; it flies along its lane at every round's end; and it meets the balloons at high altitude on its field,
 * each of which suffers bad weather (M13.1). It holds no game: the base game passes itself (it is built with the
 * storm's hazard and target, so the storm cannot be built with it).
 */
public final class Storm {
    private final StormState s;

    Storm(StormState s) {
        this.s = s;
    }

    public int lane(GameState st) {
        return st.get(s.lane);
    }

    public int field(GameState st) {
        return st.get(s.field);
    }

    /** Whether balloon {@code b} is at high altitude on the storm's field (not in the trough, in the race). */
    public boolean caught(BalmyGame g, GameState st, int b) {
        return at(g, st, b, lane(st), field(st));
    }

    private boolean at(BalmyGame g, GameState st, int b, int lane, int field) {
        return g.racing(st, b) && !g.inTrough(st, b) && g.altitude(st, b) == Altitude.HIGH && g.lane(st, b) == lane && g.field(st, b) == field;
    }

    /** Whether a balloon at high altitude stands on a field. */
    private boolean anyAt(BalmyGame g, GameState st, int lane, int field) {
        for (int b = 0; b < g.rules.balloons; b++) if (at(g, st, b, lane, field)) return true;
        return false;
    }

    public boolean anyCaught(BalmyGame g, GameState st) {
        return anyAt(g, st, lane(st), field(st));
    }

    /** M17.5: every balloon at high altitude on the storm's field suffers bad weather, a quadrant card drawn for each. */
    public void strike(BalmyGame g, GameContext ctx) {
        for (int b = 0; b < g.rules.balloons; b++) {
            if (!caught(g, ctx.state(), b)) continue;
            if (ctx.eventsWanted()) ctx.emit(GameEvent.of("balmy-storm:hit", g.owner(b), "balloon", b, "lane", lane(ctx.state()), "field", field(ctx.state())));
            g.badWeather(ctx, b);
        }
    }

    /** M17.2–M17.3: the storm moves {@code lanes} lanes north (negative) or south, keeping its place in the sector; it never leaves the map. */
    public void moveLanes(BalmyGame g, GameContext ctx, int lanes) {
        GameState st = ctx.state();
        int lane = lane(st), field = field(st);
        int to = Math.max(1, Math.min(g.map.lanes(), lane + lanes));
        if (to == lane) return;
        place(ctx, to, g.map.keepOffset(lane, field, to), "card");
        if (anyCaught(g, ctx.state())) strike(g, ctx);
    }

    /** M17.4: at a round's end the storm flies the fields the current card of its quadrant gives for its lane at high altitude; it stops at balloons at high altitude (M17.5). */
    public void fly(BalmyGame g, GameContext ctx) {
        GameState st = ctx.state();
        int lane = lane(st), card = g.quadrantCard(st, g.map.quadrant(lane, field(st)));
        if (card < 0) return;
        int fields = g.decks.flight(card, lane, Altitude.HIGH), length = g.map.length(lane), step = fields > 0 ? 1 : -1;
        int f = field(st);
        for (int i = 0; i < Math.abs(fields); i++) {
            f = Math.floorMod(f + step, length);
            if (anyAt(g, st, lane, f)) break;
        }
        place(ctx, lane, f, "flight");
        if (anyCaught(g, ctx.state())) strike(g, ctx);
    }

    private void place(GameContext ctx, int lane, int field, String how) {
        GameState st = ctx.state();
        int fromLane = lane(st), fromField = field(st);
        ctx.set(s.lane, lane);
        ctx.set(s.field, field);
        if (ctx.eventsWanted())
            ctx.emit(GameEvent.of("balmy-storm:moved", -1, "fromLane", fromLane, "fromField", fromField, "lane", lane, "field", field, "how", how));
    }
}
