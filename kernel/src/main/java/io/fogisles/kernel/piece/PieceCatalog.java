package io.fogisles.kernel.piece;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** All pieces of a rule set, contributed by the modules in load order. */
public final class PieceCatalog {
    private final List<PieceDef> pieces;
    private final Map<String, PieceDef> byId;

    private PieceCatalog(List<PieceDef> pieces) {
        this.pieces = List.copyOf(pieces);
        this.byId = new HashMap<>();
        for (PieceDef p : pieces) byId.put(p.id(), p);
    }

    public int size() {
        return pieces.size();
    }

    public PieceDef get(int index) {
        return pieces.get(index);
    }

    public PieceDef byId(String id) {
        return byId.get(id);
    }

    public List<PieceDef> all() {
        return pieces;
    }

    public List<PieceDef> ofModule(String module) {
        List<PieceDef> out = new ArrayList<>();
        for (PieceDef p : pieces) if (p.module().equals(module)) out.add(p);
        return Collections.unmodifiableList(out);
    }

    /** Builds a catalog; indices are assigned in the order of addition. */
    public static final class Builder {
        private final List<PieceDef> pieces = new ArrayList<>();
        private final Map<String, PieceDef> byId = new HashMap<>();

        public PieceDef add(String id, String module, String kind, Map<String, Object> attributes) {
            if (byId.containsKey(id)) throw new IllegalArgumentException("piece id " + id + " defined twice");
            PieceDef p = new PieceDef(pieces.size(), id, module, kind, attributes);
            pieces.add(p);
            byId.put(id, p);
            return p;
        }

        public int size() {
            return pieces.size();
        }

        public PieceCatalog build() {
            return new PieceCatalog(pieces);
        }
    }
}
