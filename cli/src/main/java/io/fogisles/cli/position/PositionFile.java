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

    /** Reads and checks a file; {@code seats} tells how many seats the rule set needs. */
    public static PositionFile read(Path file, Schema schema, Services rt, java.util.function.ToIntFunction<JsonNode> seats) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new DataException(file.toString(), null, "no such file");
        } catch (IOException e) {
            throw new DataException(file.toString(), null, "cannot read: " + e.getMessage());
        }
        LocatedJson doc = LocatedJson.parse(file.toString(), text);
        schema.require(doc);
        List<String> ids = new ArrayList<>();
        for (JsonNode m : doc.root().get("modules")) ids.add(m.asText());
        RuleSet rules;
        try {
            rules = rt.rules(new GameConfig(new ModuleSelection(ids, Map.of()), Math.max(1, seats.applyAsInt(doc.root()))));
        } catch (ModuleException e) {
            throw doc.error("$.modules", e.getMessage());
        }
        return new PositionFile(doc, rules, island(doc, rt, rules));
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

    /** The field of a tile entry, checked: on the island, not the base. */
    public int field(JsonNode entry, String path) {
        int q = entry.get("q").asInt(), r = entry.get("r").asInt();
        int f = island.board().index(q, r);
        if (f < 0) throw doc.error(path, "q=" + q + ", r=" + r + " is not a field of the island");
        if (f == island.base()) throw doc.error(path, "q=" + q + ", r=" + r + " is the balloon base, which is never covered (RULES A.5.3)");
        return f;
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
