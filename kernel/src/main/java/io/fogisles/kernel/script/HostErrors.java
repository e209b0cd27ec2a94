package io.fogisles.kernel.script;

/**
 * Plain words for an error the game's script API raised: what the script did wrong, without the Java class
 * names of the engine ({@code java.lang.IllegalArgumentException: …}) a rule author cannot act on.
 */
final class HostErrors {
    private HostErrors() {
    }

    private static final java.util.regex.Pattern INVOKE = java.util.regex.Pattern.compile(
            "invokeMember \\((\\w+)\\) on [\\w.$]+ failed due to: (.*)");
    private static final java.util.regex.Pattern CONVERT = java.util.regex.Pattern.compile("Cannot convert .* to Java type '([\\w.$\\[\\]]+)'.*");
    private static final java.util.regex.Pattern ARITY = java.util.regex.Pattern.compile("Arity error - expected: (\\d+) actual: (\\d+)");

    /**
     * Plain words for the engine's message when a script called an API function with arguments of the
     * wrong kind or number ("invokeMember (randomInt) on io.fogisles… failed due to: Cannot convert
     * 'TruffleString' … to Java type 'int'"); other messages as they are.
     */
    static String plainGuestError(String message) {
        java.util.regex.Matcher m = INVOKE.matcher(message);
        if (!m.find()) return message;
        String function = m.group(1), why = m.group(2), prefix = message.substring(0, m.start());
        java.util.regex.Matcher c = CONVERT.matcher(why), a = ARITY.matcher(why);
        if (c.find()) return prefix + function + "(…): an argument is of the wrong kind: " + wanted(c.group(1)) + " is needed";
        if (why.startsWith("Unknown identifier")) return prefix + function + " is not a function of the API (misspelled?)";
        if (a.find()) return prefix + function + "(…) takes " + a.group(1) + " argument" + ("1".equals(a.group(1)) ? "" : "s") + ", got " + a.group(2);
        return prefix + function + "(…): " + plainText(why);
    }

    private static String wanted(String javaType) {
        return switch (javaType) {
            case "int", "long", "short", "byte", "java.lang.Integer", "java.lang.Long" -> "a whole number";
            case "double", "float", "java.lang.Double", "java.lang.Number" -> "a number";
            case "boolean", "java.lang.Boolean" -> "true or false";
            case "java.lang.String", "char" -> "a text";
            default -> javaType.endsWith("[]") || javaType.contains("List") ? "a list" : "another kind of value";
        };
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
        return plainText(m);
    }

    /** A message without the Java class names a nested exception may carry: its own words only. */
    private static String plainText(String m) {
        return m.replaceAll("(?:java|javax|jdk|com\\.oracle|org\\.graalvm)(?:\\.[A-Za-z_$][\\w$]*)+(?:Exception|Error): ?", "");
    }
}
