package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.StateLayout;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Nebelwind table on a real server (two people, two automata): phase A's secret discard is asked of both seats
 * at once; the server shows nobody the other's choice before the reveal, refuses a second choice and one after
 * the reveal (nothing changes), takes a choice sent for the step before the other's answer, and the game then
 * plays to its end.
 */
class NebelwindTableTest {

    @Test
    @DisplayName("N3.1 online: the secret discard asks both seats at once; a choice is never shown to the other seat before the reveal; twice or after the reveal it is refused")
    void secretDiscardOnline(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data);
             GameClient host = Clients.connect(server, "host", false);
             GameClient a = Clients.connect(server, "a", true);
             GameClient b = Clients.connect(server, "b", true)) {
            ServerMessage.Created t = Clients.create(host, List.of("nebelwind"), List.of(), List.of("person", "person"), true);
            ServerMessage.Seated sa = Clients.join(a, t.code(), "A");
            ServerMessage.Seated sb = Clients.join(b, t.code(), "B");
            // N1.9: the first whales, one after the other
            ServerMessage.State s = Clients.stateAt(a, 0);
            act(a, t.code(), sa, s);
            s = Clients.stateAt(b, 1);
            act(b, t.code(), sb, s);
            ServerMessage.State atA = Clients.stateAt(a, 2), atB = Clients.stateAt(b, 2);
            assertEquals(List.of(0, 1), atA.waiting(), "both seats are asked at once");
            assertTrue(!atA.legal().isEmpty() && !atB.legal().isEmpty(), "each gets its choices");
            act(a, t.code(), sa, atA);
            ServerMessage.State bSees = Clients.stateAt(b, 3);
            assertEquals(List.of(1), bSees.waiting());
            StateLayout layout = server.tables().get(t.code()).game().rules().layout();
            IntVar secret = layout.vars().stream().filter(v -> v.id().equals("kernel:secret-answer")).findFirst().orElseThrow();
            GameState seenByB = bSees.view().toState(layout);
            assertEquals(0, seenByB.get(secret, sa.seat()), "seat B does not see A's choice");
            assertTrue(server.tables().get(t.code()).game().state().get(secret, sa.seat()) != 0, "the server keeps it");
            int before = server.tables().get(t.code()).game().decisionCount();
            a.send(new ClientMessage.Act(t.code(), sa.seatToken(), 3, atA.legal().get(1)));
            ServerMessage.Error twice = a.next(ServerMessage.Error.class, Clients.WAIT);
            assertEquals(Errors.ILLEGAL, twice.code(), twice.message());
            assertEquals(before, server.tables().get(t.code()).game().decisionCount(), "nothing changed");
            act(b, t.code(), sb, atB); // B answers from the state it had before A's answer: not stale
            ServerMessage.State revealed = Clients.stateAt(a, 4);
            assertEquals(1, revealed.waiting().size(), "after the reveal one seat plays: " + revealed.waiting());
            a.send(new ClientMessage.Act(t.code(), sa.seatToken(), 2, atA.legal().get(0)));
            ServerMessage.Error late = a.next(ServerMessage.Error.class, Clients.WAIT);
            assertTrue(late.code().equals(Errors.STALE) || late.code().equals(Errors.ILLEGAL), late.code());
            CompletableFuture<ServerMessage.State> endA = CompletableFuture.supplyAsync(() -> HiddenInformationTest.play(new BotPlayer(a, t.code(), sa.seatToken(), "random", null, 5), revealed));
            ServerMessage.State endB = new BotPlayer(b, t.code(), sb.seatToken(), "random", null, 6).play(Clients.WAIT);
            assertTrue(endA.get().over() && endB.over(), "the game ended");
            assertEquals(2, endB.totals().size());
        }
    }

    private static void act(GameClient c, String code, ServerMessage.Seated seat, ServerMessage.State s) {
        assertTrue(!s.legal().isEmpty(), "seat " + seat.seat() + " is asked at step " + s.step());
        c.send(new ClientMessage.Act(code, seat.seatToken(), s.step(), s.legal().get(0)));
    }
}
