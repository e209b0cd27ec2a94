package io.fogisles.kernel.module;

import java.util.Arrays;

/** A dotted numeric version such as {@code 1.2.0}. Missing parts compare as 0. */
public record Version(int[] parts) implements Comparable<Version> {

    public static Version parse(String text) {
        if (text == null || !text.matches("\\d+(\\.\\d+)*")) throw new IllegalArgumentException("not a version: '" + text + "' (expected digits and dots, e.g. 1.0.0)");
        String[] s = text.split("\\.");
        int[] p = new int[s.length];
        for (int i = 0; i < s.length; i++) p[i] = Integer.parseInt(s[i]);
        return new Version(p);
    }

    @Override
    public int compareTo(Version o) {
        int n = Math.max(parts.length, o.parts.length);
        for (int i = 0; i < n; i++) {
            int a = i < parts.length ? parts[i] : 0, b = i < o.parts.length ? o.parts[i] : 0;
            if (a != b) return Integer.compare(a, b);
        }
        return 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Version v && compareTo(v) == 0;
    }

    @Override
    public int hashCode() {
        int[] p = parts;
        int n = p.length;
        while (n > 1 && p[n - 1] == 0) n--;
        return Arrays.hashCode(Arrays.copyOf(p, n));
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parts.length; i++) b.append(i == 0 ? "" : ".").append(parts[i]);
        return b.toString();
    }
}
