package io.fogisles.kernel.flow;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.toy.ToyFixture;
import org.junit.jupiter.api.Test;

/** A game whose flow never asks anybody anything and never ends is refused, instead of playing rounds for ever. */
class IdleFlowTest {
    static final class Nothing extends com.google.inject.AbstractModule implements GamePlugin {
        @Override
        public String id() {
            return "nothing";
        }
    }

    @Test
    void aFlowThatNeverAsksAndNeverEndsIsStopped() {
        ModuleCatalog c = new ModuleCatalog();
        c.add(new ModuleDescriptor(ModuleCatalog.parse("nothing/module.json",
                "{\"id\": \"nothing\", \"version\": \"1.0.0\", \"engineApi\": \"[1.0,2.0)\"}"), "test", path -> null, new Nothing()));
        RuleSet rules = new RuleSetFactory(c, ToyFixture.host()).create(new GameConfig(ModuleSelection.of("nothing"), 2));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> rules.newGame(1));
        assertTrue(e.getMessage().contains("rounds in a row passed without a decision"), e.getMessage());
    }
}
