package io.fogisles.client.online;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Properties;

/**
 * The seat tokens this client was given, per server address and table code, in the data folder
 * ({@code online-seats.properties}): reopening the client and joining the same code takes the seat back. The host
 * token of a table created here is kept the same way, so the host can still start it after a restart. A token is
 * the only key to its seat, so it stays on this computer, in the user's own folder.
 */
public final class SeatTokens {
    private final Path file;

    public SeatTokens(Path file) {
        this.file = file;
    }

    /** The remembered token for a table, or null. */
    public synchronized String get(String address, String code) {
        return read().getProperty(key(address, code));
    }

    public synchronized void put(String address, String code, String token) {
        Properties p = read();
        p.setProperty(key(address, code), token);
        write(p);
    }

    public synchronized void forget(String address, String code) {
        Properties p = read();
        if (p.remove(key(address, code)) != null) write(p);
    }

    /** The host token of a table this client created (it starts the table), or null. */
    public synchronized String host(String address, String code) {
        return read().getProperty("host:" + key(address, code));
    }

    public synchronized void putHost(String address, String code, String token) {
        Properties p = read();
        p.setProperty("host:" + key(address, code), token);
        write(p);
    }

    /** Codes are not case-sensitive on the server, nor here; the address as typed, without a ws:// prefix or a trailing slash. */
    static String key(String address, String code) {
        String a = address.strip().toLowerCase(Locale.ROOT).replaceFirst("^wss?://", "").replaceFirst("/.*$", "");
        return a + "/" + code.strip().toUpperCase(Locale.ROOT);
    }

    private Properties read() {
        Properties p = new Properties();
        if (!Files.exists(file)) return p;
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException e) {
            // an unreadable file loses only the way back to old seats: joining again still works
        }
        return p;
    }

    private void write(Properties p) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                p.store(w, "Fog Isles: seat tokens of online tables (server/CODE = token); keep them private");
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // the game goes on; only a later return to the seat after closing the client would need the token
        }
    }
}
