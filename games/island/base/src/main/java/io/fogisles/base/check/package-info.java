/**
 * Module 1's invariants for the random playouts ({@code RandomPlayout}, the playout tests and
 * {@code ./fogisles soak}): where each class of piece may lie, the value ranges, the islands and the end
 * bookkeeping, checked after every decision whatever other modules are loaded.
 */
package io.fogisles.base.check;
