package io.fogisles.client.modules.piratebay;

import io.fogisles.client.core.anim.Animation;
import io.fogisles.client.core.anim.Tween;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.piratebay.PirateGame;
import io.fogisles.piratebay.PirateState;
import java.util.ArrayList;
import java.util.List;

/**
 * Pirate Bay's animations: a laid card settles onto its cell, the resource die and the challenge's d6 tumble, and
 * a closed island glows on the map (its cards drawn where they lay, as they are already off the table) while it
 * scores.
 */
final class PirateAnimations {
    private final PirateGame g;
    private final Look look;
    private final MapPanel map;

    PirateAnimations(PirateGame g, Look look, MapPanel map) {
        this.g = g;
        this.look = look;
        this.map = map;
    }

    List<Animation> animate(GameEvent e, View v, float speed) {
        switch (e.type()) {
            case "pirate-bay:card-laid" -> {
                int card = e.intValue("card", -1);
                map.lastCell.put(card, PirateState.cell(e.intValue("x", 0), e.intValue("y", 0), Boolean.TRUE.equals(e.data().get("turned"))));
                return List.of(new Settle(card, 0.45f * speed));
            }
            case "pirate-bay:die-rolled" -> {
                return List.of(new Tween(PilesPanel.DIE, 0, 1, 0.9f * speed));
            }
            case "pirate-bay:challenged" -> {
                return List.of(new Tween(PilesPanel.D6, 0, 1, 0.9f * speed));
            }
            case "pirate-bay:island-closed" -> {
                List<int[]> cells = new ArrayList<>();
                for (int card : Look.cards(e)) {
                    Integer cell = map.lastCell.get(card);
                    if (cell != null) cells.add(new int[] {card, cell});
                }
                return cells.isEmpty() ? List.of() : List.of(new Glow(cells, 1.4f * speed));
            }
            default -> {
                return List.of();
            }
        }
    }

    /** A laid card drops onto its cell from a little larger. */
    private final class Settle extends Animation {
        private final int card;

        Settle(int card, float duration) {
            super(duration);
            this.card = card;
        }

        @Override
        public boolean hides(String key) {
            return key.equals("pirate-bay:card:" + card);
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            Integer cell = map.lastCell.get(card);
            if (cell == null) return;
            float t = started ? eased() : 0;
            float cx = map.cellX(PirateState.x(cell)), cy = map.cellY(PirateState.y(cell));
            look.card(p, card, PirateState.turned(cell), cx, cy + (1 - t) * 10, map.cardWidth() * (1.25f - 0.25f * t), 1f);
        }
    }

    /** A closed island's cards, framed in gold and fading, where they lay. */
    private final class Glow extends Animation {
        private final List<int[]> cells;

        Glow(List<int[]> cells, float duration) {
            super(duration);
            this.cells = cells;
        }

        @Override
        public void draw(Painter p, View v, boolean started) {
            float t = started ? progress() : 0, alpha = 1 - t * t;
            float w = map.cardWidth(), h = w * Look.TALL;
            for (int[] c : cells) {
                float cx = map.cellX(PirateState.x(c[1])), cy = map.cellY(PirateState.y(c[1]));
                look.card(p, c[0], PirateState.turned(c[1]), cx, cy, w, alpha);
                float grow = 3 + 8 * t;
                p.roundFrame(cx - w / 2 - grow, cy - h / 2 - grow, w + 2 * grow, h + 2 * grow, 8, 3, Palette.hex(0xF0C24B, alpha));
            }
        }
    }
}
