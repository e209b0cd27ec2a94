package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.store.Database;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A player drops and stays away; the host hands the seat to a greedy bot, which plays its turns (everyone is told);
 * the hand-over survives a restart of the server; the player rejoins with the seat token and has the seat back at
 * once; the game is finished. Refusals on the way: a seat token is not the host token, and a connected player's
 * seat cannot be handed over.
 */
class HandOverTest {

    @Test
    void theHostHandsAnAbsentSeatToABotAndThePlayerTakesItBackByRejoining(@TempDir Path data) throws Exception {
        GameServer server = TestServers.start(data);
        int port = server.port();
        try (GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", false)) {
            host.reconnecting(false);
            ServerMessage.Created t = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), true);
            String code = t.code();
            ServerMessage.Seated sa = Clients.join(a, code, "Ann");
            a.onReconnect(c -> c.send(new ClientMessage.Rejoin(code, sa.seatToken())));
            GameClient b = Clients.connect(server, "b", false);
            ServerMessage.Seated sb = Clients.join(b, code, "Bob");
            ServerMessage.State s = Clients.stateAt(a, 0);

            // refusals: not with a seat token; not while Bob is connected
            host.send(new ClientMessage.HandOver(code, sa.seatToken(), sb.seat(), "greedy"));
            assertEquals(Errors.WRONG_TOKEN, assertThrows(ProtocolException.class, () -> host.next(ServerMessage.Table.class, Clients.WAIT)).code());
            host.send(new ClientMessage.HandOver(code, t.hostToken(), sb.seat(), "greedy"));
            ProtocolException connected = assertThrows(ProtocolException.class, () -> host.next(ServerMessage.Table.class, Clients.WAIT));
            assertEquals(Errors.TABLE_STATE, connected.code());
            assertTrue(connected.getMessage().contains("Bob") && connected.getMessage().contains("connected"), connected.getMessage());

            // Bob's connection drops and stays away; Ann sees him gone
            b.reconnecting(false);
            b.drop();
            while (Clients.nextTable(a).seats().get(sb.seat()).connected()) { }

            host.send(new ClientMessage.HandOver(code, t.hostToken(), sb.seat(), "greedy"));
            ServerMessage.Table handed = host.next(ServerMessage.Table.class, Clients.WAIT);
            assertEquals("greedy", handed.seats().get(sb.seat()).standIn(), "everyone is told who plays the seat now");
            assertEquals("Bob", handed.seats().get(sb.seat()).name());
            assertTrue(!handed.seats().get(sb.seat()).connected(), "Bob is away");
            assertEquals("greedy", Clients.nextTable(a).seats().get(sb.seat()).standIn());

            // Ann plays by hand; the bot plays Bob's turns
            s = playWithBot(a, code, sa.seatToken(), s, sb.seat(), 3);

            // the server restarts (same data, same port): the hand-over is kept and the bot goes on
            server.close();
            server = GameServer.start(new GameServer.Options("127.0.0.1", port, Database.embeddedUrl(data)), TestServers.RULES, "test");
            a.next(ServerMessage.Seated.class, Clients.WAIT);
            assertEquals("greedy", Clients.nextTable(a).seats().get(sb.seat()).standIn(), "the hand-over survives a restart");
            s = a.next(ServerMessage.State.class, Clients.WAIT);
            s = playWithBot(a, code, sa.seatToken(), s, sb.seat(), 2);

            // Bob comes back: his rejoin gives him the seat at once
            try (GameClient back = Clients.connect(server, "b again", false)) {
                back.send(new ClientMessage.Rejoin(code, sb.seatToken()));
                assertEquals(sb.seat(), back.next(ServerMessage.Seated.class, Clients.WAIT).seat());
                ServerMessage.Table returned = Clients.nextTable(back);
                assertEquals("", returned.seats().get(sb.seat()).standIn(), "no bot stands in for Bob any more");
                assertTrue(returned.seats().get(sb.seat()).connected());
                ServerMessage.State bobNow = back.next(ServerMessage.State.class, Clients.WAIT);

                BotPlayer bob = new BotPlayer(back, code, sb.seatToken(), "random", null, 3);
                BotPlayer ann = new BotPlayer(a, code, sa.seatToken(), "random", null, 4);
                ServerMessage.State from = s;
                CompletableFuture<ServerMessage.State> annEnd = CompletableFuture.supplyAsync(() -> HiddenInformationTest.play(ann, from));
                ServerMessage.State bobEnd = bob.play(Clients.WAIT, bobNow);
                assertTrue(bobEnd.over() && annEnd.get().over(), "the game is finished");
                assertEquals(bobEnd.totals(), annEnd.get().totals());
                assertTrue(bob.actions() > 0, "Bob played his own turns after he came back (the bot stopped)");
            }
        } finally {
            server.close();
        }
    }

    /**
     * Ann acts by hand on her turns until the bot standing in for {@code botSeat} has moved {@code moves} times;
     * returns the newest state.
     */
    private static ServerMessage.State playWithBot(GameClient a, String code, String token, ServerMessage.State s, int botSeat, int moves)
            throws InterruptedException {
        int botMoves = 0;
        while (botMoves < moves) {
            assertTrue(!s.over(), "the game ended before the bot moved " + moves + " times");
            if (s.pending() == s.you()) a.send(new ClientMessage.Act(code, token, s.step(), s.legal().get(0)));
            ServerMessage.State next = Clients.stateAt(a, s.step() + 1);
            if (s.pending() == botSeat) botMoves++; // nobody but the bot plays that seat now
            s = next;
        }
        return s;
    }
}
