package io.fogisles.client.core;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.fogisles.kernel.game.GameConfig;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A house rule chosen on the new-game screen: its id and the options the players set (options left out
 * take the manifest's default). The version and SHA-256 are not part of the choice: a new game uses the
 * rule as installed, and the save records which version and files that were.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record HouseRuleChoice(String id, Map<String, String> options) {
    public HouseRuleChoice {
        options = options == null ? Map.of() : Map.copyOf(options);
    }

    public HouseRuleChoice withOption(String key, String value) {
        Map<String, String> o = new LinkedHashMap<>(options);
        o.put(key, value);
        return new HouseRuleChoice(id, o);
    }

    /** The engine's reference: whatever version is installed, with these options. */
    public GameConfig.HouseRuleRef ref() {
        return new GameConfig.HouseRuleRef(id, null, null, options);
    }
}
