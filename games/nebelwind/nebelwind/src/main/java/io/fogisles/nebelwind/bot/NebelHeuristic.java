package io.fogisles.nebelwind.bot;

import com.google.inject.Inject;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import io.fogisles.nebelwind.Achievements;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelState;

/**
 * What a position is worth to a seat in Nebelwind: its points now (the seven sources), plus what its board and
 * stores are likely to bring — outposts and whales (networks, achievements), cargo aboard (a delivery to come),
 * resources (spent later at about a coin and a half for wood and steel, a coin for coins and krill) — less the
 * same for the average other seat. The weights fade in the last round, when stores are worth little.
 *
 * <p>Besides, the points in the making (issue 32): a network tile or card is worth its points discounted by the
 * ports still missing on the cheapest way between its ends (each port an outpost or a whale to come), an
 * achievement its points by the share of its condition met, and a harbour card's round-end bonus goes to the
 * seat whose chip lies on top. A seat's own network cards count for it alone: the other seats' are hidden. They are
 * the {@link #searchValue} alone, the value the strong and expert levels judge by: at the end of the strong level's
 * long playouts they showed what a place leads to (strong beat greedy in 91.7 % of 60 tuning games with them, 53.3 %
 * without, and in 92.2 % of 90 fresh ones; docs/bots.md, "Nebelwind", fifth round); greedy's {@link #value} keeps the points now and the stores, as
 * measured since the first round (in greedy's single trial of a turn they cost three times the CPU and helped it as
 * much as the search).
 */
public final class NebelHeuristic implements Heuristic {
    static final double OUTPOST = 1.2, WHALE = 1.5, CARGO = 1.0, WOOD_STEEL = 0.45, COIN = 0.3, KRILL = 0.25;
    /**
     * The weights of the points in the making: a network tile's or card's points count times {@code network} and
     * {@code decay} to the power of the ports still missing; an achievement's times {@code achievement} and the
     * square of the share met; a harbour card's bonus times {@code harbour} for the seat on top. 0 turns a part off.
     */
    public record Making(double network, double decay, double achievement, double harbour) {
        /** None: the heuristic as before issue 32's trials. */
        public static final Making NONE = new Making(0, 0.6, 0, 0);
        /** The measured weights (issue 32, the strong level's fifth round): the defaults. */
        public static final Making MEASURED = new Making(1, 0.6, 1, 0.5);

        /** The weights in force: the measured ones unless -Dfogisles.nebel.net, .netDecay, .ach, .harbour say otherwise (measurements). */
        static Making fromProperties() {
            return new Making(dbl("fogisles.nebel.net", MEASURED.network), dbl("fogisles.nebel.netDecay", MEASURED.decay),
                    dbl("fogisles.nebel.ach", MEASURED.achievement), dbl("fogisles.nebel.harbour", MEASURED.harbour));
        }
    }

    private static final Making IN_FORCE = Making.fromProperties();
    /**
     * Whether the points in the making are the search value's alone (the default), not also greedy's value:
     * {@code -Dfogisles.nebel.searchOnly=false} gives them to every level (measurements, the second round's "both levels").
     */
    public static final boolean SEARCH_ONLY = Boolean.parseBoolean(System.getProperty("fogisles.nebel.searchOnly", "true"));

    private final NebelGame g;
    private final double network, decay, achievement, harbour;

    @Inject
    public NebelHeuristic(NebelGame g) {
        this(g, IN_FORCE);
    }

    /** A heuristic with other weights of the points in the making (tests, measurements). */
    public NebelHeuristic(NebelGame g, Making making) {
        this.g = g;
        this.network = making.network();
        this.decay = making.decay();
        this.achievement = making.achievement();
        this.harbour = making.harbour();
    }

    private static double dbl(String key, double fallback) {
        String v = System.getProperty(key);
        return v == null ? fallback : Double.parseDouble(v);
    }

    @Override
    public double value(Game game, int seat) {
        return estimate(game, seat, !SEARCH_ONLY);
    }

    @Override
    public double searchValue(Game game, int seat) {
        return estimate(game, seat, true);
    }

    private double estimate(Game game, int seat, boolean withMaking) {
        GameState s = game.state();
        int seats = s.seats();
        double[] worth = new double[seats];
        for (int i = 0; i < NebelGame.SOURCES.length; i++) {
            int[] p = g.points(game.context(), i);
            for (int k = 0; k < seats; k++) worth[k] += p[k];
        }
        double fade = game.isOver() ? 0 : 1.0;
        for (int k = 0; k < seats; k++) {
            double stores = WOOD_STEEL * (g.res(s, k, NebelData.WOOD) + g.res(s, k, NebelData.STEEL)) + COIN * g.res(s, k, NebelData.COINS)
                    + KRILL * g.res(s, k, NebelData.KRILL);
            int cargo = 0;
            for (int w = 0; w < g.rules.whales; w++) if (s.get(g.state.whaleCargo, k, w) >= 0) cargo++;
            worth[k] += fade * (stores + OUTPOST * g.outpostCount(s, k) + WHALE * g.whalesOnBoard(s, k) + CARGO * cargo);
        }
        if (withMaking && !game.isOver()) inTheMaking(game, s, seat, worth);
        if (seats == 1) return worth[0];
        double others = 0;
        for (int k = 0; k < seats; k++) if (k != seat) others += worth[k];
        return worth[seat] - others / (seats - 1);
    }

    /** Adds to each seat's worth the points in the making (see the class comment). */
    private void inTheMaking(Game game, GameState s, int seat, double[] worth) {
        NebelData d = g.data;
        NebelState st = g.state;
        int seats = s.seats();
        if (harbour != 0) {
            for (int i = 0; i < NebelState.SPACES; i++) {
                int top = s.get(st.harbourTop, 0, i) - 1, card = s.get(st.harbourSpace, 0, i);
                if (top < 0 || card < 0) continue;
                int k = g.rules.seatOf[top];
                if (k >= 0) worth[k] += harbour * goodsWorth(g.harbourBonus(card));
            }
        }
        if (network == 0 && achievement == 0) return;
        for (int k = 0; k < seats; k++) {
            int[] chain = g.chains(s, k);
            if (achievement != 0) {
                for (int i = 0; i < 4; i++) {
                    int a = s.get(st.achievementLaid, 0, i);
                    if (a < 0 || s.get(st.achievementOwner, 0, i) >= 0) continue;
                    NebelData.Achievement ach = d.achievements.get(a);
                    if (ach.condition().equals("deliveries-in-turn") || ach.condition().equals("areas-in-round")) continue; // a turn's or round's feat
                    double share = Math.min(1.0, Achievements.measure(g, s, k, ach.condition(), chain) / (double) ach.atLeast());
                    worth[k] += achievement * ach.points() * share * share;
                }
            }
            if (network == 0) continue;
            int markersLeft = g.rules.markers - g.markersUsed(s, k);
            if (markersLeft > 0) {
                for (int r = 0; r < d.regions.size(); r++) {
                    int t = s.get(st.networkTile, 0, r);
                    if (t < 0) continue;
                    int top = s.get(st.topMarker, 0, r);
                    if (top == k || (s.get(st.bottomMarkers, 0, r) & (1 << k)) != 0) continue; // claimed: counted in the points
                    NebelData.NetworkTile tile = d.networkTiles.get(t);
                    int field = top < 0 ? (g.rules.manySide ? tile.manyTop() : tile.fewTop()) : (g.rules.manySide ? tile.manyBottom() : tile.fewBottom());
                    int[] miss = missing(s, k, tile.from());
                    worth[k] += network * field * Math.pow(decay, miss[tile.to()]);
                }
            }
            if (k != seat) continue; // another seat's cards are hidden
            int hand = st.networkHand.of(k), notes = s.get(st.partial, k);
            for (int i = 0; i < s.size(hand); i++) {
                int c = st.network(s.piece(hand, i));
                if (c < 0) continue;
                NebelData.NetworkCard card = d.networkCards.get(c);
                int[] miss = missing(s, k, card.port());
                int m1 = miss[card.target1()], m2 = miss[card.target2()];
                int both = m1 + m2 - (g.present(s, k, card.port()) ? 0 : 1);
                double partial = (notes & (1 << c)) != 0 ? 0 : card.partial() * Math.pow(decay, Math.min(m1, m2));
                double complete = (card.complete() - ((notes & (1 << c)) != 0 ? card.partial() : 0)) * Math.pow(decay, both);
                worth[k] += network * Math.max(partial, complete);
            }
        }
    }

    /** The resources' rough worth, as in the stores. */
    static double goodsWorth(int[] goods) {
        return WOOD_STEEL * (goods[NebelData.WOOD] + goods[NebelData.STEEL]) + COIN * goods[NebelData.COINS] + KRILL * goods[NebelData.KRILL];
    }

    /**
     * For each port, the fewest ports without the seat's outpost or whale on a way from {@code from} to it, both
     * ends included (a 0-1 search over the routes).
     */
    private int[] missing(GameState s, int seat, int from) {
        int ports = g.data.ports.size();
        int[] cost = new int[ports];
        java.util.Arrays.fill(cost, Integer.MAX_VALUE);
        int[] deque = new int[ports * 4];
        int head = ports * 2, tail = head;
        cost[from] = g.present(s, seat, from) ? 0 : 1;
        deque[tail++] = from;
        boolean[] done = new boolean[ports];
        while (head < tail) {
            int p = deque[head++];
            if (done[p]) continue;
            done[p] = true;
            for (int q : g.data.routes[p]) {
                int step = g.present(s, seat, q) ? 0 : 1, c = cost[p] + step;
                if (c < cost[q]) {
                    cost[q] = c;
                    if (step == 0) deque[--head] = q;
                    else deque[tail++] = q;
                }
            }
        }
        return cost;
    }
}
