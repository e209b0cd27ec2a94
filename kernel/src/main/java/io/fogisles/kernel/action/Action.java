package io.fogisles.kernel.action;

/**
 * A player's decision. Modules define their actions as records in sealed hierarchies that extend this
 * interface, and register each record type under a stable namespaced id ({@link ActionType}) so that
 * saves never contain Java class names.
 */
public interface Action {
}
