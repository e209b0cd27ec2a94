/**
 * Tables: what a host set up ({@link io.fogisles.server.table.TableSetup}), the seats and their tokens, the game
 * the server runs for them ({@link io.fogisles.server.table.Table}), and the registry that answers clients'
 * requests ({@link io.fogisles.server.table.Tables}). Each table does its work on its own serial queue, so tables
 * never wait for each other and one table never does two things at once. No networking here: a connection is a
 * {@link io.fogisles.server.table.Peer}.
 */
package io.fogisles.server.table;
