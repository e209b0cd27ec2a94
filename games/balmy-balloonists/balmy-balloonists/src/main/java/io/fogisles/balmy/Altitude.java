package io.fogisles.balmy;

/** The altitudes of a balloon (M7.1): grounded, low, medium, high, as the number of altitude markers under it [S:20]. */
public final class Altitude {
    public static final int GROUNDED = 0, LOW = 1, MEDIUM = 2, HIGH = 3;
    private static final String[] IDS = {"grounded", "low", "medium", "high"};

    private Altitude() {
    }

    public static String id(int altitude) {
        return IDS[altitude];
    }

    /** The altitude of an id, or −1. */
    public static int of(String id) {
        for (int a = 0; a < IDS.length; a++) if (IDS[a].equals(id)) return a;
        return -1;
    }
}
