package io.fogisles.cli;

import java.io.PrintStream;
import java.util.List;

/** One headless sub-command of {@code ./fogisles}. */
public interface Command {
    /** Exit code for bad input (a wrong file, option or value); the message says what and where. */
    int BAD_INPUT = 2;
    /** Exit code when a run on a cluster ({@code --cluster}) could not be done: no worker reachable, every worker refused or gone. */
    int CLUSTER_FAILED = 3;

    String name();

    /** One line for the help screen. */
    String summary();

    /** Full usage text. */
    String usage();

    int run(List<String> args, Services runtime, PrintStream out, PrintStream err) throws Exception;
}
