package io.fogisles.nebelwind;

import static io.fogisles.nebelwind.NebelData.COINS;
import static io.fogisles.nebelwind.NebelData.KRILL;
import static io.fogisles.nebelwind.NebelData.STEEL;
import static io.fogisles.nebelwind.NebelData.WOOD;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.state.GameState;
import java.util.Arrays;

/**
 * Nebelwind's rules as operations on a game through its {@link GameContext}: resources, the map (moves and
 * their krill, chains), building, cargo and demand tiles, victory conditions and the seven sources of points.
 * The steps decide when; this class says what happens. It keeps nothing between calls.
 */
public final class NebelGame {
    public final NebelRules rules;
    public final NebelState state;
    public final NebelData data;
    private final int ports;

    public NebelGame(NebelRules rules, NebelState state) {
        this.rules = rules;
        this.state = state;
        this.data = rules.data;
        this.ports = data.ports.size();
    }

    // ------------------------------------------------------------------ resources

    public int res(GameState s, int seat, int r) {
        return s.get(state.resources, seat, r);
    }

    public void gain(GameContext ctx, int seat, int r, int n) {
        if (n == 0) return;
        ctx.set(state.resources, seat, r, ctx.state().get(state.resources, seat, r) + n);
    }

    public void gain(GameContext ctx, int seat, int[] goods) {
        for (int r = 0; r < 4; r++) gain(ctx, seat, r, goods[r]);
    }

    public boolean canPay(GameState s, int seat, int[] goods) {
        for (int r = 0; r < 4; r++) if (res(s, seat, r) < goods[r]) return false;
        return true;
    }

    public void pay(GameContext ctx, int seat, int[] goods) {
        for (int r = 0; r < 4; r++) gain(ctx, seat, r, -goods[r]);
    }

    public int totalResources(GameState s, int seat) {
        int t = 0;
        for (int r = 0; r < 4; r++) t += res(s, seat, r);
        return t;
    }

    // ------------------------------------------------------------------ characters

    /** Per character: the script unit of its effect and of its "usable" answer (set once, when the rule set is checked). */
    private ScriptUnit[] effectUnits, usableUnits;

    /** {@link CharacterEffects.Check}: the scripts the characters' answers are read from. */
    void characterScripts(ScriptUnit[] effects, ScriptUnit[] usable) {
        this.effectUnits = effects;
        this.usableUnits = usable;
    }

    ScriptUnit effectUnit(int character) {
        return effectUnits[character];
    }

    ScriptUnit usableUnit(int character) {
        return usableUnits[character];
    }

    // ------------------------------------------------------------------ the map

    public boolean hasOutpost(GameState s, int seat, int port) {
        return (s.get(state.outposts, 0, port) & (1 << seat)) != 0;
    }

    public int outpostCount(GameState s, int seat) {
        int n = 0;
        for (int p = 0; p < ports; p++) if (hasOutpost(s, seat, p)) n++;
        return n;
    }

    public int whalesOnBoard(GameState s, int seat) {
        int n = 0;
        for (int w = 0; w < rules.whales; w++) if (s.get(state.whalePort, seat, w) >= 0) n++;
        return n;
    }

    /** Whether the seat has a whale at the port other than {@code except}. */
    public boolean whaleAt(GameState s, int seat, int port, int except) {
        for (int w = 0; w < rules.whales; w++) if (w != except && s.get(state.whalePort, seat, w) == port) return true;
        return false;
    }

    /** N8.2: an outpost or a whale of the seat. */
    public boolean present(GameState s, int seat, int port) {
        return hasOutpost(s, seat, port) || whaleAt(s, seat, port, -1);
    }

    /**
     * N6.2, ND17: the least krill whale {@code w} pays to reach each port (−1: it cannot be reached): leaving a port
     * costs 1 unless the seat has an outpost or another whale there.
     */
    public int[] moveCosts(GameState s, int seat, int w) {
        int[] cost = new int[ports];
        Arrays.fill(cost, Integer.MAX_VALUE);
        int from = s.get(state.whalePort, seat, w);
        if (from < 0) return cost;
        int[] deque = new int[ports * 4];
        int head = ports * 2, tail = head;
        cost[from] = 0;
        deque[tail++] = from;
        boolean[] done = new boolean[ports];
        while (head < tail) {
            int p = deque[head++];
            if (done[p]) continue;
            done[p] = true;
            int leave = hasOutpost(s, seat, p) || whaleAt(s, seat, p, w) ? 0 : 1;
            for (int q : data.routes[p]) {
                int c = cost[p] + leave;
                if (c < cost[q]) {
                    cost[q] = c;
                    if (leave == 0) deque[--head] = q;
                    else deque[tail++] = q;
                }
            }
        }
        return cost;
    }

    /** The number of routes between each port and {@code from} (ND3). */
    public int[] hops(int from) {
        int[] d = new int[ports];
        Arrays.fill(d, Integer.MAX_VALUE);
        int[] queue = new int[ports];
        int head = 0, tail = 0;
        d[from] = 0;
        queue[tail++] = from;
        while (head < tail) {
            int p = queue[head++];
            for (int q : data.routes[p]) if (d[q] == Integer.MAX_VALUE) {
                d[q] = d[p] + 1;
                queue[tail++] = q;
            }
        }
        return d;
    }

    /** N8.2: each port's chain of the seat (a number per chain), −1 where the seat is not present. */
    public int[] chains(GameState s, int seat) {
        int[] label = new int[ports];
        Arrays.fill(label, -1);
        int[] stack = new int[ports];
        int next = 0;
        for (int p = 0; p < ports; p++) {
            if (label[p] >= 0 || !present(s, seat, p)) continue;
            int top = 0;
            stack[top++] = p;
            label[p] = next;
            while (top > 0) {
                int q = stack[--top];
                for (int r : data.routes[q]) if (label[r] < 0 && present(s, seat, r)) {
                    label[r] = next;
                    stack[top++] = r;
                }
            }
            next++;
        }
        return label;
    }

    public static boolean connected(int[] chains, int a, int b) {
        return chains[a] >= 0 && chains[a] == chains[b];
    }

    // ------------------------------------------------------------------ building

    /** N5.12–N5.13: whether the seat may have an outpost built at the port. */
    public boolean canHaveOutpost(GameState s, int seat, int port) {
        return !hasOutpost(s, seat, port) && outpostCount(s, seat) < rules.outposts;
    }

    public boolean canHaveWhale(GameState s, int seat) {
        return whalesOnBoard(s, seat) < rules.whales;
    }

    public void buildOutpost(GameContext ctx, int seat, int port) {
        ctx.set(state.outposts, 0, port, ctx.state().get(state.outposts, 0, port) | (1 << seat));
        CharacterEffects.at(this, ctx, seat, CharacterEffects.OUTPOST_BUILT);
        if (ctx.eventsWanted()) ctx.emit("nebelwind:built", seat, "piece", "outpost", "port", data.ports.get(port).id());
    }

    public void buildWhale(GameContext ctx, int seat, int port) {
        for (int w = 0; w < rules.whales; w++) {
            if (ctx.state().get(state.whalePort, seat, w) >= 0) continue;
            ctx.set(state.whalePort, seat, w, port);
            ctx.set(state.whaleCargo, seat, w, NebelState.NONE);
            break;
        }
        CharacterEffects.at(this, ctx, seat, CharacterEffects.WHALE_BUILT);
        if (ctx.eventsWanted()) ctx.emit("nebelwind:built", seat, "piece", "whale", "port", data.ports.get(port).id());
    }

    // ------------------------------------------------------------------ cargo and demand tiles

    /** The territory tile at a region's track place, or NONE. */
    public int trackTile(GameState s, int region, int place) {
        return s.get(state.track, 0, region * rules.trackPlaces + place);
    }

    public int capitalTile(GameState s, int region, int place) {
        return s.get(state.capitalShown, 0, region * rules.capitalPlaces + place);
    }

    /**
     * N7.4–N7.7: the seat (or the automata, seat −1, N13.3) takes the territory tile at a track place; the tiles
     * above slide down and the top is refilled; from one of the bottom places it also gives a bonus resource.
     */
    public void takeTerritory(GameContext ctx, int seat, int region, int place, boolean alt) {
        int tile = trackTile(ctx.state(), region, place);
        if (tile < 0) return;
        ctx.move(tile, seat >= 0 ? state.demandTaken.of(seat) : state.automataTiles.global());
        int base = region * rules.trackPlaces;
        for (int i = place; i < rules.trackPlaces - 1; i++) ctx.set(state.track, 0, base + i, ctx.state().get(state.track, 0, base + i + 1));
        int refill = ctx.draw(state.territoryStack.of(0, region), state.demandShown.global());
        ctx.set(state.track, 0, base + rules.trackPlaces - 1, refill);
        if (seat >= 0 && place < rules.bonusPlaces) {
            NebelData.Demand d = data.demands.get(state.demand(tile));
            gain(ctx, seat, alt ? d.alt() : d.bonus());
        }
        if (ctx.eventsWanted()) ctx.emit("nebelwind:tile-taken", seat, "tile", data.demands.get(state.demand(tile)).id(), "place", place);
    }

    public void takeCapital(GameContext ctx, int seat, int region, int place) {
        int i = region * rules.capitalPlaces + place;
        int tile = ctx.state().get(state.capitalShown, 0, i);
        if (tile < 0) return;
        ctx.move(tile, state.demandTaken.of(seat));
        ctx.set(state.capitalShown, 0, i, ctx.draw(state.capitalStack.of(0, region), state.demandShown.global()));
        if (ctx.eventsWanted()) ctx.emit("nebelwind:tile-taken", seat, "tile", data.demands.get(state.demand(tile)).id(), "place", place);
    }

    /** After an unload: the cargo goes back to the supply, the whale is empty; then the cards that act on a delivery (ND9). */
    public void delivered(GameContext ctx, int seat, int w) {
        int kind = ctx.state().get(state.whaleCargo, seat, w);
        ctx.set(state.whaleCargo, seat, w, NebelState.NONE);
        ctx.set(state.cargoSupply, 0, kind, ctx.state().get(state.cargoSupply, 0, kind) + 1);
        ctx.set(state.deliveries, seat, ctx.state().get(state.deliveries, seat) + 1);
        CharacterEffects.at(this, ctx, seat, CharacterEffects.CARGO_DELIVERED);
    }

    public void load(GameContext ctx, int seat, int w, int kind) {
        int old = ctx.state().get(state.whaleCargo, seat, w);
        if (old >= 0) ctx.set(state.cargoSupply, 0, old, ctx.state().get(state.cargoSupply, 0, old) + 1); // N7.2: put back to make room
        ctx.set(state.cargoSupply, 0, kind, ctx.state().get(state.cargoSupply, 0, kind) - 1);
        ctx.set(state.whaleCargo, seat, w, kind);
    }

    /** N7.3: a krill port gives 1 krill; then the cards that act when krill is loaded (the krill farmer's +1). */
    public void loadKrill(GameContext ctx, int seat) {
        gain(ctx, seat, KRILL, 1);
        CharacterEffects.at(this, ctx, seat, CharacterEffects.KRILL_LOADED);
    }

    // ------------------------------------------------------------------ harbour cards

    public int[] harbourBonus(int harbourPiece) {
        return data.harbours.get(state.harbour(harbourPiece)).bonus();
    }

    /** N9.1 / N5.9: a harbour card's round-end bonus for a seat. */
    public void takeHarbourBonus(GameContext ctx, int seat, int harbourPiece) {
        gain(ctx, seat, harbourBonus(harbourPiece));
        if (ctx.eventsWanted()) ctx.emit("nebelwind:harbour-bonus", seat, "card", data.harbours.get(state.harbour(harbourPiece)).id());
    }

    public void takeStartMarker(GameContext ctx, int participant) {
        ctx.set(state.startMarker, participant);
        int seat = rules.seatOf[participant];
        if (seat >= 0) CharacterEffects.at(this, ctx, seat, CharacterEffects.START_MARKER);
    }

    // ------------------------------------------------------------------ victory conditions

    /**
     * N8: claims at the end of a seat's turn and at the round's end: network tiles (the top field when free, else
     * the bottom), achievements, complete network cards (revealed), and the secret notes of partly connected
     * cards (ND6). A claim is never lost (N8.6).
     */
    public void claim(GameContext ctx, int seat) {
        GameState s = ctx.state();
        int[] chain = chains(s, seat);
        int markersLeft = rules.markers - markersUsed(s, seat);
        for (int r = 0; r < data.regions.size() && markersLeft > 0; r++) {
            int t = s.get(state.networkTile, 0, r);
            if (t < 0) continue;
            NebelData.NetworkTile tile = data.networkTiles.get(t);
            if (!connected(chain, tile.from(), tile.to())) continue;
            int bit = 1 << seat;
            if (s.get(state.topMarker, 0, r) == seat || (s.get(state.bottomMarkers, 0, r) & bit) != 0) continue;
            if (s.get(state.topMarker, 0, r) < 0) ctx.set(state.topMarker, 0, r, seat);
            else ctx.set(state.bottomMarkers, 0, r, s.get(state.bottomMarkers, 0, r) | bit);
            markersLeft--;
            if (ctx.eventsWanted()) ctx.emit("nebelwind:network-claimed", seat, "tile", tile.id());
        }
        int hand = state.networkHand.of(seat);
        for (int i = s.size(hand) - 1; i >= 0; i--) {
            int piece = s.piece(hand, i);
            NebelData.NetworkCard c = data.networkCards.get(state.network(piece));
            boolean one = connected(chain, c.port(), c.target1()), two = connected(chain, c.port(), c.target2());
            if (one && two) {
                ctx.move(piece, state.networkComplete.of(seat));
                if (ctx.eventsWanted()) ctx.emit("nebelwind:network-card-complete", seat, "card", c.id());
            } else if (one || two) {
                int bit = 1 << state.network(piece);
                if ((s.get(state.partial, seat) & bit) == 0) ctx.set(state.partial, seat, s.get(state.partial, seat) | bit);
            }
        }
        for (int i = 0; i < 4; i++) {
            int a = s.get(state.achievementLaid, 0, i);
            if (a < 0 || s.get(state.achievementOwner, 0, i) >= 0) continue;
            NebelData.Achievement ach = data.achievements.get(a);
            if (Achievements.measure(this, s, seat, ach.condition(), chain) >= ach.atLeast()) {
                ctx.set(state.achievementOwner, 0, i, seat);
                if (ctx.eventsWanted()) ctx.emit("nebelwind:achievement", seat, "achievement", ach.id());
            }
        }
    }

    public int markersUsed(GameState s, int seat) {
        int n = 0;
        for (int r = 0; r < data.regions.size(); r++) {
            if (s.get(state.topMarker, 0, r) == seat) n++;
            if ((s.get(state.bottomMarkers, 0, r) & (1 << seat)) != 0) n++;
        }
        return n;
    }

    // ------------------------------------------------------------------ points (N10)

    public static final String[] SOURCES = {"start-marker", "cargo", "majority", "achievements", "network-tiles", "network-cards", "characters"};

    /** N10.6: the lower values of the seat's cards in hand noted as partly connected (ND6; secret until the end). */
    public int partialPoints(GameState s, int seat) {
        int hand = state.networkHand.of(seat), notes = s.get(state.partial, seat), out = 0;
        for (int i = 0; i < s.size(hand); i++) {
            int c = state.network(s.piece(hand, i));
            if (c >= 0 && (notes & (1 << c)) != 0) out += data.networkCards.get(c).partial();
        }
        return out;
    }

    /** N10.6: at the end the partly connected cards are shown: their points become open to every seat. */
    public void showPartialCards(GameContext ctx) {
        for (int seat = 0; seat < rules.seats; seat++) ctx.set(state.partialShown, seat, partialPoints(ctx.state(), seat));
    }

    /** Every seat's points from one of the seven sources (N10.1–N10.7); the characters' are read from their cards' texts. */
    public int[] points(GameContext ctx, int source) {
        GameState s = ctx.state();
        int seats = s.seats();
        int[] out = new int[seats];
        switch (source) {
            case 0 -> {
                int holder = rules.seatOf[s.get(state.startMarker)];
                if (holder >= 0) out[holder] = rules.startMarkerPoints;
            }
            case 1 -> {
                for (int seat = 0; seat < seats; seat++) out[seat] = tilePoints(s, state.demandTaken.of(seat), -1);
            }
            case 2 -> majority(s, out);
            case 3 -> {
                for (int i = 0; i < 4; i++) {
                    int o = s.get(state.achievementOwner, 0, i);
                    if (o >= 0) out[o] += data.achievements.get(s.get(state.achievementLaid, 0, i)).points();
                }
            }
            case 4 -> {
                for (int r = 0; r < data.regions.size(); r++) {
                    int t = s.get(state.networkTile, 0, r);
                    if (t < 0) continue;
                    NebelData.NetworkTile tile = data.networkTiles.get(t);
                    int top = s.get(state.topMarker, 0, r), bottom = s.get(state.bottomMarkers, 0, r);
                    if (top >= 0) out[top] += rules.manySide ? tile.manyTop() : tile.fewTop();
                    for (int seat = 0; seat < seats; seat++) if ((bottom & (1 << seat)) != 0) out[seat] += rules.manySide ? tile.manyBottom() : tile.fewBottom();
                }
            }
            case 5 -> {
                for (int seat = 0; seat < seats; seat++) {
                    int done = state.networkComplete.of(seat);
                    for (int i = 0; i < s.size(done); i++) out[seat] += data.networkCards.get(state.network(s.piece(done, i))).complete();
                    int shown = s.get(state.partialShown, seat);
                    out[seat] += shown != NebelState.NONE ? shown : partialPoints(s, seat);
                }
            }
            default -> {
                for (int seat = 0; seat < seats; seat++) out[seat] = CharacterEffects.endPoints(this, ctx, seat);
            }
        }
        return out;
    }

    /**
     * N13.5: whether the solo player reached the level's goal: at least so many complete network cards,
     * achievements, network tiles (control markers) and victory points.
     */
    public boolean soloGoalReached(GameContext ctx) {
        GameState s = ctx.state();
        int[] goal = rules.soloGoal;
        int achievements = 0;
        for (int i = 0; i < 4; i++) if (s.get(state.achievementOwner, 0, i) == 0) achievements++;
        return s.size(state.networkComplete.of(0)) >= goal[0] && achievements >= goal[1] && markersUsed(s, 0) >= goal[2] && total(ctx, 0) >= goal[3];
    }

    public int total(GameContext ctx, int seat) {
        int t = 0;
        for (int i = 0; i < SOURCES.length; i++) t += points(ctx, i)[seat];
        return t;
    }

    /** N10.2: 1 VP per territory tile, 2 per capital tile (of one region, or all with region −1). */
    public int tilePoints(GameState s, int zone, int region) {
        int p = 0;
        for (int i = 0, n = s.size(zone); i < n; i++) {
            NebelData.Demand d = data.demands.get(state.demand(s.piece(zone, i)));
            if (region >= 0 && d.region() != region) continue;
            p += d.capital() ? rules.capitalTilePoints : rules.territoryTilePoints;
        }
        return p;
    }

    /** N10.3, N13.4: per region the most tile points score 5, shared down when tied; the automata count as one. */
    private void majority(GameState s, int[] out) {
        int seats = s.seats();
        for (int r = 0; r < data.regions.size(); r++) {
            int best = 0;
            int[] v = new int[seats];
            for (int seat = 0; seat < seats; seat++) {
                v[seat] = tilePoints(s, state.demandTaken.of(seat), r);
                best = Math.max(best, v[seat]);
            }
            int automata = tilePoints(s, state.automataTiles.global(), r);
            best = Math.max(best, automata);
            if (best == 0) continue;
            int tied = automata == best ? 1 : 0;
            for (int seat = 0; seat < seats; seat++) if (v[seat] == best) tied++;
            for (int seat = 0; seat < seats; seat++) if (v[seat] == best) out[seat] += rules.majorityPoints / tied;
        }
    }
}
