/**
 * Saves: the header (versions, modules, house rules, seed) and the action log with state hashes, written
 * atomically with a backup, read back with clear errors.
 */
package io.fogisles.kernel.persist;
