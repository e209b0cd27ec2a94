package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.script.ScriptHost;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The script host made ahead on its own thread ({@link Services#warmScripts}) is the one the commands then use, and it is closed with the rest. */
class ServicesWarmUpTest {
    @Test
    void theWarmedHostIsTheOneTheRuleSetsUseAndClosingClosesIt() {
        ScriptHost host;
        try (Services rt = new Services()) {
            rt.warmScripts();
            rt.warmScripts(); // a second call starts nothing more
            host = rt.scripts();
            assertSame(host, rt.scripts());
            rt.rules(new GameConfig(new ModuleSelection(List.of("base"), Map.of()), 4, List.of())); // the modules' scripts load in it
        }
        assertThrows(IllegalStateException.class, host::session, "the host is closed with the services");
    }
}
