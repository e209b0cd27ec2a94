package io.fogisles.cli.online;

import io.fogisles.cli.AppVersion;
import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.server.InstalledRules;
import io.fogisles.server.ServerMain;
import java.io.PrintStream;
import java.util.List;

/** {@code ./fogisles serve}: a game server for online play, until the process is stopped (Ctrl+C). */
public final class ServeCommand implements Command {
    public String name() {
        return "serve";
    }

    public String summary() {
        return "run a game server for online play (friends join with a table code)";
    }

    public String usage() {
        return """
                ./fogisles serve [--port 7777] [--host ADDRESS] [--data DIR] [--database URL] [--game ID,...]

                Runs the online game server until stopped (Ctrl+C). Players create tables on it with
                ./fogisles table (or the desktop client) and join with the table's code. Every accepted action
                is stored before anyone is told of it; after a crash or kill the server resumes every table where
                it was, and clients reconnect by themselves.

                  --port N        the port to listen on (default 7777; 0: any free port, printed at the start)
                  --host ADDRESS  the address to listen on (default 0.0.0.0: every network interface;
                                  127.0.0.1 for this computer only)
                  --data DIR      the folder of the embedded database (default $XDG_DATA_HOME/fogisles/server,
                                  else ~/.local/share/fogisles/server)
                  --database URL  PostgreSQL instead of the embedded database:
                                  postgresql://user:password@host:5432/database; several servers
                                  may share one, and clients given all their addresses (a:7777,b:7777)
                                  go on at another when theirs stops

                  --game ID,...   host only these games' tables (default: every installed game)

                It offers the games, modules and house rules installed here (./fogisles info lists them).
                example: ./fogisles serve --port 7777
                """;
    }

    public int run(List<String> args, Services runtime, PrintStream out, PrintStream err) throws Exception {
        List<String> games = List.of();
        args = new java.util.ArrayList<>(args);
        int at = args.indexOf("--game");
        if (at >= 0) {
            if (at + 1 >= args.size()) throw new UsageException("--game needs a value, e.g. --game pirate-bay");
            games = List.of(args.get(at + 1).split(","));
            for (String g : games) io.fogisles.cli.Games.named(runtime.catalog(), g);
            args.remove(at + 1);
            args.remove(at);
        }
        ServerMain.Settings settings;
        try {
            settings = ServerMain.parse(args, System.getenv(), System.getProperty("user.home"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        try (InstalledRules rules = new InstalledRules(games)) {
            return ServerMain.run(settings, rules, AppVersion.get(), out);
        } catch (java.io.IOException | IllegalStateException e) {
            // the port is taken, the data folder cannot be written, the database is in use or unreachable
            err.println("fogisles serve: cannot start: " + e.getMessage());
            if (e.getMessage() != null && e.getMessage().contains("ocked")) err.println("Is another server using " + settings.data() + "? Stop it, or give --data another folder.");
            return 1;
        }
    }
}
