package io.fogisles.kernel.module;

/**
 * The Java side of a module: a Guice module that binds the module's contributions (flow edits, pieces,
 * actions, score rows, effects, script APIs, extension points) into the kernel's multibindings.
 * Found with {@link java.util.ServiceLoader}; {@link #id()} must equal the id in the module's
 * {@code module.json}.
 */
public interface GamePlugin extends com.google.inject.Module {
    String id();
}
