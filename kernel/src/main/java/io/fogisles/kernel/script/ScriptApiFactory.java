package io.fogisles.kernel.script;

/**
 * Supplies a host object that scripts see as a global ({@code game}, {@code base}, …). The object's
 * public methods annotated with {@link ScriptExport} are all a script can reach.
 */
public interface ScriptApiFactory {
    /** The global name. */
    String name();

    Object create(ScriptBinding binding);

    /** A factory for the global {@code name} whose objects {@code create} makes (a module's API over its services). */
    static ScriptApiFactory of(String name, java.util.function.Function<ScriptBinding, Object> create) {
        return new ScriptApiFactory() {
            public String name() {
                return name;
            }

            public Object create(ScriptBinding binding) {
                return create.apply(binding);
            }
        };
    }
}
