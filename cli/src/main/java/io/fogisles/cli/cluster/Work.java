package io.fogisles.cli.cluster;

import io.fogisles.cli.Services;
import io.fogisles.kernel.sim.GamePool;
import java.io.Serializable;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * What a command's games are, as one serializable description that travels to every worker: the whole run
 * configuration the command built (configurations, seeds, rule options; later a game id), so that a new
 * field of a configuration is carried by adding it there and nowhere else. A worker builds what the games
 * need from it once ({@link #prepare}) and is then asked for ranges of games.
 *
 * <p>Games are numbered within a <em>stage</em> (simulate has one; soak one per module combination and
 * player count): game i of a stage is played from seed i exactly as the command plays it in one process, and
 * the result of a range is a part that the coordinator merges exactly (tallies of whole numbers).
 */
public interface Work extends Serializable {
    /** The ids of the house rules the games play with: their files travel with the job. */
    List<String> houseRules();

    /** One line for the workers' logs: what is played. */
    String describe();

    /** Builds the rule sets and bots on a worker (with that job's own services: the rules it brought). */
    Prepared prepare(Services services);

    /** A job ready to play on one worker. */
    interface Prepared {
        /**
         * Plays games {@code from}…{@code to − 1} of {@code stage} on the worker's threads and returns their
         * statistics; {@code progress} hears the number of games done in this call, from any thread, and may
         * throw to stop the range (the coordinator left).
         */
        Serializable play(GamePool pool, int stage, int from, int to, IntConsumer progress) throws InterruptedException;
    }
}
