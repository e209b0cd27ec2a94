package io.fogisles.cli.cluster;

import io.fogisles.kernel.rules.HouseRule;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A house rule as it travels with a job: its id, the SHA-256 that identifies it (the one a save records) and
 * its files. A worker writes them into a folder of its own and loads the rule from there, so every worker
 * plays the text the coordinator has, whatever is installed on its machine.
 *
 * @param name  the rule's folder or single file name
 * @param files path within the rule's folder (the file name for a single-file rule) → content
 */
public record RuleFiles(String id, String sha256, String name, boolean folder, Map<String, byte[]> files) implements Serializable {
    private static final long serialVersionUID = 1L;
    /** A rule is a few small files; anything larger is not sent (a folder with unrelated content). */
    static final long MAX_BYTES = 8L << 20;

    /** The files of an installed rule. */
    public static RuleFiles of(HouseRule rule) {
        Path at = rule.location();
        Map<String, byte[]> files = new TreeMap<>();
        long[] total = {0};
        try {
            if (Files.isDirectory(at)) {
                try (Stream<Path> walk = Files.walk(at)) {
                    for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                        byte[] b = Files.readAllBytes(f);
                        total[0] += b.length;
                        if (total[0] > MAX_BYTES)
                            throw new ClusterException("house rule '" + rule.id() + "': its folder " + at + " holds more than " + (MAX_BYTES >> 20)
                                    + " MB, too much to send to the workers; keep only the rule's files there");
                        files.put(at.relativize(f).toString().replace(java.io.File.separatorChar, '/'), b);
                    }
                }
            } else {
                files.put(at.getFileName().toString(), Files.readAllBytes(at));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read house rule '" + rule.id() + "' at " + at + ": " + e.getMessage(), e);
        }
        return new RuleFiles(rule.id(), rule.sha256(), at.getFileName().toString(), Files.isDirectory(at), files);
    }

    /** Writes the rule into {@code dir} (as {@code dir/name}, a folder or a single file) and returns where. */
    Path writeInto(Path dir) throws IOException {
        Path root = dir.resolve(safe(name)).normalize();
        if (!root.startsWith(dir)) throw new IOException("rule name '" + name + "' leaves the job's folder");
        for (Map.Entry<String, byte[]> e : files.entrySet()) {
            Path f = (folder ? root.resolve(e.getKey()) : root).normalize();
            if (!f.startsWith(root)) throw new IOException("rule file '" + e.getKey() + "' leaves the rule's folder"); // a job from a hostile sender
            Files.createDirectories(f.getParent());
            Files.write(f, e.getValue());
        }
        return root;
    }

    private static String safe(String n) {
        if (n.isBlank() || n.contains("/") || n.contains("\\") || n.equals("..") || n.equals(".")) return "rule";
        return n;
    }
}
