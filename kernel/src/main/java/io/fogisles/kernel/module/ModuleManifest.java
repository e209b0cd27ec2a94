package io.fogisles.kernel.module;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A module's {@code module.json}: who it is, what it needs and what it offers.
 *
 * @param id          stable id ({@code base}); also the namespace of everything the module defines
 * @param name        display names by language ({@code en}, {@code de}, {@code fr})
 * @param version     the module's version
 * @param engineApi   the kernel API versions it works with, e.g. {@code [1.0,2.0)}
 * @param requires    modules that must be selected too (loaded before this one)
 * @param optional    modules loaded before this one when they are selected
 * @param incompatible modules that must not be selected together with this one
 * @param options     per-game options with their defaults and allowed values
 * @param entryPoints what the kernel loads: {@code scripts} (JavaScript files) and {@code parameters}
 *                    (the module's default parameters, a JSON file)
 * @param events      the event types the module raises ({@code cards:card-played}); house-rule tools check
 *                    the events a rule listens to against them
 */
@JsonIgnoreProperties(ignoreUnknown = false)
public record ModuleManifest(
        @JsonProperty(required = true) String id,
        Map<String, String> name,
        @JsonProperty(required = true) String version,
        @JsonProperty(required = true) String engineApi,
        List<Dependency> requires,
        List<Dependency> optional,
        List<String> incompatible,
        Map<String, OptionSpec> options,
        EntryPoints entryPoints,
        Map<String, String> description,
        List<String> events) {

    public ModuleManifest {
        name = name == null ? Map.of() : Map.copyOf(name);
        requires = requires == null ? List.of() : List.copyOf(requires);
        optional = optional == null ? List.of() : List.copyOf(optional);
        incompatible = incompatible == null ? List.of() : List.copyOf(incompatible);
        options = options == null ? Map.of() : new LinkedHashMap<>(options);
        entryPoints = entryPoints == null ? new EntryPoints(List.of(), null, null) : entryPoints;
        description = description == null ? Map.of() : Map.copyOf(description);
        events = events == null ? List.of() : List.copyOf(events);
    }

    /** A manifest that declares no events. */
    public ModuleManifest(String id, Map<String, String> name, String version, String engineApi, List<Dependency> requires, List<Dependency> optional,
                          List<String> incompatible, Map<String, OptionSpec> options, EntryPoints entryPoints, Map<String, String> description) {
        this(id, name, version, engineApi, requires, optional, incompatible, options, entryPoints, description, null);
    }

    public String displayName(String lang) {
        return name.getOrDefault(lang, name.getOrDefault("en", id));
    }

    /** A dependency on another module, with an optional version range. */
    public record Dependency(@JsonProperty(required = true) String id, String version) {
        /** A dependency may be written as a bare id: {@code "base"}. */
        @com.fasterxml.jackson.annotation.JsonCreator(mode = com.fasterxml.jackson.annotation.JsonCreator.Mode.DELEGATING)
        public static Dependency of(String id) {
            return new Dependency(id, null);
        }

        @com.fasterxml.jackson.annotation.JsonCreator(mode = com.fasterxml.jackson.annotation.JsonCreator.Mode.PROPERTIES)
        public Dependency {
        }

        public VersionRange range() {
            return version == null ? null : VersionRange.parse(version);
        }
    }

    /** A per-game option: a default and the allowed values (all strings). */
    public record OptionSpec(@JsonProperty(value = "default", required = true) String defaultValue, @JsonProperty(required = true) List<String> values,
                             Map<String, String> description) {
        public OptionSpec {
            values = List.copyOf(values);
            description = description == null ? Map.of() : Map.copyOf(description);
        }
    }

    /** Files the kernel loads for the module, relative to the module's resource folder. */
    /**
     * @param scripts    the module's JavaScript files (its effects)
     * @param parameters its numbers and tables ({@code data/parameters.json})
     * @param typings    TypeScript declarations of what its script API gives and takes (merged into {@code api.d.ts})
     */
    public record EntryPoints(List<String> scripts, String parameters, String typings) {
        public EntryPoints {
            scripts = scripts == null ? List.of() : List.copyOf(scripts);
        }
    }
}
