package io.fogisles.client.core;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.fogisles.kernel.module.ModuleSelection;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the new-game screen produces: the game ({@code game.json}'s id), its seats, the chosen modules with
 * their options (island side, harbour side, …), the house rules and the seed. {@code seedFixed} says the
 * player typed the seed; else a new random seed is drawn for every game. A setup written before there were
 * several games has no game: it is the game of its modules ({@link #gameIn}).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record GameSetup(List<SeatSetup> seats, List<String> modules, Map<String, Map<String, String>> options, List<HouseRuleChoice> houseRules,
                        long seed, boolean seedFixed, String game) {
    /** The fewest seats of any game, and the most the client has colours for. */
    public static final int MIN_SEATS = 2, MAX_SEATS = SeatSetup.PlayerColour.values().length;

    public GameSetup(List<SeatSetup> seats, List<String> modules, Map<String, Map<String, String>> options, List<HouseRuleChoice> houseRules,
                     long seed, boolean seedFixed) {
        this(seats, modules, options, houseRules, seed, seedFixed, null);
    }

    public GameSetup {
        seats = seats == null ? List.of() : List.copyOf(seats);
        modules = modules == null ? List.of() : List.copyOf(modules);
        Map<String, Map<String, String>> o = new LinkedHashMap<>();
        if (options != null) options.forEach((k, v) -> o.put(k, Map.copyOf(v)));
        options = Map.copyOf(o);
        List<HouseRuleChoice> rules = new ArrayList<>();
        if (houseRules != null) for (HouseRuleChoice r : houseRules) if (r != null && r.id() != null && rules.stream().noneMatch(x -> x.id().equals(r.id()))) rules.add(r);
        houseRules = List.copyOf(rules);
    }

    public static GameSetup defaults() {
        return new GameSetup(List.of(
                new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE),
                new SeatSetup(true, "greedy", SeatSetup.PlayerColour.GREEN, SeatSetup.PlayerSymbol.TRIANGLE),
                new SeatSetup(true, "greedy", SeatSetup.PlayerColour.YELLOW, SeatSetup.PlayerSymbol.SQUARE)),
                List.of("base"), Map.of(), List.of(), 0, false);
    }

    /** Repairs seat counts and duplicate colours or symbols (a hand-edited settings file). */
    public GameSetup sanitized() {
        List<SeatSetup> s = new ArrayList<>(seats);
        if (s.size() < MIN_SEATS || s.size() > MAX_SEATS) return defaults();
        Set<SeatSetup.PlayerColour> colours = EnumSet.noneOf(SeatSetup.PlayerColour.class);
        Set<SeatSetup.PlayerSymbol> symbols = EnumSet.noneOf(SeatSetup.PlayerSymbol.class);
        for (int i = 0; i < s.size(); i++) {
            SeatSetup x = s.get(i);
            if (!colours.add(x.colour())) x = x.withColour(freeColour(colours));
            colours.add(x.colour());
            if (!symbols.add(x.symbol())) x = x.withSymbol(freeSymbol(symbols));
            symbols.add(x.symbol());
            s.set(i, x);
        }
        List<String> m = modules.isEmpty() ? List.of("base") : modules;
        return new GameSetup(s, m, options, houseRules, seed, seedFixed, game);
    }

    /** The game this setup is for: its own, else the game of its first module, else the catalog's default game. */
    public io.fogisles.kernel.module.GameDescriptor gameIn(io.fogisles.kernel.module.ModuleCatalog catalog) {
        io.fogisles.kernel.module.GameDescriptor g = game == null ? null : catalog.game(game);
        if (g == null && !modules.isEmpty()) g = catalog.gameOf(modules.get(0));
        return g != null ? g : catalog.defaultGame();
    }

    /** The colours a game offers its seats, in its order (the client's own when the descriptor names none it knows). */
    public static List<SeatSetup.PlayerColour> colours(io.fogisles.kernel.module.GameDescriptor g) {
        List<SeatSetup.PlayerColour> out = new ArrayList<>();
        if (g != null) for (String id : g.colours()) {
            SeatSetup.PlayerColour c = SeatSetup.PlayerColour.of(id);
            if (c != null && !out.contains(c)) out.add(c);
        }
        return out.isEmpty() ? List.of(SeatSetup.PlayerColour.values()) : List.copyOf(out);
    }

    /** A first setup of a game: a person and two bots (fewer when the game has fewer seats), its default modules. */
    public static GameSetup defaults(io.fogisles.kernel.module.GameDescriptor g) {
        List<SeatSetup.PlayerColour> colours = colours(g);
        int n = Math.max(g.players().min(), Math.min(3, g.players().max()));
        List<SeatSetup> seats = new ArrayList<>();
        for (int i = 0; i < n; i++) seats.add(new SeatSetup(i > 0, "greedy", colours.get(i % colours.size()), SeatSetup.PlayerSymbol.values()[i]));
        return new GameSetup(seats, g.defaultModules(), Map.of(), List.of(), 0, false, g.id());
    }

    /**
     * This setup made fit for a game: a setup of another game gives way to the game's defaults; seats within the
     * game's range and in its colours; only the game's installed modules, its core always on.
     */
    public GameSetup fittedTo(io.fogisles.kernel.module.GameDescriptor g, List<String> installed) {
        if (game != null && !game.equals(g.id())) return defaults(g);
        if (game == null && !modules.isEmpty() && !g.modules().contains(modules.get(0))) return defaults(g);
        List<SeatSetup.PlayerColour> colours = colours(g);
        List<SeatSetup> s = new ArrayList<>(seats);
        while (s.size() > g.players().max()) s.remove(s.size() - 1);
        while (s.size() < g.players().min()) s.add(new SeatSetup(true, "greedy", colours.get(0), SeatSetup.PlayerSymbol.CIRCLE));
        Set<SeatSetup.PlayerColour> used = EnumSet.noneOf(SeatSetup.PlayerColour.class);
        Set<SeatSetup.PlayerSymbol> symbols = EnumSet.noneOf(SeatSetup.PlayerSymbol.class);
        for (int i = 0; i < s.size(); i++) {
            SeatSetup x = s.get(i);
            if (!colours.contains(x.colour()) || used.contains(x.colour())) {
                for (SeatSetup.PlayerColour c : colours) if (!used.contains(c)) {
                    x = x.withColour(c);
                    break;
                }
            }
            used.add(x.colour());
            if (!symbols.add(x.symbol())) x = x.withSymbol(freeSymbol(symbols));
            symbols.add(x.symbol());
            s.set(i, x);
        }
        List<String> m = new ArrayList<>();
        for (String id : installed) if (modules.contains(id) || id.equals(g.coreModule())) m.add(id);
        return new GameSetup(s, m, options, houseRules, seed, seedFixed, g.id());
    }

    private static SeatSetup.PlayerColour freeColour(Set<SeatSetup.PlayerColour> used) {
        for (SeatSetup.PlayerColour c : SeatSetup.PlayerColour.values()) if (!used.contains(c)) return c;
        throw new IllegalStateException("more seats than colours");
    }

    private static SeatSetup.PlayerSymbol freeSymbol(Set<SeatSetup.PlayerSymbol> used) {
        for (SeatSetup.PlayerSymbol c : SeatSetup.PlayerSymbol.values()) if (!used.contains(c)) return c;
        throw new IllegalStateException("more seats than symbols");
    }

    public GameSetup withSeats(List<SeatSetup> s) {
        return new GameSetup(s, modules, options, houseRules, seed, seedFixed, game);
    }

    public GameSetup withModules(List<String> m) {
        return new GameSetup(seats, m, options, houseRules, seed, seedFixed, game);
    }

    public GameSetup withOption(String module, String key, String value) {
        Map<String, Map<String, String>> o = new LinkedHashMap<>(options);
        Map<String, String> mo = new LinkedHashMap<>(o.getOrDefault(module, Map.of()));
        mo.put(key, value);
        o.put(module, mo);
        return new GameSetup(seats, modules, o, houseRules, seed, seedFixed, game);
    }

    public GameSetup withHouseRules(List<HouseRuleChoice> rules) {
        return new GameSetup(seats, modules, options, rules, seed, seedFixed, game);
    }

    /** The chosen house rule with this id, or null. */
    public HouseRuleChoice houseRule(String id) {
        for (HouseRuleChoice r : houseRules) if (r.id().equals(id)) return r;
        return null;
    }

    /** This setup with the rule chosen (kept with its options if it already was) or not chosen. */
    public GameSetup withHouseRule(String id, boolean on) {
        List<HouseRuleChoice> rules = new ArrayList<>();
        for (HouseRuleChoice r : houseRules) if (!r.id().equals(id)) rules.add(r);
        if (on) rules.add(houseRule(id) != null ? houseRule(id) : new HouseRuleChoice(id, Map.of()));
        return withHouseRules(rules);
    }

    public GameSetup withHouseRuleOption(String id, String key, String value) {
        List<HouseRuleChoice> rules = new ArrayList<>();
        for (HouseRuleChoice r : houseRules) rules.add(r.id().equals(id) ? r.withOption(key, value) : r);
        return withHouseRules(rules);
    }

    public GameSetup withSeed(long s, boolean fixed) {
        return new GameSetup(seats, modules, options, houseRules, s, fixed, game);
    }

    public GameSetup withGame(String g) {
        return new GameSetup(seats, modules, options, houseRules, seed, seedFixed, g);
    }

    public String option(String module, String key, String fallback) {
        return options.getOrDefault(module, Map.of()).getOrDefault(key, fallback);
    }

    /** The engine's configuration of the game's rules: modules with their options, seats, house rules. */
    public io.fogisles.kernel.game.GameConfig config() {
        List<io.fogisles.kernel.game.GameConfig.HouseRuleRef> refs = new ArrayList<>();
        for (HouseRuleChoice r : houseRules) refs.add(r.ref());
        return new io.fogisles.kernel.game.GameConfig(selection(), seats.size(), refs);
    }

    /** The engine's module selection: the chosen modules, with the options of chosen modules only. */
    public ModuleSelection selection() {
        ModuleSelection sel = new ModuleSelection(modules, Map.of());
        for (String m : modules) for (Map.Entry<String, String> e : options.getOrDefault(m, Map.of()).entrySet()) sel = sel.withOption(m, e.getKey(), e.getValue());
        return sel;
    }
}
