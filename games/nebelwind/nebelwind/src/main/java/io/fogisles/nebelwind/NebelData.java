package io.fogisles.nebelwind;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.game.ParameterCheck;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The box's contents (docs/rules/nebelwind.md A, ND1–ND9), read from the module's {@code data/*.json}: each
 * file is checked against its schema, every port, region, cargo and resource it names must exist, ids are
 * unique, and the counts must be the box's (parameters {@code box}). A problem is a {@link DataException} at the
 * file's line and JSON path; nothing is started. Index {@code i} of every list is the item's place in its file.
 */
public final class NebelData {
    /** Resources in the order the game keeps them (A: wood, steel, coins, krill). */
    public static final List<String> RESOURCES = List.of("wood", "steel", "coins", "krill");
    public static final int WOOD = 0, STEEL = 1, COINS = 2, KRILL = 3;
    /** A port's kind (ND1). */
    public static final int CAPITAL = 0, TERRITORY = 1, BANK = 2;
    /** What a port offers besides its cargo index: krill (N7.3), or nothing (a capital). */
    public static final int OFFERS_KRILL = -2, OFFERS_NOTHING = -1;
    public static final List<String> KINDS = List.of("now", "once", "always", "end");
    public static final int NOW = 0, ONCE = 1, ALWAYS = 2, END = 3;

    public record Port(String id, int region, int kind, int offers) {}

    public record Harbour(String id, int port, int[] bonus) {}

    /**
     * A character card: its effect (card text in {@code scripts/characters.js}); a "once" card's question whether
     * it may be used now; an "always" card's moment ({@link CharacterEffects#MOMENTS}, else −1).
     */
    public record Character(String id, int kind, int[] cost, String effect, String usable, int when) {}

    public record NetworkCard(String id, int difficulty, int port, int target1, int target2, int partial, int complete) {}

    public record NetworkTile(String id, int region, int from, int to, int fewTop, int fewBottom, int manyTop, int manyBottom) {}

    public record Achievement(String id, int letter, String condition, int atLeast, int points) {}

    public record Demand(String id, int region, boolean capital, int cargo, int[] bonus, int[] alt) {}

    public final List<String> regions, cargo;
    public final List<Port> ports;
    /** Routes as an adjacency list per port (ND2). */
    public final int[][] routes;
    public final int routeCount;
    public final List<Harbour> harbours;
    public final List<Character> characters;
    public final List<NetworkCard> networkCards;
    public final List<NetworkTile> networkTiles;
    public final List<Achievement> achievements;
    public final List<Demand> demands;
    /** data/characters.json as read, to place a problem found later (an effect no script defines) at its line. */
    private final LocatedJson charactersFile;

    /** The achievements' conditions the game knows (ND8). */
    public static final List<String> CONDITIONS = List.of("outposts", "outpost-regions", "whales", "outposts-in-capitals", "outposts-in-krill-ports",
            "outposts-in-one-region", "demand-tiles", "capital-tiles", "tile-regions", "tiles-one-region", "cargo-kinds", "deliveries-in-turn",
            "network-tiles", "network-cards-complete", "chain-ports", "capitals-connected", "chain-regions", "top-fields", "characters",
            "character-kinds", "krill", "resources", "areas-in-round", "always-characters");

    /** Reads a file of the module by its path. */
    public interface Files {
        /** The text, or null when the module has no such file. */
        String read(String path);

        /** How the file is named in messages (module and path). */
        String display(String path);
    }

    public NebelData(Files files, JsonNode box) {
        LocatedJson map = load(files, "data/map.json", "map");
        regions = strings(map.root().get("regions"));
        cargo = strings(map.root().get("cargo"));
        List<Port> ps = new ArrayList<>();
        Map<String, Integer> portIndex = new HashMap<>();
        JsonNode pl = map.root().get("ports");
        for (int i = 0; i < pl.size(); i++) {
            JsonNode p = pl.get(i);
            String path = "$.ports[" + i + "]", id = p.get("id").asText();
            unique(map, portIndex, id, i, path + ".id", "port");
            int kind = switch (p.get("kind").asText()) {
                case "capital" -> CAPITAL;
                case "territory" -> TERRITORY;
                default -> BANK;
            };
            int region = -1;
            if (!p.get("region").isNull()) region = ref(map, path + ".region", p.get("region").asText(), regions, "region");
            if ((region < 0) != (kind == BANK)) throw map.error(path + ".region", "port '" + id + "': a capital or territory port belongs to a region, a bank to none");
            int offers = OFFERS_NOTHING;
            if (!p.get("offers").isNull()) {
                String o = p.get("offers").asText();
                offers = o.equals("krill") ? OFFERS_KRILL : ref(map, path + ".offers", o, cargo, "cargo");
            }
            if (kind == CAPITAL && offers != OFFERS_NOTHING) throw map.error(path + ".offers", "port '" + id + "' is a capital: it offers nothing (ND1)");
            ps.add(new Port(id, region, kind, offers));
        }
        ports = List.copyOf(ps);
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < ports.size(); i++) adj.add(new ArrayList<>());
        JsonNode rl = map.root().get("routes");
        for (int i = 0; i < rl.size(); i++) {
            int a = port(map, "$.routes[" + i + "][0]", rl.get(i).get(0).asText(), portIndex);
            int b = port(map, "$.routes[" + i + "][1]", rl.get(i).get(1).asText(), portIndex);
            if (a == b || adj.get(a).contains(b)) throw map.error("$.routes[" + i + "]", "route " + rl.get(i) + " joins a port to itself or is given twice");
            adj.get(a).add(b);
            adj.get(b).add(a);
        }
        routeCount = rl.size();
        routes = new int[ports.size()][];
        for (int i = 0; i < routes.length; i++) routes[i] = adj.get(i).stream().mapToInt(Integer::intValue).toArray();
        count(map, "$.ports", ports.size(), box, "ports", "ports");

        LocatedJson hf = load(files, "data/harbours.json", "harbours");
        List<Harbour> hs = new ArrayList<>();
        Map<String, Integer> ids = new HashMap<>();
        JsonNode hl = hf.root().get("cards");
        for (int i = 0; i < hl.size(); i++) {
            JsonNode h = hl.get(i);
            String path = "$.cards[" + i + "]";
            unique(hf, ids, h.get("id").asText(), i, path + ".id", "harbour card");
            hs.add(new Harbour(h.get("id").asText(), port(hf, path + ".port", h.get("port").asText(), portIndex), goods(hf, path + ".bonus", h.get("bonus"))));
        }
        harbours = List.copyOf(hs);
        count(hf, "$.cards", harbours.size(), box, "harbourCards", "harbour cards");

        LocatedJson cf = load(files, "data/characters.json", "characters");
        List<Character> cs = new ArrayList<>();
        ids.clear();
        JsonNode cl = cf.root().get("cards");
        for (int i = 0; i < cl.size(); i++) {
            JsonNode c = cl.get(i);
            String path = "$.cards[" + i + "]", id = c.get("id").asText();
            unique(cf, ids, id, i, path + ".id", "character");
            int kind = KINDS.indexOf(c.get("kind").asText()), when = -1;
            String usable = c.has("usable") ? c.get("usable").asText() : null;
            if (kind == ONCE && usable == null)
                throw cf.error(path, "the \"once\" card '" + id + "' needs \"usable\": the effect that answers whether its owner may use it now (e.g. \"nebelwind:" + id + ":usable\")");
            if (kind != ONCE && usable != null) throw cf.keyError(path + ".usable", "only a \"once\" card has \"usable\"; '" + id + "' is \"" + KINDS.get(kind) + "\"");
            if (kind == ALWAYS) {
                if (!c.has("when")) throw cf.error(path, "the \"always\" card '" + id + "' needs \"when\": the moment it acts, one of " + CharacterEffects.MOMENTS);
                when = ref(cf, path + ".when", c.get("when").asText(), CharacterEffects.MOMENTS, "moment");
            } else if (c.has("when")) throw cf.keyError(path + ".when", "only an \"always\" card has \"when\"; '" + id + "' is \"" + KINDS.get(kind) + "\"");
            cs.add(new Character(id, kind, goods(cf, path + ".cost", c.get("cost")), c.get("effect").asText(), usable, when));
        }
        characters = List.copyOf(cs);
        charactersFile = cf;
        count(cf, "$.cards", characters.size(), box, "characters", "character cards");

        LocatedJson nf = load(files, "data/network-cards.json", "network-cards");
        List<NetworkCard> ns = new ArrayList<>();
        ids.clear();
        JsonNode nl = nf.root().get("cards");
        for (int i = 0; i < nl.size(); i++) {
            JsonNode c = nl.get(i);
            String path = "$.cards[" + i + "]";
            unique(nf, ids, c.get("id").asText(), i, path + ".id", "network card");
            int port = port(nf, path + ".port", c.get("port").asText(), portIndex);
            int t1 = port(nf, path + ".targets[0]", c.get("targets").get(0).asText(), portIndex);
            int t2 = port(nf, path + ".targets[1]", c.get("targets").get(1).asText(), portIndex);
            if (ports.get(port).kind() != TERRITORY) throw nf.error(path + ".port", "a network card starts at a territory port (ND6), not at " + ports.get(port).id());
            int difficulty = List.of("easy", "medium", "hard").indexOf(c.get("difficulty").asText());
            ns.add(new NetworkCard(c.get("id").asText(), difficulty, port, t1, t2, c.get("partial").asInt(), c.get("complete").asInt()));
        }
        networkCards = List.copyOf(ns);
        count(nf, "$.cards", networkCards.size(), box, "networkCards", "network cards");

        LocatedJson tf = load(files, "data/network-tiles.json", "network-tiles");
        List<NetworkTile> ts = new ArrayList<>();
        ids.clear();
        JsonNode tl = tf.root().get("tiles");
        int[] perRegion = new int[regions.size()];
        for (int i = 0; i < tl.size(); i++) {
            JsonNode t = tl.get(i);
            String path = "$.tiles[" + i + "]";
            unique(tf, ids, t.get("id").asText(), i, path + ".id", "network tile");
            int region = ref(tf, path + ".region", t.get("region").asText(), regions, "region");
            int from = port(tf, path + ".from", t.get("from").asText(), portIndex);
            if (ports.get(from).kind() != CAPITAL || ports.get(from).region() != region)
                throw tf.error(path + ".from", "a network tile starts at its region's capital (ND5), not at " + ports.get(from).id());
            perRegion[region]++;
            ts.add(new NetworkTile(t.get("id").asText(), region, from, port(tf, path + ".to", t.get("to").asText(), portIndex), t.get("few").get("top").asInt(),
                    t.get("few").get("bottom").asInt(), t.get("many").get("top").asInt(), t.get("many").get("bottom").asInt()));
        }
        for (int r = 0; r < regions.size(); r++)
            if (perRegion[r] == 0) throw tf.error("$.tiles", "region " + regions.get(r) + " has no network tile; setup lays one of each region's (N1.4)");
        networkTiles = List.copyOf(ts);
        count(tf, "$.tiles", networkTiles.size(), box, "networkTiles", "network tiles");

        LocatedJson af = load(files, "data/achievements.json", "achievements");
        List<Achievement> as = new ArrayList<>();
        ids.clear();
        JsonNode al = af.root().get("achievements");
        for (int i = 0; i < al.size(); i++) {
            JsonNode a = al.get(i);
            String path = "$.achievements[" + i + "]";
            unique(af, ids, a.get("id").asText(), i, path + ".id", "achievement");
            String condition = a.get("condition").asText();
            if (!CONDITIONS.contains(condition))
                throw af.error(path + ".condition", "unknown condition '" + condition + "'" + DidYouMean.hint(condition, CONDITIONS) + "; the conditions are " + CONDITIONS);
            as.add(new Achievement(a.get("id").asText(), a.get("letter").asText().charAt(0) - 'A', condition, a.get("atLeast").asInt(), a.get("points").asInt()));
        }
        achievements = List.copyOf(as);
        count(af, "$.achievements", achievements.size(), box, "achievements", "achievements");

        LocatedJson df = load(files, "data/demands.json", "demands");
        List<Demand> ds = new ArrayList<>();
        ids.clear();
        JsonNode dl = df.root().get("tiles");
        for (int i = 0; i < dl.size(); i++) {
            JsonNode d = dl.get(i);
            String path = "$.tiles[" + i + "]";
            unique(df, ids, d.get("id").asText(), i, path + ".id", "demand tile");
            int region = ref(df, path + ".region", d.get("region").asText(), regions, "region");
            boolean capital = d.get("kind").asText().equals("capital");
            int kind = ref(df, path + ".cargo", d.get("cargo").asText(), cargo, "cargo");
            int[] bonus = new int[4], alt = new int[4];
            if (!capital) {
                if (!d.has("bonus")) throw df.error(path, "a territory tile shows two bonus resources (N7.6): add \"bonus\": [{...}, {...}]");
                bonus = goods(df, path + ".bonus[0]", d.get("bonus").get(0));
                alt = goods(df, path + ".bonus[1]", d.get("bonus").get(1));
            }
            ds.add(new Demand(d.get("id").asText(), region, capital, kind, bonus, alt));
        }
        demands = List.copyOf(ds);
        count(df, "$.tiles", demands.size(), box, "demandTiles", "demand tiles");
    }

    // ------------------------------------------------------------------ helpers

    private static LocatedJson load(Files files, String path, String schemaName) {
        String text = files.read(path);
        if (text == null) throw new DataException(files.display(path), "$", "the file is missing from the module; Nebelwind's data are in data/*.json");
        LocatedJson doc = LocatedJson.parse(files.display(path), text);
        Schema schema = ParameterCheck.schema(NebelData.class, "fogisles/nebelwind/data/schema/" + schemaName + ".schema.json");
        schema.require(doc);
        return doc;
    }

    private static List<String> strings(JsonNode list) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : list) out.add(n.asText());
        return List.copyOf(out);
    }

    private static void unique(LocatedJson doc, Map<String, Integer> seen, String id, int i, String path, String what) {
        Integer before = seen.put(id, i);
        if (before != null) throw doc.error(path, what + " id '" + id + "' is used twice (also by entry " + before + "); every " + what + " needs its own id");
    }

    private static int ref(LocatedJson doc, String path, String id, List<String> known, String what) {
        int i = known.indexOf(id);
        if (i < 0) throw doc.error(path, "unknown " + what + " '" + id + "'" + DidYouMean.hint(id, known) + "; the " + what + " ids are " + known);
        return i;
    }

    private int port(LocatedJson doc, String path, String id, Map<String, Integer> index) {
        Integer i = index.get(id);
        if (i == null) {
            List<String> known = ports.stream().map(Port::id).toList();
            throw doc.error(path, "unknown port '" + id + "'" + DidYouMean.hint(id, known) + "; the ports are in data/map.json");
        }
        return i;
    }

    private static int[] goods(LocatedJson doc, String path, JsonNode node) {
        int[] out = new int[RESOURCES.size()];
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            int r = RESOURCES.indexOf(e.getKey());
            if (r < 0) throw doc.keyError(path + "." + e.getKey(), "unknown resource '" + e.getKey() + "'" + DidYouMean.hint(e.getKey(), RESOURCES) + "; the resources are " + RESOURCES);
            out[r] = e.getValue().asInt();
        }
        return out;
    }

    private static void count(LocatedJson doc, String path, int n, JsonNode box, String key, String what) {
        int want = box.get(key).asInt();
        if (n != want)
            throw doc.error(path, "the box has " + want + " " + what + " (parameters box." + key + "), this file " + n + "; add or remove entries, or change the count");
    }

    /** A problem with character {@code i}'s entry {@code key} in data/characters.json, at its line. */
    public DataException characterError(int i, String key, String problem) {
        return charactersFile.error("$.cards[" + i + "]." + key, problem);
    }

    /** Every id of a list, for messages and the client. */
    public static <T> List<String> ids(List<T> items, Function<T, String> id) {
        return items.stream().map(id).toList();
    }

    public int port(String id) {
        for (int i = 0; i < ports.size(); i++) if (ports.get(i).id().equals(id)) return i;
        return -1;
    }

    /** The capital port of a region. */
    public int capital(int region) {
        for (int i = 0; i < ports.size(); i++) if (ports.get(i).region() == region && ports.get(i).kind() == CAPITAL) return i;
        return -1;
    }
}
