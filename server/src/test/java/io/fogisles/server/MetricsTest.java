package io.fogisles.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GET /metrics} on the server's port, from this computer: after a game of two players every action they sent
 * was answered and timed (arrival to every seat told), the histogram line reads back with as many values, and the
 * server's CPU and memory are there. Another path gives 404, as it does for anyone not on this computer.
 */
class MetricsTest {

    @Test
    void theServerTimesEveryActionItAcceptsAndShowsItAtMetrics(@TempDir Path data) throws Exception {
        try (GameServer server = TestServers.start(data)) {
            ServerMessage.Created t;
            try (GameClient host = Clients.connect(server, "host", false)) {
                t = Clients.create(host, List.of("base"), List.of(), List.of("person", "person"), true);
            }
            try (GameClient a = Clients.connect(server, "a", false); GameClient b = Clients.connect(server, "b", false)) {
                ServerMessage.Seated sa = Clients.join(a, t.code(), "Ann"), sb = Clients.join(b, t.code(), "Bob");
                BotPlayer ann = new BotPlayer(a, t.code(), sa.seatToken(), "random", null, 1), bob = new BotPlayer(b, t.code(), sb.seatToken(), "random", null, 2);
                CompletableFuture<ServerMessage.State> annEnd = CompletableFuture.supplyAsync(() -> HiddenInformationTest.play(ann, null));
                assertTrue(bob.play(Clients.WAIT).over());
                assertTrue(annEnd.get().over());
                Thread.sleep(200); // the server notes an answer's time once it has told every seat: let it note the last
                Map<String, String> m = metrics(server, "/metrics", 200);
                long sent = ann.actions() + bob.actions();
                assertEquals(String.valueOf(sent), m.get("actions_answered"), "every action the players sent was accepted and timed: " + m);
                Histogram h = ServerMetrics.decode(m.get("answer_time_histogram"));
                assertEquals(sent, h.getTotalCount());
                assertTrue(h.getMaxValue() > 0 && m.get("answer_time_ms").matches("p50 [0-9.]+ p99 [0-9.]+ max [0-9.]+"), m.toString());
                assertTrue(Double.parseDouble(m.get("process_cpu_seconds")) > 0, m.toString());
                assertTrue(Long.parseLong(m.get("rss_kb")) > 0 && Long.parseLong(m.get("peak_rss_kb")) >= Long.parseLong(m.get("rss_kb")), m.toString());
                assertEquals("1", m.get("tables"), m.toString());
            }
            metrics(server, "/metrics/x", 404);
        }
    }

    private static Map<String, String> metrics(GameServer server, String path, int status) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                .timeout(Duration.ofSeconds(60)).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(status, r.statusCode(), r.body());
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : r.body().split("\n")) if (!line.startsWith("#") && line.indexOf(' ') > 0) out.put(line.substring(0, line.indexOf(' ')), line.substring(line.indexOf(' ') + 1));
        return out;
    }
}
