package io.fogisles.kernel.state;

/**
 * How a zone keeps its pieces.
 * <ul>
 *   <li>{@code LIST}: compact and ordered (a pile, a hand, an offer, the bag); removing a
 *       piece closes the gap.</li>
 *   <li>{@code SLOTS}: fixed positions that may be empty (a player's board: slot = field index).</li>
 * </ul>
 */
public enum ZoneKind {
    LIST, SLOTS
}
