/**
 * Play online (issue 13): the connection to a game server as the screens use it ({@link io.fogisles.client.online.OnlineLink}),
 * the table it drives ({@link io.fogisles.client.online.OnlineTable}, a {@link io.fogisles.client.core.GameTable}),
 * the remembered seat tokens and the server this client may host in-process. GL-free: the screens are in
 * {@code io.fogisles.client.screens}.
 */
package io.fogisles.client.online;
