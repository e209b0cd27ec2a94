package io.fogisles.kernel.module;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import io.fogisles.kernel.event.EventSpec;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads a manifest's {@code "events"}: an object of type → {@link EventSpec}, or (the older form) a list of
 * types, which declares them without saying what they carry.
 */
final class EventDeclarations extends StdDeserializer<Map<String, EventSpec>> {
    EventDeclarations() {
        super(Map.class);
    }

    @Override
    public Map<String, EventSpec> deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonNode node = ctxt.readTree(p);
        Map<String, EventSpec> out = new LinkedHashMap<>();
        if (node.isArray()) {
            for (JsonNode t : node) {
                if (!t.isTextual()) return ctxt.reportInputMismatch(this, "an event type is a text such as \"my-module:thing-happened\", not " + t);
                out.put(t.asText(), EventSpec.undocumented());
            }
        } else if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : (Iterable<Map.Entry<String, JsonNode>>) node::fields)
                out.put(e.getKey(), ctxt.readTreeAsValue(e.getValue(), EventSpec.class));
        } else {
            return ctxt.reportInputMismatch(this, "\"events\" is an object of event type → {\"doc\": …, \"data\": {…}} (or a list of event types)");
        }
        return out;
    }
}
