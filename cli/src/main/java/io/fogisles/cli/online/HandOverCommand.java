package io.fogisles.cli.online;

import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.cli.UsageException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.protocol.ClientMessage;
import io.fogisles.protocol.ProtocolException;
import io.fogisles.protocol.ServerMessage;
import io.fogisles.protocol.client.GameClient;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/** {@code ./fogisles handover ADDRESS CODE --host-token T --seat N --bot LEVEL}: the host hands an absent player's seat to a server bot. */
public final class HandOverCommand implements Command {
    public String name() {
        return "handover";
    }

    public String summary() {
        return "hand the seat of a player who is away to a bot of the server (the host)";
    }

    public String usage() {
        return """
                ./fogisles handover ADDRESS CODE --host-token TOKEN --seat N --bot LEVEL

                The host of table CODE on the server at ADDRESS hands seat N, whose player is away, to a bot of
                the server, which plays the seat's turns until its player joins again with the seat's token (the
                seat is theirs again at once). Everyone at the table is told. Only the seat of a player who is not
                connected can be handed over; handing it again changes the level.

                  --host-token TOKEN  the host token that ./fogisles table printed when it made the table
                  --seat N            the seat, counted from 1 (as table, join and the lobby count them)
                  --bot LEVEL         a bot level of the server's: random, greedy, strong, expert (or expert:500ms)

                example: ./fogisles handover localhost:7777 K7QX2M --host-token Zt0b9Xo3RkP1nW5qLs8aYc2Vh6Dj4Ge7 --seat 2 --bot greedy
                """;
    }

    public int run(List<String> args, Services runtime, PrintStream out, PrintStream err) throws Exception {
        if (args.size() < 2 || args.get(0).startsWith("--") || args.get(1).startsWith("--"))
            throw new UsageException("give the server's address and the table's code, e.g. handover localhost:7777 K7QX2M --host-token T --seat 2 --bot greedy");
        String address = args.get(0), code = args.get(1), token = null, level = null;
        int seat = 0;
        for (int i = 2; i < args.size(); i++) {
            String a = args.get(i);
            if (i + 1 >= args.size()) throw new UsageException(a + " needs a value");
            String v = args.get(++i);
            switch (a) {
                case "--host-token" -> token = v;
                case "--bot" -> level = v;
                case "--seat" -> {
                    try {
                        seat = Integer.parseInt(v);
                    } catch (NumberFormatException e) {
                        seat = 0;
                    }
                    if (seat < 1 || seat > 8) throw new UsageException("--seat wants a whole number from 1 to 8 (seats count from 1), got '" + v + "'");
                }
                default -> throw new UsageException("unknown option " + a + DidYouMean.hint(a, List.of("--host-token", "--seat", "--bot")));
            }
        }
        if (token == null) throw new UsageException("--host-token is needed: the host token ./fogisles table printed");
        if (seat == 0) throw new UsageException("--seat is needed: the seat to hand over, counted from 1");
        if (level == null) throw new UsageException("--bot is needed: the level of the server's bot that plays the seat, e.g. greedy");
        try (GameClient c = Online.connect(address, "fogisles handover", Map.of())) {
            c.reconnecting(false);
            c.send(new ClientMessage.HandOver(code, token, seat - 1, level));
            ServerMessage.Table t = c.next(ServerMessage.Table.class, Online.WAIT);
            ServerMessage.SeatInfo s = t.seats().get(seat - 1);
            out.println("table " + t.code() + ": seat " + seat + " (" + s.name() + ") is played by the server's " + s.standIn()
                    + " bot until its player joins again");
            return 0;
        } catch (ProtocolException e) {
            err.println("fogisles handover: the server refused: " + e.getMessage());
            return BAD_INPUT;
        }
    }
}
