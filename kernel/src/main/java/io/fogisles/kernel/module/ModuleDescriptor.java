package io.fogisles.kernel.module;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A discovered module: its manifest, where its resources live ({@code fogisles/<id>/} on the class path,
 * or a folder on disk) and its Java plugin, if it has one.
 */
public record ModuleDescriptor(ModuleManifest manifest, String source, ResourceReader resources, GamePlugin plugin) {

    public String id() {
        return manifest.id();
    }

    public Version version() {
        return Version.parse(manifest.version());
    }

    /** Reads files relative to a module's folder. */
    @FunctionalInterface
    public interface ResourceReader {
        /** The file's text, or null when the module has no such file. */
        String read(String relativePath) throws IOException;

        static ResourceReader classpath(ClassLoader loader, String root) {
            return path -> {
                try (InputStream in = loader.getResourceAsStream(root + path)) {
                    return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            };
        }
    }

    /** A module file's text; a clear error when it is missing. */
    public String read(String relativePath) {
        try {
            String text = resources.read(relativePath);
            if (text == null) throw new ModuleException(id(), "module '" + id() + "': missing file " + displayPath(relativePath) + " (named in its module.json)");
            return text;
        } catch (IOException e) {
            throw new ModuleException(id(), "module '" + id() + "': cannot read " + displayPath(relativePath) + ": " + e.getMessage());
        }
    }

    /** How errors name a module file: {@code cards/data/deck.json}. */
    public String displayPath(String relativePath) {
        return id() + "/" + relativePath;
    }
}
