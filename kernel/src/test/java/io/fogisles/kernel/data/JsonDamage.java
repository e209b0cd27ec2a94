package io.fogisles.kernel.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One change to a JSON file, for the games' loader fuzz tests: a byte replaced, the text cut, or a node removed,
 * doubled or given an odd value ({@code odd}: the values to try, e.g. {@link #ODD} plus the game's own words).
 * {@code a} picks the place, {@code b} the replacement.
 */
public record JsonDamage(Kind kind, int a, int b, List<String> odd) {
    public enum Kind { BYTE, CUT, REMOVE, DOUBLE, ODD_VALUE }

    /** Values of every JSON type, out-of-range numbers and a very long string. */
    public static final List<String> ODD = List.of("null", "true", "\"\"", "\"x\"", "[]", "{}", "-1", "0", "1.5", "1e400", "99999999999999999999",
            "2147483648", "\"" + "n".repeat(3000) + "\"");

    /** The damaged text. */
    public String apply(String valid) {
        byte[] bytes = valid.getBytes(StandardCharsets.UTF_8);
        return switch (kind) {
            case BYTE -> {
                bytes[a % bytes.length] = (byte) b;
                yield new String(bytes, StandardCharsets.UTF_8);
            }
            case CUT -> new String(bytes, 0, a % bytes.length, StandardCharsets.UTF_8);
            default -> tree(valid);
        };
    }

    private String tree(String valid) {
        JsonNode root = read(valid);
        List<JsonNode[]> places = new ArrayList<>(); // {container, key-or-index as a text node}
        collect(root, places);
        JsonNode[] place = places.get(a % places.size());
        JsonNode value = read(odd.get(b % odd.size()));
        if (place[0] instanceof ObjectNode o) {
            String key = place[1].asText();
            switch (kind) {
                case REMOVE -> o.remove(key);
                case DOUBLE -> o.set(key + "2", o.get(key));
                default -> o.set(key, value);
            }
        } else {
            ArrayNode arr = (ArrayNode) place[0];
            int i = place[1].asInt();
            switch (kind) {
                case REMOVE -> arr.remove(i);
                case DOUBLE -> arr.insert(i, arr.get(i).deepCopy());
                default -> arr.set(i, value);
            }
        }
        return root.toPrettyString();
    }

    /** Without the list of odd values: what a failing try names. */
    @Override
    public String toString() {
        return kind + "(" + a + ", " + b + ")";
    }

    private static JsonNode read(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void collect(JsonNode n, List<JsonNode[]> out) {
        if (n instanceof ObjectNode o) {
            o.fieldNames().forEachRemaining(k -> out.add(new JsonNode[] {o, Json.MAPPER.getNodeFactory().textNode(k)}));
            o.elements().forEachRemaining(c -> collect(c, out));
        } else if (n instanceof ArrayNode arr) {
            for (int i = 0; i < arr.size(); i++) {
                out.add(new JsonNode[] {arr, Json.MAPPER.getNodeFactory().numberNode(i)});
                collect(arr.get(i), out);
            }
        }
    }
}
