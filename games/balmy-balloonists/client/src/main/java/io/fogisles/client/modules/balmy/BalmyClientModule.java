package io.fogisles.client.modules.balmy;

import io.fogisles.balmy.BalmyGame;
import io.fogisles.balmy.storm.Storm;
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
import java.util.List;

/**
 * Balmy Balloonists in the client: the polar map with the balloons, the wind rose and the storm; the secret hand;
 * the cards, chips and permits in front of every balloon; the four quadrant cards; the players with their course;
 * its actions, log lines and animations. It holds no rules: it reads the state and the engine's legal actions.
 */
public final class BalmyClientModule implements ClientModule {
    static final String FIRST_PLAYER = "firstPlayer", STORM = "balmy-storm";

    @Override
    public String id() {
        return "balmy-balloonists";
    }

    @Override
    public List<ActionBinder> binders(RuleSet rules) {
        return List.of(new BalmyBinder(rules.service(BalmyGame.class)));
    }

    @Override
    public void contribute(RenderRegistry r, Session s) {
        BalmyGame g = s.rules.service(BalmyGame.class);
        Storm storm = s.rules.modules().has(STORM) ? s.rules.service(Storm.class) : null;
        Look look = new Look(g);
        MapPanel map = new MapPanel(g, look, storm);
        r.panel(new PlayersPanel(g));
        r.panel(new QuadrantsPanel(g));
        r.panel(new HandPanel(g, look));
        r.panel(new BalloonsPanel(g, look, map));
        r.panel(map);
        r.animator(new BalmyAnimations(g, look, map)::animate);
    }

    @Override
    public List<GameHistory.Line> chartLines(RuleSet rules) {
        BalmyGame g = rules.service(BalmyGame.class);
        return List.of(new GameHistory.Line("balmy.chart.course", (state, seat) -> {
            double best = 0;
            for (int k = 0; k < g.rules.perSeat; k++) best = Math.max(best, g.course(state, g.rules.balloon(seat, k)));
            return (int) Math.round(best * 100);
        }));
    }

    @Override
    public String optionValueText(String key, String value, GameSetup setup, UiText text) {
        return key.equals(FIRST_PLAYER) ? SeatOption.text(value, setup, text) : null;
    }

    @Override
    public boolean optionValueOffered(String key, String value, GameSetup setup) {
        return !key.equals(FIRST_PLAYER) || SeatOption.offered(value, setup);
    }

    @Override
    public List<Object> eventArgs(GameEvent e, Session s) {
        if (!e.type().startsWith("balmy-balloonists:") && !e.type().startsWith("balmy-storm:")) return null;
        BalmyGame g = s.rules.service(BalmyGame.class);
        UiText t = s.text;
        String balloon = Look.balloonName(g, s, e.intValue("balloon", -1));
        return switch (e.type()) {
            case "balmy-balloonists:turn-started" -> List.of(balloon, e.intValue("turn", 0));
            case "balmy-balloonists:restarted" -> List.of(balloon, e.intValue("fromLane", 0), e.intValue("fromField", 0), e.intValue("lane", 0), e.intValue("field", 0));
            case "balmy-balloonists:card-played" -> {
                int onto = e.intValue("onto", -1);
                String target = onto >= 0 ? Look.balloonName(g, s, onto) : t.t("target." + e.data().get("target"));
                yield List.of(balloon, Look.cardName(g, t, e.intValue("card", -1)), target, String.valueOf(e.data().get("target")), t.t("use." + e.data().get("use")),
                        String.valueOf(e.data().get("option")));
            }
            case "balmy-balloonists:exchanged" -> List.of(balloon, Look.cardName(g, t, e.intValue("advantage", -1)), Look.cardName(g, t, e.intValue("card", -1)),
                    Look.balloonName(g, s, e.intValue("from", -1)));
            case "balmy-balloonists:favourable-winds" -> List.of(balloon, Look.cardName(g, t, e.intValue("card", -1)), t.t("weather." + e.data().get("direction")));
            case "balmy-balloonists:card-drawn", "balmy-balloonists:advantage-drawn", "balmy-balloonists:permit-lost" ->
                    List.of(balloon, Look.cardName(g, t, e.intValue("card", -1)));
            case "balmy-balloonists:quadrant-card" -> List.of(e.intValue("quadrant", 0) + 1, Look.cardName(g, t, e.intValue("card", -1)));
            case "balmy-balloonists:figure-moved" -> List.of(e.intValue("figure", 0) + 1, Look.balloonName(g, s, e.intValue("from", -1)),
                    Look.balloonName(g, s, e.intValue("to", -1)));
            case "balmy-balloonists:moved", "balmy-storm:moved" -> {
                List<Object> out = new java.util.ArrayList<>();
                if (e.type().startsWith("balmy-balloonists:")) out.add(balloon);
                out.addAll(List.of(e.intValue("fromLane", 0), e.intValue("fromField", 0), e.intValue("lane", 0), e.intValue("field", 0),
                        t.t("balmy.how." + e.data().get("how"))));
                yield out;
            }
            case "balmy-balloonists:flight", "balmy-balloonists:held" -> List.of(balloon, e.intValue("fields", 0));
            case "balmy-balloonists:altitude" -> {
                String chip = String.valueOf(e.data().get("chip"));
                yield List.of(balloon, Look.altitude(t, e.intValue("from", 0)), Look.altitude(t, e.intValue("to", 0)),
                        t.has("chip." + chip) ? t.t("chip." + chip) : t.t("balmy.why." + chip), e.intValue("paid", 0));
            }
            case "balmy-balloonists:chips-lost", "balmy-balloonists:chips-gained" -> List.of(balloon, t.t("chip." + e.data().get("chip")), e.intValue("count", 0));
            case "balmy-balloonists:fuel" -> List.of(balloon, Boolean.TRUE.equals(e.data().get("paid")) ? t.t("balmy.fuel.paid") : t.t("balmy.fuel.sank"),
                    t.t("balmy.fuel." + e.data().get("why")));
            case "balmy-balloonists:landed" -> List.of(balloon, why(t, String.valueOf(e.data().get("why"))), e.intValue("gas", 0), e.intValue("lane", 0), e.intValue("field", 0));
            case "balmy-balloonists:bad-luck", "balmy-balloonists:repaired" -> List.of(balloon, Look.cardName(g, t, e.intValue("card", -1)), t.t("badluck." + e.data().get("kind")));
            case "balmy-balloonists:forbidden" -> List.of(balloon, t.t("balmy.forbidden." + e.data().get("what")));
            case "balmy-balloonists:bad-weather" -> List.of(balloon, Look.cardName(g, t, e.intValue("card", -1)), t.t("weather." + e.data().get("kind")), e.intValue("amount", 0));
            case "balmy-balloonists:last-placed" -> List.of(balloon, e.intValue("round", 0));
            case "balmy-storm:hit" -> List.of(balloon, e.intValue("lane", 0), e.intValue("field", 0));
            default -> List.of(balloon);
        };
    }

    /** Why a balloon landed, in words: a zone's or a mountain's name, or the reason. */
    private static String why(UiText t, String why) {
        if (t.has("zone." + why)) return t.t("zone." + why);
        if (t.has("mountain." + why)) return t.t("mountain." + why);
        return t.has("balmy.why." + why) ? t.t("balmy.why." + why) : why;
    }
}
