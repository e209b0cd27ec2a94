package io.fogisles.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.i18n.Messages;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.util.IntList;
import io.fogisles.kernel.view.SeatView;
import io.fogisles.kernel.view.SeenChange;
import io.fogisles.protocol.Codec;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.server.store.StoreException;
import io.fogisles.server.store.TableStore;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;

/**
 * One table: its setup, seats, connections and the game the server runs for it. Every method but
 * {@link #execute} runs on the table's own serial queue, one at a time, so nothing here is locked.
 *
 * <p>An action is checked by the engine, applied, committed to the store, and only then told to anyone: each
 * connection gets the view of its own seat (a spectator's: what every seat may see) and the changes that seat
 * may see, never the seed or the bag's order. Bot seats are played here, one move per task, so a human's
 * message is never queued behind a whole run of bot moves.
 */
public final class Table {
    public static final String WAITING = "waiting", PLAYING = "playing", OVER = "over";

    private final String code;
    private final TableSetup setup;
    private final long seed;
    private final String hostHash;
    private final RuleSet rules;
    private final TableStore store;
    private final SerialExecutor queue;
    private final Messages messages;
    private final String[] names;
    private final String[] tokenHashes;
    private final Bot[] bots;
    private final Rng botRng;
    private final Map<Peer, Integer> peers = new LinkedHashMap<>(); // connection → seat, −1 for a spectator or the host
    private String status;
    private Game game;
    private List<Change> lastChanges = List.of();

    Table(String code, TableSetup setup, long seed, String hostHash, RuleSet rules, TableStore store, Executor pool) {
        this.code = code;
        this.setup = setup;
        this.seed = seed;
        this.hostHash = hostHash;
        this.rules = rules;
        this.store = store;
        this.queue = new SerialExecutor(pool);
        this.messages = Messages.of(rules.modules().ordered());
        int n = setup.seats().size();
        this.names = new String[n];
        this.tokenHashes = new String[n];
        this.bots = new Bot[n];
        BotRegistry registry = BotRegistry.of(rules);
        for (int s = 0; s < n; s++) {
            String level = setup.bot(s);
            if (level == null) continue;
            bots[s] = registry.create(level, rules);
            names[s] = "bot " + (s + 1) + " (" + level + ")";
        }
        long[] st = Rng.seedState(seed ^ 0x5EA7B075L); // the bots' own randomness, derived from the secret seed
        this.botRng = new Rng(st[0], st[1]);
        this.status = WAITING;
    }

    public String code() {
        return code;
    }

    /** Runs {@code task} on this table's queue. */
    public void execute(Runnable task) {
        queue.execute(task);
    }

    /** The running game (tests compare what clients received against it); null before the start. Call on the queue. */
    public Game game() {
        return game;
    }

    public long seed() {
        return seed;
    }

    // ------------------------------------------------------------------ restoring

    /** Puts back a stored table: seats, status, and the game re-played from the seed, every state hash checked. */
    void restore(TableStore.StoredTable t) {
        for (TableStore.StoredSeat s : t.seats()) {
            names[s.seat()] = s.name();
            tokenHashes[s.seat()] = s.tokenHash();
        }
        status = t.status();
        if (status.equals(WAITING)) return;
        game = rules.newGame(seed, true);
        for (TableStore.StoredAction a : t.actions()) {
            Action action = parse(Json.read("table " + code + " step " + a.step(), a.action(), ObjectNode.class));
            Outcome o = game.submit(a.seat(), action);
            if (!o.accepted()) throw new IllegalStateException("table " + code + ": stored step " + a.step() + " is not legal when re-played (" + o + ")");
            String hash = game.state().sha256().substring(0, 16);
            if (!hash.equals(a.hash())) throw new IllegalStateException("table " + code + ": the re-played game differs after step " + a.step());
        }
        scheduleBot();
    }

    // ------------------------------------------------------------------ requests (on the queue)

    void join(Peer peer, String name) {
        int seat = -1;
        for (int s = 0; s < names.length && seat < 0; s++) if (bots[s] == null && tokenHashes[s] == null) seat = s;
        if (seat < 0) {
            peer.send(error(Errors.TABLE_FULL, "table " + code + " has no free seat for a person; watch it instead, or rejoin with your seat token"));
            return;
        }
        String clean = name.strip();
        if (clean.isEmpty() || clean.length() > 40) {
            peer.send(error(Errors.BAD_FIELD, "a name has 1 to 40 characters, got " + clean.length()));
            return;
        }
        String token = Tokens.newToken();
        store.takeSeat(code, new TableStore.StoredSeat(seat, clean, Tokens.hash(token))); // committed before the seat is given
        names[seat] = clean;
        tokenHashes[seat] = Tokens.hash(token);
        peers.put(peer, seat);
        peer.send(new ServerMessage.Seated(code, seat, token));
        lobbyChanged();
        if (setup.autoStart()) startIfFull(); // the start sends everyone, this peer too, the first state
    }

    void rejoin(Peer peer, String token) {
        int seat = seatOf(token);
        if (seat < 0) {
            peer.send(error(Errors.WRONG_TOKEN, "this seat token belongs to no seat at table " + code + "; use the token you were given when you joined"));
            return;
        }
        peers.put(peer, seat);
        peer.send(new ServerMessage.Seated(code, seat, token));
        lobbyChanged();
        if (game != null) peer.send(state(seat));
    }

    void watch(Peer peer) {
        peers.put(peer, -1);
        peer.send(table(-1));
        if (game != null) peer.send(state(-1));
    }

    void start(Peer peer, String hostToken) {
        if (!Tokens.same(hostHash, Tokens.hash(hostToken))) {
            peer.send(error(Errors.WRONG_TOKEN, "only the host starts table " + code + ", with the host token given when it was created"));
            return;
        }
        if (!status.equals(WAITING)) {
            peer.send(error(Errors.TABLE_STATE, "table " + code + " has started already"));
            return;
        }
        List<Integer> free = freeSeats();
        if (!free.isEmpty()) {
            peer.send(error(Errors.TABLE_STATE, "table " + code + " cannot start: seat(s) " + free.stream().map(s -> String.valueOf(s + 1)).toList()
                    + " have no player yet; wait for them to join"));
            return;
        }
        peers.putIfAbsent(peer, -1);
        begin();
    }

    /** Starts a waiting table whose every seat is taken (auto-start). */
    void startIfFull() {
        if (status.equals(WAITING) && freeSeats().isEmpty()) begin();
    }

    void act(Peer peer, String token, int step, ObjectNode json) {
        int seat = seatOf(token);
        if (seat < 0) {
            peer.send(error(Errors.WRONG_TOKEN, "this seat token belongs to no seat at table " + code + "; act only with your own seat's token"));
            return;
        }
        if (game == null) {
            peer.send(error(Errors.TABLE_STATE, "the game at table " + code + " has not started yet; the host starts it"));
            return;
        }
        if (game.isOver()) {
            peer.send(error(Errors.TABLE_STATE, "the game at table " + code + " is over; nothing more can be played there"));
            return;
        }
        if (step != game.decisionCount()) {
            peer.send(error(Errors.STALE, "your action was for step " + step + " but the game is at step " + game.decisionCount()
                    + " (the position changed meanwhile); choose again from the newest state"));
            return;
        }
        if (game.pendingSeat() != seat) {
            int p = game.pendingSeat();
            peer.send(error(Errors.ILLEGAL, "it is not your turn: seat " + (p + 1) + " (" + names[p] + ") is to play"));
            return;
        }
        Action action;
        try {
            action = parse(json);
        } catch (ProtocolException e) {
            peer.send(error(e.code(), e.getMessage()));
            return;
        }
        apply(seat, action, peer);
    }

    void left(Peer peer) {
        if (peers.remove(peer) != null) lobbyChanged();
    }

    // ------------------------------------------------------------------ the game

    private void begin() {
        store.status(code, PLAYING);
        status = PLAYING;
        game = rules.newGame(seed, true);
        lastChanges = List.of();
        lobbyChanged();
        broadcastState();
        scheduleBot();
    }

    /** Checks and applies an action, stores it, then tells everyone; a refusal goes to {@code requester} only. */
    private void apply(int seat, Action action, Peer requester) {
        int step = game.decisionCount();
        int mark = game.journal().mark();
        Outcome o = game.submit(seat, action);
        if (o instanceof Outcome.Rejected r) {
            String text = messages.rejection("en", r.rejection());
            if (requester != null) requester.send(error(Errors.ILLEGAL, "the engine refuses this action: " + text + " (" + r.rejection().code() + ")"));
            return;
        }
        String hash = game.state().sha256().substring(0, 16);
        try {
            store.append(code, new TableStore.StoredAction(step, seat, actionJson(action).toString(), hash), game.isOver() ? OVER : null);
        } catch (StoreException e) {
            System.err.println("fogisles server: table " + code + ": step " + step + " could not be stored: " + e.getMessage());
            rebuild();
            if (requester != null) requester.send(error(Errors.INTERNAL, "your action could not be stored, so it did not happen; send it again"));
            return;
        }
        lastChanges = game.journal().since(mark);
        if (requester != null) requester.accepted();
        if (game.isOver()) status = OVER;
        broadcastState();
        if (game.isOver()) lobbyChanged();
        scheduleBot();
    }

    /** The game as stored: after a failed write the game in memory is one step ahead of the store. */
    private void rebuild() {
        game.close();
        game = null;
        restore(store.load(code));
    }

    private void scheduleBot() {
        if (game == null || game.isOver()) return;
        int s = game.pendingSeat();
        if (s >= 0 && bots[s] != null) queue.execute(this::botMove);
    }

    private void botMove() {
        if (game == null || game.isOver()) return;
        int s = game.pendingSeat();
        if (s < 0 || bots[s] == null) return;
        IntList options = new IntList();
        game.legalCodes(options);
        Action a = game.decode(bots[s].choose(new BotTurn(game, options, botRng)));
        apply(s, a, null);
    }

    // ------------------------------------------------------------------ messages

    private ObjectNode actionJson(Action a) {
        ObjectNode n = Codec.object();
        n.put("type", rules.actionTypeId(a));
        n.setAll((ObjectNode) Json.MAPPER.valueToTree(a));
        return n;
    }

    /** An action from its JSON ({@code type} and fields, as in a save); a clear {@link ProtocolException} otherwise. */
    private Action parse(ObjectNode json) {
        JsonNode type = json.get("type");
        if (type == null || !type.isTextual())
            throw new ProtocolException(Errors.BAD_FIELD, "an action needs its \"type\" (e.g. one of " + rules.actionTypes().keySet() + ")");
        ActionType t = rules.actionTypes().get(type.asText());
        if (t == null)
            throw new ProtocolException(Errors.ILLEGAL, "unknown action type '" + type.asText() + "' at table " + code + "; its modules know "
                    + String.join(", ", rules.actionTypes().keySet()));
        ObjectNode data = json.deepCopy();
        data.remove("type");
        try {
            return (Action) Json.MAPPER.treeToValue(data, t.type());
        } catch (JsonProcessingException e) {
            DataException d = Json.translate(null, e);
            throw new ProtocolException(Errors.BAD_FIELD, "action '" + type.asText() + "' at " + d.path() + ": " + d.problem());
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(Errors.BAD_FIELD, "action '" + type.asText() + "': " + e.getMessage());
        }
    }

    private ServerMessage.State state(int seat) {
        boolean over = game.isOver();
        int pending = over ? -1 : game.pendingSeat();
        List<ObjectNode> legal = new ArrayList<>();
        if (!over && seat >= 0 && pending == seat) for (Action a : game.legalActions()) legal.add(actionJson(a));
        List<Integer> totals = new ArrayList<>(), winners = new ArrayList<>();
        if (over) {
            ScoreSheet sheet = game.scores();
            for (int t : sheet.totals()) totals.add(t);
            winners.addAll(sheet.winners());
        }
        return new ServerMessage.State(code, game.decisionCount(), seat, pending, SeatView.of(game.state(), seat),
                SeenChange.of(lastChanges, seat, rules.layout()), legal, over, totals, winners);
    }

    ServerMessage.Table table(int you) {
        List<ServerMessage.SeatInfo> seats = new ArrayList<>();
        for (int s = 0; s < names.length; s++) {
            boolean connected = bots[s] != null || peers.containsValue(s);
            seats.add(new ServerMessage.SeatInfo(names[s] == null ? "" : names[s], bots[s] == null ? "" : setup.bot(s), names[s] != null, connected));
        }
        return new ServerMessage.Table(code, status, setup.modules(), setup.options(), setup.houseRules(), seats, you);
    }

    private void broadcastState() {
        Map<Integer, ServerMessage.State> bySeat = new LinkedHashMap<>(); // one view per seat, shared by its connections
        for (Map.Entry<Peer, Integer> e : peers.entrySet()) e.getKey().send(bySeat.computeIfAbsent(e.getValue(), this::state));
    }

    private void lobbyChanged() {
        for (Map.Entry<Peer, Integer> e : peers.entrySet()) e.getKey().send(table(e.getValue()));
    }

    private List<Integer> freeSeats() {
        List<Integer> free = new ArrayList<>();
        for (int s = 0; s < names.length; s++) if (bots[s] == null && tokenHashes[s] == null) free.add(s);
        return free;
    }

    private int seatOf(String token) {
        String h = Tokens.hash(token);
        for (int s = 0; s < tokenHashes.length; s++) if (Tokens.same(tokenHashes[s], h)) return s;
        return -1;
    }

    private static ServerMessage.Error error(String code, String message) {
        return new ServerMessage.Error(code, message);
    }
}
