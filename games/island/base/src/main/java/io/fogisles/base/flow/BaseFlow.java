package io.fogisles.base.flow;

import com.google.inject.Inject;
import io.fogisles.base.BaseGame;
import io.fogisles.kernel.flow.FlowNode;
import io.fogisles.kernel.flow.FlowSpec;
import io.fogisles.kernel.flow.SeatSelector;
import io.fogisles.kernel.flow.TurnOrder;
import io.fogisles.kernel.game.FlowContribution;

/**
 * Module 1's flow: setup (RULES B.1), then rounds of phases A, B, C1–C3 per player, and D (B.2).
 * Every step has a stable id that other modules and house rules use to hook in.
 */
public final class BaseFlow implements FlowContribution {
    private final BaseGame g;

    @Inject
    BaseFlow(BaseGame g) {
        this.g = g;
    }

    @Override
    public void contribute(FlowSpec flow) {
        SeatSelector start = SeatSelector.of(g.state.startPlayer);
        flow.append("kernel:setup", FlowNode.group("base:setup", TurnOrder.INHERIT,
                FlowNode.step("base:setup-table", SetupSteps.table(g)),
                FlowNode.step("base:setup-bag", SetupSteps.bag(g)),
                FlowNode.step("base:setup-start-tiles", SetupSteps.startTiles(g)),
                FlowNode.step("base:setup-clouds", SetupSteps.clouds(g)),
                FlowNode.group("base:setup-balloons", TurnOrder.roundRobin(start),
                        FlowNode.step("base:place-balloon", new SetupSteps.Balloon(g)))));

        flow.append("kernel:round", FlowNode.group("base:phase-a", TurnOrder.oneSeat(start),
                FlowNode.step("base:deal-clouds", RoundSteps.dealClouds(g))));
        flow.append("kernel:round", FlowNode.group("base:phase-b", TurnOrder.oneSeat(start.plus(-1)),
                FlowNode.step("base:roll-dice", RoundSteps.roll(g)),
                FlowNode.step("base:reroll", new RoundSteps.Reroll(g)),
                FlowNode.step("base:resolve-bonus", RoundSteps.resolveBonus(g))));
        flow.append("kernel:round", FlowNode.group("base:phase-c", TurnOrder.roundRobin(start),
                FlowNode.step("base:move", new MoveStep(g)),
                FlowNode.step("base:take", new TakeStep(g)),
                FlowNode.step("base:place", new PlaceStep(g)),
                FlowNode.step("base:check-coasts", EndSteps.checkCoasts(g))));
        flow.append("kernel:round", FlowNode.group("base:phase-d", TurnOrder.INHERIT,
                FlowNode.step("base:d-values", TurnOrder.ALL_SEATS, new EndSteps.DValue(g)),
                FlowNode.step("base:start-player", EndSteps.startPlayer(g)),
                FlowNode.step("base:end-of-round", EndSteps.endOfRound(g))));

        flow.defineInterrupt("base:resolve-hand", new HandStep(g));
        flow.defineInterrupt("base:bonus-draw", new EndSteps.BonusDraw(g));
        flow.defineInterrupt("base:cloud-instead", new EndSteps.CloudInstead(g));
    }
}
