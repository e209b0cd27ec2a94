package io.fogisles.client;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;

/**
 * The friend at the smoke run's hosted table: a headless bot of the protocol that joins with the code as another
 * computer would, plays its seat, may step away for a while (its connection closed, no reconnect) and come back
 * with its seat token, and then plays on to the end, whose state it gives.
 */
final class SmokeFriend {
    static final String NAME = "Zed";
    /** The friend's seat: the second (the host sits at the first, a server bot at the third). */
    static final int SEAT = 1;
    private static final Duration GAME = Duration.ofMinutes(5);

    private final CompletableFuture<ServerMessage.State> end = new CompletableFuture<>();
    private final CountDownLatch back = new CountDownLatch(1);
    private final Thread thread;
    private volatile GameClient client;
    private volatile boolean away;

    private SmokeFriend(String address, String code, Function<GameConfig, RuleSet> rules) {
        thread = io.fogisles.kernel.script.ScriptThreads.daemon("smoke-friend", () -> {
            try {
                play(address, code, rules);
            } catch (Throwable e) {
                end.completeExceptionally(e);
            }
        });
    }

    /** Joins the table {@code code} at {@code address} under {@link #NAME} and plays it on a thread of its own. */
    static SmokeFriend join(String address, String code, Function<GameConfig, RuleSet> rules) {
        SmokeFriend f = new SmokeFriend(address, code, rules);
        f.thread.start();
        return f;
    }

    private void play(String address, String code, Function<GameConfig, RuleSet> rules) throws Exception {
        GameClient c = GameClient.connect(address, "smoke friend", false);
        client = c;
        c.send(new ClientMessage.Join(code, NAME));
        String token = c.next(ServerMessage.Seated.class, Duration.ofSeconds(30)).seatToken();
        try {
            end.complete(new BotPlayer(c, code, token, "greedy", rules, 5).play(GAME));
            return;
        } catch (Exception e) {
            if (!away) throw e; // else it was stopped on purpose: it stepped away
        } finally {
            c.close();
        }
        Thread.interrupted(); // the interrupt that stopped it is spent
        back.await();
        try (GameClient again = GameClient.connect(address, "smoke friend, back", false)) {
            BotPlayer returned = new BotPlayer(again, code, token, "greedy", rules, 6);
            again.send(new ClientMessage.Rejoin(code, token));
            end.complete(returned.play(GAME));
        }
    }

    /** Steps away: the connection closes and stays closed; the seat waits (or a bot plays it, if the host says so). */
    void leave() {
        away = true;
        GameClient c = client;
        if (c != null) {
            c.reconnecting(false);
            c.close();
        }
        thread.interrupt(); // the bot waits for the server's next message: stop it now
    }

    /** Comes back to the seat with its token. */
    void comeBack() {
        back.countDown();
    }

    /** The last state the friend was sent, when the game is over. */
    CompletableFuture<ServerMessage.State> end() {
        return end;
    }
}
