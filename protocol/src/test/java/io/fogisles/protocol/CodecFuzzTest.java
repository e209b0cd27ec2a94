package io.fogisles.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The server's decoder against anything a client might send: random text, and real messages changed once (a
 * character replaced, inserted or removed, the end cut off, a value swapped for another kind). It returns a
 * message or throws a {@link ProtocolException} with a message, never anything else; and a value of another kind
 * (text for a number, a number for text, anything but true/false for a flag) is always refused. Fixed seeds: the
 * same inputs on every run.
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

    /**
     * Issue 35: one value of a real message (a field, or an element of a list or map of the message) replaced by a value
     * of another kind never decodes: it is {@code bad-field}, naming where. The action's own fields are the engine's
     * to check and are left alone.
     */
    @Property(tries = 2000, seed = "35")
    void aValueOfAnotherKindIsRefused(@ForAll("otherKind") String text) {
        ProtocolException e = assertThrows(ProtocolException.class, () -> Codec.CLIENT.decode(text), text);
        assertEquals(Errors.BAD_FIELD, e.code(), text + ": " + e.getMessage());
        assertTrue(e.getMessage().contains("$."), "where: " + e.getMessage());
    }

    @Provide
    Arbitrary<String> otherKind() {
        Arbitrary<com.fasterxml.jackson.databind.JsonNode> message = Arbitraries.of(CodecTest.CLIENT_MESSAGES)
                .map(m -> io.fogisles.kernel.data.Json.read("test", Codec.CLIENT.encode(m), com.fasterxml.jackson.databind.JsonNode.class));
        return Combinators.combine(message, Arbitraries.doubles().between(0, 1), Arbitraries.integers().between(0, 3)).as((tree, where, how) -> {
            List<com.fasterxml.jackson.databind.JsonNode[]> leaves = new ArrayList<>(); // {container, key or index, value}
            leaves(tree, leaves);
            com.fasterxml.jackson.databind.JsonNode[] leaf = leaves.get((int) (where * leaves.size()) % leaves.size());
            com.fasterxml.jackson.databind.JsonNode v = leaf[2];
            com.fasterxml.jackson.databind.JsonNode other = v.isNumber() ? (how % 2 == 0 ? TextNode.valueOf(v.asText()) : BooleanNode.TRUE)
                    : v.isBoolean() ? (how % 2 == 0 ? TextNode.valueOf(v.asText()) : IntNode.valueOf(how == 1 ? 1 : 0))
                    : how == 0 ? IntNode.valueOf(42) : how == 1 ? BooleanNode.FALSE : how == 2 ? Codec.object() : DoubleNode.valueOf(1.5);
            if (leaf[0] instanceof ObjectNode o) o.set(leaf[1].asText(), other);
            else ((ArrayNode) leaf[0]).set(leaf[1].asInt(), other);
            return tree.toString();
        });
    }

    /** Every scalar value of a message but its type and what is inside its action: {container, key or index, value}. */
    private static void leaves(com.fasterxml.jackson.databind.JsonNode node, List<com.fasterxml.jackson.databind.JsonNode[]> out) {
        if (node instanceof ObjectNode o) {
            for (Iterator<Map.Entry<String, com.fasterxml.jackson.databind.JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, com.fasterxml.jackson.databind.JsonNode> e = it.next();
                if (e.getKey().equals("type") || e.getKey().equals("action")) continue;
                if (e.getValue().isContainerNode()) leaves(e.getValue(), out);
                else out.add(new com.fasterxml.jackson.databind.JsonNode[] {o, TextNode.valueOf(e.getKey()), e.getValue()});
            }
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                if (a.get(i).isContainerNode()) leaves(a.get(i), out);
                else out.add(new com.fasterxml.jackson.databind.JsonNode[] {a, IntNode.valueOf(i), a.get(i)});
            }
        }
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
