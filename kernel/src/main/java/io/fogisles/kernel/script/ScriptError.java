package io.fogisles.kernel.script;

/**
 * What went wrong in a script, where: {@code file:line:col: message}. Line and column are 1-based; 0 when
 * the engine could not tell (e.g. a call stopped by the watchdog).
 */
public record ScriptError(String unit, String file, int line, int column, String message) implements java.io.Serializable {
    @Override
    public String toString() {
        return (file == null ? unit : file) + (line > 0 ? ":" + line + ":" + column : "") + ": " + message;
    }
}
