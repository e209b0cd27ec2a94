package io.fogisles.balmy.flow;

import com.google.inject.Inject;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.game.FlowContribution;

/**
 * Balmy Balloonists' flow: setup (M1), then rounds (M2.1): every balloon's turn in order, then the last-placed
 * balloon's advantage card (M2.5, M14). A turn is an interrupt for the seat whose balloon it is; the answers
 * another seat gives in it (a repair, which permit is lost, below low) are interrupts too, each with a stable
 * id that house rules can wrap.
 */
public final class BalmyFlow implements FlowContribution {
    private final BalmyGame g;

    @Inject
    BalmyFlow(BalmyGame g) {
        this.g = g;
    }

    @Override
    public void contribute(FlowSpec flow) {
        flow.append("kernel:setup", FlowNode.step("balmy-balloonists:setup", new SetupStep(g)));
        flow.append("kernel:round", FlowNode.step("balmy-balloonists:turns", new TurnsStep(g)));
        flow.append("kernel:round", FlowNode.step("balmy-balloonists:round-end", new RoundEndStep(g)));
        flow.defineInterrupt(BalmyGame.TURN, new TurnStep(g));
        flow.defineInterrupt(BalmyGame.REPAIR, new RepairStep(g));
        flow.defineInterrupt(BalmyGame.PERMIT, new PermitStep(g));
        flow.defineInterrupt(BalmyGame.BELOW_LOW, new BelowLowStep(g));
    }
}
