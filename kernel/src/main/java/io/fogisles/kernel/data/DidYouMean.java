package io.fogisles.kernel.data;

import java.util.Collection;

/** Suggests the closest known name for a misspelt one. */
public final class DidYouMean {
    private DidYouMean() {
    }

    /** The closest candidate within a small edit distance, or null. */
    public static String closest(String wrong, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            int d = distance(wrong.toLowerCase(java.util.Locale.ROOT), k.toLowerCase(java.util.Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = k;
            }
        }
        int allowed = Math.max(3, wrong.length() / 2);
        return best != null && bestDistance <= allowed && bestDistance < Math.max(wrong.length(), best.length()) ? best : null;
    }

    /** " (did you mean 'x'?)" or an empty string. */
    public static String hint(String wrong, Collection<String> known) {
        String c = closest(wrong, known);
        return c == null ? "" : " (did you mean '" + c + "'?)";
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
