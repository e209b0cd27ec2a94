/**
 * Many bot games at once: seeds per game, threads that never change results, and streaming statistics
 * (histograms, paired differences with intervals, script failures) whose memory does not grow with the games.
 */
package io.fogisles.kernel.sim;
