package io.fogisles.kernel.event;

import java.util.List;

/** The event types the kernel itself raises (modules declare theirs in {@code module.json}, "events"). */
public final class KernelEvents {
    public static final String ROUND_STARTED = "kernel:round-started";
    public static final String GAME_OVER = "kernel:game-over";
    public static final String LOG = "kernel:log";
    public static final String SCRIPT_DISABLED = "kernel:script-disabled";

    /** All of them. */
    public static final List<String> ALL = List.of(ROUND_STARTED, GAME_OVER, LOG, SCRIPT_DISABLED);

    private KernelEvents() {
    }
}
