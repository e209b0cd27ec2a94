package io.fogisles.client.core.render;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** What the loaded modules contribute to the game screen: panels, tile art by {@code module:kind}, decorations, animators. */
public final class RenderRegistry {
    final List<Panel> panels = new ArrayList<>();
    final Map<String, TileArt> tiles = new HashMap<>();
    final Map<String, List<Decoration>> decorations = new HashMap<>();
    final List<EventAnimator> animators = new ArrayList<>();

    public void panel(Panel p) {
        for (Panel q : panels) if (q.id().equals(p.id())) throw new IllegalArgumentException("panel id used twice: " + p.id());
        panels.add(p);
    }

    public void tile(String moduleKind, TileArt art) {
        tiles.put(moduleKind, art);
    }

    public void decorate(String panelId, Decoration d) {
        decorations.computeIfAbsent(panelId, k -> new ArrayList<>()).add(d);
    }

    public void animator(EventAnimator a) {
        animators.add(a);
    }

    public List<Panel> panels() {
        return panels;
    }

    public List<Decoration> decorations(String panelId) {
        return decorations.computeIfAbsent(panelId, k -> new ArrayList<>()); // live: later modules may still add
    }

    public List<EventAnimator> animators() {
        return animators;
    }

    public TileArt tile(String moduleKind) {
        return tiles.get(moduleKind);
    }
}
