package io.fogisles.cli.online;

import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.BotPlayer;
import io.fogisles.protocol.client.GameClient;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;

/** {@code ./fogisles join ADDRESS CODE --bot LEVEL}: plays a free seat with a bot and prints the final scores. */
public final class JoinCommand implements Command {
    public String name() {
        return "join";
    }

    public String summary() {
        return "play a free seat of an online table with a bot, print the final scores";
    }

    public String usage() {
        return """
                ./fogisles join ADDRESS CODE --bot LEVEL [--game ID] [--seat N] [--name NAME] [--seed N] [--timeout SECONDS]

                Joins the table CODE on the server at ADDRESS (host:port) and plays the seat it gets (the first
                free person's seat, or seat N) with a bot
                until the game ends, then prints the final scores. The bot sees only what the seat may see; it
                thinks with the modules and house rules installed here. A dropped connection is taken up again
                by itself, with the same seat. ADDRESS may list several servers on one database
                (a:7777,b:7777): the first that answers is used, and a reconnect tries the next one.

                  --bot LEVEL       random, greedy or strong
                  --game ID         join only if the table plays this game (the table's modules decide the
                                    game; without --game any table is joined)
                  --seat N          take seat N (counted from 1, as the table's output and the lobby count them);
                                    it must be a free person's seat
                  --name NAME       the name shown at the table (default: bot LEVEL)
                  --seed N          the bot's own randomness (default 1)
                  --timeout SECONDS give up after this long (default 3600)

                example: ./fogisles join localhost:7777 K7QX2M --bot greedy
                """;
    }

    public int run(List<String> args, Services runtime, PrintStream out, PrintStream err) throws Exception {
        if (args.size() < 2 || args.get(0).startsWith("--") || args.get(1).startsWith("--"))
            throw new UsageException("give the server's address and the table's code, e.g. join localhost:7777 K7QX2M --bot greedy");
        String address = args.get(0), code = args.get(1), bot = null, name = null, gameId = null;
        long seed = 1;
        long timeout = 3600;
        int seat = -1; // 0-based, as in messages; -1: the first free one
        for (int i = 2; i < args.size(); i++) {
            String a = args.get(i);
            if (i + 1 >= args.size()) throw new UsageException(a + " needs a value");
            String v = args.get(++i);
            switch (a) {
                case "--bot" -> bot = v;
                case "--game" -> gameId = v;
                case "--name" -> name = v;
                case "--seed" -> seed = number(a, v);
                case "--timeout" -> timeout = number(a, v);
                case "--seat" -> seat = (int) number(a, v) - 1;
                default -> throw new UsageException("unknown option " + a + DidYouMean.hint(a, List.of("--bot", "--game", "--seat", "--name", "--seed", "--timeout")));
            }
        }
        if (bot == null) throw new UsageException("--bot is needed: " + String.join(", ", BotRegistry.STANDARD_LEVELS));
        if (gameId != null) {
            // look at the table first, as a spectator: a seat is taken only at a table of the game asked for
            var game = io.fogisles.cli.Games.named(runtime.catalog(), gameId);
            try (GameClient look = Online.connect(address, "fogisles join", java.util.Map.of())) {
                look.send(new io.fogisles.protocol.ClientMessage.Watch(code));
                ServerMessage.Table t = look.next(ServerMessage.Table.class, Online.WAIT);
                var of = io.fogisles.cli.Games.ofModules(runtime.catalog(), t.modules());
                if (!of.id().equals(game.id()))
                    throw new UsageException("table " + code + " plays " + of.displayName("en") + " (" + String.join("+", t.modules()) + "), not "
                            + game.displayName("en") + "; join it without --game, or with --game " + of.id());
            } catch (ProtocolException e) {
                err.println("fogisles join: the server refused: " + e.getMessage());
                return BAD_INPUT;
            }
        }
        try (GameClient c = Online.connect(address, "fogisles join", bot.equals("random") ? java.util.Map.of() : Online.modules(runtime))) {
            BotPlayer player = BotPlayer.join(c, code, name != null ? name : "bot " + bot, seat, bot, runtime::rules, seed);
            ServerMessage.State end = player.play(Duration.ofSeconds(timeout));
            ServerMessage.Table table = player.table();
            out.println("table " + code + ": the game is over after " + end.step() + " steps; final scores:");
            for (int s = 0; s < end.totals().size(); s++) {
                String who = table != null ? table.seats().get(s).name() : "seat " + (s + 1);
                out.printf("  seat %d  %-24s %4d%s%s%n", s + 1, who, end.totals().get(s), end.winners().contains(s) ? "  winner" : "",
                        s == end.you() ? "  (this bot)" : "");
            }
            return 0;
        } catch (ProtocolException e) {
            err.println("fogisles join: the server refused: " + e.getMessage());
            return BAD_INPUT;
        }
    }

    private static long number(String option, String v) {
        try {
            long n = Long.parseLong(v);
            if (option.equals("--timeout") && n < 1) throw new NumberFormatException();
            if (option.equals("--seat") && (n < 1 || n > 8)) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " wants a whole number" + (option.equals("--timeout") ? " of seconds above 0"
                    : option.equals("--seat") ? " from 1 to 8 (seats count from 1)" : "") + ", got '" + v + "'");
        }
    }
}
