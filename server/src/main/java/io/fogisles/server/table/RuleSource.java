package io.fogisles.server.table;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import java.util.List;
import java.util.Map;

/** What the server has installed: modules and house rules, and the rule set of a configuration. */
public interface RuleSource {
    /** The rule set of a configuration (built once per configuration); a clear exception when it cannot be. */
    RuleSet rules(GameConfig config);

    /** Installed modules: id → version. */
    Map<String, String> modules();

    /** Installed house rules' ids. */
    List<String> houseRules();
}
