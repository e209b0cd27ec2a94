package io.fogisles.server;

import io.fogisles.server.store.Database;
import java.nio.file.Path;

/** Real servers for tests: loopback, a free port, an embedded database in a temporary folder; one rule source for all. */
final class TestServers {
    static final InstalledRules RULES = new InstalledRules();

    private TestServers() {
    }

    static GameServer start(Path data) throws Exception {
        return GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), RULES, "test");
    }

    static String address(GameServer s) {
        return "127.0.0.1:" + s.port();
    }
}
