/**
 * A headless client of the game server: {@link io.fogisles.protocol.client.GameClient} (one WebSocket through the
 * JDK's {@code java.net.http}, reconnecting by itself) and {@link io.fogisles.protocol.client.BotPlayer} (plays a
 * seat with a bot that decides on the seat's view alone). Used by {@code ./fogisles table} and {@code join}, the
 * server's tests and load tools.
 */
package io.fogisles.protocol.client;
