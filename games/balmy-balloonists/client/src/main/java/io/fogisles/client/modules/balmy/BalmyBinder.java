package io.fogisles.client.modules.balmy;

import io.fogisles.balmy.BalmyAction;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.client.core.GameTable;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.kernel.action.Action;

/**
 * How Balmy Balloonists' actions are done on the table: a local wind card (from the hand, or from in front of the
 * balloon) is picked up and put on a lit balloon, on the map or its row; the way it is used (move, bad luck, quadrant
 * card) is in the balloon's target, chosen with the hand's buttons. An advantage card is put on a card lying in front
 * of a balloon to exchange them; a repair card or a permit is clicked (or its button); no card, keeping the cards,
 * favourable winds, where to start again, the altitude and what to do below low are buttons.
 */
final class BalmyBinder implements ActionBinder {
    private final BalmyGame g;

    BalmyBinder(BalmyGame g) {
        this.g = g;
    }

    static Target balloon(int use, int balloon) {
        return new Target.Spot(Look.BALLOON, use, balloon);
    }

    @Override
    public Binding bind(GameTable table, int seat, Action action) {
        if (!(action instanceof BalmyAction a)) return null;
        String k = "action.balmy-balloonists:";
        return switch (a) {
            case BalmyAction.Play p -> Binding.drag(a, new Target.Piece(p.card()), balloon(BalmyGame.USES.indexOf(p.use()), p.onto()), k + "play." + p.use());
            case BalmyAction.PlayOn p -> Binding.drag(a, new Target.Piece(p.card()), new Target.Spot(Look.TARGET, 0, targetIndex(p.target())), k + "play-on." + p.target());
            case BalmyAction.NoCard n -> Binding.button(a, k + "no-card").asPrimary();
            case BalmyAction.Exchange e -> e.card() < 0 ? Binding.button(a, k + "no-exchange").asPrimary()
                    : Binding.drag(a, new Target.Piece(e.advantage()), new Target.Piece(e.card()), k + "exchange");
            case BalmyAction.FavourableWinds f -> Binding.button(a, k + "favourable-winds." + f.direction());
            case BalmyAction.Restart r -> Binding.button(a, k + "restart." + r.where());
            case BalmyAction.SetAltitude s -> Binding.button(a, k + "altitude." + s.altitude());
            case BalmyAction.Repair r -> r.card() < 0 ? Binding.button(a, k + "no-repair")
                    : Binding.click(a, new Target.Piece(r.card()), k + "repair." + g.decks.advantageType(r.card())).asButton();
            case BalmyAction.DropPermit d -> Binding.click(a, new Target.Piece(d.card()), k + "drop-permit." + g.map.zoneId(g.decks.permitZone(d.card()))).asButton();
            case BalmyAction.BelowLow b -> Binding.button(a, k + "below-low." + (b.pay() ? "pay" : "land"));
        };
    }

    private int targetIndex(String id) {
        for (int i = 0; i < g.targets().size(); i++) if (g.targets().get(i).id().equals(id)) return i;
        return -1;
    }

    @Override
    public Action propose(GameTable table, int seat, String decisionId, Target source, Target target) {
        if (decisionId.equals("balmy-balloonists:card") && source instanceof Target.Piece p && target instanceof Target.Spot s) {
            if (s.id().equals(Look.BALLOON) && s.seat() >= 0 && s.seat() < BalmyGame.USES.size()) return new BalmyAction.Play(p.piece(), s.index(), BalmyGame.USES.get(s.seat()));
            if (s.id().equals(Look.TARGET) && s.index() >= 0 && s.index() < g.targets().size()) return new BalmyAction.PlayOn(p.piece(), g.targets().get(s.index()).id());
        }
        if (decisionId.equals("balmy-balloonists:exchange") && source instanceof Target.Piece adv && target instanceof Target.Piece card)
            return new BalmyAction.Exchange(adv.piece(), card.piece());
        return null;
    }
}
