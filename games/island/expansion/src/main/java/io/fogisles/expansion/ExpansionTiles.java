package io.fogisles.expansion;

import com.google.inject.Inject;
import io.fogisles.kernel.game.PieceContribution;
import io.fogisles.kernel.piece.PieceCatalog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each colour's expansion tiles besides the harbour office (RULES A.10): two observatories, the wind
 * machine and the royal couple. Not landscape tiles (they break landscapes and connections, B13.7), never
 * traded (B12.12); converting one gives its upper value and removes it from the game (C18).
 */
final class ExpansionTiles implements PieceContribution {
    static final List<String> COLOURS = List.of("red", "green", "yellow", "blue");
    private final ExpansionRules rules;

    @Inject
    ExpansionTiles(ExpansionRules rules) {
        this.rules = rules;
    }

    @Override
    public void contribute(PieceCatalog.Builder pieces) {
        for (int colour = 0; colour < COLOURS.size(); colour++) {
            for (ExpansionRules.TileKind t : rules.tiles) {
                Map<String, Object> a = new LinkedHashMap<>();
                a.put("valueMin", t.valueMin());
                a.put("valueMax", t.valueMax());
                a.put("convertEnergy", t.convertEnergy());
                a.put("returnTo", "box");
                a.put("tradable", false);
                a.put("owner", colour);
                a.put("expansionTile", true);
                if (t.monuments() > 0) a.put("monuments", t.monuments());
                if (t.onPlaced() != null) a.put("onPlaced", t.onPlaced());
                pieces.add("expansion:" + t.kind() + "-" + COLOURS.get(colour), "expansion", t.kind(), a);
            }
        }
    }
}
