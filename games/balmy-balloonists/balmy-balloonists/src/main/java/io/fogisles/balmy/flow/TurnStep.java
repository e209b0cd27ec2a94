package io.fogisles.balmy.flow;

import io.fogisles.balmy.Altitude;
import io.fogisles.balmy.BalmyAction;
import io.fogisles.balmy.BalmyCodes;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.BalmyState;
import io.fogisles.balmy.CardTarget;
import io.fogisles.balmy.Decks;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import java.util.List;

/**
 * A balloon's turn (M2.3): sitting out (M2.4), starting again after a landing (M9.3), the card (M3–M4), the
 * exchange of an advantage card (M6.4), favourable winds (M6.1), the altitude (M7), the flight (M8–M10), fuel
 * (M11) and the draw (M12). Its first scratch value is the balloon, its second the stage; a stage that pushed an
 * interrupt (a repair to answer, a choice below low) is left, and the step runs on when the answers are in.
 */
final class TurnStep implements Step {
    static final int START = 0, RESTART = 1, CARD = 2, EXCHANGE = 3, WINDS = 4, ALTITUDE = 5, FLIGHT = 6, FUEL = 7, DRAW = 8, DONE = 9;

    private final BalmyGame g;
    private final BalmyState s;
    private final Decision restart, card, exchange, winds, altitude;

    TurnStep(BalmyGame g) {
        this.g = g;
        this.s = g.state;
        this.restart = new RestartDecision();
        this.card = new CardDecision();
        this.exchange = new ExchangeDecision();
        this.winds = new WindsDecision();
        this.altitude = new AltitudeDecision();
    }

    @Override
    public List<Decision> decisions() {
        return List.of(restart, card, exchange, winds, altitude);
    }

    @Override
    public Decision advance(GameContext ctx) {
        int b = ctx.scratch(0);
        while (!ctx.over()) {
            GameState st = ctx.state();
            int stage = ctx.scratch(1);
            boolean racing = g.racing(st, b);
            boolean moving = racing && st.get(s.landedIn, 0, b) != g.turn(st, b);
            switch (stage) {
                case START -> {
                    int turn = g.turn(st, b) + 1;
                    ctx.set(s.turns, 0, b, turn);
                    ctx.set(s.cardPlayed, 0);
                    if (ctx.eventsWanted()) ctx.emit("balmy-balloonists:turn-started", g.owner(b), "balloon", b, "turn", turn);
                    if (g.marked(st, s.sitOut, b)) { // M2.4: sits out, restocks (M7.5)
                        g.restock(ctx, b);
                        if (ctx.eventsWanted()) ctx.emit("balmy-balloonists:sat-out", g.owner(b), "balloon", b);
                        ctx.setScratch(1, DONE);
                    } else {
                        ctx.setScratch(1, st.get(s.restart, 0, b) != 0 ? RESTART : CARD);
                    }
                }
                case RESTART -> {
                    if (racing && st.get(s.restart, 0, b) != 0) return restart;
                    ctx.setScratch(1, CARD);
                }
                case CARD -> {
                    if (racing && anyPlay(st, b)) return card;
                    if (racing && ctx.eventsWanted()) ctx.emit("balmy-balloonists:no-card", g.owner(b), "balloon", b);
                    ctx.setScratch(1, EXCHANGE);
                }
                case EXCHANGE -> {
                    if (racing && st.get(s.cardPlayed) != 0 && anyExchange(st, b)) return exchange;
                    ctx.setScratch(1, WINDS);
                }
                case WINDS -> {
                    if (moving && g.airborne(st, b) && g.advantageOfKind(st, b, Decks.FAVOURABLE_WINDS) >= 0) return winds;
                    ctx.setScratch(1, ALTITUDE);
                }
                case ALTITUDE -> {
                    if (moving && !g.inTrough(st, b)) {
                        int choices = 0, only = -1;
                        for (int a = Altitude.GROUNDED; a <= Altitude.HIGH; a++) {
                            if (g.altitudeCost(st, b, a) >= 0) {
                                choices++;
                                only = a;
                            }
                        }
                        if (choices > 1) return altitude;
                        if (only >= 0) g.setAltitude(ctx, b, only);
                    }
                    ctx.setScratch(1, FLIGHT);
                }
                case FLIGHT -> {
                    ctx.setScratch(1, FUEL);
                    if (moving && g.airborne(st, b)) {
                        int pushes = g.pushes(st);
                        g.flight(ctx, b);
                        if (g.pushes(ctx.state()) != pushes) return null; // an answer is wanted first (below low after the storm)
                    }
                }
                case FUEL -> {
                    ctx.setScratch(1, DRAW);
                    if (racing && g.airborne(st, b)) g.payFuel(ctx, b);
                }
                case DRAW -> {
                    ctx.setScratch(1, DONE);
                    if (racing && st.size(g.hand(b)) < g.rules.hand) g.drawWind(ctx, b);
                }
                default -> {
                    return null;
                }
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ M9.3: starting again

    /** The lanes a landed balloon may start again on: 0 here, 1 the lane north, 2 the lane south (when they exist). */
    private boolean restartAllowed(GameState st, int b, int code) {
        int lane = g.lane(st, b);
        return switch (code) {
            case BalmyCodes.HERE -> true;
            case BalmyCodes.NORTH -> lane > 1;
            case BalmyCodes.SOUTH -> lane < g.map.lanes();
            default -> false;
        };
    }

    private final class RestartDecision extends BalmyDecision {
        RestartDecision() {
            super("balmy-balloonists:restart");
        }

        @Override
        public void options(GameContext ctx, IntList out) {
            int b = ctx.scratch(0);
            for (int c = BalmyCodes.HERE; c <= BalmyCodes.SOUTH; c++) if (restartAllowed(ctx.state(), b, c)) out.add(c);
        }

        @Override
        public Action decode(GameContext ctx, int code) {
            return new BalmyAction.Restart(code == BalmyCodes.HERE ? "here" : BalmyCodes.direction(code));
        }

        @Override
        public int encode(GameContext ctx, Action action) {
            if (!(action instanceof BalmyAction.Restart r)) return NOT_THIS;
            return "none".equals(r.where()) ? -1 : BalmyCodes.direction(r.where());
        }

        @Override
        public Rejection explain(GameContext ctx, Action action) {
            return Rejection.of("balmy-balloonists.restart-where", String.valueOf(((BalmyAction.Restart) action).where()));
        }

        @Override
        public void apply(GameContext ctx, int code) {
            int b = ctx.scratch(0);
            ctx.setScratch(1, CARD);
            GameState st = ctx.state();
            ctx.set(s.restart, 0, b, 0);
            int lane = g.lane(st, b), field = g.field(st, b);
            int to = code == BalmyCodes.NORTH ? lane - 1 : code == BalmyCodes.SOUTH ? lane + 1 : lane;
            int f = to == lane ? field : g.map.forwardNeighbour(lane, field, to);
            ctx.set(s.lane, 0, b, to);
            ctx.set(s.field, 0, b, f);
            if (ctx.eventsWanted()) ctx.emit("balmy-balloonists:restarted", g.owner(b), "balloon", b, "fromLane", lane, "fromField", field, "lane", to, "field", f);
        }
    }

    // ------------------------------------------------------------------ M3–M4: the card

    /** Whether option A is open (M3.1–M3.2). */
    private boolean optionA(GameState st, int b) {
        return st.size(g.played(b)) < g.rules.playedLimit && !g.marked(st, s.noOwnCard, b) && st.size(g.hand(b)) > 0;
    }

    /** Whether balloon {@code t} may be the target of option B by balloon {@code b}'s player (M3.3, M16.2). */
    private boolean targetB(GameState st, int b, int t) {
        return t >= 0 && g.owner(t) != g.owner(b) && g.racing(st, t);
    }

    private boolean anyPlay(GameState st, int b) {
        if (optionA(st, b)) return true;
        if (st.size(g.played(b)) == 0) return false;
        for (int i = 0; i < 2; i++) if (targetB(st, b, st.get(s.rose, 0, i))) return true;
        for (CardTarget t : g.targets()) if (t.open(st)) return true;
        return false;
    }

    private void uses(GameState st, int card, int onto, IntList out) {
        out.add(BalmyCodes.play(card, onto, BalmyGame.USE_MOVE));
        int sym = g.decks.symbol(card);
        if (sym == Decks.BAD_LUCK) out.add(BalmyCodes.play(card, onto, BalmyGame.USE_BAD_LUCK));
        else if (sym == Decks.QUADRANT) out.add(BalmyCodes.play(card, onto, BalmyGame.USE_QUADRANT));
    }

    private final class CardDecision extends BalmyDecision {
        CardDecision() {
            super("balmy-balloonists:card");
        }

        @Override
        public void options(GameContext ctx, IntList out) {
            GameState st = ctx.state();
            int b = ctx.scratch(0);
            if (optionA(st, b)) {
                int z = g.hand(b);
                for (int i = 0, n = st.size(z); i < n; i++) uses(st, st.piece(z, i), b, out);
            }
            int z = g.played(b), n = st.size(z);
            if (n > 0) {
                for (int f = 0; f < 2; f++) {
                    int t = st.get(s.rose, 0, f);
                    if (!targetB(st, b, t)) continue;
                    for (int i = 0; i < n; i++) uses(st, st.piece(z, i), t, out);
                }
                List<CardTarget> extra = g.targets();
                for (int e = 0; e < extra.size(); e++) {
                    if (!extra.get(e).open(st)) continue;
                    for (int i = 0; i < n; i++) out.add(BalmyCodes.play(st.piece(z, i), g.rules.balloons + e, BalmyGame.USE_MOVE));
                }
            }
            if (out.size() == 0) out.add(BalmyCodes.NONE);
        }

        @Override
        public Action decode(GameContext ctx, int code) {
            if (code == BalmyCodes.NONE) return new BalmyAction.NoCard();
            int onto = BalmyCodes.playOnto(code);
            if (onto >= g.rules.balloons) return new BalmyAction.PlayOn(BalmyCodes.playCard(code), g.targets().get(onto - g.rules.balloons).id());
            return new BalmyAction.Play(BalmyCodes.playCard(code), onto, BalmyGame.USES.get(BalmyCodes.playUse(code)));
        }

        @Override
        public int encode(GameContext ctx, Action action) {
            if (action instanceof BalmyAction.NoCard) return BalmyCodes.NONE;
            if (action instanceof BalmyAction.Play p) {
                int use = p.use() == null ? -1 : BalmyGame.USES.indexOf(p.use());
                if (use < 0 || p.card() < 0 || p.card() >= g.decks.size || p.onto() < 0 || p.onto() >= g.rules.balloons) return -1;
                return BalmyCodes.play(p.card(), p.onto(), use);
            }
            if (action instanceof BalmyAction.PlayOn p) {
                List<CardTarget> extra = g.targets();
                for (int e = 0; e < extra.size(); e++)
                    if (extra.get(e).id().equals(p.target()) && p.card() >= 0 && p.card() < g.decks.size) return BalmyCodes.play(p.card(), g.rules.balloons + e, BalmyGame.USE_MOVE);
                return -1;
            }
            return NOT_THIS;
        }

        @Override
        public Rejection explain(GameContext ctx, Action action) {
            GameState st = ctx.state();
            int b = ctx.scratch(0);
            if (action instanceof BalmyAction.NoCard) return Rejection.of("balmy-balloonists.must-play");
            int cardId = action instanceof BalmyAction.Play p ? p.card() : action instanceof BalmyAction.PlayOn p ? p.card() : -1;
            if (cardId < 0 || cardId >= g.decks.size || !g.decks.isWind(cardId)) return Rejection.of("balmy-balloonists.not-a-wind-card", cardId);
            int zone = st.zoneOf(cardId);
            if (action instanceof BalmyAction.PlayOn p) {
                if (zone != g.played(b)) return Rejection.of("balmy-balloonists.not-in-front", cardId);
                return Rejection.of("balmy-balloonists.no-such-target", String.valueOf(p.target()));
            }
            BalmyAction.Play p = (BalmyAction.Play) action;
            if (p.use() == null || !BalmyGame.USES.contains(p.use())) return Rejection.of("balmy-balloonists.no-such-use", String.valueOf(p.use()));
            if (p.onto() == b) {
                if (zone != g.hand(b)) return Rejection.of("balmy-balloonists.not-in-hand", cardId);
                if (st.size(g.played(b)) >= g.rules.playedLimit) return Rejection.of("balmy-balloonists.three-in-front", g.rules.playedLimit);
                if (g.marked(st, s.noOwnCard, b)) return Rejection.of("balmy-balloonists.no-own-card");
            } else {
                if (zone != g.played(b)) return Rejection.of("balmy-balloonists.not-in-front", cardId);
                if (p.onto() >= 0 && p.onto() < g.rules.balloons && g.owner(p.onto()) == g.owner(b)) return Rejection.of("balmy-balloonists.own-balloon-b");
                if (!g.marked(st, p.onto())) return Rejection.of("balmy-balloonists.not-marked", p.onto());
                if (p.onto() < 0 || p.onto() >= g.rules.balloons || !g.racing(st, p.onto())) return Rejection.of("balmy-balloonists.not-racing", p.onto());
            }
            int use = BalmyGame.USES.indexOf(p.use());
            if (use != BalmyGame.USE_MOVE) return Rejection.of("balmy-balloonists.no-symbol", p.use());
            return super.explain(ctx, action);
        }

        @Override
        public void apply(GameContext ctx, int code) {
            int b = ctx.scratch(0), seat = ctx.seat();
            ctx.setScratch(1, EXCHANGE);
            if (code == BalmyCodes.NONE) {
                if (ctx.eventsWanted()) ctx.emit("balmy-balloonists:no-card", seat, "balloon", b);
                return;
            }
            ctx.set(s.cardPlayed, 1);
            int c = BalmyCodes.playCard(code), onto = BalmyCodes.playOnto(code), use = BalmyCodes.playUse(code);
            boolean fromHand = ctx.state().zoneOf(c) == g.hand(b);
            if (onto >= g.rules.balloons) { // option C (M17.2)
                CardTarget t = g.targets().get(onto - g.rules.balloons);
                ctx.move(c, s.windDiscard.global());
                if (ctx.eventsWanted()) ctx.emit("balmy-balloonists:card-played", seat, "balloon", b, "card", c, "onto", -1, "target", t.id(), "use", "move", "option", "C");
                t.play(g, ctx, b, c);
                return;
            }
            if (fromHand) ctx.move(c, g.played(b)); // option A: it stays in front of the balloon (M3.1)
            if (ctx.eventsWanted())
                ctx.emit("balmy-balloonists:card-played", seat, "balloon", b, "card", c, "onto", onto, "target", "balloon", "use", BalmyGame.USES.get(use), "option", fromHand ? "A" : "B");
            g.cardEffect(ctx, seat, c, onto, use);
            if (!fromHand) { // option B: the figure moves on, then the card is discarded (M3.4)
                g.moveFigureFrom(ctx, onto);
                if (ctx.state().zoneOf(c) == g.played(b)) ctx.move(c, s.windDiscard.global());
            }
        }
    }

    // ------------------------------------------------------------------ M6.4: the exchange

    private boolean anyExchange(GameState st, int b) {
        if (st.size(g.advantages(b)) + st.size(g.permits(b)) == 0) return false;
        for (int o = 0; o < g.rules.balloons; o++) if (st.size(g.played(o)) > 0) return true;
        return false;
    }

    private final class ExchangeDecision extends BalmyDecision {
        ExchangeDecision() {
            super("balmy-balloonists:exchange");
        }

        @Override
        public void options(GameContext ctx, IntList out) {
            GameState st = ctx.state();
            int b = ctx.scratch(0);
            out.add(BalmyCodes.NONE);
            for (int zi = 0; zi < 2; zi++) {
                int az = zi == 0 ? g.advantages(b) : g.permits(b);
                for (int i = 0, n = st.size(az); i < n; i++) {
                    int adv = st.piece(az, i);
                    for (int o = 0; o < g.rules.balloons; o++) {
                        int pz = g.played(o);
                        for (int k = 0, m = st.size(pz); k < m; k++) out.add(BalmyCodes.exchange(adv, st.piece(pz, k)));
                    }
                }
            }
        }

        @Override
        public Action decode(GameContext ctx, int code) {
            if (code == BalmyCodes.NONE) return new BalmyAction.Exchange(-1, -1);
            return new BalmyAction.Exchange(BalmyCodes.exchangeAdvantage(code), BalmyCodes.exchangeCard(code));
        }

        @Override
        public int encode(GameContext ctx, Action action) {
            if (!(action instanceof BalmyAction.Exchange e)) return NOT_THIS;
            if (e.advantage() < 0 && e.card() < 0) return BalmyCodes.NONE;
            if (e.advantage() < 0 || e.advantage() >= g.decks.size || e.card() < 0 || e.card() >= g.decks.size) return -1;
            return BalmyCodes.exchange(e.advantage(), e.card());
        }

        @Override
        public Rejection explain(GameContext ctx, Action action) {
            BalmyAction.Exchange e = (BalmyAction.Exchange) action;
            int b = ctx.scratch(0);
            GameState st = ctx.state();
            if (e.advantage() < 0 || e.advantage() >= g.decks.size || (st.zoneOf(e.advantage()) != g.advantages(b) && st.zoneOf(e.advantage()) != g.permits(b)))
                return Rejection.of("balmy-balloonists.not-your-advantage", e.advantage());
            return Rejection.of("balmy-balloonists.exchange-from-front", e.card());
        }

        @Override
        public void apply(GameContext ctx, int code) {
            int b = ctx.scratch(0);
            ctx.setScratch(1, WINDS);
            if (code == BalmyCodes.NONE) return;
            int adv = BalmyCodes.exchangeAdvantage(code), c = BalmyCodes.exchangeCard(code);
            int from = -1;
            for (int o = 0; o < g.rules.balloons; o++) if (ctx.state().zoneOf(c) == g.played(o)) from = o;
            g.discardAdvantage(ctx, adv);
            ctx.move(c, g.hand(b));
            if (ctx.eventsWanted()) ctx.emit("balmy-balloonists:exchanged", ctx.seat(), "balloon", b, "advantage", adv, "card", c, "from", from);
        }
    }

    // ------------------------------------------------------------------ M6.1: favourable winds

    private final class WindsDecision extends BalmyDecision {
        WindsDecision() {
            super("balmy-balloonists:favourable-winds");
        }

        @Override
        public void options(GameContext ctx, IntList out) {
            out.add(BalmyCodes.HERE);
            // the balloon holds the card whenever the real game asks; in a game made up from another seat's view (a
            // bot's search, an online client) its hand is dealt anew and may hold none: then only "stay" is left
            if (g.advantageOfKind(ctx.state(), ctx.scratch(0), Decks.FAVOURABLE_WINDS) < 0) return;
            out.add(BalmyCodes.NORTH);
            out.add(BalmyCodes.SOUTH);
        }

        @Override
        public Action decode(GameContext ctx, int code) {
            return new BalmyAction.FavourableWinds(BalmyCodes.direction(code));
        }

        @Override
        public int encode(GameContext ctx, Action action) {
            if (!(action instanceof BalmyAction.FavourableWinds w)) return NOT_THIS;
            return "here".equals(w.direction()) ? -1 : BalmyCodes.direction(w.direction());
        }

        @Override
        public Rejection explain(GameContext ctx, Action action) {
            return Rejection.of("balmy-balloonists.direction", String.valueOf(((BalmyAction.FavourableWinds) action).direction()));
        }

        @Override
        public void apply(GameContext ctx, int code) {
            int b = ctx.scratch(0);
            ctx.setScratch(1, ALTITUDE);
            if (code == BalmyCodes.HERE) return;
            int card = g.advantageOfKind(ctx.state(), b, Decks.FAVOURABLE_WINDS);
            g.discardAdvantage(ctx, card);
            if (ctx.eventsWanted()) ctx.emit("balmy-balloonists:favourable-winds", ctx.seat(), "balloon", b, "card", card, "direction", BalmyCodes.direction(code));
            g.moveLanes(ctx, b, code == BalmyCodes.NORTH ? -1 : 1, "favourable-winds");
        }
    }

    // ------------------------------------------------------------------ M7: the altitude

    private final class AltitudeDecision extends BalmyDecision {
        AltitudeDecision() {
            super("balmy-balloonists:altitude");
        }

        @Override
        public void options(GameContext ctx, IntList out) {
            int b = ctx.scratch(0);
            for (int a = Altitude.GROUNDED; a <= Altitude.HIGH; a++) if (g.altitudeCost(ctx.state(), b, a) >= 0) out.add(a);
        }

        @Override
        public Action decode(GameContext ctx, int code) {
            return new BalmyAction.SetAltitude(Altitude.id(code));
        }

        @Override
        public int encode(GameContext ctx, Action action) {
            if (!(action instanceof BalmyAction.SetAltitude a)) return NOT_THIS;
            return a.altitude() == null ? -1 : Altitude.of(a.altitude());
        }

        @Override
        public Rejection explain(GameContext ctx, Action action) {
            String id = ((BalmyAction.SetAltitude) action).altitude();
            int a = id == null ? -1 : Altitude.of(id);
            int b = ctx.scratch(0);
            GameState st = ctx.state();
            if (a < 0) return Rejection.of("balmy-balloonists.no-such-altitude", String.valueOf(id));
            if (a == Altitude.GROUNDED) return Rejection.of("balmy-balloonists.no-grounding");
            if (a > g.altitude(st, b) && g.marked(st, s.noRise, b)) return Rejection.of("balmy-balloonists.no-rise");
            return Rejection.of(a > g.altitude(st, b) ? "balmy-balloonists.ballast-short" : "balmy-balloonists.gas-short", Math.abs(a - g.altitude(st, b)));
        }

        @Override
        public void apply(GameContext ctx, int code) {
            ctx.setScratch(1, FLIGHT);
            g.setAltitude(ctx, ctx.scratch(0), code);
        }
    }
}
