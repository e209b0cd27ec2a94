package io.fogisles.protocol;

import static org.junit.jupiter.api.Assertions.assertFalse;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The server's decoder against anything a client might send: random text, and real messages changed once (a
 * character replaced, inserted or removed, the end cut off, a value swapped for another kind). It returns a
 * message or throws a {@link ProtocolException} with a message, never anything else. Fixed seeds: the same
 * inputs on every run.
 */
class CodecFuzzTest {

    /** Decoding either works or fails with a protocol error that says something. */
    private static void decodesOrExplains(String text) {
        try {
            Codec.CLIENT.decode(text);
        } catch (ProtocolException e) {
            assertFalse(e.getMessage() == null || e.getMessage().isBlank(), "an empty message for " + text);
            assertFalse(e.getMessage().contains("com.fasterxml") || e.getMessage().contains("Exception"), "library internals in: " + e.getMessage());
        }
    }

    @Property(tries = 3000, seed = "13")
    void randomText(@ForAll("text") String text) {
        decodesOrExplains(text);
    }

    @Property(tries = 3000, seed = "1313")
    void realMessagesChangedOnce(@ForAll("mutated") String text) {
        decodesOrExplains(text);
    }

    @Provide
    Arbitrary<String> text() {
        Arbitrary<String> any = Arbitraries.strings().ofMaxLength(300);
        Arbitrary<String> jsonish = Arbitraries.strings().withChars("{}[]\":,0123456789.-eEtruefalsnl \\type").ofMaxLength(200);
        return Arbitraries.oneOf(any, jsonish);
    }

    @Provide
    Arbitrary<String> mutated() {
        Arbitrary<String> valid = Arbitraries.of(CodecTest.CLIENT_MESSAGES).map(Codec.CLIENT::encode);
        Arbitrary<Double> where = Arbitraries.doubles().between(0, 1);
        Arbitrary<Integer> how = Arbitraries.integers().between(0, 5);
        Arbitrary<Character> ch = Arbitraries.chars().with('{', '}', '[', ']', '"', ':', ',', '\\', '0', '-', 'x', '\u0000', '\uFFFF', 'é');
        return Combinators.combine(valid, where, how, ch).as((text, w, h, c) -> {
            int i = (int) (w * (text.length() - 1));
            return switch (h) {
                case 0 -> text.substring(0, i) + c + text.substring(i + 1); // replace
                case 1 -> text.substring(0, i) + c + text.substring(i);     // insert
                case 2 -> text.substring(0, i) + text.substring(i + 1);     // remove
                case 3 -> text.substring(0, i);                             // cut
                case 4 -> text.replaceFirst(":\"[^\"]*\"", ":" + (c == '0' ? "0" : c == 'x' ? "null" : "[]")); // another kind of value
                default -> text.replaceFirst(":(\\d+)", ":\"$1\"");         // a number as text
            };
        });
    }
}
