package io.fogisles.client.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finished games, kept for the replay viewer: each one a save in the kernel's format (with its side file of
 * colours and symbols) in the data folder's {@code games/}, named by when it ended and its seed. Only the
 * newest {@link #KEEP} are kept. GL-free.
 */
public final class GameArchive {
    public static final int KEEP = 30;
    private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");
    private final Path dir;

    public GameArchive(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    /** Where a game that ends now is kept. */
    public Path fileFor(long seed, LocalDateTime now) {
        return dir.resolve(NAME.format(now) + "-seed" + seed + ".json");
    }

    /** The kept games, newest first (their side files left out). */
    public List<Path> games() {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> out = new ArrayList<>(files.filter(f -> f.getFileName().toString().endsWith(".json") && !f.getFileName().toString().endsWith(".client.json"))
                    .toList());
            out.sort(Comparator.comparing((Path f) -> f.getFileName().toString()).reversed());
            return out;
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Removes all but the newest {@link #KEEP} games. */
    public void prune() {
        List<Path> all = games();
        for (int i = KEEP; i < all.size(); i++) {
            Path f = all.get(i);
            try {
                Files.deleteIfExists(f);
                Files.deleteIfExists(f.resolveSibling(f.getFileName().toString().replace(".json", "") + ".client.json"));
                Files.deleteIfExists(f.resolveSibling(f.getFileName() + ".bak"));
            } catch (IOException ignored) {
                // an old game left over takes a little room; the next prune tries again
            }
        }
    }
}
