package io.fogisles.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed {@code scripts/api/api.d.ts} read by the real TypeScript compiler, as an editor reads it:
 * every bundled rule type-checks against it, and a misspelled step, event or score row is an error in the
 * editor before the game ever runs. TypeScript comes from npm (installed once into {@code target/}); Node.js
 * and npm are Debian packages that {@code .ci/run} installs.
 */
class ApiTypingsTest {
    static final String TYPESCRIPT = "typescript@5.9.3";

    static Path repo() {
        Path root = Path.of("").toAbsolutePath().getParent();
        assertTrue(Files.isRegularFile(root.resolve("scripts/api/api.d.ts")), "the repository's scripts/api/api.d.ts from " + root);
        return root;
    }

    static Path tsc() throws Exception {
        Path prefix = Path.of("target", "typescript").toAbsolutePath();
        Path tsc = prefix.resolve("node_modules/.bin/tsc");
        if (Files.isExecutable(tsc)) return tsc;
        Files.createDirectories(prefix);
        Result r = run(prefix, List.of("npm", "install", "--no-audit", "--no-fund", "--silent", "--prefix", prefix.toString(), TYPESCRIPT));
        assertEquals(0, r.code, "npm install " + TYPESCRIPT + " (needs Node.js and npm: apt-get install nodejs npm, as .ci/run does):\n" + r.out);
        return tsc;
    }

    record Result(int code, String out) {
    }

    static Result run(Path dir, List<String> cmd) throws Exception {
        Process p;
        try {
            p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
        } catch (java.io.IOException e) {
            throw new AssertionError(cmd.get(0) + " is not installed: install Node.js and npm (apt-get install nodejs npm; .ci/run does) — " + e.getMessage());
        }
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "still running: " + cmd);
        return new Result(p.exitValue(), out);
    }

    /** tsc over api.d.ts and {@code files}, checking JavaScript as an editor with "checkJs" does. */
    static Result typeCheck(Path dir, List<Path> files) throws Exception {
        return typeCheck(dir, repo().resolve("scripts/api/api.d.ts"), files);
    }

    /** The same against another game's typings. */
    static Result typeCheck(Path dir, Path typings, List<Path> files) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(tsc().toString(), "--noEmit", "--allowJs", "--checkJs", "--target", "es2020", "--lib", "es2020",
                typings.toString()));
        for (Path f : files) cmd.add(f.toString());
        return run(dir, cmd);
    }

    @Test
    @DisplayName("api.d.ts is valid TypeScript and every bundled house rule type-checks against it")
    void bundledRulesTypeCheck(@TempDir Path dir) throws Exception {
        List<Path> rules;
        try (Stream<Path> s = Files.walk(repo().resolve("scripts"))) {
            rules = s.filter(p -> p.toString().endsWith(".js")).sorted().toList();
        }
        assertTrue(rules.size() >= 10, "the bundled rules: " + rules);
        Result r = typeCheck(dir, rules);
        assertEquals(0, r.code, r.out);
    }

    @Test
    @DisplayName("Pirate Bay's api.d.ts is valid TypeScript, its bundled rule type-checks, and a misspelled Pirate Bay name is an error")
    void pirateBayTypings(@TempDir Path dir) throws Exception {
        Path typings = repo().resolve("scripts/api/pirate-bay/api.d.ts");
        List<Path> rules;
        try (Stream<Path> s = Files.walk(repo().resolve("games/pirate-bay/house-rules"))) {
            rules = s.filter(p -> p.toString().endsWith(".js")).sorted().toList();
        }
        assertTrue(!rules.isEmpty(), "Pirate Bay's bundled rules");
        Result ok = typeCheck(dir, typings, rules);
        assertEquals(0, ok.code, ok.out);
        Path good = Files.writeString(dir.resolve("good.js"), """
                rule.on('pirate-bay:island-closed', e => { const n = e.cards.length + pirateBay.points(e.seat); });
                rule.after('pirate-bay:lay', seat => {});
                """);
        Result g = typeCheck(dir, typings, List.of(good));
        assertEquals(0, g.code, g.out);
        for (String bad : List.of("rule.after('pirate-bay:lya', seat => {});", "rule.before('base:place', seat => {});",
                "rule.on('pirate-bay:island-closed', e => { const s = e.cards.toUpperCase(); });")) {
            Path f = Files.writeString(dir.resolve("bad.js"), bad + "\n");
            Result r = typeCheck(dir, typings, List.of(f));
            assertTrue(r.code != 0 && r.out.contains("bad.js(1,"), bad + " must be an error against Pirate Bay's typings:\n" + r.out);
        }
    }

    @Test
    @DisplayName("Balmy Balloonists' api.d.ts is valid TypeScript, its bundled rule type-checks, and a misspelled Balmy Balloonists name is an error")
    void balmyBalloonistsTypings(@TempDir Path dir) throws Exception {
        Path typings = repo().resolve("scripts/api/balmy-balloonists/api.d.ts");
        List<Path> rules;
        try (Stream<Path> s = Files.walk(repo().resolve("games/balmy-balloonists/house-rules"))) {
            rules = s.filter(p -> p.toString().endsWith(".js")).sorted().toList();
        }
        assertTrue(!rules.isEmpty(), "Balmy Balloonists' bundled rules");
        Result ok = typeCheck(dir, typings, rules);
        assertEquals(0, ok.code, ok.out);
        Path good = Files.writeString(dir.resolve("good.js"), """
                rule.on('balmy-balloonists:landed', e => { const w = e.why.toUpperCase(); balmy.gainChips(e.balloon, 'gas', 1); });
                rule.after('balmy-balloonists:round-end', seat => { const b = balmy.balloon(0); const n = b.fieldsToGo + balmy.chips(0, 'fuel'); });
                """);
        Result g = typeCheck(dir, typings, List.of(good));
        assertEquals(0, g.code, g.out);
        for (String bad : List.of("rule.after('balmy-balloonists:round-nd', seat => {});", "rule.before('pirate-bay:lay', seat => {});",
                "rule.on('balmy-balloonists:landed', e => { const s = e.balloon.toUpperCase(); });", "balmy.balon(0);")) {
            Path f = Files.writeString(dir.resolve("bad.js"), bad + "\n");
            Result r = typeCheck(dir, typings, List.of(f));
            assertTrue(r.code != 0 && r.out.contains("bad.js(1,"), bad + " must be an error against Balmy Balloonists' typings:\n" + r.out);
        }
    }

    @Test
    @DisplayName("Nebelwind's api.d.ts is valid TypeScript, its bundled rule and the 36 characters' texts type-check, and a misspelled Nebelwind name is an error")
    void nebelwindTypings(@TempDir Path dir) throws Exception {
        Path typings = repo().resolve("scripts/api/nebelwind/api.d.ts");
        List<Path> scripts;
        try (Stream<Path> s = Stream.concat(Files.walk(repo().resolve("games/nebelwind/house-rules")), Files.walk(repo().resolve("games/nebelwind/nebelwind/scripts")))) {
            scripts = s.filter(p -> p.toString().endsWith(".js")).sorted().toList();
        }
        assertTrue(scripts.size() >= 2, "Nebelwind's bundled rule and characters.js: " + scripts);
        Result ok = typeCheck(dir, typings, scripts);
        assertEquals(0, ok.code, ok.out);
        Path good = Files.writeString(dir.resolve("good.js"), """
                rule.on('nebelwind:round-started', e => { const n = e.round + nebelwind.points(0, 'cargo'); nebelwind.gain(0, 'krill', 1); });
                rule.scoreRow('whales', seat => nebelwind.whales(seat).filter(w => w.cargo !== null).length + nebelwind.outpostsIn(seat, 'green'));
                """);
        Result g = typeCheck(dir, typings, List.of(good));
        assertEquals(0, g.code, g.out);
        for (String bad : List.of("rule.after('nebelwind:trun', seat => {});", "nebelwind.gian(0, 'krill', 1);", "nebelwind.gain(0, 'kril', 1);",
                "nebelwind.points(0, 'cargos');", "rule.on('nebelwind:hired', e => { const s = e.character.toFixed(); });")) {
            Path f = Files.writeString(dir.resolve("bad.js"), bad + "\n");
            Result r = typeCheck(dir, typings, List.of(f));
            assertTrue(r.code != 0 && r.out.contains("bad.js(1,"), bad + " must be an error against Nebelwind's typings:\n" + r.out);
        }
    }

    @Test
    @DisplayName("literal types: a misspelled step, event or score row is a type error in the editor, and an event's data is typed")
    void misspelledNamesAreTypeErrors(@TempDir Path dir) throws Exception {
        Path good = Files.writeString(dir.resolve("good.js"), """
                rule.before('base:place', seat => {});
                rule.on('base:tile-placed', e => { const f = e.field + 1; const k = e.kind.toUpperCase(); });
                rule.on('my-rule:storm', e => {});
                rule.adjustScore('base:volcanoes', (seat, points) => 2 * points);
                """);
        assertEquals(0, typeCheck(dir, List.of(good)).code, typeCheck(dir, List.of(good)).out);
        for (String bad : List.of("rule.before('base:plac', seat => {});", "rule.adjustScore('base:volcanos', (seat, points) => points);",
                "rule.on('base:tile-placed', e => { const s = e.field.toUpperCase(); });", "rule.on('base:tile-placd', e => {});",
                "rule.on('kernel:round-startd', e => {});")) {
            Path f = Files.writeString(dir.resolve("bad.js"), bad + "\n");
            Result r = typeCheck(dir, List.of(f));
            assertTrue(r.code != 0 && r.out.contains("bad.js(1,"), bad + " must be an error:\n" + r.out);
        }
    }

    @Test
    @DisplayName("the jsconfig.json of docs/house-rules.md: tsc -p checks a rule with exactly the sandbox's globals (console; no fetch, no setTimeout, no DOM)")
    void documentedJsconfig(@TempDir Path dir) throws Exception {
        Path rule = Files.createDirectories(dir.resolve("my-rule"));
        String doc = Files.readString(repo().resolve("docs/house-rules.md"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("```json\\n(\\{\"compilerOptions\".*?)```", java.util.regex.Pattern.DOTALL).matcher(doc);
        assertTrue(m.find(), "docs/house-rules.md shows a jsconfig.json");
        Files.writeString(rule.resolve("jsconfig.json"), m.group(1).replace("<Fog Isles folder>", repo().toString()));
        Files.writeString(rule.resolve("rule.js"), "rule.on('kernel:round-started', e => { console.log('round ' + e.round); });\n");
        Result ok = run(rule, List.of(tsc().toString(), "-p", rule.resolve("jsconfig.json").toString()));
        assertEquals(0, ok.code, ok.out);
        for (String bad : List.of("fetch('https://example.org');", "setTimeout(() => {}, 10);", "const t = document.querySelector('h1');")) {
            Files.writeString(rule.resolve("rule.js"), bad + "\n");
            Result r = run(rule, List.of(tsc().toString(), "-p", rule.resolve("jsconfig.json").toString()));
            assertTrue(r.code != 0 && r.out.contains("rule.js(1,"), bad + " is not in the sandbox, so it must be an error:\n" + r.out);
        }
    }
}
