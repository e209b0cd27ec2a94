/**
 * The online commands: {@code serve} runs a game server, {@code table} creates a table on one and prints its code,
 * {@code join} plays a free seat of a table with a bot and prints the final scores (docs/online.md).
 */
package io.fogisles.cli.online;
