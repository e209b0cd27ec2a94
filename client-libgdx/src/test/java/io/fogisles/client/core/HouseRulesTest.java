package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.ScriptProblem;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * House rules in the client, with the real engine and real rule files: found in the rule folders, checked,
 * reloaded when a file is saved (hot reload), chosen for a game and carried by its save, a failing rule
 * reported with file and line, a veto explained with the rule's name.
 */
class HouseRulesTest {
    @TempDir
    Path folder;
    private Engine engine;
    private final UiText text = new UiText(EngineFixture.catalog().all());

    @BeforeEach
    void start() {
        engine = new Engine(getClass().getClassLoader(), List.of(folder));
    }

    @AfterEach
    void stop() {
        engine.close();
    }

    private static final String MANIFEST = """
            {"id": "%s", "name": {"en": "%s", "de": "%s (de)"}, "version": "%s", "apiVersion": "1",
             "description": {"en": "what it does", "fr": "ce qu'elle fait"}, "requires": %s%s}
            """;

    private Path rule(String id, String version, String requires, String options, String js) throws IOException {
        Path dir = Files.createDirectories(folder.resolve(id));
        Files.writeString(dir.resolve("rule.json"), MANIFEST.formatted(id, "Rule " + id, "Rule " + id, version, requires, options));
        Files.writeString(dir.resolve("rule.js"), js);
        return dir;
    }

    private static GameSetup setup(List<String> modules, List<HouseRuleChoice> rules, long seed) {
        List<SeatSetup> seats = List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE),
                new SeatSetup(true, "random", SeatSetup.PlayerColour.BLUE, SeatSetup.PlayerSymbol.STAR));
        return new GameSetup(seats, modules, Map.of(), rules, seed, true);
    }

    @Test
    void savingARuleFileReloadsItAndItsErrorsAreShownWithFileAndLine() throws IOException {
        rule("calm", "1.0.0", "[\"base\"]", "", "rule.on('base:dice-rolled', function (e) { });\n");
        HouseRules rules = engine.houseRules();
        HouseRules.Reload first = rules.reload();
        assertEquals(List.of("calm"), first.added().stream().map(r -> r.id()).toList());
        assertTrue(rules.check("calm").ok(), "a good rule passes the check: " + rules.check("calm").problems());

        RuleWatch watch = new RuleWatch(rules.roots());
        assertFalse(watch.poll(), "nothing changed");
        Files.writeString(folder.resolve("calm/rule.js"), "rule.on('base:dice-rolled', function (e) {\n  let x = ;\n});\n");
        assertFalse(watch.poll(), "a change is reported only once the folder is quiet (an editor may write twice)");
        assertTrue(watch.poll(), "then it is reported");
        assertFalse(watch.poll(), "once");

        HouseRules.Reload second = rules.reload();
        assertEquals(List.of("calm"), second.changed().stream().map(r -> r.id()).toList());
        HouseRules.Check c = rules.check("calm");
        assertFalse(c.ok(), "a syntax error is an error");
        String line = RuleTexts.line(c.problems().get(0), rules.roots());
        assertTrue(line.startsWith("calm/rule.js:2:"), "file and line, relative to the rule folder: " + line);

        List<Notices.Notice> notices = RuleTexts.reloaded(second, rules, text, List.of("calm"));
        assertEquals(1, notices.size());
        assertEquals(Notices.Kind.PROBLEM, notices.get(0).kind());
        assertTrue(notices.get(0).text().contains("reloaded") && notices.get(0).text().contains("next game"), notices.get(0).text());
        assertTrue(notices.get(0).details().get(0).startsWith("calm/rule.js:2:"), notices.get(0).details().toString());

        Files.writeString(folder.resolve("calm/rule.json"), "{\"id\": \"calm\", \"nmae\": {}}");
        HouseRules.Reload third = rules.reload();
        assertEquals(List.of("calm"), third.removed(), "an unreadable manifest takes the rule out");
        assertEquals(1, third.broken().size());
        String broken = RuleTexts.line(third.broken().values().iterator().next().get(0), rules.roots());
        assertTrue(broken.startsWith("calm/rule.json:1:"), broken);
    }

    @Test
    void aChosenRuleIsPlayedAndCarriedByTheAutosaveWhichWarnsWhenTheRuleChanged() throws IOException {
        rule("bonus", "1.0.0", "[\"base\"]", ", \"options\": {\"points\": {\"default\": \"1\", \"values\": [\"1\", \"5\"]}}",
                "rule.scoreRow('bonus', function (seat) { return Number(rule.option('points')); });\n");
        engine.houseRules().reload();
        GameSetup s = setup(List.of("base"), List.of(new HouseRuleChoice("bonus", Map.of("points", "5"))), 77);
        Game game = engine.newGame(s, 77).join();
        assertEquals(List.of("bonus"), game.rules().houseRules().stream().map(r -> r.id()).toList());
        assertEquals(Map.of("points", "5"), game.rules().houseRules().get(0).options());
        int row = game.scores().rows().indexOf("bonus:bonus");
        assertTrue(row >= 0, "the rule's score row is on the sheet: " + game.scores().rows());
        assertEquals(5, game.scores().points()[row][0]);
        assertEquals("Rule bonus", RuleTexts.scoreRow("bonus:bonus", engine.houseRules().library(), text), "the row is named after the rule");

        Session session = new Session(new HotSeatTable(game), s, seats(), text, ClientModules.installed());
        play(session, 40, 1);
        Saves saves = new Saves(folder.resolveSibling(folder.getFileName() + "-saves").resolve("autosave.json"));
        saves.save(session).join();
        Saves.Loaded same = saves.load(engine.factory()).join();
        assertEquals(game.state().sha256(), same.game().state().sha256());
        assertEquals(s.houseRules(), same.setup().houseRules(), "the chosen rules and options come back");
        assertEquals(List.of(), same.warnings());

        Files.writeString(folder.resolve("bonus/rule.js"), "rule.scoreRow('bonus', function (seat) { return Number(rule.option('points')); });\n// edited\n");
        engine.houseRules().reload();
        Saves.Loaded changed = saves.load(engine.factory()).join();
        assertEquals(game.state().sha256(), changed.game().state().sha256(), "the game still replays");
        assertEquals(1, changed.warnings().size(), "Continue says the rule's files changed: " + changed.warnings());
        assertTrue(changed.warnings().get(0).contains("bonus") && changed.warnings().get(0).contains("changed"), changed.warnings().get(0));
        Notices.Notice n = RuleTexts.continued(changed.warnings(), text);
        assertEquals(Notices.Kind.PROBLEM, n.kind());
        assertEquals(changed.warnings(), n.details());
        saves.close();
    }

    @Test
    void aRuleThatFailsDuringPlayIsSwitchedOffAndNamedWithFileAndLine() throws IOException {
        rule("brittle", "1.0.0", "[\"base\"]", "", "rule.on('base:dice-rolled', function (e) {\n  null.boom();\n});\n");
        engine.houseRules().reload();
        GameSetup s = setup(List.of("base"), List.of(new HouseRuleChoice("brittle", Map.of())), 5);
        Game game = engine.newGame(s, 5).join();
        Session session = new Session(new HotSeatTable(game), s, seats(), text, ClientModules.installed());
        play(session, 400, 2);
        assertFalse(game.scriptProblems().isEmpty(), "the rule failed when the dice were rolled");
        assertTrue(game.round() >= 2, "the game went on without the rule (round " + game.round() + ")");
        ScriptProblem p = game.scriptProblems().get(0);
        Notices.Notice n = RuleTexts.disabled(p, engine.houseRules().library(), engine.houseRules().roots(), text);
        assertTrue(n.text().contains("Rule brittle") && n.text().contains("switched off"), n.text());
        assertTrue(n.details().get(0).startsWith("brittle/rule.js:2:"), "file and line of the failure: " + n.details());
        for (Session.LogEntry e : session.log()) assertFalse(session.format(e).contains("event."), "every log line has a text: " + session.format(e));
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    @Test
    void aRuleThatCatchesItsOwnStackOverflowIsStoppedWithinItsLimitAndTheGameGoesOn() throws IOException {
        // from the hostile-rule corpus: a recursion that catches its own stack overflow and recurses again
        Files.copy(Path.of("../kernel/src/test/resources/hostile/caught-overflow.js"), folder.resolve("caught-overflow.js"));
        engine.houseRules().reload();
        GameSetup s = setup(List.of("base"), List.of(new HouseRuleChoice("caught-overflow", Map.of())), 6);
        Game game = engine.newGame(s, 6).join(); // the hook runs at the start of round 1, on the thread that makes the game
        long slowest = 0;
        Session session = new Session(new HotSeatTable(game), s, seats(), text, ClientModules.installed());
        Rng rng = new Rng(3);
        IntList options = new IntList();
        while (game.round() < 3 && !game.isOver()) {
            game.legalCodes(options);
            // the rule runs on this thread, and its limit is on this thread's CPU clock (the watchdog's measure: a busy
            // machine stretches the wall clock of a step, not the work the rule may do in it)
            long t0 = THREADS.getCurrentThreadCpuTime();
            assertTrue(session.submit(game.pendingSeat(), game.decode(options.get(rng.nextInt(options.size())))).accepted());
            slowest = Math.max(slowest, (THREADS.getCurrentThreadCpuTime() - t0) / 1_000_000);
        }
        assertEquals(1, game.scriptProblems().size(), "stopped once, then switched off: " + game.scriptProblems());
        ScriptProblem p = game.scriptProblems().get(0);
        // stopped by the statement budget, at the recursion; on a machine so busy that the budget takes over
        // 2 s, by the watchdog, at the hook that ran too long: either way with its place and its cause
        boolean byBudget = p.error().message().contains("calls deep"), byTime = p.error().message().contains("ran longer than 2000 ms");
        assertTrue(byBudget || byTime, p.error().message());
        String at = p.error().file() + ":" + p.error().line();
        assertTrue(at.endsWith("caught-overflow.js:5") || (byTime && at.endsWith("caught-overflow.js:6")), p.error().toString());
        assertTrue(slowest < 2100, "no step of the game took more CPU time than the limit (slowest " + slowest + " ms)");
        assertTrue(game.round() >= 3, "the game went on without the rule");
    }

    @Test
    void aVetoIsExplainedWithTheRulesName() throws IOException {
        Game probe = engine.newGame(setup(List.of("base"), List.of(), 9), 9).join();
        int field = probe.rules().service(BaseGame.class).island.startFields()[0];
        rule("fenced", "1.0.0", "[\"base\"]", "",
                "rule.veto(function (action, seat) {\n  if (action.type === 'base:choose-start-field' && action.field === " + field + ") return {en: 'that field is fenced', de: 'das Feld ist eingezäunt'};\n  return null;\n});\n");
        engine.houseRules().reload();
        GameSetup s = setup(List.of("base"), List.of(new HouseRuleChoice("fenced", Map.of())), 9);
        Game game = engine.newGame(s, 9).join();
        Session session = new Session(new HotSeatTable(game), s, seats(), text, ClientModules.installed());
        int seat = game.pendingSeat();
        assertFalse(session.turn(seat).clickTargets().contains(new io.fogisles.client.core.view.Target.Position(seat, field)), "a vetoed field is not highlighted");
        GameTable.Move r = session.submit(seat, new BaseAction.ChooseStartField(field));
        assertFalse(r.accepted());
        String why = text.rejection(((Outcome.Rejected) r.outcome()).rejection());
        assertEquals("Not allowed by the house rule Rule fenced: that field is fenced", why);
        text.lang("de");
        try {
            String warum = text.rejection(((Outcome.Rejected) r.outcome()).rejection());
            assertTrue(warum.contains("das Feld ist eingezäunt"), "the player's language: " + warum);
        } finally {
            text.lang("en");
        }
    }

    @Test
    void ruleTogglesFollowTheModulesTheRulesNeed() throws IOException {
        rule("harbour-tweak", "1.0.0", "[\"base\", \"harbour\"]", ", \"options\": {\"n\": {\"default\": \"1\", \"values\": [\"1\", \"2\"]}}", "");
        rule("plain", "1.0.0", "[\"base\"]", "", "");
        engine.houseRules().reload();
        var lib = engine.houseRules().library();
        ModuleChoices modules = new ModuleChoices(engine.catalog().all());
        GameSetup s = setup(List.of("base"), List.of(), 1);
        assertEquals(List.of("harbour"), RuleChoices.missingModules(lib.get("harbour-tweak"), s.modules(), modules));
        GameSetup on = RuleChoices.turnOn(s, lib.get("harbour-tweak"), modules);
        assertEquals(List.of("base", "harbour"), on.modules(), "turning the rule on turns its module on");
        assertNotNull(on.houseRule("harbour-tweak"));
        on = on.withHouseRule("plain", true).withHouseRuleOption("harbour-tweak", "n", "2");
        GameSetup off = RuleChoices.withoutUnavailable(on.withModules(modules.turnOff("harbour", on.modules())), lib);
        assertEquals(List.of("plain"), off.houseRules().stream().map(HouseRuleChoice::id).toList(), "turning the module off drops the rule that needs it");
        GameSetup stale = on.withHouseRule("gone", true).withHouseRuleOption("harbour-tweak", "n", "7");
        assertEquals(List.of("gone"), RuleChoices.unavailable(stale, lib));
        GameSetup clean = RuleChoices.withoutUnavailable(stale, lib);
        assertEquals(List.of("harbour-tweak", "plain"), clean.houseRules().stream().map(HouseRuleChoice::id).toList());
        assertEquals(Map.of(), clean.houseRule("harbour-tweak").options(), "an option value the manifest no longer allows is dropped");
        assertEquals(List.of(new io.fogisles.kernel.game.GameConfig.HouseRuleRef("harbour-tweak", null, null, Map.of("n", "2")),
                new io.fogisles.kernel.game.GameConfig.HouseRuleRef("plain", null, null, Map.of())), on.config().houseRules(), "the engine gets the choices");
    }

    private static List<SeatInfo> seats() {
        return List.of(new SeatInfo(0, SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE, null),
                new SeatInfo(1, SeatSetup.PlayerColour.BLUE, SeatSetup.PlayerSymbol.STAR, "random"));
    }

    /** Random legal actions until {@code steps} are done or the game reaches {@code round}. */
    private static void play(Session s, int steps, int round) {
        Rng rng = new Rng(11);
        IntList options = new IntList();
        List<Integer> done = new ArrayList<>();
        for (int i = 0; i < steps && !s.table.localGame().isOver() && s.table.localGame().round() <= round; i++) {
            s.table.localGame().legalCodes(options);
            assertTrue(s.submit(s.table.localGame().pendingSeat(), s.table.localGame().decode(options.get(rng.nextInt(options.size())))).accepted());
            done.add(i);
        }
        assertFalse(done.isEmpty());
    }
}
