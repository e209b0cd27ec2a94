package io.fogisles.kernel.script;

/** A JavaScript file: its display name (how errors name it, {@code base/scripts/fields.js}) and text. */
public record ScriptSource(String name, String text) {
}
