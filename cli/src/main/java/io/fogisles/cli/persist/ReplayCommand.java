package io.fogisles.cli.persist;

import io.fogisles.cli.Command;
import io.fogisles.cli.UsageException;
import io.fogisles.cli.Services;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.state.Change;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code ./fogisles replay FILE}: rebuilds a saved game action by action from its seed, checks the state
 * hash after every action, and prints the game's log. Exit 0 when every hash matches, 1 when the replay
 * leaves the saved game (the step and why are printed), 2 when the file cannot be read.
 */
public final class ReplayCommand implements Command {
    /** Exit code when the file is readable but the rebuilt game differs from the saved one. */
    static final int DIVERGED = 1;

    public String name() {
        return "replay";
    }

    public String summary() {
        return "re-run a saved game step by step, verify every state hash, print the log";
    }

    public String usage() {
        return """
                ./fogisles replay FILE [--quiet] [--events] [--game ID]

                Rebuilds the saved game from its seed, one action at a time, and checks the state hash recorded
                after every action (and the final one). Prints a line per action (number, round, player, action
                type and its data) and the scores at the end.
                --quiet          only the verdict and the scores
                --events         also print the events each action raised (what the client animates), as a
                                 rule receives them: seats counted from 0, as e.seat and the script API do
                --game ID        the game the save must be of (a save names its modules, so replay finds the
                                 game itself; with --game a save of another game is refused, exit 2)
                Exit code: 0 every step's hash and the final one match; 1 the rebuilt game differs (the step is
                named); 2 the file cannot be read or its modules / house rules are not installed (the message says
                what differs); 3 every action replays but some steps (or the end) carry no hash, so the rebuilt
                game could not be proven to be the saved one (the verdict counts them).""";
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) {
        boolean quiet = false, events = false;
        String gameId = null;
        Path file = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--quiet" -> quiet = true;
                case "--events" -> events = true;
                case "--game" -> {
                    if (i + 1 >= args.size()) throw new UsageException("--game needs a value");
                    gameId = args.get(++i);
                }
                default -> {
                    if (a.startsWith("--")) throw new UsageException("unknown option " + a);
                    if (file != null) throw new UsageException("one save file at a time (got '" + file + "' and '" + a + "')");
                    file = Path.of(a);
                }
            }
        }
        if (file == null) throw new UsageException("which save file? e.g. ./fogisles replay ~/.fogisles/saves/game.json");
        if (!Files.isRegularFile(file)) throw new UsageException("no such file: " + file);

        io.fogisles.kernel.module.GameDescriptor expected = gameId == null ? null : io.fogisles.cli.Games.named(rt.catalog(), gameId);
        SaveGame.Parsed save = SaveGame.parse(file, rt.factory());
        io.fogisles.kernel.module.GameDescriptor game0 = save.rules().game();
        if (expected != null && (game0 == null || !game0.id().equals(expected.id())))
            throw new UsageException(file + " is a save of " + (game0 == null ? "no installed game (modules " + save.rules().modules().ids() + ")" : game0.displayName("en") + " (--game " + game0.id() + ")")
                    + ", not of " + expected.displayName("en") + "; replay it without --game, or with --game " + (game0 == null ? "?" : game0.id()));
        out.println("Replaying " + file + ": " + describe(save));
        for (String w : save.warnings()) out.println("  note: " + w);
        try (Game game = save.newGame()) {
            int lastRound = 0;
            for (SaveGame.Step step : save.steps()) {
                int round = game.round();
                lastRound = round;
                int mark = game.journal().mark();
                SaveGame.Divergence d = SaveGame.apply(save, game, step);
                if (d != null) return diverged(save, d, step.index(), out, err);
                if (!quiet) {
                    out.printf("%4d  round %2d  %-12s %s%n", step.index() + 1, round, seatName(save, step.seat()), actionText(save, step.action()));
                    if (events) for (Change c : game.journal().since(mark)) if (c instanceof Change.Event e) out.println("              " + eventText(e.event()));
                }
            }
            SaveGame.Divergence d = SaveGame.checkFinal(save, game);
            if (d != null) return diverged(save, d, save.steps().size(), out, err);
            out.println();
            boolean verified = save.fullyHashed();
            if (save.formatVersion() == 1) {
                out.println("All " + save.steps().size() + " actions re-played; a format-1 save's old state hashes are not checked, so nothing proves this is the game that was saved.");
            } else if (verified) {
                out.println("All " + save.steps().size() + " actions replayed; every state hash matches (final " + game.state().sha256().substring(0, 16) + ").");
            } else {
                int missing = save.unhashedSteps();
                out.println("All " + save.steps().size() + " actions replayed, but not verified: " + String.format(java.util.Locale.ROOT, "%,d", missing) + " of "
                        + String.format(java.util.Locale.ROOT, "%,d", save.steps().size()) + " steps carry no hash" + (save.finalHash() == null ? " and the save has no final hash" : "")
                        + ", so nothing proves this is the game that was saved" + (missing < save.steps().size() ? " (the steps that carry one match)" : "") + ".");
            }
            out.println(game.isOver() ? "The game ended (" + game.endReason() + ") in round " + lastRound + "." : "The game is not over: round " + game.round() + ", waiting for " + seatName(save, game.pendingSeat()) + ".");
            printScores(save, game.scores(), out);
            return verified ? 0 : NOT_VERIFIED;
        }
    }

    /** Exit code of a replay that went through but could not check what it rebuilt (steps without hashes). */
    public static final int NOT_VERIFIED = 3;

    private static int diverged(SaveGame.Parsed save, SaveGame.Divergence d, int steps, PrintStream out, PrintStream err) {
        out.println();
        out.println("The first " + steps + " actions replay as saved.");
        err.println("fogisles replay: " + d.error(save).getMessage());
        return DIVERGED;
    }

    private static String describe(SaveGame.Parsed save) {
        List<String> modules = new ArrayList<>();
        save.rules().modules().ordered().forEach(m -> {
            Map<String, String> o = save.rules().modules().options().getOrDefault(m.id(), Map.of());
            modules.add(m.id() + " " + m.manifest().version() + (o.isEmpty() ? "" : " " + new TreeMap<>(o)));
        });
        String rules = save.rules().houseRules().isEmpty() ? "" : ", house rules " + save.rules().houseRules().stream().map(h -> h.id() + " " + h.version()).toList();
        return String.join(", ", modules) + rules + "; " + save.seats().size() + " players; seed " + save.seed() + "; "
                + save.steps().size() + " actions; saved by Fog Isles " + save.appVersion();
    }

    private static String seatName(SaveGame.Parsed save, int seat) {
        if (seat < 0 || seat >= save.seats().size()) return "-";
        SaveGame.Seat s = save.seats().get(seat);
        return s.bot() == null ? s.name() : s.name() + " (" + s.bot() + ")";
    }

    /**
     * The action's type and data as saved. (The sentences the client's log shows need the client's
     * formatting of pieces and places; this log stays with the ids a rule author reads in the save.)
     */
    private static String actionText(SaveGame.Parsed save, Action a) {
        String type = save.rules().actionTypeId(a);
        String data = Json.MAPPER.valueToTree(a).toString();
        return data.equals("{}") ? type : type + " " + data;
    }

    private static String eventText(GameEvent e) {
        StringBuilder b = new StringBuilder(e.type());
        if (e.seat() >= 0) b.append(" seat=").append(e.seat()); // as a rule receives it (e.seat counts from 0), like the data after it
        e.data().forEach((k, v) -> b.append(' ').append(k).append('=').append(v instanceof int[] ints ? java.util.Arrays.toString(ints) : v));
        return b.toString();
    }

    private static void printScores(SaveGame.Parsed save, ScoreSheet scores, PrintStream out) {
        out.println("Scores:");
        for (int s = 0; s < scores.seats(); s++)
            out.printf("  %-20s %4d%s%n", seatName(save, s), scores.totals()[s], scores.winners().contains(s) ? "  (leads)" : "");
    }
}
