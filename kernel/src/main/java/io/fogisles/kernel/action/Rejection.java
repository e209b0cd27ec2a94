package io.fogisles.kernel.action;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Why an action was refused: a stable reason {@code code} (for programs and tests), a {@code messageKey}
 * into the modules' message bundles (for people) and the arguments the message needs. Never a bare boolean.
 */
public record Rejection(String code, String messageKey, List<Object> args) {
    public Rejection {
        // an argument may be null (e.g. "no piece"): kept as null, shown as "null"
        args = args == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(args));
    }

    public static Rejection of(String code, Object... args) {
        return new Rejection(code, "reject." + code, args == null ? null : Arrays.asList(args));
    }

    /** A plain-English fallback rendering (the client renders the message key in the player's language). */
    public String describe() {
        return code + (args.isEmpty() ? "" : " " + args);
    }
}
