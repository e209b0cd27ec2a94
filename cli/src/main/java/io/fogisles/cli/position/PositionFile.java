package io.fogisles.cli.position;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.base.BaseGame;
import io.fogisles.base.BaseRules;
import io.fogisles.base.Island;
import io.fogisles.base.IslandLoader;
import io.fogisles.cli.Services;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A position file of the {@code score} and {@code moves} tools: checked against the tool's schema, its
 * modules resolved to a (cached) rule set, its island loaded (built-in id or inline), its tiles checked.
 * Every error names the file, the JSON path and the line.
 */
public final class PositionFile {
    public final LocatedJson doc;
    public final JsonNode root;
    public final RuleSet rules;
    public final BaseGame base;
    public final Island island;

    private PositionFile(LocatedJson doc, RuleSet rules, Island island) {
        this.doc = doc;
        this.root = doc.root();
        this.rules = rules;
        this.base = rules.service(BaseGame.class);
        this.island = island;
    }

    static Schema schema(String name) {
        try (InputStream in = PositionFile.class.getResourceAsStream("/io/fogisles/cli/schema/" + name)) {
            return Schema.load("cli/schema/" + name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("schema " + name + " missing from the program", e);
        }
    }

    /**
     * A schema read when it is first needed: every command object is made at start-up, and reading a schema
     * (Jackson and the schema checker's first use) cost ~40 ms of `simulate`'s start that it never uses.
     */
    static java.util.function.Supplier<Schema> schemaWhenNeeded(String name) {
        return new java.util.function.Supplier<>() {
            private Schema schema;

            @Override
            public synchronized Schema get() {
                if (schema == null) schema = schema(name);
                return schema;
            }
        };
    }

    /** Reads and checks a file; {@code seats} tells how many seats the rule set needs. */
    public static PositionFile read(Path file, Schema schema, Services rt, java.util.function.ToIntFunction<JsonNode> seats) {
        String text = io.fogisles.kernel.data.TextFiles.readUtf8(file);
        LocatedJson doc = LocatedJson.parse(file.toString(), text);
        refuseOtherGames(doc, rt);
        schema.require(doc);
        List<String> ids = new ArrayList<>();
        for (JsonNode m : doc.root().get("modules")) ids.add(m.asText());
        Map<String, Map<String, String>> options = options(doc.root().path("options"));
        RuleSet rules;
        try {
            rules = rt.rules(new GameConfig(new ModuleSelection(ids, options), Math.max(1, seats.applyAsInt(doc.root()))));
        } catch (ModuleException e) {
            boolean aboutOptions = !options.isEmpty() && e.getMessage().contains("option");
            throw doc.error(aboutOptions ? "$.options" : "$.modules", e.getMessage());
        }
        return new PositionFile(doc, rules, island(doc, rt, rules));
    }

    /** {@code --game}: positions are the island game's, so only that game is accepted (and the option removed). */
    static void takeGame(List<String> args, Services rt, String command) {
        int at = args.indexOf("--game");
        if (at < 0) return;
        if (at + 1 >= args.size()) throw new io.fogisles.cli.UsageException("--game needs a value");
        var game = io.fogisles.cli.GameChoice.named(rt.catalog(), args.get(at + 1));
        if (!game.modules().contains("base"))
            throw new io.fogisles.cli.UsageException(command + " reads positions of the island game only, not of " + game.displayName("en"));
        args.remove(at + 1);
        args.remove(at);
    }

    /**
     * Positions are the island game's: a file naming another game's modules is refused before the schema
     * (whose first complaint, a missing island, would not say what is wrong).
     */
    private static void refuseOtherGames(LocatedJson doc, Services rt) {
        JsonNode modules = doc.root().path("modules");
        if (!modules.isArray()) return;
        for (int i = 0; i < modules.size(); i++) {
            var game = rt.catalog().gameOf(modules.get(i).asText());
            if (game != null && !game.modules().contains("base"))
                throw doc.error("$.modules[" + i + "]", "'" + modules.get(i).asText() + "' is a module of " + game.displayName("en")
                        + "; score and moves read positions of the island game only (modules base, harbour, expansion)");
        }
    }

    /** Module options of the file, e.g. {@code {"harbour": {"side": "back"}}}; the modules check names and values. */
    private static Map<String, Map<String, String>> options(JsonNode node) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        node.fields().forEachRemaining(m -> {
            Map<String, String> o = new LinkedHashMap<>();
            m.getValue().fields().forEachRemaining(e -> o.put(e.getKey(), e.getValue().asText()));
            out.put(m.getKey(), o);
        });
        return out;
    }

    private static Island island(LocatedJson doc, Services rt, RuleSet rules) {
        JsonNode i = doc.root().get("island");
        Map<String, String> effects = rules.service(BaseGame.class).rules.fieldEffects;
        if (i.isObject()) return IslandLoader.load(doc, i, "$.island", effects);
        String id = i.asText();
        List<String> builtIn = List.of("base:front", "base:back");
        if (!builtIn.contains(id)) throw doc.error("$.island", "unknown island '" + id + "'" + DidYouMean.hint(id, builtIn) + "; built-in islands: " + String.join(", ", builtIn) + ", or give the island inline as {\"fields\": [...]}");
        return BaseRules.builtInIsland(rt.catalog(), id.substring("base:".length()));
    }

    /** Kinds of tiles that may appear in a position: from the pieces of the selected modules. */
    public Map<String, Integer> kinds() {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (int p = 0; p < base.pieces.size(); p++) out.putIfAbsent(base.pieces.kind[p], p);
        return out;
    }

    /** The field of a tile entry, checked: on the island, not the base (RULES A.5.3: the base is never covered). */
    public int field(JsonNode entry, String path) {
        int f = anyField(entry, path);
        if (f == island.base()) throw doc.error(path, at(entry) + " is the balloon base, which is never covered (RULES A.5.3)");
        return f;
    }

    /** The field of the balloon, checked: on the island, not the base (RULES C7: no flight ends there). */
    public int balloonField(JsonNode entry, String path) {
        int f = anyField(entry, path);
        if (f == island.base()) throw doc.error(path, at(entry) + " is the balloon base, where no balloon can be (RULES C7: flights never end there)");
        return f;
    }

    private int anyField(JsonNode entry, String path) {
        for (String key : List.of("q", "r")) {
            JsonNode v = entry.get(key);
            if (!v.canConvertToInt() || !v.isIntegralNumber())
                throw doc.error(path + "." + key, key + "=" + v + " is not a coordinate of the island (a whole number near 0)");
        }
        int f = island.board().index(entry.get("q").asInt(), entry.get("r").asInt());
        if (f < 0) throw doc.error(path, at(entry) + " is not a field of the island");
        return f;
    }

    private static String at(JsonNode entry) {
        return "q=" + entry.get("q").asInt() + ", r=" + entry.get("r").asInt();
    }

    /** Every number tiles of a kind carry with these modules (each piece's choice range included). */
    public SortedSet<Integer> values(String kind) {
        SortedSet<Integer> out = new TreeSet<>();
        for (int p = 0; p < base.pieces.size(); p++)
            if (base.pieces.kind[p].equals(kind)) for (int v = base.pieces.valueMin[p]; v <= base.pieces.valueMax[p]; v++) out.add(v);
        return out;
    }

    /**
     * The value range a tile entry stands for (RULES B.5 V, B8.1 D-value): its "value", which must be a
     * number the kind carries (C4, C18); without one, the kind's only number (the royal couple's 5) or
     * the range its owner chooses from (observatories, harbour office, wind machine). Null when the kind
     * has several printed numbers and none is given.
     */
    public int[] valueRange(JsonNode entry, String path, int piece) {
        String kind = base.pieces.kind[piece];
        SortedSet<Integer> allowed = values(kind);
        JsonNode v = entry.get("value");
        if (v != null) {
            if (!allowed.contains(v.asInt()))
                throw doc.error(path + ".value", "a " + kind + " tile carries " + describe(allowed) + " (RULES C4, C18), not " + v.asInt());
            return new int[] {v.asInt(), v.asInt()};
        }
        if (base.pieces.ranged(piece)) return new int[] {base.pieces.valueMin[piece], base.pieces.valueMax[piece]};
        if (allowed.size() == 1) return new int[] {allowed.first(), allowed.first()};
        return null;
    }

    static String describe(SortedSet<Integer> values) {
        if (values.last() - values.first() + 1 == values.size()) return values.size() == 1 ? String.valueOf(values.first()) : values.first() + "–" + values.last();
        return values.toString();
    }

    /** A representative piece of a tile kind, checked: known, and available with these modules. */
    public int kind(JsonNode entry, String path) {
        String kind = entry.get("tile").asText();
        Integer p = kinds().get(kind);
        if (p == null) {
            List<String> known = new ArrayList<>(kinds().keySet());
            String module = switch (kind) {
                case "harbour-office" -> " (needs module harbour)";
                case "observatory-small", "observatory-large", "wind-machine", "royal-couple" -> " (needs module expansion)";
                default -> DidYouMean.hint(kind, known);
            };
            throw doc.error(path + ".tile", "unknown tile '" + kind + "'" + module + "; tiles with these modules: " + String.join(", ", known));
        }
        return p;
    }

    public DataException error(String path, String problem) {
        return doc.error(path, problem);
    }
}
