package io.fogisles.client.online;

import io.fogisles.server.GameServer;
import io.fogisles.server.InstalledRules;
import io.fogisles.server.store.Database;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;

/**
 * The server of {@code ./fogisles serve}, run inside the client ("Host a game on this computer"): the same
 * {@link GameServer} with the modules and house rules installed here and the embedded database in the
 * client's data folder, so that a table survives closing the client. It lives until the client ends.
 */
public final class HostedServer implements AutoCloseable {
    private final GameServer server;
    private final InstalledRules rules;
    private final String lanAddress;

    private HostedServer(GameServer server, InstalledRules rules, String lanAddress) {
        this.server = server;
        this.rules = rules;
        this.lanAddress = lanAddress;
    }

    /**
     * Starts listening on {@code bind} (0.0.0.0: every interface, so friends on the network reach it) and
     * {@code port} (0: any free one). Blocks while the database opens and stored tables are re-played.
     */
    public static HostedServer start(String bind, int port, Path dataFolder) throws Exception {
        Files.createDirectories(dataFolder);
        InstalledRules rules = new InstalledRules();
        try {
            GameServer s = GameServer.start(new GameServer.Options(bind, port, Database.embeddedUrl(dataFolder)), rules, "desktop client");
            return new HostedServer(s, rules, bind.equals("0.0.0.0") ? lanAddress() : bind);
        } catch (Exception | Error e) {
            rules.close();
            throw e;
        }
    }

    public int port() {
        return server.port();
    }

    /** What friends type to reach this server: the machine's address on the local network and the port. */
    public String address() {
        return lanAddress + ":" + port();
    }

    /** What this client itself connects to. */
    public String localAddress() {
        return "127.0.0.1:" + port();
    }

    /**
     * The first IPv4 address of an interface that is up and not the loopback, a private (site-local) one
     * first: that is the address other computers at home or in an office reach; else "localhost".
     */
    static String lanAddress() {
        String other = null;
        try {
            for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!n.isUp() || n.isLoopback() || n.isVirtual()) continue;
                for (InetAddress a : Collections.list(n.getInetAddresses())) {
                    if (!(a instanceof Inet4Address) || a.isLoopbackAddress() || a.isLinkLocalAddress()) continue;
                    if (a.isSiteLocalAddress()) return a.getHostAddress();
                    if (other == null) other = a.getHostAddress();
                }
            }
        } catch (SocketException e) {
            // no list of interfaces: this computer's own name is the best guess left
        }
        return other != null ? other : "localhost";
    }

    @Override
    public void close() throws Exception {
        try {
            server.close();
        } finally {
            rules.close();
        }
    }
}
