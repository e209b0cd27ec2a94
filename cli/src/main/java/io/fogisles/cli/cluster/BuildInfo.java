package io.fogisles.cli.cluster;

import io.fogisles.cli.AppVersion;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * What a process plays games with: the program's version, the installed game modules with their versions,
 * the libraries on its class path, and a digest of the program's own code and module files per folder. Two
 * processes with equal build infos play every game alike; a worker whose build info differs from the
 * coordinator's is refused, with a message that names the difference.
 *
 * <p>The code digest is over file contents, not jar files: the same sources built twice (jars carry their
 * build time) give the same digest, another compiler or a changed file does not.
 *
 * @param version   the program's version ({@link AppVersion})
 * @param modules   installed module id → version
 * @param libraries the file names of the class path's jars that hold no Fog Isles code (their versions are in the names)
 * @param code      folder of the program's own files ({@code io/fogisles/kernel/sim}, {@code fogisles/base/scripts}…) → SHA-256 of its files
 */
public record BuildInfo(String version, SortedMap<String, String> modules, List<String> libraries, SortedMap<String, String> code) implements Serializable {
    private static final long serialVersionUID = 1L;
    private static BuildInfo current;

    public BuildInfo {
        modules = new TreeMap<>(modules);
        libraries = List.copyOf(libraries);
        code = new TreeMap<>(code);
    }

    /** This process's build info (computed once: reading the program's files takes a fraction of a second). */
    public static BuildInfo current() {
        return current(null);
    }

    /** The same, with the modules of a catalog the process already has (discovering it again costs as much as the digest). */
    public static synchronized BuildInfo current(ModuleCatalog catalog) {
        if (current == null) {
            String path = System.getProperty("java.class.path", "");
            String modulePath = System.getProperty("jdk.module.path"); // the launcher puts GraalJS there
            if (modulePath != null && !modulePath.isBlank()) path = path + File.pathSeparator + modulePath;
            current = of(catalog != null ? catalog : ModuleCatalog.discover(BuildInfo.class.getClassLoader()), path);
        }
        return current;
    }

    static BuildInfo of(ModuleCatalog catalog, String classPath) {
        SortedMap<String, String> modules = new TreeMap<>();
        for (ModuleDescriptor d : catalog.all()) modules.put(d.id(), d.manifest().version());
        TreeSet<String> libraries = new TreeSet<>();
        SortedMap<String, MessageDigest> digests = new TreeMap<>();
        java.util.ArrayDeque<Path> todo = new java.util.ArrayDeque<>();
        java.util.Set<Path> seen = new java.util.HashSet<>();
        for (String entry : classPath.split(File.pathSeparator)) if (!entry.isBlank()) todo.add(Path.of(entry).toAbsolutePath().normalize());
        while (!todo.isEmpty()) {
            Path p = todo.poll();
            if (!seen.add(p)) continue;
            try {
                if (Files.isDirectory(p)) digestFolder(p, digests);
                else if (Files.isRegularFile(p)) {
                    if (!digestJar(p, digests)) libraries.add(p.getFileName().toString());
                    todo.addAll(manifestClassPath(p)); // a jar's Class-Path entries are on the class path too (java -jar, test runners)
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + p + " to identify this build: " + e.getMessage(), e);
            }
        }
        SortedMap<String, String> code = new TreeMap<>();
        digests.forEach((folder, d) -> code.put(folder, HexFormat.of().formatHex(d.digest())));
        return new BuildInfo(AppVersion.get(), modules, List.copyOf(libraries), code);
    }

    /** The entries of a jar's manifest Class-Path, resolved against the jar's folder. */
    private static List<Path> manifestClassPath(Path jar) throws IOException {
        try (java.util.jar.JarFile j = new java.util.jar.JarFile(jar.toFile())) {
            java.util.jar.Manifest m = j.getManifest();
            String cp = m == null ? null : m.getMainAttributes().getValue(java.util.jar.Attributes.Name.CLASS_PATH);
            if (cp == null || cp.isBlank()) return List.of();
            List<Path> out = new ArrayList<>();
            for (String item : cp.trim().split("\\s+")) {
                try {
                    java.net.URI u = jar.getParent().toUri().resolve(item);
                    out.add(Path.of(u).toAbsolutePath().normalize());
                } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
                    // not a local file: nothing of ours can be there
                }
            }
            return out;
        }
    }

    /** Whether a file belongs to the program (its classes, module files, plugin registrations) rather than to a library. */
    static boolean ours(String name) {
        return name.startsWith("io/fogisles/") || name.startsWith("META-INF/fogisles/") || name.startsWith("fogisles/")
                || name.startsWith("META-INF/services/io.fogisles.");
    }

    /** Adds a jar's own files; false when it holds none (a library). */
    private static boolean digestJar(Path jar, SortedMap<String, MessageDigest> digests) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            List<ZipEntry> entries = new ArrayList<>();
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements(); ) {
                ZipEntry z = e.nextElement();
                if (!z.isDirectory() && ours(z.getName())) entries.add(z);
            }
            entries.sort((a, b) -> a.getName().compareTo(b.getName()));
            for (ZipEntry z : entries) {
                try (InputStream in = zip.getInputStream(z)) {
                    add(digests, z.getName(), in.readAllBytes());
                }
            }
            return !entries.isEmpty();
        }
    }

    private static void digestFolder(Path root, SortedMap<String, MessageDigest> digests) throws IOException {
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(Files::isRegularFile).forEach(f -> names.add(root.relativize(f).toString().replace(File.separatorChar, '/')));
        }
        names.sort(null);
        for (String name : names) if (ours(name)) add(digests, name, Files.readAllBytes(root.resolve(name)));
    }

    private static void add(SortedMap<String, MessageDigest> digests, String name, byte[] content) {
        int slash = name.lastIndexOf('/');
        MessageDigest d = digests.computeIfAbsent(slash < 0 ? "" : name.substring(0, slash), k -> sha256());
        d.update(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        d.update((byte) 0);
        d.update(Long.toString(content.length).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        d.update((byte) 0);
        d.update(content);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * How {@code other} (a worker's) differs from this build (the coordinator's), in words, or null when they
     * are the same: the version, then each module, then the libraries, then the folders of code that differ.
     */
    public String differenceFrom(BuildInfo other) {
        List<String> out = new ArrayList<>();
        if (!version.equals(other.version)) out.add("it runs Fog Isles " + other.version + ", this machine " + version);
        TreeSet<String> ids = new TreeSet<>(modules.keySet());
        ids.addAll(other.modules.keySet());
        for (String id : ids) {
            String here = modules.get(id), there = other.modules.get(id);
            if (Objects.equals(here, there)) continue;
            if (here == null) out.add("module '" + id + "' " + there + " is installed there, not here");
            else if (there == null) out.add("module '" + id + "' " + here + " is installed here, not there");
            else out.add("module '" + id + "' is version " + there + " there, " + here + " here");
        }
        List<String> onlyThere = new ArrayList<>(other.libraries), onlyHere = new ArrayList<>(libraries);
        onlyThere.removeAll(libraries);
        onlyHere.removeAll(other.libraries);
        if (!onlyThere.isEmpty() || !onlyHere.isEmpty())
            out.add("its libraries differ (there: " + shortList(onlyThere) + "; here: " + shortList(onlyHere) + ")");
        TreeSet<String> folders = new TreeSet<>(code.keySet());
        folders.addAll(other.code.keySet());
        List<String> changed = new ArrayList<>();
        for (String f : folders) if (!Objects.equals(code.get(f), other.code.get(f))) changed.add(f.isEmpty() ? "/" : f);
        if (!changed.isEmpty()) out.add("its program files differ in " + shortList(changed));
        return out.isEmpty() ? null : String.join("; ", out);
    }

    private static String shortList(List<String> items) {
        if (items.isEmpty()) return "none";
        if (items.size() <= 4) return String.join(", ", items);
        return String.join(", ", items.subList(0, 4)) + " and " + (items.size() - 4) + " more";
    }

    /** A short name of this build (the digest of everything), for logs. */
    public String shortId() {
        MessageDigest d = sha256();
        d.update(toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(d.digest()).substring(0, 12);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(version);
        modules.forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        b.append(' ').append(libraries);
        for (Map.Entry<String, String> e : code.entrySet()) b.append(' ').append(e.getKey()).append('=').append(e.getValue());
        return b.toString();
    }
}
