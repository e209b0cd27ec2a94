package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.Json;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.Codec;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every example of a server message in docs/protocol.md looks like what a real server sends: a whole game (base
 * and harbour, two players and a spectator) is played against a real server, and each object in an example (by its
 * place and its {@code type} or {@code kind}: a state's change of kind {@code event} of type {@code base:tile-drawn},
 * its {@code data}) must have the fields of such an object the server sent, each of the same kind. (Protocol's
 * {@code ProtocolDocTest} decodes every example; this one holds the examples to the server.)
 */
class ProtocolExamplesTest {
    private static final Pattern JSON_BLOCK = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL);
    /** Objects whose keys are names chosen by modules or players (module ids, options), not fields. */
    private static final Set<String> MAPS = Set.of("modules", "options", "houseRuleOptions");

    @Test
    void everyServerMessageExampleHasTheShapeOfWhatTheServerSends(@TempDir Path data) throws Exception {
        List<String> sent = new ArrayList<>();
        try (GameServer server = TestServers.start(data);
             GameClient host = GameClient.connect(TestServers.address(server), "host", true);
             GameClient a = GameClient.connect(TestServers.address(server), "a", true);
             GameClient b = GameClient.connect(TestServers.address(server), "b", true);
             GameClient watcher = GameClient.connect(TestServers.address(server), "watcher", true)) {
            host.next(ServerMessage.Welcome.class, Clients.WAIT);
            ServerMessage.Created t = Clients.create(host, List.of("base", "harbour"), List.of(), List.of("person", "person"), true);
            watcher.send(new ClientMessage.Watch(t.code()));
            ServerMessage.Seated sa = Clients.join(a, t.code(), "Ann");
            ServerMessage.Seated sb = Clients.join(b, t.code(), "Bob");
            host.send(new ClientMessage.Watch("NOPE22"));
            host.next(ServerMessage.Error.class, Clients.WAIT);
            CompletableFuture<ServerMessage.State> endA = CompletableFuture.supplyAsync(
                    () -> HiddenInformationTest.play(new BotPlayer(a, t.code(), sa.seatToken(), "random", null, 1), null));
            ServerMessage.State endB = new BotPlayer(b, t.code(), sb.seatToken(), "random", null, 2).play(Clients.WAIT);
            assertTrue(endA.get().over() && endB.over());
            Clients.stateAt(watcher, endB.step());
            for (GameClient c : List.of(host, a, b, watcher)) sent.addAll(c.received());
        }

        Map<String, List<JsonNode>> real = new TreeMap<>(); // an object's place → every such object the server sent
        for (String text : sent) collect(Json.MAPPER.readTree(text), "", real);

        String doc = Files.readString(Path.of("..", "docs", "protocol.md"));
        Matcher m = JSON_BLOCK.matcher(doc);
        int compared = 0;
        List<String> problems = new ArrayList<>();
        while (m.find()) {
            JsonNode example = Json.MAPPER.readTree(m.group(1));
            if (!Codec.SERVER.typeNames().contains(example.path("type").asText())) continue; // a client's message: ProtocolDocTest decodes it
            Map<String, List<JsonNode>> shown = new TreeMap<>();
            collect(example, "", shown);
            for (Map.Entry<String, List<JsonNode>> e : shown.entrySet()) {
                List<JsonNode> theirs = real.get(e.getKey());
                for (JsonNode o : e.getValue()) {
                    if (theirs == null) {
                        String near = e.getKey().contains("{") ? e.getKey().substring(0, e.getKey().lastIndexOf('{')) : e.getKey();
                        problems.add(e.getKey() + ": the server sent no such object in a whole game (the example has " + fields(o) + "; the server sent "
                                + real.keySet().stream().filter(k -> k.startsWith(near)).limit(20).toList() + ")");
                        continue;
                    }
                    if (theirs.stream().noneMatch(r -> fields(r).equals(fields(o))))
                        problems.add(e.getKey() + ": the example has " + fields(o) + ", the server sends " + new TreeSet<>(theirs.stream().map(r -> fields(r).toString()).toList()));
                }
            }
            compared++;
        }
        assertEquals(List.of(), problems, "docs/protocol.md's examples and what the server sends");
        assertEquals(Codec.SERVER.typeNames().size(), compared, "an example of every server message was compared");
    }

    /** Every object in a message, filed by its place: field names from the root, with the {@code type} or {@code kind} of each object on the way. */
    private static void collect(JsonNode node, String place, Map<String, List<JsonNode>> out) {
        if (MAPS.stream().anyMatch(m -> place.contains("." + m))) return; // inside a map: keys chosen by modules or players
        if (node.isArray()) {
            for (JsonNode e : node) collect(e, place + "[]", out);
        } else if (node.isObject()) {
            String here = place + (node.path("type").isTextual() ? "{type=" + node.get("type").asText() + "}"
                    : place.endsWith(".changes[]") && node.path("kind").isTextual() ? "{kind=" + node.get("kind").asText() + "}" : "");
            out.computeIfAbsent(here, k -> new ArrayList<>()).add(node);
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                collect(f.getValue(), here + "." + f.getKey(), out);
            }
        }
    }

    /** An object's fields with the kind of each value (text, number, true/false, list, object). */
    private static Map<String, String> fields(JsonNode o) {
        Map<String, String> out = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            JsonNode v = f.getValue();
            out.put(f.getKey(), v.isTextual() ? "text" : v.isNumber() ? "number" : v.isBoolean() ? "true/false" : v.isArray() ? "list" : v.isObject() ? "object" : "null");
        }
        return out;
    }
}
