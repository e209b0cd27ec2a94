package io.fogisles.kernel.rules;

import io.fogisles.kernel.script.ScriptSource;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A house rule found on disk: its manifest, its scripts and data files (read once), where it lives, and
 * the SHA-256 of its files — the identity a save records.
 *
 * @param data module parameter ({@code cards.deck}) → the JSON text of its file, with the file's name
 */
public record HouseRule(HouseRuleManifest manifest, Path location, List<ScriptSource> scripts, Map<String, DataFile> data, String sha256) {

    public record DataFile(String name, String text) {
    }

    public String id() {
        return manifest.id();
    }

    /** The same rule requiring other modules (check plays a rule whose "requires" names a module misspelled with the one it meant). */
    public HouseRule requiring(List<String> modules) {
        HouseRuleManifest m = manifest;
        return new HouseRule(new HouseRuleManifest(m.id(), m.name(), m.version(), m.apiVersion(), m.author(), m.description(), modules, m.options(), m.scripts(), m.data(),
                m.scoreRows(), m.state()), location, scripts, data, sha256);
    }
}
