package io.fogisles.harbour;

import com.google.inject.Inject;
import io.fogisles.kernel.game.PieceContribution;
import io.fogisles.kernel.piece.PieceCatalog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The four harbour offices, one per player colour (RULES A.1, B12.3): not landscape tiles (they break
 * landscapes and connections, B12.6), never traded, value chosen 1–3 (C18), and building one opens the
 * harbour to its owner.
 */
final class Offices implements PieceContribution {
    static final List<String> COLOURS = List.of("red", "green", "yellow", "blue");
    private final HarbourRules rules;

    @Inject
    Offices(HarbourRules rules) {
        this.rules = rules;
    }

    @Override
    public void contribute(PieceCatalog.Builder pieces) {
        for (int colour = 0; colour < COLOURS.size(); colour++) {
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("valueMin", rules.officeMin);
            a.put("valueMax", rules.officeMax);
            a.put("convertEnergy", rules.officeConvert);
            a.put("returnTo", "box");
            a.put("tradable", false);
            a.put("owner", colour);
            a.put("expansionTile", true);
            a.put("onPlaced", "harbour:office-built");
            pieces.add("harbour:office-" + COLOURS.get(colour), "harbour", "harbour-office", a);
        }
    }
}
