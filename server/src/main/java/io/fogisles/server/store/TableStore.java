package io.fogisles.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tables' rows: create a table, take a seat, change its status, append an action, hand a seat to a bot,
 * load everything back. Every write to an existing table names the table's version it was decided on and raises
 * it in the same transaction; when another server got there first, nothing is written and {@link TableMoved} is
 * thrown (several servers may share one database).
 */
public final class TableStore {
    /** A seat taken by a person: its name, the SHA-256 of its token, and the bot level playing it for them (null: none). */
    public record StoredSeat(int seat, String name, String tokenHash, String standIn) {}

    /** An accepted action: the step it was, the seat, the action's JSON (type and fields) and the short state hash after it. */
    public record StoredAction(int step, int seat, String action, String hash) {}

    /** A table as stored. */
    public record StoredTable(String code, String setup, long seed, String hostTokenHash, String status, int version, List<StoredSeat> seats,
                              List<StoredAction> actions) {}

    private final Database db;

    public TableStore(Database db) {
        this.db = db;
    }

    /** Stores a new table; false when the code is taken already. */
    public boolean create(String code, String setup, long seed, String hostTokenHash) {
        return db.transaction(c -> {
            try (PreparedStatement q = c.prepareStatement("SELECT 1 FROM game_table WHERE code = ?")) {
                q.setString(1, code);
                try (ResultSet r = q.executeQuery()) {
                    if (r.next()) return false;
                }
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO game_table (code, setup, seed, host_token, status) VALUES (?, ?, ?, ?, 'waiting')")) {
                p.setString(1, code);
                p.setString(2, setup);
                p.setLong(3, seed);
                p.setString(4, hostTokenHash);
                p.executeUpdate();
            }
            return true;
        });
    }

    /** Stores a whole table as it was stored elsewhere (its version, seats and actions): an import ({@link H2Import}). */
    public void insertWhole(StoredTable t) {
        db.transaction(c -> {
            update(c, "INSERT INTO game_table (code, setup, seed, host_token, status, version) VALUES (?, ?, ?, ?, ?, ?)", t.code(), t.setup(), t.seed(),
                    t.hostTokenHash(), t.status(), t.version());
            for (StoredSeat s : t.seats())
                update(c, "INSERT INTO table_seat (code, seat, name, token, stand_in) VALUES (?, ?, ?, ?, ?)", t.code(), s.seat(), s.name(), s.tokenHash(), s.standIn());
            for (StoredAction a : t.actions())
                update(c, "INSERT INTO table_action (code, step, seat, action, hash) VALUES (?, ?, ?, ?, ?)", t.code(), a.step(), a.seat(), a.action(), a.hash());
            return null;
        });
    }

    /** Takes a seat; returns the table's new version. */
    public int takeSeat(String code, int version, StoredSeat seat) {
        return db.transaction(c -> {
            int next = claim(c, code, version);
            update(c, "INSERT INTO table_seat (code, seat, name, token) VALUES (?, ?, ?, ?)", code, seat.seat(), seat.name(), seat.tokenHash());
            return next;
        });
    }

    /** Changes the table's status; returns its new version. */
    public int status(String code, int version, String status) {
        return db.transaction(c -> {
            int next = claim(c, code, version);
            update(c, "UPDATE game_table SET status = ? WHERE code = ?", status, code);
            return next;
        });
    }

    /** Appends an accepted action (and the table's new status, when it changed) in one commit; returns the new version. */
    public int append(String code, int version, StoredAction a, String newStatus) {
        return db.transaction(c -> {
            int next = claim(c, code, version);
            update(c, "INSERT INTO table_action (code, step, seat, action, hash) VALUES (?, ?, ?, ?, ?)", code, a.step(), a.seat(), a.action(), a.hash());
            if (newStatus != null) update(c, "UPDATE game_table SET status = ? WHERE code = ?", newStatus, code);
            return next;
        });
    }

    /**
     * Takes back the table's last stored action, step {@code step} (an undo): its row is deleted and the version
     * raised in one commit, so the stored actions stay steps 0…n−1 and re-play to the state after the undo. Returns
     * the new version.
     */
    public int undo(String code, int version, int step) {
        return db.transaction(c -> {
            int next = claim(c, code, version);
            try (PreparedStatement p = c.prepareStatement("DELETE FROM table_action WHERE code = ? AND step = ? AND NOT EXISTS "
                    + "(SELECT 1 FROM table_action later WHERE later.code = ? AND later.step > ?)")) {
                p.setString(1, code);
                p.setInt(2, step);
                p.setString(3, code);
                p.setInt(4, step);
                // the version says nobody else wrote since this server's copy: step is the last stored one, or the copy is wrong
                if (p.executeUpdate() != 1) throw new StoreException("table " + code + ": step " + step + " is not its last stored step", null);
            }
            return next;
        });
    }

    /** Hands a person's seat to a bot level, or back to its player ({@code level} null); returns the new version. */
    public int standIn(String code, int version, int seat, String level) {
        return db.transaction(c -> {
            int next = claim(c, code, version);
            update(c, "UPDATE table_seat SET stand_in = ? WHERE code = ? AND seat = ?", level, code, seat);
            return next;
        });
    }

    /** The table's version in the database, or -1 when there is no such table. */
    public int version(String code) {
        return db.transaction(c -> {
            try (PreparedStatement q = c.prepareStatement("SELECT version FROM game_table WHERE code = ?")) {
                q.setString(1, code);
                try (ResultSet r = q.executeQuery()) {
                    return r.next() ? r.getInt(1) : -1;
                }
            }
        });
    }

    /** The versions of these tables (code → version); a code with no table is left out. */
    public Map<String, Integer> versions(Collection<String> codes) {
        if (codes.isEmpty()) return Map.of();
        return db.transaction(c -> {
            Map<String, Integer> out = new HashMap<>();
            String marks = String.join(", ", Collections.nCopies(codes.size(), "?"));
            try (PreparedStatement q = c.prepareStatement("SELECT code, version FROM game_table WHERE code IN (" + marks + ")")) {
                int i = 1;
                for (String code : codes) q.setString(i++, code);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) out.put(r.getString(1), r.getInt(2));
                }
            }
            return out;
        });
    }

    /**
     * Raises the table's version from {@code version}, or throws {@link TableMoved} when the row is at another one.
     * The UPDATE locks the row until the commit: a second server's UPDATE waits, then finds the new version and
     * changes nothing, so two servers never both write the same step (PostgreSQL and H2 alike).
     */
    private static int claim(Connection c, String code, int version) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("UPDATE game_table SET version = version + 1 WHERE code = ? AND version = ?")) {
            p.setString(1, code);
            p.setInt(2, version);
            if (p.executeUpdate() != 1) throw new TableMoved(code, version);
        }
        return version + 1;
    }

    /** One table with its seats and actions in order, or null. */
    public StoredTable load(String code) {
        return db.transaction(c -> {
            List<StoredTable> t = read(c, "WHERE code = ?", code);
            return t.isEmpty() ? null : t.get(0);
        });
    }

    /** Every stored table, oldest first. */
    public List<StoredTable> loadAll() {
        return db.transaction(c -> read(c, "", null));
    }

    private static List<StoredTable> read(Connection c, String where, String code) throws SQLException {
        record Head(String code, String setup, long seed, String host, String status, int version) {}
        Map<String, Head> heads = new LinkedHashMap<>();
        try (PreparedStatement q = c.prepareStatement("SELECT code, setup, seed, host_token, status, version FROM game_table " + where + " ORDER BY created_at, code")) {
            if (code != null) q.setString(1, code);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) heads.put(r.getString(1), new Head(r.getString(1), r.getString(2), r.getLong(3), r.getString(4), r.getString(5), r.getInt(6)));
            }
        }
        Map<String, List<StoredSeat>> seats = new LinkedHashMap<>();
        try (PreparedStatement q = c.prepareStatement("SELECT code, seat, name, token, stand_in FROM table_seat " + where + " ORDER BY code, seat")) {
            if (code != null) q.setString(1, code);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) seats.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(new StoredSeat(r.getInt(2), r.getString(3), r.getString(4), r.getString(5)));
            }
        }
        Map<String, List<StoredAction>> actions = new LinkedHashMap<>();
        try (PreparedStatement q = c.prepareStatement("SELECT code, step, seat, action, hash FROM table_action " + where + " ORDER BY code, step")) {
            if (code != null) q.setString(1, code);
            try (ResultSet r = q.executeQuery()) {
                while (r.next())
                    actions.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(new StoredAction(r.getInt(2), r.getInt(3), r.getString(4), r.getString(5)));
            }
        }
        List<StoredTable> out = new ArrayList<>();
        for (Head h : heads.values())
            out.add(new StoredTable(h.code, h.setup, h.seed, h.host, h.status, h.version, seats.getOrDefault(h.code, List.of()), actions.getOrDefault(h.code, List.of())));
        return out;
    }

    private static Void update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                if (args[i] == null) p.setNull(i + 1, Types.VARCHAR); // the only nullable column is text (stand_in)
                else p.setObject(i + 1, args[i]);
            }
            p.executeUpdate();
        }
        return null;
    }
}
