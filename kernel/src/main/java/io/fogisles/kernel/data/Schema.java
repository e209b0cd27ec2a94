package io.fogisles.kernel.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A validator for the subset of JSON Schema (draft 2020-12) that our data files use: {@code type},
 * {@code properties}, {@code required}, {@code additionalProperties}, {@code items}, {@code enum},
 * {@code const}, {@code minimum}, {@code maximum}, {@code minItems}, {@code maxItems}, {@code minLength},
 * {@code pattern}, {@code oneOf}/{@code anyOf} and local {@code $ref}s to {@code #/$defs/…}. The same
 * schema files are published for editors. Errors carry the file, the JSON path, line and column, and a
 * "did you mean" for unknown keys.
 */
public final class Schema {
    private final JsonNode root;
    private final String name;

    public Schema(String name, JsonNode root) {
        this.name = name;
        this.root = root;
    }

    public static Schema load(String name, String text) {
        return new Schema(name, LocatedJson.parse(name, text).root());
    }

    public String name() {
        return name;
    }

    /** All problems of a document (empty when it is valid). */
    public List<DataException> validate(LocatedJson doc) {
        List<DataException> out = new ArrayList<>();
        check(doc, doc.root(), root, "$", out);
        return out;
    }

    /** Validates and throws the first problem (with a count of the others). */
    public void require(LocatedJson doc) {
        List<DataException> errors = validate(doc);
        if (errors.isEmpty()) return;
        DataException first = errors.get(0);
        if (errors.size() == 1) throw first;
        throw new DataException(first.file(), first.path(), first.line(), first.column(),
                first.problem() + " (and " + (errors.size() - 1) + " more problem" + (errors.size() > 2 ? "s" : "") + " in this file)");
    }

    private JsonNode resolve(JsonNode s) {
        JsonNode ref = s.get("$ref");
        if (ref == null) return s;
        String r = ref.asText();
        if (!r.startsWith("#/")) throw new IllegalArgumentException(name + ": only local $refs are supported: " + r);
        JsonNode n = root;
        for (String part : r.substring(2).split("/")) n = n.get(part);
        if (n == null) throw new IllegalArgumentException(name + ": unresolved $ref " + r);
        return resolve(n);
    }

    private void check(LocatedJson doc, JsonNode v, JsonNode schema, String path, List<DataException> out) {
        JsonNode s = resolve(schema);
        if (s.has("type") && !typeMatches(v, s.get("type"))) {
            out.add(doc.error(path, "expected " + typeText(s.get("type")) + ", found " + describe(v)));
            return;
        }
        if (s.has("const") && !s.get("const").equals(v)) {
            out.add(doc.error(path, "expected " + s.get("const") + ", found " + describe(v)));
            return;
        }
        if (s.has("enum")) {
            boolean ok = false;
            List<String> allowed = new ArrayList<>();
            for (JsonNode e : s.get("enum")) {
                allowed.add(e.isTextual() ? e.asText() : e.toString());
                if (e.equals(v)) ok = true;
            }
            if (!ok) {
                String hint = v.isTextual() ? DidYouMean.hint(v.asText(), allowed) : "";
                out.add(doc.error(path, describe(v) + " is not allowed" + hint + "; allowed: " + String.join(", ", allowed)));
                return;
            }
        }
        if (v.isNumber()) {
            if (s.has("minimum") && v.asDouble() < s.get("minimum").asDouble())
                out.add(doc.error(path, v + " is below the minimum " + s.get("minimum")));
            if (s.has("maximum") && v.asDouble() > s.get("maximum").asDouble())
                out.add(doc.error(path, v + " is above the maximum " + s.get("maximum")));
        }
        if (v.isTextual()) {
            if (s.has("minLength") && v.asText().length() < s.get("minLength").asInt())
                out.add(doc.error(path, "text is shorter than " + s.get("minLength").asInt() + " characters"));
            if (s.has("pattern") && !Pattern.compile(s.get("pattern").asText()).matcher(v.asText()).find())
                out.add(doc.error(path, "'" + v.asText() + "' does not match the pattern " + s.get("pattern").asText()));
        }
        if (v.isArray()) {
            if (s.has("minItems") && v.size() < s.get("minItems").asInt())
                out.add(doc.error(path, "needs at least " + items(s.get("minItems").asInt()) + ", has " + v.size()));
            if (s.has("maxItems") && v.size() > s.get("maxItems").asInt())
                out.add(doc.error(path, "allows at most " + items(s.get("maxItems").asInt()) + ", has " + v.size()));
            if (s.has("items")) for (int i = 0; i < v.size(); i++) check(doc, v.get(i), s.get("items"), path + "[" + i + "]", out);
        }
        if (v.isObject()) checkObject(doc, v, s, path, out);
        if (s.has("oneOf") || s.has("anyOf")) checkAlternatives(doc, v, s, path, out);
    }

    private void checkObject(LocatedJson doc, JsonNode v, JsonNode s, String path, List<DataException> out) {
        JsonNode props = s.get("properties");
        if (s.has("required")) {
            for (JsonNode r : s.get("required")) {
                if (!v.has(r.asText())) out.add(doc.error(path, "missing required key '" + r.asText() + "'"));
            }
        }
        JsonNode additional = s.get("additionalProperties");
        List<String> known = new ArrayList<>();
        if (props != null) props.fieldNames().forEachRemaining(known::add);
        for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String childPath = path + "." + e.getKey();
            if (props != null && props.has(e.getKey())) {
                check(doc, e.getValue(), props.get(e.getKey()), childPath, out);
            } else if (additional != null && additional.isBoolean() && !additional.asBoolean()) {
                out.add(doc.keyError(childPath, "unknown key '" + e.getKey() + "'" + DidYouMean.hint(e.getKey(), known)
                        + (known.isEmpty() ? "" : "; known keys: " + String.join(", ", known))));
            } else if (additional != null && additional.isObject()) {
                check(doc, e.getValue(), additional, childPath, out);
            }
        }
    }

    private void checkAlternatives(LocatedJson doc, JsonNode v, JsonNode s, String path, List<DataException> out) {
        boolean one = s.has("oneOf");
        JsonNode alts = one ? s.get("oneOf") : s.get("anyOf");
        List<List<DataException>> results = new ArrayList<>();
        int valid = 0;
        for (JsonNode alt : alts) {
            List<DataException> r = new ArrayList<>();
            check(doc, v, alt, path, r);
            results.add(r);
            if (r.isEmpty()) valid++;
        }
        if (valid == 1 || (!one && valid > 0)) return;
        if (valid > 1) {
            out.add(doc.error(path, "matches more than one of the allowed forms"));
            return;
        }
        // Report the alternative whose discriminator ("type" const) matches, else the closest one.
        int best = -1;
        for (int i = 0; i < alts.size(); i++) {
            JsonNode alt = resolve(alts.get(i));
            JsonNode tc = alt.path("properties").path("type").path("const");
            if (!tc.isMissingNode() && v.isObject() && tc.equals(v.get("type"))) best = i;
        }
        if (best < 0 && v.isObject() && v.has("type")) {
            List<String> kinds = new ArrayList<>();
            for (JsonNode alt : alts) {
                JsonNode tc = resolve(alt).path("properties").path("type").path("const");
                if (tc.isTextual()) kinds.add(tc.asText());
            }
            if (!kinds.isEmpty()) {
                out.add(doc.error(path + ".type", "unknown type " + describe(v.get("type")) + DidYouMean.hint(v.get("type").asText(), kinds)
                        + "; allowed: " + String.join(", ", kinds)));
                return;
            }
        }
        if (best < 0) {
            int fewest = Integer.MAX_VALUE;
            for (int i = 0; i < results.size(); i++) {
                if (results.get(i).size() < fewest) {
                    fewest = results.get(i).size();
                    best = i;
                }
            }
        }
        out.addAll(results.get(best));
    }

    private static String items(int n) {
        return n + (n == 1 ? " item" : " items");
    }

    private static boolean typeMatches(JsonNode v, JsonNode type) {
        if (type.isArray()) {
            for (JsonNode t : type) if (typeMatches(v, t)) return true;
            return false;
        }
        return switch (type.asText()) {
            case "object" -> v.isObject();
            case "array" -> v.isArray();
            case "string" -> v.isTextual();
            case "integer" -> v.isIntegralNumber() || (v.isNumber() && v.asDouble() == Math.rint(v.asDouble()));
            case "number" -> v.isNumber();
            case "boolean" -> v.isBoolean();
            case "null" -> v.isNull();
            default -> throw new IllegalArgumentException("unknown schema type " + type);
        };
    }

    private static String typeText(JsonNode type) {
        if (!type.isArray()) return article(type.asText());
        List<String> parts = new ArrayList<>();
        for (JsonNode t : type) parts.add(article(t.asText()));
        return String.join(" or ", parts);
    }

    private static String article(String t) {
        return switch (t) {
            case "object", "array", "integer" -> "an " + t;
            default -> "a " + t;
        };
    }

    static String describe(JsonNode v) {
        if (v == null || v.isMissingNode()) return "nothing";
        if (v.isTextual()) return "'" + v.asText() + "'";
        if (v.isObject()) return "an object";
        if (v.isArray()) return "an array";
        return v.toString();
    }
}
