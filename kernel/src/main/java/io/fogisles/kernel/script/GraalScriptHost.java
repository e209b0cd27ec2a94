package io.fogisles.kernel.script;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.EnvironmentAccess;
import org.graalvm.polyglot.HostAccess;
import org.graalvm.polyglot.PolyglotAccess;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.ResourceLimits;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.SourceSection;
import org.graalvm.polyglot.Value;
import org.graalvm.polyglot.io.IOAccess;

/**
 * GraalJS behind {@link ScriptHost}. One shared {@link Engine} (code is parsed and optimised once);
 * one {@link Context} per script unit and session (see {@link ScriptHost} for the kinds of session),
 * locked down: only {@code @ScriptExport} members
 * of the API objects are visible, no host class lookup, no IO, no threads, no processes, no native
 * access, no environment; {@code Math.random} comes from the game and the clock is fixed (see
 * {@code prelude.js}). Each call gets a fresh statement budget; a watchdog thread stops calls that run
 * too long (CPU time) without executing statements. A context that was stopped is discarded and rebuilt on next
 * use; the caller decides what a failure disables.
 *
 * <p>The community edition has no heap or CPU-time limit: scripts are treated as trusted but possibly
 * buggy, not as hostile.
 */
public final class GraalScriptHost implements ScriptHost {
    private static final int OUTPUT_LIMIT = 16 * 1024;

    private final Engine engine;
    private final HostAccess access;
    private final long watchdogNanos;
    private final String prelude;
    private final Map<String, String> experimentalOptions;
    private final ThreadLocal<Session> sessions = ThreadLocal.withInitial(Session::new);
    private final ThreadLocal<Session> scratchSessions = ThreadLocal.withInitial(Session::new);
    private final Set<Session> allSessions = ConcurrentHashMap.newKeySet();
    private final Thread watchdog;
    private final MemoryGuard memory;
    private volatile boolean closed;

    /**
     * Set to {@code off} before a host is made, its scripts are never compiled by Truffle, only interpreted:
     * bulk runs ({@code simulate}, {@code soak}) do that, because in them compiling costs more CPU than it
     * saves (docs/decisions.md, issue 15).
     */
    public static final String COMPILATION_PROPERTY = "fogisles.scripts.compilation";

    /**
     * The engine; {@code interpretOnly} turns Truffle compilation off where there is a compiler to turn off.
     * The fallback runtime (no JVMCI, as in the launcher's headless commands) has no such option, and asking
     * it for one prints its "no runtime compilation" warning on stderr before refusing, so the option is
     * asked for only when the plain engine says it knows it.
     */
    static Engine newEngine(boolean interpretOnly) {
        Engine plain = Engine.newBuilder("js").option("engine.WarnInterpreterOnly", "false").build();
        if (!interpretOnly || plain.getOptions().get("engine.Compilation") == null) return plain;
        plain.close();
        return Engine.newBuilder("js").option("engine.WarnInterpreterOnly", "false")
                .allowExperimentalOptions(true).option("engine.Compilation", "false").build();
    }

    /** A host whose watchdog stops calls after 2 s (the statement budget stops endless loops much sooner). */
    public GraalScriptHost() {
        this(2000);
    }

    /** @param watchdogMillis how long one call may run before it is stopped */
    public GraalScriptHost(long watchdogMillis) {
        this(watchdogMillis, readPrelude(), Map.of());
    }

    /**
     * For the sandbox tests only: another prelude (e.g. one that deletes nothing, to show that the context
     * settings alone refuse host classes) and experimental engine options (e.g. the Worker global, to show
     * that no thread can be created). Every other setting is the one games get.
     */
    GraalScriptHost(long watchdogMillis, String prelude, Map<String, String> experimentalOptions) {
        this(watchdogMillis, prelude, experimentalOptions, new MemoryGuard());
    }

    /** For the watchdog's tests: another memory guard (e.g. one that fails the way a nearly full heap makes it fail). */
    GraalScriptHost(long watchdogMillis, MemoryGuard memory) {
        this(watchdogMillis, readPrelude(), Map.of(), memory);
    }

    private GraalScriptHost(long watchdogMillis, String prelude, Map<String, String> experimentalOptions, MemoryGuard memory) {
        this.memory = memory;
        this.engine = newEngine("off".equals(System.getProperty(COMPILATION_PROPERTY)));
        // HostAccess.EXPLICIT with the kernel's annotation instead of Graal's: only @ScriptExport members are
        // visible; script functions may stand in for functional interfaces (as EXPLICIT allows)
        this.access = HostAccess.newBuilder()
                .allowAccessAnnotatedBy(ScriptExport.class)
                .allowImplementationsAnnotatedBy(FunctionalInterface.class)
                .build();
        this.watchdogNanos = watchdogMillis * 1_000_000L;
        this.prelude = prelude;
        this.experimentalOptions = Map.copyOf(experimentalOptions);
        this.watchdog = new Thread(this::watch, "fogisles-script-watchdog");
        this.watchdog.setDaemon(true);
        this.watchdog.start();
    }

    private static String readPrelude() {
        try (InputStream in = GraalScriptHost.class.getResourceAsStream("prelude.js")) {
            if (in == null) throw new IllegalStateException("prelude.js missing from the kernel jar");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String implementationName() {
        return engine.getImplementationName();
    }

    @Override
    public ScriptSession session() {
        if (closed) throw new IllegalStateException("script host is closed");
        return sessions.get();
    }

    @Override
    public ScriptSession scratchSession() {
        if (closed) throw new IllegalStateException("script host is closed");
        return scratchSessions.get();
    }

    @Override
    public void releaseThread() {
        if (closed) return; // closing the host closed every session
        for (ThreadLocal<Session> local : List.of(sessions, scratchSessions)) {
            local.get().close(); // a session makes its contexts on first use: one never used costs nothing to make here
            local.remove();
        }
    }

    @Override
    public OwnedSession openSession() {
        if (closed) throw new IllegalStateException("script host is closed");
        return new Session();
    }

    @Override
    public Set<String> check(ScriptUnit unit) {
        return checkWithWarnings(unit).registered();
    }

    @Override
    public CheckResult checkWithWarnings(ScriptUnit unit) {
        Session scratch = new Session();
        try {
            Instance inst = scratch.instance(unit);
            Set<String> out = new LinkedHashSet<>(inst.order);
            return new CheckResult(out, List.copyOf(inst.warnings));
        } finally {
            scratch.close();
        }
    }

    @Override
    public List<ScriptError> syntaxErrors(String unit, List<ScriptSource> sources) {
        List<ScriptError> out = new ArrayList<>();
        try (Context c = Context.newBuilder("js").engine(engine).allowHostAccess(access).allowIO(IOAccess.NONE).build()) {
            for (ScriptSource s : sources) {
                try {
                    c.parse(Source.newBuilder("js", s.text(), s.name()).buildLiteral());
                } catch (PolyglotException e) {
                    if (!e.isSyntaxError()) continue;
                    String msg = firstLine(e.getMessage());
                    SourceSection at = e.getSourceLocation();
                    if (at != null) msg = msg.replace(at.getSource().getName() + ":" + at.getStartLine() + ":" + (at.getStartColumn() - 1) + " ", "");
                    out.add(located(unit, e, msg));
                }
            }
        }
        return out;
    }

    @Override
    public void close() {
        closed = true;
        watchdog.interrupt();
        for (Session s : allSessions) { // stop running calls first, so that closing does not wait for them
            Instance running = s.running;
            if (running != null) running.close();
        }
        for (Session s : allSessions) s.close();
        engine.close(true);
    }

    private final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    private final boolean threadCpu = threads.isThreadCpuTimeSupported();

    /**
     * Whether the call that started at {@code start} has run too long: longer than the limit on the wall
     * clock and, where the JVM can tell, on its thread's CPU clock since the watchdog first saw it. A call
     * that waits (the machine busy with other work, a long collection pause) is not stopped: on a loaded
     * machine the wall clock alone stopped a few-microsecond effect now and then, and the same seed then
     * gave another game (PlayoutDigestTest once failed so under a load of 17 on 2 cores). The CPU time
     * before the first sighting (at most about one tick) is not counted; the statement budget stops
     * ordinary endless loops long before.
     */
    private boolean ranTooLong(Session s, long start, long now) {
        long cpu = threadCpu ? threads.getThreadCpuTime(s.callerThread) : -1;
        if (cpu < 0) return now - start > watchdogNanos; // no CPU clock for that thread (e.g. a virtual thread)
        if (start != s.seenStart) { // a call not seen before: its thread's CPU clock from now on
            s.seenStart = start;
            s.cpuWhenSeen = cpu;
            return false;
        }
        return now - start > watchdogNanos && cpu - s.cpuWhenSeen > watchdogNanos - TICK_NANOS;
    }

    private static final long TICK_NANOS = 10_000_000L;

    /** After this long without a call the watchdog rests until the next call wakes it. */
    private static final long REST_AFTER_NANOS = 1_000_000_000L;
    /** When the last call started (any session): the watchdog rests once no call came for {@link #REST_AFTER_NANOS}. */
    private volatile long lastCallAt = System.nanoTime();
    /** The watchdog is parked until a call starts ({@link Session#call} wakes it). */
    private volatile boolean resting;

    private void watch() {
        while (!closed) {
            try {
                Thread.sleep(TICK_NANOS / 1_000_000);
            } catch (InterruptedException e) {
                return;
            }
            if (quiet()) rest();
            try {
                tick();
            } catch (OutOfMemoryError e) {
                // the heap is so full that looking at it failed (reading the memory pools and the threads' clocks
                // allocates): the watchdog must not die of it, or it stops nothing more, neither this rule's
                // next call nor an endless one (seen: a rule piling data up across calls then failed with the
                // JVM's own OutOfMemoryError instead of being stopped with its cause); look again next tick
            }
        }
    }

    /**
     * No call came for a while (a client waiting for a person, an idle server): park until one starts instead
     * of looking 100 times a second (the looks were about 1 % of a core in an idle client). A call sets
     * {@link #lastCallAt} before it reads {@link #resting}, and this sets {@code resting} before it reads
     * {@code lastCallAt} again: either the call sees the watchdog resting and wakes it, or the watchdog sees the call.
     */
    private void rest() {
        resting = true;
        while (!closed && quiet()) LockSupport.parkNanos(this, REST_AFTER_NANOS);
        resting = false;
    }

    /** Whether the watchdog rests now (for the tests). */
    boolean watchdogResting() {
        return resting;
    }

    /** No call started for {@link #REST_AFTER_NANOS} and none runs (a long one must be watched to its end). */
    private boolean quiet() {
        if (System.nanoTime() - lastCallAt <= REST_AFTER_NANOS) return false;
        for (Session s : allSessions) if (s.running != null) return false;
        return true;
    }

    /** One look at every session's running call: stops one that ran too long, or any while memory is low. */
    private void tick() {
        long now = System.nanoTime();
        int memoryLow = -1; // read once a tick, and only when a call runs: an idle client or server wakes 100 times a second for nothing else
        for (Session s : allSessions) {
            Instance running = s.running;
            long start = s.callStart;
            if (running == null || start == 0) continue;
            if (memoryLow < 0) memoryLow = memory.low() ? 1 : 0;
            Stop why = ranTooLong(s, start, now) ? Stop.TIME : memoryLow == 1 ? Stop.MEMORY : null;
            if (why == null || running.stoppedBy != null) continue;
            try {
                String described = memory.describe();
                Thread closer = new Thread(() -> { // closing waits for the call to end: never on the watchdog's own thread
                    try {
                        running.context.close(true);
                    } catch (RuntimeException ignored) {
                        // the call may have finished meanwhile
                    }
                }, "fogisles-script-stop");
                closer.setDaemon(true);
                running.memoryWhenStopped = described;
                running.stoppedBy = why;
                // closing cancels whatever runs in the context: if the call ended meanwhile, the next one (on
                // this context, had it not seen stoppedBy) would be cancelled in its place, an innocent call
                // failing with "Context execution was cancelled" (seen in a simulate at load 14). A call that
                // starts from now on sees stoppedBy and gets a new context (Session.instance).
                if (s.callStart != start) {
                    running.stoppedBy = null;
                    continue;
                }
                closer.start();
            } catch (OutOfMemoryError e) {
                // too little memory even to stop the call (the watchdog would die of it and stop nothing more):
                // try again on the next tick, when the collector may have freed some
                running.stoppedBy = null;
            }
        }
    }

    /** The object a unit's prelude talks to: registration and the game's randomness. */
    public static final class HostBridge {
        private final Instance instance;

        HostBridge(Instance instance) {
            this.instance = instance;
        }

        @ScriptExport
        public void register(String kind, String id, Value fn) {
            instance.register(kind, id, fn, fn);
        }

        /** As {@link #register}, for a function that wraps the author's {@code at} (where errors around a call are placed). */
        @ScriptExport
        public void registerAt(String kind, String id, Value fn, Value at) {
            instance.register(kind, id, fn, at);
        }

        @ScriptExport
        public void warn(String message) {
            instance.warnings.add(message);
        }

        @ScriptExport
        public double random() {
            return instance.binding.target(ScriptTarget.class).nextRandom();
        }
    }

    final class Instance {
        final ScriptUnit unit;
        final ScriptBinding binding;
        final BoundedOutput output = new BoundedOutput(OUTPUT_LIMIT);
        /** The registered callbacks by kind, then id: a call looks them up without building a "kind id" key. */
        final Map<String, Callbacks> byKind = new HashMap<>();
        /** The kind asked for last and its callbacks: calls pass the same kind constant again and again. */
        private String lastKind;
        private Callbacks lastOfKind;
        /** Every "kind id" in registration order (what {@link #check} and {@code registered} report). */
        final List<String> order = new ArrayList<>();
        final List<String> warnings = new ArrayList<>();
        /** Where each callback is written ("kind id" → its function), for errors found after or around a call. */
        final Map<String, SourceSection> places = new HashMap<>();
        Context context;
        /** Why the watchdog stopped the running call (null: it did not). */
        volatile Stop stoppedBy;
        volatile String memoryWhenStopped;
        boolean dead;

        Instance(ScriptUnit unit) {
            this.unit = unit;
            this.binding = new ScriptBinding(unit.namespace());
        }

        /** The callbacks of a kind, or null; looked up by the kind's identity first (a hash lookup per call showed in profiles). */
        Callbacks ofKind(String kind) {
            if (kind == lastKind) return lastOfKind;
            Callbacks c = byKind.get(kind);
            if (c != null) { // only a kind that has callbacks is remembered: callbacks may be registered later
                lastKind = kind;
                lastOfKind = c;
            }
            return c;
        }

        void register(String kind, String id, Value fn, Value placed) {
            if (!fn.canExecute()) throw new IllegalArgumentException(kind + " '" + id + "': not a function");
            if (unit.namespace() != null && !id.startsWith(unit.namespace() + ":"))
                throw new IllegalArgumentException(kind + " id '" + id + "' must start with '" + unit.namespace() + ":' (the unit's namespace)");
            if (!byKind.computeIfAbsent(kind, k -> new Callbacks()).add(id, fn)) throw new IllegalArgumentException(kind + " '" + id + "' is defined twice");
            order.add(kind + " " + id);
            SourceSection at = placed.getSourceLocation(); // read now: a stopped context can no longer be asked
            if (at != null && at.isAvailable()) places.put(kind + " " + id, at);
        }

        void load() {
            ResourceLimits limits = ResourceLimits.newBuilder().statementLimit(unit.statementBudget(), null).build();
            context = Context.newBuilder("js")
                    .engine(engine)
                    .allowHostAccess(access)
                    .allowHostClassLookup(name -> false)
                    .allowIO(IOAccess.NONE)
                    .allowCreateThread(false)
                    .allowCreateProcess(false)
                    .allowNativeAccess(false)
                    .allowEnvironmentAccess(EnvironmentAccess.NONE)
                    .allowPolyglotAccess(PolyglotAccess.NONE)
                    .option("js.load", "false")
                    .option("js.graal-builtin", "false")
                    .option("js.locale", "en-US") // the same formats on every machine (see prelude.js)
                    .timeZone(ZoneOffset.UTC)
                    .out(output)
                    .err(output)
                    .resourceLimits(limits)
                    .allowExperimentalOptions(!experimentalOptions.isEmpty())
                    .options(experimentalOptions)
                    .build();
            Value bindings = context.getBindings("js");
            HostBridge bridge = new HostBridge(this);
            bindings.putMember("__host", bridge);
            run(() -> context.eval(Source.newBuilder("js", prelude, "kernel/prelude.js").buildLiteral()), "loading the prelude");
            for (ScriptApiFactory api : unit.apis()) bindings.putMember(api.name(), api.create(binding));
            // __warn is for the kernel's own preludes (deprecations); they remove it after use
            run(() -> context.eval(Source.newBuilder("js", "(function(h){ globalThis.__warn = function(m){ h.warn(String(m)); }; })", "kernel/warn.js")
                    .buildLiteral()).execute(bridge), "loading the prelude");
            for (ScriptSource s : unit.sources()) {
                Source src = Source.newBuilder("js", s.text(), s.name()).buildLiteral();
                run(() -> context.eval(src), null);
            }
        }

        private void run(Runnable r, String during) {
            context.resetLimits();
            try {
                r.run();
            } catch (PolyglotException e) {
                dead = true;
                throw new ScriptFailure(describe(this, e, during));
            }
        }

        void close() {
            if (context != null) {
                try {
                    context.close(true);
                } catch (RuntimeException ignored) {
                    // already closed
                }
            }
        }
    }

    /**
     * One unit → context map. Its methods are synchronized: an owned session may be handed from thread to
     * thread (a game made on one thread and played on another), and a context must never be entered by
     * two threads at once. Uncontended, the lock costs little next to a script call.
     */
    final class Session implements OwnedSession {
        private final Map<ScriptUnit, Instance> instances = new IdentityHashMap<>();
        volatile Instance running;
        volatile long callStart;
        /** The thread of the running call (the watchdog reads its CPU clock). */
        volatile long callerThread;
        /** The watchdog's own: the call it saw last and its thread's CPU time then. */
        long seenStart, cpuWhenSeen;
        private boolean sessionClosed;
        /** The game the last calls were for (see {@link #enter}). */
        private Object game;

        Session() {
            allSessions.add(this);
        }

        Instance instance(ScriptUnit unit) {
            if (sessionClosed) throw new IllegalStateException("this script session is closed (its game was closed)");
            Instance inst = instances.get(unit);
            if (inst != null && !inst.dead && inst.stoppedBy == null) return inst; // a stopped one is being closed
            if (inst != null) inst.close();
            inst = new Instance(unit);
            instances.put(unit, inst);
            try {
                inst.load();
            } catch (ScriptFailure f) {
                inst.close();
                instances.remove(unit);
                throw f;
            } catch (RuntimeException e) { // e.g. a namespace violation raised by register()
                inst.close();
                instances.remove(unit);
                throw new ScriptFailure(new ScriptError(unit.id(), null, 0, 0, String.valueOf(e.getMessage())));
            }
            return inst;
        }

        @Override
        public synchronized Object call(ScriptUnit unit, String kind, String id, Object target, Object... args) {
            Instance inst = instance(unit);
            Callbacks ofKind = inst.ofKind(kind);
            Value fn = ofKind == null ? null : ofKind.get(id);
            if (fn == null) throw new IllegalArgumentException("script unit '" + unit.id() + "' defines no " + kind + " '" + id + "'");
            Object[] guestArgs = new Object[args.length];
            for (int i = 0; i < args.length; i++) guestArgs[i] = ScriptValues.toGuest(args[i]);
            inst.binding.set(target);
            running = inst;
            callerThread = Thread.currentThread().threadId();
            callStart = System.nanoTime();
            if (callStart - lastCallAt > TICK_NANOS) { // written at most once a tick: simulation threads share it
                lastCallAt = callStart;
                if (resting) LockSupport.unpark(watchdog);
            }
            try {
                inst.context.resetLimits();
                return ScriptValues.toJava(fn.execute(guestArgs));
            } catch (PolyglotException e) {
                inst.dead = e.isCancelled() || e.isResourceExhausted() || e.isInternalError();
                ScriptError error = describe(inst, e, null);
                if (error.line() == 0) error = atFunction(error, inst.places.get(kind + " " + id)); // e.g. stopped where the engine keeps no place
                throw new ScriptFailure(error);
            } catch (IllegalStateException e) { // context closed by the watchdog between calls
                inst.dead = true;
                throw new ScriptFailure(new ScriptError(unit.id(), null, 0, 0, "stopped: " + e.getMessage()));
            } finally {
                callStart = 0;
                running = null;
                inst.binding.set(null);
            }
        }

        @Override
        public synchronized boolean has(ScriptUnit unit, String kind, String id) {
            Callbacks ofKind = instance(unit).byKind.get(kind);
            return ofKind != null && ofKind.get(id) != null;
        }

        @Override
        public synchronized ScriptError callbackError(ScriptUnit unit, String kind, String id, String message) {
            Instance inst = instances.get(unit);
            ScriptError unplaced = new ScriptError(unit.id(), unit.sources().isEmpty() ? null : unit.sources().get(0).name(), 0, 0, message);
            return inst == null ? unplaced : atFunction(unplaced, inst.places.get(kind + " " + id));
        }

        @Override
        public synchronized List<String> registered(ScriptUnit unit, String kind) {
            List<String> out = new ArrayList<>();
            for (String key : instance(unit).order) if (key.startsWith(kind + " ")) out.add(key.substring(kind.length() + 1));
            return out;
        }

        @Override
        public synchronized void enter(Object game) {
            if (game == this.game) return;
            this.game = game;
            for (var it = instances.entrySet().iterator(); it.hasNext(); ) {
                var e = it.next();
                if (!e.getKey().freshPerGame()) continue;
                e.getValue().close();
                it.remove();
            }
        }

        @Override
        public synchronized void forget(ScriptUnit unit) {
            Instance inst = instances.remove(unit);
            if (inst != null) inst.close();
        }

        @Override
        public synchronized String drainOutput(ScriptUnit unit) {
            Instance inst = instances.get(unit);
            return inst == null ? "" : inst.output.drain();
        }

        @Override
        public synchronized void close() {
            sessionClosed = true;
            for (Instance i : instances.values()) i.close();
            instances.clear();
            allSessions.remove(this);
        }

        @Override
        public synchronized boolean isClosed() {
            return sessionClosed;
        }
    }

    /** Why the watchdog stopped a call. */
    enum Stop { TIME, MEMORY }

    /** The error placed at the called function, when the engine could not say where the script was. */
    private static ScriptError atFunction(ScriptError error, SourceSection s) {
        if (s == null) return error;
        return new ScriptError(error.unit(), s.getSource().getName(), s.getStartLine(), s.getStartColumn(), error.message());
    }

    private ScriptError describe(Instance inst, PolyglotException e, String during) {
        String unit = inst.unit.id();
        Stop stop = inst.stoppedBy;
        if (stop != null) {
            String why = stop == Stop.TIME
                    ? "stopped: the call ran longer than " + watchdogNanos / 1_000_000 + (threadCpu ? " ms of CPU time" : " ms") + " (a very slow computation, e.g. a regular expression that backtracks?)"
                    : "stopped: the game is almost out of memory (" + inst.memoryWhenStopped + ") while this script ran (does it keep data across calls, in a list that only grows?)";
            // where it was stopped, when the engine can tell; else at least the unit's file
            ScriptError at = located(unit, e, why);
            if (at.file() != null || inst.unit.sources().isEmpty()) return at;
            return new ScriptError(unit, inst.unit.sources().get(0).name(), 0, 0, at.message());
        }
        String raw = String.valueOf(e.getMessage());
        if (e.isResourceExhausted() && (raw.contains("OutOfMemory") || raw.contains("Java heap space")))
            return located(unit, e, "stopped: the call asked for more memory than the game has (one very large array or string?)");
        if (e.isResourceExhausted() || (e.isCancelled() && raw.contains("Statement count limit"))) {
            String hint = guestDepth(e) >= DEEP ? ", more than " + DEEP + " calls deep (a recursion that never ends, or one that catches its own stack overflow and goes on?)" : " (an endless loop?)";
            return located(unit, e, "stopped after " + inst.unit.statementBudget() + " statements in one call" + hint);
        }
        if (e.isCancelled()) return new ScriptError(unit, null, 0, 0, "stopped: " + e.getMessage());
        String msg = firstLine(e.getMessage());
        if (e.isSyntaxError()) {
            // GraalJS writes "SyntaxError: file:line:col message"; keep the kind and the message only
            SourceSection s = e.getSourceLocation();
            if (s != null) msg = msg.replace(s.getSource().getName() + ":" + s.getStartLine() + ":" + (s.getStartColumn() - 1) + " ", "");
        } else if (e.isHostException()) {
            msg = HostErrors.plain(e.asHostException());
        } else {
            msg = HostErrors.plainGuestError(msg);
        }
        if (during != null) msg = msg + " (while " + during + ")";
        return located(unit, e, msg);
    }

    /** A stopped call this many script calls deep is reported as a recursion. */
    private static final int DEEP = 1000;

    /** How many script frames deep the error was raised, counted up to {@link #DEEP} (the stack may be very deep, and reading it is slow). */
    private static int guestDepth(PolyglotException e) {
        int n = 0;
        for (PolyglotException.StackFrame f : e.getPolyglotStackTrace()) {
            if (f.isGuestFrame() && ++n >= DEEP) break;
        }
        return n;
    }

    private static ScriptError located(String unit, PolyglotException e, String msg) {
        SourceSection s = e.getSourceLocation();
        if (s == null || !s.isAvailable()) {
            for (PolyglotException.StackFrame f : e.getPolyglotStackTrace()) {
                if (f.isGuestFrame() && f.getSourceLocation() != null && f.getSourceLocation().isAvailable()) {
                    s = f.getSourceLocation();
                    break;
                }
            }
        }
        if (s == null || !s.isAvailable()) return new ScriptError(unit, null, 0, 0, msg);
        return new ScriptError(unit, s.getSource().getName(), s.getStartLine(), s.getStartColumn(), msg);
    }

    private static String firstLine(String s) {
        if (s == null) return "error";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
