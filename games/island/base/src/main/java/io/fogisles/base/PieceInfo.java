package io.fogisles.base;

import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.piece.PieceDef;

/**
 * What the rules need to know about each piece, as arrays by piece number. Read from the pieces'
 * attributes, which every module uses the same way:
 * <ul>
 *   <li>{@code landscape}: the landscape of a landscape tile; {@code joker: true} for jokers;</li>
 *   <li>{@code connects: true} for pieces that count as landscape tiles (RULES B0.4);</li>
 *   <li>{@code city: true}; {@code monuments: n} (royal couple: 2);</li>
 *   <li>{@code value}, or {@code valueMin}/{@code valueMax} for tiles whose value the owner chooses;</li>
 *   <li>{@code convertEnergy} (default: the highest value) and {@code returnTo} ({@code bag} or {@code box})
 *       for converting;</li>
 *   <li>{@code onPlaced}: an effect run when the piece is placed on an island; {@code owner}: a seat.</li>
 * </ul>
 */
public final class PieceInfo {
    public static final int JOKER = 6;
    public static final int NONE = -1;

    /** Landscape index 0–5, {@link #JOKER}, or {@link #NONE}. */
    public final int[] land;
    public final boolean[] connects;
    public final boolean[] city;
    public final int[] monuments;
    public final int[] valueMin;
    public final int[] valueMax;
    public final int[] convertEnergy;
    public final boolean[] returnToBox;
    public final boolean[] inBag;
    public final boolean[] start;
    public final String[] onPlaced;
    public final int[] owner;
    public final String[] kind;

    public PieceInfo(PieceCatalog catalog) {
        int n = catalog.size();
        land = new int[n];
        connects = new boolean[n];
        city = new boolean[n];
        monuments = new int[n];
        valueMin = new int[n];
        valueMax = new int[n];
        convertEnergy = new int[n];
        returnToBox = new boolean[n];
        inBag = new boolean[n];
        start = new boolean[n];
        onPlaced = new String[n];
        owner = new int[n];
        kind = new String[n];
        for (PieceDef p : catalog.all()) {
            int i = p.index();
            Landscape l = Landscape.parse(p.stringAttr("landscape"));
            land[i] = p.flag("joker") ? JOKER : l == null ? NONE : l.ordinal();
            connects[i] = p.flag("connects");
            city[i] = p.flag("city");
            monuments[i] = p.intAttr("monuments", 0);
            int v = p.intAttr("value", 0);
            valueMin[i] = p.intAttr("valueMin", v);
            valueMax[i] = p.intAttr("valueMax", v);
            convertEnergy[i] = p.intAttr("convertEnergy", valueMax[i]);
            returnToBox[i] = "box".equals(p.stringAttr("returnTo"));
            inBag[i] = p.flag("bag");
            start[i] = p.flag("start");
            onPlaced[i] = p.stringAttr("onPlaced");
            owner[i] = p.intAttr("owner", -1);
            kind[i] = p.kind();
        }
    }

    public boolean ranged(int piece) {
        return valueMin[piece] != valueMax[piece];
    }

    public int size() {
        return land.length;
    }
}
