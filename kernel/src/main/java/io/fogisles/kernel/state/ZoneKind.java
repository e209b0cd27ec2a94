package io.fogisles.kernel.state;

/**
 * How a zone keeps its pieces.
 * <ul>
 *   <li>{@code LIST}: compact and ordered (a cloud, a hand, the harbour offer, the bag); removing a
 *       piece closes the gap.</li>
 *   <li>{@code SLOTS}: fixed positions that may be empty (a player's island: slot = field index).</li>
 * </ul>
 */
public enum ZoneKind {
    LIST, SLOTS
}
