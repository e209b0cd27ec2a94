package io.fogisles.server.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which seats have a player connected at some server, for several servers on one database ({@code seat_presence}).
 * Each server replaces its own rows with the seats it has connections for, each row good until a time a little
 * later; it writes them again before then, so the rows of a server that died (or lost the database) run out by
 * themselves. Servers' clocks are taken to agree within a few seconds (as NTP keeps them).
 */
public final class PresenceStore {
    private final Database db;

    public PresenceStore(Database db) {
        this.db = db;
    }

    /** Replaces this server's rows with {@code seats} (code → seats with a player connected here), good until {@code expires} (epoch ms). */
    public void replace(String server, Map<String, Set<Integer>> seats, long expires) {
        db.transaction(c -> {
            try (PreparedStatement d = c.prepareStatement("DELETE FROM seat_presence WHERE server = ?")) {
                d.setString(1, server);
                d.executeUpdate();
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO seat_presence (code, seat, server, expires) VALUES (?, ?, ?, ?)")) {
                for (Map.Entry<String, Set<Integer>> e : seats.entrySet())
                    for (int seat : e.getValue()) {
                        p.setString(1, e.getKey());
                        p.setInt(2, seat);
                        p.setString(3, server);
                        p.setLong(4, expires);
                        p.addBatch();
                    }
                p.executeBatch();
            }
            return null;
        });
    }

    /** The seats of these tables with a player connected at another server than {@code server}, as of {@code now} (epoch ms). */
    public Map<String, Set<Integer>> elsewhere(String server, Collection<String> codes, long now) {
        if (codes.isEmpty()) return Map.of();
        return db.transaction(c -> {
            Map<String, Set<Integer>> out = new HashMap<>();
            String marks = String.join(", ", Collections.nCopies(codes.size(), "?"));
            try (PreparedStatement q = c.prepareStatement("SELECT code, seat FROM seat_presence WHERE server <> ? AND expires > ? AND code IN (" + marks + ")")) {
                int i = 1;
                q.setString(i++, server);
                q.setLong(i++, now);
                for (String code : codes) q.setString(i++, code);
                try (ResultSet r = q.executeQuery()) {
                    while (r.next()) out.computeIfAbsent(r.getString(1), k -> new HashSet<>()).add(r.getInt(2));
                }
            }
            return out;
        });
    }

    /** Deletes rows that ran out long ago (servers that died); any server may do it. */
    public void forgetBefore(long time) {
        db.transaction(c -> {
            try (PreparedStatement d = c.prepareStatement("DELETE FROM seat_presence WHERE expires < ?")) {
                d.setLong(1, time);
                d.executeUpdate();
            }
            return null;
        });
    }
}
