package io.fogisles.kernel.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.toy.ToyFixture;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code rule.tieBreak}: a house rule decides ties the modules leave open. (The hook was added by following
 * the recipe "a new house-rule hook type" of docs/architecture.md.) At the start of a toy game every counter
 * is 0, so all seats tie.
 */
class TieBreakHookTest {
    @TempDir
    Path rules;

    @Test
    void aHouseRuleBreaksATieTheModulesLeaveOpen() throws Exception {
        ToyFixture.writeRule(rules, "high-seat", "rule.tieBreak(seat => seat);");
        ToyFixture.writeRule(rules, "low-seat", "rule.tieBreak(seat => -seat);");
        try (Game plain = ToyFixture.toyRules(3).newGame(1, true)) {
            assertEquals(List.of(0, 1, 2), plain.scores().winners(), "without a tie-break all three tie");
        }
        try (Game g = ToyFixture.toyRulesWith(rules, 3, "high-seat").newGame(1, true)) {
            assertEquals(List.of(2), g.scores().winners());
        }
        try (Game g = ToyFixture.toyRulesWith(rules, 3, "low-seat").newGame(1, true)) {
            assertEquals(List.of(0), g.scores().winners());
        }
    }

    @Test
    void aFailingTieBreakBreaksNoTieAndIsReported() throws Exception {
        ToyFixture.writeRule(rules, "broken-tie", "rule.tieBreak(seat => { throw new Error('no idea'); });");
        RuleSet r = ToyFixture.toyRulesWith(rules, 2, "broken-tie");
        try (Game g = r.newGame(1, true)) {
            assertEquals(List.of(0, 1), g.scores().winners());
            assertEquals(1, g.scriptProblems().size());
            assertTrue(g.scriptProblems().get(0).error().message().contains("no idea"), g.scriptProblems().toString());
        }
    }
}
