package io.fogisles.kernel.script;

/** A script failed to load or failed during a call. */
public final class ScriptFailure extends RuntimeException {
    private final ScriptError error;

    public ScriptFailure(ScriptError error) {
        super(error.toString());
        this.error = error;
    }

    public ScriptError error() {
        return error;
    }
}
