package io.fogisles.expansion;

import com.google.inject.Inject;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.game.FlowContribution;

/**
 * Module 3's edits of the flow, by step name: at setup each player's five tiles (the harbour office
 * among them) go beside the island instead of the office onto an eyepiece (RULES B13.2), and C2 offers
 * activating a tile (B13.4).
 */
final class ExpansionFlow implements FlowContribution {
    private final Expansion x;

    @Inject
    ExpansionFlow(Expansion x) {
        this.x = x;
    }

    @Override
    public void contribute(FlowSpec flow) {
        flow.replace("harbour:setup-offices", ctx -> {
            for (int p = 0; p < x.base.pieces.size(); p++) {
                int owner = x.base.pieces.owner[p];
                if (x.isExpansionTile(p) && owner >= 0 && owner < ctx.seats()) ctx.move(p, x.reserve.of(owner));
            }
            ctx.emit("expansion:reserves-ready", -1);
            return null;
        });
        flow.wrap("base:take", inner -> new ActivateStep(x, inner));
    }
}
