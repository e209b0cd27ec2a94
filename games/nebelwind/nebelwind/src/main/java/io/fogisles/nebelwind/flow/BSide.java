package io.fogisles.nebelwind.flow;

import static io.fogisles.nebelwind.NebelData.COINS;
import static io.fogisles.nebelwind.NebelData.KRILL;
import static io.fogisles.nebelwind.NebelData.STEEL;
import static io.fogisles.nebelwind.NebelData.WOOD;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.CharacterEffects;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.NebelState;
import io.fogisles.nebelwind.Parts;

/**
 * The tableaux' B sides (N14, module {@code nebelwind-b-side}, ND22–ND28): what each space does when a person's chip
 * lands on it (or a person uses it through worker space 5), and the questions it asks, of the seat at turn or of
 * another seat (the player to the left, every other player), as parts ({@link Parts#NAME} … {@link Parts#COPY}).
 * An automaton answers a question at random from the game's generator and never pays or receives (ND23): it is
 * never asked, never given, never paid.
 */
final class BSide {
    /** A payment's receiver code when no other person plays: the resource goes to the supply (ND25). */
    static final int SUPPLY = 9;

    private BSide() {
    }

    // ------------------------------------------------------------------ the spaces

    /** A resource space i (0–4) acts for a person; {@code copied}: used through worker space 5 (N14.10, ND27), no chip lies there. */
    static void resource(NebelGame g, GameContext ctx, int seat, int participant, int i, boolean copied) {
        NebelRules r = g.rules;
        if (!copied) bonuses(g, ctx, participant); // asked after the space's own questions (pushed first, answered last)
        int leftSeat = r.seatOf[r.leftOf(participant)];
        switch (i) {
            case 0 -> { // N14.1
                if (leftSeat >= 0) ctx.push(Parts.ID, leftSeat, Parts.arg(Parts.NAME, seat));
                else { // ND23: the automaton names at random
                    int named = ctx.nextInt(4);
                    ctx.push(Parts.ID, seat, Parts.arg(Parts.TAKE_BUT, named));
                    if (ctx.eventsWanted()) named(g, ctx, seat, r.leftOf(participant), named);
                }
            }
            case 1 -> g.gain(ctx, seat, r.b.resource2()); // N14.2
            case 2 -> g.gain(ctx, seat, r.b.resource3()); // N14.3
            case 3 -> { // N14.4: an automaton to the left holds nothing (ND23)
                g.gain(ctx, seat, r.b.resource4());
                if (leftSeat >= 0 && r.b.fromLeft() > 0 && g.totalResources(ctx.state(), leftSeat) > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.FROM_LEFT, leftSeat));
            }
            default -> ctx.push(Parts.ID, seat, Parts.arg(Parts.TWO_AND_THREE, 0)); // N14.5
        }
        CharacterEffects.at(g, ctx, seat, CharacterEffects.RESOURCE_ACTION);
    }

    /**
     * N14.2, N14.3, ND24: a chip of {@code placer} (a person or an automaton) just went on the resource tableau:
     * each other person whose chip lies on resource space 2 or 3 takes its bonus. Returns whether one was asked.
     */
    static boolean bonuses(NebelGame g, GameContext ctx, int placer) {
        boolean asked = false;
        for (int i = 2; i >= 1; i--) { // pushed last first: space 2's holder answers first
            int holder = ctx.state().get(g.state.resourceSpace, 0, i) - 1;
            if (holder < 0 || holder == placer || g.rules.isAutomaton(holder)) continue; // ND23: an automaton receives nothing
            ctx.push(Parts.ID, g.rules.seatOf[holder], Parts.arg(Parts.SIDE_BONUS, i - 1));
            asked = true;
        }
        return asked;
    }

    /** A worker space n (1–5) acts for a person (N14.6–N14.10). */
    static void worker(NebelGame g, GameContext ctx, int seat, int participant, int n) {
        NebelRules r = g.rules;
        switch (n) {
            case 1 -> { // N14.6
                int drawn = 0;
                for (int k = 0; k < 2; k++) if (ctx.draw(g.state.characterDeck.global(), g.state.drawn.global()) >= 0) drawn++;
                if (drawn > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.KEEP_GIVE, 0));
            }
            case 2 -> ctx.push(Parts.ID, seat, Parts.arg(Parts.BUY_OUTPOST, 0)); // N14.7
            case 3 -> { // N14.8
                if (g.whalesOnBoard(ctx.state(), seat) > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.FAR_SAIL, r.b.freeSail()));
            }
            case 4 -> { // N14.9
                g.takeStartMarker(ctx, participant);
                g.gain(ctx, seat, KRILL, r.b.startKrill());
                ctx.push(Parts.ID, seat, Parts.arg(Parts.SWAP, 0));
            }
            default -> { // N14.10: the fee first (pushed last), then the space
                ctx.push(Parts.ID, seat, Parts.arg(Parts.COPY, 0));
                if (r.b.copyFee() > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.PAY, r.b.copyFee()));
            }
        }
    }

    /** ND14 on the B sides: worker space 1 needs a character in the deck, space 5 the fee and a space to use. */
    static boolean workerUsable(NebelGame g, GameState s, int seat, int n) {
        return switch (n) {
            case 1 -> s.size(g.state.characterDeck.global()) > 0;
            case 5 -> g.totalResources(s, seat) >= g.rules.b.copyFee() && hasCopyable(g, s, g.rules.participantOf[seat]);
            default -> true;
        };
    }

    /** Asked while every legal action is listed: counts without a list (no allocation on this path). */
    private static boolean hasCopyable(NebelGame g, GameState s, int participant) {
        return copyable(g, s, participant, null) > 0;
    }

    /**
     * ND27: the resource spaces and worker spaces 1–4 on which another participant's chip lies (worker 1 with a card in
     * the deck), added to {@code out} when one is given; returns how many there are.
     */
    private static int copyable(NebelGame g, GameState s, int participant, IntList out) {
        NebelState st = g.state;
        int n = 0;
        for (int i = 0; i < NebelState.SPACES; i++) {
            int holder = s.get(st.resourceSpace, 0, i);
            if (holder == 0 || holder == participant + 1) continue;
            if (out != null) out.add(NebelState.RESOURCE * 5 + i);
            n++;
        }
        for (int i = 0; i < NebelState.SPACES - 1; i++) {
            int holder = s.get(st.workerSpace, 0, i);
            if (holder == 0 || holder == participant + 1) continue;
            if (i == 0 && s.size(st.characterDeck.global()) == 0) continue;
            if (out != null) out.add(NebelState.WORKER * 5 + i);
            n++;
        }
        return n;
    }

    // ------------------------------------------------------------------ the questions

    /** The other persons (ND23, ND25: an automaton is never paid, never given a card). */
    private static int[] others(NebelGame g, int seat, int seats) {
        int[] out = new int[seats - 1];
        int k = 0;
        for (int o = 0; o < seats; o++) if (o != seat) out[k++] = o;
        return out;
    }

    /** ND25: the seats a payment may go to: the other persons, or the supply when there is none. */
    private static int[] receivers(NebelGame g, int seat, int seats) {
        int[] o = others(g, seat, seats);
        return o.length > 0 ? o : new int[] {SUPPLY};
    }

    static void options(NebelGame g, GameContext ctx, int kind, int arg, IntList out) {
        GameState s = ctx.state();
        int seat = ctx.seat(), seats = s.seats();
        NebelRules r = g.rules;
        NebelState st = g.state;
        switch (kind) {
            case Parts.NAME -> {
                for (int k = 0; k < 4; k++) out.add(k);
            }
            case Parts.TAKE_BUT -> {
                if (ctx.scratch(1) >= r.b.namedTake()) return;
                for (int k = 0; k < 4; k++) if (k != arg) out.add(k);
            }
            case Parts.SIDE_BONUS -> {
                if (arg == 0) {
                    out.add(COINS);
                    out.add(KRILL);
                } else {
                    out.add(WOOD);
                    out.add(STEEL);
                }
                RoundSteps.sort(out);
            }
            case Parts.FROM_LEFT -> {
                for (int k = 0; k < 4; k++) if (g.res(s, arg, k) > 0) out.add(k);
            }
            case Parts.TWO_AND_THREE -> {
                for (int a = 0; a < 4; a++) for (int b = 0; b < 4; b++) if (a != b) out.add(a * 4 + b);
            }
            case Parts.SHARE -> {
                out.add(Math.min(arg / 4, arg % 4));
                out.add(Math.max(arg / 4, arg % 4));
                out.add(Parts.DONE);
            }
            case Parts.KEEP_GIVE -> {
                int zone = st.drawn.global(), n = s.size(zone);
                int[] to = others(g, seat, seats);
                for (int i = 0; i < n; i++) {
                    int piece = s.piece(zone, i);
                    if (n == 1 || to.length == 0) out.add(piece * 10 + SUPPLY);
                    else for (int o : to) out.add(piece * 10 + o);
                }
                RoundSteps.sort(out);
            }
            case Parts.BUY_OUTPOST -> {
                for (int p = 0; p < g.data.ports.size(); p++)
                    if (g.whaleAt(s, seat, p, -1) && g.canHaveOutpost(s, seat, p) && g.res(s, seat, COINS) >= outpostPrice(g, s, seat, p)) out.add(p);
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.FAR_SAIL -> {
                int budget = arg + g.totalResources(s, seat);
                for (int w = 0; w < r.whales; w++) {
                    int from = s.get(st.whalePort, seat, w);
                    if (from < 0) continue;
                    int[] hops = g.hops(from);
                    for (int p = 0; p < hops.length; p++) if (p != from && hops[p] <= budget) out.add(w * 100 + p);
                }
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.PAY -> {
                if (ctx.scratch(1) >= arg) return;
                int[] to = receivers(g, seat, seats);
                for (int k = 0; k < 4; k++) if (g.res(s, seat, k) > 0) for (int o : to) out.add(k * 10 + o);
            }
            case Parts.SWAP -> {
                int done = ctx.scratch(1);
                if (Integer.bitCount(done) >= r.b.swaps()) return;
                for (int o : others(g, seat, seats)) {
                    if ((done & (1 << o)) != 0) continue;
                    for (int give = 0; give < 4; give++)
                        if (g.res(s, seat, give) > 0) for (int take = 0; take < 4; take++) if (take != give && g.res(s, o, take) > 0) out.add(give * 100 + take * 10 + o);
                }
                RoundSteps.sort(out);
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.COPY -> copyable(g, s, r.participantOf[seat], out);
            default -> throw new IllegalStateException("no B-side part " + kind);
        }
    }

    /** N14.7: 3 coins at a port where no other player has an outpost, else 1 coin to each who has. */
    static int outpostPrice(NebelGame g, GameState s, int seat, int port) {
        int others = Integer.bitCount(s.get(g.state.outposts, 0, port) & ~(1 << seat));
        return others == 0 ? g.rules.b.outpostPrice() : others * g.rules.b.occupiedFee();
    }

    /** Applies an answer ({@link Parts#DONE} is handled by the caller). Sets the part finished where one answer is all. */
    static void apply(NebelGame g, GameContext ctx, int kind, int arg, int code) {
        int seat = ctx.seat();
        NebelRules r = g.rules;
        NebelState st = g.state;
        switch (kind) {
            case Parts.NAME -> {
                finish(ctx);
                ctx.push(Parts.ID, arg, Parts.arg(Parts.TAKE_BUT, code));
                if (ctx.eventsWanted()) named(g, ctx, arg, r.participantOf[seat], code);
            }
            case Parts.TAKE_BUT -> {
                ctx.setScratch(1, ctx.scratch(1) + 1);
                g.gain(ctx, seat, code, 1);
                if (ctx.eventsWanted()) taken(ctx, seat, code, 1, 1, "take");
            }
            case Parts.SIDE_BONUS -> {
                finish(ctx);
                g.gain(ctx, seat, code, 1);
                if (ctx.eventsWanted()) taken(ctx, seat, code, 1, arg + 2, "bonus"); // arg 0: space 2, 1: space 3
            }
            case Parts.FROM_LEFT -> {
                finish(ctx);
                g.gain(ctx, arg, code, -r.b.fromLeft());
                g.gain(ctx, seat, code, r.b.fromLeft());
                if (ctx.eventsWanted()) ctx.emit("nebelwind:taken-from", seat, "resource", NebelData.RESOURCES.get(code), "count", r.b.fromLeft(), "from", arg);
            }
            case Parts.TWO_AND_THREE -> {
                finish(ctx);
                int a = code / 4, b = code % 4;
                g.gain(ctx, seat, a, r.b.fiveFirst());
                g.gain(ctx, seat, b, r.b.fiveSecond());
                if (ctx.eventsWanted()) {
                    taken(ctx, seat, a, r.b.fiveFirst(), 5, "take");
                    taken(ctx, seat, b, r.b.fiveSecond(), 5, "take");
                }
                // every other person may take 1 of the two kinds, clockwise from the active player (pushed last first, ND28)
                int me = r.participantOf[seat];
                for (int k = r.participants - 1; k >= 1; k--) {
                    int other = r.seatOf[(me + k) % r.participants];
                    if (other >= 0) ctx.push(Parts.ID, other, Parts.arg(Parts.SHARE, code));
                }
            }
            case Parts.SHARE -> {
                finish(ctx);
                g.gain(ctx, seat, code, 1);
                if (ctx.eventsWanted()) taken(ctx, seat, code, 1, 5, "share");
            }
            case Parts.KEEP_GIVE -> {
                finish(ctx);
                int kept = code / 10, to = code % 10, zone = st.drawn.global();
                for (int piece : ctx.state().pieces(zone)) {
                    if (piece == kept) continue;
                    if (to == SUPPLY) ctx.move(piece, st.characterDiscard.global()); // a discard: no event, the card stays unseen
                    else {
                        // the card becomes the receiver's open card: naming it shows nothing hidden
                        if (ctx.eventsWanted()) ctx.emit("nebelwind:character-given", seat, "character", g.data.characters.get(st.character(piece)).id(), "to", to);
                        CharacterEffects.hire(g, ctx, to, piece, true); // N14.6: free for the receiver too; a "now" card acts for them
                    }
                }
                CharacterEffects.hire(g, ctx, seat, kept, true);
            }
            case Parts.BUY_OUTPOST -> {
                finish(ctx);
                int mask = ctx.state().get(st.outposts, 0, code) & ~(1 << seat);
                if (mask == 0) g.gain(ctx, seat, COINS, -r.b.outpostPrice());
                else for (int o = 0; o < ctx.state().seats(); o++) if ((mask & (1 << o)) != 0) {
                    g.gain(ctx, seat, COINS, -r.b.occupiedFee());
                    g.gain(ctx, o, COINS, r.b.occupiedFee());
                    if (ctx.eventsWanted()) ctx.emit("nebelwind:paid", seat, "resource", NebelData.RESOURCES.get(COINS), "to", o, "count", r.b.occupiedFee());
                }
                g.buildOutpost(ctx, seat, code);
            }
            case Parts.FAR_SAIL -> {
                finish(ctx);
                int w = code / 100, to = code % 100;
                int from = ctx.state().get(st.whalePort, seat, w), extra = Math.max(0, g.hops(from)[to] - arg);
                ctx.set(st.whalePort, seat, w, to);
                if (ctx.eventsWanted()) ctx.emit("nebelwind:whale-moved", seat, "whale", w, "from", g.data.ports.get(from).id(), "to", g.data.ports.get(to).id(), "krill", 0);
                ctx.push(Parts.ID, seat, Parts.arg(Parts.SHIP_CARGO, w)); // once during the move
                if (extra > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.PAY, extra)); // paid first
            }
            case Parts.PAY -> {
                ctx.setScratch(1, ctx.scratch(1) + 1);
                int k = code / 10, to = code % 10;
                g.gain(ctx, seat, k, -1);
                if (to != SUPPLY) g.gain(ctx, to, k, 1);
                if (ctx.eventsWanted()) ctx.emit("nebelwind:paid", seat, "resource", NebelData.RESOURCES.get(k), "to", to == SUPPLY ? -1 : to);
            }
            case Parts.SWAP -> {
                int give = code / 100, take = (code / 10) % 10, o = code % 10;
                ctx.setScratch(1, ctx.scratch(1) | (1 << o));
                g.gain(ctx, seat, give, -1);
                g.gain(ctx, o, give, 1);
                g.gain(ctx, o, take, -1);
                g.gain(ctx, seat, take, 1);
                if (ctx.eventsWanted()) ctx.emit("nebelwind:swapped", seat, "gave", NebelData.RESOURCES.get(give), "took", NebelData.RESOURCES.get(take), "with", o);
            }
            case Parts.COPY -> {
                finish(ctx);
                int area = code / 5, i = code % 5, participant = r.participantOf[seat];
                if (ctx.eventsWanted()) ctx.emit("nebelwind:space-used", seat, "area", io.fogisles.nebelwind.NebelAction.AREAS.get(area), "space", i + 1);
                if (area == NebelState.RESOURCE) resource(g, ctx, seat, participant, i, true);
                else worker(g, ctx, seat, participant, i + 1);
            }
            default -> throw new IllegalStateException("no B-side part " + kind);
        }
    }

    /** N14.1: {@code namer} (a participant, an automaton's too) named {@code resource} for the seat that takes. */
    private static void named(NebelGame g, GameContext ctx, int seat, int namer, int resource) {
        ctx.emit("nebelwind:resource-named", seat, "resource", NebelData.RESOURCES.get(resource), "by", namer, "take", g.rules.b.namedTake());
    }

    /** N14.1, N14.2, N14.3, N14.5: a seat took resources from a resource space: as its own take, its bonus, or its share. */
    private static void taken(GameContext ctx, int seat, int resource, int count, int space, String how) {
        ctx.emit("nebelwind:resources-taken", seat, "resource", NebelData.RESOURCES.get(resource), "count", count, "space", space, "how", how);
    }

    private static void finish(GameContext ctx) {
        ctx.setScratch(1, -1);
    }
}
