package io.fogisles.nebelwind;

/**
 * The parts of a turn that ask their own question, run as the interrupt {@link #ID} for the seat: its argument
 * is {@code kind * 100 + arg}. The spaces (N5), the harbour cards and the characters' effects (ND9) use them.
 */
public final class Parts {
    public static final String ID = "nebelwind:part";
    /** Keep one of the characters drawn (N5.5, recruiter). */
    public static final int KEEP = 1;
    /** Worker space 2: up to two outposts or whales for coins (N5.6). */
    public static final int BUY = 2;
    /** Shipwright: a free whale where the seat has an outpost or a whale. */
    public static final int FREE_WHALE = 3;
    /** Surveyor: a free outpost where the seat has a whale. */
    public static final int FREE_OUTPOST = 4;
    /** Foreman: an outpost where the seat has a whale, for 2 coins. */
    public static final int FOREMAN = 5;
    /** Cartwright: a whale where the seat has an outpost, for 1 wood and 1 steel. */
    public static final int CARTWRIGHT = 6;
    /** Move one whale up to {@code arg} spaces without krill, then load or unload once (N5.7, navigator, tailwind). */
    public static final int SAIL = 7;
    /** Whale caller: each whale one space, no krill. */
    public static final int WHALE_CALLER = 8;
    /** One load or unload for whale {@code arg} (during a free move). */
    public static final int SHIP_CARGO = 9;
    /** Exchanges 1:1: {@code arg} 3 — wood, steel, coins (N5.8); 4 — any resource (trader). */
    public static final int EXCHANGE = 10;
    /** Take {@code arg} of one resource (quartermaster). */
    public static final int TAKE = 11;
    /** The round-end bonus of a harbour card in the row (N5.9, harbourmaster). */
    public static final int HARBOUR_BONUS = 12;
    /** A harbour card's action at space {@code arg} (N5.11). */
    public static final int HARBOUR_USE = 13;
    /** Courier: one cargo of any kind onto a whale with an empty hold. */
    public static final int COURIER = 14;
    /** Smuggler: unload a whale's cargo onto a matching territory tile of any region. */
    public static final int SMUGGLE = 15;
    /** N1.9: the first whale on a territory port. */
    public static final int FIRST_WHALE = 16;

    public static final int DONE = 999;

    private Parts() {
    }

    public static int arg(int kind, int arg) {
        return kind * 100 + arg;
    }
}
