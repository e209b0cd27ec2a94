package io.fogisles.kernel.module;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import io.fogisles.kernel.event.EventSpec;

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
 * @param events      the event types the module raises ({@code cards:card-played}), each with what it means and
 *                    its data; house-rule tools check the events a rule listens to against them (a bare list
 *                    of types, the older form, is still read)
 */
@JsonIgnoreProperties(value = {"$schema"}, ignoreUnknown = false) // "$schema" names scripts/api/module.schema.json for editors
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
        @com.fasterxml.jackson.databind.annotation.JsonDeserialize(using = EventDeclarations.class) Map<String, EventSpec> events) {

    public ModuleManifest {
        name = name == null ? Map.of() : Map.copyOf(name);
        requires = requires == null ? List.of() : List.copyOf(requires);
        optional = optional == null ? List.of() : List.copyOf(optional);
        incompatible = incompatible == null ? List.of() : List.copyOf(incompatible);
        options = options == null ? Map.of() : new LinkedHashMap<>(options);
        entryPoints = entryPoints == null ? new EntryPoints(List.of(), null, null) : entryPoints;
        description = description == null ? Map.of() : Map.copyOf(description);
        events = events == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(events));
    }

    /** A manifest that declares no events. */
    public ModuleManifest(String id, Map<String, String> name, String version, String engineApi, List<Dependency> requires, List<Dependency> optional,
                          List<String> incompatible, Map<String, OptionSpec> options, EntryPoints entryPoints, Map<String, String> description) {
        this(id, name, version, engineApi, requires, optional, incompatible, options, entryPoints, description, null);
    }

    /** The event types the module raises, in the order declared. */
    public List<String> eventTypes() {
        return List.copyOf(events.keySet());
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

    /**
     * A per-game option. Its value travels as text everywhere (saves, the command line, the set-up); the
     * type says which texts are allowed and what a house rule's {@code rule.option(name)} returns.
     *
     * @param type         {@code choice} (the default, the original form: one of {@code values}, read as a
     *                     string), {@code boolean} ({@code true}/{@code false}, read as a boolean) or
     *                     {@code integer} (a whole number from {@code min} to {@code max}, read as a number)
     * @param defaultValue the value a game takes when nobody chooses one
     * @param values       the allowed values of a choice (null for the other types)
     * @param min          the smallest value of an integer option
     * @param max          the largest value of an integer option
     */
    public record OptionSpec(String type, @JsonProperty(value = "default") String defaultValue, List<String> values, Integer min, Integer max,
                             Map<String, String> description) {
        public static final List<String> TYPES = List.of("choice", "boolean", "integer");
        /** An integer option offers at most this many values, so that set-up screens can step through them. */
        public static final int MAX_SPAN = 1000;

        public OptionSpec {
            type = type == null ? "choice" : type;
            values = values == null ? null : List.copyOf(values);
            description = description == null ? Map.of() : Map.copyOf(description);
        }

        /** A choice among texts, the original form of an option. */
        public OptionSpec(String defaultValue, List<String> values, Map<String, String> description) {
            this("choice", defaultValue, values, null, null, description);
        }

        /** Something wrong with the declaration itself: where below the option ({@code "" }, {@code ".min"}, …) and what. */
        public record Problem(String path, String message) {
        }

        /** Everything wrong with this declaration, in one pass (empty when it is usable). */
        public List<Problem> problems() {
            List<Problem> out = new java.util.ArrayList<>();
            switch (type) {
                case "choice" -> {
                    if (values == null || values.isEmpty()) out.add(new Problem(".values", "a choice option lists its values: \"values\": [\"a\", \"b\"]"
                            + " (or declare \"type\": \"boolean\" or \"integer\")"));
                    if (min != null || max != null) out.add(new Problem(min != null ? ".min" : ".max", "min and max belong to \"type\": \"integer\" options"));
                }
                case "boolean" -> {
                    if (values != null) out.add(new Problem(".values", "a boolean option has no values list (it is true or false)"));
                    if (min != null || max != null) out.add(new Problem(min != null ? ".min" : ".max", "min and max belong to \"type\": \"integer\" options"));
                }
                case "integer" -> {
                    if (values != null) out.add(new Problem(".values", "an integer option has no values list; give \"min\" and \"max\""));
                    if (min == null) out.add(new Problem(".min", "an integer option needs \"min\" (the smallest allowed value)"));
                    if (max == null) out.add(new Problem(".max", "an integer option needs \"max\" (the largest allowed value)"));
                    if (min != null && max != null && min > max) out.add(new Problem(".max", "max " + max + " is below min " + min));
                    else if (min != null && max != null && (long) max - min >= MAX_SPAN)
                        out.add(new Problem(".max", "an integer option spans at most " + MAX_SPAN + " values; " + min + ".." + max + " is too wide"));
                }
                default -> out.add(new Problem(".type", "unknown option type '" + type + "'" + io.fogisles.kernel.data.DidYouMean.hint(type, TYPES)
                        + "; the types are " + String.join(", ", TYPES)));
            }
            if (!out.isEmpty()) return out;
            if (defaultValue == null) out.add(new Problem(".default", "the option's default is missing (" + describeAllowed() + ")"));
            else {
                String wrong = refuse(defaultValue);
                if (wrong != null) out.add(new Problem(".default", "the default " + wrong));
            }
            return out;
        }

        /** Null when {@code value} is allowed, otherwise why not ("'7' is not a whole number from 1 to 5"). */
        public String refuse(String value) {
            boolean ok = switch (type) {
                case "integer" -> inRange(value);
                default -> allowed().contains(value); // an integer's values are not listed to be checked
            };
            return ok ? null : "'" + value + "' is not " + describeAllowed();
        }

        /** A whole number in its plain form ("7", "-2"; not "07" or "+7") from min to max. */
        private boolean inRange(String value) {
            if (min == null || max == null || value == null || !value.matches("-?\\d{1,10}")) return false;
            long v = Long.parseLong(value);
            return v >= min && v <= max && value.equals(Long.toString(v));
        }

        /** The allowed values in words: "true or false", "a whole number from 1 to 5", "one of a, b". */
        public String describeAllowed() {
            return "choice".equals(type) ? "one of " + allowedText() : allowedText();
        }

        /** The allowed values for "allowed: …": "a, b", "true or false", "a whole number from 1 to 5". */
        public String allowedText() {
            return switch (type) {
                case "boolean" -> "true or false";
                case "integer" -> "a whole number from " + min + " to " + max;
                default -> String.join(", ", values == null ? List.of() : values);
            };
        }

        /** Every allowed value as text, in order (a usable declaration; see {@link #problems}). */
        public List<String> allowed() {
            return switch (type) {
                case "boolean" -> List.of("false", "true");
                case "integer" -> min == null || max == null || min > max || (long) max - min >= MAX_SPAN ? List.of()
                        : java.util.stream.IntStream.rangeClosed(min, max).mapToObj(Integer::toString).toList();
                default -> values == null ? List.of() : values;
            };
        }

        /** The values {@code check} tries besides the default: every other choice, the other boolean, an integer's ends. */
        public List<String> valuesToTry() {
            List<String> out = new java.util.ArrayList<>("integer".equals(type) ? List.of(Integer.toString(min), Integer.toString(max)) : allowed());
            out.remove(defaultValue);
            return out.stream().distinct().toList();
        }

        /** What a house rule reads for {@code value}: a Boolean, an Integer, or the text itself. */
        public Object typed(String value) {
            return switch (type) {
                case "boolean" -> Boolean.parseBoolean(value);
                case "integer" -> Integer.parseInt(value);
                default -> value;
            };
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
