package io.fogisles.client.modules.harbour;

import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.harbour.Harbour;
import io.fogisles.harbour.HarbourAction;
import io.fogisles.harbour.HarbourRules;
import io.fogisles.kernel.action.Action;
import io.fogisles.client.core.GameTable;

/** Module 2's actions on the table: trade buttons, offer tiles to take or return, eyepiece tiles to give, the bag to draw from. */
final class HarbourBinder implements ActionBinder {
    private final Harbour h;

    HarbourBinder(Harbour h) {
        this.h = h;
    }

    @Override
    public Binding bind(GameTable table, int seat, Action action) {
        if (!(action instanceof HarbourAction a)) return null;
        return switch (a) {
            case HarbourAction.SwapOffer s -> Binding.click(a, new Target.Piece(s.piece()), "action.harbour:swap-offer");
            case HarbourAction.Trade t -> {
                int pier = h.pierOf(table.state(), seat);
                HarbourRules.Pier p = pier > 0 ? h.rules.pier(pier) : null;
                yield Binding.button(a, "action.harbour:trade", p == null ? 0 : p.give(), p == null ? 0 : p.take()).asPrimary();
            }
            case HarbourAction.DeclineTrade d -> Binding.button(a, "action.harbour:decline-trade");
            case HarbourAction.TakeFromOffer t -> Binding.click(a, new Target.Piece(t.piece()), "action.harbour:take-from-offer");
            case HarbourAction.DrawFromBag d -> Binding.click(a, Target.Spot.of("base:bag"), "action.harbour:draw-from-bag").asButton();
            case HarbourAction.Give g -> Binding.click(a, new Target.Piece(g.piece()), "action.harbour:give");
            case HarbourAction.ReturnToBag r -> Binding.click(a, new Target.Piece(r.piece()), "action.harbour:return-to-bag");
        };
    }

    @Override
    public Action propose(GameTable table, int seat, String decisionId, Target source, Target target) {
        if (source != null || !(target instanceof Target.Piece p)) return null;
        return switch (decisionId) {
            case "harbour:trade-give" -> new HarbourAction.Give(p.piece());
            case "harbour:trade-take" -> new HarbourAction.TakeFromOffer(p.piece());
            case "harbour:return-to-bag" -> new HarbourAction.ReturnToBag(p.piece());
            default -> null;
        };
    }
}
