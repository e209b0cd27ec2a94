package io.fogisles.client.modules.nebelwind;

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
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import java.util.List;

/**
 * Nebelwind in the client: the map with ports, routes, whales, outposts and cargo; the four rows of numbered spaces
 * with the chips on them; the players' resources and chips; a player's board (chips in hand, characters, network
 * cards); the demand tracks, network tiles, achievements and the round track; its actions and its log lines, the
 * automata's moves among them. It holds no rules: it reads the state and the engine's legal options.
 */
public final class NebelClientModule implements ClientModule {
    static final String FIRST_START_PLAYER = "firstStartPlayer";

    @Override
    public String id() {
        return "nebelwind";
    }

    @Override
    public List<ActionBinder> binders(RuleSet rules) {
        return List.of(new NebelBinder(rules.service(NebelGame.class)));
    }

    @Override
    public void contribute(RenderRegistry r, Session s) {
        NebelGame g = s.rules.service(NebelGame.class);
        Look look = new Look(g);
        SpacesPanel spaces = new SpacesPanel(g, look);
        MapPanel map = new MapPanel(g, look);
        r.panel(new PlayersPanel(g, look));
        r.panel(new HandPanel(g, look));
        r.panel(spaces);
        r.panel(new DemandPanel(g, look));
        r.panel(map);
        r.animator(new NebelAnimations(g, look, spaces, map)::animate);
    }

    @Override
    public List<GameHistory.Line> chartLines(RuleSet rules) {
        NebelGame g = rules.service(NebelGame.class);
        return List.of(new GameHistory.Line("nebelwind.chart.outposts", (state, seat) -> g.outpostCount(state, seat)),
                new GameHistory.Line("nebelwind.chart.tiles", (state, seat) -> state.size(g.state.demandTaken.of(seat))));
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
        if (!e.type().startsWith("nebelwind:")) return null;
        NebelGame g = s.rules.service(NebelGame.class);
        NebelData d = g.data;
        UiText t = s.text;
        Look look = new Look(g);
        return switch (e.type()) {
            case "nebelwind:round-started" -> List.of(e.intValue("round", 0), look.participantName(s, e.intValue("start", 0)));
            case "nebelwind:placed" -> List.of(look.participantName(s, e.intValue("participant", -1)), t.t("nebelwind.area." + e.data().get("area")),
                    e.intValue("chip", 0));
            case "nebelwind:built" -> List.of(t.t("nebelwind.piece." + e.data().get("piece")), Look.portName(d, t, String.valueOf(e.data().get("port"))));
            case "nebelwind:whale-moved" -> List.of(e.intValue("whale", 0) + 1, Look.portName(d, t, String.valueOf(e.data().get("from"))),
                    Look.portName(d, t, String.valueOf(e.data().get("to"))), e.intValue("krill", 0));
            case "nebelwind:loaded" -> List.of(t.t("nebelwind.cargo." + e.data().get("cargo")), Look.portName(d, t, String.valueOf(e.data().get("port"))));
            case "nebelwind:tile-taken" -> List.of(e.seat() < 0 ? t.t("nebelwind.automata") : s.seatName(e.seat()), tile(d, t, String.valueOf(e.data().get("tile"))));
            case "nebelwind:hired", "nebelwind:used" -> List.of(Look.characterName(t, String.valueOf(e.data().get("character"))));
            case "nebelwind:harbour-bonus" -> {
                String id = String.valueOf(e.data().get("card"));
                for (NebelData.Harbour h : d.harbours) if (h.id().equals(id)) yield List.of(Look.portName(d, t, h.port()), Look.goods(t, h.bonus()));
                yield List.of(id, "");
            }
            case "nebelwind:network-claimed" -> {
                String id = String.valueOf(e.data().get("tile"));
                for (NebelData.NetworkTile n : d.networkTiles)
                    if (n.id().equals(id)) yield List.of(Look.portName(d, t, n.from()), Look.portName(d, t, n.to()));
                yield List.of(id, "");
            }
            case "nebelwind:network-card-complete" -> List.of(String.valueOf(e.data().get("card")));
            case "nebelwind:achievement" -> {
                String id = String.valueOf(e.data().get("achievement"));
                for (NebelData.Achievement a : d.achievements) if (a.id().equals(id)) yield List.of(id, t.t("nebelwind.achievement." + a.condition(), a.atLeast()));
                yield List.of(id, "");
            }
            case "nebelwind:solo-goal" -> List.of(t.t("option.nebelwind.soloLevel." + e.data().get("level")),
                    t.t(Boolean.TRUE.equals(e.data().get("reached")) ? "nebelwind.goal.reached" : "nebelwind.goal.missed"));
            // the B sides (N14): what was named, taken, given, paid, swapped or used, as the event says it
            case "nebelwind:resource-named" -> List.of(look.participantName(s, e.intValue("by", -1)), resource(t, e.data().get("resource")), e.intValue("take", 0));
            case "nebelwind:resources-taken" -> List.of(e.intValue("count", 0), resource(t, e.data().get("resource")),
                    t.t("nebelwind.taken." + e.data().get("how"), e.intValue("space", 0)));
            case "nebelwind:taken-from" -> List.of(e.intValue("count", 0), resource(t, e.data().get("resource")), s.seatName(e.intValue("from", -1)));
            case "nebelwind:character-given" -> List.of(Look.characterName(t, String.valueOf(e.data().get("character"))), s.seatName(e.intValue("to", -1)));
            case "nebelwind:paid" -> {
                int to = e.intValue("to", -1);
                yield List.of(resource(t, e.data().get("resource")), to < 0 ? t.t("nebelwind.paid.supply") : s.seatName(to), e.intValue("count", 1));
            }
            case "nebelwind:swapped" -> List.of(resource(t, e.data().get("gave")), resource(t, e.data().get("took")), s.seatName(e.intValue("with", -1)));
            case "nebelwind:space-used" -> List.of(t.t("nebelwind.area." + e.data().get("area")), e.intValue("space", 0));
            default -> List.of();
        };
    }

    /** A resource kind in words, from its id in an event ("wood"). */
    private static String resource(UiText t, Object id) {
        return t.t("nebelwind.resource." + id);
    }

    /** A demand tile in words: "Green: coffee" or "Green capital: oil". */
    private static String tile(NebelData d, UiText t, String id) {
        for (NebelData.Demand dm : d.demands)
            if (dm.id().equals(id)) return t.t(dm.capital() ? "nebelwind.tile.capital" : "nebelwind.tile.territory", t.t("nebelwind.region." + d.regions.get(dm.region())),
                    t.t("nebelwind.cargo." + d.cargo.get(dm.cargo())));
        return id;
    }
}
