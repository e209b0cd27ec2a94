package io.fogisles.kernel.rules;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.fogisles.kernel.module.ModuleManifest;
import java.util.List;
import java.util.Map;

/**
 * A house rule's manifest ({@code rule.json}, or the JSON comment at the top of a single-file rule).
 *
 * @param id          lower-case id; also the namespace of everything the rule defines ({@code my-rule:...})
 * @param name        names by language ({@code en} required; {@code de}, {@code fr})
 * @param version     the rule's version
 * @param apiVersion  the rule API version it is written for ({@code "1"})
 * @param author      who wrote it
 * @param description what it does, by language
 * @param requires    modules that must be selected (none when left out)
 * @param options     per-game options with a default and allowed values
 * @param scripts     JavaScript files, evaluated in order (default {@code rule.js})
 * @param data        module parameters replaced by JSON files: {@code "cards.deck": "deck.json"}
 * @param scoreRows   the names of the score rows the rule adds, by row and language:
 *                    {@code "coastalPride": {"en": "Coastal pride", "de": "Küstenstolz"}} (shown on the score sheet)
 * @param state       the rule's own values, whole numbers kept in the game state (saved, undone, replayed like any
 *                    state): {@code "placed": {"scope": "seat", "initial": 0}}; read and written with {@code rule.state}
 */
public record HouseRuleManifest(
        @JsonProperty(required = true) String id,
        @JsonProperty(required = true) Map<String, String> name,
        @JsonProperty(required = true) String version,
        @JsonProperty(required = true) String apiVersion,
        String author,
        Map<String, String> description,
        List<String> requires,
        Map<String, ModuleManifest.OptionSpec> options,
        List<String> scripts,
        Map<String, String> data,
        Map<String, Map<String, String>> scoreRows,
        Map<String, StateSpec> state) {

    /** One value of a rule's own state: once per game ("global") or once per seat ("seat"), starting at {@code initial}. */
    public record StateSpec(String scope, Integer initial, Map<String, String> description) {
        public StateSpec {
            scope = scope == null ? "global" : scope;
            initial = initial == null ? 0 : initial;
            description = description == null ? Map.of() : Map.copyOf(description);
        }
    }


    public HouseRuleManifest {
        description = description == null ? Map.of() : Map.copyOf(description);
        requires = requires == null ? List.of() : List.copyOf(requires); // no module named: the rule works with any
        // keeps an option given as null, so the manifest check can name it ($.options.NAME)
        options = options == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
        scripts = scripts == null ? List.of() : List.copyOf(scripts);
        data = data == null ? Map.of() : Map.copyOf(data);
        scoreRows = scoreRows == null ? Map.of() : Map.copyOf(scoreRows);
        // keeps a value given as null, so the manifest check can name it ($.state.NAME)
        state = state == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(state));
    }

    public String displayName(String lang) {
        return name.getOrDefault(lang, name.getOrDefault("en", id));
    }

    /** A score row's name in a language (else in English), or null when the manifest does not name it. */
    public String scoreRowName(String row, String lang) {
        Map<String, String> names = scoreRows.get(row);
        return names == null ? null : names.getOrDefault(lang, names.get("en"));
    }
}
