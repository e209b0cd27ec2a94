package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.event.KernelEvents;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * House rules that fail while only reading the game (score rows, vetoes), the player's own rules folder
 * (broken and duplicate rules), and the event types the modules declare.
 */
class RuleSafetyTest {

    private static final List<SaveGame.Seat> SEATS = List.of(new SaveGame.Seat("a", null), new SaveGame.Seat("b", null));

    /** Plays with random legal actions through submit (as a player would), optionally reading the scores after each. */
    private static void play(Game g, long seed, int actions, boolean viewScores) {
        Rng rng = new Rng(seed);
        IntList o = new IntList();
        for (int i = 0; i < actions && !g.isOver(); i++) {
            g.legalCodes(o);
            Action a = g.decode(o.get(rng.nextInt(o.size())));
            assertTrue(g.submit(g.pendingSeat(), a).accepted(), "action " + i);
            if (viewScores) g.scores();
        }
    }

    /** The same game of a one-rule rule set played twice from {@code seed}, once looking at the scores after every action. */
    private record ViewedAndNot(Game viewed, Game notViewed) {
        static ViewedAndNot play(Services rt, Path dir, String ruleId, long seed, int actions) {
            rt.addRuleFolder(dir);
            RuleSet rules = HouseRulesTest.rules(rt, ModuleSelection.of("base"), 2, ruleId);
            ViewedAndNot games = new ViewedAndNot(rules.newGame(seed, true), rules.newGame(seed, true));
            RuleSafetyTest.play(games.viewed, seed, actions, true);
            RuleSafetyTest.play(games.notViewed, seed, actions, false);
            return games;
        }
    }

    @Test
    @DisplayName("a score row that fails is reported once and counts nothing while it fails, without changing the game: viewing the scores leaves the state as it was, and the save loads and replays")
    void failingScoreRowChangesNothing(@TempDir Path dir) throws Exception {
        HouseRulesTest.rule(dir, "shaky-row", """
                rule.scoreRow('shaky', function (seat) {
                  base.gainEnergy(seat, 3);            // undone: score rows only read
                  if (game.round() >= 2) throw new Error('row broke in round ' + game.round());
                  return 1;
                });
                """, "");
        Services rt = new Services();
        try {
            ViewedAndNot games = ViewedAndNot.play(rt, dir, "shaky-row", 21, 150);
            Game viewed = games.viewed(), notViewed = games.notViewed();
            assertTrue(viewed.round() >= 3, "played into round 3: " + viewed);
            assertEquals(notViewed.state().sha256(), viewed.state().sha256(), "reading the scores changed the game");
            assertEquals(1, viewed.scriptProblems().size(), viewed.scriptProblems().toString());
            assertTrue(viewed.scriptProblems().get(0).error().message().contains("row broke in round 2"), viewed.scriptProblems().toString());
            assertEquals(0, viewed.scores().points("shaky-row:shaky", 0), "a failed row counts nothing");
            for (Change c : viewed.journal().since(0))
                assertTrue(!(c instanceof Change.Event e) || !e.event().type().equals(KernelEvents.SCRIPT_DISABLED), "no disabling event in the game's record");

            Path file = dir.resolve("viewed.json");
            SaveGame.write(file, viewed, SEATS, "test");
            SaveGame.Loaded loaded = SaveGame.read(file, rt.factory(), true);
            assertEquals(viewed.state().sha256(), loaded.game().state().sha256());
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("a score row that fails only in some positions counts the same at the end whether or not anybody looked at the scores while it failed")
    void scoresDoNotDependOnViewing(@TempDir Path dir) throws Exception {
        HouseRulesTest.rule(dir, "round-two-row", """
                rule.scoreRow('flaky', function (seat) {
                  if (game.round() === 2) throw new Error('row broke in round 2');
                  return 7;
                });
                """, "");
        Services rt = new Services();
        try {
            ViewedAndNot games = ViewedAndNot.play(rt, dir, "round-two-row", 23, 5000);
            Game viewed = games.viewed(), notViewed = games.notViewed();
            assertTrue(viewed.isOver() && notViewed.isOver(), "both games end");
            assertEquals(1, viewed.scriptProblems().size(), "the failure in round 2 is reported once: " + viewed.scriptProblems());
            assertEquals(notViewed.scores().points("round-two-row:flaky", 0), viewed.scores().points("round-two-row:flaky", 0));
            assertEquals(7, viewed.scores().points("round-two-row:flaky", 0), "after round 2 the row counts again");
            assertEquals(notViewed.scores().winners(), viewed.scores().winners());
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("a veto that starts failing in round 2 is reported once, stops vetoing, and the game's save loads and replays to the same state")
    void failingVetoReplays(@TempDir Path dir) throws Exception {
        HouseRulesTest.rule(dir, "shaky-veto", """
                rule.veto(function (action, seat) {
                  if (game.round() >= 2) throw new Error('veto broke');
                  return action.type === 'base:convert' ? 'no converting in round 1' : null;
                });
                """, "");
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            Game g = HouseRulesTest.rules(rt, ModuleSelection.of("base"), 2, "shaky-veto").newGame(22, true);
            play(g, 22, 200, true);
            assertTrue(g.round() >= 3, g.toString());
            assertEquals(1, g.scriptProblems().size(), g.scriptProblems().toString());
            Path file = dir.resolve("veto.json");
            SaveGame.write(file, g, SEATS, "test");
            SaveGame.Loaded loaded = SaveGame.read(file, rt.factory(), false);
            assertEquals(g.state().sha256(), loaded.game().state().sha256());
            assertEquals(1, loaded.game().scriptProblems().size(), "the replay meets the same failure");
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("a rejected action is put to the vetoes only when the decision offers it now, not because an earlier decision did")
    void vetoesAskedOnlyAboutCurrentOptions(@TempDir Path dir) throws Exception {
        Services rt = new Services();
        try {
            // where the first player can fly at the first fly decision (the plain game, same seed)
            Game plain = HouseRulesTest.rules(CliFixture.runtime(), ModuleSelection.of("base"), 2).newGame(31, true);
            Rng rng = new Rng(31);
            IntList o = new IntList();
            while (!plain.pending().id().equals("base:fly")) step(plain, rng, o);
            int found = -1;
            for (Action a : plain.legalActions()) if (a instanceof io.fogisles.base.action.BaseAction.Fly f) found = f.to();
            final int target = found;
            HouseRulesTest.rule(dir, "no-fly-target", "rule.veto(function (action, seat) {\n"
                    + "  return action.type === 'base:fly' && action.to === " + target + " ? 'not there' : null;\n});\n", "");
            rt.addRuleFolder(dir);
            Game vetoed = HouseRulesTest.rules(rt, ModuleSelection.of("base"), 2, "no-fly-target").newGame(31, true);
            Game twin = HouseRulesTest.rules(CliFixture.runtime(), ModuleSelection.of("base"), 2).newGame(31, true); // the same game without the veto
            Rng rng2 = new Rng(31);
            while (!vetoed.pending().id().equals("base:fly")) stepBoth(vetoed, twin, rng2, o);
            Action flyThere = new io.fogisles.base.action.BaseAction.Fly(target);
            Outcome first = vetoed.submit(vetoed.pendingSeat(), flyThere);
            assertEquals("house.veto", ((Outcome.Rejected) first).rejection().code(), "offered here, so the veto answers");
            // a later fly decision that does not offer the target (the twin shows what the decision itself offers)
            boolean checked = false;
            for (int i = 0; i < 400 && !vetoed.isOver() && !checked; i++) {
                stepBoth(vetoed, twin, rng2, o);
                if (!vetoed.isOver() && vetoed.pending().id().equals("base:fly")
                        && twin.legalActions().stream().noneMatch(a -> a instanceof io.fogisles.base.action.BaseAction.Fly f && f.to() == target)) {
                    Outcome later = vetoed.submit(vetoed.pendingSeat(), flyThere);
                    assertFalse(later.accepted());
                    assertNotEquals("house.veto", ((Outcome.Rejected) later).rejection().code(), "the target is not an option here: " + later);
                    checked = true;
                }
            }
            assertTrue(checked, "no later fly decision without the target was found");
        } finally {
            rt.close();
        }
    }

    /** One random step of {@code g}, and the same action in {@code twin}. */
    private static void stepBoth(Game g, Game twin, Rng rng, IntList o) {
        g.legalCodes(o);
        Action a = g.decode(o.get(rng.nextInt(o.size())));
        int seat = g.pendingSeat();
        assertTrue(g.submit(seat, a).accepted());
        assertTrue(twin.submit(seat, a).accepted(), "the twin follows");
    }

    private static void step(Game g, Rng rng, IntList o) {
        g.legalCodes(o);
        assertTrue(g.submit(g.pendingSeat(), g.decode(o.get(rng.nextInt(o.size())))).accepted());
    }

    @Test
    @DisplayName("a rule in the player's folder whose manifest is wrong is refused with its error, not as 'not installed'")
    void brokenUserRule(@TempDir Path dir) throws Exception {
        Path typo = Files.createDirectories(dir.resolve("typo"));
        Files.writeString(typo.resolve("rule.json"), "{\n  \"id\": \"typo\",\n  \"name\": {\"en\": \"T\"},\n  \"version\": \"1.0.0\",\n  \"apiVersion\": \"1\",\n  \"autor\": \"me\"\n}");
        Files.writeString(typo.resolve("rule.js"), "");
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            ModuleException e = assertThrows(ModuleException.class, () -> HouseRulesTest.rules(rt, ModuleSelection.of("base"), 2, "typo"));
            assertTrue(e.getMessage().contains("cannot be read") && e.getMessage().contains(typo.resolve("rule.json") + ":6:3")
                    && e.getMessage().contains("did you mean 'author'"), e.getMessage());
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("a rule in the player's folder with the id of a bundled rule is used, with a note naming both folders")
    void userRuleHidesBundled(@TempDir Path dir) throws Exception {
        Path mine = dir.resolve("coastal-pride");
        Files.createDirectories(mine);
        Path bundled = Services.home().resolve("scripts").resolve("coastal-pride");
        Files.writeString(mine.resolve("rule.json"), Files.readString(bundled.resolve("rule.json")).replace("\"1.0.0\"", "\"9.9.9\""));
        Files.writeString(mine.resolve("rule.js"), Files.readString(bundled.resolve("rule.js")));
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            RuleSet rules = HouseRulesTest.rules(rt, ModuleSelection.of("base"), 2, "coastal-pride");
            assertEquals("9.9.9", rules.houseRules().get(0).version());
            assertTrue(rules.notes().stream().anyMatch(n -> n.text().contains(mine.toString()) && n.text().contains(bundled.toString())), rules.notes().toString());
            assertTrue(rt.library().problems().get(mine).get(0).message().contains(bundled.toString()), rt.library().problems().toString());
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("every event raised in games with all modules is declared by the kernel or a module's \"events\", so the checker can trust the list")
    void eventsAreDeclared() {
        Set<String> declared = new HashSet<>(KernelEvents.ALL);
        for (ModuleDescriptor d : CliFixture.runtime().catalog().all()) {
            for (String e : d.manifest().eventTypes()) assertTrue(e.startsWith(d.id() + ":"), d.id() + " declares " + e + " outside its namespace");
            declared.addAll(d.manifest().eventTypes());
        }
        Set<String> raised = new HashSet<>();
        for (ModuleSelection modules : List.of(ModuleSelection.of("base"), ModuleSelection.of("base", "harbour"), ModuleSelection.of("base", "harbour", "expansion"))) {
            for (int seats = 2; seats <= 4; seats++) {
                Game g = CliFixture.runtime().rules(new GameConfig(modules, seats)).newGame(30 + seats, true);
                HouseRulesTest.playRandom(g, seats, 100_000);
                for (Change c : g.journal().since(0)) if (c instanceof Change.Event e) raised.add(e.event().type());
            }
        }
        List<String> undeclared = new ArrayList<>();
        for (String t : raised) if (!declared.contains(t)) undeclared.add(t);
        assertTrue(undeclared.isEmpty(), "raised but not declared: " + undeclared);
        assertTrue(raised.contains("base:tile-placed") && raised.contains("harbour:trade-started") && raised.contains("expansion:activated"), raised.toString());
    }
}
