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

    /** A house rule chosen for a game: where it was loaded from and its identity. */
    public record HouseRuleRef(String id, String version, String sha256, Object source) {
    }
}
