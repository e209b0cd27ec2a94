package io.fogisles.kernel.script;

/**
 * Threads that run script calls get a deep stack (1 GiB of address space; only what a call uses is ever
 * backed by memory). Why: a call is stopped after its statement budget, and the stop travels up the call
 * stack as an exception scripts cannot catch — unless the stack overflows on the way, which JavaScript turns
 * into a RangeError it can catch. A recursion that catches its own overflow and recurses again can then run
 * for ever. With a stack this deep, every recursion the budget allows fits, so the budget always stops a
 * call before the stack runs out. The launcher gives the main thread the same depth ({@code -Xss1g}).
 */
public final class ScriptThreads {
    /** The stack of a thread that runs script calls. */
    public static final long STACK_BYTES = 1L << 30;

    private ScriptThreads() {
    }

    /** A daemon thread with a script-deep stack. */
    public static Thread daemon(String name, Runnable work) {
        Thread t = new Thread(null, work, name, STACK_BYTES);
        t.setDaemon(true);
        return t;
    }
}
