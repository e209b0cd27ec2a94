package io.fogisles.kernel.script;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;

/**
 * Tells the script watchdog when the Java heap is nearly full after a garbage collection. The community
 * edition of GraalJS cannot limit one context's memory, so this is the guard against a script that keeps
 * piling data up across calls: once the heap stays over {@link #LIMIT} of its maximum even after collecting,
 * the script call running then is stopped and its context (with everything it kept) thrown away.
 */
class MemoryGuard { // not final: the watchdog's tests give it a guard that fails as a full heap makes it fail
    /** The share of the heap above which script calls are stopped. */
    static final double LIMIT = 0.85;
    private final List<MemoryPoolMXBean> pools = new ArrayList<>();

    MemoryGuard() {
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            // the pools that hold what survives collections (old or tenured generation, or G1's single heap)
            if (p.getType() == MemoryType.HEAP && p.isCollectionUsageThresholdSupported() && p.getUsage().getMax() > 0) pools.add(p);
        }
    }

    /** Whether some heap pool is over the limit after its last collection. */
    boolean low() {
        for (MemoryPoolMXBean p : pools) {
            var after = p.getCollectionUsage();
            long max = p.getUsage().getMax();
            if (after != null && max > 0 && after.getUsed() > LIMIT * max) return true;
        }
        return false;
    }

    /** The heap in use and its maximum, in words ("230 of 256 MB"). */
    String describe() {
        Runtime r = Runtime.getRuntime();
        return (r.totalMemory() - r.freeMemory()) / (1 << 20) + " of " + r.maxMemory() / (1 << 20) + " MB";
    }
}
