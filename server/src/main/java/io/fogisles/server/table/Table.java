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
import io.fogisles.server.store.TableMoved;
import io.fogisles.server.store.TableStore;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One table: its setup, seats, connections and the game the server runs for it. Every method but
 * {@link #execute} runs on the table's own serial queue, one at a time, so nothing here is locked.
 *
 * <p>An action is checked by the engine, applied, committed to the store, and only then told to anyone: each
 * connection gets the view of its own seat (a spectator's: what every seat may see) and the changes that seat
 * may see, never the seed or the bag's order. Bot seats are played here, one move per task, so a human's
 * message is never queued behind a whole run of bot moves; so are the seats the host handed to a bot while
 * their players are away (until they rejoin).
 *
 * <p>Several servers may share the database. Every write names the table's {@link #version} it was decided on;
 * when another server wrote first ({@link TableMoved}) nothing is stored, the table is loaded again (the new
 * actions applied on top of the game here) and the request decided anew ({@link #request}).
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
    private final AtomicLong lostWrites; // the server's count of writes another server got in first
    private final Messages messages;
    private final String[] names;
    private final String[] tokenHashes;
    private final String[] standIns; // the bot level playing a person's seat while they are away, or null
    private final Bot[] bots; // who plays each seat now: the setup's bot, a stand-in, or null (a person)
    private final BotRegistry registry;
    private final Rng botRng;
    private final Map<Peer, Integer> peers = new LinkedHashMap<>(); // connection → seat, −1 for a spectator or the host
    private volatile int peerCount; // peers.size(), for the watcher of a shared database
    private volatile Set<Integer> seatsHere = Set.of(); // the seats with a player's connection at this server, for the watcher
    private Set<Integer> seatsElsewhere = Set.of(); // the seats with a player connected at another server of the database
    private volatile int version; // the table's version in the database as this server last wrote or read it
    private volatile boolean serving; // this server plays the table's bots (always with its own database; on request with a shared one)
    private boolean untoldTable, untoldState; // loaded from the database and not yet sent to this server's clients
    private String status;
    private Game game;
    private List<Change> lastChanges = List.of();

    Table(String code, TableSetup setup, long seed, String hostHash, RuleSet rules, TableStore store, Executor pool, boolean serving,
          AtomicLong lostWrites) {
        this.code = code;
        this.lostWrites = lostWrites;
        this.serving = serving;
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
        this.standIns = new String[n];
        this.bots = new Bot[n];
        this.registry = BotRegistry.of(rules);
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

    /**
     * Puts back a stored table: seats, hand-overs, status, and the game re-played from the seed, every state hash
     * checked. When the game here is a prefix of the stored one (another server moved on), only the new actions are
     * applied. Call on the queue (or before the table is shared).
     */
    void restore(TableStore.StoredTable t) {
        version = t.version();
        for (TableStore.StoredSeat s : t.seats()) {
            names[s.seat()] = s.name();
            tokenHashes[s.seat()] = s.tokenHash();
            standIn(s.seat(), s.standIn());
        }
        status = t.status();
        if (status.equals(WAITING)) {
            closeGame();
            return;
        }
        int from = game != null && game.decisionCount() <= t.actions().size() ? game.decisionCount() : 0;
        // after an undo elsewhere the stored history may have gone another way from a step this copy still has
        if (from > 0 && !shortHash().equals(t.actions().get(from - 1).hash())) from = 0;
        if (from == 0) {
            closeGame();
            game = rules.newGame(seed, true);
        }
        int mark = game.journal().mark();
        for (TableStore.StoredAction a : t.actions().subList(from, t.actions().size())) {
            Action action = parse(Json.read("table " + code + " step " + a.step(), a.action(), ObjectNode.class));
            Outcome o = game.submit(a.seat(), action);
            if (!o.accepted()) throw new IllegalStateException("table " + code + ": stored step " + a.step() + " is not legal when re-played (" + o + ")");
            if (!shortHash().equals(a.hash())) throw new IllegalStateException("table " + code + ": the re-played game differs after step " + a.step());
        }
        lastChanges = from == 0 ? List.of() : game.journal().since(mark); // a catch-up: what this server's clients missed
        scheduleBot();
    }

    /** Whether this server plays the table's bots; a server sharing the database starts when a client asks it about the table. */
    void serve() {
        if (serving) return;
        serving = true;
        execute(this::scheduleBot);
    }

    /** The version this server last knew (the watcher compares it with the database's). */
    int version() {
        return version;
    }

    /** Whether a connection of this server is at the table (only then is a newer version worth loading at once). */
    boolean watched() {
        return peerCount > 0;
    }

    /**
     * Runs a request on the queue. When another server changed the table meanwhile, the table is loaded again and
     * the request decided anew on the newest state (an action then meets its step check: {@code stale}).
     */
    void request(Runnable work) {
        try {
            for (int tries = 1; ; tries++) {
                try {
                    work.run();
                    return;
                } catch (TableMoved e) {
                    lostWrites.incrementAndGet();
                    reload();
                    if (tries == 5) {
                        System.err.println("fogisles server: table " + code + ": gave up a request after 5 writes lost to other servers");
                        return;
                    }
                }
            }
        } finally {
            tellUntold(); // after the request's own answer: "stale", then the newest state
        }
    }

    /** Loads the table again when the database has a newer version, and tells this server's clients what changed. */
    void refreshIfBehind(int known) {
        if (known > version) reload();
        tellUntold();
    }

    /** Loads the table again if another server changed it; its clients here are told by {@link #tellUntold}. */
    private void reload() {
        TableStore.StoredTable t = store.load(code);
        if (t == null || t.version() == version) return;
        restore(t);
        untoldTable = true;
        untoldState = game != null;
    }

    private void tellUntold() {
        if (untoldTable) lobbyChanged();
        if (untoldState && game != null) broadcastState();
    }

    private void closeGame() {
        if (game != null) game.close();
        game = null;
    }

    /** Hands seat {@code s} to a bot level, or back to its player (null); the setup's bot seats are never changed. */
    private void standIn(int s, String level) {
        if (setup.bot(s) != null || java.util.Objects.equals(standIns[s], level)) return;
        standIns[s] = level;
        bots[s] = level == null ? null : registry.create(level, rules);
    }

    // ------------------------------------------------------------------ requests (on the queue)

    /** Seats a person at {@code wanted} (0-based), or at the first free person seat when it is −1. */
    void join(Peer peer, String name, int wanted) {
        int seat = -1;
        if (wanted != -1) {
            String problem = wanted < 0 || wanted >= names.length ? "table " + code + " has seats 1 to " + names.length + " (0 to " + (names.length - 1)
                    + " in messages), not " + wanted + " (in messages)"
                    : setup.bot(wanted) != null ? "seat " + (wanted + 1) + " is played by the server's bot (" + setup.bot(wanted) + "); choose a person's seat"
                    : tokenHashes[wanted] != null ? "seat " + (wanted + 1) + " is taken by " + names[wanted] + "; choose a free seat"
                    : null;
            if (problem != null) {
                List<Integer> free = freeSeats();
                peer.send(error(wanted >= 0 && wanted < names.length ? Errors.TABLE_STATE : Errors.BAD_FIELD, problem
                        + (free.isEmpty() ? " (no seat is free)" : " (free: " + String.join(", ", free.stream().map(s -> String.valueOf(s + 1)).toList()) + ")")));
                return;
            }
            seat = wanted;
        }
        for (int s = 0; s < names.length && seat < 0; s++) if (setup.bot(s) == null && tokenHashes[s] == null) seat = s;
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
        version = store.takeSeat(code, version, new TableStore.StoredSeat(seat, clean, Tokens.hash(token), null)); // committed before the seat is given
        names[seat] = clean;
        tokenHashes[seat] = Tokens.hash(token);
        addPeer(peer, seat);
        peer.send(new ServerMessage.Seated(code, seat, token));
        lobbyChanged();
        if (setup.autoStart()) startIfFull(); // the start sends everyone, this peer too, the first state
    }

    void rejoin(Peer peer, String token) {
        refreshIfBehind(store.version(code)); // another server may have moved the table since this one last looked
        int seat = seatOf(token);
        if (seat < 0) {
            peer.send(error(Errors.WRONG_TOKEN, "this seat token belongs to no seat at table " + code + "; use the token you were given when you joined"));
            return;
        }
        if (standIns[seat] != null) { // the player is back: the bot standing in gives the seat back at once
            version = store.standIn(code, version, seat, null);
            standIn(seat, null);
        }
        addPeer(peer, seat);
        peer.send(new ServerMessage.Seated(code, seat, token));
        lobbyChanged();
        if (game != null) peer.send(state(seat));
    }

    void watch(Peer peer) {
        refreshIfBehind(store.version(code));
        addPeer(peer, -1);
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
        if (!peers.containsKey(peer)) addPeer(peer, -1);
        begin();
    }

    /**
     * The host hands seat {@code seat}, whose player is away, to a bot of {@code level}; the bot plays it until the
     * player rejoins. Handing it again changes the level.
     */
    void handOver(Peer peer, String hostToken, int seat, String level) {
        if (!Tokens.same(hostHash, Tokens.hash(hostToken))) {
            peer.send(error(Errors.WRONG_TOKEN, "only the host hands a seat of table " + code + " to a bot, with the host token given when it was created"));
            return;
        }
        if (seat < 0 || seat >= names.length) {
            peer.send(error(Errors.BAD_FIELD, "table " + code + " has seats 0 to " + (names.length - 1) + " (as numbered in messages), not " + seat));
            return;
        }
        String problem = setup.bot(seat) != null ? "seat " + (seat + 1) + " is played by the server's bot already"
                : tokenHashes[seat] == null ? "nobody has taken seat " + (seat + 1) + " yet; only a player's seat can be handed over"
                : status.equals(OVER) ? "the game at table " + code + " is over"
                : connected(seat) ? "seat " + (seat + 1) + " (" + names[seat] + ") is connected; only the seat of a player who is away can be handed over"
                : null;
        if (problem != null) {
            peer.send(error(Errors.TABLE_STATE, problem));
            return;
        }
        if (!registry.ids().contains(level)) {
            peer.send(error(Errors.BAD_SETUP, "no bot level '" + level + "'; levels: " + String.join(", ", registry.ids())));
            return;
        }
        version = store.standIn(code, version, seat, level); // stored, so a restart or another server keeps it
        standIn(seat, level);
        if (!peers.containsKey(peer)) addPeer(peer, -1);
        lobbyChanged();
        scheduleBot();
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
        if (step != game.decisionCount() && !sameSecretDecision(step)) {
            peer.send(error(Errors.STALE, "your action was for step " + step + " but the game is at step " + game.decisionCount()
                    + " (the position changed meanwhile); choose again from the newest state"));
            return;
        }
        if (!game.asks(seat) && !game.answered(seat)) {
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

    /**
     * Takes back the seat's last step, where the rules allow it: the same undo as at a hot-seat table (the seat made
     * the last step, it is its turn, nothing hidden was revealed since). The step's row is deleted (and the version
     * raised) before anyone is told; everyone then gets the state after the undo, with no changes to animate.
     */
    void undo(Peer peer, String token, int step) {
        int seat = seatOf(token);
        if (seat < 0) {
            peer.send(error(Errors.WRONG_TOKEN, "this seat token belongs to no seat at table " + code + "; take back only your own seat's steps"));
            return;
        }
        if (game == null || game.isOver()) {
            peer.send(error(Errors.TABLE_STATE, "the game at table " + code + (game == null ? " has not started yet" : " is over; nothing can be taken back")));
            return;
        }
        if (step != game.decisionCount()) {
            peer.send(error(Errors.STALE, "your undo was for step " + step + " but the game is at step " + game.decisionCount()
                    + " (the position changed meanwhile); look at the newest state"));
            return;
        }
        if (!mayUndo(seat)) {
            peer.send(error(Errors.ILLEGAL, "the rules do not let seat " + (seat + 1) + " take back a step now: only one's own last step, while it is "
                    + "still one's turn, and not once something hidden was revealed (a tile drawn)"));
            return;
        }
        if (!game.undo(seat)) throw new IllegalStateException("table " + code + ": the engine allowed an undo and then refused it");
        try {
            version = store.undo(code, version, step - 1);
        } catch (TableMoved e) {
            closeGame(); // one step behind the database's copy here: re-played by the retry
            throw e;
        } catch (StoreException e) {
            System.err.println("fogisles server: table " + code + ": the undo of step " + (step - 1) + " could not be stored: " + e.getMessage());
            rebuild();
            peer.send(error(Errors.INTERNAL, "your undo could not be stored, so it did not happen; try again"));
            return;
        }
        lastChanges = List.of(); // a step back: the clients show the earlier state as it is, nothing is animated
        peer.accepted();
        broadcastState();
        scheduleBot();
    }

    /** Whether the seat may take back its last step now: the hot-seat rule (its turn, and the engine allows it). */
    private boolean mayUndo(int seat) {
        return seat >= 0 && game != null && !game.isOver() && (game.pendingSeat() == seat || game.answered(seat)) && bots[seat] == null && game.canUndo(seat);
    }

    /**
     * Whether an action sent for {@code step} answers the simultaneous decision that still waits: the seats asked at
     * once answer it in any order, each from the state it got when it was asked, so another seat's answer since (a
     * step the client may not have seen yet) does not make its own stale. The answers given are the last steps.
     */
    private boolean sameSecretDecision(int step) {
        io.fogisles.kernel.game.PendingDecision p = game.pending();
        if (p == null || !p.simultaneous()) return false;
        int answered = 0;
        for (int s = 0; s < names.length; s++) if (game.answered(s)) answered++;
        return step >= game.decisionCount() - answered && step < game.decisionCount();
    }

    void left(Peer peer) {
        if (peers.remove(peer) != null) {
            peersChanged();
            lobbyChanged();
        }
    }

    private void addPeer(Peer peer, int seat) {
        peers.put(peer, seat);
        peersChanged();
    }

    private void peersChanged() {
        peerCount = peers.size();
        Set<Integer> seats = new java.util.TreeSet<>();
        for (int s : peers.values()) if (s >= 0) seats.add(s);
        seatsHere = Set.copyOf(seats);
    }

    /** The seats with a player connected at this server (any thread). */
    Set<Integer> seatsConnectedHere() {
        return seatsHere;
    }

    /** The seats with a player connected at another server (the watcher read them); the clients here are told when they changed. */
    void connectedElsewhere(Set<Integer> seats) {
        if (seats.equals(seatsElsewhere)) return;
        seatsElsewhere = Set.copyOf(seats);
        lobbyChanged();
    }

    /** Whether a player is at seat {@code s}: through this server, or (with a shared database) through another. */
    private boolean connected(int s) {
        return peers.containsValue(s) || seatsElsewhere.contains(s);
    }

    // ------------------------------------------------------------------ the game

    private void begin() {
        version = store.status(code, version, PLAYING);
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
        String hash = shortHash();
        try {
            version = store.append(code, version, new TableStore.StoredAction(step, seat, actionJson(action).toString(), hash), game.isOver() ? OVER : null);
        } catch (TableMoved e) {
            closeGame(); // one step ahead of the database, on a position another server has left: re-played by the retry
            throw e;
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

    /** The state hash stored with each step (its first 16 hex digits: enough to tell two states apart). */
    private String shortHash() {
        return game.state().sha256().substring(0, 16);
    }

    /** The game as stored: after a failed write the game in memory is one step ahead of the store. */
    private void rebuild() {
        closeGame();
        restore(store.load(code));
    }

    private void scheduleBot() {
        if (!serving || game == null || game.isOver()) return;
        if (botToMove() >= 0) queue.execute(() -> request(this::botMove));
    }

    /** The first seat a bot plays that the game asks now (one of several at a simultaneous decision), or −1. */
    private int botToMove() {
        for (int s = 0; s < bots.length; s++) if (bots[s] != null && game.asks(s)) return s;
        return -1;
    }

    private void botMove() {
        if (game == null || game.isOver()) return;
        int s = botToMove();
        if (s < 0) return;
        IntList options = new IntList();
        game.legalCodesFor(s, options);
        Action a = game.decodeFor(s, bots[s].choose(new BotTurn(game, s, options, botRng)));
        apply(s, a, null); // a bot's answer to a simultaneous decision: the next asked bot moves after it (scheduleBot)
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
        List<Integer> waiting = over ? List.of() : game.pending().waiting();
        List<ObjectNode> legal = new ArrayList<>();
        if (!over && seat >= 0 && game.asks(seat)) for (Action a : game.legalActionsFor(seat)) legal.add(actionJson(a));
        List<Integer> totals = new ArrayList<>(), winners = new ArrayList<>();
        if (over) {
            ScoreSheet sheet = game.scores();
            for (int t : sheet.totals()) totals.add(t);
            winners.addAll(sheet.winners());
        }
        return new ServerMessage.State(code, game.decisionCount(), seat, pending, waiting, SeatView.of(game.state(), seat),
                SeenChange.of(lastChanges, seat, rules.layout()), legal, over, totals, winners, mayUndo(seat));
    }

    ServerMessage.Table table(int you) {
        List<ServerMessage.SeatInfo> seats = new ArrayList<>();
        for (int s = 0; s < names.length; s++) {
            boolean serverBot = setup.bot(s) != null;
            boolean connected = serverBot || connected(s);
            seats.add(new ServerMessage.SeatInfo(names[s] == null ? "" : names[s], serverBot ? setup.bot(s) : "", names[s] != null, connected,
                    standIns[s] == null ? "" : standIns[s]));
        }
        return new ServerMessage.Table(code, status, setup.modules(), setup.options(), setup.houseRules(), setup.houseRuleOptions(), seats, you);
    }

    private void broadcastState() {
        untoldState = false;
        Map<Integer, ServerMessage.State> bySeat = new LinkedHashMap<>(); // one view per seat, shared by its connections
        for (Map.Entry<Peer, Integer> e : peers.entrySet()) e.getKey().send(bySeat.computeIfAbsent(e.getValue(), this::state));
    }

    private void lobbyChanged() {
        untoldTable = false;
        for (Map.Entry<Peer, Integer> e : peers.entrySet()) e.getKey().send(table(e.getValue()));
    }

    private List<Integer> freeSeats() {
        List<Integer> free = new ArrayList<>();
        for (int s = 0; s < names.length; s++) if (setup.bot(s) == null && tokenHashes[s] == null) free.add(s);
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
