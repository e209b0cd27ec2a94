package io.fogisles.kernel.persist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.DataException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PersistTest {

    @Test
    @DisplayName("atomic writes keep the previous file as a backup and leave no temporary files")
    void atomicWrite(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("game.json");
        AtomicFiles.writeString(f, "{\"v\":1}");
        AtomicFiles.writeString(f, "{\"v\":2}");
        assertEquals("{\"v\":2}", Files.readString(f));
        assertEquals("{\"v\":1}", Files.readString(AtomicFiles.backupOf(f)));
        try (var list = Files.list(dir)) {
            assertEquals(2, list.count(), "only the file and its backup");
        }
    }

    @Test
    @DisplayName("a corrupt, foreign, too new or missing file gives a clear message, not a stack trace")
    void badFiles(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("save.json");
        Files.writeString(f, "{\"format\": \"fogisles-save\", \"formatVersion\": 1, \"actions\": [1, 2,");
        DataException corrupt = assertThrows(DataException.class, () -> VersionedFile.read(f, "fogisles-save", 1));
        assertTrue(corrupt.getMessage().contains("damaged"), corrupt.getMessage());
        assertTrue(corrupt.line() > 0);

        Files.writeString(f, "{\"format\": \"something-else\", \"formatVersion\": 1}");
        assertTrue(assertThrows(DataException.class, () -> VersionedFile.read(f, "fogisles-save", 1)).getMessage().contains("not a fogisles-save file"));

        Files.writeString(f, "{\"format\": \"fogisles-save\", \"formatVersion\": 9}");
        assertTrue(assertThrows(DataException.class, () -> VersionedFile.read(f, "fogisles-save", 1)).getMessage().contains("newer version"));

        Files.write(f, new byte[] {(byte) 0xff, (byte) 0xfe, 0x00, 0x01});
        assertTrue(assertThrows(DataException.class, () -> VersionedFile.read(f, "fogisles-save", 1)).getMessage().contains("saved as UTF-16"));
        Files.write(f, new byte[] {'{', (byte) 0xc3, '}'});
        DataException broken = assertThrows(DataException.class, () -> VersionedFile.read(f, "fogisles-save", 1));
        assertTrue(broken.getMessage().contains("not UTF-8") && broken.getMessage().contains("damaged or not a fogisles-save file"), broken.getMessage());

        assertTrue(assertThrows(DataException.class, () -> VersionedFile.read(dir.resolve("none.json"), "fogisles-save", 1)).getMessage().contains("no such file"));

        Files.writeString(f, "{\"format\": \"fogisles-save\", \"formatVersion\": 1}");
        assertEquals(1, VersionedFile.read(f, "fogisles-save", 1).root().get("formatVersion").asInt());
    }
}
