package io.fogisles.client.online;

import java.util.List;

/**
 * Why going online did not work, for people: a key of the client's bundle ({@code client.online.*}) and its
 * arguments, so the screen says it in the player's language (the server's own sentence, in English, is one
 * of the arguments where it adds something).
 */
public final class OnlineProblem extends RuntimeException {
    private final String key;
    private final List<Object> args;

    public OnlineProblem(String key, Object... args) {
        super(key + " " + List.of(args), null, false, false);
        this.key = key;
        this.args = List.of(args);
    }

    public String key() {
        return key;
    }

    public Object[] args() {
        return args.toArray();
    }
}
