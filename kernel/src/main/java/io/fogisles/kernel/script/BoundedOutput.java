package io.fogisles.kernel.script;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Collects what a script prints, up to a limit; the rest is counted and dropped (runaway output). */
final class BoundedOutput extends OutputStream {
    private final int limit;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    private long dropped;

    BoundedOutput(int limit) {
        this.limit = limit;
    }

    @Override
    public synchronized void write(int b) {
        if (buffer.size() < limit) buffer.write(b);
        else dropped++;
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        int room = Math.max(0, limit - buffer.size());
        int take = Math.min(room, len);
        buffer.write(b, off, take);
        dropped += len - take;
    }

    synchronized String drain() {
        if (buffer.size() == 0 && dropped == 0) return ""; // the usual case, after every script call
        String s = buffer.toString(StandardCharsets.UTF_8);
        if (dropped > 0) s += "[… " + dropped + " more bytes of script output dropped]\n";
        buffer.reset();
        dropped = 0;
        return s;
    }
}
