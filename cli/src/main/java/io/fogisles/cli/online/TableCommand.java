package io.fogisles.cli.online;

import io.fogisles.cli.Command;
import io.fogisles.cli.GameChoice;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.cli.sim.SimulateCommand;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code ./fogisles table ADDRESS ...}: creates a table on a server and prints its code. */
public final class TableCommand implements Command {
    public String name() {
        return "table";
    }

    public String summary() {
        return "create a table on a game server and print its code";
    }

    public String usage() {
        return """
                ./fogisles table ADDRESS --seats person,person,bot:greedy [--game ID] [--modules base,harbour] [options]

                Creates a table on the server at ADDRESS (host:port, e.g. localhost:7777; or several servers on
                one database, a:7777,b:7777, the first that answers) and prints its code on
                the first line; friends join with ./fogisles join ADDRESS CODE (or the desktop client). The game
                starts by itself when every person's seat is taken; bot seats are played by the server.

                  --seats LIST          one entry per seat: person, or bot:LEVEL (random, greedy, strong, expert;
                                        expert with a think time as in simulate --bots: bot:expert:500ms, at most 10s)
                  --game ID             the game (default: the island game): island, pirate-bay,
                                        balmy-balloonists, nebelwind
                  --modules a,b,c       the game's modules (default its default ones; the island game: base,
                                        harbour, expansion)
                  --island front|back   island side (base.island)
                  --harbour-side front|back
                  --option m.key=value  any module option
                  --house-rule ID       a house rule installed on the server (repeat for more)
                  --rule-option ID.NAME=VALUE   an option of a chosen house rule (repeatable), as in simulate

                example: ./fogisles table localhost:7777 --modules base,harbour --seats person,person,bot:greedy
                         ./fogisles table localhost:7777 --game pirate-bay --seats person,bot:greedy,bot:greedy
                """;
    }

    public int run(List<String> args, Services runtime, PrintStream out, PrintStream err) throws Exception {
        if (args.isEmpty() || args.get(0).startsWith("--")) throw new UsageException("give the server's address first, e.g. localhost:7777");
        String address = args.get(0);
        List<String> modules = null, seats = null, houseRules = new ArrayList<>();
        String gameId = null;
        Map<String, Map<String, String>> options = new LinkedHashMap<>(), ruleOptions = new LinkedHashMap<>();
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            if (i + 1 >= args.size()) throw new UsageException(a + " needs a value");
            String v = args.get(++i);
            switch (a) {
                case "--game" -> gameId = v;
                case "--seats" -> seats = List.of(v.split(","));
                case "--modules" -> modules = List.of(v.split(","));
                case "--island" -> options.computeIfAbsent("base", k -> new LinkedHashMap<>()).put("island", v);
                case "--harbour-side" -> options.computeIfAbsent("harbour", k -> new LinkedHashMap<>()).put("side", v);
                case "--option" -> {
                    String[] kv = SimulateCommand.dotted(a, v, "module.key=value");
                    options.computeIfAbsent(kv[0], k -> new LinkedHashMap<>()).put(kv[1], kv[2]);
                }
                case "--house-rule" -> houseRules.add(v);
                case "--rule-option" -> {
                    String[] kv = SimulateCommand.dotted(a, v, "ID.NAME=VALUE, e.g. grand-cities.factor=3");
                    ruleOptions.computeIfAbsent(kv[0], k -> new LinkedHashMap<>()).put(kv[1], kv[2]);
                }
                default -> throw new UsageException("unknown option " + a
                        + DidYouMean.hint(a, List.of("--game", "--seats", "--modules", "--island", "--harbour-side", "--option", "--house-rule", "--rule-option")));
            }
        }
        if (seats == null) throw new UsageException("--seats is needed, e.g. --seats person,person,bot:greedy");
        var catalog = runtime.catalog();
        var game = GameChoice.of(catalog, gameId, modules);
        if (modules == null) modules = game.defaultModules();
        GameChoice.checkModules(catalog, game, modules);
        GameChoice.checkPlayers(game, seats.size(), "--seats");
        try (GameClient c = Online.connect(address, "fogisles table", java.util.Map.of())) {
            c.send(new ClientMessage.Create(modules, options, houseRules, seats, true, ruleOptions));
            ServerMessage.Created created = c.next(ServerMessage.Created.class, Online.WAIT);
            out.println(created.code());
            long persons = seats.stream().filter(s -> s.equals("person")).count();
            out.println("table " + created.code() + " on " + address + ": " + String.join("+", modules) + ", seats " + String.join(", ", seats)
                    + "; it starts when " + persons + (persons == 1 ? " person has" : " people have") + " joined:");
            out.println("  ./fogisles join " + address + " " + created.code() + " --bot greedy");
            out.println("host token (keep it to start the table yourself): " + created.hostToken());
            return 0;
        } catch (ProtocolException e) {
            err.println("fogisles table: the server refused: " + e.getMessage());
            return BAD_INPUT;
        }
    }
}
