package io.fogisles.kernel.event;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The event types the kernel itself raises (modules declare theirs in {@code module.json}, "events"). */
public final class KernelEvents {
    public static final String ROUND_STARTED = "kernel:round-started";
    public static final String GAME_OVER = "kernel:game-over";
    public static final String LOG = "kernel:log";
    public static final String SCRIPT_DISABLED = "kernel:script-disabled";
    /** A seat answered a simultaneous decision (what it chose stays secret until the reveal). */
    public static final String CHOICE_MADE = "kernel:choice-made";
    /** Every seat asked has answered a simultaneous decision: the answers are applied now. */
    public static final String CHOICES_REVEALED = "kernel:choices-revealed";

    /** All of them. */
    public static final List<String> ALL = List.of(ROUND_STARTED, GAME_OVER, LOG, SCRIPT_DISABLED, CHOICE_MADE, CHOICES_REVEALED);

    /** What each means and carries, as modules declare theirs. */
    public static final Map<String, EventSpec> SPECS = specs();

    private static Map<String, EventSpec> specs() {
        Map<String, EventSpec> m = new LinkedHashMap<>();
        m.put(ROUND_STARTED, new EventSpec("Round `round` begins (seat -1).", Map.of("round", "number")));
        m.put(GAME_OVER, new EventSpec("The game has ended in round `round`, for the reason `reason` (the id of a module's end reason; seat -1).",
                ordered("reason", "string", "round", "number")));
        m.put(LOG, new EventSpec("A script wrote `text` to the game log (game.log); seat: the seat the game was at.", Map.of("text", "string")));
        m.put(SCRIPT_DISABLED, new EventSpec("A failing script hook `unit` was switched off for the rest of the game, at `file`:`line`:`column` (seat -1).",
                ordered("unit", "string", "file", "string", "line", "number", "column", "number", "message", "string")));
        m.put(CHOICE_MADE, new EventSpec("seat answered the simultaneous decision `decision`; what it chose stays secret until all asked seats have answered.",
                Map.of("decision", "string")));
        m.put(CHOICES_REVEALED, new EventSpec("Every seat asked has answered the simultaneous decision `decision`: the answers take effect now, in seat order (seat -1).",
                Map.of("decision", "string")));
        return java.util.Collections.unmodifiableMap(m);
    }

    private static Map<String, String> ordered(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) m.put(keyValues[i], keyValues[i + 1]);
        return m;
    }

    private KernelEvents() {
    }
}
