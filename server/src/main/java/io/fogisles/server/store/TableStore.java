package io.fogisles.server.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The tables' rows: create a table, take a seat, change its status, append an action, load everything back. */
public final class TableStore {
    /** A seat taken by a person: its name and the SHA-256 of its token. */
    public record StoredSeat(int seat, String name, String tokenHash) {}

    /** An accepted action: the step it was, the seat, the action's JSON (type and fields) and the short state hash after it. */
    public record StoredAction(int step, int seat, String action, String hash) {}

    /** A table as stored. */
    public record StoredTable(String code, String setup, long seed, String hostTokenHash, String status, List<StoredSeat> seats,
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

    public void takeSeat(String code, StoredSeat seat) {
        db.transaction(c -> update(c, "INSERT INTO table_seat (code, seat, name, token) VALUES (?, ?, ?, ?)", code, seat.seat(), seat.name(), seat.tokenHash()));
    }

    public void status(String code, String status) {
        db.transaction(c -> update(c, "UPDATE game_table SET status = ? WHERE code = ?", status, code));
    }

    /** Appends an accepted action (and the table's new status, when it changed) in one commit. */
    public void append(String code, StoredAction a, String newStatus) {
        db.transaction(c -> {
            update(c, "INSERT INTO table_action (code, step, seat, action, hash) VALUES (?, ?, ?, ?, ?)", code, a.step(), a.seat(), a.action(), a.hash());
            if (newStatus != null) update(c, "UPDATE game_table SET status = ? WHERE code = ?", newStatus, code);
            return null;
        });
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
        record Head(String code, String setup, long seed, String host, String status) {}
        Map<String, Head> heads = new LinkedHashMap<>();
        try (PreparedStatement q = c.prepareStatement("SELECT code, setup, seed, host_token, status FROM game_table " + where + " ORDER BY created_at, code")) {
            if (code != null) q.setString(1, code);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) heads.put(r.getString(1), new Head(r.getString(1), r.getString(2), r.getLong(3), r.getString(4), r.getString(5)));
            }
        }
        Map<String, List<StoredSeat>> seats = new LinkedHashMap<>();
        try (PreparedStatement q = c.prepareStatement("SELECT code, seat, name, token FROM table_seat " + where + " ORDER BY code, seat")) {
            if (code != null) q.setString(1, code);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) seats.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(new StoredSeat(r.getInt(2), r.getString(3), r.getString(4)));
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
            out.add(new StoredTable(h.code, h.setup, h.seed, h.host, h.status, seats.getOrDefault(h.code, List.of()), actions.getOrDefault(h.code, List.of())));
        return out;
    }

    private static Void update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) p.setObject(i + 1, args[i]);
            p.executeUpdate();
        }
        return null;
    }
}
