package io.fogisles.base;

import java.util.Locale;

/** The six landscapes (RULES A.2, C5), with their stable lower-case ids. */
public enum Landscape {
    FOREST, MOUNTAIN, DESERT, SWAMP, CANYON, PLAINS;

    public static final int COUNT = 6;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The landscape with this id, or null. */
    public static Landscape parse(String id) {
        if (id == null) return null;
        for (Landscape l : values()) if (l.id().equals(id)) return l;
        return null;
    }

    public static Landscape of(int index) {
        return values()[index];
    }
}
