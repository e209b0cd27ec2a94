package io.fogisles.server.table;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Errors;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.server.store.TableStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * Every table of this server by code, and the entry for clients' table requests. A request for a table runs on
 * that table's queue; creating one runs on the caller's thread (it touches no existing table).
 */
public final class Tables {
    private final Map<String, Table> byCode = new ConcurrentHashMap<>();
    private final RuleSource rules;
    private final TableStore store;
    private final Executor pool;

    public Tables(RuleSource rules, TableStore store, Executor pool) {
        this.rules = rules;
        this.store = store;
        this.pool = pool;
    }

    /** Loads every stored table and re-plays its game; a table that cannot be restored is reported and left out. */
    public List<String> restoreAll() {
        List<String> problems = new ArrayList<>();
        for (TableStore.StoredTable t : store.loadAll()) {
            try {
                TableSetup setup = TableSetup.fromJson(t.setup());
                Table table = new Table(t.code(), setup, t.seed(), t.hostTokenHash(), rules.rules(setup.config()), store, pool);
                table.restore(t);
                byCode.put(t.code(), table);
            } catch (RuntimeException e) {
                problems.add("table " + t.code() + " cannot be resumed: " + e.getMessage());
            }
        }
        return problems;
    }

    /** The table with this code, or null. */
    public Table get(String code) {
        return byCode.get(Tokens.normalizeCode(code));
    }

    public int size() {
        return byCode.size();
    }

    /** Answers one table request of a client that has said hello. */
    public void handle(Peer peer, ClientMessage m) {
        switch (m) {
            case ClientMessage.Create c -> create(peer, c);
            case ClientMessage.Join j -> on(peer, j.code(), t -> t.join(peer, j.name()));
            case ClientMessage.Rejoin r -> on(peer, r.code(), t -> t.rejoin(peer, r.seatToken()));
            case ClientMessage.Watch w -> on(peer, w.code(), t -> t.watch(peer));
            case ClientMessage.Start s -> on(peer, s.code(), t -> t.start(peer, s.hostToken()));
            case ClientMessage.Act a -> on(peer, a.code(), t -> t.act(peer, a.seatToken(), a.step(), a.action()));
            case ClientMessage.Hello h -> peer.send(new ServerMessage.Error(Errors.VERSION, "say hello only once, as the first message"));
        }
    }

    /** The connection is gone: the tables it asked for (by code) forget it. */
    public void left(Peer peer, java.util.Collection<String> codes) {
        for (String c : codes) {
            Table t = get(c);
            if (t != null) t.execute(() -> t.left(peer));
        }
    }

    private void on(Peer peer, String code, java.util.function.Consumer<Table> work) {
        Table t = get(code);
        if (t == null) {
            peer.send(new ServerMessage.Error(Errors.NO_TABLE, "no table '" + code + "' on this server; check the code (6 letters and digits)"));
            return;
        }
        t.execute(() -> work.accept(t));
    }

    private void create(Peer peer, ClientMessage.Create c) {
        TableSetup setup = new TableSetup(c.modules(), c.options(), c.houseRules(), c.seats(), c.autoStart());
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
            List<String> levels = BotRegistry.of(rs).ids();
            for (int s = 0; s < setup.seats().size() && problem == null; s++) {
                String level = setup.bot(s);
                if (level != null && !levels.contains(level)) problem = "seat " + (s + 1) + ": no bot level '" + level + "'; levels: " + String.join(", ", levels);
            }
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
        Table t = new Table(code, setup, seed, Tokens.hash(hostToken), rs, store, pool);
        byCode.put(code, t);
        peer.send(new ServerMessage.Created(code, hostToken));
        if (setup.autoStart()) t.execute(t::startIfFull); // a table of bots only starts at once
    }

    /** What can be said about a setup before building its rules; null when nothing is wrong. */
    private String check(TableSetup s) {
        if (s.modules().isEmpty()) return "choose at least one module (installed: " + String.join(", ", rules.modules().keySet()) + ")";
        for (String m : s.modules())
            if (!rules.modules().containsKey(m)) return "module '" + m + "' is not installed on this server (installed: " + String.join(", ", rules.modules().keySet()) + ")";
        for (String h : s.houseRules())
            if (!rules.houseRules().contains(h)) return "house rule '" + h + "' is not installed on this server (installed: " + String.join(", ", rules.houseRules()) + ")";
        if (s.seats().isEmpty() || s.seats().size() > 8) return "a table has 1 to 8 seats, got " + s.seats().size();
        for (int i = 0; i < s.seats().size(); i++) {
            String seat = s.seats().get(i);
            if (!seat.equals("person") && !(seat.startsWith("bot:") && seat.length() > 4))
                return "seat " + (i + 1) + " is '" + seat + "'; a seat is person or bot:LEVEL (e.g. bot:greedy)";
        }
        return null;
    }
}
