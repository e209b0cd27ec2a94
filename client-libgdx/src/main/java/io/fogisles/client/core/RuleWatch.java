package io.fogisles.client.core;

import io.fogisles.kernel.rules.RuleFingerprint;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Notices when a file in the rule folders (at any depth) is saved, added or removed, by comparing their
 * {@link RuleFingerprint} on each {@link #poll}: a rule folder holds a few small files, so this is cheap,
 * and unlike a file-system watch service it behaves the same on every system and file system. A change is
 * reported once the folders have stopped changing for one poll, so that an editor's several writes of one
 * save cause one reload.
 */
public final class RuleWatch {
    private final List<Path> roots;
    private Map<String, String> seen;
    private Map<String, String> pending;

    public RuleWatch(List<Path> roots) {
        this.roots = List.copyOf(roots);
        this.seen = fingerprint();
    }

    /** True once after the folders changed and then stayed the same for one poll. */
    public boolean poll() {
        Map<String, String> now = fingerprint();
        if (now.equals(seen)) {
            pending = null;
            return false;
        }
        if (!now.equals(pending)) { // still changing (or first sight of the change): wait for one quiet poll
            pending = now;
            return false;
        }
        seen = now;
        pending = null;
        return true;
    }

    private Map<String, String> fingerprint() {
        return RuleFingerprint.of(roots);
    }
}
