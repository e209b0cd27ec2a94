package io.fogisles.balmy.storm;

import com.google.inject.Inject;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.game.FlowContribution;
import io.fogisles.kernel.play.GameContext;

/**
 * M17.4: after the base game's round end, the storm flies. Its first scratch value marks the flight as done, so
 * that the step, run again after the interrupts bad weather may push (a choice below low), does not fly twice.
 */
final class StormFlow implements FlowContribution {
    private final BalmyGame g;
    private final Storm storm;

    @Inject
    StormFlow(BalmyGame g, Storm storm) {
        this.g = g;
        this.storm = storm;
    }

    @Override
    public void contribute(FlowSpec flow) {
        flow.insertAfter("balmy-balloonists:round-end", FlowNode.step("balmy-storm:flies", new Step() {
            @Override
            public Decision advance(GameContext ctx) {
                if (ctx.over() || ctx.scratch(0) == 1) return null;
                ctx.setScratch(0, 1);
                storm.fly(g, ctx);
                return null;
            }
        }));
    }
}
