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
        String md = ApiReference.markdown(globals, new ApiReference.Names(Map.of("kernel", Map.of("kernel:round-started",
                new io.fogisles.kernel.event.EventSpec("Round `round` begins.", Map.of("round", "number")))), List.of("m:step"), List.of("m:row"), List.of("coin")));
        assertTrue(md.contains("| `oldWay(): number;` | **Deprecated:** use `sample.newWay` instead. The old way. |"), md);
        assertTrue(md.contains("| `newWay(): number;` | The new way. |"), md);
        assertTrue(md.contains("**Deprecated:** use `rule.on` instead."), md);
        assertTrue(md.contains("### kernel\n\n| event | data | what happened |\n|---|---|---|\n| `kernel:round-started` | `round: number` | Round `round` begins. |"), md);
        String ts = ApiReference.typescript(globals);
        assertTrue(ts.contains("/** The old way. @deprecated use sample.newWay instead */\n  oldWay(): number;"), ts);
        assertEquals(Map.of("rule.onEvent", "rule.on", "sample.oldWay", "sample.newWay"), ApiReference.deprecations(globals));
        String withModule = ApiReference.typescript(globals, List.of("interface EffectArgs { card?: number; }"), ApiReference.Names.NONE);
        assertTrue(withModule.contains("interface EffectArgs { seat: number; [key: string]: any; }") && withModule.contains("type PieceKind = string;\n\ninterface EffectArgs { card?: number; }"),
                "a module's typings follow the kernel's and may add to its interfaces: " + withModule);
        assertTrue(ApiReference.ruleEntries().stream().anyMatch(e -> e.name().equals("adjustScore") && e.deprecated().isEmpty()));
    }

    @Test
    @DisplayName("api.d.ts types event, step, row and piece names as literal unions, and each event's data by its type")
    void literalTypes() {
        ApiReference.Names names = new ApiReference.Names(Map.of("module m", Map.of("m:coin-found",
                new io.fogisles.kernel.event.EventSpec("seat found a coin.", Map.of("value", "number")))), List.of("m:setup", "m:turn"), List.of("m:coins"), List.of("coin"));
        String ts = ApiReference.typescript(new LinkedHashMap<>(), List.of(), names);
        assertTrue(ts.contains("  /** seat found a coin. */\n  'm:coin-found': { type: 'm:coin-found'; seat: number; value: number; };\n}\ntype EventType = keyof EventMap;"), ts);
        assertTrue(ts.contains("type StepId = 'm:setup' | 'm:turn';") && ts.contains("type ScoreRowId = 'm:coins';") && ts.contains("type PieceKind = 'coin';"), ts);
        assertTrue(ts.contains("on<K extends EventType>(type: K, fn: (event: EventMap[K]) => void): void;"), "rule.on hands the typed event: " + ts);
        assertTrue(ts.contains("before(step: StepId,") && ts.contains("adjustScore(row: ScoreRowId,"), ts);
    }
}
