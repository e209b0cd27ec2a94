package io.fogisles.balmy;

import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import java.util.List;

/**
 * Balmy Balloonists' rules as operations on a game through its {@link GameContext}: cards, the wind rose,
 * moves north and south, flights and what they meet, landings, bad luck, the race's end. The steps decide when;
 * this class says what happens. It keeps nothing between calls: all it knows of a game is in the state.
 */
public final class BalmyGame {
    /** The interrupts this module pushes (their steps are in {@code flow}). */
    public static final String TURN = "balmy-balloonists:turn", REPAIR = "balmy-balloonists:repair", PERMIT = "balmy-balloonists:permit-lost",
            BELOW_LOW = "balmy-balloonists:below-low";
    /** End reasons (M15.2, M15.3). */
    public static final String END_HOME = "balmy-balloonists:home", END_LAST = "balmy-balloonists:last-in-race";
    /** How a card is used (M4.1, M4.3). */
    public static final int USE_MOVE = 0, USE_BAD_LUCK = 1, USE_QUADRANT = 2;
    public static final List<String> USES = List.of("move", "bad-luck", "quadrant");

    public final BalmyRules rules;
    public final BalmyState state;
    public final WorldMap map;
    public final Decks decks;
    private final List<Hazard> hazards;
    private final List<CardTarget> targets;

    public BalmyGame(BalmyRules rules, BalmyState state, List<Hazard> hazards, List<CardTarget> targets) {
        this.rules = rules;
        this.state = state;
        this.map = rules.map;
        this.decks = rules.decks;
        this.hazards = List.copyOf(hazards);
        this.targets = List.copyOf(targets);
    }

    /** The extra card targets of the loaded modules (the storm), in a fixed order: target {@code balloons + i}. */
    public List<CardTarget> targets() {
        return targets;
    }

    // ================================================================== reading

    public int owner(int balloon) {
        return rules.owner(balloon);
    }

    public int hand(int balloon) {
        return state.hand.of(rules.owner(balloon), rules.slot(balloon));
    }

    public int played(int balloon) {
        return state.played.of(rules.owner(balloon), rules.slot(balloon));
    }

    public int advantages(int balloon) {
        return state.advantages.of(rules.owner(balloon), rules.slot(balloon));
    }

    public int permits(int balloon) {
        return state.permits.of(rules.owner(balloon), rules.slot(balloon));
    }

    public int quadrantZone(int quadrant) {
        return state.quadrants.of(0, quadrant);
    }

    public boolean racing(GameState s, int b) {
        return s.get(state.status, 0, b) == BalmyState.RACING;
    }

    public boolean inTrough(GameState s, int b) {
        return s.get(state.trough, 0, b) != 0;
    }

    public int altitude(GameState s, int b) {
        return s.get(state.altitude, 0, b);
    }

    /** In the air over the map: not grounded, not in the trough. */
    public boolean airborne(GameState s, int b) {
        return altitude(s, b) > Altitude.GROUNDED && !inTrough(s, b);
    }

    public int lane(GameState s, int b) {
        return s.get(state.lane, 0, b);
    }

    public int field(GameState s, int b) {
        return s.get(state.field, 0, b);
    }

    /** The quadrant a balloon is in (one in the trough: of the field it left). */
    public int quadrantOf(GameState s, int b) {
        return map.quadrant(lane(s, b), field(s, b));
    }

    /** The current quadrant card of a quadrant (the top of its pile). */
    public int quadrantCard(GameState s, int quadrant) {
        int z = quadrantZone(quadrant), n = s.size(z);
        return n == 0 ? -1 : s.piece(z, n - 1);
    }

    /** M8.1: the fields a balloon would fly now (0 when grounded). */
    public int flightDistance(GameState s, int b) {
        int alt = altitude(s, b);
        if (alt == Altitude.GROUNDED) return 0;
        int card = quadrantCard(s, quadrantOf(s, b));
        return card < 0 ? 0 : decks.flight(card, lane(s, b), alt);
    }

    /** Fields flown along its lane since the start (negative behind the start line). */
    public int flown(GameState s, int b) {
        int lane = lane(s, b);
        return s.get(state.lap, 0, b) * map.length(lane) + field(s, b);
    }

    /** M14.1: fields to go to the finish along its own lane. */
    public int fieldsToGo(GameState s, int b) {
        return map.length(lane(s, b)) - flown(s, b);
    }

    /** The share of the course flown, 0…1 (home: 1; out: 0). */
    public double course(GameState s, int b) {
        int st = s.get(state.status, 0, b);
        if (st == BalmyState.HOME) return 1;
        if (st == BalmyState.OUT) return 0;
        double c = flown(s, b) / (double) map.length(lane(s, b));
        return Math.max(0, Math.min(0.99, c));
    }

    /** The number of the balloon's turn now being played or last played (M2.4 and the marks). */
    public int turn(GameState s, int b) {
        return s.get(state.turns, 0, b);
    }

    /** Whether a "next turn" mark forbids something in the balloon's running turn. */
    public boolean marked(GameState s, IntVar mark, int b) {
        return s.get(mark, 0, b) == turn(s, b) && turn(s, b) > 0;
    }

    /** Sets a "next turn" mark: it applies to the balloon's next turn (M7.4, M3.2, M8.4, M2.4). */
    public void markNextTurn(GameContext ctx, IntVar mark, int b) {
        ctx.set(mark, 0, b, turn(ctx.state(), b) + 1);
    }

    public boolean overMountain(GameState s, int b) {
        return airborne(s, b) && map.mountain(lane(s, b), field(s, b)) >= 0;
    }

    /** Whether a permit for the zone lies in front of the balloon (M6.2). */
    public boolean hasPermit(GameState s, int b, int zone) {
        int z = permits(b);
        for (int i = 0, n = s.size(z); i < n; i++) if (decks.permitZone(s.piece(z, i)) == zone) return true;
        return false;
    }

    public int chips(GameState s, IntVar chip, int b) {
        return s.get(chip, 0, b);
    }

    /** Whether a seat can still win: none of its balloons out of the race (M15.3). */
    public boolean canWin(GameState s, int seat) {
        for (int k = 0; k < rules.perSeat; k++) if (s.get(state.status, 0, rules.balloon(seat, k)) == BalmyState.OUT) return false;
        return true;
    }

    /** The balloon whose turn is at place {@code p} of the round (M2.1, MD11). */
    public int balloonAt(GameState s, int p) {
        int seats = rules.seats, first = s.get(state.firstPlayer);
        return (p / seats) * seats + (first + p % seats) % seats;
    }

    /** The place of a balloon in the round's order. */
    public int placeOf(GameState s, int b) {
        int seats = rules.seats, first = s.get(state.firstPlayer);
        return (b / seats) * seats + (b % seats - first + seats) % seats;
    }

    public boolean marked(GameState s, int b) {
        return s.get(state.rose, 0, 0) == b || s.get(state.rose, 0, 1) == b;
    }

    // ================================================================== flow helpers

    /** Pushes an interrupt and counts it, so that a step running several parts in one call knows to stop. */
    public void push(GameContext ctx, String id, int seat, int arg) {
        ctx.set(state.pushes, ctx.get(state.pushes) + 1);
        ctx.push(id, seat, arg);
    }

    public int pushes(GameState s) {
        return s.get(state.pushes);
    }

    private void emit(GameContext ctx, String type, int seat, Object... kv) {
        if (ctx.eventsWanted()) ctx.emit(GameEvent.of(type, seat, kv));
    }

    // ================================================================== cards

    /** Draws the top card of a pile into a zone; an empty pile is first refilled from {@code refill} (M4.4, M12.2). Returns it, or −1. */
    private int draw(GameContext ctx, int deck, int discard, int to) {
        GameState s = ctx.state();
        if (s.size(deck) == 0) {
            if (s.size(discard) == 0) return -1;
            ctx.moveAll(s.pieces(discard), deck);
        }
        return ctx.draw(deck, to);
    }

    /** M12: a local wind card into the balloon's hand. */
    public int drawWind(GameContext ctx, int b) {
        int card = draw(ctx, state.windDeck.global(), state.windDiscard.global(), hand(b));
        if (card >= 0 && ctx.eventsWanted()) {
            ctx.emit(GameEvent.of("balmy-balloonists:card-drawn", owner(b), "balloon", b, "card", card).onlyFor(owner(b)));
            emit(ctx, "balmy-balloonists:drew", owner(b), "balloon", b);
        }
        return card;
    }

    /** M1.5, M14.3: an advantage card for the balloon: a permit face up in front of it, any other into its hand. */
    public int drawAdvantage(GameContext ctx, int b) {
        GameState s = ctx.state();
        int deck = state.advantageDeck.global();
        if (s.size(deck) == 0) {
            int discard = state.advantageDiscard.global();
            if (s.size(discard) == 0) return -1;
            ctx.moveAll(s.pieces(discard), deck);
        }
        int card = ctx.pickRandom(deck);
        boolean permit = decks.advantageKind(card) == Decks.PERMIT;
        ctx.move(card, permit ? permits(b) : advantages(b));
        if (ctx.eventsWanted()) {
            ctx.emit(GameEvent.of("balmy-balloonists:advantage-drawn", owner(b), "balloon", b, "card", card).onlyFor(owner(b)));
            int[] others = othersThan(owner(b));
            if (others.length > 0) ctx.emit(GameEvent.of("balmy-balloonists:advantage-drawn", owner(b), "balloon", b, "card", permit ? card : -1).onlyFor(others));
        }
        return card;
    }

    private int[] othersThan(int seat) {
        int[] out = new int[rules.seats - 1];
        for (int s = 0, k = 0; s < rules.seats; s++) if (s != seat) out[k++] = s;
        return out;
    }

    /** A quadrant card from the pile; an empty pile is refilled with the discard pile and the cards under the current ones (M4.4). */
    public int drawQuadrant(GameContext ctx, int to) {
        GameState s = ctx.state();
        int deck = state.quadrantDeck.global();
        if (s.size(deck) == 0) {
            ctx.moveAll(s.pieces(state.quadrantDiscard.global()), deck);
            for (int q = 0; q < map.quadrants(); q++) {
                int z = quadrantZone(q), n = s.size(z);
                for (int i = n - 2; i >= 0; i--) ctx.move(s.piece(z, i), deck);
            }
            if (s.size(deck) == 0) return -1;
        }
        return ctx.draw(deck, to);
    }

    /** M4.3: a new card laid on the current one of a quadrant. */
    public void changeQuadrant(GameContext ctx, int quadrant) {
        int card = drawQuadrant(ctx, quadrantZone(quadrant));
        if (card >= 0) emit(ctx, "balmy-balloonists:quadrant-card", -1, "quadrant", quadrant, "card", card);
    }

    /** Discards every card of a balloon (M15.1): hand, played cards, advantage cards, permits. */
    private void discardAll(GameContext ctx, int b) {
        GameState s = ctx.state();
        ctx.moveAll(s.pieces(hand(b)), state.windDiscard.global());
        ctx.moveAll(s.pieces(played(b)), state.windDiscard.global());
        ctx.moveAll(s.pieces(advantages(b)), state.advantageDiscard.global());
        ctx.moveAll(s.pieces(permits(b)), state.advantageDiscard.global());
    }

    /** Discards an advantage card of a balloon (used, exchanged or lost). */
    public void discardAdvantage(GameContext ctx, int card) {
        ctx.move(card, state.advantageDiscard.global());
    }

    /** The first advantage card of a kind in the balloon's hand, or −1. */
    public int advantageOfKind(GameState s, int b, int kind) {
        int z = advantages(b);
        for (int i = 0, n = s.size(z); i < n; i++) if (decks.advantageKind(s.piece(z, i)) == kind) return s.piece(z, i);
        return -1;
    }

    // ================================================================== the wind rose

    /** M3.4: the figure on balloon {@code b}'s field moves counter-clockwise to the next free field of a balloon in the race. */
    public void moveFigureFrom(GameContext ctx, int b) {
        GameState s = ctx.state();
        for (int i = 0; i < 2; i++) {
            if (s.get(state.rose, 0, i) != b) continue;
            int other = s.get(state.rose, 0, 1 - i), to = b;
            for (int k = 1; k < BalmyRules.COLOURS; k++) {
                int c = (b + k) % BalmyRules.COLOURS;
                if (c >= rules.balloons || c == other || !racing(s, c)) continue;
                to = c;
                break;
            }
            if (to != b) {
                ctx.set(state.rose, 0, i, to);
                emit(ctx, "balmy-balloonists:figure-moved", -1, "figure", i, "from", b, "to", to);
            }
        }
    }

    // ================================================================== moves

    /** Puts a balloon on a field (no checks) and tells the listeners how it got there. */
    private void place(GameContext ctx, int b, int lane, int field, String how) {
        GameState s = ctx.state();
        int fromLane = lane(s, b), fromField = field(s, b);
        ctx.set(state.lane, 0, b, lane);
        ctx.set(state.field, 0, b, field);
        if (ctx.eventsWanted())
            emit(ctx, "balmy-balloonists:moved", owner(b), "balloon", b, "fromLane", fromLane, "fromField", fromField, "lane", lane, "field", field, "how", how);
    }

    /**
     * M4.1–M4.2, M5: moves an airborne balloon {@code lanes} lanes north (negative) or south (positive), keeping
     * its offset in the sector; north of lane 1 it is put back in lane 1 at the sector's first field, south of the
     * last lane it goes into the trough. Then the field it ends on is entered (M4.5).
     */
    public void moveLanes(GameContext ctx, int b, int lanes, String how) {
        GameState s = ctx.state();
        if (lanes == 0 || !airborne(s, b) || !racing(s, b)) return;
        int lane = lane(s, b), field = field(s, b), to = lane + lanes;
        if (to < 1) {
            place(ctx, b, 1, map.sectorStart(lane, field, 1), "polar-high");
        } else if (to > map.lanes()) {
            int last = map.lanes();
            place(ctx, b, last, lane == last ? field : map.keepOffset(lane, field, last), "trough");
            ctx.set(state.trough, 0, b, 1);
            return;
        } else {
            place(ctx, b, to, map.keepOffset(lane, field, to), how);
        }
        enter(ctx, b, -1);
    }

    /** M5.3: a balloon in the trough comes back onto the last lane, at the field it left, and enters it. */
    public void backFromTrough(GameContext ctx, int b) {
        GameState s = ctx.state();
        ctx.set(state.trough, 0, b, 0);
        place(ctx, b, lane(s, b), field(s, b), "back-from-trough");
        if (airborne(s, b)) enter(ctx, b, -1);
    }

    /**
     * M8.3, M9, M10, MD15: an airborne balloon has entered its field (from a field of zone {@code fromZone}, −1 for
     * none): the storm and other hazards, then a mountain too high, then a restricted zone without a permit.
     * Returns true when its movement ends here.
     */
    public boolean enter(GameContext ctx, int b, int fromZone) {
        GameState s = ctx.state();
        for (int i = 0; i < hazards.size(); i++) {
            if (hazards.get(i).meets(this, s, b)) {
                hazards.get(i).hit(this, ctx, b);
                return true;
            }
        }
        int lane = lane(s, b), field = field(s, b);
        if (altitude(s, b) < map.lowestAltitude(lane, field)) {
            land(ctx, b, map.mountainId(map.mountain(lane, field)), false, true);
            return true;
        }
        int zone = map.zone(lane, field);
        if (zone >= 0 && zone != fromZone && !hasPermit(s, b, zone)) {
            land(ctx, b, map.zoneId(zone), true, true);
            return true;
        }
        return false;
    }

    /** Whether {@link #enter} would end the balloon's movement on its field (it changes nothing). */
    public boolean stops(GameState s, int b, int fromZone) {
        for (int i = 0; i < hazards.size(); i++) if (hazards.get(i).meets(this, s, b)) return true;
        int lane = lane(s, b), field = field(s, b);
        if (altitude(s, b) < map.lowestAltitude(lane, field)) return true;
        int zone = map.zone(lane, field);
        return zone >= 0 && zone != fromZone && !hasPermit(s, b, zone);
    }

    /**
     * M8: the balloon flies {@code fields} fields (backward when negative) along its lane, entering each; crossing
     * the start line forward after a lap brings it home (M8.5). {@code how} names the move for the listeners.
     */
    public void fly(GameContext ctx, int b, int fields, String how) {
        GameState s = ctx.state();
        if (fields == 0) return;
        int lane = lane(s, b), length = map.length(lane), step = fields > 0 ? 1 : -1;
        int startField = field(s, b);
        int f = startField, lap = s.get(state.lap, 0, b);
        for (int i = 0; i < Math.abs(fields); i++) {
            int fromZone = map.zone(lane, f);
            f += step;
            if (f == length) {
                f = 0;
                lap++;
            } else if (f < 0) {
                f = length - 1;
                lap--;
            }
            ctx.set(state.field, 0, b, f);
            ctx.set(state.lap, 0, b, lap);
            if (lap >= 1) {
                flew(ctx, b, lane, startField, f, how);
                home(ctx, b);
                return;
            }
            if (stops(s, b, fromZone)) {
                flew(ctx, b, lane, startField, f, how);
                enter(ctx, b, fromZone);
                return;
            }
        }
        flew(ctx, b, lane, startField, f, how);
    }

    private void flew(GameContext ctx, int b, int lane, int from, int to, String how) {
        if (ctx.eventsWanted()) emit(ctx, "balmy-balloonists:moved", owner(b), "balloon", b, "fromLane", lane, "fromField", from, "lane", lane, "field", to, "how", how);
    }

    /** M8: the balloon's flight in its turn, by the current card of its quadrant; no forward flight after being blown back (M8.4). */
    public void flight(GameContext ctx, int b) {
        GameState s = ctx.state();
        int card = quadrantCard(s, quadrantOf(s, b));
        int fields = flightDistance(s, b);
        if (fields > 0 && marked(s, state.noForward, b)) {
            emit(ctx, "balmy-balloonists:held", owner(b), "balloon", b, "fields", fields);
            return;
        }
        emit(ctx, "balmy-balloonists:flight", owner(b), "balloon", b, "fields", fields, "card", card);
        fly(ctx, b, fields, "flight");
    }

    // ================================================================== altitude and chips

    /** M7.2: what setting an altitude costs (ballast up, gas down), or −1 when the balloon cannot pay or may not rise. */
    public int altitudeCost(GameState s, int b, int to) {
        int from = altitude(s, b);
        if (to == from) return 0;
        if (to > from) {
            if (marked(s, state.noRise, b)) return -1;
            return chips(s, state.ballast, b) >= to - from ? to - from : -1;
        }
        if (to == Altitude.GROUNDED) return -1; // M7.3: only the game grounds a balloon
        return chips(s, state.gas, b) >= from - to ? from - to : -1;
    }

    /** M7: sets the altitude and pays for it. */
    public void setAltitude(GameContext ctx, int b, int to) {
        GameState s = ctx.state();
        int from = altitude(s, b);
        if (to == from) return;
        IntVar chip = to > from ? state.ballast : state.gas;
        int cost = Math.abs(to - from);
        ctx.set(chip, 0, b, chips(s, chip, b) - cost);
        ctx.set(state.altitude, 0, b, to);
        emit(ctx, "balmy-balloonists:altitude", owner(b), "balloon", b, "from", from, "to", to, "chip", to > from ? "ballast" : "gas", "paid", cost);
    }

    /** Changes the altitude without paying (bad weather's arrows, a level lost for want of fuel). */
    public void shiftAltitude(GameContext ctx, int b, int to, String why) {
        int from = altitude(ctx.state(), b);
        if (from == to) return;
        ctx.set(state.altitude, 0, b, to);
        emit(ctx, "balmy-balloonists:altitude", owner(b), "balloon", b, "from", from, "to", to, "chip", why, "paid", 0);
    }

    /** Sinks levels paying one gas chip per level while it has gas (M13.2, M13.5); never below low. */
    public void descend(GameContext ctx, int b, int levels) {
        GameState s = ctx.state();
        int from = altitude(s, b), to = Math.max(Altitude.LOW, from - levels);
        if (to >= from) return;
        int paid = Math.min(chips(s, state.gas, b), from - to);
        ctx.set(state.gas, 0, b, chips(s, state.gas, b) - paid);
        ctx.set(state.altitude, 0, b, to);
        emit(ctx, "balmy-balloonists:altitude", owner(b), "balloon", b, "from", from, "to", to, "chip", "gas", "paid", paid);
    }

    /** Loses chips (M13.3, M13.8): as many as it has, up to {@code count}. */
    public void loseChips(GameContext ctx, int b, IntVar chip, String id, int count) {
        int have = chips(ctx.state(), chip, b), lost = Math.min(have, count);
        if (lost == 0) return;
        ctx.set(chip, 0, b, have - lost);
        emit(ctx, "balmy-balloonists:chips-lost", owner(b), "balloon", b, "chip", id, "count", lost);
    }

    /** The chip variable of an id: gas, ballast or fuel; null for another id. */
    public IntVar chip(String id) {
        return switch (id) {
            case "gas" -> state.gas;
            case "ballast" -> state.ballast;
            case "fuel" -> state.fuel;
            default -> null;
        };
    }

    /** M11: fuel at high altitude, then fuel for want of gas; without fuel a level is lost, from low a landing (M11.3). */
    public void payFuel(GameContext ctx, int b) {
        GameState s = ctx.state();
        if (altitude(s, b) == Altitude.HIGH) burnOrSink(ctx, b, "high");
        if (airborne(s, b) && racing(s, b) && chips(s, state.gas, b) == 0) burnOrSink(ctx, b, "no-gas");
    }

    private void burnOrSink(GameContext ctx, int b, String why) {
        GameState s = ctx.state();
        int fuel = chips(s, state.fuel, b);
        if (fuel > 0) {
            ctx.set(state.fuel, 0, b, fuel - 1);
            emit(ctx, "balmy-balloonists:fuel", owner(b), "balloon", b, "paid", true, "why", why);
            return;
        }
        emit(ctx, "balmy-balloonists:fuel", owner(b), "balloon", b, "paid", false, "why", why);
        int alt = altitude(s, b);
        if (alt == Altitude.LOW) land(ctx, b, "fuel", false, false);
        else shiftAltitude(ctx, b, alt - 1, "fuel");
    }

    /**
     * A landing (M9.2, M10.2, M11.3, M13.1, M13.5): the balloon is grounded, pays one gas per level when
     * {@code payGas} (as many as it has), sits out its next turn, and when {@code restart} chooses where it starts
     * again (M9.3). Its movement in the running turn is over.
     */
    public void land(GameContext ctx, int b, String why, boolean payGas, boolean restart) {
        GameState s = ctx.state();
        int alt = altitude(s, b);
        int paid = payGas ? Math.min(alt, chips(s, state.gas, b)) : 0;
        if (paid > 0) ctx.set(state.gas, 0, b, chips(s, state.gas, b) - paid);
        ctx.set(state.altitude, 0, b, Altitude.GROUNDED);
        markNextTurn(ctx, state.sitOut, b);
        ctx.set(state.landedIn, 0, b, turn(s, b));
        if (restart) ctx.set(state.restart, 0, b, 1);
        emit(ctx, "balmy-balloonists:landed", owner(b), "balloon", b, "why", why, "gas", paid, "lane", lane(s, b), "field", field(s, b));
    }

    /** M7.5, MD9: the crew restocks in the turn it sits out. */
    public void restock(GameContext ctx, int b) {
        if (!rules.restock) return;
        GameState s = ctx.state();
        ctx.set(state.gas, 0, b, Math.max(chips(s, state.gas, b), rules.gas));
        ctx.set(state.ballast, 0, b, Math.max(chips(s, state.ballast, b), rules.ballast));
        ctx.set(state.fuel, 0, b, Math.max(chips(s, state.fuel, b), rules.fuel));
    }

    // ================================================================== bad luck

    /**
     * M4.3, M13: the top bad-luck card applied to balloon {@code target}, caused by {@code player}. A repairable
     * card that the target could stop with a repair card asks its player first (M6.3).
     */
    public void badLuck(GameContext ctx, int player, int target) {
        GameState s = ctx.state();
        int card = draw(ctx, state.badLuckDeck.global(), state.badLuckDiscard.global(), state.badLuckDiscard.global());
        if (card < 0) return;
        int kind = decks.badLuckKind(card);
        emit(ctx, "balmy-balloonists:bad-luck", player, "balloon", target, "card", card, "kind", decks.badLuckKinds().get(kind));
        if (decks.repairable(kind) && repairFor(s, target, kind) >= 0) {
            ctx.set(state.pendingCard, card);
            ctx.set(state.pendingTarget, target);
            ctx.set(state.pendingPlayer, player);
            push(ctx, REPAIR, owner(target), target);
            return;
        }
        runBadLuck(ctx, card, target, player);
    }

    /** Runs a bad-luck card's effect (its printed text, in JavaScript: {@code scripts/bad-luck.js}). */
    public void runBadLuck(GameContext ctx, int card, int target, int player) {
        int kind = decks.badLuckKind(card);
        ctx.runEffect(decks.badLuckEffect(kind), "balloon", target, "player", player, "card", card, "kind", decks.badLuckKinds().get(kind));
    }

    /** A repair card in the balloon's hand that stops the kind, or −1. */
    public int repairFor(GameState s, int b, int kind) {
        int z = advantages(b);
        for (int i = 0, n = s.size(z); i < n; i++) {
            int c = s.piece(z, i);
            if (decks.advantageKind(c) == Decks.REPAIR && decks.repairs(c, kind)) return c;
        }
        return -1;
    }

    /** The permits of a balloon that "permit lost" may take (M13.7): not the one for the zone it is in. */
    public int losablePermits(GameState s, int b, int[] out) {
        int z = permits(b), n = 0, inZone = inTrough(s, b) ? -1 : map.zone(lane(s, b), field(s, b));
        for (int i = 0, size = s.size(z); i < size; i++) {
            int c = s.piece(z, i);
            if (decks.permitZone(c) == inZone) continue;
            out[n++] = c;
        }
        return n;
    }

    /** M13.7: the causing player chooses a permit of the target to discard (at once when there is one, none when none). */
    public void permitLost(GameContext ctx, int target, int player) {
        int[] permits = new int[ctx.state().size(permits(target))];
        int n = losablePermits(ctx.state(), target, permits);
        if (n == 0) return;
        if (n == 1 || player < 0) {
            losePermit(ctx, target, permits[0]);
            return;
        }
        ctx.set(state.pendingTarget, target);
        push(ctx, PERMIT, player, target);
    }

    public void losePermit(GameContext ctx, int target, int card) {
        discardAdvantage(ctx, card);
        emit(ctx, "balmy-balloonists:permit-lost", owner(target), "balloon", target, "card", card);
    }

    /**
     * M13.1: bad weather. Unless the balloon is grounded, a quadrant card is drawn and its edge applied: a free
     * rise or sink (beyond high 2 gas per level, fuel standing in, else out; below low 2 ballast per level or a
     * landing, as its player chooses), a lane change, or a push back with no forward flight next turn.
     */
    public void badWeather(GameContext ctx, int b) {
        GameState s = ctx.state();
        if (!racing(s, b) || altitude(s, b) == Altitude.GROUNDED) return;
        int card = drawQuadrant(ctx, state.quadrantDiscard.global());
        if (card < 0) return;
        int kind = decks.weatherKind(card), amount = decks.weatherAmount(card);
        emit(ctx, "balmy-balloonists:bad-weather", owner(b), "balloon", b, "card", card, "kind", Decks.weatherId(kind), "amount", amount);
        int alt = altitude(s, b);
        switch (kind) {
            case Decks.RISE -> {
                int to = alt + amount;
                if (to <= Altitude.HIGH) {
                    shiftAltitude(ctx, b, to, "bad-weather");
                    return;
                }
                shiftAltitude(ctx, b, Altitude.HIGH, "bad-weather");
                int cost = rules.beyondHighCost * (to - Altitude.HIGH);
                int gas = chips(s, state.gas, b), fuel = chips(s, state.fuel, b);
                if (gas + fuel < cost) {
                    eliminate(ctx, b);
                    return;
                }
                int fromGas = Math.min(gas, cost);
                ctx.set(state.gas, 0, b, gas - fromGas);
                ctx.set(state.fuel, 0, b, fuel - (cost - fromGas));
                emit(ctx, "balmy-balloonists:chips-lost", owner(b), "balloon", b, "chip", "gas", "count", fromGas);
                if (cost > fromGas) emit(ctx, "balmy-balloonists:chips-lost", owner(b), "balloon", b, "chip", "fuel", "count", cost - fromGas);
            }
            case Decks.SINK -> {
                int to = alt - amount;
                if (to >= Altitude.LOW) {
                    shiftAltitude(ctx, b, to, "bad-weather");
                    return;
                }
                shiftAltitude(ctx, b, Altitude.LOW, "bad-weather");
                int below = Altitude.LOW - to;
                if (chips(s, state.ballast, b) >= rules.belowLowCost * below) {
                    ctx.set(state.pendingBelow, 0, b, below);
                    push(ctx, BELOW_LOW, owner(b), b);
                } else {
                    land(ctx, b, "bad-weather", false, false);
                }
            }
            case Decks.NORTH -> {
                if (!inTrough(s, b)) moveLanes(ctx, b, -amount, "bad-weather");
            }
            case Decks.SOUTH -> {
                if (!inTrough(s, b)) moveLanes(ctx, b, amount, "bad-weather");
            }
            default -> { // BACK
                if (inTrough(s, b)) return;
                markNextTurn(ctx, state.noForward, b);
                fly(ctx, b, -amount, "bad-weather");
            }
        }
    }

    /** M13.1: the answer to a sink below low: pay 2 ballast per level, or land. */
    public void belowLow(GameContext ctx, int b, boolean pay) {
        GameState s = ctx.state();
        int below = s.get(state.pendingBelow, 0, b);
        ctx.set(state.pendingBelow, 0, b, 0);
        if (pay) {
            int cost = rules.belowLowCost * below;
            ctx.set(state.ballast, 0, b, chips(s, state.ballast, b) - cost);
            emit(ctx, "balmy-balloonists:chips-lost", owner(b), "balloon", b, "chip", "ballast", "count", cost);
        } else {
            land(ctx, b, "bad-weather", false, false);
        }
    }

    // ================================================================== the end

    /** M8.5, M15.1–M15.2: a balloon is home; when all of its player's are, that player wins. */
    public void home(GameContext ctx, int b) {
        GameState s = ctx.state();
        ctx.set(state.status, 0, b, BalmyState.HOME);
        ctx.set(state.trough, 0, b, 0);
        discardAll(ctx, b);
        emit(ctx, "balmy-balloonists:home", owner(b), "balloon", b);
        moveFigureFrom(ctx, b);
        int seat = owner(b);
        for (int k = 0; k < rules.perSeat; k++) if (s.get(state.status, 0, rules.balloon(seat, k)) != BalmyState.HOME) return;
        win(ctx, seat, END_HOME);
    }

    /** M13.1, M15.3: a balloon is out of the race; when only one player can still win, that player does. */
    public void eliminate(GameContext ctx, int b) {
        GameState s = ctx.state();
        ctx.set(state.status, 0, b, BalmyState.OUT);
        ctx.set(state.trough, 0, b, 0);
        ctx.set(state.altitude, 0, b, Altitude.GROUNDED);
        discardAll(ctx, b);
        emit(ctx, "balmy-balloonists:out", owner(b), "balloon", b);
        moveFigureFrom(ctx, b);
        int able = -1, count = 0;
        for (int seat = 0; seat < rules.seats; seat++) {
            if (canWin(s, seat)) {
                able = seat;
                count++;
            }
        }
        if (count == 1) win(ctx, able, END_LAST);
    }

    private void win(GameContext ctx, int seat, String reason) {
        if (ctx.get(state.winner) >= 0) return;
        ctx.set(state.winner, seat);
        emit(ctx, "balmy-balloonists:won", seat);
        ctx.endGame(reason);
    }

    /** M14: the last-placed balloon in the race (most fields to go; ties: trough, grounded, lower, later in the round), or −1. */
    public int lastPlaced(GameState s) {
        int best = -1;
        for (int p = 0; p < rules.balloons; p++) {
            int b = balloonAt(s, p);
            if (!racing(s, b)) continue;
            if (best < 0 || behind(s, b, best)) best = b;
        }
        return best;
    }

    /** Whether balloon {@code a} (later in the round than {@code b}) is placed behind or level with it by M14.1–M14.2. */
    private boolean behind(GameState s, int a, int b) {
        int ta = fieldsToGo(s, a), tb = fieldsToGo(s, b);
        if (ta != tb) return ta > tb;
        boolean trA = inTrough(s, a), trB = inTrough(s, b);
        if (trA != trB) return trA;
        int altA = altitude(s, a), altB = altitude(s, b);
        if ((altA == 0) != (altB == 0)) return altA == 0;
        if (altA != altB) return altA < altB;
        return true; // later in the round
    }

    // ================================================================== playing a card

    /** M3–M4: what a local wind card does to its target, used as {@code use}, played by {@code player}. */
    public void cardEffect(GameContext ctx, int player, int card, int target, int use) {
        GameState s = ctx.state();
        switch (use) {
            case USE_BAD_LUCK -> badLuck(ctx, player, target);
            case USE_QUADRANT -> changeQuadrant(ctx, quadrantOf(s, target));
            default -> {
                if (inTrough(s, target)) backFromTrough(ctx, target);
                else if (airborne(s, target)) moveLanes(ctx, target, decks.move(card, altitude(s, target)), "card");
            }
        }
    }
}
