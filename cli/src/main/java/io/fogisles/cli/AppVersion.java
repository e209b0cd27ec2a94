package io.fogisles.cli;

/** The version of the program, from the jar's manifest (a development build says so). */
public final class AppVersion {
    private AppVersion() {
    }

    public static String get() {
        String v = AppVersion.class.getPackage().getImplementationVersion();
        return v == null ? "0.1.0-SNAPSHOT" : v;
    }
}
