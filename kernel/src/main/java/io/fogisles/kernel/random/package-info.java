/**
 * The game's one seeded random generator; everything random in a game comes from it, so a seed and the
 * actions replay a game exactly.
 */
package io.fogisles.kernel.random;
