package io.fogisles.kernel.script;

/**
 * Supplies a host object that scripts see as a global ({@code game}, {@code base}, …). The object's
 * public methods annotated with {@link ScriptExport} are all a script can reach.
 */
public interface ScriptApiFactory {
    /** The global name. */
    String name();

    Object create(ScriptBinding binding);
}
