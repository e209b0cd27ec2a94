package io.fogisles.cli.sim;

import io.fogisles.cli.CliFixture;
import io.fogisles.kernel.invariant.Invariants;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Runs {@code soak} with checkers of a test's own after the modules' (its constructor for them is package-private). */
public final class SoakCommandAccess {
    private SoakCommandAccess() {
    }

    public static CliFixture.Result run(List<Invariants> extra, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        List<String> rest = List.of(args).subList(List.of(args).get(0).equals("soak") ? 1 : 0, args.length);
        int code = new SoakCommand(extra).run(rest, CliFixture.runtime(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliFixture.Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
