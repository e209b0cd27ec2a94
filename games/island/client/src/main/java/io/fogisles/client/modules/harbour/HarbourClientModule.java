package io.fogisles.client.modules.harbour;

import io.fogisles.client.core.ClientModule;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.render.RenderRegistry;
import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.harbour.Harbour;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.RuleSet;
import java.util.List;

/** Module 2 in the client: the harbour board and the harbour office tiles; its trade actions and log lines. */
public final class HarbourClientModule implements ClientModule {

    @Override
    public String id() {
        return "harbour";
    }

    @Override
    public List<ActionBinder> binders(RuleSet rules) {
        return List.of(new HarbourBinder(rules.service(Harbour.class)));
    }

    @Override
    public void contribute(RenderRegistry r, Session s) {
        Harbour h = s.rules.service(Harbour.class);
        r.panel(new HarbourPanel(h));
        r.tile("harbour:harbour-office", HarbourPanel::office);
    }

    @Override
    public List<Object> eventArgs(GameEvent e, Session s) {
        if (!e.type().startsWith("harbour:")) return null;
        return switch (e.type()) {
            case "harbour:offer-dealt" -> List.of(e.intValue("size", 0));
            case "harbour:offer-swapped" -> List.of(s.pieceName(e.intValue("returned", -1)), s.pieceName(e.intValue("added", -1)));
            case "harbour:offer-returned", "harbour:tile-given", "harbour:tile-taken" -> List.of(s.pieceName(e.intValue("piece", -1)));
            case "harbour:trade-started" -> List.of(e.intValue("pier", 0));
            default -> List.of();
        };
    }
}
