package io.fogisles.nebelwind.flow;

import com.google.inject.Inject;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.game.FlowContribution;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.Parts;

/**
 * Nebelwind's flow: setup (N1), then rounds (N2): the round's start, phase A — every person discards a chip at
 * once and in secret (N3, a simultaneous decision), the automata theirs at random —, phase B — the turns (N4),
 * a person's turn an interrupt, an automaton's played by its procedure (N12.4) —, and phase C — the round's end
 * (N9), with the secret network card discard after round 2.
 */
public final class NebelFlow implements FlowContribution {
    private final NebelGame g;

    @Inject
    NebelFlow(NebelGame g) {
        this.g = g;
    }

    @Override
    public void contribute(FlowSpec flow) {
        flow.append("kernel:setup", FlowNode.step("nebelwind:setup", new SetupStep(g)));
        flow.append("kernel:round", FlowNode.step("nebelwind:round-start", ctx -> {
            RoundSteps.start(g, ctx);
            return null;
        }));
        flow.append("kernel:round", FlowNode.step("nebelwind:phase-a", new RoundSteps.PhaseA(g)));
        flow.append("kernel:round", FlowNode.step("nebelwind:phase-b", new RoundSteps.Turns(g)));
        flow.append("kernel:round", FlowNode.step("nebelwind:phase-c", new RoundSteps.RoundEnd(g)));
        flow.defineInterrupt(TurnStep.ID, new TurnStep(g));
        flow.defineInterrupt(Parts.ID, new PartStep(g));
    }
}
