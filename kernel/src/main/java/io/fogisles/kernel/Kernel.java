package io.fogisles.kernel;

import io.fogisles.kernel.module.Version;

/** Facts about the kernel itself. */
public final class Kernel {
    /** The version of the API that modules and house rules program against (their {@code engineApi} range must contain it). */
    public static final Version API_VERSION = Version.parse("1.0");

    private Kernel() {
    }
}
