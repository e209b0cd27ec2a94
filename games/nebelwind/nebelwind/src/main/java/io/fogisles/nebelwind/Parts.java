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

    // The B sides (N14): parts asked of the seat at turn, or of another seat ("the player to your left", "every other player").
    /** N14.1: the player to the left names a resource; {@code arg} the seat that takes. */
    public static final int NAME = 17;
    /** N14.1: take resources one at a time, none of kind {@code arg}, until the space's count is taken (ND28). */
    public static final int TAKE_BUT = 18;
    /** N14.2 / N14.3: another player placed on the resource tableau: 1 coin or 1 krill ({@code arg} 0), 1 wood or 1 steel ({@code arg} 1). */
    public static final int SIDE_BONUS = 19;
    /** N14.4: one resource of the kind chosen from seat {@code arg} (the player to the left). */
    public static final int FROM_LEFT = 20;
    /** N14.5: 2 of one kind and 3 of another, as {@code first * 4 + second}. */
    public static final int TWO_AND_THREE = 21;
    /** N14.5: another player may take 1 of kind {@code arg / 4} or {@code arg % 4}. */
    public static final int SHARE = 22;
    /** N14.6: keep one character drawn and give the other to another player, as {@code piece * 10 + seat} (9: nobody to give to). */
    public static final int KEEP_GIVE = 23;
    /** N14.7: one outpost where the seat has a whale, for 3 coins, or 1 coin to each player with an outpost there. */
    public static final int BUY_OUTPOST = 24;
    /** N14.8: move a whale {@code arg} spaces free, each further space for a resource paid to another player. */
    public static final int FAR_SAIL = 25;
    /** N14.8, N14.10: pay {@code arg} resources, each to another player of the seat's choice, as {@code kind * 10 + seat} (9: the supply, ND25). */
    public static final int PAY = 26;
    /** N14.9: swap one resource with another player, as {@code give * 100 + take * 10 + seat}; up to two players (ND26). */
    public static final int SWAP = 27;
    /** N14.10: use a resource or worker space on which another's chip lies, as {@code area * 5 + space} (ND27). */
    public static final int COPY = 28;

    public static final int DONE = 999;

    private Parts() {
    }

    public static int arg(int kind, int arg) {
        return kind * 100 + arg;
    }
}
