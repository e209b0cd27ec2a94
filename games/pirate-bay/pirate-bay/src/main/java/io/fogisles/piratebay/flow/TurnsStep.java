package io.fogisles.piratebay.flow;

import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;

/**
 * The turns of a round (P2.2): one turn for the seat whose turn it is, then the next seat clockwise, until
 * the round is over: every other seat has had its one more turn after a seat put its last figure on the table
 * (P8.1), or whole passes went by without a card drawn or laid (P8.5). Its first scratch value is 1 while a
 * turn it started is running.
 */
final class TurnsStep implements Step {
    private final PirateGame g;

    TurnsStep(PirateGame g) {
        this.g = g;
    }

    @Override
    public Decision advance(GameContext ctx) {
        PirateState s = g.state;
        if (ctx.scratch(0) == 1) {
            ctx.setScratch(0, 0);
            afterTurn(ctx, s);
        }
        if (ctx.get(s.roundOver) != 0 || ctx.over()) return null;
        ctx.set(s.action, 0);
        ctx.set(s.drewOrLaid, 0);
        ctx.set(s.laidThisTurn, 0, 0, PirateState.NONE);
        ctx.set(s.laidThisTurn, 0, 1, PirateState.NONE);
        ctx.setScratch(0, 1);
        ctx.push(TurnStep.ID, ctx.get(s.current), 0);
        return null;
    }

    private void afterTurn(GameContext ctx, PirateState s) {
        int seat = ctx.get(s.current), turn = ctx.get(s.turns);
        ctx.set(s.turns, turn + 1);
        boolean active = ctx.get(s.drewOrLaid) != 0;
        if (active) ctx.set(s.roundActive, 1);
        int quiet = active ? 0 : ctx.get(s.quietTurns) + 1;
        ctx.set(s.quietTurns, quiet);
        if (quiet >= g.rules.quietPasses * ctx.seats()) { // P8.5: whole passes without a card drawn or laid
            ctx.set(s.roundOver, PirateGame.ROUND_STALEMATE);
            ctx.set(s.roller, seat);
            return;
        }
        int trigger = ctx.get(s.trigger);
        if (trigger >= 0 && turn >= ctx.get(s.triggerTurn) + ctx.seats() - 1) { // P8.1: every other seat has had its turn
            ctx.set(s.roundOver, PirateGame.ROUND_OVER);
            ctx.set(s.roller, trigger);
            return;
        }
        ctx.set(s.current, (seat + 1) % ctx.seats());
    }
}
