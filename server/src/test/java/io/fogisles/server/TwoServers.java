package io.fogisles.server;

import io.fogisles.protocol.client.GameClient;
import io.fogisles.server.store.Database;

/**
 * The set-up of the race tests: a throw-away PostgreSQL, two servers on it (a, b), a host and the seat "one"'s
 * connections through both servers, and the seat "two" through a. Closed in the reverse order of opening.
 */
record TwoServers(PostgresCluster pg, GameServer a, GameServer b, GameClient host, GameClient oneOnA, GameClient oneOnB, GameClient two)
        implements AutoCloseable {

    static TwoServers start() throws Exception {
        PostgresCluster pg = PostgresCluster.start();
        AutoCloseable[] opened = new AutoCloseable[7];
        opened[0] = pg;
        try {
            GameServer a = server(pg);
            opened[1] = a;
            GameServer b = server(pg);
            opened[2] = b;
            GameClient host = Clients.connect(a, "host", false);
            opened[3] = host;
            GameClient oneOnA = Clients.connect(a, "one-on-a", false);
            opened[4] = oneOnA;
            GameClient oneOnB = Clients.connect(b, "one-on-b", false);
            opened[5] = oneOnB;
            GameClient two = Clients.connect(a, "two", false);
            return new TwoServers(pg, a, b, host, oneOnA, oneOnB, two);
        } catch (Exception | Error e) {
            for (int i = opened.length - 1; i >= 0; i--) if (opened[i] != null) try {
                opened[i].close();
            } catch (Exception closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    /** A server on the cluster's database (a third one re-plays what the two stored). */
    static GameServer server(PostgresCluster pg) throws Exception {
        return GameServer.start(new GameServer.Options("127.0.0.1", 0, Database.jdbcUrl(pg.url())), TestServers.RULES, "test");
    }

    @Override
    public void close() throws Exception {
        try (pg; a; b; host; oneOnA; oneOnB; two) {
            // closed by try-with-resources, last first
        }
    }
}
