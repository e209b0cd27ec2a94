package io.fogisles.client.modules.base;

import io.fogisles.base.BaseGame;
import io.fogisles.base.action.BaseAction;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.action.Action;
import io.fogisles.client.core.GameTable;
import io.fogisles.kernel.game.Game;

/**
 * How Module 1's actions are done on the table: fly by clicking a highlighted field (its energy cost
 * from the engine's move calculator as the badge), take a cloud by clicking it, keep or convert on the
 * tile itself, place by dragging (or clicking) an eyepiece tile onto a highlighted field, and buttons
 * for rerolls, ending the placing, the '?' bonus and value choices.
 */
public final class BaseBinder implements ActionBinder {
    public static final String CLOUD = "base:cloud";
    public static final String BAG = "base:bag";
    public static final String EYEPIECES = "base:eyepieces";

    private final BaseGame g;

    public BaseBinder(BaseGame g) {
        this.g = g;
    }

    @Override
    public Binding bind(GameTable table, int seat, Action action) {
        if (!(action instanceof BaseAction a)) return null;
        return switch (a) {
            case BaseAction.ChooseStartField c -> Binding.click(a, new Target.Position(seat, c.field()), "action.base:choose-start-field");
            case BaseAction.Reroll r -> {
                String key = r.direction() && r.bonus() ? "action.base:reroll-both" : r.direction() ? "action.base:reroll-direction"
                        : r.bonus() ? "action.base:reroll-bonus" : "action.base:reroll-none";
                Binding b = Binding.button(a, key);
                yield r.direction() || r.bonus() ? b : b.asPrimary();
            }
            case BaseAction.Fly f -> {
                Game game = table.localGame(); // the costs are the module's own preview; a remote table will have to send them
                int cost = game == null ? -1 : g.destinations(game.context(), seat).cost(f.to());
                yield Binding.click(a, new Target.Position(seat, f.to()), "action.base:fly", cost).withBadge(cost < 0 ? null : String.valueOf(cost));
            }
            case BaseAction.TakeCloud t -> Binding.click(a, new Target.Spot(CLOUD, -1, t.cloud()), "action.base:take-cloud", t.cloud() + 1);
            case BaseAction.Keep k -> Binding.click(a, new Target.Piece(k.piece()), "action.base:keep", pieceValue(k.piece()));
            case BaseAction.Convert c -> Binding.click(a, new Target.Piece(c.piece()), "action.base:convert", g.pieces.convertEnergy[c.piece()])
                    .withBadge("+" + g.pieces.convertEnergy[c.piece()]);
            case BaseAction.PlaceNow pn -> Binding.drag(a, new Target.Piece(pn.piece()), new Target.Position(seat, pn.field()), "action.base:place-now");
            case BaseAction.Place pl -> Binding.drag(a, new Target.Piece(pl.piece()), new Target.Position(seat, pl.field()), "action.base:place");
            case BaseAction.EndPlacing e -> Binding.button(a, "action.base:end-placing").asPrimary();
            case BaseAction.BonusDraw b -> b.draw() ? Binding.button(a, "action.base:bonus-draw-yes").asPrimary() : Binding.button(a, "action.base:bonus-draw-no");
            case BaseAction.TakeCloudTile t -> Binding.click(a, new Target.Piece(t.piece()), "action.base:take-cloud-tile");
            case BaseAction.DeclineCloudTile d -> Binding.button(a, "action.base:decline-cloud-tile");
            case BaseAction.ChooseValue v -> Binding.button(a, "action.base:choose-value", v.value());
        };
    }

    private int pieceValue(int piece) {
        return g.pieces.valueMax[piece];
    }

    @Override
    public Action propose(GameTable table, int seat, String decisionId, Target source, Target target) {
        switch (decisionId) {
            case "base:fly" -> {
                if (source == null && target instanceof Target.Position pos && pos.seat() == seat) return new BaseAction.Fly(pos.position());
            }
            case "base:choose-start-field" -> {
                if (source == null && target instanceof Target.Position pos && pos.seat() == seat) return new BaseAction.ChooseStartField(pos.position());
            }
            case "base:take-cloud" -> {
                if (source == null && target instanceof Target.Spot s && s.id().equals(CLOUD)) return new BaseAction.TakeCloud(s.index());
            }
            case "base:place" -> {
                if (source instanceof Target.Piece p && target instanceof Target.Position pos && pos.seat() == seat && g.positions.onIsland(pos.position()))
                    return new BaseAction.Place(p.piece(), pos.position());
            }
            case "base:keep-or-convert" -> {
                if (source instanceof Target.Piece p && target instanceof Target.Position pos && pos.seat() == seat && g.positions.onIsland(pos.position()))
                    return new BaseAction.PlaceNow(p.piece(), pos.position());
                if (source instanceof Target.Piece p && target instanceof Target.Spot s && s.id().equals(EYEPIECES)) return new BaseAction.Keep(p.piece());
            }
            default -> {
            }
        }
        return null;
    }
}
