package io.fogisles.client.core;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/**
 * One seat of the new-game screen: human or bot (with its level), its colour (RULES C20) and its symbol,
 * so that colour is never the only cue.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SeatSetup(boolean bot, String level, PlayerColour colour, PlayerSymbol symbol) {
    /**
     * The bot levels offered at setup, as level specs: the kernel's one list, each level that takes a budget
     * once per think time the client offers ({@code expert:500ms} … {@code expert:5s}).
     */
    public static final List<String> LEVELS = offered();

    public SeatSetup {
        if (level != null && io.fogisles.kernel.bot.BotRegistry.BUDGETED.contains(level))
            level = level + ":" + io.fogisles.kernel.bot.SearchBudget.DEFAULT; // "expert" alone: its default think time
        if (level == null || !LEVELS.contains(level)) level = "greedy";
        if (colour == null) colour = PlayerColour.RED;
        if (symbol == null) symbol = PlayerSymbol.CIRCLE;
    }

    private static List<String> offered() {
        List<String> out = new java.util.ArrayList<>();
        for (String level : io.fogisles.kernel.bot.BotRegistry.STANDARD_LEVELS) {
            if (!io.fogisles.kernel.bot.BotRegistry.BUDGETED.contains(level)) out.add(level);
            else for (int ms : io.fogisles.kernel.bot.SearchBudget.OFFERED_MILLIS) out.add(level + ":" + io.fogisles.kernel.bot.SearchBudget.thinkTime(ms));
        }
        return List.copyOf(out);
    }

    public SeatSetup withBot(boolean b) {
        return new SeatSetup(b, level, colour, symbol);
    }

    public SeatSetup withLevel(String l) {
        return new SeatSetup(bot, l, colour, symbol);
    }

    public SeatSetup withColour(PlayerColour c) {
        return new SeatSetup(bot, level, c, symbol);
    }

    public SeatSetup withSymbol(PlayerSymbol s) {
        return new SeatSetup(bot, level, colour, s);
    }

    /**
     * The player colours: the island game's four (RULES C20) and black and white (Pirate Bay's six, PD2). A game
     * offers those its descriptor lists ({@code game.json} colours), by their ids.
     */
    public enum PlayerColour {
        RED(0xD64541), GREEN(0x3FA34D), YELLOW(0xF2C230), BLUE(0x3D7DD8), BLACK(0x262A30), WHITE(0xF2F2EE);

        public final int rgb;

        PlayerColour(int rgb) {
            this.rgb = rgb;
        }

        /** The id a game descriptor uses ({@code red}, {@code black}). */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The colour of a descriptor's id, or null when the client has none of that name. */
        public static PlayerColour of(String id) {
            for (PlayerColour c : values()) if (c.id().equals(id)) return c;
            return null;
        }

        /** Light enough that a white symbol on it would not show: the symbol is drawn in ink instead. */
        public boolean light() {
            int r = rgb >> 16 & 0xFF, g = rgb >> 8 & 0xFF, b = rgb & 0xFF;
            return 0.299 * r + 0.587 * g + 0.114 * b > 0.85 * 255;
        }

        /** Dark enough that the dark rim of a badge would not show on the table: the rim is drawn light. */
        public boolean dark() {
            int r = rgb >> 16 & 0xFF, g = rgb >> 8 & 0xFF, b = rgb & 0xFF;
            return 0.299 * r + 0.587 * g + 0.114 * b < 0.25 * 255;
        }

        public String key() {
            return "client.colour." + name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Shapes drawn on balloons, name plates and owned tiles. */
    public enum PlayerSymbol {
        CIRCLE, TRIANGLE, SQUARE, DIAMOND, STAR, CROSS;

        public String key() {
            return "client.symbol." + name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
