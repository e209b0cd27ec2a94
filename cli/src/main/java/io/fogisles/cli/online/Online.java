package io.fogisles.cli.online;

import io.fogisles.cli.UsageException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CompletionException;

/** What the online commands share: connecting with a clear message when the server is not there. */
final class Online {
    /**
     * How long a command waits for one answer of the server: generous, as a server's first table builds its rules and
     * warms up the script engine (over 2 minutes on a machine at load 30).
     */
    static final Duration WAIT = Duration.ofSeconds(300);

    private Online() {
    }

    /** This program's modules, id → version, for the hello. */
    static java.util.Map<String, String> modules(io.fogisles.cli.Services runtime) {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        for (io.fogisles.kernel.module.ModuleDescriptor d : runtime.catalog().all()) m.put(d.id(), d.manifest().version());
        return m;
    }

    /** A connected client that has been welcomed; a {@link UsageException} naming the address when that fails. */
    static GameClient connect(String address, String name, java.util.Map<String, String> modules) throws InterruptedException {
        GameClient c;
        try {
            c = GameClient.connect(address, name, false, modules);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        } catch (CompletionException | UncheckedIOException e) {
            throw new UsageException("cannot reach a Fog Isles server at " + address + " (" + rootMessage(e)
                    + "); is ./fogisles serve running there, and is the port right?");
        }
        ServerMessage.Welcome w = c.next(ServerMessage.Welcome.class, WAIT);
        if (!w.differences().isEmpty())
            System.err.println("note: the server's modules differ from this program's (its bot thinks with this program's): " + String.join("; ", w.differences()));
        return c;
    }

    private static String rootMessage(Throwable t) {
        while (t.getCause() != null) t = t.getCause();
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
