package io.fogisles.client.modules.piratebay;

import io.fogisles.client.core.ClientModule;
import io.fogisles.client.core.GameHistory;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.SeatOption;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.render.RenderRegistry;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.piratebay.PirateGame;
import java.util.List;

/**
 * Pirate Bay in the client: the growing card map (pan and zoom), the hand, the players with their hand sizes,
 * figures and points, the piles and the dice; its actions, log lines and animations. It holds no rules: it
 * reads the state and the engine's legal actions.
 */
public final class PirateClientModule implements ClientModule {
    static final String FIRST_START_PLAYER = "firstStartPlayer";

    @Override
    public String id() {
        return "pirate-bay";
    }

    @Override
    public List<ActionBinder> binders(RuleSet rules) {
        return List.of(new PirateBinder());
    }

    @Override
    public void contribute(RenderRegistry r, Session s) {
        PirateGame g = s.rules.service(PirateGame.class);
        Look look = new Look(g);
        MapPanel map = new MapPanel(g, look);
        r.panel(new PlayersPanel(g));
        r.panel(new PilesPanel(g, look));
        r.panel(new HandPanel(g, look));
        r.panel(map);
        r.animator(new PirateAnimations(g, look, map)::animate);
    }

    @Override
    public List<GameHistory.Line> chartLines(RuleSet rules) {
        PirateGame g = rules.service(PirateGame.class);
        return List.of(new GameHistory.Line("pirate-bay.chart.islands", (state, seat) -> state.get(g.state.islandPoints, seat)));
    }

    @Override
    public String optionValueText(String key, String value, GameSetup setup, UiText text) {
        return key.equals(FIRST_START_PLAYER) ? SeatOption.text(value, setup, text) : null;
    }

    @Override
    public boolean optionValueOffered(String key, String value, GameSetup setup) {
        return !key.equals(FIRST_START_PLAYER) || SeatOption.offered(value, setup);
    }

    @Override
    public List<Object> eventArgs(GameEvent e, Session s) {
        if (!e.type().startsWith("pirate-bay:")) return null;
        PirateGame g = s.rules.service(PirateGame.class);
        UiText t = s.text;
        return switch (e.type()) {
            case "pirate-bay:card-laid" -> List.of(Look.cardName(g, t, e.intValue("card", -1)), e.intValue("x", 0), e.intValue("y", 0));
            case "pirate-bay:card-drawn" -> List.of(Look.cardName(g, t, e.intValue("card", -1)));
            case "pirate-bay:cards-drawn" -> List.of(e.intValue("count", 0));
            case "pirate-bay:deck-empty" -> List.of(e.intValue("cards", 0));
            case "pirate-bay:figure-placed" -> List.of(Look.cardName(g, t, e.intValue("card", -1)), e.intValue("onTable", 0));
            case "pirate-bay:swapped" -> List.of(s.seatName(e.intValue("with", -1)));
            case "pirate-bay:challenged" -> List.of(s.seatName(e.intValue("defender", -1)), Look.cardName(g, t, e.intValue("card", -1)),
                    e.intValue("attack", 0), e.intValue("defence", 0), t.t(Boolean.TRUE.equals(e.data().get("won")) ? "challenge.won" : "challenge.lost"));
            case "pirate-bay:figure-moved" -> List.of(Look.cardName(g, t, e.intValue("from", -1)),
                    e.intValue("to", -1) < 0 ? t.t("place.supply") : Look.cardName(g, t, e.intValue("to", -1)));
            case "pirate-bay:island-closed" -> List.of(Look.cards(e).length);
            case "pirate-bay:die-rolled" -> List.of(t.t("face." + e.data().get("face")));
            case "pirate-bay:resource-chosen" -> List.of(t.t("resource." + e.data().get("resource")));
            case "pirate-bay:scored" -> List.of(e.intValue("points", 0), t.t("scoring." + e.data().get("kind")));
            case "pirate-bay:round-ended", "pirate-bay:start-player", "pirate-bay:fourth-figure" -> List.of(e.intValue("round", 0));
            default -> List.of();
        };
    }
}
