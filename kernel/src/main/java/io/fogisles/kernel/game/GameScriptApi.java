package io.fogisles.kernel.game;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptValues;
import java.util.Map;
import io.fogisles.kernel.script.ScriptExport;
import org.graalvm.polyglot.Value;

/**
 * The kernel's part of the script API, the global {@code game}: seats, round, the game's randomness,
 * the log and events. Every method acts on the game the host is currently calling for.
 */
public final class GameScriptApi {
    private final ScriptBinding binding;

    public GameScriptApi(ScriptBinding binding) {
        this.binding = binding;
    }

    private Context ctx() {
        return binding.target(Context.class);
    }

    /** Number of seats (players). */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("How many seats (players) the game has.")
    public int seats() {
        return ctx().seats();
    }

    /** The seat the current call acts for, or −1. */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("The seat the current hook acts for, or -1.")
    public int seat() {
        return ctx().seat();
    }

    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("The current round (1 = the first round; 0 during setup).")
    public int round() {
        return ctx().round();
    }

    /** A uniform whole number in [0, n) from the game's RNG. */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("A random whole number from 0 to n-1, from the game's seeded generator (Math.random also works and is seeded too).")
    public int randomInt(int n) {
        if (n <= 0) throw new IllegalArgumentException("game.randomInt(n): n must be positive, got " + n);
        return ctx().nextInt(n);
    }

    /**
     * A house rule's own state value (declared under "state" in its rule.json; rule.state.get/set/add call
     * these). It is a variable of the game state: saved, undone and replayed like any other.
     */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc(value = "Your rule's own state value `name` (declared under \"state\" in rule.json) for a seat; a \"global\" value ignores the seat. rule.state.get(name, seat) is the same.",
            params = {"string", "number"})
    public int ruleState(String name, int seat) {
        Context c = ctx();
        io.fogisles.kernel.state.IntVar v = stateVar(c, name, seat);
        return v.scope() == io.fogisles.kernel.state.Scope.SEAT ? c.get(v, seat) : c.get(v);
    }

    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc(value = "Sets your rule's own state value `name` for a seat (a \"global\" value ignores the seat); in the game state, so it is saved, undone and replayed. rule.state.set(name, seat, value) is the same.",
            params = {"string", "number", "number"})
    public void setRuleState(String name, int seat, int value) {
        Context c = ctx();
        io.fogisles.kernel.state.IntVar v = stateVar(c, name, seat);
        if (v.scope() == io.fogisles.kernel.state.Scope.SEAT) c.set(v, seat, value);
        else c.set(v, value);
    }

    private io.fogisles.kernel.state.IntVar stateVar(Context c, String name, int seat) {
        String own = binding.namespace();
        String id = own + ":state:" + name;
        java.util.List<String> declared = new java.util.ArrayList<>();
        for (io.fogisles.kernel.state.IntVar v : c.state().layout().vars()) {
            if (v.id().equals(id)) {
                if (v.scope() == io.fogisles.kernel.state.Scope.SEAT && (seat < 0 || seat >= c.seats()))
                    throw new IllegalArgumentException("rule.state '" + name + "' is kept per seat: give a seat from 0 to " + (c.seats() - 1) + ", not " + seat);
                return v;
            }
            if (v.id().startsWith(own + ":state:")) declared.add(v.id().substring(own.length() + 7));
        }
        throw new IllegalArgumentException("rule.state: no value '" + name + "' is declared" + io.fogisles.kernel.data.DidYouMean.hint(name, declared)
                + (declared.isEmpty() ? "; declare it in rule.json: \"state\": {\"" + name + "\": {\"scope\": \"seat\", \"initial\": 0}}" : "; declared: " + String.join(", ", declared)));
    }

    /** Writes a line to the game log. */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("Writes a line to the game log.")
    public void log(String text) {
        Context c = ctx();
        c.emit(io.fogisles.kernel.event.KernelEvents.LOG, c.seat(), "text", String.valueOf(text));
    }

    /** Raises an event of the caller's own namespace with plain data. */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc(value = "Raises an event of your rule's own type (e.g. \"my-rule:storm\") with plain data; other rules can listen to it.", params = {"string", "object"})
    public void emit(String type, Value data) {
        // another module's or the kernel's event would tell listeners (and the log) something that did not happen
        String own = binding.namespace();
        if (own != null && (type == null || !type.startsWith(own + ":") || type.length() == own.length() + 1))
            throw new IllegalArgumentException("game.emit('" + type + "'): a rule may raise only its own events, named '" + own + ":…' (e.g. '" + own + ":storm')");
        Object d = data == null ? null : ScriptValues.toJava(data);
        Context c = ctx();
        c.scriptEmitted(type);
        c.emit(new io.fogisles.kernel.event.GameEvent(type, c.seat(), d instanceof Map<?, ?> m ? castMap(m) : Map.of("value", String.valueOf(d))));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> castMap(Map<?, ?> m) {
        return (Map<String, Object>) m;
    }

    /** A module parameter as plain data, e.g. {@code game.param('cards', 'handSize')}. */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc(value = "A module parameter as plain data, e.g. game.param(\"cards\", \"handSize\").", returns = "any")
    public Object param(String module, String key) {
        JsonNode n = ctx().rules().parameters().get(module, key);
        return ScriptValues.toGuest(Json.MAPPER.convertValue(n, Object.class));
    }
}
