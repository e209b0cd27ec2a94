package io.fogisles.client.modules.base;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Landscape;
import io.fogisles.base.Positions;
import io.fogisles.client.core.ClientModule;
import io.fogisles.client.core.GameSetup;
import io.fogisles.client.core.UiText;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.render.RenderRegistry;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.hex.Direction;
import java.util.ArrayList;
import java.util.List;

/** Module 1 in the client: the island, energy bar, eyepieces, clouds, bag, dice and players; its actions and log lines. */
public final class BaseClientModule implements ClientModule {

    @Override
    public String id() {
        return "base";
    }

    @Override
    public List<ActionBinder> binders(RuleSet rules) {
        return List.of(new BaseBinder(rules.service(BaseGame.class)));
    }

    @Override
    public void contribute(RenderRegistry r, Session s) {
        BaseGame g = s.rules.service(BaseGame.class);
        r.panel(new PlayersPanel(g));
        r.panel(new CloudsPanel(g));
        r.panel(new SupplyPanel(g));
        r.panel(new EnergyPanel(g, r.decorations(EnergyPanel.ID)));
        r.panel(new IslandPanel(g));
        r.panel(new ThumbsPanel(g));
        for (Landscape l : Landscape.values()) r.tile("base:" + l.id(), BaseArt::piece);
        r.tile("base:joker", BaseArt::piece);
        r.tile("base:city", BaseArt::piece);
        r.tile("base:monument", BaseArt::piece);
        r.animator(BaseAnimations::animate);
    }

    @Override
    public List<io.fogisles.client.core.GameHistory.Line> chartLines(RuleSet rules) {
        BaseGame g = rules.service(BaseGame.class);
        return List.of(new io.fogisles.client.core.GameHistory.Line("client.chart.energy", (state, seat) -> state.get(g.state.energy, seat)));
    }

    /** RULES C19: the first start player's option (when the module declares it): "random" or a seat number 1-4. */
    static final String FIRST_START_PLAYER = "firstStartPlayer";

    @Override
    public String optionValueText(String key, String value, GameSetup setup, UiText text) {
        return key.equals(FIRST_START_PLAYER) ? io.fogisles.client.core.SeatOption.text(value, setup, text) : null;
    }

    @Override
    public boolean optionValueOffered(String key, String value, GameSetup setup) {
        return !key.equals(FIRST_START_PLAYER) || io.fogisles.client.core.SeatOption.offered(value, setup);
    }

    @Override
    public List<Object> eventArgs(GameEvent e, Session s) {
        if (!e.type().startsWith("base:")) return null;
        BaseGame g = s.rules.service(BaseGame.class);
        return switch (e.type()) {
            case "base:balloon-moved" -> List.of(position(s, g, e.intValue("to", -1)), e.intValue("cost", 0));
            case "base:dice-rolled", "base:dice-rerolled" -> List.of(s.text.t("direction." + Direction.byIndex(e.intValue("direction", 0)).id()),
                    s.text.t("bonus." + e.data().get("bonus")));
            case "base:clouds-dealt", "base:start-player", "base:coasts-connected", "base:bag-empty" -> List.of(e.intValue("round", 0));
            case "base:end-triggered" -> List.of(e.intValue("finalRound", 0));
            case "base:cloud-taken" -> List.of(e.intValue("cloud", 0) + 1, pieces(s, e.data().get("pieces")));
            case "base:cloud-emptied" -> List.of(e.intValue("cloud", 0) + 1);
            case "base:tile-kept", "base:tile-drawn", "base:cloud-tile-taken" -> List.of(s.pieceName(e.intValue("piece", -1)));
            case "base:tile-converted" -> List.of(s.pieceName(e.intValue("piece", -1)), e.intValue("energy", 0));
            case "base:tile-placed" -> List.of(s.pieceName(e.intValue("piece", -1)), position(s, g, e.intValue("field", -1)));
            case "base:energy-changed" -> List.of(e.intValue("from", 0), e.intValue("to", 0));
            case "base:eyepiece-added" -> List.of(e.intValue("eyepieces", 0));
            default -> List.of();
        };
    }

    /** A balloon position in words: an island field by its kind and printed value, or another module's place. */
    static String position(Session s, BaseGame g, int position) {
        if (position < 0) return "?";
        if (g.positions.onIsland(position)) {
            String type = g.island.type(position);
            String name = type.equals("coast") ? s.text.t("field.coast", s.text.t("landscape." + Landscape.of(g.island.coast(position)).id()))
                    : s.text.t("field." + type);
            int v = g.island.value(position);
            return v >= 0 ? s.text.t("field.with-value", name, v) : name;
        }
        for (Positions.Range r : g.positions.ranges()) if (r.contains(position)) return s.text.t("position." + r.id(), position - r.first() + 1);
        return "?";
    }

    private static String pieces(Session s, Object raw) {
        List<String> names = new ArrayList<>();
        if (raw instanceof int[] a) for (int p : a) names.add(s.pieceName(p));
        else if (raw instanceof List<?> l) for (Object o : l) if (o instanceof Number n) names.add(s.pieceName(n.intValue()));
        return String.join(", ", names);
    }
}
