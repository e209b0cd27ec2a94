/**
 * A hex board library (axial coordinates, directions, fields with data, neighbour and ray tables) that a game
 * module may use; nothing in the kernel needs it.
 */
package io.fogisles.kernel.hex;
