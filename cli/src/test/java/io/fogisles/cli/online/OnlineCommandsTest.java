package io.fogisles.cli.online;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.GameServer;
import io.fogisles.server.InstalledRules;
import io.fogisles.server.store.Database;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code table} and {@code join} against a real server on loopback; {@code serve}'s options; the messages when something is wrong. */
class OnlineCommandsTest {

    @Test
    void tableThenJoinPlaysAGameAndPrintsTheScores(@TempDir Path data) throws Exception {
        try (InstalledRules rules = new InstalledRules();
             GameServer server = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), rules, "test")) {
            String address = "127.0.0.1:" + server.port();
            CliFixture.Result table = CliFixture.run("table", address, "--modules", "base,harbour", "--seats", "person,bot:greedy", "--house-rule", "grand-cities");
            assertEquals(0, table.code(), table.err());
            String code = table.lines().get(0);
            assertTrue(code.matches("[A-Z0-9]{6}"), "the code comes first: " + table.out());
            assertTrue(table.out().contains("./fogisles join " + address + " " + code), table.out());

            CliFixture.Result join = CliFixture.run("join", address, code, "--bot", "greedy", "--name", "Zed");
            assertEquals(0, join.code(), join.err());
            assertTrue(join.out().contains("final scores"), join.out());
            assertTrue(join.out().contains("Zed") && join.out().contains("(this bot)") && join.out().contains("winner"), join.out());

            CliFixture.Result again = CliFixture.run("join", address, code, "--bot", "greedy");
            assertEquals(2, again.code());
            assertTrue(again.err().contains("no free seat"), again.err());
            CliFixture.Result unknown = CliFixture.run("join", address, "ZZZZZZ", "--bot", "random");
            assertEquals(2, unknown.code());
            assertTrue(unknown.err().contains("no table 'ZZZZZZ'"), unknown.err());
            CliFixture.Result badSeat = CliFixture.run("table", address, "--seats", "person,robot");
            assertEquals(2, badSeat.code());
            assertTrue(badSeat.err().contains("seat 2 is 'robot'"), badSeat.err());
        }
    }

    /** {@code table --rule-option} and a bot with a think time; {@code join --seat N} takes that seat (counted from 1). */
    @Test
    void joinTakesTheSeatItNamesAndTableCarriesRuleOptions(@TempDir Path data) throws Exception {
        try (InstalledRules rules = new InstalledRules();
             GameServer server = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), rules, "test")) {
            String address = "127.0.0.1:" + server.port();
            CliFixture.Result badOption = CliFixture.run("table", address, "--seats", "person,person", "--house-rule", "grand-cities",
                    "--rule-option", "grand-cities.factr=3");
            assertEquals(2, badOption.code());
            assertTrue(badOption.err().contains("no option 'factr'"), badOption.err());
            CliFixture.Result badThink = CliFixture.run("table", address, "--seats", "person,bot:expert:1min");
            assertEquals(2, badThink.code());
            assertTrue(badThink.err().contains("seat 2"), badThink.err());

            CliFixture.Result table = CliFixture.run("table", address, "--seats", "person,bot:random,person", "--house-rule", "grand-cities",
                    "--rule-option", "grand-cities.factor=3");
            assertEquals(0, table.code(), table.err());
            String code = table.lines().get(0);

            CliFixture.Result botSeat = CliFixture.run("join", address, code, "--bot", "random", "--seat", "2");
            assertEquals(2, botSeat.code());
            assertTrue(botSeat.err().contains("seat 2 is played by the server's bot"), botSeat.err());
            CliFixture.Result zero = CliFixture.run("join", address, code, "--bot", "random", "--seat", "0");
            assertEquals(2, zero.code());
            assertTrue(zero.err().contains("seats count from 1"), zero.err());

            // someone takes the first free seat (seat 1); join --seat 3 takes seat 3, not seat 2's neighbour, and plays it to the end
            try (var first = io.fogisles.protocol.client.GameClient.connect(address, "first", false)) {
                first.next(io.fogisles.protocol.ServerMessage.Welcome.class, java.time.Duration.ofSeconds(60));
                var player = io.fogisles.protocol.client.BotPlayer.join(first, code, "First", "random", null, 3);
                var firstEnd = new java.util.concurrent.CompletableFuture<io.fogisles.protocol.ServerMessage.State>();
                Thread firstPlays = Thread.ofPlatform().start(() -> { // a thread of its own: the common pool may have one worker
                    try {
                        firstEnd.complete(player.play(java.time.Duration.ofSeconds(300)));
                    } catch (Throwable e) {
                        firstEnd.completeExceptionally(e);
                    }
                });
                CliFixture.Result third = CliFixture.run("join", address, code, "--bot", "greedy", "--seat", "3", "--name", "Third");
                assertEquals(0, third.code(), third.err());
                assertTrue(third.out().lines().anyMatch(l -> l.startsWith("  seat 3  Third") && l.contains("(this bot)")), third.out());
                assertTrue(third.out().lines().anyMatch(l -> l.startsWith("  seat 1  First")), third.out());
                firstPlays.join();
                assertTrue(firstEnd.get().over(), "seat 1 played to the end too");
            }
        }
    }

    /** {@code handover} with the host token {@code table} printed hands the seat of a player who is away to a server bot. */
    @Test
    void handoverGivesAnAbsentPlayersSeatToABot(@TempDir Path data) throws Exception {
        try (InstalledRules rules = new InstalledRules();
             GameServer server = GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.embeddedUrl(data)), rules, "test");
             GameClient ann = GameClient.connect("127.0.0.1:" + server.port(), "ann", false);
             GameClient bob = GameClient.connect("127.0.0.1:" + server.port(), "bob", false)) {
            String address = "127.0.0.1:" + server.port();
            CliFixture.Result table = CliFixture.run("table", address, "--seats", "person,person");
            assertEquals(0, table.code(), table.err());
            String code = table.lines().get(0);
            String hostToken = table.lines().stream().filter(l -> l.startsWith("host token")).findFirst().orElseThrow().replaceFirst(".*: ", "");
            ann.send(new ClientMessage.Join(code, "Ann"));
            ann.next(ServerMessage.Seated.class, Duration.ofSeconds(60));
            bob.reconnecting(false);
            bob.send(new ClientMessage.Join(code, "Bob"));
            bob.next(ServerMessage.Seated.class, Duration.ofSeconds(60));
            bob.drop(); // Bob is away; Ann's client is told
            while (ann.next(ServerMessage.Table.class, Duration.ofSeconds(60)).seats().get(1).connected()) { }

            CliFixture.Result notHost = CliFixture.run("handover", address, code, "--host-token", "not-the-token", "--seat", "2", "--bot", "greedy");
            assertEquals(2, notHost.code());
            assertTrue(notHost.err().contains("only the host"), notHost.err());
            CliFixture.Result here = CliFixture.run("handover", address, code, "--host-token", hostToken, "--seat", "1", "--bot", "greedy");
            assertEquals(2, here.code());
            assertTrue(here.err().contains("Ann") && here.err().contains("connected"), here.err());
            CliFixture.Result noSeat = CliFixture.run("handover", address, code, "--host-token", hostToken, "--bot", "greedy");
            assertEquals(2, noSeat.code());
            assertTrue(noSeat.err().contains("--seat is needed"), noSeat.err());

            CliFixture.Result handed = CliFixture.run("handover", address, code, "--host-token", hostToken, "--seat", "2", "--bot", "greedy");
            assertEquals(0, handed.code(), handed.err());
            assertTrue(handed.out().contains("seat 2 (Bob) is played by the server's greedy bot"), handed.out());
            while (!ann.next(ServerMessage.Table.class, Duration.ofSeconds(60)).seats().get(1).standIn().equals("greedy")) { } // Ann is told
        }
    }

    @Test
    void aServerThatIsNotThereIsNamed() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // free now, and nobody listens there after the close
        }
        CliFixture.Result r = CliFixture.run("table", "127.0.0.1:" + port, "--seats", "person,person");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("cannot reach a Fog Isles server at 127.0.0.1:" + port), r.err());
        CliFixture.Result usage = CliFixture.run("serve", "--port", "seventy");
        assertEquals(2, usage.code());
        assertTrue(usage.err().contains("--port wants a number"), usage.err());
        CliFixture.Result noBot = CliFixture.run("join", "127.0.0.1:1", "ABCDEF");
        assertEquals(2, noBot.code());
        assertTrue(noBot.err().contains("--bot is needed"), noBot.err());
    }
}
