package io.fogisles.kernel.rules;

/** A finding of the house-rule checker, printed as {@code file:line:col: severity: message}. */
public record RuleProblem(String file, int line, int column, Severity severity, String message) {
    public enum Severity {
        ERROR, WARNING;

        @Override
        public String toString() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    @Override
    public String toString() {
        return (file == null ? "<rule>" : file) + ":" + Math.max(1, line) + ":" + Math.max(1, column) + ": " + severity + ": " + message;
    }
}
