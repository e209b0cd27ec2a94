package io.fogisles.client.modules.piratebay;

import io.fogisles.client.core.GameTable;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.action.Action;
import io.fogisles.piratebay.PirateAction;

/**
 * How Pirate Bay's actions are done on the table: the turn's action as buttons; a card of the hand picked up and
 * put on a lit cell of the map (the cell's target carries the way round, so the "Turn" control chooses between a
 * card's two lays); a figure placed, challenged, moved aside or moved in by clicking its card; a swap by putting a
 * card of the hand on another player; no figure, back to the supply, nobody moves in and the resource as buttons.
 */
final class PirateBinder implements ActionBinder {

    static Target cell(int x, int y, boolean turned) {
        return new Target.Spot(Look.CELL, turned ? 1 : 0, Look.key(x, y));
    }

    @Override
    public Binding bind(GameTable table, int seat, Action action) {
        if (!(action instanceof PirateAction a)) return null;
        return switch (a) {
            case PirateAction.Choose c -> Binding.button(a, "action.pirate-bay:choose." + c.action());
            case PirateAction.Lay l -> Binding.drag(a, new Target.Piece(l.card()), cell(l.x(), l.y(), l.turned()), "action.pirate-bay:lay");
            case PirateAction.PlaceFigure p -> Binding.click(a, new Target.Piece(p.card()), "action.pirate-bay:place-figure");
            case PirateAction.NoFigure n -> Binding.button(a, "action.pirate-bay:no-figure");
            case PirateAction.Swap s -> Binding.drag(a, new Target.Piece(s.card()), new Target.Spot(Look.PLAYER, s.with(), 0), "action.pirate-bay:swap", s.with() + 1);
            case PirateAction.Challenge c -> Binding.click(a, new Target.Piece(c.card()), "action.pirate-bay:challenge");
            case PirateAction.Retreat r -> r.card() < 0 ? Binding.button(a, "action.pirate-bay:retreat-supply")
                    : Binding.click(a, new Target.Piece(r.card()), "action.pirate-bay:retreat");
            case PirateAction.MoveIn m -> m.from() < 0 ? Binding.button(a, "action.pirate-bay:move-in-none")
                    : Binding.click(a, new Target.Piece(m.from()), "action.pirate-bay:move-in");
            case PirateAction.ChooseResource r -> Binding.button(a, "action.pirate-bay:choose-resource." + r.resource());
        };
    }

    @Override
    public Action propose(GameTable table, int seat, String decisionId, Target source, Target target) {
        switch (decisionId) {
            case "pirate-bay:lay" -> {
                if (source instanceof Target.Piece p && target instanceof Target.Spot s && s.id().equals(Look.CELL))
                    return new PirateAction.Lay(p.piece(), Look.keyX(s.index()), Look.keyY(s.index()), s.seat() == 1);
            }
            case "pirate-bay:place-figure" -> {
                if (source == null && target instanceof Target.Piece p) return new PirateAction.PlaceFigure(p.piece());
            }
            case "pirate-bay:challenge" -> {
                if (source == null && target instanceof Target.Piece p) return new PirateAction.Challenge(p.piece());
            }
            case "pirate-bay:retreat" -> {
                if (source == null && target instanceof Target.Piece p) return new PirateAction.Retreat(p.piece());
            }
            case "pirate-bay:move-in" -> {
                if (source == null && target instanceof Target.Piece p) return new PirateAction.MoveIn(p.piece());
            }
            case "pirate-bay:swap" -> {
                if (source instanceof Target.Piece p && target instanceof Target.Spot s && s.id().equals(Look.PLAYER)) return new PirateAction.Swap(p.piece(), s.seat());
            }
            default -> {
            }
        }
        return null;
    }
}
