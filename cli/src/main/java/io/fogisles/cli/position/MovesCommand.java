package io.fogisles.cli.position;

import io.fogisles.cli.UsageException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.base.move.EdgeExit;
import io.fogisles.base.move.MoveCalculator;
import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.hex.Hex;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * {@code ./fogisles moves FILE… [--json]}: every destination a balloon can reach this round, each once at
 * its lowest cost (RULES B.5, C7, C8; Module 2: the harbour).
 */
public final class MovesCommand implements Command {
    private final java.util.function.Supplier<Schema> schema = PositionFile.schemaWhenNeeded("moves.schema.json");
    private final HarbourMoves harbour;

    /** What Module 2 adds to the tool: piers as destinations and as starting points. */
    public interface HarbourMoves {
        /** Positions beyond the island for this file (the piers), or 0 without the harbour. */
        int piers(PositionFile pf);

        /** The exit rule when the office is on the island (null: the coast stops the balloon). */
        EdgeExit exit(PositionFile pf, int fields);

        /** Destinations when leaving from pier {@code pier} (1-based). */
        void fromPier(PositionFile pf, MoveCalculator calc, int pier, int vBonus, int freeMask, int energy);

        /** The description of a pier position. */
        Map<String, Object> describe(int pier);
    }

    public MovesCommand() {
        this(null);
    }

    public MovesCommand(HarbourMoves harbour) {
        this.harbour = harbour;
    }

    public String name() {
        return "moves";
    }

    public String summary() {
        return "list where a balloon can fly this round, with the lowest energy cost of each destination";
    }

    public String usage() {
        return """
                ./fogisles moves FILE... [--json]

                For each file: every destination the balloon can reach this round that its energy pays for,
                each once, at its lowest cost (the balloon's own field too when staying is affordable). A file:
                  {"modules": ["base"], "island": "base:front" | {"fields": [...]},
                   "balloon": {"q": 1, "r": -1} | {"pier": 3}, "energy": 7, "direction": "NE",
                   "bonus": "none"|"energy1"|"energy2"|"draw"|"plus1"|"opposite"|"turn60",
                   "harbourOfficeOnIsland": false, "options": {"harbour": {"side": "back"}},
                   "tiles": [{"q": 1, "r": -1, "tile": "forest", "value": 4}, ...]}
                energy is what the player holds when C1 begins (bonus energy already added). A tile's
                "value" may be left out when its kind has one number (royal-couple: 5) or a range the
                owner chooses from (observatories, harbour-office, wind-machine). "options" sets module
                options (the harbour's back side has the '?' pier 7); the island is always "island".
                --json prints {"moves": [{"to": {"q": 2, "r": -2}, "cost": 0}, ...]} per file and line.
                When no move is affordable the balloon stays for free, shown as the only move with
                "stuck": true (the game does the same; docs/rules-notes.md N1).""";
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) {
        boolean json = args.remove("--json");
        PositionFile.takeGame(args, rt, name());
        for (String a : args) if (a.startsWith("--")) throw new UsageException("unknown option " + a);
        if (args.isEmpty()) throw new UsageException("no file given");
        int code = 0;
        for (String a : args) {
            try {
                ObjectNode result = moves(Path.of(a), rt);
                out.println(json ? result.toString() : table(a, result));
            } catch (DataException e) {
                err.println("fogisles moves: " + e.getMessage());
                code = BAD_INPUT;
            }
        }
        return code;
    }

    public ObjectNode moves(Path file, Services rt) {
        PositionFile pf = PositionFile.read(file, schema.get(), rt, root -> 4); // the rules do not depend on the seat count here; one rule set per module list
        JsonNode root = pf.root;
        int fields = pf.island.size();
        boolean hasHarbour = pf.rules.modules().has("harbour") && harbour != null;
        int piers = hasHarbour ? harbour.piers(pf) : 0;
        if (root.path("harbourOfficeOnIsland").asBoolean(false) && !hasHarbour)
            throw pf.error("$.harbourOfficeOnIsland", "the harbour office needs module harbour in \"modules\"");

        // tiles: values under the balloon; no stacking
        int[] min = new int[fields], max = new int[fields];
        boolean[] covered = new boolean[fields];
        JsonNode tiles = root.path("tiles");
        for (int i = 0; i < tiles.size(); i++) {
            String path = "$.tiles[" + i + "]";
            int f = pf.field(tiles.get(i), path);
            int piece = pf.kind(tiles.get(i), path);
            if (covered[f]) throw pf.error(path, "two tiles on one field (RULES B7.3)");
            covered[f] = true;
            int[] range = pf.valueRange(tiles.get(i), path, piece);
            if (range == null)
                throw pf.error(path, "give the tile's \"value\" (its printed number, " + PositionFile.describe(pf.values(pf.base.pieces.kind[piece])) + ")");
            min[f] = range[0];
            max[f] = range[1];
        }
        Direction die = Direction.parse(root.get("direction").asText());
        String bonus = root.path("bonus").asText("none");
        int free = 1 << die.ordinal();
        if (bonus.equals("opposite")) free |= 1 << die.opposite().ordinal();
        if (bonus.equals("turn60")) free |= 1 << die.rotate(1).ordinal() | 1 << die.rotate(-1).ordinal();
        int plus = bonus.equals("plus1") ? 1 : 0;
        int energy = root.get("energy").asInt();

        MoveCalculator calc = new MoveCalculator(pf.island.board(), pf.island.base(), fields + piers);
        JsonNode balloon = root.get("balloon");
        int origin;
        if (balloon.has("pier")) {
            if (!hasHarbour) throw pf.error("$.balloon", "a balloon on a pier needs module harbour in \"modules\"");
            int pier = balloon.get("pier").asInt();
            if (pier > piers) throw pf.error("$.balloon.pier", "this harbour has piers 1–" + piers);
            origin = fields + pier - 1;
            harbour.fromPier(pf, calc, pier, plus, free, energy);
        } else {
            origin = pf.balloonField(balloon, "$.balloon");
            int lo = covered[origin] ? min[origin] : pf.island.value(origin);
            int hi = covered[origin] ? max[origin] : pf.island.value(origin);
            EdgeExit exit = hasHarbour && root.path("harbourOfficeOnIsland").asBoolean(false) ? harbour.exit(pf, fields) : EdgeExit.COAST_STOP;
            calc.fromField(origin, lo + plus, hi + plus, free, energy, exit);
        }
        boolean stuck = calc.keepAffordableOrStay(origin, energy); // the game's own rule for a balloon that cannot pay for any move
        List<Integer> dest = new ArrayList<>();
        for (int i = 0; i < calc.destinations().size(); i++) dest.add(calc.destinations().get(i));
        dest.sort(Comparator.comparingInt((Integer p) -> p < fields ? 0 : 1).thenComparingInt(p -> p < fields ? pf.island.board().hex(p).r() : p)
                .thenComparingInt(p -> p < fields ? pf.island.board().hex(p).q() : 0));
        ObjectNode result = Json.MAPPER.createObjectNode();
        ArrayNode moves = result.putArray("moves");
        for (int p : dest) {
            ObjectNode m = moves.addObject();
            ObjectNode to = m.putObject("to");
            if (p < fields) {
                Hex h = pf.island.board().hex(p);
                to.put("q", h.q());
                to.put("r", h.r());
            } else {
                harbour.describe(p - fields + 1).forEach((k, v) -> to.putPOJO(k, v));
            }
            m.put("cost", calc.cost(p));
            if (stuck) m.put("stuck", true);
        }
        return result;
    }

    private static String table(String file, ObjectNode result) {
        StringBuilder b = new StringBuilder(file).append('\n');
        JsonNode moves = result.get("moves");
        for (JsonNode m : moves) {
            JsonNode to = m.get("to");
            String where = to.has("pier") ? "pier " + to.get("pier").asInt() : "q=" + to.get("q").asInt() + " r=" + to.get("r").asInt();
            String note = m.path("stuck").asBoolean(false) ? "  (stuck: no move is affordable, so the balloon stays for free; docs/rules-notes.md N1)" : "";
            b.append(String.format("  %-14s cost %d%s%n", where, m.get("cost").asInt(), note));
        }
        return b.toString().stripTrailing();
    }
}
