package io.fogisles.cli.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import io.fogisles.server.GameServer;
import io.fogisles.server.InstalledRules;
import io.fogisles.server.store.Database;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code table}, {@code join} and {@code serve} with {@code --game}, against a real server on loopback. */
class OnlineGamesTest {

    @Test
    @DisplayName("table --game pirate-bay makes a Pirate Bay table that join plays to its end; join --game refuses a table of another game")
    void aPirateBayTable(@TempDir Path data) throws Exception {
        try (InstalledRules rules = new InstalledRules();
             GameServer server = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), rules, "test")) {
            String address = "127.0.0.1:" + server.port();
            CliFixture.Result table = CliFixture.run("table", address, "--game", "pirate-bay", "--seats", "person,bot:random,bot:random,bot:random,bot:random");
            assertEquals(0, table.code(), table.err());
            String code = table.lines().get(0);
            assertTrue(table.out().contains(": pirate-bay, seats person, bot:random"), table.out());

            CliFixture.Result wrong = CliFixture.run("join", address, code, "--bot", "random", "--game", "island");
            assertEquals(2, wrong.code(), wrong.out());
            assertTrue(wrong.err().contains("table " + code + " plays Pirate Bay (pirate-bay), not Islands in the Mist"), wrong.err());

            CliFixture.Result join = CliFixture.run("join", address, code, "--bot", "greedy", "--game", "pirate-bay");
            assertEquals(0, join.code(), join.err());
            assertTrue(join.out().contains("final scores") && join.out().contains("seat 5"), join.out());

            CliFixture.Result tooMany = CliFixture.run("table", address, "--game", "pirate-bay", "--seats", String.join(",", List.of("person", "person",
                    "person", "person", "person", "person", "person")));
            assertEquals(2, tooMany.code());
            assertTrue(tooMany.err().contains("--seats: Pirate Bay is for 2–6 players, got 7"), tooMany.err());
            CliFixture.Result mixed = CliFixture.run("table", address, "--game", "pirate-bay", "--modules", "base", "--seats", "person,person");
            assertEquals(2, mixed.code());
            assertTrue(mixed.err().contains("'base' is a module of Islands in the Mist (--game island)"), mixed.err());
        }
    }

    @Test
    @DisplayName("a server that hosts only Pirate Bay refuses an island table, says so, and offers only Pirate Bay's modules")
    void aServerForOneGame(@TempDir Path data) throws Exception {
        try (InstalledRules rules = new InstalledRules(List.of("pirate-bay"));
             GameServer server = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), rules, "test")) {
            assertEquals(List.of("pirate-bay"), List.copyOf(rules.modules().keySet()));
            String address = "127.0.0.1:" + server.port();
            CliFixture.Result island = CliFixture.run("table", address, "--seats", "person,person");
            assertEquals(2, island.code());
            assertTrue(island.err().contains("module 'base' is not installed on this server (installed: pirate-bay)"), island.err());
            CliFixture.Result pirates = CliFixture.run("table", address, "--game", "pirate-bay", "--seats", "person,person");
            assertEquals(0, pirates.code(), pirates.err());
        }
        CliFixture.Result unknown = CliFixture.run("serve", "--game", "pirate-bey", "--port", "0");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("no game 'pirate-bey' (did you mean 'pirate-bay'?)"), unknown.err());
    }
}
