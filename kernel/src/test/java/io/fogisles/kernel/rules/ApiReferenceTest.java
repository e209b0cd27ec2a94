package io.fogisles.kernel.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.script.ApiDoc;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import io.fogisles.kernel.script.ScriptExport;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The generated reference names, for each deprecated function, its own replacement. */
class ApiReferenceTest {

    /** A script API with one old function replaced by another. */
    public static final class SampleApi {
        @ScriptExport
        @ApiDoc(value = "The old way.", deprecated = "sample.newWay")
        public int oldWay() {
            return 1;
        }

        @ScriptExport
        @ApiDoc("The new way.")
        public int newWay() {
            return 2;
        }
    }

    @Test
    @DisplayName("each deprecated function names its replacement in reference.md, api.d.ts and the checker's list (rule API and host APIs alike)")
    void replacements() {
        Map<String, Class<?>> globals = new LinkedHashMap<>();
        globals.put("sample", SampleApi.class);
        String md = ApiReference.markdown(globals, Map.of("kernel", List.of("kernel:round-started")));
        assertTrue(md.contains("| `oldWay(): number;` | **Deprecated:** use `sample.newWay` instead. The old way. |"), md);
        assertTrue(md.contains("| `newWay(): number;` | The new way. |"), md);
        assertTrue(md.contains("**Deprecated:** use `rule.on` instead."), md);
        assertTrue(md.contains("| kernel | `kernel:round-started` |"), md);
        String ts = ApiReference.typescript(globals);
        assertTrue(ts.contains("/** The old way. @deprecated use sample.newWay instead */\n  oldWay(): number;"), ts);
        assertEquals(Map.of("rule.onEvent", "rule.on", "sample.oldWay", "sample.newWay"), ApiReference.deprecations(globals));
        String withModule = ApiReference.typescript(globals, List.of("interface EffectArgs { card?: number; }"));
        assertTrue(withModule.contains("interface EffectArgs { seat: number; [key: string]: any; }\n\ninterface EffectArgs { card?: number; }"),
                "a module's typings follow the kernel's and may add to its interfaces: " + withModule);
        assertTrue(ApiReference.ruleEntries().stream().anyMatch(e -> e.name().equals("adjustScore") && e.deprecated().isEmpty()));
    }
}
