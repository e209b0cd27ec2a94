/**
 * The score pad: rows contributed by modules and house rules, adjustments of existing rows, tie-breaks, and
 * the sheet of a game.
 */
package io.fogisles.kernel.score;
