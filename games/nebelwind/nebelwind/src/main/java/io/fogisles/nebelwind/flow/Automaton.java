package io.fogisles.nebelwind.flow;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelState;

/**
 * An automaton's turn (N12.4, ND21): it draws one of its chips at random and goes through the zones 1–4 (the
 * resource tableau, the worker tableau, the character row, the harbour row): a zone where it already has a chip
 * this round is skipped; else the chip takes the space of its number when free; in zone 4 it always goes on the
 * harbour card of its number. It takes nothing (N12.2) except the start player marker on worker space 4; in the
 * solo game its harbour chip takes the lowest territory tile of the card's region (N13.3).
 */
public final class Automaton {
    private Automaton() {
    }

    /** The zone and space an automaton's chip goes to, as {@code area * 5 + chip - 1}. */
    public static int place(NebelGame g, io.fogisles.kernel.state.GameState st, int participant, int chip) {
        NebelState s = g.state;
        int used = st.get(s.areasUsed, 0, participant), i = chip - 1;
        if ((used & (1 << NebelState.RESOURCE)) == 0 && st.get(s.resourceSpace, 0, i) == 0) return NebelState.RESOURCE * 5 + i;
        if ((used & (1 << NebelState.WORKER)) == 0 && st.get(s.workerSpace, 0, i) == 0) return NebelState.WORKER * 5 + i;
        if ((used & (1 << NebelState.CHARACTER)) == 0 && st.get(s.characterChip, 0, i) == 0) return NebelState.CHARACTER * 5 + i;
        return NebelState.HARBOUR * 5 + i;
    }

    /** Plays the automaton's turn; returns whether it asked a person something (a B-side bonus, N14.2, N14.3). */
    static boolean turn(NebelGame g, GameContext ctx, int participant) {
        NebelState s = g.state;
        int held = RoundSteps.held(g, ctx.state(), participant);
        if (held == 0) return false;
        boolean asked = false;
        int pick = ctx.nextInt(Integer.bitCount(held)), chip = 0;
        for (int n = 1; n <= g.rules.chips; n++) if ((held & (1 << n)) != 0 && pick-- == 0) chip = n;
        int where = place(g, ctx.state(), participant, chip), area = where / 5, i = where % 5, mark = participant + 1;
        ctx.set(s.played, 0, participant, ctx.state().get(s.played, 0, participant) | (1 << chip));
        ctx.set(s.chipsLeft, 0, participant, ctx.state().get(s.chipsLeft, 0, participant) - 1);
        ctx.set(s.areasUsed, 0, participant, ctx.state().get(s.areasUsed, 0, participant) | (1 << area));
        switch (area) {
            case NebelState.RESOURCE -> {
                ctx.set(s.resourceSpace, 0, i, mark);
                if (g.rules.bSide) asked = BSide.bonuses(g, ctx, participant); // ND24: an automaton's chip counts for the bonuses
            }
            case NebelState.WORKER -> {
                ctx.set(s.workerSpace, 0, i, mark);
                if (chip == 4) g.takeStartMarker(ctx, participant);
            }
            case NebelState.CHARACTER -> ctx.set(s.characterChip, 0, i, mark); // N12.5: blocks, the card stays
            default -> {
                ctx.set(s.harbourTop, 0, i, mark);
                ctx.set(s.harbourCount, 0, i, ctx.state().get(s.harbourCount, 0, i) + 1);
                int card = ctx.state().get(s.harbourSpace, 0, i);
                if (g.rules.seats == 1 && card >= 0) { // N13.3
                    int region = g.data.ports.get(g.data.harbours.get(s.harbour(card)).port()).region();
                    if (region >= 0) g.takeTerritory(ctx, -1, region, 0, false);
                }
            }
        }
        if (ctx.eventsWanted()) ctx.emit("nebelwind:placed", -1, "participant", participant, "area", io.fogisles.nebelwind.NebelAction.AREAS.get(area), "chip", chip);
        return asked;
    }
}
