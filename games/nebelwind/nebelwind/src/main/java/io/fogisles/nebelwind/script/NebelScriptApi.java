package io.fogisles.nebelwind.script;

import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.script.ApiDoc;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptExport;
import io.fogisles.kernel.script.ScriptValues;
import io.fogisles.kernel.state.GameState;
import io.fogisles.nebelwind.Cargo;
import io.fogisles.nebelwind.CharacterEffects;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.Parts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Nebelwind's part of the script API, the global {@code nebelwind}: what the characters' card texts
 * ({@code scripts/characters.js}) and house rules may read and do. Seats are numbers 0…seats−1 (the automata
 * have none); resources, regions, ports and cargo are named as in the data files. A change goes through the
 * kernel's change API; what asks the seat a question (a free whale, a sail, an exchange …) is a part of its turn
 * that the game runs after the script returns.
 */
public final class NebelScriptApi {
    private final ScriptBinding binding;
    private final NebelGame g;

    public NebelScriptApi(ScriptBinding binding, NebelGame g) {
        this.binding = binding;
        this.g = g;
    }

    private GameContext ctx() {
        return binding.target(GameContext.class);
    }

    private GameState state() {
        return ctx().state();
    }

    private void checkSeat(int seat) {
        if (seat < 0 || seat >= g.rules.seats) throw new IllegalArgumentException("no seat " + seat + " (seats are 0…" + (g.rules.seats - 1) + ")");
    }

    private static int resource(String id) {
        int r = id == null ? -1 : NebelData.RESOURCES.indexOf(id);
        if (r < 0) throw new IllegalArgumentException("no resource '" + id + "' (the resources are " + NebelData.RESOURCES + ")"
                + DidYouMean.hint(String.valueOf(id), NebelData.RESOURCES));
        return r;
    }

    private int region(String id) {
        int r = id == null ? -1 : g.data.regions.indexOf(id);
        if (r < 0) throw new IllegalArgumentException("no region '" + id + "' (the regions are " + g.data.regions + ")" + DidYouMean.hint(String.valueOf(id), g.data.regions));
        return r;
    }

    private int port(String id) {
        List<String> ids = g.data.ports.stream().map(NebelData.Port::id).toList();
        int p = id == null ? -1 : ids.indexOf(id);
        if (p < 0) throw new IllegalArgumentException("no port '" + id + "' (the ports are in data/map.json)" + DidYouMean.hint(String.valueOf(id), ids));
        return p;
    }

    private static void checkCount(String what, int n, int max) {
        if (n < 0 || n > max) throw new IllegalArgumentException(what + " must be 0 to " + max + ", got " + n);
    }

    // ---------------------------------------------------------------- reading: the seat's supply and board

    @ScriptExport
    @ApiDoc(value = "The resources, in the order of the rules: 'wood', 'steel', 'coins', 'krill'.", returns = "Resource[]")
    public Object resources() {
        return ScriptValues.toGuest(NebelData.RESOURCES);
    }

    @ScriptExport
    @ApiDoc(value = "How many of a resource a seat has ('wood', 'steel', 'coins' or 'krill').", params = {"number", "Resource"})
    public int resource(int seat, String resource) {
        checkSeat(seat);
        return g.res(state(), seat, resource(resource));
    }

    @ScriptExport
    @ApiDoc("All of a seat's resources added up (the miser counts them).")
    public int totalResources(int seat) {
        checkSeat(seat);
        return g.totalResources(state(), seat);
    }

    @ScriptExport
    @ApiDoc("How many whales a seat has on the board.")
    public int whalesOnBoard(int seat) {
        checkSeat(seat);
        return g.whalesOnBoard(state(), seat);
    }

    @ScriptExport
    @ApiDoc(value = "A seat's whales on the board: {whale (its number), port, cargo (its kind, or null when the hold is empty)}.", returns = "Whale[]")
    public Object whales(int seat) {
        checkSeat(seat);
        GameState s = state();
        List<Object> out = new ArrayList<>();
        for (int w = 0; w < g.rules.whales; w++) {
            int p = s.get(g.state.whalePort, seat, w);
            if (p < 0) continue;
            int c = s.get(g.state.whaleCargo, seat, w);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("whale", w);
            m.put("port", g.data.ports.get(p).id());
            m.put("cargo", c < 0 ? null : g.data.cargo.get(c));
            out.add(m);
        }
        return ScriptValues.toGuest(out);
    }

    @ScriptExport
    @ApiDoc("Whether a seat may still put a whale on the board (it has one in its supply).")
    public boolean canHaveWhale(int seat) {
        checkSeat(seat);
        return g.canHaveWhale(state(), seat);
    }

    @ScriptExport
    @ApiDoc("How many outposts a seat has built.")
    public int outposts(int seat) {
        checkSeat(seat);
        return g.outpostCount(state(), seat);
    }

    @ScriptExport
    @ApiDoc("How many outposts a seat may build in all (N5.13).")
    public int outpostLimit() {
        return g.rules.outposts;
    }

    @ScriptExport
    @ApiDoc("Whether a seat has an outpost at a port (its id in data/map.json).")
    public boolean hasOutpost(int seat, String port) {
        checkSeat(seat);
        return g.hasOutpost(state(), seat, port(port));
    }

    @ScriptExport
    @ApiDoc(value = "How many outposts a seat has in a region's ports (the governors count them).", params = {"number", "Region"})
    public int outpostsIn(int seat, String region) {
        checkSeat(seat);
        int r = region(region), n = 0;
        GameState s = state();
        for (int p = 0; p < g.data.ports.size(); p++) if (g.data.ports.get(p).region() == r && g.hasOutpost(s, seat, p)) n++;
        return n;
    }

    @ScriptExport
    @ApiDoc(value = "The regions: 'green', 'silver', 'brown', 'purple'.", returns = "Region[]")
    public Object regions() {
        return ScriptValues.toGuest(g.data.regions);
    }

    @ScriptExport
    @ApiDoc("Whether one of a seat's whales carries cargo that a territory tile on a demand track asks for (the smuggler can unload it there).")
    public boolean canSmuggle(int seat) {
        checkSeat(seat);
        return Cargo.canSmuggle(g, state(), seat);
    }

    // ---------------------------------------------------------------- reading: cards, tiles, markers

    @ScriptExport
    @ApiDoc(value = "The demand tiles a seat has taken: {id, region, cargo, capital}.", returns = "DemandTile[]")
    public Object demandTiles(int seat) {
        checkSeat(seat);
        GameState s = state();
        int z = g.state.demandTaken.of(seat);
        List<Object> out = new ArrayList<>();
        for (int i = 0, n = s.size(z); i < n; i++) {
            NebelData.Demand d = g.data.demands.get(g.state.demand(s.piece(z, i)));
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", d.id());
            m.put("region", g.data.regions.get(d.region()));
            m.put("cargo", g.data.cargo.get(d.cargo()));
            m.put("capital", d.capital());
            out.add(m);
        }
        return ScriptValues.toGuest(out);
    }

    @ScriptExport
    @ApiDoc("How many control markers a seat has put on network tiles (N8.3).")
    public int controlMarkers(int seat) {
        checkSeat(seat);
        return g.markersUsed(state(), seat);
    }

    @ScriptExport
    @ApiDoc("How many network cards a seat has completed (revealed, N8.4).")
    public int completeNetworkCards(int seat) {
        checkSeat(seat);
        return state().size(g.state.networkComplete.of(seat));
    }

    @ScriptExport
    @ApiDoc(value = "The characters a seat has hired (their ids, e.g. 'banker').", returns = "string[]")
    public Object characters(int seat) {
        checkSeat(seat);
        GameState s = state();
        int z = g.state.characters.of(seat);
        List<String> out = new ArrayList<>();
        for (int i = 0, n = s.size(z); i < n; i++) out.add(g.data.characters.get(g.state.character(s.piece(z, i))).id());
        return ScriptValues.toGuest(out);
    }

    @ScriptExport
    @ApiDoc("How many harbour cards lie in the harbour row.")
    public int harbourRowSize() {
        return state().size(g.state.harbourRow.global());
    }

    @ScriptExport
    @ApiDoc("Whether a seat holds the start player marker.")
    public boolean holdsStartMarker(int seat) {
        checkSeat(seat);
        return g.rules.seatOf[state().get(g.state.startMarker)] == seat;
    }

    @ScriptExport
    @ApiDoc(value = "A seat's points so far from one source (N10): 'start-marker', 'cargo', 'majority', 'achievements', 'network-tiles', 'network-cards' or 'characters'.",
            params = {"number", "PointSource"})
    public int points(int seat, String source) {
        checkSeat(seat);
        List<String> sources = List.of(NebelGame.SOURCES);
        int i = source == null ? -1 : sources.indexOf(source);
        if (i < 0) throw new IllegalArgumentException("no source of points '" + source + "' (the sources are " + sources + ")" + DidYouMean.hint(String.valueOf(source), sources));
        return g.points(ctx(), i)[seat];
    }

    @ScriptExport
    @ApiDoc(value = "Every seat's points so far, all seven sources added (index: the seat); the score as it would stand if the game ended now.", returns = "number[]")
    public Object pointsSoFar() {
        GameContext ctx = ctx();
        int[] total = new int[g.rules.seats];
        for (int i = 0; i < NebelGame.SOURCES.length; i++) {
            int[] p = g.points(ctx, i);
            for (int seat = 0; seat < total.length; seat++) total[seat] += p[seat];
        }
        return ScriptValues.toGuest(total);
    }

    // ---------------------------------------------------------------- what cards do

    @ScriptExport
    @ApiDoc(value = "A seat gains (or, with a negative count, pays) some of a resource; it never goes below 0.", params = {"number", "Resource", "number"})
    public void gain(int seat, String resource, int count) {
        checkSeat(seat);
        int r = resource(resource);
        if (count < -99 || count > 99) throw new IllegalArgumentException("count must be -99 to 99, got " + count);
        g.gain(ctx(), seat, r, Math.max(count, -g.res(state(), seat, r)));
    }

    @ScriptExport
    @ApiDoc("The seat builds a whale for free where it has an outpost or a whale (the shipwright).")
    public void buildFreeWhale(int seat) {
        part(seat, Parts.FREE_WHALE, 0);
    }

    @ScriptExport
    @ApiDoc("The seat builds an outpost for free where it has a whale (the surveyor).")
    public void buildFreeOutpost(int seat) {
        part(seat, Parts.FREE_OUTPOST, 0);
    }

    @ScriptExport
    @ApiDoc("The seat may build an outpost where it has a whale, for 2 coins (the foreman).")
    public void buildOutpostForCoins(int seat) {
        part(seat, Parts.FOREMAN, 0);
    }

    @ScriptExport
    @ApiDoc("The seat may build a whale where it has an outpost, for 1 wood and 1 steel (the cartwright).")
    public void buildWhaleForWoodAndSteel(int seat) {
        part(seat, Parts.CARTWRIGHT, 0);
    }

    @ScriptExport
    @ApiDoc("Two characters are drawn and the seat keeps one for free (N5.5, the recruiter); nothing when the deck is empty.")
    public void recruit(int seat) {
        checkSeat(seat);
        CharacterEffects.recruit(g, ctx(), seat);
    }

    @ScriptExport
    @ApiDoc("One of the seat's whales sails up to `spaces` spaces without paying krill, then may load or unload once (N5.7).")
    public void sail(int seat, int spaces) {
        checkCount("spaces", spaces, 20);
        part(seat, Parts.SAIL, spaces);
    }

    @ScriptExport
    @ApiDoc("Each of the seat's whales may sail one space without krill (the whale caller).")
    public void callWhales(int seat) {
        part(seat, Parts.WHALE_CALLER, 0);
    }

    @ScriptExport
    @ApiDoc("The seat puts one cargo of any kind onto a whale with an empty hold (the courier).")
    public void courier(int seat) {
        part(seat, Parts.COURIER, 0);
    }

    @ScriptExport
    @ApiDoc("The seat unloads a whale's cargo onto a matching territory tile of any region (the smuggler).")
    public void smuggle(int seat) {
        part(seat, Parts.SMUGGLE, 0);
    }

    @ScriptExport
    @ApiDoc("The seat exchanges resources 1:1: any resource when `anyResource`, else wood, steel and coins only (N5.8, the trader).")
    public void exchange(int seat, boolean anyResource) {
        part(seat, Parts.EXCHANGE, anyResource ? 4 : 3);
    }

    @ScriptExport
    @ApiDoc("The seat takes `count` of one resource of its choice (the quartermaster).")
    public void takeResource(int seat, int count) {
        checkCount("count", count, 20);
        part(seat, Parts.TAKE, count);
    }

    @ScriptExport
    @ApiDoc("The seat takes the round-end bonus of a harbour card in the row of its choice (N5.9, the harbourmaster).")
    public void harbourBonus(int seat) {
        part(seat, Parts.HARBOUR_BONUS, 0);
    }

    @ScriptExport
    @ApiDoc("The seat takes the start player marker (the pilot).")
    public void takeStartMarker(int seat) {
        checkSeat(seat);
        g.takeStartMarker(ctx(), g.rules.participantOf[seat]);
    }

    /** A part of the seat's turn that asks it a question, run after the script returns. */
    private void part(int seat, int kind, int arg) {
        checkSeat(seat);
        ctx().push(Parts.ID, seat, Parts.arg(kind, arg));
    }
}
