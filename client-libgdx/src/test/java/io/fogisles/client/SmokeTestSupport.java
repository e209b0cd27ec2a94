package io.fogisles.client;

import java.io.File;

/** What the client's runs under Xvfb share. */
final class SmokeTestSupport {
    private SmokeTestSupport() {
    }

    /** Whether an executable of that name is on the PATH (xvfb-run, for instance). */
    static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        if (path == null) return false;
        for (String dir : path.split(File.pathSeparator)) if (new File(dir, tool).canExecute()) return true;
        return false;
    }
}
