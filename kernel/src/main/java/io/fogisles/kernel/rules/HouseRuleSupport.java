package io.fogisles.kernel.rules;

import com.google.inject.AbstractModule;
import com.google.inject.Module;
import com.google.inject.multibindings.ProvidesIntoSet;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.game.ActionVeto;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.FlowContribution;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.game.GameEventListener;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.game.RuleSetNote;
import io.fogisles.kernel.i18n.Translated;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleManifest;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.score.ScoreAdjustment;
import io.fogisles.kernel.score.ScoreRow;
import io.fogisles.kernel.score.TieBreak;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.script.ScriptFailure;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.script.ScriptSource;
import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.script.ScriptUnit;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns the house rules chosen for a game into kernel contributions. Each rule runs in its own script
 * context. Its {@code setup} hooks change module parameters before the modules read them; its other
 * hooks become a Guice module: event listeners ({@code rule.on}), flow steps before or after named steps
 * ({@code rule.before}/{@code rule.after}), score rows and changes of existing rows, vetoes and effects.
 * A failing hook is undone and its rule switched off for the game, which goes on (kernel behaviour for
 * every script); a failing score row, adjustment or veto only reads, so it is switched off by itself
 * without changing the game.
 */
public final class HouseRuleSupport implements RuleSetFactory.HouseRuleLoader {
    private static final String API_SOURCE = readApi();
    private final HouseRuleLibrary library;
    private final ScriptHost host;
    /** Registered hooks ("kind id") left out of the game: check's test games play a rule without its hooks on unknown steps or rows. */
    private Set<String> leftOut = Set.of();

    public HouseRuleSupport(HouseRuleLibrary library, ScriptHost host) {
        this.library = library;
        this.host = host;
    }

    /** Leaves the given registered hooks ("kind id") out of the games (check: their step or row does not exist, which it reports). */
    public HouseRuleSupport leavingOut(Set<String> hooks) {
        this.leftOut = Set.copyOf(hooks);
        return this;
    }

    private static final java.util.regex.Pattern NOT_DEFINED = java.util.regex.Pattern.compile("^ReferenceError: (\\w+) is not defined");

    /**
     * A load error said for the author: the game's globals ({@code game}, a module's) exist only while the game
     * calls the rule, so a script that uses them at its top level (where it should only register hooks) reads
     * "game is not defined" from the engine. {@code modules}: the ids of the modules whose globals the rule may
     * use (a module's global is its id in camel case).
     */
    public static io.fogisles.kernel.script.ScriptError explainLoadError(io.fogisles.kernel.script.ScriptError e, java.util.Collection<String> modules) {
        java.util.regex.Matcher m = NOT_DEFINED.matcher(e.message());
        if (!m.find()) return e;
        String name = m.group(1);
        if (!name.equals("game") && modules.stream().map(HouseRuleSupport::globalName).noneMatch(name::equals)) return e;
        return new io.fogisles.kernel.script.ScriptError(e.unit(), e.file(), e.line(), e.column(), e.message() + ": '" + name
                + "' exists only while the game calls the rule, inside a hook (rule.on, rule.after, rule.scoreRow, …); the top level of a script only registers hooks");
    }

    /** A module's script global: its id in camel case (a-b → aB). */
    static String globalName(String moduleId) {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : moduleId.toCharArray()) {
            if (c == '-') upper = true;
            else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }

    /** The state variable of a rule's own value {@code name} ({@code rule.state}). */
    public static String stateVar(String ruleId, String name) {
        return ruleId + ":state:" + name;
    }

    public HouseRuleLibrary library() {
        return library;
    }

    private static String readApi() {
        try (InputStream in = HouseRuleSupport.class.getResourceAsStream("rule-api.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("rule-api.js missing from the kernel", e);
        }
    }

    /** The rule's sources as they run: the generated id/options line, the rule API, then the rule's files. */
    /**
     * What a callback id names after its kind: the event type of {@code "<rule>/on/<n>/cards:card-played"},
     * the step of a before/after hook, the row of an adjustment. (The rule API builds these ids.)
     */
    static String hookTarget(String kind, String id) {
        return id.substring(id.indexOf('/', id.indexOf(kind + "/") + kind.length() + 1) + 1);
    }

    static List<ScriptSource> sources(HouseRule rule, Map<String, String> options) {
        List<ScriptSource> out = new ArrayList<>();
        String info;
        // rule.option(name) returns the value as its declared type: a boolean, a number, or (a choice) the text
        Map<String, Object> typed = new java.util.TreeMap<>();
        options.forEach((k, v) -> {
            ModuleManifest.OptionSpec spec = rule.manifest().options().get(k);
            typed.put(k, spec == null ? v : spec.typed(v));
        });
        try {
            info = "globalThis.__ruleInfo = " + Json.MAPPER.writeValueAsString(Map.of("id", rule.id(), "options", typed)) + ";";
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        out.add(new ScriptSource("kernel/rule-info.js", info));
        out.add(new ScriptSource("kernel/rule-api.js", API_SOURCE));
        out.addAll(rule.scripts());
        return out;
    }

    /** The rule's options: the game's choices checked against the manifest, defaults for the rest. */
    static Map<String, String> options(HouseRule rule, Map<String, String> given) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            ModuleManifest.OptionSpec spec = rule.manifest().options().get(e.getKey());
            if (spec == null) throw new ModuleException(rule.id(), "house rule '" + rule.id() + "' has no option '" + e.getKey() + "'"
                    + io.fogisles.kernel.data.DidYouMean.hint(e.getKey(), rule.manifest().options().keySet()));
            if (spec.refuse(e.getValue()) != null)
                throw new ModuleException(rule.id(), "option " + rule.id() + "." + e.getKey() + " cannot be '" + e.getValue() + "'; allowed: " + spec.allowedText());
            out.put(e.getKey(), e.getValue());
        }
        rule.manifest().options().forEach((k, v) -> out.putIfAbsent(k, v.defaultValue()));
        return out;
    }

    @Override
    public List<Module> load(GameConfig config, ResolvedModules modules, Parameters parameters) {
        List<Module> out = new ArrayList<>();
        for (GameConfig.HouseRuleRef ref : config.houseRules()) {
            HouseRule rule = library.get(ref.id());
            List<RuleProblem> broken = library.problemsOf(ref.id());
            if (rule == null && !broken.isEmpty())
                throw new ModuleException(ref.id(), "house rule '" + ref.id() + "' cannot be read: " + broken.get(0)
                        + (broken.size() > 1 ? " (and " + (broken.size() - 1) + " more problems)" : "") + "; ./fogisles check shows all of them");
            if (rule == null) throw new ModuleException(ref.id(), "house rule '" + ref.id() + "' is not installed"
                    + io.fogisles.kernel.data.DidYouMean.hint(ref.id(), library.all().stream().map(HouseRule::id).toList())
                    + "; put it in the scripts folder or your rules folder");
            List<RuleSetNote> notes = new ArrayList<>();
            HouseRule hidden = library.hiddenBy(rule.id());
            if (hidden != null) notes.add(new RuleSetNote(rule.id(), HouseRuleLibrary.shadowing(rule, hidden)));
            if (!broken.isEmpty())
                notes.add(new RuleSetNote(rule.id(), "another rule with this id could not be read (" + broken.get(0) + "); the one in " + rule.location() + " is used"));
            if (ref.version() != null && !ref.version().equals(rule.manifest().version()))
                notes.add(new RuleSetNote(rule.id(), "was version " + ref.version() + ", is " + rule.manifest().version() + " now"));
            if (ref.sha256() != null && !ref.sha256().equals(rule.sha256()))
                notes.add(new RuleSetNote(rule.id(), "its files changed (SHA-256 " + ref.sha256().substring(0, Math.min(12, ref.sha256().length())) + "… then, "
                        + rule.sha256().substring(0, 12) + "… now)"));
            for (String m : rule.manifest().requires())
                if (!modules.has(m)) throw new ModuleException(rule.id(), "house rule '" + rule.id() + "' requires module '" + m + "', which is not selected");
            Map<String, String> options = options(rule, ref.options());
            List<ScriptSource> sources = sources(rule, options);
            applyData(rule, parameters);
            ScriptUnit setupUnit = new ScriptUnit(rule.id(), rule.id(), sources, List.of());
            ScriptHost.CheckResult loaded;
            try {
                loaded = host.checkWithWarnings(setupUnit);
            } catch (ScriptFailure f) {
                throw new ModuleException(rule.id(), "house rule '" + rule.id() + "' does not load: " + explainLoadError(f.error(), modules.ordered().stream().map(d -> d.id()).toList()));
            }
            for (String w : loaded.warnings()) notes.add(new RuleSetNote(rule.id(), w));
            runSetup(rule, setupUnit, loaded.registered(), parameters);
            GameConfig.HouseRuleRef resolved = new GameConfig.HouseRuleRef(rule.id(), rule.manifest().version(), rule.sha256(), options);
            Set<String> registered = loaded.registered();
            if (!leftOut.isEmpty()) {
                registered = new java.util.LinkedHashSet<>(registered);
                registered.removeAll(leftOut);
            }
            out.add(new RuleModule(rule, resolved, sources, registered, notes));
        }
        return out;
    }

    private static void applyData(HouseRule rule, Parameters parameters) {
        for (Map.Entry<String, HouseRule.DataFile> e : rule.data().entrySet()) {
            String[] mk = e.getKey().split("\\.", 2);
            LocatedJson doc = LocatedJson.parse(e.getValue().name(), e.getValue().text());
            if (!parameters.has(mk[0], mk[1]))
                throw new DataException(rule.location().resolve("rule.json").toString(), "$.data." + e.getKey(), "module '" + mk[0] + "' has no parameter '" + mk[1] + "'");
            parameters.set(mk[0], mk[1], doc.root());
        }
    }

    private void runSetup(HouseRule rule, ScriptUnit unit, Set<String> registered, Parameters parameters) {
        try (ScriptHost.OwnedSession session = host.openSession()) { // setup's variables die with it
            ParamsApi params = new ParamsApi(parameters, rule.id());
            for (String key : registered) {
                if (!key.startsWith("setup ")) continue;
                try {
                    session.call(unit, HookKind.SETUP.id(), key.substring("setup ".length()), params, params);
                } catch (ScriptFailure f) {
                    throw new ModuleException(rule.id(), "house rule '" + rule.id() + "': its setup failed: " + f.error());
                }
            }
        }
    }

    /** A rule's hooks as Guice contributions. */
    static final class RuleModule extends AbstractModule {
        private final HouseRule rule;
        private final GameConfig.HouseRuleRef resolved;
        private final List<ScriptSource> sources;
        private final Set<String> registered;
        private final List<RuleSetNote> notes;
        private volatile ScriptUnit unit;

        RuleModule(HouseRule rule, GameConfig.HouseRuleRef resolved, List<ScriptSource> sources, Set<String> registered, List<RuleSetNote> notes) {
            this.rule = rule;
            this.resolved = resolved;
            this.sources = sources;
            this.registered = registered;
            this.notes = notes;
        }

        @Override
        protected void configure() {
            Contributions.houseRules(binder()).addBinding().toInstance(resolved);
            for (RuleSetNote n : notes) Contributions.notes(binder()).addBinding().toInstance(n);
            int n = 0;
            for (String key : registered) {
                String kind = key.substring(0, key.indexOf(' '));
                String id = key.substring(key.indexOf(' ') + 1);
                HookKind hook = HookKind.of(kind);
                if (hook == null) throw new ModuleException(rule.id(), "house rule '" + rule.id() + "' registered a hook of an unknown kind '" + kind + "'");
                switch (hook) {
                    case ON -> Contributions.listeners(binder()).addBinding().toInstance(listener(id));
                    case BEFORE, AFTER -> Contributions.flow(binder()).addBinding().toInstance(stepHook(hook, id, n++));
                    case SCORE -> Contributions.scoreRows(binder()).addBinding().toInstance(row(id));
                    case VETO -> Contributions.vetoes(binder()).addBinding().toInstance(veto(id));
                    case ADJUST -> Contributions.scoreAdjustments(binder()).addBinding().toInstance(adjustment(id));
                    case TIE_BREAK -> Contributions.tieBreaks(binder()).addBinding().toInstance(tieBreak(id));
                    case SETUP, EFFECT -> { } // setup hooks ran already; effects are found by the kernel
                }
            }
        }

        /** The rule's script unit, with every module's script API; made once per rule set. */
        @ProvidesIntoSet
        ScriptUnit unit(Set<ScriptApiFactory> apis, io.fogisles.kernel.state.LayoutBuilder layout) {
            // the rule's own state: variables of the game state (saved, undone, replayed), made before the layout is frozen
            if (!layout.isFrozen()) rule.manifest().state().forEach((name, spec) -> layout.var(stateVar(rule.id(), name),
                    spec.scope().equals("seat") ? io.fogisles.kernel.state.Scope.SEAT : io.fogisles.kernel.state.Scope.GLOBAL, 1, spec.initial()));
            // fresh top-level variables in every game, also where bulk games share a thread's session
            ScriptUnit u = new ScriptUnit(rule.id(), rule.id(), sources, List.copyOf(apis)).freshEveryGame();
            unit = u;
            return u;
        }

        private GameEventListener listener(String id) {
            String type = hookTarget("on", id);
            return (ctx, e) -> {
                if (!type.equals("*") && !type.equals(e.type())) return;
                ctx.callScript(unit, HookKind.ON, id, event(e));
            };
        }

        private static Map<String, Object> event(GameEvent e) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("type", e.type());
            m.put("seat", e.seat());
            e.data().forEach((k, v) -> m.put(k, v instanceof int[] a ? java.util.Arrays.stream(a).boxed().toList() : v));
            return m;
        }

        private FlowContribution stepHook(HookKind hook, String id, int n) {
            String kind = hook.id();
            String anchor = hookTarget(kind, id);
            String stepId = rule.id() + ":" + kind + "-" + anchor.replace(':', '-') + "-" + n;
            return flow -> {
                FlowNode node = FlowNode.step(stepId, ctx -> {
                    if (ctx.scratch(0) != 0) return null; // the hook pushed steps of its own; they are done
                    ctx.setScratch(0, 1);
                    ctx.callScript(unit, hook, id, ctx.seat());
                    return null;
                });
                try {
                    if (hook == HookKind.BEFORE) flow.insertBefore(anchor, node);
                    else flow.insertAfter(anchor, node);
                } catch (io.fogisles.kernel.flow.FlowException e) {
                    String why = flow.find(anchor) != null ? e.getMessage()
                            : "no flow node '" + anchor + "'" + io.fogisles.kernel.data.DidYouMean.hint(anchor, flow.ids()) + "; known nodes: " + String.join(", ", flow.ids());
                    throw new ModuleException(rule.id(), "house rule '" + rule.id() + "': rule." + kind + "('" + anchor + "', …): " + why);
                }
            };
        }

        private ScoreRow row(String id) {
            return new ScoreRow() {
                public String id() {
                    return id;
                }

                public int order() {
                    return HOUSE_RULE_ORDER;
                }

                public int[] score(GameContext ctx) {
                    int[] out = new int[ctx.seats()];
                    for (int s = 0; s < out.length; s++) {
                        Integer v = ctx.callScriptForWholeNumber("the score row '" + id + "'", unit, HookKind.SCORE, id, s);
                        out[s] = v == null ? 0 : v; // a failed call counts nothing
                    }
                    return out;
                }
            };
        }

        private TieBreak tieBreak(String id) {
            return new TieBreak() {
                public String id() {
                    return id;
                }

                public int order() {
                    return HOUSE_RULE_ORDER;
                }

                public int value(GameContext ctx, int seat) {
                    Integer v = ctx.callScriptForWholeNumber("rule.tieBreak", unit, HookKind.TIE_BREAK, id, seat);
                    return v == null ? 0 : v; // a failed call breaks no tie
                }
            };
        }

        private ScoreAdjustment adjustment(String id) {
            String row = hookTarget("adjust", id);
            return new ScoreAdjustment() {
                public String rowId() {
                    return row;
                }

                public String owner() {
                    return "house rule '" + rule.id() + "' (rule.adjustScore)";
                }

                public int[] adjust(GameContext ctx, int[] points) {
                    for (int s = 0; s < points.length; s++) {
                        Integer v = ctx.callScriptForWholeNumber("rule.adjustScore('" + row + "')", unit, HookKind.ADJUST, id, s, points[s]);
                        if (v != null) points[s] = v; // a failed call leaves the points as they were
                    }
                    return points;
                }
            };
        }

        /**
         * A veto's reason keeps every language the rule gave ({en, de, fr}), and the rule's name its
         * translations, so that the player reads both in their own language.
         */
        private ActionVeto veto(String id) {
            Translated name = new Translated(rule.manifest().name());
            return (ctx, decision, action) -> {
                Object reason = ctx.callScriptReadOnly(unit, HookKind.VETO, id, action(ctx, action), ctx.seat());
                boolean allowed = reason == null || Boolean.FALSE.equals(reason);
                ctx.vetoAsked(rule.id(), id, ctx.actionTypeId(action), !allowed);
                if (allowed) return null;
                return new Rejection("house.veto", "reject.house.veto", List.of(name, reason(reason)));
            };
        }

        private static Object reason(Object reason) {
            if (reason instanceof Map<?, ?> m && !m.isEmpty()) {
                Map<String, String> texts = new LinkedHashMap<>();
                m.forEach((k, v) -> texts.put(String.valueOf(k), String.valueOf(v)));
                return new Translated(texts);
            }
            return String.valueOf(reason);
        }

        private static Map<String, Object> action(GameContext ctx, Action a) {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = new LinkedHashMap<>(Json.MAPPER.convertValue(a, Map.class));
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("type", ctx.actionTypeId(a));
            out.putAll(m);
            return out;
        }
    }
}
