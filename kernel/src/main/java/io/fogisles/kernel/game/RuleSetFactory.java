package io.fogisles.kernel.game;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.inject.CreationException;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.Module;
import com.google.inject.ProvisionException;
import com.google.inject.Stage;
import com.google.inject.TypeLiteral;
import com.google.inject.spi.Message;
import io.fogisles.kernel.Kernel;
import io.fogisles.kernel.action.ActionType;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.effect.Effect;
import io.fogisles.kernel.flow.CompiledFlow;
import io.fogisles.kernel.flow.FlowException;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.flow.TurnOrder;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleResolver;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.piece.PieceDef;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.script.ScriptFailure;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptSource;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.score.TieBreak;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.StateLayout;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Builds a {@link RuleSet} from a {@link GameConfig}: resolves the modules, loads their parameters,
 * lets house rules adjust them, wires the modules' Guice plugins, collects their contributions in load
 * order, loads their scripts, and freezes the state layout.
 */
public final class RuleSetFactory {
    private final ModuleCatalog catalog;
    private final ScriptHost scripts;
    private final List<HouseRuleLoader> houseRuleLoaders = new ArrayList<>();

    public RuleSetFactory(ModuleCatalog catalog, ScriptHost scripts) {
        this.catalog = catalog;
        this.scripts = scripts;
    }

    public ModuleCatalog catalog() {
        return catalog;
    }

    public ScriptHost scriptHost() {
        return scripts;
    }

    /** House rules plug in here (see the house-rule support); each sees the config and may adjust parameters and add Guice bindings. */
    public interface HouseRuleLoader {
        /** Returns Guice modules to install after the game modules (may be empty). */
        List<Module> load(GameConfig config, ResolvedModules modules, Parameters parameters);
    }

    public void addHouseRuleLoader(HouseRuleLoader loader) {
        houseRuleLoaders.add(loader);
    }

    public RuleSet create(GameConfig config) {
        ResolvedModules modules = new ModuleResolver(catalog, Kernel.API_VERSION).resolve(config.modules());
        GameDescriptor game = gameOf(modules, config.seats());
        Parameters parameters = new Parameters();
        for (ModuleDescriptor d : modules.ordered()) loadParameters(d, parameters);

        List<Module> guice = new ArrayList<>();
        LayoutBuilder layout = new LayoutBuilder();
        KernelModule kernelModule = new KernelModule(config, modules, parameters, layout, scripts);
        guice.add(kernelModule);
        for (ModuleDescriptor d : modules.ordered()) if (d.plugin() != null) guice.add(d.plugin());
        for (HouseRuleLoader l : houseRuleLoaders) guice.addAll(l.load(config, modules, parameters));

        Injector injector;
        try {
            injector = Guice.createInjector(Stage.DEVELOPMENT, guice);
        } catch (CreationException e) {
            throw new ModuleException(null, "the modules " + modules.ids() + " cannot be wired together: " + firstMessage(e.getErrorMessages()));
        }
        try {
            RuleSet rules = assemble(config, modules, parameters, layout, kernelModule, injector);
            rules.game(game);
            return rules;
        } catch (com.google.inject.ConfigurationException e) {
            throw new ModuleException(null, "the modules " + modules.ids() + " are missing a binding: " + firstMessage(e.getErrorMessages()));
        } catch (ProvisionException e) {
            Throwable root = e.getCause() != null ? e.getCause() : e;
            if (root instanceof DataException d) throw d;
            if (root instanceof ModuleException m) throw m;
            throw new ModuleException(null, "building the rules of " + modules.ids() + " failed: " + (root.getMessage() != null ? root.getMessage() : firstMessage(e.getErrorMessages())));
        }
    }

    /**
     * The one game the selected modules belong to (null when the catalog describes none of them), checked
     * against the seat count: a selection mixing two games' modules, or a seat count outside the game's
     * range, is refused before anything is built.
     */
    private GameDescriptor gameOf(ResolvedModules modules, int seats) {
        GameDescriptor game = null;
        for (String id : modules.ids()) {
            GameDescriptor g = catalog.gameOf(id);
            if (g == null) continue;
            if (game != null && !game.id().equals(g.id()))
                throw new ModuleException(id, "module '" + id + "' is of the game '" + g.id() + "', the others of '" + game.id() + "': choose the modules of one game");
            game = g;
        }
        // the modules are fine; the table is not: a save blames its seats, a command its --players
        if (game != null && !game.players().allows(seats))
            throw new IllegalArgumentException(game.displayName("en") + " is for " + game.players() + " players, not " + seats);
        return game;
    }

    private static String firstMessage(java.util.Collection<Message> messages) {
        return messages.isEmpty() ? "(no details)" : messages.iterator().next().getMessage();
    }

    private static void loadParameters(ModuleDescriptor d, Parameters parameters) {
        String file = d.manifest().entryPoints().parameters();
        if (file == null) {
            parameters.putDefaults(d.id(), com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode(), d.displayPath("(none)"));
            return;
        }
        LocatedJson doc = LocatedJson.parse(d.displayPath(file), d.read(file));
        JsonNode root = doc.root();
        if (!(root instanceof ObjectNode o)) throw doc.error("$", "module parameters must be a JSON object");
        o.remove("$schema");
        o.remove("_comment");
        parameters.putDefaults(d.id(), o, d.displayPath(file));
    }

    private <T> List<T> set(Injector injector, Class<T> type) {
        @SuppressWarnings("unchecked")
        Key<Set<T>> key = (Key<Set<T>>) Key.get(TypeLiteral.get(com.google.inject.util.Types.setOf(type)));
        return new ArrayList<>(injector.getInstance(key));
    }

    private RuleSet assemble(GameConfig config, ResolvedModules modules, Parameters parameters, LayoutBuilder layout,
                             KernelModule kernelModule, Injector injector) {
        // 1. pieces first: steps may read the catalog when they are built
        PieceCatalog.Builder pb = new PieceCatalog.Builder();
        for (PieceContribution c : set(injector, PieceContribution.class)) c.contribute(pb);
        PieceCatalog pieces = pb.build();
        kernelModule.catalog.set(pieces);
        KernelState kernel = new KernelState(layout, pieces.size());

        // 2. the flow, edited by each module in load order
        FlowSpec spec = new FlowSpec(FlowNode.group("kernel:setup", TurnOrder.INHERIT), FlowNode.group("kernel:round", TurnOrder.INHERIT));
        for (FlowContribution c : set(injector, FlowContribution.class)) {
            try {
                c.contribute(spec);
            } catch (FlowException e) {
                throw new ModuleException(null, "a module's flow edit failed: " + e.getMessage());
            }
        }
        CompiledFlow flow = new CompiledFlow(spec);
        for (io.fogisles.kernel.flow.Decision d : flow.decisions()) {
            if (d instanceof io.fogisles.kernel.flow.SimultaneousDecision) {
                kernel.reserveSecretAnswers(layout);
                break;
            }
        }
        List<String> interruptIds = new ArrayList<>(spec.interrupts().keySet());

        // 3. everything else the modules contribute
        List<ScoreRow> rows = set(injector, ScoreRow.class);
        rows.sort(Comparator.comparingInt(ScoreRow::order));
        adjustRows(rows, set(injector, io.fogisles.kernel.score.ScoreAdjustment.class));
        List<TieBreak> ties = set(injector, TieBreak.class);
        ties.sort(Comparator.comparingInt(TieBreak::order));
        List<String> endReasons = new ArrayList<>();
        for (EndReason r : set(injector, EndReason.class)) endReasons.add(r.id());
        List<ActionType> actionTypes = set(injector, ActionType.class);
        @SuppressWarnings("unchecked")
        TypeLiteral<Map<String, Effect>> effectMap = (TypeLiteral<Map<String, Effect>>) TypeLiteral.get(
                com.google.inject.util.Types.mapOf(String.class, Effect.class));
        Map<String, Effect> javaEffects = new LinkedHashMap<>(injector.getInstance(Key.get(effectMap)));
        Map<String, Effect> twins = injector.getInstance(Key.get(effectMap, io.fogisles.kernel.effect.ScriptTwin.class));

        // 4. scripts: one unit per module that has scripts, checked now so that errors show before play
        List<ScriptApiFactory> apis = set(injector, ScriptApiFactory.class);
        List<ScriptUnit> units = new ArrayList<>();
        Map<String, ScriptUnit> effectUnits = new LinkedHashMap<>();
        for (ModuleDescriptor d : modules.ordered()) {
            List<String> files = d.manifest().entryPoints().scripts();
            if (files.isEmpty()) continue;
            List<ScriptSource> sources = new ArrayList<>();
            for (String f : files) sources.add(new ScriptSource(d.displayPath(f), d.read(f)));
            ScriptUnit unit = new ScriptUnit(d.id(), d.id(), sources, apis);
            addUnit(unit, units, effectUnits, javaEffects, twins);
            ModuleScriptMembers.check(unit); // a misspelled API call in a card's text: refused now, not when a game reaches it
        }
        for (ScriptUnit extra : set(injector, ScriptUnit.class)) addUnit(extra, units, effectUnits, javaEffects, twins);

        for (String id : twins.keySet())
            if (!javaEffects.containsKey(id)) throw new ModuleException(null, "a Java twin stands in for effect '" + id + "', which no script defines");
        kernel.reserveScriptFlags(layout, units.size());
        StateLayout frozen = layout.freeze(config.seats(), pieces.size(), decks(pieces), hiddenIn(pieces));
        parameters.freeze();
        List<GameEventListener> listeners = set(injector, GameEventListener.class);
        List<ActionVeto> vetoes = set(injector, ActionVeto.class);
        RuleSet rules = new RuleSet(config, modules, injector, frozen, kernel, pieces, flow, interruptIds, rows, ties, listeners,
                vetoes, endReasons, actionTypes, javaEffects, effectUnits, units, scripts, parameters);
        rules.notes(set(injector, RuleSetNote.class));
        @SuppressWarnings("unchecked")
        Key<Set<GameConfig.HouseRuleRef>> loaded = (Key<Set<GameConfig.HouseRuleRef>>) Key.get(TypeLiteral.get(
                com.google.inject.util.Types.setOf(GameConfig.HouseRuleRef.class)));
        rules.houseRules(new ArrayList<>(injector.getInstance(loaded)));
        for (RuleSetValidator v : set(injector, RuleSetValidator.class)) v.validate(rules);
        return rules;
    }

    /**
     * Each piece's deck number from its attribute {@value PieceDef#DECK} (1, 2, … in order of first use; 0 without
     * one), or null when no piece names a deck: a search copy redeals hidden pieces only within their deck.
     */
    private static int[] decks(PieceCatalog pieces) {
        Map<String, Integer> numbers = new LinkedHashMap<>();
        int[] out = new int[pieces.size()];
        for (PieceDef p : pieces.all()) {
            String deck = p.stringAttr(PieceDef.DECK);
            if (deck != null) out[p.index()] = numbers.computeIfAbsent(deck, k -> numbers.size() + 1);
        }
        return numbers.isEmpty() ? null : out;
    }

    /** Per piece, the zone it may lie in while hidden (attribute {@link PieceDef#HIDDEN_IN}), or null when no piece names one. */
    private static String[] hiddenIn(PieceCatalog pieces) {
        String[] out = new String[pieces.size()];
        boolean any = false;
        for (PieceDef p : pieces.all()) {
            out[p.index()] = p.stringAttr(PieceDef.HIDDEN_IN);
            any |= out[p.index()] != null;
        }
        return any ? out : null;
    }

    /** Wraps each row that house rules change with its adjustments (in load order); an unknown row id is an error. */
    private static void adjustRows(List<ScoreRow> rows, List<io.fogisles.kernel.score.ScoreAdjustment> adjustments) {
        if (adjustments.isEmpty()) return;
        List<String> ids = rows.stream().map(ScoreRow::id).toList();
        for (io.fogisles.kernel.score.ScoreAdjustment a : adjustments) {
            if (!ids.contains(a.rowId()))
                throw new ModuleException(null, a.owner() + " changes the score row '" + a.rowId() + "', which does not exist" + io.fogisles.kernel.data.DidYouMean.hint(a.rowId(), ids)
                        + "; rows: " + String.join(", ", ids));
        }
        for (int i = 0; i < rows.size(); i++) {
            String id = rows.get(i).id();
            List<io.fogisles.kernel.score.ScoreAdjustment> mine = adjustments.stream().filter(a -> a.rowId().equals(id)).toList();
            if (!mine.isEmpty()) rows.set(i, io.fogisles.kernel.score.ScoreAdjustment.adjusted(rows.get(i), mine));
        }
    }

    /** Adds a script unit and the effects it defines; an effect with a {@code twin} is run by the twin instead. */
    private void addUnit(ScriptUnit unit, List<ScriptUnit> units, Map<String, ScriptUnit> effectUnits, Map<String, Effect> javaEffects,
                         Map<String, Effect> twins) {
        Set<String> registered;
        try {
            registered = scripts.check(unit);
        } catch (ScriptFailure f) {
            throw new ModuleException(unit.id(), "script of '" + unit.id() + "' does not load: " + f.error());
        }
        units.add(unit);
        for (String key : registered) {
            if (!key.startsWith("effect ")) continue;
            String id = key.substring("effect ".length());
            if (javaEffects.containsKey(id) || effectUnits.containsKey(id))
                throw new ModuleException(unit.id(), "effect '" + id + "' is defined twice");
            if (twins.containsKey(id)) javaEffects.put(id, twins.get(id));
            else effectUnits.put(id, unit);
        }
    }

    /** For tests and tools: a consumer that edits parameters before the rule set is built. */
    public static HouseRuleLoader parameterOverride(Consumer<Parameters> edit) {
        return (config, modules, parameters) -> {
            edit.accept(parameters);
            return List.of();
        };
    }
}
