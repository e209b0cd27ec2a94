package io.fogisles.cli.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.cli.CliFixture;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad options of the cluster commands: a message that says what to give, no stack trace, no worker needed. */
class ClusterOptionsTest {
    @ParameterizedTest(name = "worker {0}: exit 2")
    @CsvSource(delimiter = '|', value = {
            "--threads 2|give --port PORT (the first worker) or --join HOST:PORT (one more)",
            "--port 70000|--port wants a port number",
            "--join nowhere:port|is not HOST:PORT of a worker",
            "--port 5701 --prot 3|unknown option --prot"})
    void workerOptions(String args, String message) {
        List<String> all = new java.util.ArrayList<>(List.of("worker"));
        all.addAll(List.of(args.split(" ")));
        CliFixture.Result r = CliFixture.run(all.toArray(String[]::new));
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains(message), r.err());
        assertFalse(r.err().contains("    at "), r.err());
    }

    @Test
    @DisplayName("--cluster naming a client configuration that does not exist: exit 3 with what --cluster takes")
    void missingClientConfiguration() {
        CliFixture.Result r = CliFixture.run("simulate", "--games", "1", "--no-progress", "--cluster", "no-such-dir/hazelcast-client.yaml");
        assertEquals(3, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("no such file (a client configuration of the engine, or HOST:PORT of a worker)"), r.err());
    }

    @Test
    @DisplayName("help worker names the options, and simulate's and soak's help name --cluster")
    void help() {
        CliFixture.Result worker = CliFixture.run("help", "worker");
        for (String option : List.of("--port", "--join", "--host", "--threads")) assertTrue(worker.out().contains(option), option);
        assertTrue(CliFixture.run("help", "simulate").out().contains("--cluster HOST:PORT"));
        assertTrue(CliFixture.run("help", "soak").out().contains("--cluster HOST:PORT"));
    }
}
