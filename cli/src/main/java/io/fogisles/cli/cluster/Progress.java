package io.fogisles.cli.cluster;

import java.io.Serializable;

/** A worker's progress on one range of a job (games done so far in it), published a few times a second. */
record Progress(String job, long range, int done) implements Serializable {
    private static final long serialVersionUID = 1L;
}
