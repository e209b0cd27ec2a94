package io.fogisles.piratebay;

/** The actions of a turn (P4.1–P4.9), in the seed's order; the id is what actions and messages use. */
public enum ActionKind {
    DRAW_ONE("draw-one", 1, 0),
    DRAW_TWO("draw-two", 2, 0),
    LAY_ONE("lay-one", 0, 1),
    DRAW_AND_LAY("draw-and-lay", 1, 1),
    LAY_TWO("lay-two", 0, 2),
    SWAP("swap", 0, 0),
    PLACE_FIGURE("place-figure", 0, 0),
    CHALLENGE("challenge", 0, 0),
    PASS("pass", 0, 0);

    public final String id;
    /** Cards drawn first, cards laid then (P4.1–P4.5). */
    public final int draws, lays;

    ActionKind(String id, int draws, int lays) {
        this.id = id;
        this.draws = draws;
        this.lays = lays;
    }

    private static final ActionKind[] ALL = values();

    public static ActionKind of(int ordinal) {
        return ALL[ordinal];
    }

    /** The kind of an id, or null. */
    public static ActionKind byId(String id) {
        for (ActionKind k : ALL) if (k.id.equals(id)) return k;
        return null;
    }

    /** Whether a figure may follow the lays (P4.3–P4.5, P4.10). */
    public boolean figureAfterLays() {
        return lays > 0;
    }
}
