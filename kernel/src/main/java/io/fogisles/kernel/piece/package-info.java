/**
 * The physical pieces of a game (cards, counters, tokens), each with a dense number, a stable id, a kind and data.
 */
package io.fogisles.kernel.piece;
