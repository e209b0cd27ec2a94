package io.fogisles.kernel.data;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Text files must be UTF-8: bytes that are not say where (line and column of the first bad byte), not "Input length = 1". */
public final class Utf8Text {
    private Utf8Text() {
    }

    /** The text of a file's bytes; bytes that are not UTF-8 raise a {@link DataException} at their line and column. */
    public static String decode(String file, byte[] bytes) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = d.decode(in, out, true);
        if (r.isError()) {
            int at = in.position(), line = 1, column = 1;
            for (int i = 0; i < out.position(); i++) {
                if (out.get(i) == '\n') {
                    line++;
                    column = 1;
                } else {
                    column++;
                }
            }
            throw new DataException(file, "$", line, column, String.format("the file is not UTF-8 text (byte 0x%02X at byte offset %d); save it as UTF-8",
                    bytes[at] & 0xFF, at));
        }
        d.flush(out);
        return out.flip().toString();
    }
}
