package io.fogisles.kernel.script;

/**
 * Plain words for an error the game's script API raised: what the script did wrong, without the Java class
 * names of the engine ({@code java.lang.IllegalArgumentException: …}) a rule author cannot act on.
 */
final class HostErrors {
    private HostErrors() {
    }

    static String plain(Throwable host) {
        String m = host.getMessage();
        if (m == null || m.isBlank()) {
            return switch (host) {
                case NullPointerException n -> "a value was missing (null or undefined where the API needs one)";
                case IndexOutOfBoundsException i -> "a number is out of range";
                case ArithmeticException a -> "a calculation failed";
                default -> "the game refused the call";
            };
        }
        // a message may still carry a nested Java exception's class name: keep its own words
        return m.replaceAll("(?:java|javax|jdk|com\\.oracle|org\\.graalvm)(?:\\.[A-Za-z_$][\\w$]*)+(?:Exception|Error): ?", "");
    }
}
