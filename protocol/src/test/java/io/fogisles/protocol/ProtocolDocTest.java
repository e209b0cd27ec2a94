package io.fogisles.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/protocol.md shows an example of every message, and each example is a message the codec reads. */
class ProtocolDocTest {
    private static final Pattern JSON_BLOCK = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL);

    @Test
    void everyMessageHasAnExampleThatDecodes() throws Exception {
        String doc = Files.readString(Path.of("..", "docs", "protocol.md"));
        Set<String> shown = new LinkedHashSet<>();
        Matcher m = JSON_BLOCK.matcher(doc);
        while (m.find()) {
            String text = m.group(1);
            JsonNode n = Json.MAPPER.readTree(text);
            String type = n.path("type").asText();
            Object decoded = Codec.CLIENT.typeNames().contains(type) ? Codec.CLIENT.decode(text) : Codec.SERVER.decode(text);
            assertTrue(decoded != null, text);
            shown.add(type);
        }
        Set<String> all = new LinkedHashSet<>(Codec.CLIENT.typeNames());
        all.addAll(Codec.SERVER.typeNames());
        assertEquals(all, shown, "an example of every message type, in " + List.of("docs/protocol.md"));
    }
}
