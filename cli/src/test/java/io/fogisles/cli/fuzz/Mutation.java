package io.fogisles.cli.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.Json;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * One change to a valid JSON file, as a careless editor, a broken disk or a hostile author would make it:
 * bytes flipped, the end cut off, a key deleted or written twice, a value of the wrong type, a huge number,
 * deep nesting, stray bytes in front. {@code a} and {@code b} pick the place and the replacement, so a
 * mutation is a small value jqwik can generate, print and shrink; {@link #apply} is deterministic.
 */
record Mutation(Kind kind, int a, int b) {
    enum Kind { FLIP_BYTE, TRUNCATE, DELETE_KEY, DUPLICATE_KEY, WRONG_TYPE, HUGE_NUMBER, DEEP_NESTING, PREFIX_BYTES }

    /** Values of the wrong type (and odd ones of the right type) put in place of a node. */
    private static final List<String> ODD_VALUES = List.of("null", "true", "\"\"", "\"x\"", "[]", "{}", "[1,2]", "{\"a\":1}", "-1", "0", "1.5", "\"\\u0000\"",
            "\"" + "w".repeat(5000) + "\"", "\"../../../etc/passwd\"");
    private static final List<String> HUGE_NUMBERS = List.of("1e400", "-1e400", "99999999999999999999999999", "9223372036854775808", "-9223372036854775809",
            "4294967297", "2147483648", "1e-400", "0.0000000000000000000000001", "123456789012345678901234567890.5");
    private static final byte[][] PREFIXES = {{(byte) 0xFF, (byte) 0xFE}, {(byte) 0xFE, (byte) 0xFF}, {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, {0}, {(byte) 0x80},
            "\u00a0".getBytes(StandardCharsets.UTF_8), "//".getBytes(StandardCharsets.UTF_8)};

    static Arbitrary<Mutation> any() {
        return Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.integers().between(0, 1_000_000), Arbitraries.integers().between(0, 1_000_000))
                .as(Mutation::new);
    }

    byte[] apply(byte[] valid) {
        return switch (kind) {
            case FLIP_BYTE -> {
                byte[] out = valid.clone();
                out[a % out.length] = (byte) b;
                yield out;
            }
            case TRUNCATE -> Arrays.copyOf(valid, a % valid.length);
            case PREFIX_BYTES -> {
                byte[] p = PREFIXES[b % PREFIXES.length];
                byte[] out = new byte[p.length + valid.length];
                System.arraycopy(p, 0, out, 0, p.length);
                System.arraycopy(valid, 0, out, p.length, valid.length);
                yield out;
            }
            default -> structural(valid);
        };
    }

    /** The mutations that change the document's tree: one node (picked by {@code a}) changes. */
    private byte[] structural(byte[] valid) {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(valid);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("the seed file is not JSON", e);
        }
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        JsonNode target = containers.get(a % containers.size());
        String replacement = switch (kind) {
            case WRONG_TYPE -> ODD_VALUES.get(b % ODD_VALUES.size());
            case HUGE_NUMBER -> HUGE_NUMBERS.get(b % HUGE_NUMBERS.size());
            case DEEP_NESTING -> deep(b % 2 == 0, 1000 + b % 5000);
            default -> null;
        };
        StringBuilder out = new StringBuilder();
        write(root, target, replacement, out);
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void collect(JsonNode n, List<JsonNode> out) {
        if (n.isContainerNode() && !n.isEmpty()) out.add(n);
        for (JsonNode c : n) collect(c, out);
    }

    private static String deep(boolean arrays, int depth) {
        return (arrays ? "[" : "{\"a\":").repeat(depth) + "1" + (arrays ? "]" : "}").repeat(depth);
    }

    /** Writes the tree; in {@code target} the child picked by {@code b} is deleted, written twice or replaced. */
    private void write(JsonNode n, JsonNode target, String replacement, StringBuilder out) {
        if (n instanceof ObjectNode o) {
            List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) fields.add(it.next());
            int pick = n == target ? b % fields.size() : -1;
            out.append('{');
            boolean first = true;
            for (int i = 0; i < fields.size(); i++) {
                Map.Entry<String, JsonNode> f = fields.get(i);
                int times = i != pick ? 1 : kind == Kind.DELETE_KEY ? 0 : kind == Kind.DUPLICATE_KEY ? 2 : 1;
                for (int t = 0; t < times; t++) {
                    if (!first) out.append(',');
                    first = false;
                    out.append(Json.MAPPER.valueToTree(f.getKey()).toString()).append(':');
                    if (i == pick && replacement != null) out.append(replacement);
                    else write(f.getValue(), target, replacement, out);
                }
            }
            out.append('}');
        } else if (n instanceof ArrayNode arr) {
            int pick = n == target ? b % arr.size() : -1;
            out.append('[');
            boolean first = true;
            for (int i = 0; i < arr.size(); i++) {
                int times = i != pick ? 1 : kind == Kind.DELETE_KEY ? 0 : kind == Kind.DUPLICATE_KEY ? 2 : 1;
                for (int t = 0; t < times; t++) {
                    if (!first) out.append(',');
                    first = false;
                    if (i == pick && replacement != null) out.append(replacement);
                    else write(arr.get(i), target, replacement, out);
                }
            }
            out.append(']');
        } else {
            out.append(n.toString());
        }
    }
}
