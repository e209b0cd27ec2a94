package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.table.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a host and a joining player may choose beyond modules and seats: a particular free seat, house-rule options,
 * a server bot's think time. Each bad choice gets its code and a sentence naming it, and changes nothing; the good
 * ones are stored with the table and used (the game's rules carry the option; the timed bot plays).
 */
class TableChoicesTest {

    @Test
    void aPlayerMayChooseAFreePersonsSeat(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", false);
             GameClient b = Clients.connect(server, "b", false)) {
            String code = Clients.create(host, List.of("base"), List.of(), List.of("person", "bot:greedy", "person", "person"), false).code();

            a.send(new ClientMessage.Join(code, "Ann", 2));
            assertEquals(2, a.next(ServerMessage.Seated.class, Clients.WAIT).seat(), "the seat asked for, not the first free one");
            assertRefused(b, new ClientMessage.Join(code, "Bob", 2), Errors.TABLE_STATE, "taken by Ann");
            assertRefused(b, new ClientMessage.Join(code, "Bob", 1), Errors.TABLE_STATE, "server's bot");
            assertRefused(b, new ClientMessage.Join(code, "Bob", 4), Errors.BAD_FIELD, "has seats 1 to 4");
            assertRefused(b, new ClientMessage.Join(code, "Bob", -2), Errors.BAD_FIELD, "free: 1, 4");
            b.send(new ClientMessage.Join(code, "Bob")); // without a seat: the first free one, as before
            assertEquals(0, b.next(ServerMessage.Seated.class, Clients.WAIT).seat());
            ServerMessage.Table t = lastTable(b);
            assertEquals("Ann", t.seats().get(2).name());
            assertEquals("Bob", t.seats().get(0).name());
            assertTrue(!t.seats().get(3).taken(), "seat 4 is still free");
        }
    }

    @Test
    void houseRuleOptionsAndThinkTimesAreCheckedStoredAndUsed(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", false)) {
            List<String> gc = List.of("grand-cities");
            assertRefused(host, create(gc, Map.of("grand-cities", Map.of("factr", "3")), "bot:random"), Errors.BAD_SETUP, "no option 'factr'");
            assertRefused(host, create(gc, Map.of("grand-cities", Map.of("factor", "9")), "bot:random"), Errors.BAD_SETUP, "allowed");
            assertRefused(host, create(List.of(), Map.of("grand-cities", Map.of("factor", "3")), "bot:random"), Errors.BAD_SETUP, "not chosen");
            assertRefused(host, create(gc, Map.of(), "bot:expert:20s"), Errors.BAD_SETUP, "at most 10 s");
            assertRefused(host, create(gc, Map.of(), "bot:greedy:500ms"), Errors.BAD_SETUP, "takes no budget");
            assertRefused(host, create(gc, Map.of(), "bot:wizard"), Errors.BAD_SETUP, "unknown bot level 'wizard'");

            // a person, and an expert bot with a think time of its own; grand-cities counts the cities row three times
            host.send(create(gc, Map.of("grand-cities", Map.of("factor", "3")), "bot:expert:50ms"));
            String code = host.next(ServerMessage.Created.class, Clients.WAIT).code();
            String token = Clients.join(a, code, "Ann").seatToken();
            ServerMessage.Table t = lastTable(a);
            assertEquals(Map.of("grand-cities", Map.of("factor", "3")), t.houseRuleOptions(), "everyone is told the options (a client's engine needs them)");
            assertEquals("expert:50ms", t.seats().get(1).bot());
            Table table = server.tables().get(code);
            CompletableFuture<GameConfig.HouseRuleRef> used = new CompletableFuture<>();
            table.execute(() -> used.complete(table.game().rules().houseRules().get(0)));
            assertEquals("3", used.get().options().get("factor"), "the game runs with the option");

            // the timed bot plays its turns: play the person's first choices until the bot has moved
            ServerMessage.State s = Clients.stateAt(a, 0);
            int botMoves = 0;
            while (botMoves == 0) {
                assertTrue(s.step() < 200, "the bot never moved");
                if (s.pending() == s.you()) {
                    a.send(new ClientMessage.Act(code, token, s.step(), s.legal().get(0)));
                }
                ServerMessage.State next = Clients.stateAt(a, s.step() + 1);
                if (s.pending() == 1) botMoves++;
                s = next;
            }
            assertNotEquals(-1, s.pending());
        }
    }

    private static ClientMessage.Create create(List<String> houseRules, Map<String, Map<String, String>> ruleOptions, String bot) {
        return new ClientMessage.Create(List.of("base"), Map.of(), houseRules, List.of("person", bot), true, ruleOptions);
    }

    private static void assertRefused(GameClient c, ClientMessage m, String code, String words) throws InterruptedException {
        c.send(m);
        ProtocolException e = assertThrows(ProtocolException.class, () -> c.next(ServerMessage.Seated.class, Clients.WAIT));
        assertEquals(code, e.code(), e.getMessage());
        assertTrue(e.getMessage().contains(words), "'" + e.getMessage() + "' should say '" + words + "'");
    }

    /** The newest table message this client has received (the join's answer comes as seated, then table). */
    private static ServerMessage.Table lastTable(GameClient c) throws InterruptedException {
        return Clients.nextTable(c);
    }
}
