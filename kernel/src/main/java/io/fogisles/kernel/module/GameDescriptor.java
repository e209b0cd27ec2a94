package io.fogisles.kernel.module;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * A game's {@code game.json}: what the launcher, the commands, the server and the client need to know of a
 * game before any of its rules are loaded. A game is a folder {@code games/<id>/} holding its modules; this
 * file sits at the folder's top and travels in the jar of each of its modules as
 * {@code META-INF/fogisles/game.json}.
 *
 * @param id             stable id ({@code pirate-bay}); what {@code --game} names
 * @param name           display names by language ({@code en}, {@code de}, {@code fr})
 * @param description    one or two sentences by language, for the title screen and {@code info}
 * @param players        how many seats a game may have
 * @param modules        the game's modules; every module belongs to one game
 * @param defaultModules the modules of a game set up without a choice (the first is the game's core)
 * @param colours        the seats' colours in seating order (message keys {@code colour.<id>}); as many as
 *                       the most players
 * @param order          where the game is listed (lower first); the first listed is the default game, the one
 *                       every command and document means when none is named
 * @param variants       module options ({@code module.key}) whose every value the playout tests and
 *                       {@code soak} spread their games over (a board side, a mode)
 */
@JsonIgnoreProperties(ignoreUnknown = false)
public record GameDescriptor(
        @JsonProperty(required = true) String id,
        Map<String, String> name,
        Map<String, String> description,
        @JsonProperty(required = true) Players players,
        @JsonProperty(required = true) List<String> modules,
        List<String> defaultModules,
        List<String> colours,
        int order,
        List<String> variants) {

    public GameDescriptor {
        name = name == null ? Map.of() : Map.copyOf(name);
        description = description == null ? Map.of() : Map.copyOf(description);
        modules = modules == null ? List.of() : List.copyOf(modules);
        defaultModules = defaultModules == null || defaultModules.isEmpty() ? (modules.isEmpty() ? List.of() : List.of(modules.get(0))) : List.copyOf(defaultModules);
        colours = colours == null ? List.of() : List.copyOf(colours);
        variants = variants == null ? List.of() : List.copyOf(variants);
    }

    /** The seat range, e.g. {@code {"min": 2, "max": 6}}. */
    public record Players(int min, int max) {
        public boolean allows(int seats) {
            return seats >= min && seats <= max;
        }

        @Override
        public String toString() {
            return min == max ? Integer.toString(min) : min + "–" + max;
        }
    }

    public String displayName(String lang) {
        return name.getOrDefault(lang, name.getOrDefault("en", id));
    }

    public String displayDescription(String lang) {
        return description.getOrDefault(lang, description.getOrDefault("en", ""));
    }

    /** The game's core module: the first of its default modules (the one every selection of the game holds). */
    public String coreModule() {
        return defaultModules.get(0);
    }
}
