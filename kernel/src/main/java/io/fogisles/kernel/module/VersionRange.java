package io.fogisles.kernel.module;

/**
 * A version range in Maven notation: {@code [1.0,2.0)} (1.0 inclusive to 2.0 exclusive), {@code [1.0,)},
 * {@code (,2.0]}, or a bare version {@code 1.0} meaning "at least 1.0".
 */
public record VersionRange(Version low, boolean lowInclusive, Version high, boolean highInclusive, String text) {

    public static VersionRange parse(String text) {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("empty version range");
        String t = text.trim();
        if (!t.startsWith("[") && !t.startsWith("(")) return new VersionRange(Version.parse(t), true, null, false, t);
        if (!(t.endsWith("]") || t.endsWith(")")) || !t.contains(","))
            throw new IllegalArgumentException("not a version range: '" + text + "' (expected e.g. [1.0,2.0))");
        String inner = t.substring(1, t.length() - 1);
        int comma = inner.indexOf(',');
        String lo = inner.substring(0, comma).trim(), hi = inner.substring(comma + 1).trim();
        return new VersionRange(lo.isEmpty() ? null : Version.parse(lo), t.startsWith("["),
                hi.isEmpty() ? null : Version.parse(hi), t.endsWith("]"), t);
    }

    public boolean contains(Version v) {
        if (low != null) {
            int c = v.compareTo(low);
            if (c < 0 || (c == 0 && !lowInclusive)) return false;
        }
        if (high != null) {
            int c = v.compareTo(high);
            if (c > 0 || (c == 0 && !highInclusive)) return false;
        }
        return true;
    }

    @Override
    public String toString() {
        return text;
    }
}
