/**
 * What must hold after every decision of every game, and random playouts that check it. Each module
 * contributes its own {@link io.fogisles.kernel.invariant.Invariants} (see
 * {@code Contributions.invariants}); {@link io.fogisles.kernel.invariant.RandomPlayout} plays uniformly
 * random legal options and asks every contributed checker after each decision. The module tests and the
 * {@code soak} command share them, so a failure found by either replays from its seed alone.
 */
package io.fogisles.kernel.invariant;
