package io.fogisles.kernel.game;

import io.fogisles.kernel.module.ModuleSelection;
import java.util.List;

/**
 * Everything that fixes the rules of a game before it starts: the modules with their options, the
 * number of seats, and the house rules. (The seed is per game, not part of the rules.)
 */
public record GameConfig(ModuleSelection modules, int seats, List<HouseRuleRef> houseRules) {
    public GameConfig {
        if (seats < 1) throw new IllegalArgumentException("at least one seat");
        houseRules = houseRules == null ? List.of() : List.copyOf(houseRules);
    }

    public GameConfig(ModuleSelection modules, int seats) {
        this(modules, seats, List.of());
    }

    /**
     * A house rule chosen for a game: its id, and the version and SHA-256 it must have (null: whatever is
     * installed), and its options.
     */
    public record HouseRuleRef(String id, String version, String sha256, java.util.Map<String, String> options) {
        public HouseRuleRef {
            options = options == null ? java.util.Map.of() : java.util.Map.copyOf(options);
        }

        public static HouseRuleRef of(String id) {
            return new HouseRuleRef(id, null, null, null);
        }
    }
}
