package io.fogisles.expansion;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import io.fogisles.base.BaseGame;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.state.Zone;
import io.fogisles.kernel.state.ZoneKind;

/** Module 3's state and helpers: each player's reserve of expansion tiles beside the island. */
@Singleton
public final class Expansion {
    public final ExpansionRules rules;
    public final BaseGame base;
    /** Tiles beside a player's island, not yet activated (RULES B13.2). */
    public final Zone reserve;
    /** Progress of a seat's C2 with the activation choice (see {@link ActivateStep}). */
    public final IntVar c2;

    @Inject
    Expansion(ExpansionRules rules, BaseGame base, LayoutBuilder layout) {
        this.rules = rules;
        this.base = base;
        this.reserve = layout.zone("expansion:reserve", Scope.SEAT, ZoneKind.LIST, 8);
        this.c2 = layout.var("expansion:c2", Scope.SEAT);
        int n = base.pieces.size();
        this.expansionTile = new boolean[n];
        this.mark = new int[n];
        for (int p = 0; p < n; p++) {
            expansionTile[p] = rules.isExpansionKind(base.pieces.kind[p]) && base.pieces.owner[p] >= 0;
            mark[p] = rules.mark(base.pieces.kind[p]);
        }
    }

    // by piece number, so that the checks made every turn look up no kind names
    private final boolean[] expansionTile;
    private final int[] mark;

    /** Whether a piece is a player's expansion tile (the harbour office included). */
    public boolean isExpansionTile(int piece) {
        return expansionTile[piece];
    }

    /** Reserve tiles the seat may activate now: its energy has reached their mark (RULES B13.5, C3). */
    public int[] activatable(GameState s, int seat) {
        int energy = s.get(base.state.energy, seat);
        int[] all = s.pieces(reserve.of(seat));
        int n = 0;
        for (int p : all) if (energy >= mark[p]) all[n++] = p;
        return java.util.Arrays.copyOf(all, n);
    }

    /** RULES B13.10 / C18: points of the seat's expansion tiles on its island, +5 when all of them are there. */
    public int score(GameState s, int seat) {
        int zone = base.state.island.of(seat);
        int points = 0, onIsland = 0;
        for (int p : s.pieces(zone)) {
            if (!isExpansionTile(p) || base.pieces.owner[p] != seat) continue;
            onIsland++;
            points += rules.points(base.pieces.kind[p]);
        }
        if (onIsland >= rules.perPlayer()) points += rules.allFiveBonus;
        return points;
    }
}
