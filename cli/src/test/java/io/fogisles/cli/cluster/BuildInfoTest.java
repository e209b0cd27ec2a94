package io.fogisles.cli.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.module.ModuleCatalog;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a worker compares before it plays a run: the build info, and the words that name a difference. */
class BuildInfoTest {
    @TempDir
    Path dir;

    private static BuildInfo info(Map<String, String> modules, List<String> libraries, Map<String, String> code) {
        return new BuildInfo("1.0", new TreeMap<>(modules), libraries, new TreeMap<>(code));
    }

    @Test
    @DisplayName("equal builds have no difference; each kind of difference is named: version, module versions, extra modules, libraries, program folders")
    void differencesAreNamed() {
        BuildInfo here = info(Map.of("base", "1.0.0", "harbour", "1.0.0"), List.of("guice-7.0.0.jar"), Map.of("io/fogisles/kernel/sim", "aa"));
        assertNull(here.differenceFrom(info(Map.of("base", "1.0.0", "harbour", "1.0.0"), List.of("guice-7.0.0.jar"), Map.of("io/fogisles/kernel/sim", "aa"))));
        assertEquals("module 'base' is version 1.1.0 there, 1.0.0 here",
                here.differenceFrom(info(Map.of("base", "1.1.0", "harbour", "1.0.0"), List.of("guice-7.0.0.jar"), Map.of("io/fogisles/kernel/sim", "aa"))));
        assertEquals("module 'harbour' 1.0.0 is installed here, not there",
                here.differenceFrom(info(Map.of("base", "1.0.0"), List.of("guice-7.0.0.jar"), Map.of("io/fogisles/kernel/sim", "aa"))));
        assertEquals("its libraries differ (there: guice-7.0.1.jar; here: guice-7.0.0.jar)",
                here.differenceFrom(info(Map.of("base", "1.0.0", "harbour", "1.0.0"), List.of("guice-7.0.1.jar"), Map.of("io/fogisles/kernel/sim", "aa"))));
        assertEquals("its program files differ in io/fogisles/kernel/sim",
                here.differenceFrom(info(Map.of("base", "1.0.0", "harbour", "1.0.0"), List.of("guice-7.0.0.jar"), Map.of("io/fogisles/kernel/sim", "bb"))));
        BuildInfo otherVersion = new BuildInfo("1.1", here.modules(), here.libraries(), here.code());
        assertTrue(here.differenceFrom(otherVersion).startsWith("it runs Fog Isles 1.1, this machine 1.0"), here.differenceFrom(otherVersion));
    }

    private Path jar(String name, long time, Map<String, String> files) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        try (OutputStream o = Files.newOutputStream(p); JarOutputStream j = new JarOutputStream(o)) {
            for (var e : files.entrySet()) {
                JarEntry entry = new JarEntry(e.getKey());
                entry.setLastModifiedTime(FileTime.fromMillis(time));
                j.putNextEntry(entry);
                j.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                j.closeEntry();
            }
        }
        return p;
    }

    @Test
    @DisplayName("the code digest reads the program's files, not the jars: the same files built at another time agree, a changed file does not; other jars count by name")
    void digestOfFilesNotJars() throws Exception {
        Map<String, String> files = Map.of("io/fogisles/x/A.class", "one", "fogisles/x/data/d.json", "{}");
        Path early = jar("early/fogisles-x.jar", 1_000_000L, files), late = jar("late/fogisles-x.jar", 9_000_000_000L, files);
        Path lib = jar("lib-1.2.jar", 5, Map.of("org/lib/L.class", "l"));
        ModuleCatalog none = new ModuleCatalog();
        BuildInfo a = BuildInfo.of(none, early + java.io.File.pathSeparator + lib), b = BuildInfo.of(none, late + java.io.File.pathSeparator + lib);
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(early), Files.readAllBytes(late)), "the two jars differ as files (their times)");
        assertNull(a.differenceFrom(b));
        assertEquals(List.of("lib-1.2.jar"), a.libraries());
        assertEquals(List.of("fogisles/x/data", "io/fogisles/x"), List.copyOf(a.code().keySet()));
        Path changed = jar("changed/fogisles-x.jar", 1_000_000L, Map.of("io/fogisles/x/A.class", "two", "fogisles/x/data/d.json", "{}"));
        assertEquals("its program files differ in io/fogisles/x", a.differenceFrom(BuildInfo.of(none, changed + java.io.File.pathSeparator + lib)));
    }

    @Test
    @DisplayName("a jar's manifest Class-Path is part of the class path (a test runner's or java -jar's)")
    void manifestClassPathIsFollowed() throws Exception {
        Path program = jar("program.jar", 1, Map.of("io/fogisles/y/B.class", "b"));
        Path launcher = dir.resolve("launcher.jar");
        java.util.jar.Manifest m = new java.util.jar.Manifest();
        m.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(java.util.jar.Attributes.Name.CLASS_PATH, program.toUri().toString());
        try (OutputStream o = Files.newOutputStream(launcher); JarOutputStream j = new JarOutputStream(o, m)) {
            j.putNextEntry(new JarEntry("x.txt"));
            j.closeEntry();
        }
        BuildInfo viaManifest = BuildInfo.of(new ModuleCatalog(), launcher.toString());
        assertEquals(List.of("io/fogisles/y"), List.copyOf(viaManifest.code().keySet()));
    }
}
