package io.fogisles.client.core.view;

/**
 * Something on the table a player can point at. The client core knows only these general shapes; the
 * modules' panels say where each one is drawn and their binders say which actions point at which.
 */
public sealed interface Target {

    /** A balloon position of a seat: a field of its island, or a place another module defines (a pier). */
    record Position(int seat, int position) implements Target {}

    /** One piece (tile), wherever it lies: on a cloud, in a hand, on an eyepiece, in an offer, in a reserve. */
    record Piece(int piece) implements Target {}

    /**
     * A place that is not a single piece, named by a namespaced id: {@code base:cloud} (index = cloud),
     * {@code base:bag}, {@code base:eyepieces} (seat), {@code client:seat} (a seat's name plate).
     */
    record Spot(String id, int seat, int index) implements Target {
        public static Spot of(String id) {
            return new Spot(id, -1, 0);
        }
    }
}
