/**
 * The online protocol shared by the server and its clients: the messages ({@link io.fogisles.protocol.ClientMessage},
 * {@link io.fogisles.protocol.ServerMessage}) as JSON over WebSocket, their version and size limit
 * ({@link io.fogisles.protocol.Protocol}) and the strict decoder ({@link io.fogisles.protocol.Codec}) that turns
 * any bad input into a {@link io.fogisles.protocol.ProtocolException} saying what is wrong and where. It knows
 * the kernel's views (what a seat may see), never the server's internals. docs/protocol.md lists every message.
 */
package io.fogisles.protocol;
