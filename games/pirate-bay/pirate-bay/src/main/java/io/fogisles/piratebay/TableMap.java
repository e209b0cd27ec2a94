package io.fogisles.piratebay;

import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;

/**
 * The table as a grid, read from a state: which card lies on a cell, what a card's sides are where it lies,
 * which empty cells a card fits (P3), and an island's cards (P6.1–P6.2). A map is filled from the state
 * ({@link #load}) and read before the state changes again; one per thread is reused ({@link #of}), so
 * reading the table allocates nothing on the bots' and playouts' hot path.
 *
 * <p>The grid is a dense square of cells around the middle, each marked with the load that wrote it (a
 * stamp), so a load writes only the cards on the table and clears nothing. Every lay touches a card already
 * on the table or goes in the middle (P3.2, P3.5), and a game lays each card at most twice (the draw pile is
 * played through once and the discard pile once more, P9.1, P9.3), so the table stays within about twice the
 * number of cards of the middle; a table beyond the square (a house rule's) makes the square bigger.
 */
public final class TableMap {
    private static final ThreadLocal<TableMap> PER_THREAD = new ThreadLocal<>();
    /**
     * Which land masks (bit {@code m} for the mask m) fit a cell, by what the cell needs ({@code present | land << 4},
     * see {@link #needs}): {@code FIT[0]} easy mode, {@code FIT[1]} hard mode. A lay's check is then one shift.
     */
    private static final int[][] FIT = new int[2][256];

    static {
        for (int hard = 0; hard < 2; hard++)
            for (int present = 1; present < 16; present++)
                for (int land = 0; land < 16; land++) {
                    if ((land & ~present) != 0) continue;
                    int fit = 0;
                    for (int mask = 0; mask < 16; mask++) if (fits(present | land << 8, mask, hard == 1)) fit |= 1 << mask;
                    FIT[hard][present | land << 4] = fit;
                }
    }

    /** The grid's side (a power of two) and half of it: cell x, y is at {@code (x + half) * width + y + half}. */
    private int width, half;
    private int[] gridCard, gridStamp, seenStamp;
    private int load;
    /**
     * The frontier of the loaded table: the empty cells beside its cards, in the order the lays list them (the
     * table's cards in order, their sides north, east, south, west; each cell once), each with what a card needs
     * there ({@code present | land << 4}, see {@link #needs}, kept in {@code needsAt}). Worked out once per load, when
     * first asked ({@code frontierLoad}), and then kept while the map follows the table ({@link #follow}): a card
     * laid updates it ({@link #addToFrontier}), figures moved leave it as it is. {@code needsAt} is indexed by grid
     * cell and valid where {@code seenStamp} holds the load.
     */
    private int[] frontierCell = new int[0], needsAt;
    private int frontierSize, frontierLoad;
    /** The game the map was last filled for (see {@link #of}). */
    private PirateState sourceLayout;
    private Cards sourceCards;
    /** Per seat, its figures on the table (seats beyond the array: not counted, see {@link #figures}); the free table cards. */
    private final int[] figuresOf = new int[8];
    private int free;
    /** The cell value ({@link PirateState#cell}) of each table card, by its place in the table zone. */
    private final int[] cellOf;
    private final int[] onTable, cellX, cellY, landOf, visited;
    /** The seat whose figure stands on each table card, or −1 (read with the cells: the challenge checks read it often). */
    private final int[] occupantOf;
    /** A hand being enumerated: its cards and their land masks as printed and turned (read once per enumeration). */
    private final int[] handCard, handPlain, handTurned;
    /**
     * For a hand of at most 64 cards: per land mask, the hand's places (bit h for the h-th card) whose card shows
     * that mask as printed, and those whose card shows it turned (cards that look the same turned are left out
     * there, PD5). A cell's lays are then the places of the masks that fit it, in the hand's order.
     */
    private final long[] plainAt = new long[16], turnedAt = new long[16];
    private final IntList scratch = new IntList(16);
    private int visit;
    private int count;

    private TableMap(int cards) {
        onTable = new int[cards];
        cellX = new int[cards];
        cellY = new int[cards];
        landOf = new int[cards];
        visited = new int[cards];
        occupantOf = new int[cards];
        cellOf = new int[cards];
        handCard = new int[cards];
        handPlain = new int[cards];
        handTurned = new int[cards];
        grid(Integer.highestOneBit(Math.max(16, 4 * cards + 8) - 1) << 1);
    }

    private void grid(int width) {
        this.width = width;
        this.half = width / 2;
        gridCard = new int[width * width];
        gridStamp = new int[width * width];
        seenStamp = new int[width * width];
        needsAt = new int[width * width];
        load = 0;
        frontierLoad = 0;
    }

    /**
     * This thread's map, filled from the state; kept as it is when the state's table is the one it was last
     * filled from (the same cards in the same order, each on the same cell with the same figure): a turn reads
     * one table several times (which actions it allows, whether a card can be laid, where, whether it closed an
     * island) while the state around it changes, and what the map worked out about it (the frontier) is kept too.
     */
    public static TableMap of(GameState s, PirateState ps, Cards cards) {
        TableMap m = PER_THREAD.get();
        if (m == null || m.onTable.length < cards.size()) {
            m = new TableMap(cards.size());
            PER_THREAD.set(m);
        }
        if (m.sourceLayout == ps && m.sourceCards == cards && m.follow(s, ps, cards)) return m;
        m.load(s, ps, cards);
        m.sourceLayout = ps;
        m.sourceCards = cards;
        return m;
    }

    /** A map of its own (not the thread's), loaded from the state: for tests that check the thread's map against it. */
    static TableMap fresh(GameState s, PirateState ps, Cards cards) {
        return new TableMap(cards.size()).load(s, ps, cards);
    }

    /**
     * Brings the loaded map up to the state's table without a new load when the table is the loaded one, its
     * figures perhaps moved, or the loaded one with one card more at its end (a lay): the frontier worked out for
     * the loaded table is then kept, or updated for the new card ({@link #addToFrontier}), instead of worked out
     * again from the whole table. False when the table changed otherwise (cards taken off, a new game): then it
     * needs a {@link #load}.
     */
    private boolean follow(GameState s, PirateState ps, Cards cards) {
        int zone = ps.table.global(), n = s.size(zone);
        if (load == 0 || n < count || n > count + 1) return false;
        for (int i = 0; i < count; i++) if (s.piece(zone, i) != onTable[i] || s.get(ps.cell, 0, onTable[i]) != cellOf[i]) return false;
        if (n > count) {
            int card = s.piece(zone, count), cell = s.get(ps.cell, 0, card);
            int x = PirateState.x(cell), y = PirateState.y(cell);
            int at = index(x, y);
            // a card beside the grid's margin, or on a cell taken (only a broken state): a new load sorts it out
            if (Math.max(Math.abs(x), Math.abs(y)) + 2 >= half || gridStamp[at] == load) return false;
            cellX[count] = x;
            cellY[count] = y;
            cellOf[count] = cell;
            onTable[count++] = card;
            landOf[card] = cards.land(card, PirateState.turned(cell));
            gridStamp[at] = load;
            gridCard[at] = card;
            if (frontierLoad == load) addToFrontier(at, x, y, landOf[card]);
        }
        free = 0;
        java.util.Arrays.fill(figuresOf, 0);
        for (int i = 0; i < count; i++) {
            int card = onTable[i], owner = s.get(ps.occupant, 0, card);
            occupantOf[card] = owner;
            if (owner < 0) free++;
            else if (owner < figuresOf.length) figuresOf[owner]++;
        }
        return true;
    }

    /** The grid index of a cell, or −1 when it lies outside the grid. */
    private int index(int x, int y) {
        int gx = x + half, gy = y + half;
        return (gx | gy) >= 0 && gx < width && gy < width ? gx * width + gy : -1;
    }

    TableMap load(GameState s, PirateState ps, Cards cards) {
        if (++load == 0) {
            java.util.Arrays.fill(gridStamp, 0);
            java.util.Arrays.fill(seenStamp, 0);
            load = 1;
            frontierLoad = 0;
        }
        count = 0;
        free = 0;
        java.util.Arrays.fill(figuresOf, 0);
        int zone = ps.table.global(), n = s.size(zone), far = 0;
        for (int i = 0; i < n; i++) {
            int card = s.piece(zone, i);
            int cell = s.get(ps.cell, 0, card);
            int x = PirateState.x(cell), y = PirateState.y(cell);
            far = Math.max(far, Math.max(Math.abs(x), Math.abs(y)));
            cellX[count] = x;
            cellY[count] = y;
            cellOf[count] = cell;
            onTable[count++] = card;
            landOf[card] = cards.land(card, PirateState.turned(cell));
            int owner = s.get(ps.occupant, 0, card);
            occupantOf[card] = owner;
            if (owner < 0) free++;
            else if (owner < figuresOf.length) figuresOf[owner]++;
        }
        if (far + 2 >= half) { // a table beyond the grid (cells beside the outermost cards are looked up too)
            int bigger = width;
            while (far + 2 >= bigger / 2) bigger <<= 1;
            grid(bigger);
            load = 1;
        }
        for (int i = 0; i < count; i++) {
            int at = (cellX[i] + half) * width + cellY[i] + half;
            gridStamp[at] = load;
            gridCard[at] = onTable[i];
        }
        return this;
    }

    /** The card on a cell, or −1. */
    public int at(int x, int y) {
        int i = index(x, y);
        return i >= 0 && gridStamp[i] == load ? gridCard[i] : -1;
    }

    /** How many cards lie on the table. */
    public int count() {
        return count;
    }

    /** The i-th card on the table (in the table zone's order). */
    public int card(int i) {
        return onTable[i];
    }

    /** The seat whose figure stands on a table card, or −1 (only for cards on the table). */
    public int occupant(int card) {
        return occupantOf[card];
    }

    /** How many figures of a seat stand on the table (P5.1: figures stand only on table cards). */
    public int figures(int seat) {
        if (seat < figuresOf.length) return figuresOf[seat];
        int n = 0;
        for (int i = 0; i < count; i++) if (occupantOf[onTable[i]] == seat) n++;
        return n;
    }

    /** Whether a table card holds no figure (P5.1). */
    public boolean anyFree() {
        return free > 0;
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

    /** The land masks that fit a cell with these {@link #needs} (bit m for mask m), 0 when none or nothing beside it. */
    private static int fitting(int needs, boolean hard) {
        return needs < 0 ? 0 : FIT[hard ? 1 : 0][(needs & 0xF) | (needs >>> 8) << 4];
    }

    /** Whether a card may be laid on a cell, turned or not (P3.2–P3.5). */
    public boolean legal(Cards cards, int card, int x, int y, boolean turned, boolean hard) {
        if (at(x, y) >= 0) return false;
        if (count == 0) return x == 0 && y == 0; // P3.5: an empty table: the middle
        return fits(needs(x, y), cards.land(card, turned), hard);
    }

    /**
     * Every legal lay of the hand's cards (P3), as {@link PirateCodes#lay} codes, each cell once and a card
     * that looks the same turned round (PD5) only one way: by the table's cards in order, their sides north,
     * east, south, west, and the hand in order.
     */
    public void lays(Cards cards, GameState s, int hand, boolean hard, IntList out) {
        lays(cards, s, hand, hard, out, false);
    }

    /** Whether any card of a hand (a zone) can be laid anywhere (stops at the first lay found). */
    public boolean anyLay(Cards cards, GameState s, int hand, boolean hard) {
        if (s.size(hand) == 0) return false;
        if (count == 0) return true;
        return lays(cards, s, hand, hard, null, true);
    }

    private boolean lays(Cards cards, GameState s, int hand, boolean hard, IntList out, boolean first) {
        int handSize = s.size(hand);
        if (count == 0) {
            for (int i = 0; i < handSize; i++) {
                int c = s.piece(hand, i);
                out.add(PirateCodes.lay(c, 0, 0, false));
                if (!cards.symmetric(c)) out.add(PirateCodes.lay(c, 0, 0, true));
            }
            return handSize > 0;
        }
        int shapes = 0; // the land masks the hand can show, either way round
        boolean bits = handSize <= 64;
        if (bits) {
            java.util.Arrays.fill(plainAt, 0);
            java.util.Arrays.fill(turnedAt, 0);
        }
        for (int h = 0; h < handSize; h++) {
            int c = s.piece(hand, h), plain = cards.land(c), turned = cards.land(c, true);
            handCard[h] = c;
            handPlain[h] = plain;
            handTurned[h] = turned;
            shapes |= 1 << plain | 1 << turned;
            if (bits) {
                plainAt[plain] |= 1L << h;
                if (turned != plain) turnedAt[turned] |= 1L << h;
            }
        }
        int[] fit = FIT[hard ? 1 : 0];
        if (first && frontierLoad != load) return anyFits(fit, shapes); // stops at the first cell: cheaper than the whole frontier
        frontier();
        boolean found = false;
        for (int f = 0; f < frontierSize; f++) {
            int at = frontierCell[f], fits = fit[needsAt[at]];
            if ((fits & shapes) == 0) continue;
            if (first) return true;
            int cellCode = PirateCodes.lay(0, at / width - half, at % width - half, false);
            if (bits) {
                long plain = 0, turned = 0;
                for (int m = fits & shapes; m != 0; m &= m - 1) {
                    int mask = Integer.numberOfTrailingZeros(m);
                    plain |= plainAt[mask];
                    turned |= turnedAt[mask];
                }
                for (long any = plain | turned; any != 0; any &= any - 1) {
                    int h = Long.numberOfTrailingZeros(any);
                    if ((plain >>> h & 1) != 0) out.add(cellCode | handCard[h]);
                    if ((turned >>> h & 1) != 0) out.add(cellCode | handCard[h] | PirateCodes.TURNED);
                }
            } else {
                for (int h = 0; h < handSize; h++) {
                    int plain = handPlain[h], turned = handTurned[h];
                    if ((fits >>> plain & 1) != 0) out.add(cellCode | handCard[h]);
                    if (turned != plain && (fits >>> turned & 1) != 0) out.add(cellCode | handCard[h] | PirateCodes.TURNED);
                }
            }
            found = true;
        }
        return found;
    }

    /** Whether a card showing one of the land masks {@code shapes} fits an empty cell beside the table (the frontier's order, stopping at the first). */
    private boolean anyFits(int[] fit, int shapes) {
        for (int i = 0; i < count; i++) {
            int cx = cellX[i], cy = cellY[i];
            for (int d = 0; d < 4; d++) {
                Side side = Side.of(d);
                int x = cx + side.dx, y = cy + side.dy;
                int at = (x + half) * width + y + half; // inside the grid: load keeps a margin around the cards
                if (gridStamp[at] == load) continue;
                int present = 0, land = 0;
                for (int e = 0; e < 4; e++) {
                    Side to = Side.of(e);
                    int n = (x + to.dx + half) * width + y + to.dy + half;
                    if (gridStamp[n] != load) continue;
                    present |= to.bit;
                    if ((landOf[gridCard[n]] & to.opposite().bit) != 0) land |= to.bit;
                }
                if ((fit[present | land << 4] & shapes) != 0) return true;
            }
        }
        return false;
    }

    /**
     * Works out the loaded table's frontier ({@link #frontierCell}) unless this load did already: each card's
     * sides in order, an empty cell first met is added, and every card beside a cell adds its side (and its land
     * there) to what the cell needs.
     */
    private void frontier() {
        if (frontierLoad == load) return;
        frontierLoad = load;
        if (frontierCell.length < 4 * count) frontierCell = new int[4 * onTable.length];
        int size = 0;
        for (int i = 0; i < count; i++) {
            int cx = cellX[i], cy = cellY[i], land = landOf[onTable[i]];
            for (int d = 0; d < 4; d++) {
                Side side = Side.of(d);
                int at = (cx + side.dx + half) * width + cy + side.dy + half; // inside the grid: load keeps a margin
                if (gridStamp[at] == load) continue;
                if (seenStamp[at] != load) {
                    seenStamp[at] = load;
                    needsAt[at] = 0;
                    frontierCell[size++] = at;
                }
                int from = side.opposite().bit; // this card lies on that side of the empty cell
                needsAt[at] |= from | ((land & side.bit) != 0 ? from << 4 : 0);
            }
        }
        frontierSize = size;
    }

    /**
     * The frontier after a card was laid on grid cell {@code at} as the table's last card: that cell leaves it
     * (the others keep their order), and the empty cells beside the card that were not in it join at its end, in
     * the order of the card's sides; what a card needs beside it now counts this card's sides. The same frontier
     * as {@link #frontier} would work out from the whole table, which meets the cells in this order.
     */
    private void addToFrontier(int at, int x, int y, int land) {
        int size = frontierSize, f = 0;
        while (f < size && frontierCell[f] != at) f++;
        if (f < size) {
            System.arraycopy(frontierCell, f + 1, frontierCell, f, size - f - 1);
            size--;
        }
        if (frontierCell.length < size + 4) frontierCell = java.util.Arrays.copyOf(frontierCell, size + 4 + onTable.length);
        for (int d = 0; d < 4; d++) {
            Side side = Side.of(d);
            int next = (x + side.dx + half) * width + y + side.dy + half; // inside the grid: follow keeps the margin
            if (gridStamp[next] == load) continue;
            if (seenStamp[next] != load) {
                seenStamp[next] = load;
                needsAt[next] = 0;
                frontierCell[size++] = next;
            }
            int from = side.opposite().bit;
            needsAt[next] |= from | ((land & side.bit) != 0 ? from << 4 : 0);
        }
        frontierSize = size;
    }

    /**
     * The island of a card on the table (P6.1): every card its land reaches land to land, into {@code out}.
     * Returns whether it is closed (P6.2): no land side of its cards without a card beside it.
     */
    /**
     * A list this map lends for one {@link #island} call whose cards are read before anything else may load the
     * map again (a lay's check for a closed island): a lay then allocates nothing. Cleared by {@code island}.
     */
    public IntList scratch() {
        return scratch;
    }

    public boolean island(GameState s, PirateState ps, int card, IntList out) {
        out.clear();
        out.add(card);
        if (++visit == 0) {
            java.util.Arrays.fill(visited, 0);
            visit = 1;
        }
        visited[card] = visit;
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
                } else if (visited[n] != visit) {
                    visited[n] = visit;
                    out.add(n);
                }
            }
        }
        return closed;
    }
}
