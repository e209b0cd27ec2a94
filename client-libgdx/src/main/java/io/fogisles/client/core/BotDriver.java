package io.fogisles.client.core;

import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.util.IntList;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Lets the bots play. A bot thinks on its own thread, on a private copy of the game made on that thread
 * (so it shares no state and no script context with the game on the screen); its choice is applied on
 * the render thread through {@link HotSeatTable#submit}, the same path a person's action takes. The game on
 * the screen is not changed while a bot thinks (it is a bot's decision, so nobody else can act).
 */
public final class BotDriver implements AutoCloseable {
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        return io.fogisles.kernel.script.ScriptThreads.daemon("fogisles-bot", r); // bots play on copies: their scripts run here
    });
    private final Map<Integer, Bot> bots = new HashMap<>();
    private final Map<Integer, Rng> rngs = new HashMap<>();
    private Future<Integer> thinking;
    private int thinkingSeat = -1;
    private int thinkingVersion = -1;
    private final io.fogisles.kernel.game.RuleSet rules;

    /** Creates the bots of a session; unknown levels fall back to "random" with a log note. */
    public BotDriver(Session s) {
        this.rules = s.rules;
        BotRegistry registry = BotRegistry.of(s.rules);
        for (SeatInfo seat : s.seats) {
            if (!seat.isBot()) continue;
            Bot b;
            try {
                b = registry.create(seat.botLevel(), s.rules);
            } catch (IllegalArgumentException e) {
                b = registry.create("random", s.rules);
                s.note("client.log.bot-fallback", s.seatName(seat.seat()), seat.botLevel());
            }
            bots.put(seat.seat(), b);
            rngs.put(seat.seat(), new Rng(s.seed() * 31 + seat.seat() * 7919L + 17));
        }
    }

    public boolean thinking() {
        return thinking != null;
    }

    /**
     * Call every frame. When a bot must decide and {@code mayStart}, it starts thinking (on a copy of the game
     * made on its thread); when it has decided and {@code mayStart}, its action is returned for the caller to
     * submit (null otherwise). {@code moves} counts the game's changes, so that a decision made for a game
     * that has moved on since is dropped. {@code decided} runs on the bot's thread when it has decided.
     */
    public io.fogisles.kernel.action.Action poll(Game game, int moves, boolean mayStart, Runnable decided) {
        int seat = game.pendingSeat();
        if (thinking != null) {
            if (!thinking.isDone() || !mayStart) return null; // a menu is open: the decision waits
            Future<Integer> f = thinking;
            thinking = null;
            if (seat != thinkingSeat || moves != thinkingVersion) return null; // the game moved on (should not happen)
            int code;
            try {
                code = f.get();
            } catch (Exception e) {
                throw new IllegalStateException("the bot of seat " + seat + " failed: " + e.getCause(), e.getCause());
            }
            return game.decode(code);
        }
        if (!mayStart || seat < 0 || !bots.containsKey(seat) || game.isOver()) return null;
        IntList options = new IntList();
        game.legalCodes(options);
        if (options.isEmpty()) return null;
        Bot bot = bots.get(seat);
        Rng rng = rngs.get(seat);
        thinkingSeat = seat;
        thinkingVersion = moves;
        if (options.size() == 1) {
            thinking = java.util.concurrent.CompletableFuture.completedFuture(options.get(0));
            decided.run();
            return null;
        }
        thinking = thread.submit(() -> {
            try {
                return bot.choose(new BotTurn(game.copy(), options, rng));
            } finally {
                decided.run();
            }
        });
        return null;
    }

    public boolean isBot(int seat) {
        return bots.containsKey(seat);
    }

    @Override
    public void close() {
        if (thinking != null) thinking.cancel(true);
        ScriptHost host = rules.scriptHost();
        if (host != null) thread.execute(host::releaseThread); // the bot thread's script contexts end with it
        thread.shutdown();
    }
}
