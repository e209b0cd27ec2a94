package io.fogisles.kernel.data;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * The project's one Jackson configuration: strict on input (unknown keys, duplicate keys, trailing
 * content and nulls for numbers are errors), stable on output. Binding errors become
 * {@link DataException}s that name the file, the JSON path and the line.
 */
public final class Json {
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .build();

    private Json() {
    }

    /** Reads a document into a type, turning every problem into a located {@link DataException}. */
    public static <T> T read(String file, String text, Class<T> type) {
        LocatedJson doc = LocatedJson.parse(file, text);
        return convert(doc, doc.root(), "$", type);
    }

    /** Binds an already parsed tree. */
    public static <T> T convert(LocatedJson doc, JsonNode node, String basePath, Class<T> type) {
        try {
            return MAPPER.treeToValue(node, type);
        } catch (JsonProcessingException e) {
            DataException d = translate(doc.file(), e);
            String path = d.path() == null ? basePath : basePath + d.path().substring(1);
            if (e instanceof UnrecognizedPropertyException) return rethrow(doc.keyError(path, d.problem()));
            return rethrow(doc.error(path, d.problem()));
        } catch (IllegalArgumentException e) {
            return rethrow(doc.error(basePath, e.getMessage()));
        }
    }

    private static <T> T rethrow(DataException e) {
        throw e;
    }

    public static DataException translate(String file, JsonProcessingException e) {
        JsonLocation l = e.getLocation();
        int line = l == null ? 0 : l.getLineNr(), col = l == null ? 0 : l.getColumnNr();
        if (e instanceof JsonParseException) return new DataException(file, null, line, col, "malformed JSON: " + e.getOriginalMessage());
        String path = e instanceof JsonMappingException m ? path(m.getPath()) : "$";
        if (e instanceof UnrecognizedPropertyException u) {
            List<String> known = new ArrayList<>();
            if (u.getKnownPropertyIds() != null) u.getKnownPropertyIds().forEach(k -> known.add(String.valueOf(k)));
            String key = u.getPropertyName();
            return new DataException(file, path, line, col, "unknown key '" + key + "'" + DidYouMean.hint(key, known)
                    + (known.isEmpty() ? "" : "; known keys: " + String.join(", ", known.stream().sorted().toList())));
        }
        if (e instanceof InvalidFormatException f)
            return new DataException(file, path, line, col, "cannot use " + f.getValue() + " here: expected " + simpleName(f.getTargetType()));
        if (e instanceof ValueInstantiationException v) {
            Throwable c = v.getCause() != null ? v.getCause() : v;
            if (c instanceof NullPointerException) // a record copying its lists and maps meets a null entry
                return new DataException(file, path, line, col, "a list or object here holds null where a value belongs");
            return new DataException(file, path, line, col, String.valueOf(c.getMessage()));
        }
        if (e instanceof MismatchedInputException m) {
            String msg = m.getOriginalMessage();
            if (msg.startsWith("Missing required creator property")) {
                int a = msg.indexOf('\''), b = msg.indexOf('\'', a + 1);
                return new DataException(file, path, line, col, "missing required key " + (a >= 0 && b > a ? msg.substring(a, b + 1) : ""));
            }
            return new DataException(file, path, line, col, "wrong kind of value: expected " + simpleName(m.getTargetType()));
        }
        return new DataException(file, path, line, col, e.getOriginalMessage());
    }

    private static String simpleName(Class<?> c) {
        if (c == null) return "another value";
        if (c == Integer.class || c == int.class || c == Long.class || c == long.class) return "a whole number";
        if (c == String.class) return "a string";
        if (c == Boolean.class || c == boolean.class) return "true or false";
        if (java.util.List.class.isAssignableFrom(c)) return "a list";
        if (java.util.Map.class.isAssignableFrom(c) || c.isRecord()) return "an object";
        return c.getSimpleName();
    }

    static String path(List<JsonMappingException.Reference> refs) {
        StringBuilder b = new StringBuilder("$");
        for (JsonMappingException.Reference r : refs) {
            if (r.getFieldName() != null) b.append('.').append(r.getFieldName());
            else if (r.getIndex() >= 0) b.append('[').append(r.getIndex()).append(']');
        }
        return b.toString();
    }
}
