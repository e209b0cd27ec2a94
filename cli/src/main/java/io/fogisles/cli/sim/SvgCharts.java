package io.fogisles.cli.sim;

import io.fogisles.kernel.sim.Estimate;
import io.fogisles.kernel.sim.Histogram;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The report's charts as inline SVG: plain shapes and text, no script, nothing loaded from elsewhere, so the
 * page looks the same offline and in any browser. Each chart is an {@code <svg>} with a {@code class} naming
 * its kind and a {@code <title>} saying what it shows.
 */
final class SvgCharts {
    static final String COLOR_A = "#2f6fb0";
    static final String COLOR_B = "#e0701a";
    static final String COLOR_SIGNIFICANT = "#b3261e";
    static final String COLOR_PLAIN = "#6b6b6b";
    static final int WIDTH = 760;

    /** One named series of a chart. */
    record Series(String name, String color, Histogram values) {
    }

    /** One line of an interval chart: a label, the estimate, and whether to mark it. */
    record Item(String label, Estimate value, boolean marked, boolean bold) {
    }

    private SvgCharts() {
    }

    // ------------------------------------------------------------------ distributions

    /** Overlaid histograms (share of the observations at each value) of one or two series. */
    static String distribution(String cssClass, String title, String xLabel, List<Series> series) {
        int left = 56, right = 16, top = 40, bottom = 44, height = 260;
        int plotW = WIDTH - left - right, plotH = height - top - bottom;
        int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
        double maxShare = 0;
        for (Series s : series) {
            if (s.values().count() == 0) continue;
            lo = Math.min(lo, s.values().min());
            hi = Math.max(hi, s.values().max());
        }
        if (lo > hi) return empty(cssClass, title);
        for (Series s : series)
            for (int v = lo; v <= hi; v++) maxShare = Math.max(maxShare, share(s.values(), v));
        double[] yTicks = ticks(0, maxShare, 4);
        double yMax = yTicks[yTicks.length - 1];
        double barW = (double) plotW / (hi - lo + 1);
        StringBuilder b = open(cssClass, title, height);
        legend(b, series, left, 18);
        for (double t : yTicks) {
            double y = top + plotH - t / yMax * plotH;
            b.append(line(left, y, left + plotW, y, "#e3e3e3", 1));
            b.append(text(left - 6, y + 4, pct(t), "end", 11, COLOR_PLAIN));
        }
        for (Series s : series) {
            for (int v = lo; v <= hi; v++) {
                double sh = share(s.values(), v);
                if (sh == 0) continue;
                double h = sh / yMax * plotH;
                b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" fill-opacity=\"0.55\"/>", left + (v - lo) * barW,
                        top + plotH - h, Math.max(1, barW - 1), h, s.color()));
            }
            double mean = s.values().mean();
            double mx = left + (mean - lo + 0.5) * barW;
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\" stroke-dasharray=\"5 3\"/>", mx, top, mx,
                    top + plotH, s.color()));
        }
        for (double t : ticks(lo, hi, 8)) {
            if (t < lo || t > hi || t != Math.rint(t)) continue;
            double x = left + (t - lo + 0.5) * barW;
            b.append(line(x, top + plotH, x, top + plotH + 4, "#444", 1));
            b.append(text(x, top + plotH + 17, plain(t), "middle", 11, "#333"));
        }
        b.append(line(left, top + plotH, left + plotW, top + plotH, "#444", 1));
        b.append(text(left + plotW / 2.0, height - 8, xLabel + (series.size() > 1 ? " (dashed: the means; where A and B overlap the bars look brown)" : " (dashed: the mean)"),
                "middle", 12, "#333"));
        return b.append("</svg>").toString();
    }

    private static double share(Histogram h, int v) {
        return h.count() == 0 ? 0 : (double) h.count(v) / h.count();
    }

    // ------------------------------------------------------------------ intervals, one per line

    /**
     * A forest plot: one line per item with its point and 95 % interval on a common axis, and the line of
     * {@code reference} (0 for differences). Marked items are drawn in red with a star.
     */
    static String intervals(String cssClass, String title, String xLabel, List<Item> items, double reference, boolean percent) {
        int left = 150, right = 70, top = 34, row = 22, bottom = 40;
        int height = top + row * items.size() + bottom;
        int plotW = WIDTH - left - right;
        double lo = reference, hi = reference;
        for (Item it : items) {
            Estimate e = it.value();
            lo = Math.min(lo, Double.isNaN(e.low()) ? e.value() : e.low());
            hi = Math.max(hi, Double.isNaN(e.high()) ? e.value() : e.high());
        }
        if (hi - lo < 1e-9) {
            lo -= 1;
            hi += 1;
        }
        double[] xt = ticks(lo, hi, 6);
        double xMin = xt[0], xMax = xt[xt.length - 1];
        StringBuilder b = open(cssClass, title, height);
        int plotBottom = top + row * items.size();
        for (double t : xt) {
            double x = left + (t - xMin) / (xMax - xMin) * plotW;
            b.append(line(x, top - 6, x, plotBottom, "#e3e3e3", 1));
            b.append(text(x, plotBottom + 16, percent ? pct(t) : signed(t), "middle", 11, "#333"));
        }
        double rx = left + (reference - xMin) / (xMax - xMin) * plotW;
        b.append(line(rx, top - 10, rx, plotBottom, "#222", 1.5));
        for (int i = 0; i < items.size(); i++) {
            Item it = items.get(i);
            Estimate e = it.value();
            double y = top + row * i + row / 2.0;
            String color = it.marked() ? COLOR_SIGNIFICANT : COLOR_PLAIN;
            b.append(text(left - 10, y + 4, it.label(), "end", 12, "#222", it.bold()));
            if (!Double.isNaN(e.low())) {
                double x1 = left + (e.low() - xMin) / (xMax - xMin) * plotW, x2 = left + (e.high() - xMin) / (xMax - xMin) * plotW;
                b.append(line(x1, y, x2, y, color, 2.5));
                b.append(line(x1, y - 5, x1, y + 5, color, 1.5));
                b.append(line(x2, y - 5, x2, y + 5, color, 1.5));
            }
            double x = left + (e.value() - xMin) / (xMax - xMin) * plotW;
            b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4.5\" fill=\"%s\"/>", x, y, color));
            b.append(text(left + plotW + 8, y + 4, (percent ? pct(e.value()) : String.format(Locale.ROOT, "%+.2f", e.value())) + (it.marked() ? " " + SimulationTable.MARK : ""), "start", 11,
                    color, it.bold()));
        }
        b.append(text(left + plotW / 2.0, height - 8, xLabel, "middle", 12, "#333"));
        return b.append("</svg>").toString();
    }

    // ------------------------------------------------------------------ rates by seat

    /** Win rate by seat: A's and B's rate side by side per seat with their intervals, and the fair share as a dashed line. */
    static String rates(String cssClass, String title, List<String> names, List<String> colors, List<List<Estimate>> bySeries, double fair) {
        int left = 56, right = 16, top = 40, bottom = 44, height = 280;
        int plotW = WIDTH - left - right, plotH = height - top - bottom;
        int seats = bySeries.get(0).size();
        double hi = fair;
        for (List<Estimate> s : bySeries) for (Estimate e : s) hi = Math.max(hi, Double.isNaN(e.high()) ? e.value() : e.high());
        double[] yt = ticks(0, hi, 4);
        double yMax = yt[yt.length - 1];
        StringBuilder b = open(cssClass, title, height);
        List<Series> legend = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) legend.add(new Series(names.get(i), colors.get(i), null));
        legend(b, legend, left, 18);
        for (double t : yt) {
            double y = top + plotH - t / yMax * plotH;
            b.append(line(left, y, left + plotW, y, "#e3e3e3", 1));
            b.append(text(left - 6, y + 4, pct(t), "end", 11, COLOR_PLAIN));
        }
        double fy = top + plotH - fair / yMax * plotH;
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#222\" stroke-dasharray=\"6 4\"/>", left, fy, left + plotW, fy));
        b.append(text(left + 4, fy - 5, "fair share " + pct(fair), "start", 11, "#222"));
        double slot = (double) plotW / seats;
        for (int s = 0; s < seats; s++) {
            double cx = left + slot * (s + 0.5);
            b.append(text(cx, top + plotH + 18, "seat " + (s + 1), "middle", 12, "#222"));
            for (int k = 0; k < bySeries.size(); k++) {
                Estimate e = bySeries.get(k).get(s);
                double x = cx + (k - (bySeries.size() - 1) / 2.0) * 26;
                String color = colors.get(k);
                double barH = e.value() / yMax * plotH;
                b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"20\" height=\"%.1f\" fill=\"%s\" fill-opacity=\"0.75\"/>", x - 10, top + plotH - barH,
                        barH, color));
                if (!Double.isNaN(e.low())) {
                    double y1 = top + plotH - e.low() / yMax * plotH, y2 = top + plotH - e.high() / yMax * plotH;
                    b.append(line(x, y1, x, y2, "#111", 1.5));
                    b.append(line(x - 5, y1, x + 5, y1, "#111", 1.5));
                    b.append(line(x - 5, y2, x + 5, y2, "#111", 1.5));
                }
            }
        }
        b.append(line(left, top + plotH, left + plotW, top + plotH, "#444", 1));
        b.append(text(left + plotW / 2.0, height - 6, "bars: win rate; whiskers: 95 % Wilson interval", "middle", 12, "#333"));
        return b.append("</svg>").toString();
    }

    // ------------------------------------------------------------------ pieces

    private static StringBuilder open(String cssClass, String title, int height) {
        StringBuilder b = new StringBuilder();
        b.append("<svg class=\"chart ").append(cssClass).append("\" role=\"img\" width=\"").append(WIDTH).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(height).append("\"><title>").append(HtmlReport.escape(title)).append("</title>");
        b.append(text(8, 18, title, "start", 14, "#111", true));
        return b;
    }

    private static String empty(String cssClass, String title) {
        return open(cssClass, title, 60).append(text(8, 44, "no data", "start", 12, COLOR_PLAIN)).append("</svg>").toString();
    }

    private static void legend(StringBuilder b, List<Series> series, int x, int y) {
        int at = WIDTH - 16;
        for (Series s : series) at -= 30 + 7 * s.name().length();
        for (Series s : series) {
            b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>", at, y - 10, s.color()));
            b.append(text(at + 16, y, s.name(), "start", 12, "#222"));
            at += 30 + 7 * s.name().length();
        }
    }

    private static String line(double x1, double y1, double x2, double y2, String color, double width) {
        return String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%s\"/>", x1, y1, x2, y2, color, plain(width));
    }

    private static String text(double x, double y, String s, String anchor, int size, String color) {
        return text(x, y, s, anchor, size, color, false);
    }

    private static String text(double x, double y, String s, String anchor, int size, String color, boolean bold) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\" fill=\"%s\"%s>%s</text>", x, y, anchor, size, color,
                bold ? " font-weight=\"bold\"" : "", HtmlReport.escape(s));
    }

    /** About {@code count} round tick values (steps of 1, 2 or 5 times a power of ten) covering lo…hi. */
    static double[] ticks(double lo, double hi, int count) {
        if (hi <= lo) hi = lo + 1;
        double raw = (hi - lo) / count, mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = raw / mag < 1.5 ? mag : raw / mag < 3 ? 2 * mag : raw / mag < 7 ? 5 * mag : 10 * mag;
        double first = Math.floor(lo / step) * step, last = Math.ceil(hi / step) * step;
        int n = (int) Math.round((last - first) / step) + 1;
        double[] out = new double[n];
        for (int i = 0; i < n; i++) out[i] = Math.round((first + i * step) * 1e9) / 1e9;
        return out;
    }

    static String pct(double v) {
        double p = 100 * v;
        return (Math.abs(p - Math.rint(p)) < 1e-9 ? String.format(Locale.ROOT, "%.0f", p) : String.format(Locale.ROOT, "%.1f", p)) + "%";
    }

    static String plain(double v) {
        return SimulationTable.plain(Math.round(v * 1e6) / 1e6);
    }

    private static String signed(double v) {
        return (v > 0 ? "+" : v < 0 ? "−" : "") + plain(Math.abs(v));
    }
}
