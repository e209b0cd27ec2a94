package io.fogisles.kernel.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * What the files below some rule paths hold, as file name → checksum: two equal fingerprints mean nothing
 * was saved, added or removed. Contents are compared, not modification times, which can be too coarse or
 * unreliable on some file systems; rules are a few small files, so reading them is cheap. Every level is
 * walked (a rule may keep scripts or data in sub-folders). Used by {@code check --watch} and by the
 * client's hot reload.
 */
public final class RuleFingerprint {
    /** Larger files are no rule files: their size and time are enough. */
    private static final long BIG = 1 << 20;

    private RuleFingerprint() {
    }

    /** The fingerprint of every file below the paths (a path may also be a single file; a missing one counts as empty). */
    public static Map<String, String> of(List<Path> paths) {
        Map<String, String> out = new TreeMap<>();
        for (Path root : paths) {
            if (!Files.exists(root)) continue;
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(Files::isRegularFile).forEach(f -> out.put(f.toString(), checksum(f)));
            } catch (IOException | UncheckedIOException e) {
                out.put(root.toString(), "unreadable"); // e.g. a folder removed while walking: the next look sees it gone
            }
        }
        return out;
    }

    private static String checksum(Path f) {
        try {
            long size = Files.size(f);
            if (size > BIG) return size + "/" + Files.getLastModifiedTime(f).toMillis();
            CRC32 crc = new CRC32();
            crc.update(Files.readAllBytes(f));
            return Long.toHexString(crc.getValue());
        } catch (IOException e) {
            return "?"; // deleted while walking: the next look sees it gone
        }
    }
}
