package io.fogisles.kernel.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ResolvedModules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Checks a module's parameters against its JSON schema once house rules may have changed them. The
 * error names the module's own parameters file, with the line of the offending JSON path when the value
 * still comes from that file, so a typo in {@code data/parameters.json} is found at its line.
 */
public final class ParameterCheck {
    private ParameterCheck() {
    }

    /**
     * @param module         the module id ({@code cards})
     * @param schemaResource the schema on the class path of {@code owner}
     * @param label          how the error names the parameters ("module 2 parameters")
     * @throws DataException the first problem found
     */
    public static void check(Parameters p, String module, Class<?> owner, String schemaResource, String label, ResolvedModules modules) {
        List<DataException> problems = schema(owner, schemaResource).validate(LocatedJson.parse(p.source(module), merged(p, module)));
        if (!problems.isEmpty()) throw located(p, module, label, modules, problems.get(0));
    }

    /** A schema on the class path of {@code owner}. */
    public static Schema schema(Class<?> owner, String resource) {
        try (InputStream in = owner.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException(resource + " is missing from the " + owner.getSimpleName() + " jar");
            return Schema.load(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The module's parameters as they stand, as one JSON object. */
    private static String merged(Parameters p, String module) {
        com.fasterxml.jackson.databind.node.ObjectNode all = Json.MAPPER.createObjectNode();
        for (String k : p.keys(module)) all.set(k, p.get(module, k));
        try {
            return Json.MAPPER.writeValueAsString(all);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The problem at the line of the same JSON path in the module's own parameters file, when that is the source. */
    private static DataException located(Parameters p, String module, String label, ResolvedModules modules, DataException e) {
        String problem = e.problem() + " (" + label + ", possibly changed by a house rule)";
        String source = p.source(module);
        ModuleDescriptor d = modules == null ? null : modules.ordered().stream().filter(m -> m.id().equals(module)).findFirst().orElse(null);
        String file = d == null ? null : d.manifest().entryPoints().parameters();
        if (file != null && d.displayPath(file).equals(source)) return LocatedJson.parse(source, d.read(file)).error(e.path(), problem);
        return new DataException(source, e.path(), problem);
    }
}
