/**
 * The state of a game in flat arrays (variables, zones, pieces, the generator), the one change path that
 * records every write for events, undo and replay, and who may see what ({@link io.fogisles.kernel.state.Visibility}).
 */
package io.fogisles.kernel.state;
