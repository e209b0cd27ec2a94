package io.fogisles.server.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The embedded database was H2 until issue 35 ({@code fogisles-server.mv.db}; decisions.md says why it is SQLite now).
 * A data folder that still has the H2 file and no SQLite file yet gets its tables copied over at the first start, as
 * they were (versions, seats, hand-overs, every action), and the H2 file renamed to {@code .imported}: a host who
 * updates finds the tables where they were.
 */
public final class H2Import {
    static final String H2_FILE = "fogisles-server.mv.db";

    private H2Import() {
    }

    /** The H2 file to import for the embedded database at {@code jdbcUrl}, or null (another database, already imported, none there). */
    public static Path pending(String jdbcUrl) {
        if (!jdbcUrl.startsWith("jdbc:sqlite:")) return null;
        String file = jdbcUrl.substring("jdbc:sqlite:".length()).replaceAll("\\?.*", "");
        Path sqlite = Path.of(file);
        if (!sqlite.getFileName().toString().equals(Database.EMBEDDED_FILE) || Files.exists(sqlite)) return null;
        Path h2 = sqlite.resolveSibling(H2_FILE);
        return Files.isRegularFile(h2) ? h2 : null;
    }

    /** Copies every table of the H2 file into {@code target} (the new embedded database), then renames the file; returns how many tables. */
    public static int copy(Path h2, Database target) throws java.io.IOException {
        String name = h2.getFileName().toString();
        String url = "jdbc:h2:file:" + h2.resolveSibling(name.substring(0, name.length() - ".mv.db".length())).toAbsolutePath();
        int n = 0;
        try (Database old = Database.open(url)) {
            TableStore to = new TableStore(target);
            for (TableStore.StoredTable t : new TableStore(old).loadAll()) {
                to.insertWhole(t);
                n++;
            }
        }
        Files.move(h2, h2.resolveSibling(name + ".imported"), StandardCopyOption.REPLACE_EXISTING);
        return n;
    }
}
