package io.fogisles.piratebay.flow;

import com.google.inject.Inject;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.game.FlowContribution;
import io.fogisles.piratebay.PirateGame;

/**
 * Pirate Bay's flow: setup (P1), then rounds (P2.1) — the start card laid, turns until the round is over
 * (P8.1, P8.5), the round's scoring (P8.2–P8.4). A turn is an interrupt for the seat whose turn it is; its
 * parts (lays, the figure, a swap, a challenge with its answers, the resource chosen after a red face) are
 * interrupts too, each with a stable id that house rules can wrap.
 */
public final class PirateFlow implements FlowContribution {
    private final PirateGame g;

    @Inject
    PirateFlow(PirateGame g) {
        this.g = g;
    }

    @Override
    public void contribute(FlowSpec flow) {
        flow.append("kernel:setup", FlowNode.step("pirate-bay:setup", new SetupStep(g)));
        flow.append("kernel:round", FlowNode.step("pirate-bay:round-start", ctx -> {
            g.startRound(ctx);
            return null;
        }));
        flow.append("kernel:round", FlowNode.step("pirate-bay:turns", new TurnsStep(g)));
        flow.append("kernel:round", FlowNode.step("pirate-bay:round-end", new RoundEndStep(g)));
        flow.defineInterrupt(TurnStep.ID, new TurnStep(g));
        flow.defineInterrupt(LayStep.ID, new LayStep(g));
        flow.defineInterrupt(FigureStep.ID, new FigureStep(g));
        flow.defineInterrupt(SwapStep.ID, new SwapStep(g));
        flow.defineInterrupt(ChallengeStep.ID, new ChallengeStep(g));
        flow.defineInterrupt(ChallengeStep.RETREAT_ID, new ChallengeStep.Retreat(g));
        flow.defineInterrupt(ChallengeStep.MOVE_IN_ID, new ChallengeStep.MoveIn(g));
        flow.defineInterrupt(PirateGame.CHOOSE_RESOURCE, new ChooseResourceStep(g));
    }
}
