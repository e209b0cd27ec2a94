package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ./fogisles check and api-docs. */
class CheckCommandTest {

    static Path home() {
        return Services.home();
    }

    @Test
    @DisplayName("every bundled house rule passes ./fogisles check (manifest, scripts, test games)")
    void bundledRulesPass() {
        CliFixture.Result r = CliFixture.run("check", home().resolve("scripts").toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("0 errors"), r.out());
        assertTrue(r.out().lines().filter(l -> l.startsWith("ok: ")).count() >= 10, r.out());
        assertTrue(r.out().contains("0 warnings"), "the bundled rules are examples: no warnings either\n" + r.out());
    }

    @Test
    @DisplayName("check reports file:line:col: severity: message — an unknown manifest key with a suggestion, a syntax error, an unknown module")
    void errors(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a");
        Files.createDirectories(a);
        Files.writeString(a.resolve("rule.json"), "{\n  \"id\": \"a\",\n  \"name\": {\"en\": \"A\"},\n  \"version\": \"1.0.0\",\n  \"apiVersion\": \"1\",\n  \"requiers\": [\"base\"]\n}");
        Files.writeString(a.resolve("rule.js"), "");
        Path b = dir.resolve("b");
        Files.createDirectories(b);
        Files.writeString(b.resolve("rule.json"), "{\"id\": \"b\", \"name\": {\"en\": \"B\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(b.resolve("rule.js"), "// line 1\nrule.on('base:tile-placed', function (e) {\n  let x = ;\n});\n");
        Path c = dir.resolve("c");
        Files.createDirectories(c);
        Files.writeString(c.resolve("rule.json"), "{\"id\": \"c\", \"name\": {\"en\": \"C\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\", \"requires\": [\"base\", \"harbor\"]}");
        Files.writeString(c.resolve("rule.js"), "");
        CliFixture.Result r = CliFixture.run("check", dir.toString(), "--games", "0");
        assertEquals(1, r.code());
        assertTrue(r.out().contains("a/rule.json:6:3: error: $.requiers: unknown key 'requiers' (did you mean 'requires'?)"), r.out());
        assertTrue(r.out().contains("b/rule.js:3:11: error: SyntaxError"), r.out());
        assertTrue(r.out().contains("c/rule.json") && r.out().contains("did you mean 'harbour'"), r.out());
        assertTrue(r.out().contains("3 rules checked: 3 errors"), r.out());
    }

    @Test
    @DisplayName("check catches a hook on an unknown step, a newer API version, and warns about deprecated functions")
    void hooksAndVersions(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("hooky");
        Files.createDirectories(a);
        Files.writeString(a.resolve("rule.json"), "{\"id\": \"hooky\", \"name\": {\"en\": \"H\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(a.resolve("rule.js"), "rule.before('base:deal-cloud', seat => {});\n");
        Path b = dir.resolve("future");
        Files.createDirectories(b);
        Files.writeString(b.resolve("rule.json"), "{\"id\": \"future\", \"name\": {\"en\": \"F\"}, \"version\": \"1.0.0\", \"apiVersion\": \"2\"}");
        Files.writeString(b.resolve("rule.js"), "");
        Path c = dir.resolve("old");
        Files.createDirectories(c);
        Files.writeString(c.resolve("rule.json"), "{\"id\": \"old\", \"name\": {\"en\": \"O\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(c.resolve("rule.js"), "rule.onEvent('base:tile-placed', e => {});\n");
        CliFixture.Result r = CliFixture.run("check", dir.toString(), "--games", "1");
        assertTrue(r.out().contains("base:deal-cloud") && r.out().contains("no flow node"), r.out());
        assertTrue(r.out().contains("future/rule.json") && r.out().contains("rule API version '2' is not supported"), r.out());
        assertTrue(r.out().contains("old/rule.js:1:1: warning: rule.onEvent is deprecated") && r.out().contains("use rule.on instead"), r.out());
        assertTrue(r.out().contains("ok: old"), "a warning is not an error: " + r.out());
    }

    @Test
    @DisplayName("a hook that fails during the test games is reported with its file and line")
    void failingHook(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("crash");
        Files.createDirectories(a);
        Files.writeString(a.resolve("rule.json"), "{\"id\": \"crash\", \"name\": {\"en\": \"C\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"}");
        Files.writeString(a.resolve("rule.js"), "rule.on('base:tile-placed', function (e) {\n  return base.energy(99);\n});\n");
        CliFixture.Result r = CliFixture.run("check", a.toString(), "--games", "1");
        assertEquals(1, r.code());
        assertTrue(r.out().contains("crash/rule.js:2:") && r.out().contains("no seat 99"), r.out());
    }

    /** A folder rule in {@code dir}: its manifest (with extra keys) and rule.js. */
    static Path rule(Path dir, String id, String js, String extraManifest) throws Exception {
        Path d = dir.resolve(id);
        Files.createDirectories(d);
        Files.writeString(d.resolve("rule.json"), "{\"id\": \"" + id + "\", \"name\": {\"en\": \"R\", \"de\": \"R\", \"fr\": \"R\"}, \"version\": \"1.0.0\", "
                + "\"apiVersion\": \"1\", \"description\": {\"en\": \"d\", \"de\": \"d\", \"fr\": \"d\"}" + extraManifest + "}");
        Files.writeString(d.resolve("rule.js"), js);
        return d;
    }

    @Test
    @DisplayName("findings name the rule's real files on disk, also when the folder is not named after the id, and for single-file rules")
    void realPaths(@TempDir Path dir) throws Exception {
        Path folder = rule(dir, "folder-name", "rule.on('kernel:round-started', function (e) {\n  throw new Error('boom');\n});\n", "");
        Files.writeString(folder.resolve("rule.json"), Files.readString(folder.resolve("rule.json")).replace("\"folder-name\"", "\"other-id\""));
        Path single = dir.resolve("single.js");
        Files.writeString(single, "/* @fogisles-rule {\"id\": \"single\", \"name\": {\"en\": \"S\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"} */\n"
                + "rule.on('kernel:round-started', e => { let x = ; });\n");
        CliFixture.Result r = CliFixture.run("check", dir.toString(), "--games", "1");
        assertTrue(r.out().contains(folder.resolve("rule.js") + ":2:9: error: Error: boom"), r.out());
        assertTrue(r.out().contains(single + ":2:"), r.out());
        assertTrue(r.out().lines().noneMatch(l -> l.startsWith("other-id/") || l.startsWith("single/")), r.out());
    }

    @Test
    @DisplayName("check reports every problem of a broken rule.json in one pass")
    void everyManifestProblemAtOnce(@TempDir Path dir) throws Exception {
        Path r = Files.createDirectories(dir.resolve("broken"));
        Files.writeString(r.resolve("rule.json"), "{\n  \"id\": \"Broken Rule\",\n  \"nmae\": {\"en\": \"B\"},\n  \"version\": \"one\",\n"
                + "  \"apiVersion\": \"7\",\n  \"colour\": \"red\"\n}\n");
        Files.writeString(r.resolve("rule.js"), "");
        CliFixture.Result res = CliFixture.run("check", r.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        String m = r.resolve("rule.json").toString();
        for (String expected : List.of(m + ":3:3: error: $.nmae: unknown key 'nmae' (did you mean 'name'?)", m + ":6:3: error: $.colour: unknown key 'colour'",
                m + ":2:9: error: $.id: a rule id is lower-case", m + ":1:1: error: $.name: needs at least an English name", m + ":4:14: error: $.version:",
                m + ":5:17: error: $.apiVersion: rule API version '7' is not supported"))
            assertTrue(res.out().lines().anyMatch(l -> l.startsWith(expected)), expected + " in:\n" + res.out() + res.err());
        assertTrue(res.out().contains("1 rule checked: 6 errors"), res.out());
    }

    @Test
    @DisplayName("check shows how often each hook ran and changed the game in the test games, and what the rule printed")
    void hookTableAndOutput(@TempDir Path dir) throws Exception {
        Path r = rule(dir, "watched", "rule.on('kernel:round-started', e => { console.log('round ' + game.round()); });\n"
                + "rule.on('base:tile-placed', e => { if (e.seat === 99) base.gainEnergy(0, 1); });\n"
                + "rule.on('kernel:round-started', e => { if (game.round() === 2) base.gainEnergy(0, 1); });\n"
                + "rule.scoreRow('x', seat => 0);\n", ", \"requires\": [\"base\"]");
        CliFixture.Result res = CliFixture.run("check", r.toString(), "--games", "1");
        assertEquals(0, res.code(), res.out() + res.err());
        List<String> lines = res.out().lines().toList();
        assertTrue(lines.contains("  in 2 test games:"), res.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("    rule.on\\('kernel:round-started'\\): ran \\d+ times, changed nothing")), res.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("    rule.on\\('kernel:round-started'\\): ran \\d+ times, changed the game 2 times")), res.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("    rule.on\\('base:tile-placed'\\): ran \\d+ times, changed nothing")), res.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("    rule.scoreRow\\('x'\\): ran \\d+ times")), res.out());
        assertTrue(lines.contains("    printed: round 1"), res.out());
    }

    @Test
    @DisplayName("check finds a misspelled API member before any game, with the right name, and keeps it when it plays test games")
    void misspelledApiMember(@TempDir Path dir) throws Exception {
        String js = "// base.notAFunction in a comment is not code\nrule.on('kernel:round-started', function (e) {\n  base.gainEnergie(e.seat, 2);\n  game.log(base.energy(0));\n});\n"
                + "rule.scoreRow('x', seat => game.sets());\n";
        Path r = rule(dir, "typo", js, ", \"requires\": [\"base\"]");
        for (List<String> games : List.of(List.of("--games", "0"), List.<String>of())) { // without test games, and with them (the default)
            List<String> args = new java.util.ArrayList<>(List.of("check", r.toString()));
            args.addAll(games);
            CliFixture.Result res = CliFixture.run(args.toArray(String[]::new));
            assertEquals(1, res.code(), res.out() + res.err());
            assertTrue(res.out().contains(r.resolve("rule.js") + ":3:3: error: base.gainEnergie is not part of the API (did you mean base.gainEnergy?); see scripts/api/reference.md"
                    + " for what 'base' offers\n"), games + ": " + res.out());
            assertTrue(res.out().contains(r.resolve("rule.js") + ":6:28: error: game.sets is not part of the API (did you mean game.seats?)"), games + ": " + res.out());
            assertTrue(res.out().lines().noneMatch(l -> l.contains("notAFunction") || l.contains("base.energy ") || l.contains("TypeError")), games + ": " + res.out());
            assertEquals(games.isEmpty(), res.out().contains("rule.on('kernel:round-started'): ran "), "the hook table (test games only) says the failing hook ran: " + res.out());
        }
    }

    @Test
    @DisplayName("check says that a module's global (base) is available only to rules that require that module: next to a misspelled call, and on its own")
    void moduleGlobalWithoutRequires(@TempDir Path dir) throws Exception {
        Path typo = rule(dir, "typo", "rule.on('kernel:round-started', function (e) {\n  base.gainEnergie(e.seat, 1);\n});\n", "");
        Path right = rule(dir, "right", "rule.scoreRow('x', function (seat) {\n  return base.energy(seat);\n});\n", "");
        Path viaHarbour = rule(dir, "via-harbour", "rule.scoreRow('x', function (seat) {\n  return base.energy(seat);\n});\n", ", \"requires\": [\"harbour\"]");
        CliFixture.Result res = CliFixture.run("check", dir.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        assertTrue(res.out().contains(typo.resolve("rule.js") + ":2:3: error: base.gainEnergie is not part of the API (did you mean base.gainEnergy?); see scripts/api/reference.md"
                + " for what 'base' offers; 'base' is available only to rules that require it: add \"requires\": [\"base\"] to rule.json\n"), res.out());
        assertTrue(res.out().contains(right.resolve("rule.js") + ":2:10: warning: 'base' is available only to rules that require it: add \"requires\": [\"base\"] to rule.json"), res.out());
        assertTrue(res.out().lines().noneMatch(l -> l.startsWith(viaHarbour.toString())), "harbour requires base, and the rule is tried with both: " + res.out());
        assertTrue(res.out().lines().filter(l -> l.startsWith(typo.toString())).noneMatch(l -> l.contains("TypeError") || l.contains("warning: 'base'")), res.out());
    }

    @Test
    @DisplayName("check flags a score row that gives a number the game cannot count (1e308, NaN), at the row's line")
    void unusableNumbers(@TempDir Path dir) throws Exception {
        Path huge = rule(dir, "huge", "// one row too many\nrule.scoreRow('x', seat => 1e308);\n", "");
        Path nan = rule(dir, "nan", "rule.adjustScore('base:cities', (seat, points) => points / 0 - Infinity);\n", "");
        CliFixture.Result r = CliFixture.run("check", dir.toString(), "--games", "1");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(huge.resolve("rule.js") + ":2:") && r.out().contains("error: the score row 'huge:x' returned 1e308, beyond the allowed ±1,000,000"), r.out());
        assertTrue(r.out().contains(nan.resolve("rule.js") + ":1:") && r.out().contains("error: rule.adjustScore('base:cities') returned NaN"), r.out());
    }

    @Test
    @DisplayName("check plays to the final scores: a failing score row is an error; a setup that breaks a module parameter is blamed on the rule's line")
    void scoreRowsAndSetup(@TempDir Path dir) throws Exception {
        Path row = rule(dir, "badrow", "rule.scoreRow('x', function (seat) {\n  return base.energy(seat + 10);\n});\n", "");
        Path setup = rule(dir, "badsetup", "rule.setup(function (p) {\n  p.set('base', 'eyepieces', 'lots');\n});\n", "");
        CliFixture.Result r = CliFixture.run("check", dir.toString(), "--games", "1");
        assertEquals(1, r.code());
        assertTrue(r.out().contains(row.resolve("rule.js") + ":2:10: error: no seat 10"), r.out());
        assertTrue(r.out().contains(setup.resolve("rule.js") + ":2:17: error: the rule's setup gave module 'base' a parameter it refuses: $.eyepieces"), r.out());
        assertTrue(!r.out().contains("parameters.json:1:1"), r.out());
    }

    @Test
    @DisplayName("check: a hook on a misspelled event of a module never runs (an error, with a suggestion); another module's event or another namespace's is a warning")
    void events(@TempDir Path dir) throws Exception {
        Path a = rule(dir, "evtypo", "rule.on('kernel:round-started', e => {});\nrule.on('base:tile-placd', e => {});\nrule.on('harbour:access', e => {});\n"
                + "rule.on('other-rule:storm', e => {});\n", "");
        CliFixture.Result r = CliFixture.run("check", a.toString(), "--games", "1");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains(a.resolve("rule.js") + ":2:9: error: no module declares the event type 'base:tile-placd' (did you mean 'base:tile-placed'?)"), r.out());
        assertTrue(r.out().contains(a.resolve("rule.js") + ":3:9: warning: the event 'harbour:access' comes from module 'harbour'"), r.out());
        assertTrue(r.out().contains(a.resolve("rule.js") + ":4:9: warning: no module declares the event type 'other-rule:storm'"), r.out());
        assertTrue(r.out().contains("1 error, 2 warnings"), r.out());
    }

    @Test
    @DisplayName("check tries every value of every option, not only the defaults")
    void everyOptionValue(@TempDir Path dir) throws Exception {
        Path a = rule(dir, "modes", "if (rule.option('mode') === 'c') {\n  rule.on('kernel:round-started', e => { throw new Error('mode c breaks'); });\n}\n",
                ", \"options\": {\"mode\": {\"default\": \"a\", \"values\": [\"a\", \"b\", \"c\"]}}");
        CliFixture.Result r = CliFixture.run("check", a.toString(), "--games", "1");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains(a.resolve("rule.js") + ":2:") && r.out().contains("mode c breaks (with option mode=c)"), r.out());
    }

    @Test
    @DisplayName("typed options: a rule reads a boolean, a number and a text; check tries an integer's min and max and the other boolean")
    void typedOptions(@TempDir Path dir) throws Exception {
        Path a = rule(dir, "typed", """
                const on = rule.option('on'), n = rule.option('n'), mode = rule.option('mode');
                if (typeof on !== 'boolean' || typeof n !== 'number' || typeof mode !== 'string') throw new Error('types ' + typeof on + typeof n + typeof mode);
                if (n === 5) rule.on('kernel:round-started', e => { throw new Error('n is five'); });
                if (!on) rule.on('kernel:round-started', e => { throw new Error('switched off'); });
                """, ", \"options\": {\"on\": {\"type\": \"boolean\", \"default\": true}, \"n\": {\"type\": \"integer\", \"min\": 1, \"max\": 5, "
                + "\"default\": 2}, \"mode\": {\"default\": \"a\", \"values\": [\"a\", \"b\"]}}");
        CliFixture.Result r = CliFixture.run("check", a.toString(), "--games", "1");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("n is five (with option n=5)"), r.out());
        assertTrue(r.out().contains("switched off (with option on=false)"), r.out());
        assertFalse(r.out().contains("types "), "every option is read as its type: " + r.out());
        assertFalse(r.out().contains("option n=1)") || r.out().contains("option n=3)"), "only the ends of an integer are tried besides the default: " + r.out());
    }

    @Test
    @DisplayName("typed options: every declaration problem in one pass — unknown type, missing max, a quoted boolean, numbers in a choice")
    void typedOptionProblems(@TempDir Path dir) throws Exception {
        Path a = rule(dir, "badopts", "", ", \"options\": {\n\"t\": {\"type\": \"integr\", \"default\": 1},\n\"n\": {\"type\": \"integer\", \"min\": 1, \"default\": 1},"
                + "\n\"b\": {\"type\": \"boolean\", \"default\": \"yes\"},\n\"c\": {\"default\": \"1\", \"values\": [\"1\", 2]},"
                + "\n\"r\": {\"type\": \"integer\", \"min\": 1, \"max\": 3, \"default\": 9},\n\"q\": {\"type\": \"boolean\", \"default\": \"true\"}}");
        CliFixture.Result r = CliFixture.run("check", a.toString());
        assertEquals(1, r.code(), r.out());
        String m = a.resolve("rule.json").toString();
        for (String expected : List.of(m + ":2:", "$.options.t.type: unknown option type 'integr' (did you mean 'integer'?)",
                m + ":3:", "$.options.n.max: an integer option needs \"max\"",
                m + ":4:", "$.options.b.default: the default 'yes' is not true or false",
                m + ":5:", "$.options.c.values[1]: a choice option's values are texts",
                m + ":6:", "$.options.r.default: the default '9' is not a whole number from 1 to 3",
                m + ":7:", "$.options.q.default: a boolean option's default is true or false without quotes"))
            assertTrue(r.out().contains(expected), expected + " in:\n" + r.out() + r.err());
    }

    @Test
    @DisplayName("check warns about a rule that keeps game information in variables outside its hooks, at the variable")
    void topLevelState(@TempDir Path dir) throws Exception {
        Path a = rule(dir, "counter", "// counts placements over the whole program run\nlet placed = 0;\nrule.on('base:tile-placed', function (e) {\n"
                + "  placed++;\n  if (placed % 3 === 0) base.gainEnergy(e.seat, 1);\n});\n", "");
        Path b = rule(dir, "stateless", "rule.on('base:tile-placed', function (e) {\n  if (base.islandTiles(e.seat).length % 3 === 0) base.gainEnergy(e.seat, 1);\n});\n", "");
        CliFixture.Result r = CliFixture.run("check", dir.toString(), "--games", "1");
        assertTrue(r.out().contains(a.resolve("rule.js") + ":2:1: warning: the same game played again went differently"), r.out());
        assertTrue(r.out().lines().noneMatch(l -> l.startsWith(b.toString()) && l.contains("played again")), r.out());
    }

    @Test
    @DisplayName("check --watch checks again when a rule's file changes, and only then")
    void watch(@TempDir Path dir) throws Exception {
        Path a = rule(dir, "watched", "rule.on('kernel:round-started', e => {});\n", "");
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        java.io.PrintStream out = new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8);
        io.fogisles.kernel.rules.RuleChecker checker = new io.fogisles.kernel.rules.RuleChecker(CliFixture.runtime().catalog(), CliFixture.runtime().scripts(), 0);
        int[] polls = {0};
        // between looks: 1st breaks the script, 2nd changes nothing, 3rd repairs it
        int code = io.fogisles.cli.rules.CheckCommand.watch(checker, List.of(dir), out, 3, () -> {
            try {
                switch (++polls[0]) {
                    case 1 -> Files.writeString(a.resolve("rule.js"), "rule.on('kernel:round-started', e => { let x = ; });\n");
                    case 3 -> Files.writeString(a.resolve("rule.js"), "rule.on('kernel:round-started', e => {});\n");
                    default -> { }
                }
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        });
        String text = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, code, text);
        assertEquals(3, polls[0]);
        assertEquals(2, text.lines().filter(l -> l.equals("--- changed: checking again")).count(), text);
        assertEquals(3, text.lines().filter(l -> l.startsWith("1 rule checked")).count(), text);
        List<String> lines = text.lines().toList();
        int error = lines.indexOf(lines.stream().filter(l -> l.contains("SyntaxError")).findFirst().orElseThrow());
        assertTrue(lines.get(lines.size() - 1).startsWith("1 rule checked: 0 errors") && error > lines.indexOf("--- changed: checking again"), text);
    }

    @Test
    @DisplayName("issue 34: a rule with eight mistakes is reported fully by one check run — an unknown module, a missing step, an unknown row, a misspelled event, "
            + "a misspelled member in a hook and in a tie-break, an endless loop, a fraction")
    void eightMistakesInOneRun(@TempDir Path dir) throws Exception {
        Path r = rule(dir, "eight", """
                rule.before('base:deal-cloud', seat => {});
                rule.adjustScore('base:citys', (seat, points) => points);
                rule.on('base:tile-placd', e => {});
                rule.on('base:tile-placed', e => { base.gainEnergie(e.seat, 1); });
                rule.on('kernel:round-started', e => { while (true) {} });
                rule.scoreRow('half', seat => 0.5);
                rule.tieBreak(seat => base.energi(seat));
                """, ", \"requires\": [\"bse\"]");
        CliFixture.Result res = CliFixture.run("check", r.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        String js = r.resolve("rule.js").toString(), m = r.resolve("rule.json").toString();
        for (String expected : List.of(
                m + ":1:", "requires module 'bse', which is not installed (did you mean 'base'?)",
                js + ":1:13: error: rule.before('base:deal-cloud', …): no flow node 'base:deal-cloud' (did you mean 'base:deal-clouds'?)",
                js + ":2:18: error: rule.adjustScore('base:citys', …): no score row 'base:citys' (did you mean 'base:cities'?)",
                js + ":3:9: error: no module declares the event type 'base:tile-placd' (did you mean 'base:tile-placed'?)",
                js + ":4:", "base.gainEnergie is not part of the API (did you mean base.gainEnergy?)",
                js + ":7:", "base.energi is not part of the API (did you mean base.energy?)",
                js + ":5:", "stopped after",
                js + ":6:", "the score row 'eight:half' returned 0.5"))
            assertTrue(res.out().contains(expected), expected + " in:\n" + res.out());
        assertTrue(res.out().contains("1 rule checked: 8 errors"), res.out());
        // the loop is stopped, switched off alone, and the other hooks went on being tried
        assertTrue(res.out().lines().anyMatch(l -> l.matches("    rule\\.on\\('kernel:round-started'\\): ran (\\d+) times?, stopped (once|\\1 times) at rule\\.js:5 and switched off \\(in play the whole rule is\\)")),
                res.out());
        assertTrue(res.out().lines().anyMatch(l -> l.matches("    rule\\.scoreRow\\('half'\\): ran \\d+ times, failed \\d+ times at rule\\.js:6")), res.out());
        assertTrue(res.out().lines().noneMatch(l -> l.contains("never ran") && l.contains("round-started")), res.out());
        assertTrue(res.out().contains("    rule.before('base:deal-cloud'): left out of the test games (its step does not exist)\n"), res.out());
        assertTrue(res.out().contains("    rule.adjustScore('base:citys'): left out of the test games (its row does not exist)\n"), res.out());
    }

    @Test
    @DisplayName("check reports a trailing comma and a second JSON error after it in one run, and still checks the rest of the manifest and the script")
    void jsonErrorsAfterTheFirst(@TempDir Path dir) throws Exception {
        Path r = Files.createDirectories(dir.resolve("commas"));
        Files.writeString(r.resolve("rule.json"), "{\n  \"id\": \"commas\",\n  \"name\": {\"en\": \"C\",},\n  \"version\": \"1.0.0\"\n  \"apiVersion\": \"1\",\n"
                + "  \"requires\": [\"bse\"]\n}\n");
        Files.writeString(r.resolve("rule.js"), "rule.on('kernel:round-started', e => {\n  let x = ;\n});\n");
        CliFixture.Result res = CliFixture.run("check", r.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        String m = r.resolve("rule.json").toString();
        assertTrue(res.out().contains(m + ":3:"), res.out());
        assertTrue(res.out().contains("a comma before a closing bracket"), res.out());
        assertTrue(res.out().contains(m + ":5:") && res.out().contains("a comma is missing before this"), res.out());
        assertTrue(res.out().contains("requires module 'bse', which is not installed"), "the mended manifest is checked too: " + res.out());
        assertTrue(res.out().contains(r.resolve("rule.js") + ":2:") && res.out().contains("SyntaxError"), "and the script: " + res.out());
    }

    @Test
    @DisplayName("check: every script file's syntax error in one run, and the static checks still run on a file that does not parse")
    void syntaxErrorsOfEveryFile(@TempDir Path dir) throws Exception {
        Path r = rule(dir, "twofiles", "", ", \"requires\": [\"base\"], \"scripts\": [\"a.js\", \"b.js\"]");
        Files.writeString(r.resolve("a.js"), "rule.before('base:deal-cloud', seat => {});\nrule.on('kernel:round-started', e => { let x = ; });\n");
        Files.writeString(r.resolve("b.js"), "rule.on('kernel:round-started', e => { base.energy(0) ) });\n");
        CliFixture.Result res = CliFixture.run("check", r.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        assertTrue(res.out().contains(r.resolve("a.js") + ":2:") && res.out().contains(r.resolve("b.js") + ":1:"), res.out());
        assertTrue(res.out().contains(r.resolve("a.js") + ":1:13: error: rule.before('base:deal-cloud', …): no flow node"), res.out());
    }

    @Test
    @DisplayName("check: 'game' used at a script's top level is explained (it exists only while the game calls the rule)")
    void gameAtTheTopLevel(@TempDir Path dir) throws Exception {
        Path r = rule(dir, "toplevel", "const start = game.round();\nrule.on('kernel:round-started', e => {});\n", "");
        CliFixture.Result res = CliFixture.run("check", r.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        assertTrue(res.out().contains(r.resolve("rule.js") + ":1:") && res.out().contains("game is not defined: 'game' exists only while the game calls the rule, inside a hook"),
                res.out());
    }

    @Test
    @DisplayName("check counts what each veto was asked and forbade, and warns at the veto when it forbade every option of a kind in every test game")
    void vetoThatForbidsEverything(@TempDir Path dir) throws Exception {
        Path all = rule(dir, "no-flying", "rule.veto(function (action, seat) {\n  return action.type === 'base:fly' ? 'no flying' : null;\n});\n", ", \"requires\": [\"base\"]");
        Path some = rule(dir, "no-far", "rule.veto(function (action, seat) {\n  return action.type === 'base:fly' && action.to % 2 === 0 ? 'even' : null;\n});\n",
                ", \"requires\": [\"base\"]");
        CliFixture.Result res = CliFixture.run("check", dir.toString());
        assertTrue(res.out().contains(all.resolve("rule.js") + ":1:1: warning: rule.veto forbade every option of 'base:fly' it was asked about"), res.out());
        assertTrue(res.out().lines().noneMatch(l -> l.startsWith(some.toString()) && l.contains("forbade every option")), res.out());
        assertTrue(res.out().lines().anyMatch(l -> l.matches("    rule\\.veto: ran \\d+ times; asked about \\d+ options, forbade \\d+ \\(.*base:fly (\\d+) of \\1.*\\)")),
                res.out());
    }

    @Test
    @DisplayName("check: a veto reading a field the action lacks names the action's type and its fields")
    void vetoReadsAMissingField(@TempDir Path dir) throws Exception {
        Path r = rule(dir, "piece-reader", "rule.veto(function (action, seat) {\n  if (action.type === 'base:fly' && action.piece > 100) return 'no';\n  return null;\n});\n",
                ", \"requires\": [\"base\"]");
        CliFixture.Result res = CliFixture.run("check", r.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        assertTrue(res.out().contains(r.resolve("rule.js") + ":2:") && res.out().contains("the action 'base:fly' has no field 'piece' (its fields: to)"), res.out());
    }

    @Test
    @DisplayName("check warns at the line when a score row changes the game or raises an event: it only reads, so that is undone")
    void readOnlyHookThatChanges(@TempDir Path dir) throws Exception {
        Path r = rule(dir, "greedy-row", "rule.scoreRow('bonus', function (seat) {\n  base.gainEnergy(seat, 1);\n  game.emit('greedy-row:counted', {seat: seat});\n  return 1;\n});\n",
                ", \"requires\": [\"base\"]");
        CliFixture.Result res = CliFixture.run("check", r.toString());
        assertTrue(res.out().contains(r.resolve("rule.js") + ":1:") && res.out().contains("warning: rule.scoreRow('bonus') changed the game in "), res.out());
        assertTrue(res.out().contains(" calls and raised ") && res.out().contains(" with game.emit; it only reads: its changes were undone and its events went nowhere"), res.out());
        assertTrue(res.out().lines().anyMatch(l -> l.matches("    rule\\.scoreRow\\('bonus'\\): ran (\\d+) times, tried to change the game \\1 times \\(undone: it only reads\\), raised \\1 events that went nowhere")),
                res.out());
    }

    @Test
    @DisplayName("check: a rule's own state (\"state\" in rule.json) with a wrong scope or name is an error at its line; used from a score row, it counts")
    void ruleStateDeclarations(@TempDir Path dir) throws Exception {
        Path bad = rule(dir, "badstate", "", ", \"state\": {\n\"placed\": {\"scope\": \"sead\"},\n\"two words\": {}}");
        CliFixture.Result res = CliFixture.run("check", bad.toString());
        assertEquals(1, res.code(), res.out() + res.err());
        String m = bad.resolve("rule.json").toString();
        assertTrue(res.out().contains(m + ":2:") && res.out().contains("$.state.placed.scope: scope is \"seat\" (one value per seat) or \"global\" (one per game), not 'sead' (did you mean 'seat'?)"),
                res.out());
        assertTrue(res.out().contains(m + ":3:") && res.out().contains("$.state.two words: a state value's name is letters and digits"), res.out());
    }

    @Test
    @DisplayName("the API reference and api.d.ts in scripts/api are generated from the current code")
    void apiDocsCurrent() {
        CliFixture.Result r = CliFixture.run("api-docs", "--check");
        assertEquals(0, r.code(), r.err() + " — run ./fogisles api-docs");
    }
}
