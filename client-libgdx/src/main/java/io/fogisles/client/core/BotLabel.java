package io.fogisles.client.core;

import io.fogisles.kernel.bot.SearchBudget;

/**
 * How a seat's bot level spec ({@code greedy}, {@code expert:2s}) is named on screen: the level's text
 * ({@code client.bot.<level>}), the expert's with its think time in seconds as {@code {0}}, or, for a game
 * saved by {@code simulate} with a playout budget, with its playouts ({@code client.bot.expert-playouts}).
 */
public final class BotLabel {
    private BotLabel() {
    }

    /** The i18n key of a level spec's name. */
    public static String key(String spec) {
        int colon = spec.indexOf(':');
        String level = colon < 0 ? spec : spec.substring(0, colon);
        return "client.bot." + level + (level.equals("expert") && !budget(spec).timed() ? "-playouts" : "");
    }

    /** The arguments of that text: the expert's think time in seconds (a playout budget is shown as its count). */
    public static Object[] args(String spec) {
        if (!spec.startsWith("expert")) return new Object[0];
        SearchBudget b = budget(spec);
        return new Object[] {b.timed() ? (Object) (b.thinkMillis() / 1000.0) : (Object) b.playouts()};
    }

    private static SearchBudget budget(String spec) {
        int colon = spec.indexOf(':');
        try {
            return colon < 0 ? SearchBudget.DEFAULT : SearchBudget.parse(spec.substring(colon + 1));
        } catch (IllegalArgumentException e) {
            return SearchBudget.DEFAULT;
        }
    }
}
