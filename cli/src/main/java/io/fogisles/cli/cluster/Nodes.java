package io.fogisles.cli.cluster;

import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.client.config.XmlClientConfigBuilder;
import com.hazelcast.client.config.YamlClientConfigBuilder;
import com.hazelcast.config.Config;
import com.hazelcast.config.JavaSerializationFilterConfig;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.SerializationConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/** The engine's configuration for a worker (a cluster member) and for a coordinator (a client of the cluster). */
final class Nodes {
    static final String CLUSTER_NAME = "fogisles";
    static final String EXECUTOR = "fogisles";
    static final int DEFAULT_PORT = 5701;
    /** Kept so that the level set on it is not lost (the logging framework holds its loggers weakly). */
    private static final Logger ENGINE_LOG = Logger.getLogger("com.hazelcast");
    /** A coordinator that ends (or is killed) closes its connections: the worker says so in its own words, without the engine's stack trace. */
    private static final Logger CONNECTION_LOG = Logger.getLogger("com.hazelcast.internal.server.tcp.TcpServerConnection");

    private Nodes() {
    }

    /**
     * A worker: a member on {@code port} that joins the members at {@code join} (none: it is the first),
     * found by address (TCP/IP), never by multicast; {@code host} is the address it binds to and gives the
     * others (null: the engine picks one of the machine's addresses).
     */
    static Config member(String host, int port, List<String> join) {
        Config c = new Config();
        c.setClusterName(CLUSTER_NAME);
        c.setProperty("hazelcast.phone.home.enabled", "false");
        c.setProperty("hazelcast.logging.type", "jdk");
        // a worker under load (a 2-core machine playing on every core) answers heartbeats late; a killed one
        // is noticed at once anyway (its connections are refused)
        c.setProperty("hazelcast.max.no.heartbeat.seconds", "60");
        c.setProperty("hazelcast.shutdownhook.policy", "GRACEFUL");
        ENGINE_LOG.setLevel(Level.WARNING);
        CONNECTION_LOG.setLevel(Level.SEVERE);
        c.getJetConfig().setEnabled(false);
        c.getNetworkConfig().setPort(port).setPortAutoIncrement(false);
        if (host != null) {
            c.getNetworkConfig().setPublicAddress(host + ":" + port);
            if (host.matches("[0-9.]+")) c.getNetworkConfig().getInterfaces().setEnabled(true).addInterface(host);
        }
        JoinConfig j = c.getNetworkConfig().getJoin();
        j.getMulticastConfig().setEnabled(false);
        j.getAutoDetectionConfig().setEnabled(false);
        j.getTcpIpConfig().setEnabled(true);
        for (String m : join) j.getTcpIpConfig().addMember(m);
        // tasks wait on the worker's game threads: many may wait at once, none of them busy
        c.getExecutorConfig(EXECUTOR).setPoolSize(64);
        filter(c.getSerializationConfig());
        return c;
    }

    /**
     * A coordinator's client: {@code cluster} is a worker's {@code HOST:PORT} (the port defaults to 5701), or
     * the engine's own client configuration file ({@code .yaml}, {@code .yml} or {@code .xml}) for a cluster run
     * the engine's usual way.
     */
    static ClientConfig client(String cluster) {
        ClientConfig c;
        Path file = Path.of(cluster);
        String lower = cluster.toLowerCase(java.util.Locale.ROOT);
        boolean configFile = lower.endsWith(".yaml") || lower.endsWith(".yml") || lower.endsWith(".xml");
        if (configFile) {
            if (!Files.isRegularFile(file)) throw new ClusterException("--cluster " + cluster + ": no such file (a client configuration of the engine, or HOST:PORT of a worker)");
            try {
                c = lower.endsWith(".xml") ? new XmlClientConfigBuilder(file.toString()).build() : new YamlClientConfigBuilder(file.toString()).build();
            } catch (IOException | RuntimeException e) {
                throw new ClusterException("--cluster " + cluster + ": cannot read this client configuration: " + e.getMessage(), e);
            }
        } else {
            c = new ClientConfig();
            c.setClusterName(CLUSTER_NAME);
            c.getNetworkConfig().addAddress(address(cluster));
            c.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(30_000).setMaxBackoffMillis(2_000);
        }
        c.setProperty("hazelcast.logging.type", "none"); // the coordinator says itself what happens to its workers
        c.setInstanceName("fogisles-coordinator-" + ProcessHandle.current().pid());
        filter(c.getSerializationConfig());
        return c;
    }

    /** {@code HOST:PORT} checked (the port defaults to 5701). */
    static String address(String hostPort) {
        String host = hostPort, port = Integer.toString(DEFAULT_PORT);
        int colon = hostPort.lastIndexOf(':');
        if (colon >= 0) {
            host = hostPort.substring(0, colon);
            port = hostPort.substring(colon + 1);
        }
        if (host.isBlank() || !port.matches("\\d{1,5}") || Integer.parseInt(port) > 65535)
            throw new ClusterException("'" + hostPort + "' is not HOST:PORT of a worker (e.g. 192.168.1.20:5701)");
        return host + ":" + port;
    }

    /**
     * What the engine may read with Java serialization: the program's records, the JDK's, the engine's own
     * and arrays; anything else is refused before it is made (a message from a hostile sender).
     */
    private static void filter(SerializationConfig s) {
        JavaSerializationFilterConfig f = new JavaSerializationFilterConfig();
        f.getWhitelist().addPrefixes("io.fogisles.", "java.", "com.hazelcast.", "[");
        s.setJavaSerializationFilterConfig(f);
    }
}
