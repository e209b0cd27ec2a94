package io.fogisles.kernel.module;

/** A module set that cannot be used: names the module and the problem, and says what to do. */
public final class ModuleException extends RuntimeException {
    private final String module;

    public ModuleException(String module, String message) {
        super(message);
        this.module = module;
    }

    public String module() {
        return module;
    }
}
