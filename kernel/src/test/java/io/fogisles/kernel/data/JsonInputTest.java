package io.fogisles.kernel.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input a parser rejects in its own words gets ours, with file, line and column: a number too large for a
 * whole number, nesting deeper than 1000, a file saved as UTF-16 or with a broken byte.
 */
class JsonInputTest {
    @TempDir
    Path dir;

    @Test
    void aWholeNumberTooLargeForALongIsNamedWhereItStands() {
        DataException e = assertThrows(DataException.class, () -> LocatedJson.parse("pos.json", "{\n  \"seed\": 99999999999999999999\n}"));
        assertEquals(2, e.line());
        assertEquals(11, e.column());
        assertEquals("$.seed", e.path());
        assertTrue(e.problem().contains("99999999999999999999 is too large"), e.getMessage());
        assertTrue(e.getMessage().startsWith("pos.json:2:11"), e.getMessage());
    }

    @Test
    void theLargestLongIsRead() {
        assertEquals(Long.MAX_VALUE, LocatedJson.parse("p.json", "{\"seed\": 9223372036854775807}").root().get("seed").asLong());
    }

    @Test
    void aFloatTooLargeForADoubleIsNamed() {
        DataException e = assertThrows(DataException.class, () -> LocatedJson.parse("p.json", "[1, 1e999]"));
        assertEquals("$[1]", e.path());
        assertEquals(1, e.line());
        assertEquals(5, e.column());
    }

    @Test
    void nestingDeeperThanAThousandIsRefusedWithItsPlace() {
        String ok = "[".repeat(LocatedJson.MAX_DEPTH) + "]".repeat(LocatedJson.MAX_DEPTH);
        LocatedJson.parse("deep.json", ok);
        String deep = "[".repeat(LocatedJson.MAX_DEPTH + 1) + "]".repeat(LocatedJson.MAX_DEPTH + 1);
        DataException e = assertThrows(DataException.class, () -> LocatedJson.parse("deep.json", deep));
        assertTrue(e.problem().contains("nested more than 1000 levels deep"), e.getMessage());
        assertEquals(1, e.line());
        assertTrue(e.column() > 1000, e.getMessage());
    }

    @Test
    void aFileSavedAsUtf16SaysSoAndWhatToDo() throws Exception {
        Path f = dir.resolve("utf16.json");
        Files.write(f, prefixed("{\"a\": 1}".getBytes(StandardCharsets.UTF_16LE), 0xFF, 0xFE));
        DataException e = assertThrows(DataException.class, () -> TextFiles.readUtf8(f));
        assertTrue(e.getMessage().startsWith(f + ":1:1"), e.getMessage());
        assertTrue(e.problem().contains("UTF-16") && e.problem().contains("save it as UTF-8"), e.getMessage());
    }

    @Test
    void aUtf8ByteOrderMarkIsDropped() throws Exception {
        Path f = dir.resolve("bom.json");
        Files.write(f, prefixed("{\"a\": \"é\"}".getBytes(StandardCharsets.UTF_8), 0xEF, 0xBB, 0xBF));
        assertEquals("é", LocatedJson.parse(f.toString(), TextFiles.readUtf8(f)).root().get("a").asText());
    }

    @Test
    void aBrokenByteIsNamedByLineAndColumn() throws Exception {
        Path f = dir.resolve("latin1.json");
        byte[] head = "{\n  \"name\": \"Bj".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = java.util.Arrays.copyOf(head, head.length + 6);
        bytes[head.length] = (byte) 0xF6; // ö in Latin-1
        System.arraycopy("rn\"}\n".getBytes(StandardCharsets.UTF_8), 0, bytes, head.length + 1, 5);
        Files.write(f, bytes);
        DataException e = assertThrows(DataException.class, () -> TextFiles.readUtf8(f));
        assertEquals(2, e.line());
        assertEquals(14, e.column());
        assertTrue(e.problem().contains("byte 0xF6"), e.getMessage());
    }

    /** The text's bytes after a byte-order mark. */
    private static byte[] prefixed(byte[] text, int... mark) {
        byte[] bytes = new byte[mark.length + text.length];
        for (int i = 0; i < mark.length; i++) bytes[i] = (byte) mark[i];
        System.arraycopy(text, 0, bytes, mark.length, text.length);
        return bytes;
    }
}
