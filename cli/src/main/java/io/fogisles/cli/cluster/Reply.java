package io.fogisles.cli.cluster;

import java.io.Serializable;

/**
 * A worker's answer to a task. Refusals and failures travel as values, not as exceptions: an exception of ours
 * would reach the coordinator only as the engine's generic error, and the coordinator must tell "this worker
 * cannot play the job" (refused: play elsewhere) from "a game failed" (the run fails, as it would on one
 * machine) and from the worker going away (the engine's exceptions: play the range elsewhere).
 */
sealed interface Reply extends Serializable {
    /** The task's result. */
    record Done(Serializable value) implements Reply {
    }

    /** The worker cannot play this job (another build, another rule text): the reason names the difference. */
    record Refused(String reason) implements Reply {
    }

    /** The games threw: the worker's exception as text, with its first frames. */
    record Failed(String text) implements Reply {
    }

    /** The job was stopped on the worker (its coordinator left). */
    record Stopped() implements Reply {
    }
}
