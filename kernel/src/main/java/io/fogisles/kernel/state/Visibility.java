package io.fogisles.kernel.state;

/**
 * Who may see a zone or a variable. The kernel answers "what may seat s see" from these declarations
 * alone ({@link GameState#viewFor}), so a module that keeps a secret only has to declare it; the server
 * and the bots never send or use more than a seat's view.
 * <ul>
 *   <li>{@link #EVERYONE}: open information (the default).</li>
 *   <li>{@link #OWNER}: only the seat a per-seat zone or variable belongs to (a hand of cards).</li>
 *   <li>{@link #NOBODY}: no seat; only how many pieces a zone holds is known (a face-down deck).</li>
 *   <li>{@link #ORDER_HIDDEN}: which pieces a LIST zone holds is known, their order is not (a bag).</li>
 * </ul>
 */
public enum Visibility {
    EVERYONE, OWNER, NOBODY, ORDER_HIDDEN;

    /** Whether a seat ({@code viewer}, −1 for a spectator) may see the pieces or value of something owned by {@code owner} (−1: global). */
    public boolean shows(int viewer, int owner) {
        return switch (this) {
            case EVERYONE, ORDER_HIDDEN -> true;
            case OWNER -> viewer >= 0 && viewer == owner;
            case NOBODY -> false;
        };
    }
}
