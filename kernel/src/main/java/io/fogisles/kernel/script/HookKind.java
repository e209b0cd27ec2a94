package io.fogisles.kernel.script;

/**
 * The kinds of script callbacks the kernel calls, with the name a script registers them under
 * ({@code rule.on(...)} registers {@code on}, {@code rule.veto(...)} {@code veto}, and so on). The kind, not
 * its name, decides how a failure is handled: a read-only hook's changes are always undone, and a failing
 * hook that {@link #offWhenFailing} is switched off for the rest of the game.
 */
public enum HookKind {
    EFFECT("effect", false, false),
    SETUP("setup", false, false),
    ON("on", false, false),
    BEFORE("before", false, false),
    AFTER("after", false, false),
    /** A house rule's own score row: read-only, asked whenever someone looks at the scores. */
    SCORE("score", true, false),
    /** A change of an existing score row: read-only, as {@link #SCORE}. */
    ADJUST("adjust", true, false),
    /** A house rule's tie-break: read-only; asked only when totals are tied, after the modules' own tie-breaks. */
    TIE_BREAK("tie-break", true, false),
    /** A veto: read-only, asked exactly the same questions by a game and its replay, so it can be switched off when it fails. */
    VETO("veto", true, true);

    private final String id;
    private final boolean readOnly;
    private final boolean offWhenFailing;

    HookKind(String id, boolean readOnly, boolean offWhenFailing) {
        this.id = id;
        this.readOnly = readOnly;
        this.offWhenFailing = offWhenFailing;
    }

    /** The name scripts register the callback under. */
    public String id() {
        return id;
    }

    /** Whether the hook only reads the game (its changes are undone, its events dropped). */
    public boolean readOnly() {
        return readOnly;
    }

    /** Whether a failure switches the hook off for the rest of the game (else it only counts nothing for that call). */
    public boolean offWhenFailing() {
        return offWhenFailing;
    }

    /** The kind registered under {@code id}, or null. */
    public static HookKind of(String id) {
        for (HookKind k : values()) if (k.id.equals(id)) return k;
        return null;
    }
}
