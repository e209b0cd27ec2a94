package io.fogisles.kernel.persist;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.Kernel;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A saved game is its log: a header (format and app version, modules with versions and options, house
 * rules with versions and SHA-256, seed, seats) and the list of actions, with the state hash after every
 * action so that loading can prove it rebuilt the same game. Written atomically, the previous file kept
 * as a backup. Loading names exactly what differs (format, modules, house rules, a diverging step).
 */
public final class SaveGame {
    public static final String FORMAT = "fogisles-save";
    /**
     * 2 since issue 15: bags lose a piece in O(1) (their last piece fills the gap), so every seeded game
     * draws differently than in format 1, and the flow's popped frames are no longer hashed. A format-1 save
     * is loaded by re-playing its actions in a game whose bags keep their order as then
     * ({@link RuleSet#newFormat1Game}); its old hashes are not checked. A format-2 save of such a game says
     * so ({@value #BAGS_KEY}: {@value #FORMAT1_BAGS}) and is re-played the same way, hashes checked.
     */
    public static final int FORMAT_VERSION = 2;
    static final String BAGS_KEY = "bags", FORMAT1_BAGS = "format-1";
    /** The one note a format-1 save gets when it is loaded or replayed. */
    public static final String FORMAT1_NOTE = "this save was written by an older version of Fog Isles (save format 1): the game is rebuilt by re-playing its actions, "
            + "and its old state hashes are not checked";

    private SaveGame() {
    }

    /** Who sits where: a name and, for bots, the level (null for humans). */
    public record Seat(String name, String bot) {
    }

    /**
     * A loaded save: the rebuilt game, its seats, what differs from when it was written (warnings), and the
     * writing program's own data ({@code appData}, or null).
     */
    public record Loaded(Game game, List<Seat> seats, String appVersion, List<String> warnings, JsonNode appData) {
    }

    /** Writes a game (interactive games keep their action records; pass {@code seats} in seat order). */
    public static void write(Path file, Game game, List<Seat> seats, String appVersion) throws IOException {
        write(file, game, seats, appVersion, null);
    }

    /**
     * Writes a game with data of the program that saves it ({@code appData}: e.g. the desktop client's seat
     * colours), which the engine keeps but never reads. One file, written atomically, so the game and that
     * data can never be out of step after a crash.
     */
    public static void write(Path file, Game game, List<Seat> seats, String appVersion, JsonNode appData) throws IOException {
        ObjectNode root = toJson(game, seats, appVersion);
        if (appData != null) root.set("appData", appData);
        AtomicFiles.writeString(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    }

    public static ObjectNode toJson(Game game, List<Seat> seats, String appVersion) {
        RuleSet rules = game.rules();
        if (game.actions().size() != game.codes().length)
            throw new IllegalStateException("this game does not keep its action records (a bulk-simulation game?); it cannot be saved");
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("format", FORMAT);
        root.put("formatVersion", FORMAT_VERSION);
        root.put("appVersion", appVersion);
        root.put("engineApi", Kernel.API_VERSION.toString());
        boolean format1Bags = game.state().keepsBagOrder();
        if (format1Bags) root.put(BAGS_KEY, FORMAT1_BAGS);
        ArrayNode modules = root.putArray("modules");
        for (ModuleDescriptor d : rules.modules().ordered()) {
            ObjectNode m = modules.addObject();
            m.put("id", d.id());
            m.put("version", d.manifest().version());
            ObjectNode o = m.putObject("options");
            new java.util.TreeMap<>(rules.modules().options().getOrDefault(d.id(), Map.of())).forEach(o::put);
        }
        ArrayNode rulesNode = root.putArray("houseRules");
        for (GameConfig.HouseRuleRef h : rules.houseRules()) { // as loaded: the installed version and file hash
            ObjectNode r = rulesNode.addObject();
            r.put("id", h.id());
            r.put("version", h.version());
            r.put("sha256", h.sha256());
            if (!h.options().isEmpty()) {
                ObjectNode o = r.putObject("options");
                new java.util.TreeMap<>(h.options()).forEach(o::put);
            }
        }
        root.put("seed", game.seed());
        ArrayNode seatsNode = root.putArray("seats");
        for (int i = 0; i < rules.seats(); i++) {
            Seat s = i < seats.size() ? seats.get(i) : new Seat("Player " + (i + 1), null);
            ObjectNode n = seatsNode.addObject();
            n.put("name", s.name());
            if (s.bot() != null) n.put("bot", s.bot());
        }
        // replay from the seed to record the state hash after every action (and to check the log); an
        // interactive game, so that its scripts start as fresh as the saved game's did
        try (Game check = format1Bags ? rules.newFormat1Game(game.seed()) : rules.newGame(game.seed(), true)) {
            writeActions(root, rules, game, check);
        }
        return root;
    }

    private static void writeActions(ObjectNode root, RuleSet rules, Game game, Game check) {
        ArrayNode actions = root.putArray("actions");
        List<Action> log = game.actions();
        List<Integer> seatLog = game.actionSeats();
        for (int i = 0; i < log.size(); i++) {
            Action a = log.get(i);
            ObjectNode n = Json.MAPPER.valueToTree(a);
            ObjectNode entry = actions.addObject();
            entry.put("seat", seatLog.get(i));
            entry.put("type", rules.actionTypeId(a));
            n.fields().forEachRemaining(e -> entry.set(e.getKey(), e.getValue()));
            Outcome o = check.submit(seatLog.get(i), a);
            if (!o.accepted()) throw new IllegalStateException("the game's own log does not replay at action " + i + ": " + o);
            entry.put("hash", check.state().sha256().substring(0, 16));
        }
        root.put("finalHash", check.state().sha256());
    }

    /**
     * A save read and checked against the installed modules and house rules, not yet replayed: its rule
     * set, seed, seats, the recorded steps with their state hashes, and what differs from when it was
     * written (warnings). {@link #replay} and the {@code replay} command step through it.
     */
    public record Parsed(LocatedJson doc, RuleSet rules, long seed, List<Seat> seats, String appVersion, List<Step> steps,
                         String finalHash, List<String> warnings, JsonNode appData, int formatVersion, boolean format1Bags) {
        /** A fresh interactive game to re-play the save into: with format-1 bags when the save needs them. */
        public Game newGame() {
            return format1Bags ? rules.newFormat1Game(seed) : rules.newGame(seed, true);
        }

        /** The differences noted at load, for messages about a diverging step ("" when none). */
        public String warningText() {
            return warnings.isEmpty() ? "" : String.join("; ", warnings);
        }

        /** How many steps carry no state hash (a replay cannot verify them). */
        public int unhashedSteps() {
            int n = 0;
            for (Step s : steps) if (s.hash() == null) n++;
            return n;
        }

        /** Whether every step and the end carry a state hash, so that a replay can prove it rebuilt the saved game. */
        public boolean fullyHashed() {
            return unhashedSteps() == 0 && finalHash != null;
        }
    }

    /** One recorded action: who took it, what it was, and the short state hash after it (null if not recorded). */
    public record Step(int index, int seat, Action action, String hash) {
        /** The step's JSON path in the save. */
        public String path() {
            return "$.actions[" + index + "]";
        }
    }

    /** Where a replay left the saved game: the JSON path that no longer fits and why. */
    public record Divergence(String path, String problem) {
        public DataException error(Parsed p) {
            return p.doc().error(path, problem);
        }
    }

    /**
     * Loads a save: checks the format, the modules (installed, same version, same options) and the house
     * rules, then replays every action and compares the state hashes. Modules or house rules that changed
     * version are reported as warnings; the game is still rebuilt when every hash matches.
     *
     * @throws DataException for a corrupt or incompatible file, with the file and JSON path
     */
    public static Loaded read(Path file, RuleSetFactory factory, boolean interactive) {
        Parsed p = parse(file, factory);
        Game game = p.format1Bags() ? p.newGame() : p.rules().newGame(p.seed(), interactive);
        try {
            replay(p, game);
        } catch (RuntimeException e) {
            game.close(); // nobody gets the half-rebuilt game
            throw e;
        }
        return new Loaded(game, p.seats(), p.appVersion(), p.warnings(), p.appData());
    }

    /**
     * Reads a save's header and actions and sets up its rules, without replaying.
     *
     * @throws DataException for a corrupt or incompatible file, with the file and JSON path
     */
    public static Parsed parse(Path file, RuleSetFactory factory) {
        LocatedJson doc = VersionedFile.read(file, FORMAT, FORMAT_VERSION);
        JsonNode root = doc.root();
        int format = root.get("formatVersion").asInt();
        boolean format1Bags = format == 1 || FORMAT1_BAGS.equals(root.path(BAGS_KEY).asText(null));
        List<String> warnings = new ArrayList<>();
        if (format == 1) warnings.add(FORMAT1_NOTE);
        List<String> ids = new ArrayList<>();
        JsonNode modules = required(doc, root, "modules", file);
        Map<String, Map<String, String>> options = new LinkedHashMap<>();
        for (int i = 0; i < modules.size(); i++) {
            JsonNode m = modules.get(i);
            String path = "$.modules[" + i + "]";
            String id = text(doc, m, "id", path);
            String version = text(doc, m, "version", path);
            ModuleDescriptor installed = factory.catalog().get(id);
            if (installed == null)
                throw doc.error(path + ".id", "the save needs module '" + id + "' (version " + version + "), which is not installed (installed: "
                        + String.join(", ", factory.catalog().ids()) + "); install it to load this save, or load another save");
            if (!installed.manifest().version().equals(version))
                warnings.add("module '" + id + "' was version " + version + " when saved and is " + installed.manifest().version() + " now");
            ids.add(id);
            Map<String, String> o = new LinkedHashMap<>();
            m.path("options").fields().forEachRemaining(e -> o.put(e.getKey(), e.getValue().asText()));
            options.put(id, o);
        }
        ModuleSelection selection = new ModuleSelection(ids, options);
        List<GameConfig.HouseRuleRef> houseRules = new ArrayList<>();
        JsonNode hr = root.path("houseRules");
        for (int i = 0; i < hr.size(); i++) {
            JsonNode h = hr.get(i);
            String path = "$.houseRules[" + i + "]";
            Map<String, String> ho = new LinkedHashMap<>();
            h.path("options").fields().forEachRemaining(e -> ho.put(e.getKey(), e.getValue().asText()));
            houseRules.add(new GameConfig.HouseRuleRef(text(doc, h, "id", path), text(doc, h, "version", path), text(doc, h, "sha256", path), ho));
        }
        JsonNode seatsNode = required(doc, root, "seats", file);
        if (!seatsNode.isArray() || seatsNode.isEmpty())
            throw doc.error("$.seats", "a save needs a list of at least one seat (who sat where); the file is damaged" + VersionedFile.whatToDo(file));
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < seatsNode.size(); i++) {
            JsonNode s = seatsNode.get(i);
            if (!s.isObject()) throw doc.error("$.seats[" + i + "]", "a seat must be a JSON object with a \"name\"; the file is damaged" + VersionedFile.whatToDo(file));
            seats.add(new Seat(s.path("name").asText("?"), s.has("bot") ? s.get("bot").asText() : null));
        }
        JsonNode seed = required(doc, root, "seed", file);
        if (!seed.canConvertToLong()) throw doc.error("$.seed", "the seed must be a whole number; the file is damaged" + VersionedFile.whatToDo(file));
        RuleSet rules;
        try {
            rules = factory.create(new GameConfig(selection, seats.size(), houseRules));
        } catch (ModuleException e) {
            throw doc.error("$.modules", "the saved modules cannot be set up: " + e.getMessage() + VersionedFile.whatToDo(file));
        } catch (DataException | IllegalArgumentException e) {
            // the modules are installed and read fine for other games: what they cannot do is this save's table
            throw doc.error("$.seats", "the saved modules cannot be played by " + seats.size() + " players (" + e.getMessage() + "); the file is damaged"
                    + VersionedFile.whatToDo(file));
        }
        for (io.fogisles.kernel.game.RuleSetNote n : rules.notes()) warnings.add(n.toString());
        JsonNode actions = required(doc, root, "actions", file);
        List<Step> steps = new ArrayList<>(actions.size());
        for (int i = 0; i < actions.size(); i++) {
            JsonNode a = actions.get(i);
            String path = "$.actions[" + i + "]";
            if (!a.isObject()) throw doc.error(path, "an action must be a JSON object; the file is damaged" + VersionedFile.whatToDo(file));
            JsonNode hash = a.get("hash");
            if (hash != null && !hash.isTextual()) throw doc.error(path + ".hash", "a state hash is text (16 hex digits); the file is damaged" + VersionedFile.whatToDo(file));
            // a format-1 hash covers what format 2 no longer hashes: not compared
            steps.add(new Step(i, a.path("seat").asInt(-1), action(doc, rules, a, path, file), hash == null || format == 1 ? null : hash.asText()));
        }
        String finalHash = root.path("finalHash").isTextual() && format > 1 ? root.get("finalHash").asText() : null;
        return new Parsed(doc, rules, seed.asLong(), List.copyOf(seats), root.path("appVersion").asText("?"), List.copyOf(steps), finalHash, List.copyOf(warnings),
                root.path("appData").isObject() ? root.get("appData") : null, format, format1Bags);
    }

    /** Replays a parsed save into a fresh game of its rules, checking every step's hash; throws at the first difference. */
    public static void replay(Parsed p, Game game) {
        for (Step step : p.steps()) {
            Divergence d = apply(p, game, step);
            if (d != null) throw d.error(p);
        }
        Divergence d = checkFinal(p, game);
        if (d != null) throw d.error(p);
    }

    /** Applies one recorded step; returns null when it was legal and its hash matches, else where and how it diverged. */
    public static Divergence apply(Parsed p, Game game, Step step) {
        String also = p.warnings().isEmpty() ? "" : " (" + p.warningText() + ")";
        Outcome o = game.submit(step.seat(), step.action());
        if (o instanceof Outcome.Rejected r && p.formatVersion() == 1)
            return new Divergence(step.path(), "this save was written by an older version of Fog Isles (save format 1) and cannot be re-played: this action is not legal "
                    + "when the game is rebuilt (" + r.rejection().describe() + "); the file was left as it is");
        if (o instanceof Outcome.Rejected r)
            return new Divergence(step.path(), "this action is not legal when the game is rebuilt (" + r.rejection().describe() + "); the save does not match the installed rules" + also
                    + whatToDo(p));
        if (step.hash() == null) return null; // an old save without hashes: nothing to compare
        String actual = game.state().sha256().substring(0, 16);
        if (!step.hash().equals(actual))
            return new Divergence(step.path() + ".hash", "the rebuilt game differs from the saved one after this action (state " + actual
                    + ", saved " + step.hash() + ")" + (p.warnings().isEmpty() ? "; the file was changed or damaged" : "; " + p.warningText()) + whatToDo(p));
        return null;
    }

    /** Compares the replayed game's full state hash with the saved one; null when equal or not recorded. */
    public static Divergence checkFinal(Parsed p, Game game) {
        if (p.finalHash() == null || p.finalHash().equals(game.state().sha256())) return null;
        return new Divergence("$.finalHash", "the rebuilt game's final state differs from the saved one; the file was changed or damaged" + whatToDo(p));
    }

    private static String whatToDo(Parsed p) {
        return p.doc().file() == null ? "" : VersionedFile.whatToDo(Path.of(p.doc().file()));
    }

    private static Action action(LocatedJson doc, RuleSet rules, JsonNode a, String path, Path file) {
        String type = a.path("type").asText(null);
        if (type == null) throw doc.error(path, "missing the action's \"type\"; the file is damaged" + VersionedFile.whatToDo(file));
        ActionType t = rules.actionTypes().get(type);
        if (t == null) throw doc.error(path + ".type", "unknown action type '" + type + "' for the modules of this save; the file is damaged" + VersionedFile.whatToDo(file));
        ObjectNode data = ((ObjectNode) a).deepCopy();
        data.remove("type");
        data.remove("seat");
        data.remove("hash");
        try {
            return (Action) Json.convert(doc, data, path, t.type());
        } catch (DataException e) {
            throw new DataException(e.file(), e.path(), e.line(), e.column(), e.problem() + "; the file is damaged" + VersionedFile.whatToDo(file));
        }
    }

    private static JsonNode required(LocatedJson doc, JsonNode root, String key, Path file) {
        JsonNode n = root.get(key);
        if (n == null) throw doc.error("$", "missing \"" + key + "\"; the file is not a complete save (damaged?)" + VersionedFile.whatToDo(file));
        return n;
    }

    private static String text(LocatedJson doc, JsonNode node, String key, String path) {
        JsonNode n = node.get(key);
        if (n == null || !n.isTextual()) throw doc.error(path, "missing \"" + key + "\"");
        return n.asText();
    }
}
