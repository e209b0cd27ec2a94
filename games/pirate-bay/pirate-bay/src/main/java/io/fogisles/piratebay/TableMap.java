package io.fogisles.piratebay;

import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;

/**
 * The table as a grid, read from a state: which card lies on a cell, what a card's sides are where it lies,
 * which empty cells a card fits (P3), and an island's cards (P6.1–P6.2). A map is filled from the state
 * ({@link #load}) and read before the state changes again; one per thread is reused
 * ({@link #of}), so reading the table allocates nothing on the bots' and playouts' hot path.
 */
public final class TableMap {
    private static final ThreadLocal<TableMap> PER_THREAD = new ThreadLocal<>();

    /** log2 of the slots: 1024 slots for at most a few dozen cards keep the probes short. */
    private final int bits;
    private final int mask;
    /** Open addressing by cell; a slot is in use when its stamp is the current load's, so a load clears nothing. */
    private final int[] keys, values, stamps;
    private int load;
    /** A second table of cells already looked at (by a stamp too). */
    private final int[] seenKeys, seenStamp;
    private int stamp;
    private final int[] onTable, cellX, cellY;
    private int count;
    private int[] landOf;

    private TableMap(int cards) {
        int slots = Math.max(1024, Integer.highestOneBit(Math.max(16, cards * 16)) << 1);
        bits = Integer.numberOfTrailingZeros(slots);
        mask = slots - 1;
        keys = new int[slots];
        values = new int[slots];
        stamps = new int[slots];
        seenKeys = new int[slots];
        seenStamp = new int[slots];
        onTable = new int[cards];
        cellX = new int[cards];
        cellY = new int[cards];
        landOf = new int[cards];
    }

    /** This thread's map, filled from the state. */
    public static TableMap of(GameState s, PirateState ps, Cards cards) {
        TableMap m = PER_THREAD.get();
        if (m == null || m.onTable.length < cards.size()) {
            m = new TableMap(cards.size());
            PER_THREAD.set(m);
        }
        return m.load(s, ps, cards);
    }

    private static int key(int x, int y) {
        return ((x + PirateState.OFFSET) << 12) | (y + PirateState.OFFSET);
    }

    private int slot(int key) {
        return (key * 0x9E3779B1) >>> (32 - bits);
    }

    TableMap load(GameState s, PirateState ps, Cards cards) {
        if (++load == 0) {
            java.util.Arrays.fill(stamps, 0);
            load = 1;
        }
        count = 0;
        int zone = ps.table.global(), n = s.size(zone);
        for (int i = 0; i < n; i++) {
            int card = s.piece(zone, i);
            int cell = s.get(ps.cell, 0, card);
            int x = PirateState.x(cell), y = PirateState.y(cell);
            int k = key(x, y);
            int at = slot(k);
            while (stamps[at] == load) at = (at + 1) & mask;
            stamps[at] = load;
            keys[at] = k;
            values[at] = card;
            cellX[count] = x;
            cellY[count] = y;
            onTable[count++] = card;
            landOf[card] = cards.land(card, PirateState.turned(cell));
        }
        return this;
    }

    /** The card on a cell, or −1. */
    public int at(int x, int y) {
        int k = key(x, y);
        for (int at = slot(k); stamps[at] == load; at = (at + 1) & mask) if (keys[at] == k) return values[at];
        return -1;
    }

    /** How many cards lie on the table. */
    public int count() {
        return count;
    }

    /** The i-th card on the table (in the table zone's order). */
    public int card(int i) {
        return onTable[i];
    }

    /** A card's land sides where it lies (only for cards on the table). */
    public int land(int card) {
        return landOf[card];
    }

    /**
     * What a card needs to fit an empty cell (P3.2–P3.4): bit {@code d} of the low byte is set when a card
     * lies beside it on side {@code d}; of the next byte, when that card shows land there. −1 when no card
     * lies beside it.
     */
    public int needs(int x, int y) {
        int present = 0, land = 0;
        for (int d = 0; d < 4; d++) {
            Side side = Side.of(d);
            int n = at(x + side.dx, y + side.dy);
            if (n < 0) continue;
            present |= side.bit;
            if ((landOf[n] & side.opposite().bit) != 0) land |= side.bit;
        }
        return present == 0 ? -1 : present | land << 8;
    }

    /** Whether a card with land sides {@code cardLand} fits a cell with these {@link #needs}. */
    public static boolean fits(int needs, int cardLand, boolean hard) {
        if (needs < 0) return false;
        int present = needs & 0xF, land = needs >>> 8;
        if (((cardLand ^ land) & present) != 0) return false; // P3.3: land to land, water to water
        return !hard || (cardLand & land) != 0;               // P3.4: hard mode joins land to land
    }

    /** Whether a card may be laid on a cell, turned or not (P3.2–P3.5). */
    public boolean legal(Cards cards, int card, int x, int y, boolean turned, boolean hard) {
        if (at(x, y) >= 0) return false;
        if (count == 0) return x == 0 && y == 0; // P3.5: an empty table: the middle
        return fits(needs(x, y), cards.land(card, turned), hard);
    }

    /**
     * Every legal lay of the hand's cards (P3), as {@link PirateCodes#lay} codes, each cell once and a card
     * that looks the same turned round (PD5) only one way.
     */
    public void lays(Cards cards, int[] hand, int handSize, boolean hard, IntList out) {
        lays(cards, hand, handSize, hard, out, false);
    }

    /** Whether any card of the hand can be laid anywhere (stops at the first lay found). */
    public boolean anyLay(Cards cards, int[] hand, int handSize, boolean hard) {
        if (handSize == 0) return false;
        if (count == 0) return true;
        return lays(cards, hand, handSize, hard, null, true);
    }

    private boolean lays(Cards cards, int[] hand, int handSize, boolean hard, IntList out, boolean first) {
        if (count == 0) {
            for (int i = 0; i < handSize; i++) {
                int c = hand[i];
                out.add(PirateCodes.lay(c, 0, 0, false));
                if (!cards.symmetric(c)) out.add(PirateCodes.lay(c, 0, 0, true));
            }
            return handSize > 0;
        }
        if (++stamp == 0) {
            java.util.Arrays.fill(seenStamp, 0);
            stamp = 1;
        }
        int seenMask = mask;
        for (int i = 0; i < count; i++) {
            int cx = cellX[i], cy = cellY[i];
            for (int d = 0; d < 4; d++) {
                Side side = Side.of(d);
                int x = cx + side.dx, y = cy + side.dy;
                if (at(x, y) >= 0) continue;
                int k = key(x, y), s = slot(k);
                boolean seen = false;
                while (seenStamp[s] == stamp) {
                    if (seenKeys[s] == k) {
                        seen = true;
                        break;
                    }
                    s = (s + 1) & seenMask;
                }
                if (seen) continue;
                seenStamp[s] = stamp;
                seenKeys[s] = k;
                int needs = needs(x, y);
                for (int h = 0; h < handSize; h++) {
                    int card = hand[h];
                    int land = cards.land(card);
                    boolean plain = fits(needs, land, hard);
                    int turned = Side.turned(land);
                    boolean half = turned != land && fits(needs, turned, hard);
                    if (first && (plain || half)) return true;
                    if (plain) out.add(PirateCodes.lay(card, x, y, false));
                    if (half) out.add(PirateCodes.lay(card, x, y, true));
                }
            }
        }
        return out != null && out.size() > 0;
    }

    /**
     * The island of a card on the table (P6.1): every card its land reaches land to land, into {@code out}.
     * Returns whether it is closed (P6.2): no land side of its cards without a card beside it.
     */
    public boolean island(GameState s, PirateState ps, int card, IntList out) {
        out.clear();
        out.add(card);
        boolean closed = true;
        for (int i = 0; i < out.size(); i++) {
            int c = out.get(i);
            int cell = s.get(ps.cell, 0, c);
            int x = PirateState.x(cell), y = PirateState.y(cell), land = landOf[c];
            for (int d = 0; d < 4; d++) {
                Side side = Side.of(d);
                if ((land & side.bit) == 0) continue;
                int n = at(x + side.dx, y + side.dy);
                if (n < 0) {
                    closed = false;
                } else if (!out.contains(n)) {
                    out.add(n);
                }
            }
        }
        return closed;
    }
}
