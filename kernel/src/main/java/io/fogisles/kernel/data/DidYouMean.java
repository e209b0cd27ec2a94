package io.fogisles.kernel.data;

import java.util.Collection;

/** Suggests the closest known name for a misspelt one. */
public final class DidYouMean {
    private DidYouMean() {
    }

    /**
     * The closest candidate, or null when none is close: within an edit distance of half the longer name
     * and at most 3 (a swap of two neighbouring letters counts 1), or a known name that starts with the
     * wrong one ("strat" → "strategy"). Half the name without the cap of 3 suggested unrelated names
     * ("--frobnicate" → "--rotate").
     */
    public static String closest(String wrong, Collection<String> known) {
        String w = wrong.toLowerCase(java.util.Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            String c = k.toLowerCase(java.util.Locale.ROOT);
            int d = w.length() >= 3 && c.startsWith(w) ? 1 : distance(w, c);
            if (d < bestDistance) {
                bestDistance = d;
                best = k;
            }
        }
        if (best == null) return null;
        int allowed = Math.max(1, Math.min(3, Math.max(wrong.length(), best.length()) / 2));
        return bestDistance <= allowed ? best : null;
    }

    /** " (did you mean 'x'?)" or an empty string. */
    public static String hint(String wrong, Collection<String> known) {
        String c = closest(wrong, known);
        return c == null ? "" : " (did you mean '" + c + "'?)";
    }

    /** Edit distance with insertions, deletions, substitutions and swaps of two neighbouring letters (each 1). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1))
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
        return d[a.length()][b.length()];
    }
}
