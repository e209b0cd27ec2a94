package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.i18n.Messages;
import io.fogisles.kernel.i18n.Translated;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.persist.SaveGame;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.script.ScriptError;
import io.fogisles.kernel.util.IntList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** House rules in real games: the bundled examples each do what they say; failures are contained. */
class HouseRulesTest {

    static RuleSet rules(Services rt, ModuleSelection modules, int seats, String... houseRules) {
        List<GameConfig.HouseRuleRef> refs = java.util.Arrays.stream(houseRules).map(GameConfig.HouseRuleRef::of).toList();
        return rt.rules(new GameConfig(modules, seats, refs));
    }

    static RuleSet bundled(ModuleSelection modules, int seats, String... houseRules) {
        return rules(CliFixture.runtime(), modules, seats, houseRules);
    }

    static void playRandom(Game g, long seed, int max) {
        Rng rng = new Rng(seed);
        IntList o = new IntList();
        for (int i = 0; i < max && !g.isOver(); i++) {
            g.legalCodes(o);
            g.applyCode(o.get(rng.nextInt(o.size())));
        }
    }

    /** Makes the setup choices (each seat's first option) until round 1 has started, so round hooks have run. */
    static Game toFirstRound(Game g) {
        IntList o = new IntList();
        while (g.round() == 0 && !g.isOver()) {
            g.legalCodes(o);
            g.applyCode(o.get(0));
        }
        return g;
    }

    /** Puts a tile of a kind from the bag on a field of a seat's island (through the change API). */
    static int place(Game g, int seat, int q, int r, String kind) {
        BaseGame b = g.rules().service(BaseGame.class);
        for (int p : g.state().pieces(b.state.bag.global())) {
            if (b.pieces.kind[p].equals(kind)) {
                g.context().move(p, b.state.island.of(seat), b.island.board().index(q, r));
                return p;
            }
        }
        throw new IllegalStateException("no " + kind + " in the bag");
    }

    /** A rule written into a temporary folder. */
    static Path rule(Path dir, String id, String js, String extraManifest) throws Exception {
        Path d = dir.resolve(id);
        Files.createDirectories(d);
        Files.writeString(d.resolve("rule.json"), "{\"id\": \"" + id + "\", \"name\": {\"en\": \"" + id + "\"}, \"version\": \"1.0.0\", \"apiVersion\": \"1\"" + extraManifest + "}");
        Files.writeString(d.resolve("rule.js"), js);
        return d;
    }

    @Test
    @DisplayName("coastal-pride adds a score row: +1 per coast field covered by its own landscape")
    void coastalPride() {
        Game g = bundled(ModuleSelection.of("base"), 2, "coastal-pride").newGame(1);
        place(g, 0, -4, 0, "forest");   // the forest coast: counts
        place(g, 0, 0, -4, "desert");   // a mountain coast field: does not
        place(g, 1, 4, 0, "swamp");     // the swamp coast: counts for seat 1
        assertEquals(List.of(1, 1), List.of(g.scores().points("coastal-pride:coastalPride", 0), g.scores().points("coastal-pride:coastalPride", 1)));
        Game two = rules(CliFixture.runtime(), ModuleSelection.of("base"), 2).newGame(1);
        assertFalse(two.scores().rows().contains("coastal-pride:coastalPride"), "without the rule there is no such row");
    }

    @Test
    @DisplayName("rich-start changes the setup: 8 energy for everyone and six eyepieces")
    void richStart() {
        Game g = bundled(ModuleSelection.of("base"), 3, "rich-start").newGame(2);
        BaseGame b = g.rules().service(BaseGame.class);
        for (int s = 0; s < 3; s++) {
            assertEquals(8, g.state().get(b.state.energy, s));
            assertEquals(6, g.state().get(b.state.eyepieceCount, s));
        }
    }

    @Test
    @DisplayName("no-city-on-volcano vetoes a city on a volcano with the rule's reason; other placements stay legal")
    void noCityOnVolcano() {
        Game g = bundled(ModuleSelection.of("base"), 2, "no-city-on-volcano").newGame(3, true);
        BaseGame b = g.rules().service(BaseGame.class);
        // play until someone must place, then give them a city and stand them next to a volcano
        Rng rng = new Rng(3);
        IntList o = new IntList();
        while (!g.pending().id().equals("base:take-cloud")) {
            g.legalCodes(o);
            g.applyCode(o.get(rng.nextInt(o.size())));
        }
        int seat = g.pendingSeat();
        int city = -1;
        for (int p : g.state().pieces(b.state.bag.global())) if (b.pieces.kind[p].equals("city")) city = p;
        g.context().move(city, b.state.eyepieces.of(seat));
        g.context().set(b.state.balloon, seat, b.island.board().index(1, -1)); // next to the volcano at (1,-2)
        g.submit(seat, new BaseAction.TakeCloud(g.legalActions().stream().map(a -> ((BaseAction.TakeCloud) a).cloud()).findFirst().orElseThrow()));
        while (g.pending().id().equals("base:keep-or-convert")) g.submit(seat, g.legalActions().stream().filter(a -> a instanceof BaseAction.Convert).findFirst().orElseThrow());
        int volcano = b.island.board().index(1, -2);
        List<Action> legal = g.legalActions();
        assertFalse(legal.contains(new BaseAction.Place(city, volcano)));
        assertTrue(legal.contains(new BaseAction.Place(city, b.island.board().index(2, -2))), "a city elsewhere is fine");
        Outcome.Rejected r = assertInstanceOf(Outcome.Rejected.class, g.submit(seat, new BaseAction.Place(city, volcano)));
        assertEquals("house.veto", r.rejection().code());
        // the rule's name and reason keep every language the rule gave, so each player reads their own
        Translated name = assertInstanceOf(Translated.class, r.rejection().args().get(0));
        Translated reason = assertInstanceOf(Translated.class, r.rejection().args().get(1));
        assertEquals("Keine Stadt auf dem Vulkan", name.in("de"));
        assertEquals("ni ville ni monument sur un volcan", reason.in("fr"));
        Messages messages = Messages.of(g.rules().modules().ordered());
        assertEquals("Von der Hausregel Keine Stadt auf dem Vulkan nicht erlaubt: Städte und Monumente dürfen nicht auf einen Vulkan",
                messages.rejection("de", r.rejection()));
        assertEquals("Not allowed by the house rule No city on a volcano: cities and monuments may not be built on a volcano",
                messages.rejection("en", r.rejection()));
    }

    @Test
    @DisplayName("grand-cities changes an existing score row: the cities row counts double (triple with its option), the other rows stay")
    void grandCities() {
        Game plain = rules(CliFixture.runtime(), ModuleSelection.of("base"), 2).newGame(13);
        Game twice = bundled(ModuleSelection.of("base"), 2, "grand-cities").newGame(13);
        Game thrice = CliFixture.runtime().rules(new GameConfig(ModuleSelection.of("base"), 2,
                List.of(new GameConfig.HouseRuleRef("grand-cities", null, null, Map.of("factor", "3"))))).newGame(13);
        for (Game g : List.of(plain, twice, thrice)) {
            place(g, 0, -4, 0, "forest");
            place(g, 0, -3, 0, "city");
            place(g, 0, -3, 1, "desert");
        }
        int cities = plain.scores().points("base:cities", 0);
        assertTrue(cities > 0, "the city has neighbours that count: " + cities);
        assertEquals(2 * cities, twice.scores().points("base:cities", 0));
        assertEquals(3 * cities, thrice.scores().points("base:cities", 0));
        assertEquals(plain.scores().rows(), twice.scores().rows(), "the row is changed, not added");
        assertEquals(plain.scores().points("base:forest", 0), twice.scores().points("base:forest", 0));
        assertEquals(plain.scores().totals()[0] + cities, twice.scores().totals()[0]);
    }

    @Test
    @DisplayName("rule.adjustScore naming a row that does not exist is refused when the rules are built, with a suggestion")
    void adjustUnknownRow(@TempDir Path dir) throws Exception {
        rule(dir, "typo-row", "rule.adjustScore('base:citys', (seat, points) => points);", "");
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            ModuleException e = assertThrows(ModuleException.class, () -> rules(rt, ModuleSelection.of("base"), 2, "typo-row"));
            assertTrue(e.getMessage().contains("'base:citys'") && e.getMessage().contains("did you mean 'base:cities'"), e.getMessage());
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("the expansion global (B13.2, B13.5, C3): reserve, unlocked tiles, activated tiles and marks, as Module 3 sees them")
    void expansionApi(@TempDir Path dir) throws Exception {
        rule(dir, "x-watch", """
                rule.scoreRow('reserve', seat => expansion.reserve(seat).length);
                rule.scoreRow('unlocked', seat => expansion.unlocked(seat).length);
                rule.scoreRow('activated', seat => expansion.activated(seat).length);
                rule.scoreRow('royalMark', seat => expansion.mark('royal-couple'));
                rule.scoreRow('row', seat => expansion.score(seat));
                """, ", \"requires\": [\"base\", \"harbour\", \"expansion\"]");
        rule(dir, "x-bad", "rule.scoreRow('bad', seat => expansion.mark('castle'));", ", \"requires\": [\"base\", \"harbour\", \"expansion\"]");
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            ModuleSelection all = ModuleSelection.of("base", "harbour", "expansion");
            Game g = toFirstRound(rules(rt, all, 2, "x-watch").newGame(14));
            io.fogisles.expansion.Expansion x = g.rules().service(io.fogisles.expansion.Expansion.class);
            BaseGame b = g.rules().service(BaseGame.class);
            assertEquals(5, g.scores().points("x-watch:reserve", 0), "five tiles wait beside the island (B13.2)");
            assertEquals(0, g.scores().points("x-watch:activated", 0));
            assertEquals(14, g.scores().points("x-watch:royalMark", 0));
            g.context().set(b.state.energy, 0, 11); // marks 5, 8 and 11 are reached (C3)
            assertEquals(x.activatable(g.state(), 0).length, g.scores().points("x-watch:unlocked", 0));
            assertEquals(3, g.scores().points("x-watch:unlocked", 0));
            int tile = g.state().pieces(x.reserve.of(0))[0];
            g.context().move(tile, b.state.island.of(0), b.island.board().index(-4, 0));
            assertEquals(4, g.scores().points("x-watch:reserve", 0));
            assertEquals(1, g.scores().points("x-watch:activated", 0));
            assertEquals(x.score(g.state(), 0), g.scores().points("x-watch:row", 0));
            assertEquals(x.score(g.state(), 0), g.scores().points("expansion:expansion", 0));
            Game bad = toFirstRound(rules(rt, all, 2, "x-bad").newGame(14));
            bad.scores();
            assertTrue(bad.scriptProblems().get(0).error().message().contains("'castle' is not an expansion tile kind"), bad.scriptProblems().toString());
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("gale adds a seventh bonus-die face; when rolled, everyone gains 1 energy and the opposite direction is free")
    void gale() {
        RuleSet rules = bundled(ModuleSelection.of("base"), 2, "gale");
        BaseGame b = rules.service(BaseGame.class);
        assertEquals(7, b.rules.bonusFaceIds.length);
        assertEquals("gale", b.rules.bonusFaceIds[6]);
        Game g = rules.newGame(4, true);
        while (!g.pending().id().equals("base:reroll")) g.submit(g.pendingSeat(), g.legalActions().get(0));
        g.context().set(b.state.bonusFace, 6);
        g.context().set(b.state.direction, io.fogisles.kernel.hex.Direction.NE.ordinal());
        int e0 = g.state().get(b.state.energy, 0), e1 = g.state().get(b.state.energy, 1);
        g.submit(g.pendingSeat(), new BaseAction.Reroll(false, false));
        assertEquals(e0 + 1, g.state().get(b.state.energy, 0));
        assertEquals(e1 + 1, g.state().get(b.state.energy, 1));
        int free = g.state().get(b.state.freeDirections);
        assertEquals((1 << io.fogisles.kernel.hex.Direction.NE.ordinal()) | (1 << io.fogisles.kernel.hex.Direction.SW.ordinal()), free);
    }

    @Test
    @DisplayName("generous-harbour: every pier takes one more tile and the offer holds 13")
    void generousHarbour() {
        io.fogisles.harbour.Harbour h = bundled(ModuleSelection.of("base", "harbour"), 2, "generous-harbour").service(io.fogisles.harbour.Harbour.class);
        assertEquals(List.of(3, 4, 3, 5, 4, 5), h.rules.piers.stream().map(io.fogisles.harbour.HarbourRules.Pier::take).toList());
        assertEquals(13, h.rules.offerLimit);
    }

    @Test
    @DisplayName("early-expansion halves the unlock marks (5/8/11/14/17 → 2/4/5/7/8) and all five tiles earn 8")
    void earlyExpansion() {
        io.fogisles.expansion.ExpansionRules x = bundled(ModuleSelection.of("base", "harbour", "expansion"), 2, "early-expansion")
                .service(io.fogisles.expansion.ExpansionRules.class);
        assertEquals(List.of(2, 4, 5, 7, 8), List.of(x.mark("observatory-small"), x.mark("harbour-office"), x.mark("observatory-large"),
                x.mark("royal-couple"), x.mark("wind-machine")));
        assertEquals(8, x.allFiveBonus);
        // in play, with 5 energy: three tiles unlocked (marks 2, 4, 5) instead of only the small observatory (mark 5)
        Game early = toFirstRound(bundled(ModuleSelection.of("base", "harbour", "expansion"), 2, "early-expansion").newGame(15));
        Game plain = toFirstRound(rules(CliFixture.runtime(), ModuleSelection.of("base", "harbour", "expansion"), 2).newGame(15));
        for (Game g : List.of(early, plain)) g.context().set(g.rules().service(BaseGame.class).state.energy, 0, 5);
        assertEquals(3, early.rules().service(io.fogisles.expansion.Expansion.class).activatable(early.state(), 0).length);
        assertEquals(1, plain.rules().service(io.fogisles.expansion.Expansion.class).activatable(plain.state(), 0).length);
    }

    @Test
    @DisplayName("small-island brings its own island (37 fields, six coasts of three) and games on it end")
    void smallIsland() {
        RuleSet rules = bundled(ModuleSelection.of("base"), 4, "small-island");
        BaseGame b = rules.service(BaseGame.class);
        assertEquals(37, b.island.size());
        for (int l = 0; l < 6; l++) assertEquals(3, b.island.coastFields(l).length);
        Game g = rules.newGame(5);
        playRandom(g, 5, 100_000);
        assertTrue(g.isOver(), g.toString());
    }

    @Test
    @DisplayName("N7 two players on the small island who block their coasts fill both islands and their eyepieces, and the game ends instead of going on for ever")
    void smallIslandFillsUp() {
        RuleSet rules = bundled(ModuleSelection.of("base"), 2, "small-island");
        Game g = rules.newGame(1036); // the seeds of `check`'s third 2-player test game, which never ended before
        playRandom(g, 64, 100_000);
        assertTrue(g.isOver(), g.toString());
        assertEquals("base:islands-full", g.endReason());
    }

    @Test
    @DisplayName("lucky-drops (a single-file rule): covering a drop gives one energy more than printed")
    void luckyDrops() {
        Game g = bundled(ModuleSelection.of("base"), 2, "lucky-drops").newGame(6, true);
        BaseGame b = g.rules().service(BaseGame.class);
        while (!g.pending().id().equals("base:take-cloud")) g.submit(g.pendingSeat(), g.legalActions().get(0));
        int seat = g.pendingSeat();
        g.submit(seat, g.legalActions().get(0));
        while (g.pending().id().equals("base:keep-or-convert")) g.submit(seat, g.legalActions().stream().filter(a -> a instanceof BaseAction.Convert).findFirst().orElseThrow());
        int forest = -1;
        for (int p : g.state().pieces(b.state.bag.global())) if (b.pieces.kind[p].equals("forest")) forest = p;
        g.context().move(forest, b.state.eyepieces.of(seat));
        g.context().set(b.state.balloon, seat, b.island.board().index(3, -1)); // next to the drop (energy 2) at (2,-1)
        g.context().set(b.state.energy, seat, 5);
        g.submit(seat, new BaseAction.Place(forest, b.island.board().index(2, -1)));
        assertEquals(5 + 2 + 1, g.state().get(b.state.energy, seat));
    }

    @Test
    @DisplayName("the template rule gives the start player its bonus at each round start (option bonus, default 1)")
    void template() {
        Game plain = toFirstRound(rules(CliFixture.runtime(), ModuleSelection.of("base"), 2).newGame(7));
        Game g = toFirstRound(bundled(ModuleSelection.of("base"), 2, "template").newGame(7));
        BaseGame b = g.rules().service(BaseGame.class);
        int start = g.state().get(b.state.startPlayer);
        assertEquals(plain.state().get(b.state.energy, start) + 1, g.state().get(b.state.energy, start));
    }

    @Test
    @DisplayName("a rule that throws is switched off with file, line and message; the game state is as before the call, and the game goes on")
    void failingRule(@TempDir Path dir) throws Exception {
        rule(dir, "breaks", """
                rule.on('kernel:round-started', function (e) {
                  if (e.round !== 2) return;
                  base.gainEnergy(0, 5); throw new Error('boom in round ' + e.round);
                });
                """, "");
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            Game g = rules(rt, ModuleSelection.of("base"), 2, "breaks").newGame(8, true);
            Game plain = rules(rt, ModuleSelection.of("base"), 2).newGame(8, true);
            BaseGame b = g.rules().service(BaseGame.class);
            // the same choices in both games: the failing call left no trace, so they stay equal throughout
            Rng rng = new Rng(8);
            IntList o = new IntList();
            IntList p = new IntList();
            for (int i = 0; i < 400 && !g.isOver(); i++) {
                g.legalCodes(o);
                plain.legalCodes(p);
                assertEquals(p.size(), o.size(), "same options at step " + i);
                int code = o.get(rng.nextInt(o.size()));
                g.applyCode(code);
                plain.applyCode(code);
                for (int s = 0; s < 2; s++)
                    assertEquals(plain.state().get(b.state.energy, s), g.state().get(b.state.energy, s), "energy of seat " + s + " at step " + i);
            }
            assertTrue(g.round() > 3, "the game went on");
            assertEquals(1, g.scriptProblems().size(), g.scriptProblems().toString());
            ScriptError e = g.scriptProblems().get(0).error();
            assertEquals("breaks/rule.js", e.file());
            assertEquals(3, e.line());
            assertTrue(e.message().contains("boom in round 2"), e.message());
            assertEquals(2, g.scriptProblems().get(0).round());
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("rules are sandboxed: Java.type, getClass, load, Packages, threads all fail inside hooks")
    void sandbox(@TempDir Path dir) throws Exception {
        String[] attempts = {"Java.type('java.lang.System')", "base.getClass()", "load('/etc/passwd')", "Packages.java.io.File", "new Thread()"};
        for (int i = 0; i < attempts.length; i++) {
            rule(dir, "escape-" + i, "rule.on('kernel:round-started', function () { return " + attempts[i] + "; });", "");
        }
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            for (int i = 0; i < attempts.length; i++) {
                Game g = toFirstRound(rules(rt, ModuleSelection.of("base"), 2, "escape-" + i).newGame(9));
                assertEquals(1, g.scriptProblems().size(), attempts[i]);
                assertEquals("escape-" + i + "/rule.js", g.scriptProblems().get(0).error().file());
            }
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("rules have no network: fetch, XMLHttpRequest, WebSocket, require, process and Java sockets all fail inside hooks")
    void noNetwork(@TempDir Path dir) throws Exception {
        String[] attempts = {"fetch('http://127.0.0.1:9/')", "new XMLHttpRequest()", "new WebSocket('ws://127.0.0.1:9/')",
                "require('http')", "process.binding('tcp_wrap')", "Java.type('java.net.Socket')", "importScripts('http://127.0.0.1:9/x.js')"};
        for (int i = 0; i < attempts.length; i++) {
            rule(dir, "net-" + i, "rule.on('kernel:round-started', function () { return " + attempts[i] + "; });", "");
        }
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            for (int i = 0; i < attempts.length; i++) {
                Game g = toFirstRound(rules(rt, ModuleSelection.of("base"), 2, "net-" + i).newGame(9));
                assertEquals(1, g.scriptProblems().size(), attempts[i] + " must fail");
                assertTrue(g.scriptProblems().get(0).error().message().contains("is not defined"), attempts[i] + ": " + g.scriptProblems());
            }
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("an endless loop in a rule is stopped (statement budget) and reported as such; two rules with the same top-level names run side by side")
    void loopAndSideBySide(@TempDir Path dir) throws Exception {
        rule(dir, "spin", "rule.on('kernel:round-started', function () { for (;;) {} });", "");
        rule(dir, "one", "const bonus = 1; rule.scoreRow('x', seat => bonus);", "");
        rule(dir, "two", "const bonus = 2; rule.scoreRow('x', seat => bonus);", "");
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            // this thread's CPU time: the rule runs here, and a busy machine stretches the wall clock, not the work done
            java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
            long t0 = threads.getCurrentThreadCpuTime();
            Game g = toFirstRound(rules(rt, ModuleSelection.of("base"), 2, "spin").newGame(10));
            long ms = (threads.getCurrentThreadCpuTime() - t0) / 1_000_000;
            assertTrue(ms < 5_000, "stopped after " + ms + " ms of CPU time");
            assertTrue(g.scriptProblems().get(0).error().message().contains("endless loop"), g.scriptProblems().toString());
            Game both = rules(rt, ModuleSelection.of("base"), 2, "one", "two").newGame(10);
            assertEquals(1, both.scores().points("one:x", 0));
            assertEquals(2, both.scores().points("two:x", 0));
        } finally {
            rt.close();
        }
    }

    @Test
    @DisplayName("a house rule that needs a module not selected, or that is not installed, is refused clearly")
    void refused() {
        ModuleException m = assertThrows(ModuleException.class, () -> bundled(ModuleSelection.of("base"), 2, "generous-harbour"));
        assertTrue(m.getMessage().contains("requires module 'harbour'"), m.getMessage());
        ModuleException n = assertThrows(ModuleException.class, () -> bundled(ModuleSelection.of("base"), 2, "costal-pride"));
        assertTrue(n.getMessage().contains("not installed") && n.getMessage().contains("did you mean 'coastal-pride'"), n.getMessage());
    }

    @Test
    @DisplayName("a save records the house rules with id, version and SHA-256 and reloads with them")
    void saves(@TempDir Path dir) throws Exception {
        RuleSet rules = bundled(ModuleSelection.of("base"), 2, "coastal-pride");
        Game g = rules.newGame(11, true);
        Rng rng = new Rng(11);
        IntList o = new IntList();
        for (int i = 0; i < 80; i++) {
            g.legalCodes(o);
            g.submit(g.pendingSeat(), g.decode(o.get(rng.nextInt(o.size()))));
        }
        Path f = dir.resolve("save.json");
        SaveGame.write(f, g, List.of(new SaveGame.Seat("a", null), new SaveGame.Seat("b", "random")), "test");
        String text = Files.readString(f);
        String sha = CliFixture.runtime().library().get("coastal-pride").sha256();
        assertTrue(text.contains("\"id\" : \"coastal-pride\"") && text.contains(sha), "header names the rule and its hash");
        SaveGame.Loaded l = SaveGame.read(f, CliFixture.runtime().factory(), false);
        assertEquals(g.state().sha256(), l.game().state().sha256());
        assertTrue(l.warnings().isEmpty(), l.warnings().toString());
        Files.writeString(f, text.replace(sha, "0".repeat(64)));
        SaveGame.Loaded changed = SaveGame.read(f, CliFixture.runtime().factory(), false);
        assertTrue(changed.warnings().stream().anyMatch(w -> w.contains("coastal-pride") && w.contains("files changed")), changed.warnings().toString());
    }

    @Test
    @DisplayName("rule options are checked: unknown names and values are refused with the allowed ones")
    void options() {
        ModuleException e = assertThrows(ModuleException.class, () -> CliFixture.runtime().rules(new GameConfig(ModuleSelection.of("base"), 2,
                List.of(new GameConfig.HouseRuleRef("coastal-pride", null, null, Map.of("points", "3"))))));
        assertTrue(e.getMessage().contains("allowed: 1, 2"), e.getMessage());
        Game g = CliFixture.runtime().rules(new GameConfig(ModuleSelection.of("base"), 2,
                List.of(new GameConfig.HouseRuleRef("coastal-pride", null, null, Map.of("points", "2"))))).newGame(12);
        place(g, 0, -4, 0, "forest");
        assertEquals(2, g.scores().points("coastal-pride:coastalPride", 0));
    }

    @Test
    @DisplayName("issue 34: a rule's own state (rule.state, declared in rule.json) is game state: counted by a hook, read by a score row, undone, copied, saved and replayed")
    void ruleState(@TempDir Path dir) throws Exception {
        rule(dir, "tally", """
                rule.on('base:tile-placed', e => { rule.state.add('placed', e.seat, 1); rule.state.add('total', -1, 1); });
                rule.scoreRow('placed', seat => rule.state.get('placed', seat));
                rule.scoreRow('total', seat => rule.state.get('total'));
                """, ", \"requires\": [\"base\"], \"state\": {\"placed\": {\"scope\": \"seat\"}, \"total\": {\"initial\": 100}}");
        rule(dir, "undeclared", "rule.on('base:tile-placed', e => { rule.state.add('placd', e.seat, 1); });\n", ", \"requires\": [\"base\"], \"state\": {\"placed\": {\"scope\": \"seat\"}}");
        Services rt = new Services();
        try {
            rt.addRuleFolder(dir);
            Game g = rules(rt, ModuleSelection.of("base"), 2, "tally").newGame(21, true);
            Rng rng = new Rng(21);
            IntList o = new IntList();
            for (int i = 0; i < 120 && !g.isOver(); i++) {
                g.legalCodes(o);
                g.submit(g.pendingSeat(), g.decode(o.get(rng.nextInt(o.size()))));
            }
            int[] placed = new int[2]; // the placements the game recorded (its journal keeps every event of an interactive game)
            for (io.fogisles.kernel.state.Change c : g.journal().all())
                if (c instanceof io.fogisles.kernel.state.Change.Event ev && ev.event().type().equals("base:tile-placed")) placed[ev.event().seat()]++;
            assertTrue(placed[0] + placed[1] > 0, "tiles were placed in 120 decisions");
            assertEquals(placed[0], g.scores().points("tally:placed", 0));
            assertEquals(placed[1], g.scores().points("tally:placed", 1));
            assertEquals(100 + placed[0] + placed[1], g.scores().points("tally:total", 0));
            Game copy = g.copy();
            assertEquals(g.scores().points("tally:placed", 0), copy.scores().points("tally:placed", 0), "a copy (the bots' look-ahead) has the same state");

            Path f = dir.resolve("save.json");
            SaveGame.write(f, g, List.of(new SaveGame.Seat("a", null), new SaveGame.Seat("b", "random")), "test");
            SaveGame.Loaded l = SaveGame.read(f, rt.factory(), false);
            assertEquals(g.state().sha256(), l.game().state().sha256(), "replayed from the save, the rule's state is the same");
            assertEquals(placed[0], l.game().scores().points("tally:placed", 0));

            // undo: the next action that places a tile raises the rule's count; taking it back lowers it again
            boolean undone = false;
            for (int i = 0; i < 200 && !g.isOver() && !undone; i++) {
                int before = g.scores().points("tally:total", 0), seat = g.pendingSeat();
                g.legalCodes(o);
                g.submit(seat, g.decode(o.get(rng.nextInt(o.size()))));
                if (g.scores().points("tally:total", 0) > before && g.canUndo(seat)) {
                    assertTrue(g.undo(seat));
                    assertEquals(before, g.scores().points("tally:total", 0), "undo takes the rule's state back with the game");
                    undone = true;
                }
            }
            assertTrue(undone, "a placement was taken back");

            Game bad = rules(rt, ModuleSelection.of("base"), 2, "undeclared").newGame(21);
            playRandom(bad, 21, 400);
            assertTrue(bad.scriptProblems().stream().anyMatch(p -> p.error().message().contains("rule.state: no value 'placd' is declared (did you mean 'placed'?)")),
                    bad.scriptProblems().toString());
        } finally {
            rt.close();
        }
        CliFixture.Result check = CliFixture.runFresh("check", dir.resolve("tally").toString());
        assertEquals(0, check.code(), check.out() + check.err());
        assertFalse(check.out().contains("played again went differently"), "state in the game replays alike: " + check.out());
    }
}
