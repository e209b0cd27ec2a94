package io.fogisles.kernel.rules;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.script.ScriptTarget;
import io.fogisles.kernel.script.ScriptValues;
import io.fogisles.kernel.script.ScriptExport;
import org.graalvm.polyglot.Value;

/**
 * What a rule's {@code setup} hook gets: the module parameters, before the game is built
 * ({@code params.get('cards', 'handSize')}, {@code params.set('cards', 'startPoints', [8, 8, 8, 8])}).
 */
public final class ParamsApi implements ScriptTarget {
    private final Parameters parameters;
    private final String rule;

    ParamsApi(Parameters parameters, String rule) {
        this.parameters = parameters;
        this.rule = rule;
    }

    /** A parameter's value as plain data. */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc(value = "A module parameter as plain data (setup only).", returns = "any")
    public Object get(String module, String key) {
        return ScriptValues.toGuest(Json.MAPPER.convertValue(parameters.get(module, key), Object.class));
    }

    /** Replaces a parameter (the module checks the new value against its schema when the game is built). */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc(value = "Replaces a module parameter (setup only); the module checks it against its schema when the game is built.", params = {"string", "string", "any"})
    public void set(String module, String key, Value value) {
        JsonNode node = Json.MAPPER.valueToTree(ScriptValues.toJava(value));
        parameters.set(module, key, node);
    }

    /** The parameter names of a module. */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc(value = "The parameter names of a module.", returns = "string[]")
    public Object keys(String module) {
        return ScriptValues.toGuest(parameters.keys(module));
    }

    @Override
    public double nextRandom() {
        throw new IllegalStateException("house rule " + rule + ": there is no randomness during setup (the game has no seed yet)");
    }
}
