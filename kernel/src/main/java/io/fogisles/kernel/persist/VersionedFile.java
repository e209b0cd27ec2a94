package io.fogisles.kernel.persist;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.LocatedJson;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads our JSON files that carry a {@code format} name and a {@code formatVersion}. An unreadable,
 * foreign, too new or corrupt file gives a {@link DataException} that says which and what to do.
 */
public final class VersionedFile {
    private VersionedFile() {
    }

    /** Reads and parses a file whose format must be {@code format} with a version in [1, {@code maxVersion}]. */
    public static LocatedJson read(Path file, String format, int maxVersion) {
        String name = file.toString();
        String text;
        try {
            text = io.fogisles.kernel.data.TextFiles.readUtf8(file);
        } catch (DataException e) {
            if (e.line() == 0) throw e; // no such file, cannot read: nothing about the content
            throw new DataException(name, e.path(), e.line(), e.column(), e.problem() + " (damaged or not a " + format + " file)" + whatToDo(file));
        }
        LocatedJson doc;
        try {
            doc = LocatedJson.parse(name, text);
        } catch (DataException e) {
            throw new DataException(e.file(), e.path(), e.line(), e.column(), e.problem() + " — the file is damaged or not a " + format + " file" + whatToDo(file));
        }
        JsonNode root = doc.root();
        if (!root.isObject() || !format.equals(root.path("format").asText(null)))
            throw doc.error("$.format", "not a " + format + " file (its \"format\" is " + root.path("format") + "); choose a " + format + " file");
        JsonNode v = root.get("formatVersion");
        if (v == null || !v.isInt()) throw doc.error("$.formatVersion", "missing or not a whole number; the file is damaged" + whatToDo(file));
        if (v.asInt() > maxVersion)
            throw doc.error("$.formatVersion", "written by a newer version of Fog Isles (format version " + v.asInt() + "; this program reads up to " + maxVersion + "); update the program");
        if (v.asInt() < 1) throw doc.error("$.formatVersion", "invalid format version " + v.asInt() + "; the file is damaged" + whatToDo(file));
        return doc;
    }

    /** What to do about a damaged file: load its backup (the previous save) when there is one, else another file. */
    static String whatToDo(Path file) {
        Path bak = AtomicFiles.backupOf(file);
        return Files.exists(bak) ? "; the previous version is kept in " + bak.getFileName() + ": load that instead"
                : "; load another save or start a new game";
    }
}
