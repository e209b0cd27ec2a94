package io.fogisles.cli.sim;

import io.fogisles.kernel.script.GraalScriptHost;

/**
 * The compiler policy of bulk runs ({@code simulate}, {@code soak}): scripts are interpreted, not compiled
 * by Truffle. Measured in issue 15 (docs/performance.md): 20,000 random 4-player games on 2 threads took
 * 22.5 s of process CPU with compilation off against 28.7 s with it on (and 6,029 against 4,527 games/s
 * at 50,000 games in the issue's own measurement): the effects are small and called ~50 times a game, so
 * the compiler threads' work is not paid back. {@code FOGISLES_SCRIPT_JIT=on} keeps compilation on
 * (e.g. for a house rule with heavy scripts).
 */
public final class BulkScripts {
    private BulkScripts() {
    }

    public static void interpretOnly() {
        if ("on".equals(System.getenv("FOGISLES_SCRIPT_JIT"))) return;
        if (System.getProperty(GraalScriptHost.COMPILATION_PROPERTY) == null) System.setProperty(GraalScriptHost.COMPILATION_PROPERTY, "off");
    }
}
