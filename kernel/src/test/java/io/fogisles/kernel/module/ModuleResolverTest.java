package io.fogisles.kernel.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.data.DataException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ModuleResolverTest {

    private static ModuleDescriptor module(String id, String engineApi, List<String> requires, List<String> optional, List<String> incompatible,
                                           Map<String, ModuleManifest.OptionSpec> options) {
        ModuleManifest m = new ModuleManifest(id, Map.of("en", id), "1.2.0", engineApi,
                requires.stream().map(ModuleManifest.Dependency::of).toList(), optional.stream().map(ModuleManifest.Dependency::of).toList(),
                incompatible, options, null, null);
        return new ModuleDescriptor(m, "test:" + id, p -> null, null);
    }

    private static ModuleDescriptor module(String id, String... requires) {
        return module(id, "[1.0,2.0)", List.of(requires), List.of(), List.of(), Map.of());
    }

    private static ModuleCatalog catalog(ModuleDescriptor... ds) {
        ModuleCatalog c = new ModuleCatalog();
        for (ModuleDescriptor d : ds) c.add(d);
        return c;
    }

    private static ResolvedModules resolve(ModuleCatalog c, ModuleSelection s) {
        return new ModuleResolver(c, Version.parse("1.0")).resolve(s);
    }

    private static String error(ModuleCatalog c, ModuleSelection s) {
        return assertThrows(ModuleException.class, () -> resolve(c, s)).getMessage();
    }

    @Test
    @DisplayName("modules load after what they require, whatever order they are chosen in")
    void order() {
        ModuleCatalog c = catalog(module("base"), module("harbour", "base"), module("expansion", "harbour"));
        assertEquals(List.of("base", "harbour", "expansion"), resolve(c, ModuleSelection.of("expansion", "base", "harbour")).ids());
    }

    @Test
    @DisplayName("a missing dependency names the module, the dependency and the fix")
    void missingDependency() {
        ModuleCatalog c = catalog(module("base"), module("harbour", "base"), module("expansion", "harbour"));
        String m = error(c, ModuleSelection.of("base", "expansion"));
        assertTrue(m.contains("'expansion' requires module 'harbour'"), m);
        assertTrue(m.contains("base,expansion,harbour"), m);
    }

    @Test
    @DisplayName("every missing dependency is named in one message, also those of the missing modules (expansion alone needs harbour and base)")
    void allMissingDependencies() {
        ModuleCatalog c = catalog(module("base"), module("harbour", "base"), module("expansion", "base", "harbour"));
        String m = error(c, ModuleSelection.of("expansion"));
        assertTrue(m.startsWith("module 'expansion' requires modules 'base' and 'harbour', which are not selected"), m);
        assertTrue(m.contains("e.g. modules expansion,base,harbour"), m);

        ModuleCatalog chain = catalog(module("base"), module("harbour", "base"), module("expansion", "harbour"));
        String n = error(chain, ModuleSelection.of("expansion"));
        assertTrue(n.startsWith("module 'expansion' requires module 'harbour', and 'harbour' requires module 'base', which are not selected"), n);

        ModuleCatalog partial = catalog(module("harbour", "base"), module("expansion", "base", "harbour"));
        String p = error(partial, ModuleSelection.of("expansion"));
        assertTrue(p.contains("'base' is not installed"), p);
    }

    @Test
    @DisplayName("a dependency cycle is reported as a path")
    void cycle() {
        ModuleCatalog c = catalog(module("a", "b"), module("b", "c"), module("c", "a"));
        String m = error(c, ModuleSelection.of("a", "b", "c"));
        assertTrue(m.contains("cycle"), m);
        assertTrue(m.contains("a → b → c → a"), m);
    }

    @Test
    @DisplayName("an incompatible pair is refused, naming both modules")
    void incompatible() {
        ModuleCatalog c = catalog(module("base"), module("x", "[1.0,2.0)", List.of("base"), List.of(), List.of("y"), Map.of()), module("y", "base"));
        String m = error(c, ModuleSelection.of("base", "x", "y"));
        assertTrue(m.contains("'x' and 'y' cannot be played together"), m);
    }

    @Test
    @DisplayName("unknown option and unknown option value are refused with the allowed ones")
    void options() {
        ModuleCatalog c = catalog(module("base", "[1.0,2.0)", List.of(), List.of(), List.of(),
                Map.of("island", new ModuleManifest.OptionSpec("front", List.of("front", "back"), null))));
        String unknown = error(c, ModuleSelection.of("base").withOption("base", "isle", "back"));
        assertTrue(unknown.contains("has no option 'isle'") && unknown.contains("did you mean 'island'"), unknown);
        String value = error(c, ModuleSelection.of("base").withOption("base", "island", "side"));
        assertTrue(value.contains("cannot be 'side'") && value.contains("allowed: front, back"), value);
        assertEquals("front", resolve(c, ModuleSelection.of("base")).option("base", "island"));
        assertEquals("back", resolve(c, ModuleSelection.of("base").withOption("base", "island", "back")).option("base", "island"));
        String notSelected = error(c, ModuleSelection.of("base").withOption("harbour", "side", "back"));
        assertTrue(notSelected.contains("not selected"), notSelected);
    }

    @Test
    @DisplayName("an unknown module id suggests the closest one")
    void unknownModule() {
        ModuleCatalog c = catalog(module("base"), module("harbour", "base"));
        String m = error(c, ModuleSelection.of("base", "harbor"));
        assertTrue(m.contains("unknown module 'harbor'") && m.contains("did you mean 'harbour'"), m);
    }

    @Test
    @DisplayName("a module made for another engine API is refused")
    void engineApi() {
        ModuleCatalog c = catalog(module("old", "[0.1,0.9)", List.of(), List.of(), List.of(), Map.of()));
        String m = error(c, ModuleSelection.of("old"));
        assertTrue(m.contains("needs engine API [0.1,0.9)"), m);
    }

    @Test
    @DisplayName("an optional dependency only orders modules when both are chosen")
    void optional() {
        ModuleCatalog c = catalog(module("z", "[1.0,2.0)", List.of(), List.of("a"), List.of(), Map.of()), module("a"));
        assertEquals(List.of("a", "z"), resolve(c, ModuleSelection.of("z", "a")).ids());
        assertEquals(List.of("z"), resolve(c, ModuleSelection.of("z")).ids());
    }

    @Test
    @DisplayName("a manifest with an unknown key says which key, where, and suggests the right one")
    void manifestErrors() {
        DataException e = assertThrows(DataException.class, () -> ModuleCatalog.parse("mod/module.json",
                "{\n  \"id\": \"x\",\n  \"version\": \"1.0\",\n  \"engineApi\": \"[1.0,2.0)\",\n  \"requirez\": []\n}"));
        assertTrue(e.getMessage().contains("unknown key 'requirez'") && e.getMessage().contains("did you mean 'requires'"), e.getMessage());
        assertEquals(5, e.line());
        DataException v = assertThrows(DataException.class, () -> ModuleCatalog.parse("mod/module.json",
                "{\"id\": \"x\", \"version\": \"one\", \"engineApi\": \"[1.0,2.0)\"}"));
        assertEquals("$.version", v.path());
        DataException bad = assertThrows(DataException.class, () -> ModuleCatalog.parse("mod/module.json", "{\"id\": \"x\", "));
        assertTrue(bad.getMessage().startsWith("mod/module.json:1:"), bad.getMessage());
    }

    @Test
    @DisplayName("version ranges: inclusive, exclusive and open ends")
    void ranges() {
        assertTrue(VersionRange.parse("[1.0,2.0)").contains(Version.parse("1.9.9")));
        assertTrue(!VersionRange.parse("[1.0,2.0)").contains(Version.parse("2.0")));
        assertTrue(VersionRange.parse("[1.0,)").contains(Version.parse("7")));
        assertTrue(VersionRange.parse("1.2").contains(Version.parse("1.2.0")));
        assertTrue(!VersionRange.parse("(1.0,2.0]").contains(Version.parse("1.0")));
    }
}
