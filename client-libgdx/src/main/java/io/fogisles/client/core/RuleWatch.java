package io.fogisles.client.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Notices when a file in the rule folders is saved, added or removed, by comparing the files' contents (a
 * checksum) on each {@link #poll}: a rule folder holds a few small files, so this is cheap, and unlike a
 * file-system watch service or modification times it behaves the same on every system and file system. A change is reported once the folders
 * have stopped changing for one poll, so that an editor's several writes of one save cause one reload.
 */
public final class RuleWatch {
    /** Rules are a folder with files, or a single file, directly in a root: two levels are enough. */
    private static final int DEPTH = 2;
    private static final long BIG = 1 << 20;

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
        Map<String, String> out = new TreeMap<>();
        for (Path root : roots) {
            if (!Files.isDirectory(root)) continue;
            try (Stream<Path> files = Files.walk(root, DEPTH)) {
                files.filter(Files::isRegularFile).forEach(f -> {
                    try {
                        long size = Files.size(f);
                        if (size > BIG) { // not a rule file (rules are small): its size and time are enough
                            out.put(f.toString(), size + "/" + Files.getLastModifiedTime(f).toMillis());
                            return;
                        }
                        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
                        crc.update(Files.readAllBytes(f));
                        out.put(f.toString(), Long.toHexString(crc.getValue()));
                    } catch (IOException e) {
                        out.put(f.toString(), "?"); // deleted while walking: the next poll sees it gone
                    }
                });
            } catch (IOException | java.io.UncheckedIOException e) {
                out.put(root.toString(), "unreadable");
            }
        }
        return out;
    }
}
