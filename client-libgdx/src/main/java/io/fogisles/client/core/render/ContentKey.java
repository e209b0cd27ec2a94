package io.fogisles.client.core.render;

import java.util.Arrays;

/**
 * The numbers a panel shows, gathered into one value that compares by content: a panel's
 * {@link Panel#contentKey} returns one, and its cached picture is redrawn only when the key differs.
 */
public final class ContentKey {
    private int[] values = new int[16];
    private int size;

    public ContentKey add(int v) {
        if (size == values.length) values = Arrays.copyOf(values, size * 2);
        values[size++] = v;
        return this;
    }

    /** Adds an array with its length (so that [1] + [2, 3] differs from [1, 2] + [3]). */
    public ContentKey add(int[] a) {
        add(a.length);
        for (int v : a) add(v);
        return this;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ContentKey k && Arrays.equals(values, 0, size, k.values, 0, k.size);
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0; i < size; i++) h = 31 * h + values[i];
        return h;
    }

    @Override
    public String toString() {
        return Arrays.toString(Arrays.copyOf(values, size));
    }
}
