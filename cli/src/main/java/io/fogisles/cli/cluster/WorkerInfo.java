package io.fogisles.cli.cluster;

import java.io.Serializable;
import java.util.Map;

/**
 * What a worker tells the coordinator when it has prepared a job: its build, its threads, and the SHA-256 of
 * each house rule as it loaded it.
 */
record WorkerInfo(BuildInfo build, int threads, Map<String, String> rules, double prepareSeconds) implements Serializable {
    private static final long serialVersionUID = 1L;
}
