package io.fogisles.kernel.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.toy.ToyFixture;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.Locale;
import java.util.TimeZone;
import org.graalvm.polyglot.HostAccess;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The sandbox, tested against the real GraalJS engine. */
class SandboxTest {
    /**
     * The first use of Intl in a JVM loads ICU's data, which took longer than the 2 s watchdog once on a loaded
     * machine (load average 11); later uses are quick. Loaded here, on a host with a generous watchdog, so that
     * the cases below test where the clock can be reached, not how fast the machine is.
     */
    @BeforeAll
    static void loadIntlData() {
        try (GraalScriptHost slow = new GraalScriptHost(120_000)) {
            ScriptUnit u = unit("effects.define('test:probe', function () {\n return new Intl.DateTimeFormat('en-US', {timeZone: 'UTC'}).format(0);\n});");
            slow.session().call(u, "effect", "test:probe", (ScriptTarget) () -> 0.5);
        }
    }


    /** An exported API object, like the ones modules give their scripts. */
    public static final class Api {
        @ScriptExport
        public int answer() {
            return 42;
        }

        /** Waits without using CPU: stands for a call whose thread gets no core for a while (a busy machine, a collection pause). */
        @ScriptExport
        public int pause(int millis) throws InterruptedException {
            Thread.sleep(millis);
            return millis;
        }

        /** Graal's own export annotation opens nothing: only the kernel's counts. */
        @HostAccess.Export
        public String graalExported() {
            return "visible through Graal's annotation";
        }

        public String secret() {
            return "not exported";
        }
    }

    private static final ScriptApiFactory API = new ScriptApiFactory() {
        public String name() {
            return "api";
        }

        public Object create(ScriptBinding binding) {
            return new Api();
        }
    };

    private static ScriptUnit unit(String code) {
        return new ScriptUnit("test", "test", List.of(new ScriptSource("test/probe.js", code)), List.of(API));
    }

    /** Runs code inside a registered callback and returns its result or the failure. */
    private static Object run(String body) {
        ScriptUnit u = unit("effects.define('test:probe', function () {\n" + body + "\n});");
        return ToyFixture.host().session().call(u, "effect", "test:probe", (ScriptTarget) () -> 0.5);
    }

    private static ScriptError failure(String body) {
        return assertThrows(ScriptFailure.class, () -> run(body)).error();
    }

    @Test
    @DisplayName("exported API methods work; plain data round-trips")
    void exportedWorks() {
        assertEquals(42, run("return api.answer();"));
        assertEquals(List.of(1, "a", true), run("return [1, 'a', true];"));
    }

    @Test
    @DisplayName("Java.type is denied")
    void javaType() {
        ScriptError e = failure("return Java.type('java.lang.System');");
        assertTrue(e.message().contains("Java"), e.message());
        assertEquals("test/probe.js", e.file());
    }

    @Test
    @DisplayName("getClass and members not marked @ScriptExport (even if marked with Graal's own @HostAccess.Export) are denied")
    void getClassDenied() {
        assertTrue(failure("return api.getClass();").message().contains("getClass"));
        assertTrue(failure("return api.secret();").message().contains("secret"));
        assertTrue(failure("return api.graalExported();").message().contains("graalExported"));
    }

    @Test
    @DisplayName("load, Packages and java globals are gone")
    void loadAndPackages() {
        assertTrue(failure("return load('/etc/passwd');").message().contains("load"));
        assertTrue(failure("return Packages.java.lang.System;").message().contains("Packages"));
        assertTrue(failure("return java.io.File;").message().contains("java"));
    }

    /** A prelude that removes nothing: what the context settings alone allow. */
    private static final String BARE_PRELUDE = "(function (host) { globalThis.effects = { define(id, fn) { host.register('effect', id, fn); } }; })(__host);\n"
            + "delete globalThis.__host;";

    private static Object runOn(ScriptHost host, String file, String body) {
        ScriptUnit u = new ScriptUnit("test", "test", List.of(new ScriptSource(file, "effects.define('test:probe', function () {\n" + body + "\n});")), List.of(API));
        return host.session().call(u, "effect", "test:probe", (ScriptTarget) () -> 0.5);
    }

    private static String quoted(Object text) {
        return "'" + String.valueOf(text).replace("\\", "\\\\").replace("'", "\\'") + "'";
    }

    @Test
    @DisplayName("file access is denied: importing a valid module file from disk is refused and its value is not read")
    void fileAccess(@TempDir Path dir) throws Exception {
        Path module = dir.resolve("secret.mjs");
        Files.writeString(module, "export const secret = 'READ-OK';\n");
        ScriptUnit u = new ScriptUnit("test", "test", List.of(new ScriptSource("test/io.js",
                "let result = 'pending';\n"
                + "import(" + quoted(module) + ").then(m => { result = 'read: ' + m.secret; }, e => { result = 'denied: ' + e; });\n"
                + "effects.define('test:result', () => result);")), List.of());
        String r = String.valueOf(ToyFixture.host().session().call(u, "effect", "test:result", null));
        assertFalse(r.contains("READ-OK"), "the module was read: " + r);
        assertTrue(r.startsWith("denied") && r.contains("not allowed"), r);
    }

    @Test
    @DisplayName("host class lookup is refused by the context itself, even without the prelude that deletes Java and load")
    void hostClassLookupWithoutPrelude() {
        try (GraalScriptHost bare = new GraalScriptHost(2000, BARE_PRELUDE, Map.of())) {
            assertEquals("object", runOn(bare, "test/bare.js", "return typeof Java;"), "the bare prelude leaves Java in place");
            ScriptFailure f = assertThrows(ScriptFailure.class, () -> runOn(bare, "test/bare.js", "return Java.type('java.lang.System');"));
            assertTrue(f.error().message().contains("java.lang.System is not allowed"), f.error().message());
            assertEquals("undefined", runOn(bare, "test/bare.js", "return typeof load;"), "js.load is off");
        }
    }

    @Test
    @DisplayName("threads cannot be created: no Worker global, and with the engine's Worker switched on creating one is refused")
    void threads() {
        assertEquals("undefined", run("return typeof Worker;"));
        try (GraalScriptHost withWorkers = new GraalScriptHost(2000, BARE_PRELUDE, Map.of("js.worker", "true"))) {
            assertEquals("function", runOn(withWorkers, "test/worker.js", "return typeof Worker;"));
            ScriptFailure f = assertThrows(ScriptFailure.class,
                    () -> runOn(withWorkers, "test/worker.js", "return typeof new Worker('1 + 1', {type: 'string'});"));
            assertTrue(f.error().message().contains("Creating threads is not allowed"), f.error().message());
        }
    }

    @Test
    @DisplayName("the network is out of reach: no fetch, XMLHttpRequest or WebSocket, no socket class, and importing a URL connects nowhere")
    void network() throws Exception {
        assertEquals("undefined undefined undefined", run("return typeof fetch + ' ' + typeof XMLHttpRequest + ' ' + typeof WebSocket;"));
        try (GraalScriptHost bare = new GraalScriptHost(2000, BARE_PRELUDE, Map.of())) {
            ScriptFailure f = assertThrows(ScriptFailure.class, () -> runOn(bare, "test/net.js", "return Java.type('java.net.Socket');"));
            assertTrue(f.error().message().contains("not allowed"), f.error().message());
        }
        try (ServerSocket server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            String url = "http://127.0.0.1:" + server.getLocalPort() + "/rule.mjs";
            ScriptUnit u = new ScriptUnit("test", "test", List.of(new ScriptSource("test/net.js",
                    "let result = 'pending';\n"
                    + "import(" + quoted(url) + ").then(m => { result = 'loaded'; }, e => { result = 'denied: ' + e; });\n"
                    + "effects.define('test:result', () => result);")), List.of());
            String r = String.valueOf(ToyFixture.host().session().call(u, "effect", "test:result", null));
            assertTrue(r.startsWith("denied"), r);
            server.setSoTimeout(200); // a connection attempt would already wait in the backlog
            assertThrows(SocketTimeoutException.class, server::accept, "the script connected to the server");
        }
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS) // only a guard against hanging the build if the watchdog failed
    @DisplayName("the watchdog stops a call that runs too long without statements (a backtracking regex), names the file, and the unit works again")
    void watchdog() {
        try (GraalScriptHost host = new GraalScriptHost(150)) {
            ScriptUnit u = new ScriptUnit("test", "test", List.of(new ScriptSource("test/regex.js",
                    "effects.define('test:regex', () => /(a+)+\\1$/.test('a'.repeat(40) + 'b'));\n"
                    + "effects.define('test:ok', () => 'ok');")), List.of());
            ScriptHost.ScriptSession s = host.session();
            ScriptFailure f = assertThrows(ScriptFailure.class, () -> s.call(u, "effect", "test:regex", (ScriptTarget) () -> 0.0));
            assertTrue(f.error().message().contains("longer than 150 ms"), f.error().message());
            assertEquals("test/regex.js", f.error().file());
            assertEquals("ok", s.call(u, "effect", "test:ok", (ScriptTarget) () -> 0.0), "the unit is rebuilt and works");
        }
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS) // only a guard against hanging the build if the watchdog never woke
    @DisplayName("the watchdog rests after a second without calls (an idle client) and the next call that runs too long is still stopped")
    void watchdogWakesFromRest() throws InterruptedException {
        try (GraalScriptHost host = new GraalScriptHost(150)) {
            ScriptUnit u = unit("effects.define('test:regex', () => /(a+)+\\1$/.test('a'.repeat(40) + 'b'));\n"
                    + "effects.define('test:ok', () => 'ok');");
            ScriptHost.ScriptSession s = host.session();
            assertEquals("ok", s.call(u, "effect", "test:ok", (ScriptTarget) () -> 0.0));
            for (int i = 0; i < 1200 && !host.watchdogResting(); i++) Thread.sleep(50); // about a second, longer on a busy machine
            assertTrue(host.watchdogResting(), "the watchdog rests after a second without calls");
            ScriptFailure f = assertThrows(ScriptFailure.class, () -> s.call(u, "effect", "test:regex", (ScriptTarget) () -> 0.0));
            assertTrue(f.error().message().contains("longer than 150 ms"), f.error().message());
        }
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS) // the old watchdog died of the error, and the call below ran on
    @DisplayName("the watchdog survives an OutOfMemoryError of its own (a nearly full heap) and still stops a call that runs too long")
    void watchdogSurvivesOutOfMemory() {
        AtomicInteger looks = new AtomicInteger();
        MemoryGuard failing = new MemoryGuard() {
            @Override
            boolean low() {
                // reading the memory pools allocates: on a nearly full heap that throws, as seen in a hostile-rule check
                if (looks.incrementAndGet() <= 3) throw new OutOfMemoryError("Java heap space (thrown by the test)");
                return false;
            }
        };
        try (GraalScriptHost host = new GraalScriptHost(150, failing)) {
            ScriptUnit u = unit("effects.define('test:regex', () => /(a+)+\\1$/.test('a'.repeat(40) + 'b'));");
            ScriptFailure f = assertThrows(ScriptFailure.class, () -> host.session().call(u, "effect", "test:regex", (ScriptTarget) () -> 0.0));
            assertTrue(f.error().message().contains("longer than 150 ms"), f.error().message());
            assertTrue(looks.get() > 3, "the watchdog kept looking after the errors: " + looks.get() + " looks");
        }
    }

    @Test
    @DisplayName("the watchdog counts CPU time: a call that waits three times its limit without using the CPU is not stopped")
    void watchdogIgnoresWaiting() {
        // with the wall clock alone, a loaded machine stopped a few-microsecond effect now and then, and a seeded game changed
        try (GraalScriptHost host = new GraalScriptHost(150)) {
            ScriptUnit u = unit("effects.define('test:wait', () => api.pause(450));");
            assertEquals(450, host.session().call(u, "effect", "test:wait", (ScriptTarget) () -> 0.0));
        }
    }

    @Test
    @DisplayName("for(;;){} is stopped within 100 ms by the statement budget, and named as an endless loop")
    void endlessLoop() {
        ScriptUnit u = unit("effects.define('test:loop', function () { for (;;) {} });");
        ScriptHost.ScriptSession s = ToyFixture.host().session();
        s.has(u, "effect", "test:loop"); // load (and warm) the unit outside the timing
        long fastest = Long.MAX_VALUE;
        ScriptFailure f = null;
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int attempt = 0; attempt < 3; attempt++) { // the fastest of three, so that one GC pause does not decide
            // this thread's CPU time: the loop runs here, and a busy machine stretches the wall clock, not the work
            long t0 = threads.getCurrentThreadCpuTime();
            f = assertThrows(ScriptFailure.class, () -> s.call(u, "effect", "test:loop", (ScriptTarget) () -> 0.0));
            long ms = (threads.getCurrentThreadCpuTime() - t0) / 1_000_000;
            assertTrue(ms < 1000, "stopped after " + ms + " ms");
            fastest = Math.min(fastest, ms);
        }
        assertTrue(fastest < 100, "stopped after " + fastest + " ms");
        assertTrue(f.error().message().contains("endless loop"), f.error().message());
        assertEquals("test/probe.js", f.error().file());
        assertEquals(1, f.error().line());
        // the unit is rebuilt on next use and works again
        assertTrue(s.has(u, "effect", "test:loop"));
    }

    @Test
    @DisplayName("deep recursion is contained as an error")
    void deepRecursion() {
        ScriptError e = failure("function f(n) { return f(n + 1) + 1; } return f(0);");
        assertTrue(e.message().contains("stack"), e.message());
    }

    @Test
    @DisplayName("a syntax error is reported with file:line:col")
    void syntaxError() {
        ScriptUnit u = new ScriptUnit("test", "test", List.of(new ScriptSource("test/broken.js", "// line 1\nlet ok = 1;\nlet x = ;\n")), List.of());
        ScriptFailure f = assertThrows(ScriptFailure.class, () -> ToyFixture.host().check(u));
        assertEquals("test/broken.js", f.error().file());
        assertEquals(3, f.error().line());
        assertEquals(9, f.error().column());
        assertTrue(f.getMessage().startsWith("test/broken.js:3:9: SyntaxError"), f.getMessage());
    }

    @Test
    @DisplayName("Math.random comes from the caller's RNG and the clock is fixed")
    void determinismHooks() {
        assertEquals(0.5, run("return Math.random();"));
        assertEquals(0, run("return Date.now();"));
        assertEquals(0, run("return new Date().getTime();"));
        assertTrue(String.valueOf(run("return Date();")).startsWith("Thu Jan 01 1970"));
        assertEquals(List.of(0, true), run("class Day extends Date {} const d = new Day(); return [d.getTime(), d instanceof Day];"));
    }

    @ParameterizedTest(name = "{0}")
    @DisplayName("no route to the real clock: each gives the fixed time (1 January 1970, 00:00 UTC)")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "new Date().constructor.now()                                                          | 0",
            "Date.prototype.constructor.now()                                                      | 0",
            "new (new Date().constructor)().getTime()                                              | 0",
            "new (Date.prototype.constructor)().toLocaleDateString('en-US', {timeZone: 'UTC'})     | 1/1/1970",
            "new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', year: 'numeric'}).format()         | 1970",
            "Intl.DateTimeFormat('en-US', {timeZone: 'UTC'}).formatToParts().find(p => p.type === 'year').value | 1970",
            "new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', year: 'numeric'}).format(undefined) | 1970",
    })
    void clockRoutes(String expression, String expected) {
        assertEquals(expected, String.valueOf(run("return " + expression + ";")));
    }

    @Test
    @DisplayName("garbage-collector hooks are gone: no WeakRef, no FinalizationRegistry")
    void noGcHooks() {
        assertEquals("undefined undefined", run("return typeof WeakRef + ' ' + typeof FinalizationRegistry;"));
    }

    @Test
    @DisplayName("console.time, timeLog and timeEnd print no elapsed real time")
    void consoleTimeSilent() {
        ScriptUnit u = unit("effects.define('test:timer', function () { console.time('t'); console.timeLog('t'); console.timeEnd('t'); });");
        ScriptHost.ScriptSession s = ToyFixture.host().session();
        s.call(u, "effect", "test:timer", (ScriptTarget) () -> 0.0);
        assertEquals("", s.drainOutput(u), "console.time printed elapsed time");
    }

    @Test
    @DisplayName("dates and numbers format the same on every machine: UTC and en-US whatever the JVM's time zone and locale")
    void machineIndependentFormats() {
        TimeZone zone = TimeZone.getDefault();
        Locale locale = Locale.getDefault();
        TimeZone.setDefault(TimeZone.getTimeZone("Pacific/Chatham"));
        Locale.setDefault(Locale.GERMANY);
        try (GraalScriptHost host = new GraalScriptHost()) {
            ScriptUnit u = unit("effects.define('test:formats', function () {\n"
                    + "  const d = new Date(0);\n"
                    + "  return [d.getTimezoneOffset(), d.toString(), d.toLocaleString().replace(/\\s/g, ' '), (1234.5).toLocaleString()];\n"
                    + "});");
            Object r = host.session().call(u, "effect", "test:formats", null);
            assertEquals(List.of(0, "Thu Jan 01 1970 00:00:00 GMT+0000 (GMT)", "1/1/1970, 12:00:00 AM", "1,234.5"), r);
        } finally {
            TimeZone.setDefault(zone);
            Locale.setDefault(locale);
        }
    }

    @Test
    @DisplayName("runaway output is bounded")
    void runawayOutput() {
        ScriptUnit u = unit("effects.define('test:spam', function () { for (let i = 0; i < 2000; i++) console.log('spam spam spam spam spam spam'); });");
        ScriptHost.ScriptSession s = ToyFixture.host().session();
        s.call(u, "effect", "test:spam", (ScriptTarget) () -> 0.0);
        String out = s.drainOutput(u);
        assertTrue(out.length() < 17_000, "kept " + out.length() + " of about 70,000 characters");
        assertTrue(out.contains("dropped"), "says that output was dropped");
    }

    @Test
    @DisplayName("two units declaring the same top-level names live side by side")
    void sideBySide() {
        ScriptUnit a = new ScriptUnit("a", "a", List.of(new ScriptSource("a/rule.js", "const name = 'A'; effects.define('a:who', () => name);")), List.of());
        ScriptUnit b = new ScriptUnit("b", "b", List.of(new ScriptSource("b/rule.js", "const name = 'B'; effects.define('b:who', () => name);")), List.of());
        ScriptHost.ScriptSession s = ToyFixture.host().session();
        assertEquals("A", s.call(a, "effect", "a:who", null));
        assertEquals("B", s.call(b, "effect", "b:who", null));
    }

    @Test
    @DisplayName("a unit may only register ids of its own namespace")
    void namespace() {
        ScriptUnit u = new ScriptUnit("a", "a", List.of(new ScriptSource("a/rule.js", "effects.define('base:drop', () => 1);")), List.of());
        ScriptFailure f = assertThrows(ScriptFailure.class, () -> ToyFixture.host().check(u));
        assertTrue(f.getMessage().contains("namespace"), f.getMessage());
    }
}
