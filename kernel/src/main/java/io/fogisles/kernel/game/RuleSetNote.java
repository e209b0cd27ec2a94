package io.fogisles.kernel.game;

/** Something a player should know about a rule set (e.g. a house rule changed since a save was written, or uses deprecated API). */
public record RuleSetNote(String source, String text) {
    @Override
    public String toString() {
        return source + ": " + text;
    }
}
