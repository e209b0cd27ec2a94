package io.fogisles.cli.position;

import io.fogisles.cli.UsageException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.base.BaseGame;
import io.fogisles.base.Landscape;
import io.fogisles.base.score.BaseScoreRows;
import io.fogisles.base.score.IslandScoring;
import io.fogisles.base.score.IslandTiles;
import io.fogisles.base.score.LandscapeGroups;
import io.fogisles.cli.Command;
import io.fogisles.cli.Services;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.data.Schema;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code ./fogisles score FILE… [--json]}: scores final positions with the rules of RULES B.11 (and B13.10). */
public final class ScoreCommand implements Command {
    /** The score pad's rows, in order; a row whose module is not selected scores 0. */
    public static final List<String> ROWS = List.of("forest", "mountain", "desert", "swamp", "canyon", "plains", "landscapeBonus", "cities",
            "monuments", "energy", "endCondition", "volcanoes", "expansion");

    private final java.util.function.Supplier<Schema> schema = PositionFile.schemaWhenNeeded("score.schema.json");

    public String name() {
        return "score";
    }

    public String summary() {
        return "score final positions (JSON files) row by row, as on the score pad";
    }

    public String usage() {
        return """
                ./fogisles score FILE... [--json]

                Scores each file's final position. A file:
                  {"modules": ["base"], "island": "base:front" | {"fields": [...]},
                   "players": [{"name": "red", "energy": 12, "endBonus": "first"|"final" (optional),
                                "tiles": [{"q": 1, "r": 0, "tile": "forest"}, ...]}, ...]}
                Tiles: forest, mountain, desert, swamp, canyon, plains, joker, city, monument
                (Module 2: harbour-office; Module 3: observatory-small, observatory-large, wind-machine, royal-couple).
                Without endBonus a player gets 10 when all coasts are connected in the position; "first" (10)
                and "final" (5) need all coasts connected in the position. "options" sets module options,
                e.g. {"harbour": {"side": "back"}}. Player names must differ.
                --json prints one JSON object per file and line; otherwise a table per file.
                Exit code 2 (and a message naming the file, line and JSON path) for bad input.""";
    }

    public int run(List<String> args, Services rt, PrintStream out, PrintStream err) {
        boolean json = args.remove("--json");
        PositionFile.takeGame(args, rt, name());
        for (String a : args) if (a.startsWith("--")) throw new UsageException("unknown option " + a);
        if (args.isEmpty()) throw new UsageException("no file given");
        int code = 0;
        for (String a : args) {
            try {
                ObjectNode result = score(Path.of(a), rt);
                out.println(json ? result.toString() : table(a, result));
            } catch (DataException e) {
                err.println("fogisles score: " + e.getMessage());
                code = BAD_INPUT;
            }
        }
        return code;
    }

    /** Scores one file. */
    public ObjectNode score(Path file, Services rt) {
        PositionFile pf = PositionFile.read(file, schema.get(), rt, root -> 4); // scoring does not depend on the seat count; one rule set per module list
        BaseGame g = pf.base;
        JsonNode players = pf.root.get("players");
        int n = players.size();
        IslandTiles[] islands = new IslandTiles[n];
        int[][] rows = new int[n][ROWS.size()];
        int[] energy = new int[n];
        List<int[]> placed = new ArrayList<>();
        java.util.Map<String, Integer> names = new java.util.HashMap<>();
        for (int s = 0; s < n; s++) {
            JsonNode p = players.get(s);
            String base = "$.players[" + s + "]";
            Integer same = names.putIfAbsent(p.get("name").asText(), s);
            if (same != null)
                throw pf.error(base + ".name", "two players are called '" + p.get("name").asText() + "' (also $.players[" + same + "]); give each player a different name");
            islands[s] = new IslandTiles(pf.island.size());
            energy[s] = p.path("energy").asInt(0);
            int[] kinds = new int[pf.island.size()];
            java.util.Arrays.fill(kinds, -1);
            JsonNode tiles = p.get("tiles");
            for (int i = 0; i < tiles.size(); i++) {
                String path = base + ".tiles[" + i + "]";
                int f = pf.field(tiles.get(i), path);
                int piece = pf.kind(tiles.get(i), path);
                pf.valueRange(tiles.get(i), path, piece); // a given value must be one the kind carries; scoring ignores it
                if (islands[s].covered(f)) throw pf.error(path, "two tiles on q=" + tiles.get(i).get("q") + ", r=" + tiles.get(i).get("r") + " (RULES B7.3: no stacking)");
                islands[s].put(f, g.pieces.land[piece], g.pieces.connects[piece], g.pieces.city[piece], g.pieces.monuments[piece]);
                kinds[f] = piece;
            }
            placed.add(kinds);
        }
        IslandScoring.Points pts = BaseScoreRows.points(g);
        int[] monumentCounts = new int[n];
        for (int s = 0; s < n; s++) monumentCounts[s] = IslandScoring.monumentCount(islands[s]);
        int[] monuments = IslandScoring.monuments(monumentCounts, g.rules.monumentRates);
        ObjectNode result = Json.MAPPER.createObjectNode();
        ArrayNode outPlayers = result.putArray("players");
        int[] totals = new int[n];
        for (int s = 0; s < n; s++) {
            JsonNode p = players.get(s);
            int[] r = rows[s];
            LandscapeGroups groups = new LandscapeGroups(pf.island.size()).read(pf.island, islands[s]);
            for (Landscape l : Landscape.values()) r[l.ordinal()] = groups.points(l.ordinal(), pts);
            r[6] = groups.bonusPoints(pts);
            r[7] = IslandScoring.cities(pf.island, islands[s], pts);
            r[8] = monuments[s];
            r[9] = g.rules.crownPoints(energy[s]);
            boolean all = IslandScoring.allConnected(pf.island, islands[s]);
            String bonus = p.path("endBonus").asText(null);
            if (bonus != null && !all)
                throw pf.error("$.players[" + s + "].endBonus", "\"" + bonus + "\" needs all coasts connected, but this position has "
                        + connected(pf, islands[s]) + " of " + pf.island.coastLandscapes().length + " connected " + connectedNames(pf, islands[s])
                        + "; omit \"endBonus\" to score the position as it is (10 with all coasts connected, else 0), or connect all coasts."
                        + " A player who covered a connected coast after the end was triggered keeps the bonus in the game (RULES B9.4, B9.8;"
                        + " docs/rules-notes.md N4), but a final position cannot show that");
            r[10] = bonus == null ? (all ? g.rules.endBonusFirst : 0) : bonus.equals("first") ? g.rules.endBonusFirst : g.rules.endBonusFinal;
            r[11] = IslandScoring.volcanoes(pf.island, islands[s]);
            r[12] = ModuleTools.expansionRow(pf, placed.get(s), "$.players[" + s + "]");
            ObjectNode o = outPlayers.addObject();
            o.put("name", p.get("name").asText());
            ObjectNode rowsNode = o.putObject("rows");
            int total = 0;
            for (int i = 0; i < ROWS.size(); i++) {
                rowsNode.put(ROWS.get(i), r[i]);
                total += r[i];
            }
            o.put("total", total);
            totals[s] = total;
            ArrayNode cc = o.putArray("coastsConnected");
            for (String l : connectedNames(pf, islands[s])) cc.add(l);
        }
        ArrayNode winners = result.putArray("winners");
        for (int s : winners(totals, energy)) winners.add(players.get(s).get("name").asText());
        return result;
    }

    /** RULES B11.9: the highest total; then more energy; still tied, everyone tied wins. */
    static List<Integer> winners(int[] totals, int[] energy) {
        List<Integer> best = new ArrayList<>();
        for (int s = 0; s < totals.length; s++) {
            if (best.isEmpty() || totals[s] > totals[best.get(0)] || (totals[s] == totals[best.get(0)] && energy[s] > energy[best.get(0)])) {
                best.clear();
                best.add(s);
            } else if (totals[s] == totals[best.get(0)] && energy[s] == energy[best.get(0)]) {
                best.add(s);
            }
        }
        return best;
    }

    private static List<String> connectedNames(PositionFile pf, IslandTiles t) {
        int mask = IslandScoring.connectedCoasts(pf.island, t);
        List<String> out = new ArrayList<>();
        for (Landscape l : Landscape.values()) if ((mask & (1 << l.ordinal())) != 0) out.add(l.id());
        out.sort(null);
        return out;
    }

    private static int connected(PositionFile pf, IslandTiles t) {
        return Integer.bitCount(IslandScoring.connectedCoasts(pf.island, t));
    }

    private static String table(String file, ObjectNode result) {
        StringBuilder b = new StringBuilder(file).append('\n');
        JsonNode players = result.get("players");
        int width = 10;
        for (JsonNode p : players) width = Math.max(width, p.get("name").asText().length() + 2);
        String text = "%" + width + "s", number = "%" + width + "d";
        b.append(String.format("  %-16s", "row"));
        for (JsonNode p : players) b.append(String.format(text, p.get("name").asText()));
        b.append('\n');
        for (String row : ROWS) {
            b.append(String.format("  %-16s", row));
            for (JsonNode p : players) b.append(String.format(number, p.get("rows").get(row).asInt()));
            b.append('\n');
        }
        b.append(String.format("  %-16s", "TOTAL"));
        for (JsonNode p : players) b.append(String.format(number, p.get("total").asInt()));
        b.append('\n');
        List<String> w = new ArrayList<>();
        result.get("winners").forEach(x -> w.add(x.asText()));
        b.append("  winner").append(w.size() > 1 ? "s (shared)" : "").append(": ").append(String.join(", ", w));
        return b.toString();
    }
}
