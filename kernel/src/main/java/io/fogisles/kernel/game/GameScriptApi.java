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
