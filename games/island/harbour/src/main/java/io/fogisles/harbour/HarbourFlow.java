package io.fogisles.harbour;

import com.google.inject.Inject;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.game.FlowContribution;

/**
 * Module 2's edits of Module 1's flow, all by step name: the offer and the offices at setup, the harbour
 * tile in phase A, and the trade wrapped around C2. Movement changes come through Module 1's movement
 * extension points (see {@link Harbour}).
 */
final class HarbourFlow implements FlowContribution {
    private final Harbour h;

    @Inject
    HarbourFlow(Harbour h) {
        this.h = h;
    }

    @Override
    public void contribute(FlowSpec flow) {
        flow.insertAfter("base:setup-clouds", FlowNode.step("harbour:setup-offer", HarbourSteps.setupOffer(h)));
        flow.insertAfter("base:setup-start-tiles", FlowNode.step("harbour:setup-offices", HarbourSteps.setupOffices(h)));
        flow.insertAfter("base:deal-clouds", FlowNode.step("harbour:deal-harbour", new HarbourSteps.DealHarbour(h)));
        flow.wrap("base:take", inner -> new TradeStep(h, inner));
    }
}
