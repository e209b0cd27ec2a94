package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.state.GameState;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.table.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a client receives never holds the game's seed, its generator's state (which predicts every draw from the bag) or
 * the bag's real order: checked on every byte two players and a spectator received over a whole game (all three
 * modules), against the server's own state at the start and at the end.
 */
class HiddenInformationTest {

    static ServerMessage.State play(BotPlayer p, ServerMessage.State from) {
        try {
            return p.play(Clients.WAIT, from);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void noClientEverReceivesTheSeedOrTheBagOrder(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", true);
             GameClient b = Clients.connect(server, "b", true);
             GameClient watcher = Clients.connect(server, "watcher", true)) {
            ServerMessage.Created t = Clients.create(host, List.of("base", "harbour", "expansion"), List.of(), List.of("person", "person"), true);
            watcher.send(new ClientMessage.Watch(t.code()));
            ServerMessage.Seated sa = Clients.join(a, t.code(), "A");
            ServerMessage.Seated sb = Clients.join(b, t.code(), "B");
            ServerMessage.State first = Clients.stateAt(a, 0); // nobody has acted: the server's state is this step's

            Table table = server.tables().get(t.code());
            CompletableFuture<long[]> secrets = new CompletableFuture<>();
            CompletableFuture<int[]> bagNow = new CompletableFuture<>();
            table.execute(() -> {
                Game g = table.game();
                secrets.complete(new long[] {table.seed(), g.state().rngState0(), g.state().rngState1()});
                int bag = g.state().layout().zoneInstance("base:bag");
                bagNow.complete(g.state().pieces(bag));
            });
            int[] realBag = bagNow.get();
            int[] sorted = realBag.clone();
            Arrays.sort(sorted);
            assertTrue(realBag.length >= 10, "a full bag at the start");
            // the island game draws a random tile with the generator, so the generator's state is what predicts the
            // bag: it must never leave the server; the bag's order (hidden by the module) is sent sorted

            GameState seen = first.view().toState(table.game().rules().layout());
            int bag = seen.layout().zoneInstance("base:bag");
            assertEquals(Arrays.toString(sorted), Arrays.toString(seen.pieces(bag)), "a seat sees which tiles are in the bag, in no order");

            CompletableFuture<ServerMessage.State> endA = CompletableFuture.supplyAsync(() -> play(new BotPlayer(a, t.code(), sa.seatToken(), "random", null, 5), first));
            ServerMessage.State endB = new BotPlayer(b, t.code(), sb.seatToken(), "random", null, 6).play(Clients.WAIT);
            assertTrue(endA.get().over() && endB.over());
            Clients.stateAt(watcher, endB.step());

            CompletableFuture<long[]> atEnd = new CompletableFuture<>();
            table.execute(() -> atEnd.complete(new long[] {table.game().state().rngState0(), table.game().state().rngState1()}));
            List<String> forbidden = new ArrayList<>();
            int differs = 0; // the bag's real order: ten pieces from the one before the first out of sorted order (a run a sorted list never has)
            while (differs < realBag.length && realBag[differs] == sorted[differs]) differs++;
            if (differs < realBag.length)
                forbidden.add(Arrays.stream(realBag).skip(Math.max(0, differs - 1)).limit(10).mapToObj(String::valueOf).collect(Collectors.joining(",")));
            for (long s : secrets.get()) forbidden.add(String.valueOf(s));
            for (long s : atEnd.get()) forbidden.add(String.valueOf(s));
            for (GameClient c : List.of(a, b, watcher)) {
                String all = String.join("\n", c.received());
                assertTrue(all.contains("\"view\""), "the client received views");
                for (String f : forbidden) assertFalse(all.contains(f), "a client received '" + f + "' (the seed, the generator or the bag's order)");
            }
        }
    }
}
