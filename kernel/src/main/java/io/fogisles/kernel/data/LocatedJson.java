package io.fogisles.kernel.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.HashMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A JSON document parsed into a Jackson tree that remembers where every value stood, so that errors found
 * later (by the schema or by the rules) can say {@code file:line:col: $.fields[3].value: …}.
 */
public final class LocatedJson {
    /** Deeper than this is no file of ours, and a recursive reader would need ever more stack. */
    static final int MAX_DEPTH = 1000;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();

    private final String file;
    private final JsonNode root;
    private final Map<String, int[]> locations;

    private LocatedJson(String file, JsonNode root, Map<String, int[]> locations) {
        this.file = file;
        this.root = root;
        this.locations = locations;
    }

    /** Parses a document; malformed JSON raises a {@link DataException} with line and column. */
    public static LocatedJson parse(String file, String text) {
        Map<String, int[]> locations = new HashMap<>();
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t == null) throw new DataException(file, "$", 1, 1, "the file is empty; expected a JSON document");
            JsonNode root = read(p, "$", locations);
            JsonToken extra = p.nextToken();
            if (extra != null) {
                JsonLocation l = p.currentTokenLocation();
                throw new DataException(file, "$", l.getLineNr(), l.getColumnNr(), "unexpected content after the end of the JSON document");
            }
            return new LocatedJson(file, root, locations);
        } catch (MalformedAt e) {
            JsonLocation l = e.location;
            throw new DataException(file, e.path, l == null ? 0 : l.getLineNr(), l == null ? 0 : l.getColumnNr(), e.problem);
        } catch (JsonParseException e) {
            JsonLocation l = e.getLocation();
            throw new DataException(file, "$", l == null ? 0 : l.getLineNr(), l == null ? 0 : l.getColumnNr(), "malformed JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new DataException(file, null, "cannot read: " + e.getMessage());
        }
    }

    /**
     * Every syntax error of a document where the parser can go on: after an error, a trailing comma before a
     * closing bracket is taken out, or a missing comma between two values put in, and the text is read again
     * (at most ten times). Empty when the text parses. Only the first error is certain; the later ones are what
     * the parser finds once the earlier ones are mended that way, and errors it cannot mend end the list.
     */
    public static Mended syntaxErrors(String file, String text) {
        List<DataException> out = new ArrayList<>();
        String t = text;
        for (int round = 0; round < 10; round++) {
            try {
                return new Mended(out, parse(file, t));
            } catch (DataException e) {
                String mended = mend(t, e.line(), e.column());
                if (mended == null) {
                    out.add(e);
                    return new Mended(out, null);
                }
                // what was mended says the mistake plainly
                boolean dropped = mended.length() == t.length();
                out.add(new DataException(e.file(), e.path(), e.line(), e.column(), dropped
                        ? "malformed JSON: a comma before a closing bracket; take it out (JSON allows no trailing comma)"
                        : "malformed JSON: a comma is missing before this"));
                t = mended;
            }
        }
        return new Mended(out, null);
    }

    /** The syntax errors found, and the document read from the mended text (null when it could not be mended). */
    public record Mended(List<DataException> errors, LocatedJson document) {
    }

    /** The text with the error at line:column mended (see {@link #syntaxErrors}), or null when it cannot be. */
    private static String mend(String text, int line, int column) {
        if (line < 1 || column < 1) return null;
        int at = 0;
        for (int l = 1; l < line; l++) {
            int nl = text.indexOf('\n', at);
            if (nl < 0) return null;
            at = nl + 1;
        }
        at += column - 1;
        if (at > text.length()) return null;
        int next = at;
        while (next < text.length() && Character.isWhitespace(text.charAt(next))) next++;
        int prev = at - 1;
        while (prev >= 0 && Character.isWhitespace(text.charAt(prev))) prev--;
        if (prev < 0 || next >= text.length()) return null;
        char before = text.charAt(prev), here = text.charAt(next);
        if (before == ',' && (here == '}' || here == ']')) return text.substring(0, prev) + " " + text.substring(prev + 1); // same places
        boolean endsValue = before == '"' || Character.isDigit(before) || before == '}' || before == ']' || before == 'e' || before == 'l';
        boolean startsValue = here == '"' || Character.isDigit(here) || here == '-' || here == '{' || here == '[' || here == 't' || here == 'f' || here == 'n';
        if (endsValue && startsValue) return text.substring(0, prev + 1) + "," + text.substring(prev + 1);
        return null;
    }

    /** Malformed JSON inside the value at {@code path} (the innermost one being read), so the message can name it. */
    private static final class MalformedAt extends IOException {
        final String path;
        final String problem;
        final JsonLocation location;

        MalformedAt(String path, String problem, JsonLocation location) {
            super(problem);
            this.path = path;
            this.problem = problem;
            this.location = location;
        }
    }

    private static JsonNode read(JsonParser p, String path, Map<String, int[]> loc) throws IOException {
        try {
            return readValue(p, path, loc);
        } catch (StreamConstraintsException e) { // a nested value's MalformedAt passes through: it names the innermost
            throw new MalformedAt(path, "the JSON is nested more than " + MAX_DEPTH + " levels deep (objects or lists inside each other); no Fog Isles file is", p.currentLocation());
        } catch (StreamReadException e) {
            throw new MalformedAt(path, "malformed JSON: " + e.getOriginalMessage(), e.getLocation() != null ? e.getLocation() : p.currentLocation());
        }
    }

    private static JsonNode readValue(JsonParser p, String path, Map<String, int[]> loc) throws IOException {
        JsonLocation l = p.currentTokenLocation();
        loc.put(path, new int[] {l.getLineNr(), l.getColumnNr()});
        JsonNodeFactory f = JsonNodeFactory.instance;
        switch (p.currentToken()) {
            case START_OBJECT -> {
                ObjectNode o = f.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonLocation kl = p.currentTokenLocation();
                    p.nextToken();
                    String child = path + "." + name;
                    o.set(name, read(p, child, loc));
                    loc.put(child + "#key", new int[] {kl.getLineNr(), kl.getColumnNr()});
                }
                return o;
            }
            case START_ARRAY -> {
                ArrayNode a = f.arrayNode();
                int i = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) a.add(read(p, path + "[" + i++ + "]", loc));
                return a;
            }
            case VALUE_STRING -> {
                return f.textNode(p.getText());
            }
            case VALUE_NUMBER_INT -> {
                if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER)
                    throw new MalformedAt(path, "the whole number " + abbreviated(p.getText()) + (p.getText().startsWith("-") ? " is too small (at least " + Long.MIN_VALUE
                            : " is too large (at most " + Long.MAX_VALUE) + ")", l);
                return p.getNumberType() == JsonParser.NumberType.INT ? f.numberNode(p.getIntValue()) : f.numberNode(p.getLongValue());
            }
            case VALUE_NUMBER_FLOAT -> {
                double d = p.getDoubleValue();
                if (Double.isInfinite(d)) throw new MalformedAt(path, "the number " + p.getText() + " is too large", l);
                return f.numberNode(d);
            }
            case VALUE_TRUE -> {
                return f.booleanNode(true);
            }
            case VALUE_FALSE -> {
                return f.booleanNode(false);
            }
            case VALUE_NULL -> {
                return f.nullNode();
            }
            default -> throw new DataException(null, path, "unexpected token " + p.currentToken());
        }
    }

    private static String abbreviated(String digits) {
        return digits.length() <= 30 ? digits : digits.substring(0, 12) + "…(" + digits.length() + " digits)";
    }

    public String file() {
        return file;
    }

    public JsonNode root() {
        return root;
    }

    /** An error at a JSON path of this document, with its line and column when known. */
    public DataException error(String path, String problem) {
        int[] l = locations.get(path);
        if (l == null) {
            // fall back to the nearest enclosing value that has a location
            String p = path;
            while (l == null && p.length() > 1) {
                int cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
                if (cut <= 0) break;
                p = p.substring(0, cut);
                l = locations.get(p);
            }
        }
        return l == null ? new DataException(file, path, problem) : new DataException(file, path, l[0], l[1], problem);
    }

    /** The location of a key (rather than its value), for "unknown key" messages. */
    public DataException keyError(String path, String problem) {
        int[] l = locations.get(path + "#key");
        return l == null ? error(path, problem) : new DataException(file, path, l[0], l[1], problem);
    }
}
