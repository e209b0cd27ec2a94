package io.fogisles.kernel.persist;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The child process of {@link AtomicWriteKillTest}: saves two different games over the same file, one after
 * the other, as fast as it can, until it is killed. It says "writing" once the first save is done.
 */
public final class AtomicWriterMain {
    private AtomicWriterMain() {
    }

    public static void main(String[] args) throws Exception {
        Path target = Path.of(args[0]);
        byte[][] saves = {Files.readAllBytes(Path.of(args[1])), Files.readAllBytes(Path.of(args[2]))};
        for (long i = 0; ; i++) {
            AtomicFiles.write(target, saves[(int) (i % 2)]);
            if (i == 0) {
                System.out.println("writing");
                System.out.flush();
            }
        }
    }
}
