package io.fogisles.client.screens;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.ui.Widget;
import com.badlogic.gdx.utils.Align;
import io.fogisles.client.core.SeatInfo;
import io.fogisles.client.core.render.Painter;
import io.fogisles.client.core.render.Palette;
import io.fogisles.client.core.render.Symbols;
import java.util.List;

/**
 * The score sheet's charts, drawn by the client with its painter: a value per seat over the rounds as lines
 * (points, energy), or the score rows of each seat as stacked bars. Every seat is drawn in its colour and
 * with its symbol (on each point of its line, under its bar), so colour is never the only cue; texts come
 * in the player's language from the caller.
 */
final class Chart extends Widget {
    /** A line chart: {@code values.get(round)[seat]}. */
    record Lines(String title, List<int[]> values, String roundLabel) {
    }

    /** Stacked bars: {@code points[row][seat]} with the rows' names; rows worth 0 for everyone are left out. */
    record Bars(String title, List<String> rows, int[][] points) {
    }

    /** Distinct fills for the score rows (the legend names each). */
    private static final Color[] ROWS = {
            Palette.hex(0x3FA34D), Palette.hex(0x8A8F9C), Palette.hex(0xE7C26A), Palette.hex(0x3F8C86), Palette.hex(0xC2613A), Palette.hex(0x9CCB55),
            Palette.hex(0xF0C24B), Palette.hex(0x7B5EA7), Palette.hex(0xD98CB3), Palette.hex(0x5FA8D3), Palette.hex(0xB0703A), Palette.hex(0x6E7F30),
            Palette.hex(0xE8553B), Palette.hex(0x4A5A6A), Palette.hex(0xA8E6B8), Palette.hex(0xC9D3DC)};

    private final Painter painter;
    private final List<SeatInfo> seats;
    private final List<String> seatNames;
    private final float prefW, prefH;
    private Object content; // Lines, Bars, or a String (still computing)
    private final Vector2 at = new Vector2();

    Chart(Painter painter, List<SeatInfo> seats, List<String> seatNames, float width, float height) {
        this.painter = painter;
        this.seats = seats;
        this.seatNames = seatNames;
        this.prefW = width;
        this.prefH = height;
    }

    void show(Object c) {
        content = c;
    }

    @Override
    public float getPrefWidth() {
        return prefW;
    }

    @Override
    public float getPrefHeight() {
        return prefH;
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
        batch.end();
        localToStageCoordinates(at.set(0, 0));
        painter.begin(batch.getProjectionMatrix());
        float x = at.x, y = at.y, w = getWidth(), h = getHeight();
        if (content instanceof Lines l) lines(l, x, y, w, h);
        else if (content instanceof Bars b) bars(b, x, y, w, h);
        else if (content instanceof String s) painter.text(s, x + w / 2, y + h / 2, 0.9f, Palette.TEXT_DIM, Align.center);
        painter.end();
        batch.begin();
    }

    private static final float TITLE = 22, LEGEND = 22, AXIS = 34, BOTTOM = 30;

    private void lines(Lines l, float x, float y, float w, float h) {
        Painter p = painter;
        p.text(l.title(), x, y + h - 10, 0.95f, Palette.TEXT, Align.left);
        legendSeats(x, y + h - TITLE - 10);
        float left = x + AXIS, bottom = y + BOTTOM, right = x + w - 8, top = y + h - TITLE - LEGEND - 8;
        int rounds = l.values().size();
        int max = 1, min = 0;
        for (int[] v : l.values()) for (int a : v) {
            max = Math.max(max, a);
            min = Math.min(min, a);
        }
        int step = niceStep(max - min);
        max = (int) Math.ceil(max / (double) step) * step;
        min = (int) Math.floor(min / (double) step) * step;
        for (int g = min; g <= max; g += step) { // grid and values
            float gy = bottom + (top - bottom) * (g - min) / (float) Math.max(1, max - min);
            p.line(left, gy, right, gy, 1, Palette.hex(0xFFFFFF, g == 0 ? 0.35f : 0.12f));
            p.text(String.valueOf(g), left - 6, gy, 0.7f, Palette.TEXT_DIM, Align.right);
        }
        int every = Math.max(1, (int) Math.ceil(rounds / ((right - left) / 28f)));
        for (int r = 0; r < rounds; r += every) p.text(String.valueOf(r), xOf(r, rounds, left, right), bottom - 10, 0.7f, Palette.TEXT_DIM, Align.center);
        p.text(l.roundLabel(), right, bottom - 24, 0.7f, Palette.TEXT_DIM, Align.right);
        for (int s = 0; s < seats.size(); s++) {
            Color c = Palette.seat(seats.get(s).colour());
            float px = 0, py = 0;
            for (int r = 0; r < rounds; r++) {
                float qx = xOf(r, rounds, left, right), qy = bottom + (top - bottom) * (l.values().get(r)[s] - min) / (float) Math.max(1, max - min);
                if (r > 0) p.line(px, py, qx, qy, 2.5f, c);
                px = qx;
                py = qy;
            }
            for (int r = 0; r < rounds; r += every) { // the seat's symbol on its line: told apart without colour
                float qx = xOf(r, rounds, left, right), qy = bottom + (top - bottom) * (l.values().get(r)[s] - min) / (float) Math.max(1, max - min);
                Symbols.badge(p, seats.get(s).colour(), seats.get(s).symbol(), qx, qy, 6);
            }
        }
    }

    private static float xOf(int r, int rounds, float left, float right) {
        return rounds <= 1 ? left : left + (right - left) * r / (rounds - 1f);
    }

    /** A step of 1, 2, 5, 10, 20, 50 ... that gives at most about five grid lines. */
    static int niceStep(int range) {
        for (int power = 1; ; power *= 10) for (int k : new int[] {1, 2, 5}) if (range / (k * power) <= 5) return k * power;
    }

    private void legendSeats(float x, float y) {
        float lx = x;
        for (int s = 0; s < seats.size(); s++) {
            Symbols.badge(painter, seats.get(s).colour(), seats.get(s).symbol(), lx + 7, y, 7);
            painter.text(seatNames.get(s), lx + 18, y, 0.75f, Palette.TEXT, Align.left);
            lx += 28 + painter.textWidth(seatNames.get(s), 0.75f);
        }
    }

    private void bars(Bars b, float x, float y, float w, float h) {
        Painter p = painter;
        p.text(b.title(), x, y + h - 10, 0.95f, Palette.TEXT, Align.left);
        int n = seats.size();
        java.util.List<Integer> shown = new java.util.ArrayList<>();
        for (int r = 0; r < b.rows().size(); r++) {
            boolean any = false;
            for (int s = 0; s < n; s++) any |= b.points()[r][s] != 0;
            if (any) shown.add(r);
        }
        // the legend: one line per row shown, in two columns, beside the bars
        float legendW = Math.min(w * 0.48f, 210), chartW = w - legendW - 8;
        float lineH = 17;
        for (int k = 0; k < shown.size(); k++) {
            float ly = y + h - TITLE - 12 - k * lineH;
            p.rect(x + chartW + 8, ly - 5, 10, 10, ROWS[shown.get(k) % ROWS.length]);
            p.text(fit(b.rows().get(shown.get(k)), legendW - 16, 0.7f), x + chartW + 22, ly, 0.7f, Palette.TEXT, Align.left);
        }
        int top = 1, bottom = 0;
        for (int s = 0; s < n; s++) {
            int up = 0, down = 0;
            for (int r : shown) {
                int v = b.points()[r][s];
                if (v > 0) up += v;
                else down += v;
            }
            top = Math.max(top, up);
            bottom = Math.min(bottom, down);
        }
        float base = y + BOTTOM + 8, roof = y + h - TITLE - 12;
        float scale = (roof - base) / (float) (top - bottom);
        float zero = base - bottom * scale;
        float slot = chartW / n, bw = Math.min(46, slot * 0.6f);
        p.line(x + 4, zero, x + chartW, zero, 1, Palette.hex(0xFFFFFF, 0.35f));
        for (int s = 0; s < n; s++) {
            float cx = x + slot * (s + 0.5f);
            float upY = zero, downY = zero;
            int total = 0;
            for (int r : shown) {
                int v = b.points()[r][s];
                total += v;
                if (v == 0) continue;
                float hgt = Math.abs(v) * scale;
                float sy = v > 0 ? upY : downY - hgt;
                p.rect(cx - bw / 2, sy, bw, hgt, ROWS[r % ROWS.length]);
                p.line(cx - bw / 2, sy, cx + bw / 2, sy, 1, Palette.hex(0x000000, 0.35f));
                if (hgt >= 13) p.text(String.valueOf(v), cx, sy + hgt / 2, 0.65f, Palette.INK, Align.center);
                if (v > 0) upY += hgt;
                else downY -= hgt;
            }
            p.text(String.valueOf(total), cx, upY + 9, 0.8f, Palette.TEXT, Align.center);
            Symbols.badge(p, seats.get(s).colour(), seats.get(s).symbol(), cx, y + 12, 9);
        }
    }

    /** The text, shortened with "..." to fit a width (legend lines). */
    private String fit(String s, float width, float scale) {
        if (painter.textWidth(s, scale) <= width) return s;
        String t = s;
        while (t.length() > 1 && painter.textWidth(t + "...", scale) > width) t = t.substring(0, t.length() - 1);
        return t + "...";
    }
}
