package io.fogisles.kernel.persist;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes files so that a crash (or a {@code kill -9}, or a power cut) never leaves a half-written file:
 * the data goes to a temporary file in the same folder and is forced to disk; the previous file (if any) is
 * kept as {@code name.bak}, written the same way; then the temporary file is moved over the target in one
 * atomic step, and the folder is forced to disk too, since a rename is only durable once its folder is.
 * At every moment the target is the old or the new file, whole, and the backup is whole.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    public static void write(Path target, byte[] data) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        try {
            writeForced(tmp, data);
            if (Files.exists(target)) keepBackup(target, dir);
            move(tmp, target);
            forceFolder(dir);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    public static void writeString(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Where the previous version of a file is kept. */
    public static Path backupOf(Path target) {
        return target.resolveSibling(target.getFileName() + ".bak");
    }

    /** The current file becomes the backup, atomically too: a crash while copying leaves the old backup. */
    private static void keepBackup(Path target, Path dir) throws IOException {
        Path tmp = Files.createTempFile(dir, "." + target.getFileName() + ".bak.", ".tmp");
        try {
            writeForced(tmp, Files.readAllBytes(target));
            move(tmp, backupOf(target));
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static void writeForced(Path file, byte[] data) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer b = ByteBuffer.wrap(data);
            while (b.hasRemaining()) ch.write(b);
            ch.force(true);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Makes the folder's entries (the renames) durable; where folders cannot be opened (Windows) the rename is durable by itself. */
    private static void forceFolder(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // not supported on this system: nothing more can be done from Java
        }
    }
}
