package io.fogisles.cli.sim;

/** The simulate package's formatting helpers, for tests in other packages. */
public final class SimulationTableAccess {
    private SimulationTableAccess() {
    }

    public static String rate(double perSecond) {
        return SimulationTable.rate(perSecond);
    }

    /** The line that line-mode progress prints after {@code secs} seconds. */
    public static String progressLine(String label, int total, int done, double secs) {
        return ProgressLine.line(label, total, done, secs, "", "");
    }
}
