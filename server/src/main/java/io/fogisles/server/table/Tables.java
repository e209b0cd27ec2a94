package io.fogisles.server.table;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.server.store.PresenceStore;
import io.fogisles.server.store.TableStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Every table this server holds, by code, and the entry for clients' table requests. A request for a table runs
 * on that table's queue; creating one runs on the caller's thread (it touches no existing table).
 *
 * <p>With a {@code shared} database (PostgreSQL, several servers) a request for a code this server does not
 * hold loads the table from the database, a server plays a table's bots only once a client asked it about that
 * table, and {@link #watch} brings the tables this server's clients are at up to date when another server
 * changed them. With its own database (H2) a server plays every table from the start.
 */
public final class Tables {
    private final Map<String, Table> byCode = new ConcurrentHashMap<>();
    private final RuleSource rules;
    private final TableStore store;
    private final Executor pool;
    private final boolean shared;
    private final AtomicLong lostWrites = new AtomicLong();
    private final PresenceStore presence;
    /** This server's name in {@code seat_presence}: new at every start, so a restarted server never counts its old rows as its own. */
    private final String serverId = Tokens.newToken().substring(0, 16);
    private Map<String, Set<Integer>> presenceWritten = Map.of();
    private long presenceWrittenAt;
    private final CodeGuesses guesses = new CodeGuesses();
    private final Map<Peer, Set<String>> found = new ConcurrentHashMap<>(); // the codes each connection found (no more guesses)
    private final io.fogisles.server.ServerMetrics metrics = new io.fogisles.server.ServerMetrics();

    public Tables(RuleSource rules, TableStore store, Executor pool, boolean shared) {
        this(rules, store, pool, shared, null);
    }

    /** With a shared database, {@code presence} tells every server which seats have a player at another server (null: none). */
    public Tables(RuleSource rules, TableStore store, Executor pool, boolean shared, PresenceStore presence) {
        this.rules = rules;
        this.store = store;
        this.pool = pool;
        this.shared = shared;
        this.presence = presence;
    }

    /** Loads every stored table and re-plays its game; a table that cannot be restored is reported and left out. */
    public List<String> restoreAll() {
        List<String> problems = new ArrayList<>();
        for (TableStore.StoredTable t : store.loadAll()) {
            try {
                byCode.put(t.code(), build(t, !shared));
            } catch (RuntimeException e) {
                problems.add("table " + t.code() + " cannot be resumed: " + e.getMessage());
            }
        }
        return problems;
    }

    private Table build(TableStore.StoredTable t, boolean serving) {
        TableSetup setup = TableSetup.fromJson(t.setup());
        Table table = new Table(t.code(), setup, t.seed(), t.hostTokenHash(), rules.rules(setup.config()), store, pool, serving, lostWrites);
        table.restore(t);
        return table;
    }

    /** The table with this code that this server holds, or null. */
    public Table get(String code) {
        return byCode.get(Tokens.normalizeCode(code));
    }

    /** The table with this code: held here, else loaded from the database (another server made it), else null. */
    private Table find(String code) {
        String c = Tokens.normalizeCode(code);
        Table t = byCode.get(c);
        if (t != null || !shared) return t;
        return byCode.computeIfAbsent(c, k -> {
            TableStore.StoredTable stored = store.load(k);
            return stored == null ? null : build(stored, true);
        });
    }

    /**
     * One look at the database for the tables this server's clients are at: those another server changed are
     * loaded again (on their queues) and their clients get the new state. Run every few hundred milliseconds when
     * the database is shared.
     */
    public void watch() {
        List<String> codes = new ArrayList<>();
        for (Table t : byCode.values()) if (t.watched()) codes.add(t.code());
        for (Map.Entry<String, Integer> e : store.versions(codes).entrySet()) {
            Table t = byCode.get(e.getKey());
            int known = e.getValue();
            if (t != null && known > t.version()) t.execute(() -> t.request(() -> t.refreshIfBehind(known)));
        }
        if (presence != null) watchPresence(codes);
    }

    /** How long a server's presence rows hold; it writes them again after a third of it (or at once when its seats changed). */
    static final java.time.Duration PRESENCE_HOLDS = java.time.Duration.ofSeconds(15);

    /**
     * Writes this server's seats with a player connected (when they changed, and every few seconds so they do not
     * run out), then reads which seats of its clients' tables have a player at another server; a table where that
     * changed tells its clients (a {@code table} message), so every server shows the same seats connected.
     */
    private void watchPresence(List<String> codes) {
        long now = System.currentTimeMillis();
        Map<String, Set<Integer>> here = new java.util.HashMap<>();
        for (Table t : byCode.values()) {
            Set<Integer> seats = t.seatsConnectedHere();
            if (!seats.isEmpty()) here.put(t.code(), seats);
        }
        if (!here.equals(presenceWritten) || now - presenceWrittenAt > PRESENCE_HOLDS.toMillis() / 3) {
            presence.replace(serverId, here, now + PRESENCE_HOLDS.toMillis());
            if (now - presenceWrittenAt > PRESENCE_HOLDS.toMillis()) presence.forgetBefore(now - 4 * PRESENCE_HOLDS.toMillis());
            presenceWritten = here;
            presenceWrittenAt = now;
        }
        Map<String, Set<Integer>> elsewhere = presence.elsewhere(serverId, codes, now);
        for (String code : codes) {
            Table t = byCode.get(code);
            if (t != null) t.execute(() -> t.connectedElsewhere(elsewhere.getOrDefault(code, Set.of())));
        }
    }

    /** A server that stops takes its presence rows away (the others see its players gone at once, not when the rows run out). */
    public void forgetPresence() {
        if (presence != null) presence.replace(serverId, Map.of(), 0);
    }

    /** How many writes found their table changed by another server (nothing written; the request was decided anew). */
    public long lostWrites() {
        return lostWrites.get();
    }

    public int size() {
        return byCode.size();
    }

    /** The server's answer times (players' actions, from arrival to every seat's connection told). */
    public io.fogisles.server.ServerMetrics metrics() {
        return metrics;
    }

    /** Answers one table request of a client that has said hello. */
    public void handle(Peer peer, ClientMessage m) {
        switch (m) {
            case ClientMessage.Create c -> create(peer, c);
            case ClientMessage.Join j -> on(peer, j.code(), t -> t.join(peer, j.name(), j.seat()));
            case ClientMessage.Rejoin r -> on(peer, r.code(), t -> t.rejoin(peer, r.seatToken()));
            case ClientMessage.Watch w -> on(peer, w.code(), t -> t.watch(peer));
            case ClientMessage.Start s -> on(peer, s.code(), t -> t.start(peer, s.hostToken()));
            case ClientMessage.Act a -> {
                long arrived = System.nanoTime();
                on(peer, a.code(), t -> {
                    Answered answer = new Answered(peer);
                    t.act(answer, a.seatToken(), a.step(), a.action()); // accepted: stored, and every seat's connection told
                    if (answer.accepted) metrics.answered(System.nanoTime() - arrived);
                });
            }
            case ClientMessage.Undo u -> on(peer, u.code(), t -> t.undo(peer, u.seatToken(), u.step()));
            case ClientMessage.HandOver h -> on(peer, h.code(), t -> t.handOver(peer, h.hostToken(), h.seat(), h.level()));
            case ClientMessage.Hello h -> peer.send(new ServerMessage.Error(Errors.VERSION, "say hello only once, as the first message"));
        }
    }

    /** The connection that sent an action, as the table answers it: notes whether the action was accepted (then timed). */
    private static final class Answered implements Peer {
        private final Peer peer;
        boolean accepted;

        Answered(Peer peer) {
            this.peer = peer;
        }

        public void send(ServerMessage message) {
            peer.send(message);
        }

        public void accepted() {
            accepted = true;
            peer.accepted();
        }

        public String describe() {
            return peer.describe();
        }
    }

    /** The connection is gone: the tables it asked for (by code) forget it. */
    public void left(Peer peer, java.util.Collection<String> codes) {
        found.remove(peer);
        for (String c : codes) {
            Table t = get(c);
            if (t != null) t.execute(() -> t.left(peer));
        }
    }

    private void on(Peer peer, String code, java.util.function.Consumer<Table> work) {
        String normal = Tokens.normalizeCode(code);
        Set<String> known = found.computeIfAbsent(peer, p -> ConcurrentHashMap.newKeySet());
        if (!known.contains(normal) && guesses.spent(peer.address())) {
            peer.send(new ServerMessage.Error(Errors.RATE_LIMIT, "too many codes that name no table came from your address (" + CodeGuesses.BURST
                    + " at once, then " + CodeGuesses.PER_MINUTE + " a minute); wait a few seconds, then check the code and try again"));
            return;
        }
        Table t = find(code);
        if (t == null) {
            guesses.missed(peer.address());
            peer.send(new ServerMessage.Error(Errors.NO_TABLE, "no table '" + code + "' on this server; check the code (6 letters and digits)"));
            return;
        }
        known.add(normal);
        t.serve();
        t.execute(() -> t.request(() -> work.accept(t)));
    }

    private void create(Peer peer, ClientMessage.Create c) {
        TableSetup setup = new TableSetup(c.modules(), c.options(), c.houseRules(), c.seats(), c.autoStart(), c.houseRuleOptions());
        String problem = check(setup);
        RuleSet rs = null;
        if (problem == null) {
            try {
                rs = rules.rules(setup.config());
            } catch (ModuleException | DataException | IllegalArgumentException e) {
                problem = e.getMessage();
            }
        }
        if (problem == null) {
            BotRegistry levels = BotRegistry.of(rs);
            for (int s = 0; s < setup.seats().size() && problem == null; s++) problem = botProblem(levels, rs, s, setup.bot(s));
        }
        if (problem != null) {
            peer.send(new ServerMessage.Error(Errors.BAD_SETUP, "the table cannot be set up: " + problem));
            return;
        }
        String hostToken = Tokens.newToken();
        long seed = Tokens.newSeed();
        String code;
        do {
            code = Tokens.newCode();
        } while (byCode.containsKey(code) || !store.create(code, setup.toJson(), seed, Tokens.hash(hostToken)));
        Table t = new Table(code, setup, seed, Tokens.hash(hostToken), rs, store, pool, true, lostWrites);
        byCode.put(code, t);
        found.computeIfAbsent(peer, p -> ConcurrentHashMap.newKeySet()).add(code); // its creator knows it
        peer.send(new ServerMessage.Created(code, hostToken));
        if (setup.autoStart()) t.execute(() -> t.request(t::startIfFull)); // a table of bots only starts at once
    }

    /** The longest think time a server bot may take per decision: it plays on a shared pool, and people wait for it. */
    static final java.time.Duration MAX_THINK = java.time.Duration.ofSeconds(10);

    /** What is wrong with a seat's bot level ({@code greedy}, {@code expert:500ms}); null for a good one or a person's seat. */
    private static String botProblem(BotRegistry levels, RuleSet rs, int s, String level) {
        if (level == null) return null;
        try {
            levels.create(level, rs); // the registry's own words for an unknown level or a bad budget
        } catch (IllegalArgumentException e) {
            return "seat " + (s + 1) + ": " + e.getMessage();
        }
        int colon = level.indexOf(':');
        if (colon > 0) {
            io.fogisles.kernel.bot.SearchBudget budget = io.fogisles.kernel.bot.SearchBudget.parse(level.substring(colon + 1));
            if (budget.timed() && budget.thinkMillis() > MAX_THINK.toMillis())
                return "seat " + (s + 1) + ": a server bot thinks at most " + MAX_THINK.toSeconds() + " s per decision, not " + level.substring(colon + 1);
        }
        return null;
    }

    /** What can be said about a setup before building its rules; null when nothing is wrong. */
    private String check(TableSetup s) {
        if (s.modules().isEmpty()) return "choose at least one module (installed: " + String.join(", ", rules.modules().keySet()) + ")";
        for (String m : s.modules())
            if (!rules.modules().containsKey(m)) return "module '" + m + "' is not installed on this server (installed: " + String.join(", ", rules.modules().keySet()) + ")";
        for (String h : s.houseRules())
            if (!rules.houseRules().contains(h)) return "house rule '" + h + "' is not installed on this server (installed: " + String.join(", ", rules.houseRules()) + ")";
        for (String h : s.houseRuleOptions().keySet())
            if (!s.houseRules().contains(h)) return "options are given for house rule '" + h + "', which is not chosen (chosen: "
                    + (s.houseRules().isEmpty() ? "none" : String.join(", ", s.houseRules())) + ")";
        if (s.seats().isEmpty() || s.seats().size() > 8) return "a table has 1 to 8 seats, got " + s.seats().size();
        for (int i = 0; i < s.seats().size(); i++) {
            String seat = s.seats().get(i);
            if (!seat.equals("person") && !(seat.startsWith("bot:") && seat.length() > 4))
                return "seat " + (i + 1) + " is '" + seat + "'; a seat is person or bot:LEVEL (e.g. bot:greedy)";
        }
        return null;
    }
}
