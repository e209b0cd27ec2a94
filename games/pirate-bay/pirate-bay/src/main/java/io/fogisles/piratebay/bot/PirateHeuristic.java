package io.fogisles.piratebay.bot;

import com.google.inject.Inject;
import io.fogisles.kernel.bot.Heuristic;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import io.fogisles.piratebay.Cards;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;
import io.fogisles.piratebay.Side;
import io.fogisles.piratebay.TableMap;

/**
 * What a position is worth to a seat in Pirate Bay: its points, plus what its figures on the table are
 * likely to bring, plus a little for the cards in its hand, less the same for the average other seat. A
 * figure's island is worth its expected points (the island's points averaged over the resources, plus the
 * point per figure) the more likely the fewer open land sides it has; otherwise the figure takes its
 * card's average points at the round's end.
 */
public final class PirateHeuristic implements Heuristic {
    /** What a card in hand is worth: the lays and swaps it allows. */
    static final double CARD_IN_HAND = 0.15;
    /** Beyond this many cards a hand is worth no more. */
    static final int USEFUL_HAND = 6;

    private final PirateGame g;

    /** A thread's working arrays (a bot judges thousands of positions per decision: nothing allocated per call). */
    private static final class Buffers {
        int[] island = new int[0], stack = new int[0], open = new int[0];
        double[] islandMean = new double[0];
        int[][] figures = new int[0][0];

        void ensure(int cards, int seats) {
            if (island.length < cards || figures.length == 0 || figures[0].length < seats) {
                island = new int[cards];
                stack = new int[cards];
                open = new int[cards];
                islandMean = new double[cards];
                figures = new int[cards][Math.max(seats, 6)];
            }
        }
    }

    private static final ThreadLocal<Buffers> BUFFERS = ThreadLocal.withInitial(Buffers::new);

    @Inject
    public PirateHeuristic(PirateGame g) {
        this.g = g;
    }

    @Override
    public double value(Game game, int seat) {
        GameState s = game.state();
        double[] worth = seatWorth(s);
        double others = 0;
        for (int i = 0; i < worth.length; i++) if (i != seat) others += worth[i];
        return worth[seat] - (worth.length > 1 ? others / (worth.length - 1) : 0);
    }

    /** Every seat's points plus the expected worth of its figures and hand. */
    double[] seatWorth(GameState s) {
        PirateState ps = g.state;
        Cards cards = g.cards;
        int seats = s.seats(), nRes = g.rules.resources.size();
        double[] worth = new double[seats];
        for (int seat = 0; seat < seats; seat++) {
            worth[seat] = g.points(s, seat) + CARD_IN_HAND * Math.min(USEFUL_HAND, g.handSize(s, seat));
        }
        TableMap map = g.table(s);
        int n = map.count();
        if (n == 0) return worth;
        int pendingIsland = s.get(ps.scoring) == PirateGame.SCORING_ISLAND ? s.get(ps.scoringCard) : -1;
        // label the islands: for each card its island's index; per island its open sides, mean points, figures
        Buffers b = BUFFERS.get();
        b.ensure(cards.size(), seats);
        int[] island = b.island;
        java.util.Arrays.fill(island, -1);
        int[] stack = b.stack;
        double[] islandMean = b.islandMean;
        int[] open = b.open;
        int[][] figures = b.figures;
        for (int i = 0; i < n; i++) {
            open[i] = 0;
            java.util.Arrays.fill(figures[i], 0, seats, 0);
        }
        int islands = 0;
        for (int i = 0; i < n; i++) {
            int first = map.card(i);
            if (island[first] >= 0) continue;
            int id = islands++, top = 0;
            stack[top++] = first;
            island[first] = id;
            double total = 0;
            while (top > 0) {
                int c = stack[--top];
                total += cards.totalPoints(c);
                int owner = s.get(ps.occupant, 0, c);
                if (owner >= 0) figures[id][owner]++;
                int cell = s.get(ps.cell, 0, c), x = PirateState.x(cell), y = PirateState.y(cell), land = map.land(c);
                for (int d = 0; d < 4; d++) {
                    Side side = Side.of(d);
                    if ((land & side.bit) == 0) continue;
                    int nb = map.at(x + side.dx, y + side.dy);
                    if (nb < 0) open[id]++;
                    else if (island[nb] < 0) {
                        island[nb] = id;
                        stack[top++] = nb;
                    }
                }
            }
            islandMean[id] = total / nRes;
        }
        boolean ending = s.get(ps.trigger) >= 0;
        int pendingId = pendingIsland >= 0 && island[pendingIsland] >= 0 ? island[pendingIsland] : -1;
        for (int i = 0; i < n; i++) {
            int c = map.card(i), owner = s.get(ps.occupant, 0, c);
            if (owner < 0) continue;
            int id = island[c];
            if (id == pendingId) { // closed, its resource still to be chosen (P6.4): its points are as good as scored
                worth[owner] += (islandMean[id] + g.rules.pointsPerFigure * figures[id][owner]) / figures[id][owner];
                continue;
            }
            // the chance that the island closes before the round ends: high with one open side, low with many
            double close = ending ? 0.1 : 0.6 / (1 + open[id]);
            double share = (islandMean[id] + g.rules.pointsPerFigure * figures[id][owner]) / figures[id][owner];
            double cardMean = cards.totalPoints(c) / (double) nRes;
            worth[owner] += close * share + (1 - close) * cardMean;
        }
        return worth;
    }
}
