package io.fogisles.server;

import java.net.InetSocketAddress;
import java.util.Set;
import java.util.function.IntSupplier;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * {@code GET /metrics} on the server's port: {@link ServerMetrics} as text, for a client on this computer only (a
 * load test, the operator); anyone else gets 404, as for any other path that is not the game's WebSocket.
 */
final class MetricsHandler extends Handler.Abstract {
    static final String PATH = "/metrics";

    private final ServerMetrics metrics;
    private final IntSupplier tables;
    private final Set<Connection> connections;

    MetricsHandler(ServerMetrics metrics, IntSupplier tables, Set<Connection> connections) {
        this.metrics = metrics;
        this.tables = tables;
        this.connections = connections;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        boolean local = request.getConnectionMetaData().getRemoteSocketAddress() instanceof InetSocketAddress a && a.getAddress() != null
                && a.getAddress().isLoopbackAddress();
        if (!local || !PATH.equals(Request.getPathInContext(request)) || !"GET".equals(request.getMethod())) return false; // 404
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
        Content.Sink.write(response, true, metrics.text(tables.getAsInt(), connections.size()), callback);
        return true;
    }
}
