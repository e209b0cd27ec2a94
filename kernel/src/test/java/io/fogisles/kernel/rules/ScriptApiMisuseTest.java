package io.fogisles.kernel.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A rule may raise only its own events (another module's or the kernel's would tell listeners something
 * that did not happen), and API misuse reads as plain words: the rule's mistake with its {@code file:line},
 * never the engine's Java class names.
 */
class ScriptApiMisuseTest {
    @TempDir
    Path rules;

    @ParameterizedTest(name = "game.emit(''{0}'') from a rule is refused")
    @CsvSource({"kernel:game-over", "toy:counter-changed", "storm", "emitter:", "other-rule:storm"})
    void foreignEventsAreRefused(String type) throws Exception {
        ToyFixture.writeRule(rules, "emitter", "rule.on('kernel:round-started', function () {\n  game.emit('" + type + "', {});\n});\n");
        ScriptProblem p = firstProblem("emitter");
        assertTrue(p.error().message().contains("a rule may raise only its own events, named 'emitter:…'"), p.error().toString());
        assertEquals(2, p.error().line(), p.error().toString());
        plainWords(p);
    }

    @Test
    void ownEventsReachListeners() throws Exception {
        ToyFixture.writeRule(rules, "storms", """
                let heard = 0;
                rule.on('storms:storm', e => { heard += e.size; });
                rule.after('toy:pick', () => game.emit('storms:storm', {size: 2}));
                rule.scoreRow('heard', seat => heard);
                """);
        try (Game g = ToyFixture.toyRulesWith(rules, 2, "storms").newGame(1, true)) {
            play(g, 20);
            assertEquals(List.of(), g.scriptProblems());
            assertTrue(g.scores().points("storms:heard", 0) >= 2, "the rule heard its own storm: " + g.scores());
        }
    }

    @ParameterizedTest(name = "{0}: plain words")
    @CsvSource(delimiter = '|', value = {
            "game.randomInt(0)           | n must be positive",
            "game.randomInt('many')      | randomInt(…): an argument is of the wrong kind: a whole number is needed",
            "game.randomInt()            | randomInt(…) takes 1 argument, got 0",
            "game.param('nothing', 'x')  | no parameters for module 'nothing'"})
    void misuseReadsAsPlainWords(String call, String told) throws Exception {
        ToyFixture.writeRule(rules, "misuse", "rule.on('kernel:round-started', function () {\n  " + call + ";\n});\n");
        ScriptProblem p = firstProblem("misuse");
        if (told != null) assertTrue(p.error().message().contains(told), p.error().toString());
        assertEquals(2, p.error().line(), p.error().toString());
        plainWords(p);
    }

    private static void plainWords(ScriptProblem p) {
        String m = p.error().message();
        assertFalse(m.matches("(?s).*\\b(java|javax|jdk|org\\.graalvm|com\\.oracle)\\.[a-z].*"), "no Java class names: " + m);
        assertFalse(m.contains("Exception"), "no exception names: " + m);
    }

    private ScriptProblem firstProblem(String id) {
        try (Game g = ToyFixture.toyRulesWith(rules, 2, id).newGame(1, true)) {
            play(g, 20);
            assertFalse(g.scriptProblems().isEmpty(), "the rule failed");
            assertTrue(g.scriptDisabled(id), "and is switched off");
            return g.scriptProblems().get(0);
        }
    }

    private static void play(Game g, int decisions) {
        IntList options = new IntList();
        Rng rng = new Rng(3);
        for (int i = 0; i < decisions && !g.isOver(); i++) {
            g.legalCodes(options);
            g.applyCode(options.get(rng.nextInt(options.size())));
        }
    }
}
