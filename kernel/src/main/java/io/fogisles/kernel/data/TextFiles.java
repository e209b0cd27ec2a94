package io.fogisles.kernel.data;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a player's text file (a position, a save, a house rule's manifest) as UTF-8. Editors on some
 * systems save UTF-16 or put a byte-order mark first; a file that is not UTF-8 gets a message saying where
 * and how to save it, not a decoder's "Input length = 1".
 */
public final class TextFiles {
    private TextFiles() {
    }

    /** The file's text (a UTF-8 byte-order mark dropped); a {@link DataException} naming the file when it cannot be read as UTF-8. */
    public static String readUtf8(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new DataException(file.toString(), null, "no such file");
        } catch (IOException e) {
            throw new DataException(file.toString(), null, "cannot read the file: " + e.getMessage());
        }
        return decode(file.toString(), bytes);
    }

    /** As {@link #readUtf8}, for bytes already read from {@code file}. */
    public static String decode(String file, byte[] bytes) {
        if (startsWith(bytes, 0xFF, 0xFE) || startsWith(bytes, 0xFE, 0xFF))
            throw new DataException(file, "$", 1, 1, "the file is saved as UTF-16 text; save it as UTF-8 (in most editors: Save as… → Encoding: UTF-8)");
        int start = startsWith(bytes, 0xEF, 0xBB, 0xBF) ? 3 : 0;
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        try {
            return d.decode(in).toString();
        } catch (CharacterCodingException e) {
            int bad = firstInvalid(bytes, start);
            int[] lineCol = lineAndColumn(bytes, start, bad);
            throw new DataException(file, "$", lineCol[0], lineCol[1], String.format(
                    "the file is not UTF-8 text here (byte 0x%02X); save it as UTF-8, or it is damaged", bytes[bad] & 0xFF));
        }
    }

    private static boolean startsWith(byte[] b, int... prefix) {
        if (b.length < prefix.length) return false;
        for (int i = 0; i < prefix.length; i++) if ((b[i] & 0xFF) != prefix[i]) return false;
        return true;
    }

    /** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
    private static int firstInvalid(byte[] b, int from) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(b, from, b.length - from);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(b.length + 1);
        java.nio.charset.CoderResult r = d.decode(in, out, true);
        return r.isError() ? in.position() : Math.max(from, b.length - 1);
    }

    private static int[] lineAndColumn(byte[] b, int from, int offset) {
        int line = 1, col = 1;
        for (int i = from; i < offset; i++) {
            if (b[i] == '\n') {
                line++;
                col = 1;
            } else if ((b[i] & 0xC0) != 0x80) col++; // count characters, not continuation bytes
        }
        return new int[] {line, col};
    }
}
