package io.fogisles.client.modules.nebelwind;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.IntNode;
import io.fogisles.client.core.EngineFixture;
import io.fogisles.client.core.UiText;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.script.GraalScriptHost;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.NebelState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The worker spaces (both sides) and the B side's resource spaces say the numbers the game plays by: they are filled
 * in from the parameters, so a changed data file or a house rule's {@code params.set} changes the text with the rule.
 */
class NebelSpaceTextTest {
    private static NebelRules rules(RuleSet r) {
        return r.service(NebelGame.class).rules;
    }

    private static String[] text(NebelRules r, UiText t, String lang, int area, int space) {
        t.lang(lang);
        return SpacesPanel.spaceText(r, t, area, space - 1);
    }

    @Test
    @DisplayName("N5.6-N5.9, N14.1-N14.10: the spaces' texts carry the box's numbers, in English, German and French, with nothing left unfilled")
    void theBoxNumbers() {
        RuleSet a = EngineFixture.rules(3, "nebelwind"), b = EngineFixture.rules(3, "nebelwind", "nebelwind-b-side");
        UiText ta = new UiText(a.modules().ordered()), tb = new UiText(b.modules().ordered());
        assertArrayEquals(new String[] {"Buy: outpost 3,", "whale 5 coins"}, text(rules(a), ta, "en", NebelState.WORKER, 2));
        assertArrayEquals(new String[] {"Pay 1 coin:", "a harbour bonus"}, text(rules(a), ta, "en", NebelState.WORKER, 5));
        assertArrayEquals(new String[] {"Left neighbour names one;", "take 5 of the others"}, text(rules(b), tb, "en", NebelState.RESOURCE, 1));
        assertArrayEquals(new String[] {"2 wood, 2 steel;", "+1 coin/krill per chip after"}, text(rules(b), tb, "en", NebelState.RESOURCE, 2));
        assertArrayEquals(new String[] {"1 of each, and", "1 from your left"}, text(rules(b), tb, "en", NebelState.RESOURCE, 4));
        assertArrayEquals(new String[] {"2 of one, 3 of another;", "others may take 1"}, text(rules(b), tb, "en", NebelState.RESOURCE, 5));
        assertArrayEquals(new String[] {"Outpost: 3 coins, or", "1 to each there"}, text(rules(b), tb, "en", NebelState.WORKER, 2));
        assertArrayEquals(new String[] {"Start player, 2 krill,", "swap with 2 players"}, text(rules(b), tb, "en", NebelState.WORKER, 4));
        assertArrayEquals(new String[] {"Pay 1 resource:", "use a taken space"}, text(rules(b), tb, "en", NebelState.WORKER, 5));
        assertArrayEquals(new String[] {"2 Holz, 2 Stahl;", "+1 Münze/Krill je Chip danach"}, text(rules(b), tb, "de", NebelState.RESOURCE, 2));
        assertArrayEquals(new String[] {"1 Ressource zahlen:", "belegtes Feld nutzen"}, text(rules(b), tb, "de", NebelState.WORKER, 5));
        for (String lang : new String[] {"en", "de", "fr"}) {
            for (int space = 1; space <= 5; space++) {
                for (String line : text(rules(a), ta, lang, NebelState.WORKER, space)) assertFilled(line, lang);
                for (String line : text(rules(b), tb, lang, NebelState.WORKER, space)) assertFilled(line, lang);
                for (String line : text(rules(b), tb, lang, NebelState.RESOURCE, space)) assertFilled(line, lang);
            }
        }
    }

    private static void assertFilled(String line, String lang) {
        assertFalse(line.isBlank(), lang + ": an empty line");
        assertFalse(line.contains("{") || line.contains("}") || line.startsWith("nebelwind."), lang + ": not filled in: " + line);
    }

    @Test
    @DisplayName("N5.9, N14.7, N14.9, N14.10: a house rule's numbers are the numbers the spaces show")
    void aHouseRulesNumbers() {
        RuleSetFactory factory = new RuleSetFactory(EngineFixture.catalog(), new GraalScriptHost());
        factory.addHouseRuleLoader(RuleSetFactory.parameterOverride(p -> {
            if (p.has(NebelRules.B_SIDE, "outpostPrice")) { // the B sides' parameters exist when the module is chosen
                p.set(NebelRules.B_SIDE, "outpostPrice", IntNode.valueOf(4));
                p.set(NebelRules.B_SIDE, "swaps", IntNode.valueOf(3));
                p.set(NebelRules.B_SIDE, "copyFee", IntNode.valueOf(2));
            }
            p.set(NebelRules.MODULE, "harbourBonusPrice", IntNode.valueOf(2));
        }));
        RuleSet b = factory.create(new GameConfig(ModuleSelection.of("nebelwind", "nebelwind-b-side"), 3));
        RuleSet a = factory.create(new GameConfig(ModuleSelection.of("nebelwind"), 3));
        UiText tb = new UiText(b.modules().ordered()), ta = new UiText(a.modules().ordered());
        assertArrayEquals(new String[] {"Outpost: 4 coins, or", "1 to each there"}, text(rules(b), tb, "en", NebelState.WORKER, 2));
        assertArrayEquals(new String[] {"Start player, 2 krill,", "swap with 3 players"}, text(rules(b), tb, "en", NebelState.WORKER, 4));
        assertArrayEquals(new String[] {"Pay 2 resources:", "use a taken space"}, text(rules(b), tb, "en", NebelState.WORKER, 5));
        assertArrayEquals(new String[] {"Payer 2 pièces :", "un bonus de port"}, text(rules(a), ta, "fr", NebelState.WORKER, 5));
        assertTrue(text(rules(b), tb, "de", NebelState.WORKER, 2)[0].contains("4 Münzen"));
    }
}
