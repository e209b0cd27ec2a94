package io.fogisles.harbour;

import io.fogisles.base.Positions;
import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;
import io.fogisles.kernel.state.Zone;
import io.fogisles.kernel.state.ZoneKind;

/** Module 2's part of the game state: the offer, who can enter the harbour, and the progress of a trade. */
public final class HarbourState {
    public final Zone offer;
    /** 1 once a seat's harbour office lies on its island (RULES B12.8). */
    public final IntVar access;
    /** Progress of a seat's C2 in the harbour (see {@link TradeStep}). */
    public final IntVar stage;
    /** Tiles taken or given so far in the current stage. */
    public final IntVar count;
    /** The balloon positions of the piers, pier n at {@code piers.first() + n − 1}. */
    public final Positions.Range piers;

    public HarbourState(LayoutBuilder b, HarbourRules rules, Positions positions, int pieces) {
        offer = b.zone("harbour:offer", Scope.GLOBAL, ZoneKind.LIST, Math.max(pieces, 1));
        access = b.var("harbour:access", Scope.SEAT);
        stage = b.var("harbour:stage", Scope.SEAT);
        count = b.var("harbour:count", Scope.SEAT);
        piers = positions.register("harbour:pier", rules.piers.size());
    }

    public int pierPosition(int number) {
        return piers.first() + number - 1;
    }

    /** The pier number of a position, or 0 when the position is no pier. */
    public int pierAt(int position) {
        return piers.contains(position) ? position - piers.first() + 1 : 0;
    }
}
