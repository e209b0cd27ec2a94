package io.fogisles.base;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.hex.Board;
import io.fogisles.kernel.hex.Field;
import io.fogisles.kernel.hex.Hex;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads islands from data: validated against {@code island.schema.json}, then checked for what a schema
 * cannot say (exactly one base, no two fields on one coordinate). Errors name file, JSON path and line.
 */
public final class IslandLoader {
    private static final Schema SCHEMA = loadSchema();

    private IslandLoader() {
    }

    private static Schema loadSchema() {
        try (InputStream in = IslandLoader.class.getClassLoader().getResourceAsStream("fogisles/base/data/schema/island.schema.json")) {
            if (in == null) throw new IllegalStateException("island.schema.json missing from the base module");
            return Schema.load("base/data/schema/island.schema.json", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Schema schema() {
        return SCHEMA;
    }

    /** Loads an island document (a whole file). */
    public static Island load(String file, String text, Map<String, String> fieldEffects) {
        LocatedJson doc = LocatedJson.parse(file, text);
        return load(doc, doc.root(), "$", fieldEffects);
    }

    /** Loads an island found at {@code path} inside a larger document (inline islands in tool files, house rules). */
    public static Island load(LocatedJson doc, JsonNode node, String path, Map<String, String> fieldEffects) {
        List<DataException> problems = new ArrayList<>();
        LocatedJson sub = doc;
        if (!path.equals("$")) {
            // validate the sub-tree with paths relative to the enclosing document
            problems = SCHEMA.validate(relocate(doc, node));
            List<DataException> fixed = new ArrayList<>();
            for (DataException e : problems) fixed.add(doc.error(path + e.path().substring(1), e.problem()));
            problems = fixed;
        } else {
            problems = SCHEMA.validate(doc);
        }
        if (!problems.isEmpty()) throw first(problems);
        String id = node.path("id").asText(path.equals("$") ? doc.file() : "inline");
        List<Field> fields = new ArrayList<>();
        Map<Hex, Integer> seen = new HashMap<>();
        int bases = 0;
        JsonNode arr = node.get("fields");
        for (int i = 0; i < arr.size(); i++) {
            JsonNode f = arr.get(i);
            String p = path + ".fields[" + i + "]";
            Hex h = new Hex(f.get("q").asInt(), f.get("r").asInt());
            Integer dup = seen.put(h, i);
            if (dup != null) throw doc.error(p, "two fields at q=" + h.q() + ", r=" + h.r() + " (also " + path + ".fields[" + dup + "])");
            String type = f.get("type").asText();
            if (type.equals("base")) bases++;
            Map<String, Object> attrs = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = f.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getKey().equals("q") || e.getKey().equals("r") || e.getKey().equals("type")) continue;
                attrs.put(e.getKey(), attribute(e.getValue()));
            }
            fields.add(new Field(fields.size(), h, type, attrs));
        }
        if (bases != 1) throw doc.error(path + ".fields", "an island needs exactly one field of type \"base\", found " + bases);
        Board board = new Board(id, fields);
        Island island = new Island(id, board, fieldEffects);
        if (island.startFields().length == 0) throw doc.error(path + ".fields", "the base has no neighbouring field to start from");
        return island;
    }

    /** A field attribute with the type JSON gave it: an integer, a boolean or a text. */
    static Object attribute(JsonNode value) {
        if (value.isInt()) return value.asInt();
        if (value.isBoolean()) return value.booleanValue();
        return value.asText();
    }

    private static DataException first(List<DataException> problems) {
        DataException f = problems.get(0);
        if (problems.size() == 1) return f;
        return new DataException(f.file(), f.path(), f.line(), f.column(), f.problem() + " (and " + (problems.size() - 1) + " more)");
    }

    /** A located view of a sub-tree: only used to run the schema, locations come from the outer document. */
    private static LocatedJson relocate(LocatedJson doc, JsonNode node) {
        return LocatedJson.parse(doc.file(), node.toString());
    }
}
