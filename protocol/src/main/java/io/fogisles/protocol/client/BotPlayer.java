package io.fogisles.protocol.client;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Codec;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ServerMessage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Plays one seat of a table with a bot until the game ends. The bot decides on a game made from the seat's
 * view alone ({@link RuleSet#gameFromView}), so it knows exactly what a person in that seat would; with no
 * rules at hand (or level {@code random}) it picks uniformly among the legal actions the server lists. When the
 * connection drops, the client reconnects and this player takes its seat back with its token.
 */
public final class BotPlayer {
    private final GameClient client;
    private final String code;
    private final String seatToken;
    private final String level;
    private final Function<GameConfig, RuleSet> rulesFor;
    private final Rng rng;
    private RuleSet rules;
    private Bot bot;
    private int you = -1;
    private int actedStep = -1;
    private int fallbackStep = -1;
    private ServerMessage.Table table;
    private int actions;
    private int thought, thinkingFailed;
    private long sentAt; // System.nanoTime() when the last action was sent, 0 once its answer came
    private final List<Long> latencies = java.util.Collections.synchronizedList(new ArrayList<>());
    private long thinkMin, thinkMax; // ms a decision takes, as a person's would (0: at once)
    private Rng thinkRng;
    private volatile ServerMessage.State lastState;

    /**
     * @param rulesFor builds the table's rules on this machine (null: choose at random among the legal actions)
     * @param seed     the bot's own randomness (never the game's)
     */
    public BotPlayer(GameClient client, String code, String seatToken, String level, Function<GameConfig, RuleSet> rulesFor, long seed) {
        this.client = client;
        this.code = code;
        this.seatToken = seatToken;
        this.level = level;
        this.rulesFor = level.equals("random") ? null : rulesFor;
        long[] s = Rng.seedState(seed);
        this.rng = new Rng(s[0], s[1]);
        client.onReconnect(c -> c.send(new ClientMessage.Rejoin(code, seatToken)));
    }

    /** Joins the table under {@code name}, returns a player for the seat it got. */
    public static BotPlayer join(GameClient client, String code, String name, String level, Function<GameConfig, RuleSet> rulesFor, long seed)
            throws InterruptedException {
        return join(client, code, name, -1, level, rulesFor, seed);
    }

    /** Joins the table under {@code name} at {@code seat} (0-based; −1: the first free one), returns a player for the seat it got. */
    public static BotPlayer join(GameClient client, String code, String name, int seat, String level, Function<GameConfig, RuleSet> rulesFor,
                                 long seed) throws InterruptedException {
        client.send(new ClientMessage.Join(code, name, seat));
        ServerMessage.Seated s = client.next(ServerMessage.Seated.class, Duration.ofSeconds(30));
        return new BotPlayer(client, code, s.seatToken(), level, rulesFor, seed);
    }

    /**
     * Thinks before each decision for a time drawn evenly from {@code minMillis}…{@code maxMillis} (from its own
     * random numbers, apart from its choices'), as a person would: a load test then asks of the server what people
     * would, not an action the moment the last one was answered.
     */
    public BotPlayer thinking(long minMillis, long maxMillis, long seed) {
        if (minMillis < 0 || maxMillis < minMillis) throw new IllegalArgumentException("think time " + minMillis + "-" + maxMillis + " ms");
        thinkMin = minMillis;
        thinkMax = maxMillis;
        long[] s = Rng.seedState(seed);
        thinkRng = new Rng(s[0], s[1]);
        return this;
    }

    /** The last state the server sent this player, or null before the first. */
    public ServerMessage.State lastState() {
        return lastState;
    }

    /** The table as last described by the server (seats' names, status), or null before the first description. */
    public ServerMessage.Table table() {
        return table;
    }

    /**
     * For each action sent, the nanoseconds until its answer arrived: the state after it, or the error refusing it
     * (what a load test measures).
     */
    public List<Long> latencies() {
        synchronized (latencies) {
            return List.copyOf(latencies);
        }
    }

    /** How many actions this player sent. */
    public int actions() {
        return actions;
    }

    /** How many actions the bot chose by thinking on the game made from the view (not from the server's list). */
    public int thought() {
        return thought;
    }

    /**
     * How many times the bot's thinking on the game made from a view failed, so that it played from the server's legal
     * list instead: 0 unless its rules differ from the server's or have a fault (a test checks it stays 0).
     */
    public int thinkingFailed() {
        return thinkingFailed;
    }

    /**
     * Plays until the game is over; returns the last state (with the totals and winners). Gives up when the server
     * sent nothing for {@code quiet}: a long game on a busy server is slow, a silent one is stuck.
     */
    public ServerMessage.State play(Duration quiet) throws InterruptedException {
        return play(quiet, null);
    }

    /**
     * Plays from {@code current}, a state the caller already took from the client's inbox (null: none), until the
     * game is over; returns the last state. Gives up when the server sent nothing for {@code quiet}.
     */
    public ServerMessage.State play(Duration quiet, ServerMessage.State current) throws InterruptedException {
        ServerMessage.State last = current;
        if (current != null && current.over()) return current;
        if (current != null && asked(current)) act(current, null);
        while (true) {
            GameClient.Event e = client.nextEvent(quiet);
            if (e == null)
                throw new IllegalStateException("the game at table " + code + " stalled: the server sent nothing for " + quiet.toSeconds() + " s"
                        + (last == null ? " (no state received)" : " (last state: step " + last.step() + ", seat " + (last.pending() + 1) + " to play, this player is seat " + (last.you() + 1) + ")"));
            if (!(e instanceof GameClient.Event.Message(ServerMessage m))) continue;
            switch (m) {
                case ServerMessage.Table t -> {
                    table = t;
                    you = t.you();
                    if (rules == null && rulesFor != null && you >= 0) setUp(t);
                }
                case ServerMessage.State s -> {
                    if (s.step() > actedStep) answered();
                    last = s;
                    lastState = s;
                    if (s.over()) return s;
                    if (asked(s)) act(s, null);
                }
                case ServerMessage.Error err -> {
                    answered();
                    // the engine refused our bot's choice (its rules here differ from the server's): once per step, a legal
                    // action from the server's list; an answer to an old step needs nothing (a newer state is on its way)
                    if (err.code().equals(Errors.ILLEGAL) && last != null && last.step() == actedStep && fallbackStep != actedStep
                            && asked(last)) {
                        fallbackStep = actedStep;
                        act(last, err);
                    } else if (!err.code().equals(Errors.ILLEGAL) && !err.code().equals(Errors.STALE) && !err.code().equals(Errors.TABLE_STATE))
                        throw new IllegalStateException("table " + code + ": " + err.code() + ": " + err.message());
                }
                default -> { }
            }
        }
    }

    /** Whether the state asks this player: legal actions are sent only to a seat asked (one of several at once, too). */
    private static boolean asked(ServerMessage.State s) {
        return s.you() >= 0 && !s.legal().isEmpty();
    }

    private void answered() {
        if (sentAt == 0) return;
        latencies.add(System.nanoTime() - sentAt);
        sentAt = 0;
    }

    private void setUp(ServerMessage.Table t) {
        rules = rulesFor.apply(t.config());
        bot = BotRegistry.of(rules).create(level, rules);
    }

    private void act(ServerMessage.State s, ServerMessage.Error refused) throws InterruptedException {
        if (thinkMax > 0 && refused == null) Thread.sleep(thinkMin + (thinkMax > thinkMin ? thinkRng.nextInt((int) Math.min(Integer.MAX_VALUE, thinkMax - thinkMin + 1)) : 0));
        ObjectNode action = refused == null && bot != null ? decide(s) : null;
        if (action == null) action = s.legal().get(rng.nextInt(s.legal().size()));
        actions++;
        actedStep = s.step();
        sentAt = System.nanoTime();
        client.send(new ClientMessage.Act(code, seatToken, s.step(), action));
    }

    /** The bot's choice on a game made from the view (null when its rules cannot read the view). */
    private ObjectNode decide(ServerMessage.State s) {
        try (Game g = rules.gameFromView(s.view().toState(rules.layout()), s.you(), rng.nextLong())) {
            IntList options = new IntList();
            g.legalCodes(options);
            if (options.isEmpty()) return null;
            Action a = g.decode(bot.choose(new BotTurn(g, options, rng)));
            ObjectNode n = Codec.object();
            n.put("type", rules.actionTypeId(a));
            n.setAll((ObjectNode) Json.MAPPER.valueToTree(a));
            thought++;
            return n;
        } catch (RuntimeException e) {
            // another layout than the server's (other module versions), or a fault of the rules here: the bot must not die
            // of its thinking, and the server's legal list still lets it play. A safety net only: a view shows each
            // face-down card's deck, so the game made from it deals every pile and hand from its own deck, as the real
            // game's copies do, and the rules play out on it (BalmyViewCopyTest; BalmyTableTest counts these failures)
            thinkingFailed++;
            return null;
        }
    }
}
