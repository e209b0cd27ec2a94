package io.fogisles.base;

import com.fasterxml.jackson.databind.JsonNode;
import io.fogisles.kernel.data.LocatedJson;
import io.fogisles.kernel.data.Schema;
import io.fogisles.kernel.game.PieceContribution;
import io.fogisles.kernel.module.ModuleDescriptor;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.piece.PieceCatalog;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Contributes the base game's tiles (RULES A.3, A.4, C4) from {@code data/tiles.json}. */
final class TileSet implements PieceContribution {
    private final ModuleDescriptor module;

    @com.google.inject.Inject
    TileSet(ResolvedModules modules) {
        this.module = modules.ordered().stream().filter(d -> d.id().equals("base")).findFirst().orElseThrow();
    }

    @Override
    public void contribute(PieceCatalog.Builder pieces) {
        String file = "data/tiles.json";
        LocatedJson doc = LocatedJson.parse(module.displayPath(file), module.read(file));
        Schema schema = BaseRules.schema("fogisles/base/data/schema/tiles.schema.json");
        schema.require(doc);
        for (JsonNode g : doc.root().get("groups")) {
            String kind = g.get("kind").asText();
            boolean start = g.get("place").asText().equals("start");
            List<String> landscapes = kind.equals("landscape")
                    ? java.util.stream.StreamSupport.stream(g.get("landscapes").spliterator(), false).map(JsonNode::asText).toList()
                    : List.of(kind);
            for (String l : landscapes) {
                for (Iterator<Map.Entry<String, JsonNode>> it = g.get("values").fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    int value = Integer.parseInt(e.getKey());
                    for (int k = 0; k < e.getValue().asInt(); k++) {
                        Map<String, Object> a = new LinkedHashMap<>();
                        a.put("value", value);
                        String pieceKind = l;
                        switch (kind) {
                            case "landscape" -> {
                                a.put("landscape", l);
                                a.put("connects", true);
                            }
                            case "joker" -> {
                                a.put("joker", true);
                                a.put("connects", true);
                            }
                            case "city" -> a.put("city", true);
                            case "monument" -> a.put("monuments", 1);
                            default -> throw new IllegalStateException(kind);
                        }
                        if (start) a.put("start", true);
                        else a.put("bag", true);
                        String id = "base:" + (start ? "start-" : "") + pieceKind + "-" + value + "#" + (k + 1);
                        pieces.add(id, "base", pieceKind, a);
                    }
                }
            }
        }
    }
}
