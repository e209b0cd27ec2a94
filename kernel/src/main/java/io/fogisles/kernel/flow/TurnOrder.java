package io.fogisles.kernel.flow;

import io.fogisles.kernel.state.GameState;

/**
 * Who performs a flow node, evaluated once when the node starts.
 * <ul>
 *   <li>{@link Inherit}: the seat of the enclosing node (or no seat at the top).</li>
 *   <li>{@link OneSeat}: one selected seat (e.g. the start player rolls nothing, the right neighbour rolls).</li>
 *   <li>{@link RoundRobin}: every seat once, clockwise from a selected seat.</li>
 *   <li>{@link AllSeats}: every seat once, in seat order (simultaneous phases resolved in a fixed order).</li>
 * </ul>
 */
public sealed interface TurnOrder {

    /** The seat the first iteration starts from, evaluated when the node starts. */
    int base(GameState state, int parentSeat);

    /** How many iterations the node runs. */
    int count(GameState state);

    /** The seat of iteration {@code i}. */
    int seatAt(int i, int base, int seats);

    record Inherit() implements TurnOrder {
        public int base(GameState s, int parentSeat) {
            return parentSeat;
        }

        public int count(GameState s) {
            return 1;
        }

        public int seatAt(int i, int base, int seats) {
            return base;
        }
    }

    record OneSeat(SeatSelector selector) implements TurnOrder {
        public int base(GameState s, int parentSeat) {
            return selector.select(s);
        }

        public int count(GameState s) {
            return 1;
        }

        public int seatAt(int i, int base, int seats) {
            return base;
        }
    }

    record RoundRobin(SeatSelector start) implements TurnOrder {
        public int base(GameState s, int parentSeat) {
            return start.select(s);
        }

        public int count(GameState s) {
            return s.seats();
        }

        public int seatAt(int i, int base, int seats) {
            return (base + i) % seats;
        }
    }

    record AllSeats() implements TurnOrder {
        public int base(GameState s, int parentSeat) {
            return 0;
        }

        public int count(GameState s) {
            return s.seats();
        }

        public int seatAt(int i, int base, int seats) {
            return i;
        }
    }

    TurnOrder INHERIT = new Inherit();
    TurnOrder ALL_SEATS = new AllSeats();

    static TurnOrder oneSeat(SeatSelector s) {
        return new OneSeat(s);
    }

    static TurnOrder roundRobin(SeatSelector start) {
        return new RoundRobin(start);
    }
}
