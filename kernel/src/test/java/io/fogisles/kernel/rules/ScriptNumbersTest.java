package io.fogisles.kernel.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.script.ScriptError;
import io.fogisles.kernel.toy.ToyFixture;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Numbers from scripts are checked: a score row, a score adjustment or a tie-break that gives anything but
 * a whole number within ±1,000,000 counts nothing for that call and is reported once, at the hook's
 * {@code file:line}, with what it gave (the game goes on; see docs/decisions.md, issue 17).
 */
class ScriptNumbersTest {
    @TempDir
    Path rules;

    @ParameterizedTest(name = "a score row returning {0} counts 0 and is reported ({1})")
    @CsvSource(delimiter = '|', value = {
            "0/0                 | NaN, not a number",
            "1/0                 | Infinity (a division by zero?)",
            "-1/0                | -Infinity",
            "2.5                 | 2.5, not a whole number",
            "1e308               | 1e308, beyond the allowed ±1,000,000",
            "-2000000            | -2000000, beyond the allowed",
            "undefined           | returned nothing",
            "String(3)           | the text \"3\"",
            "true                | the truth value true",
            "[1]                 | a list"})
    void badScoreRow(String value, String told) throws Exception {
        ToyFixture.writeRule(rules, "bad-row", "// a row that gives something the game cannot count\n\nrule.scoreRow('odd', function (seat) {\n  return " + value + ";\n});\n");
        try (Game g = ToyFixture.toyRulesWith(rules, 2, "bad-row").newGame(1, true)) {
            assertEquals(0, g.scores().points("bad-row:odd", 0));
            assertEquals(0, g.scores().points("bad-row:odd", 1));
            g.scores(); // asked again: still one report
            ScriptError e = onlyProblem(g);
            assertTrue(e.message().startsWith("the score row 'bad-row:odd' returned") && e.message().contains(told), e.toString());
            assertTrue(e.file().endsWith("rule.js") && e.line() == 3, "at the row's function: " + e);
        }
    }

    @Test
    void wholeNumbersCountAsTheyAre() throws Exception {
        ToyFixture.writeRule(rules, "good-row", "rule.scoreRow('fine', seat => seat === 0 ? 1000000 : -7.0);");
        try (Game g = ToyFixture.toyRulesWith(rules, 2, "good-row").newGame(1, true)) {
            assertEquals(1_000_000, g.scores().points("good-row:fine", 0));
            assertEquals(-7, g.scores().points("good-row:fine", 1));
            assertEquals(List.of(), g.scriptProblems());
        }
    }

    @Test
    void anAdjustmentReturningNaNLeavesTheRowAsItWas() throws Exception {
        ToyFixture.writeRule(rules, "plus-one", "rule.adjustScore('toy:counter', (seat, points) => points + 1);");
        ToyFixture.writeRule(rules, "nan-adjust", "rule.adjustScore('toy:counter', (seat, points) => points * undefined);");
        try (Game g = ToyFixture.toyRulesWith(rules, 2, "plus-one", "nan-adjust").newGame(1, true)) {
            assertEquals(1, g.scores().points("toy:counter", 0), "the good adjustment counts, the NaN one leaves it");
            ScriptError e = onlyProblem(g);
            assertTrue(e.message().startsWith("rule.adjustScore('toy:counter') returned NaN"), e.toString());
            assertTrue(e.file().endsWith("rule.js") && e.line() == 1, e.toString());
        }
    }

    @Test
    void aTieBreakReturningInfinityBreaksNoTie() throws Exception {
        ToyFixture.writeRule(rules, "infinite-tie", "rule.tieBreak(seat => seat === 1 ? Infinity : 0);");
        try (Game g = ToyFixture.toyRulesWith(rules, 2, "infinite-tie").newGame(1, true)) {
            assertEquals(List.of(0, 1), g.scores().winners());
            assertTrue(onlyProblem(g).message().contains("returned Infinity"), g.scriptProblems().toString());
        }
    }

    private static ScriptError onlyProblem(Game g) {
        List<ScriptProblem> p = g.scriptProblems();
        assertEquals(1, p.size(), p.toString());
        return p.get(0).error();
    }
}
