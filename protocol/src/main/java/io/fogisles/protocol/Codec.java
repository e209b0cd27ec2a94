package io.fogisles.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.view.SeenChange;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns messages into JSON text and back. Decoding is strict and never throws anything but a
 * {@link ProtocolException} whose text says what is wrong and where: text over the size limit, text that
 * is not JSON, a value that is not an object with a known {@code type}, and missing, unknown, null or
 * ill-typed fields. One codec per direction: {@link #CLIENT} reads what clients send (the server's side),
 * {@link #SERVER} what the server sends (a client's side).
 */
public final class Codec<M> {
    /** Decodes client messages; the server uses it. */
    public static final Codec<ClientMessage> CLIENT = new Codec<>(ClientMessage.class, Protocol.MAX_CLIENT_MESSAGE_CHARS);
    /** Decodes server messages; clients use it. */
    public static final Codec<ServerMessage> SERVER = new Codec<>(ServerMessage.class, Protocol.MAX_SERVER_MESSAGE_CHARS);

    /** The changes a seat sees carry their kind in {@code "kind"} (the kernel's records know no JSON). */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = SeenChange.ValueSet.class, name = "value"),
            @JsonSubTypes.Type(value = SeenChange.PieceMoved.class, name = "moved"),
            @JsonSubTypes.Type(value = SeenChange.EventRaised.class, name = "event")})
    private interface SeenChangeJson {
    }

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    // deep nesting and huge numbers or strings cost the parser, not us: refuse them early
                    .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).maxNumberLength(40)
                            .maxStringLength(Protocol.MAX_SERVER_MESSAGE_CHARS).build())
                    .build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .addMixIn(SeenChange.class, SeenChangeJson.class)
            .disable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .withCoercionConfigDefaults(cfg -> {
                // no value becomes another kind while bound ("1" an int, 42 a text, "true" or 1 a boolean): checkKind says so first
                for (com.fasterxml.jackson.databind.cfg.CoercionInputShape shape : com.fasterxml.jackson.databind.cfg.CoercionInputShape.values())
                    if (shape != com.fasterxml.jackson.databind.cfg.CoercionInputShape.Array && shape != com.fasterxml.jackson.databind.cfg.CoercionInputShape.Object)
                        cfg.setCoercion(shape, com.fasterxml.jackson.databind.cfg.CoercionAction.Fail);
            })
            .build();

    private final Class<M> root;
    private final int maxChars;
    private final Map<String, Class<?>> types = new LinkedHashMap<>();

    private Codec(Class<M> root, int maxChars) {
        this.root = root;
        this.maxChars = maxChars;
        for (Class<?> c : root.getPermittedSubclasses()) types.put(c.getAnnotation(JsonTypeName.class).value(), c);
    }

    /** The message as JSON text (with its {@code type}). */
    public String encode(M message) {
        try {
            return MAPPER.writerFor(root).writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a message could not be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** The message types this codec reads, by name. */
    public List<String> typeNames() {
        return List.copyOf(types.keySet());
    }

    /** Reads one message; any problem is a {@link ProtocolException} naming it. */
    public M decode(String text) {
        if (text.length() > maxChars)
            throw new ProtocolException(Errors.TOO_LARGE, "the message has " + text.length() + " characters; at most " + maxChars + " are accepted");
        JsonNode node;
        try {
            node = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            DataException d = Json.translate(null, e);
            throw new ProtocolException(Errors.BAD_JSON, "the message is not valid JSON (line " + d.line() + ", column " + d.column() + "): "
                    + d.problem() + "; send one JSON object per message");
        }
        if (node == null || !node.isObject())
            throw new ProtocolException(Errors.NOT_A_MESSAGE, "a message must be a JSON object with a \"type\", got " + kind(node));
        JsonNode type = node.get("type");
        if (type == null || !type.isTextual())
            throw new ProtocolException(Errors.NOT_A_MESSAGE, "the message has no \"type\" (text); types: " + String.join(", ", types.keySet()));
        Class<?> c = types.get(type.asText());
        if (c == null)
            throw new ProtocolException(Errors.UNKNOWN_TYPE, "unknown message type '" + type.asText() + "'" + DidYouMean.hint(type.asText(), types.keySet())
                    + "; protocol " + Protocol.VERSION + " knows: " + String.join(", ", types.keySet()));
        checkFields((ObjectNode) node, c, type.asText());
        try {
            return root.cast(MAPPER.treeToValue(node, root));
        } catch (JsonProcessingException e) {
            DataException d = Json.translate(null, e);
            throw new ProtocolException(Errors.BAD_FIELD, "message '" + type.asText() + "', at " + d.path() + ": " + d.problem());
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(Errors.BAD_FIELD, "message '" + type.asText() + "': " + e.getMessage());
        }
    }

    /**
     * Every field of the record present and not null, no other field: the clearest words for the commonest mistakes.
     * A field with a {@link Default} that is left out gets its default here.
     */
    private static void checkFields(ObjectNode node, Class<?> c, String type) {
        List<String> names = new ArrayList<>();
        for (RecordComponent rc : c.getRecordComponents()) names.add(rc.getName());
        for (RecordComponent rc : c.getRecordComponents()) {
            String n = rc.getName();
            JsonNode v = node.get(n);
            Default d = rc.getAnnotation(Default.class);
            if (v == null && d != null) {
                node.set(n, defaultValue(d));
                continue;
            }
            if (v == null) throw new ProtocolException(Errors.BAD_FIELD, "message '" + type + "' misses the field \"" + n + "\"; it needs " + String.join(", ", names));
            if (v.isNull()) throw new ProtocolException(Errors.BAD_FIELD, "message '" + type + "': the field \"" + n + "\" is null; give it a value");
            checkKind(v, rc.getGenericType(), "$." + n, type);
        }
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!f.equals("type") && !names.contains(f))
                throw new ProtocolException(Errors.BAD_FIELD, "message '" + type + "' has an unknown field \"" + f + "\"" + DidYouMean.hint(f, names)
                        + "; its fields: " + String.join(", ", names));
        }
    }

    /**
     * The value is of the field's kind, exactly: a whole number for a number, {@code true}/{@code false} for a flag,
     * text for text, lists and objects of those. Nothing is converted ({@code "1"} is not 1, {@code 42} is not
     * {@code "42"}, {@code "true"} and {@code 1} are not true), so a message means one thing only. Kinds of the
     * server's own records (views, changes) are left to the binding, which converts nothing either.
     */
    private static void checkKind(JsonNode v, java.lang.reflect.Type t, String path, String type) {
        String wanted = null;
        if (t == int.class || t == Integer.class) {
            if (!v.isIntegralNumber() || !v.canConvertToInt()) wanted = "a whole number";
        } else if (t == long.class || t == Long.class) {
            if (!v.isIntegralNumber() || !v.canConvertToLong()) wanted = "a whole number";
        } else if (t == boolean.class || t == Boolean.class) {
            if (!v.isBoolean()) wanted = "true or false";
        } else if (t == String.class) {
            if (!v.isTextual()) wanted = "text (in quotes)";
        } else if (t == ObjectNode.class) {
            if (!v.isObject()) wanted = "an object";
        } else if (t instanceof java.lang.reflect.ParameterizedType p && p.getRawType() == List.class) {
            if (!v.isArray()) wanted = "a list";
            else for (int i = 0; i < v.size(); i++) checkKind(v.get(i), p.getActualTypeArguments()[0], path + "[" + i + "]", type);
        } else if (t instanceof java.lang.reflect.ParameterizedType p && p.getRawType() == Map.class) {
            if (!v.isObject()) wanted = "an object";
            else for (Iterator<Map.Entry<String, JsonNode>> it = v.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                checkKind(e.getValue(), p.getActualTypeArguments()[1], path + "." + e.getKey(), type);
            }
        }
        if (wanted != null)
            throw new ProtocolException(Errors.BAD_FIELD, "message '" + type + "', at " + path + ": " + wanted + " is wanted, got " + kind(v) + " (" + shortly(v) + ")");
    }

    private static String shortly(JsonNode v) {
        String text = v.toString();
        return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }

    private static JsonNode defaultValue(Default d) {
        try {
            return MAPPER.readTree(d.value());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a @Default is not JSON: " + d.value(), e);
        }
    }

    private static String kind(JsonNode n) {
        if (n == null || n.isMissingNode()) return "nothing";
        if (n.isArray()) return "a list";
        if (n.isTextual()) return "a string";
        if (n.isNumber()) return "a number";
        if (n.isBoolean()) return "true/false";
        if (n.isNull()) return "null";
        return n.getNodeType().toString().toLowerCase();
    }

    /** The shared mapper's view of a plain value (actions as trees for {@link ClientMessage.Act}). */
    public static ObjectNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    /** A new empty JSON object. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
