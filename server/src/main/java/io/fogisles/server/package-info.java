/**
 * The online game server: Jetty 12's WebSocket endpoint ({@link io.fogisles.server.Connection}) in front of the
 * tables ({@link io.fogisles.server.table}) and the store ({@link io.fogisles.server.store}), put together by
 * {@link io.fogisles.server.GameServer}; {@link io.fogisles.server.InstalledRules} is what this machine has
 * installed. The server alone runs the engine and the house rules. docs/online.md.
 */
package io.fogisles.server;
