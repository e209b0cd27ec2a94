package io.fogisles.kernel.script;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A thread that ends before the host (a bot's thread) gives its script sessions back. */
class ThreadSessionsTest {
    @Test
    @DisplayName("releaseThread closes the calling thread's shared and scratch sessions; the thread gets fresh ones after")
    void releaseThread() throws Exception {
        try (GraalScriptHost host = new GraalScriptHost()) {
            ExecutorService thread = Executors.newSingleThreadExecutor();
            try {
                thread.submit(() -> {
                    var shared = (ScriptHost.OwnedSession) host.session();
                    var scratch = (ScriptHost.OwnedSession) host.scratchSession();
                    assertFalse(shared.isClosed() || scratch.isClosed());
                    host.releaseThread();
                    assertTrue(shared.isClosed(), "shared session closed");
                    assertTrue(scratch.isClosed(), "scratch session closed");
                    assertNotSame(shared, host.session());
                    assertNotSame(scratch, host.scratchSession());
                    assertFalse(((ScriptHost.OwnedSession) host.session()).isClosed());
                    return null;
                }).get();
            } finally {
                thread.shutdown();
            }
        }
    }
}
