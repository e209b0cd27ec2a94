package io.fogisles.cli.sim;

import io.fogisles.cli.AppVersion;
import io.fogisles.cli.sim.SimulateCommand.Config;
import io.fogisles.cli.sim.SimulateCommand.Run;
import io.fogisles.kernel.persist.AtomicFiles;
import io.fogisles.kernel.sim.Comparison;
import io.fogisles.kernel.sim.Estimate;
import io.fogisles.kernel.sim.ScriptFailures;
import io.fogisles.kernel.sim.Summary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code simulate --report FILE.html}: one self-contained page (styles inline, charts as inline SVG, no
 * script, nothing fetched) with the set-up, the table of differences and four charts: the totals of A and B
 * as distributions, every row's difference with its interval, win rate by seat with intervals, and game
 * length. A single run gets the same page with one configuration and the rows' means instead of differences.
 */
final class HtmlReport {
    private HtmlReport() {
    }

    static void write(Path file, Run r) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) java.nio.file.Files.createDirectories(parent);
        AtomicFiles.writeString(file, page(r));
    }

    static String page(Run r) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Fog Isles simulation")
                .append(r.paired() ? ": A/B comparison" : "").append("</title><style>").append(STYLE).append("</style></head><body>\n");
        b.append("<h1>Fog Isles simulation").append(r.paired() ? ": what B changes against A" : "").append("</h1>\n");
        setup(b, r);
        failures(b, r);
        if (r.paired()) comparison(b, r);
        else single(b, r);
        endsAndRules(b, r);
        b.append("<p class=\"foot\">Written by <code>./fogisles simulate</code>, Fog Isles ").append(escape(AppVersion.get()))
                .append(". The page loads nothing from elsewhere; the charts are drawn into it.</p>\n</body></html>\n");
        return b.toString();
    }

    private static void setup(StringBuilder b, Run r) {
        SimulateCommand.Options o = r.options();
        b.append("<h2>Set-up</h2>\n<table class=\"setup\">");
        row(b, r.paired() ? "A" : "configuration", r.a().describe());
        if (r.paired()) row(b, "B", r.b().describe());
        row(b, r.paired() ? "pairs of games" : "games", r.games() + (r.paired() ? " (A and B play the same seeds, one pair per seed)" : ""));
        if (o.auto) row(b, "stopping rule", "until " + SimulateCommand.untilText(o) + ", at most " + o.maxGames + " pairs");
        row(b, "run seed", Long.toString(o.seed));
        Config c = r.a();
        row(b, "seats", c.rotating() ? "bots rotated one seat per game" : "bots stay on their seats");
        row(b, "time", String.format(Locale.ROOT, "%.1f s on %d threads", r.seconds(), o.threads));
        b.append("</table>\n");
    }

    private static void row(StringBuilder b, String k, String v) {
        b.append("<tr><th>").append(escape(k)).append("</th><td>").append(escape(v)).append("</td></tr>");
    }

    private static void failures(StringBuilder b, Run r) {
        Map<String, List<ScriptFailures.Failure>> all = r.failures();
        if (all.isEmpty()) return;
        b.append("<div class=\"failures\"><h2>Script failures</h2><p>The figures below do not measure these scripts as written.</p><ul>");
        all.forEach((label, list) -> {
            for (ScriptFailures.Failure f : list)
                b.append("<li>").append(escape((label.isEmpty() ? "" : label + ": ") + SimulationTable.describe(f))).append(" failed in ").append(f.games()).append(" of ")
                        .append(r.games()).append(" games (threw in ").append(f.threw()).append(", ran too long in ").append(f.ranTooLong())
                        .append("; switched off for the rest of the game in ").append(f.switchedOff()).append(").<br>First error, game ")
                        .append(f.firstGame() + 1).append(", round ").append(f.firstRound()).append(": <code>").append(escape(String.valueOf(f.first())))
                        .append("</code></li>");
        });
        b.append("</ul></div>\n");
    }

    /** How the games ended, and what each house rule did and cost (its hooks' calls and CPU time per game, its vetoes, its own events). */
    private static void endsAndRules(StringBuilder b, Run r) {
        List<Summary> sides = r.paired() ? List.of(r.comparison().a(), r.comparison().b()) : List.of(r.single());
        List<String> labels = r.paired() ? List.of("A", "B") : List.of("");
        b.append("<h2>How the games ended</h2>\n<table class=\"numbers\"><tr><th>end</th>");
        for (String l : labels) b.append("<th>").append(escape(l.isEmpty() ? "games" : l)).append("</th>");
        b.append("</tr>");
        java.util.Set<String> reasons = new java.util.TreeSet<>();
        for (Summary s : sides) reasons.addAll(s.endReasons().keySet());
        for (String reason : reasons) {
            b.append("<tr><td>").append(escape(reason)).append("</td>");
            for (Summary s : sides) {
                long n = s.endReasons().getOrDefault(reason, 0L);
                b.append("<td>").append(n).append(String.format(Locale.ROOT, " (%.1f %%)", 100.0 * n / Math.max(1, s.games()))).append("</td>");
            }
            b.append("</tr>");
        }
        b.append("</table>\n");
        for (int i = 0; i < sides.size(); i++) {
            Summary s = sides.get(i);
            for (io.fogisles.kernel.sim.RuleUse.Use u : s.ruleUse()) {
                if (u.games() == 0) continue;
                b.append("<h2>House rule ").append(escape(u.rule())).append(labels.get(i).isEmpty() ? "" : " (" + labels.get(i) + ")").append(": what it did and cost</h2>\n<p>")
                        .append(String.format(Locale.ROOT, "%.3f ms of CPU per game in its hooks, of %.1f ms a game took (bots and rules included); counted in the games and the bots' look-ahead.",
                                u.cpuMillisPerGame(), s.cpuMillisPerGame()))
                        .append("</p>\n<table class=\"numbers\"><tr><th>hook</th><th>calls per game</th><th>failed</th><th>CPU ms per game</th></tr>");
                for (io.fogisles.kernel.sim.RuleUse.Hook h : u.hooks())
                    b.append("<tr><td><code>").append(escape(h.hook())).append("</code></td><td>").append(SimulationTable.perGame(h.calls(), u.games())).append("</td><td>")
                            .append(h.failed()).append("</td><td>").append(String.format(Locale.ROOT, "%.3f", h.cpuNanos() / 1e6 / u.games())).append("</td></tr>");
                b.append("</table>\n");
                if (!u.vetoes().isEmpty()) {
                    b.append("<table class=\"numbers\"><tr><th>veto</th><th>action</th><th>asked per game</th><th>forbidden per game</th><th>forbidden</th></tr>");
                    for (io.fogisles.kernel.sim.RuleUse.Veto v : u.vetoes())
                        b.append("<tr><td><code>").append(escape(v.hook())).append("</code></td><td>").append(escape(v.actionType())).append("</td><td>")
                                .append(SimulationTable.perGame(v.asked(), u.games())).append("</td><td>").append(SimulationTable.perGame(v.forbidden(), u.games()))
                                .append(String.format(Locale.ROOT, "</td><td>%.1f %%</td></tr>", v.asked() == 0 ? 0 : 100.0 * v.forbidden() / v.asked()));
                    b.append("</table>\n");
                }
                if (!u.events().isEmpty()) {
                    b.append("<table class=\"numbers\"><tr><th>its own event</th><th>per game</th></tr>");
                    u.events().forEach((type, n) -> b.append("<tr><td><code>").append(escape(type)).append("</code></td><td>").append(SimulationTable.perGame(n, u.games()))
                            .append("</td></tr>"));
                    b.append("</table>\n");
                }
            }
        }
    }

    private static void comparison(StringBuilder b, Run r) {
        Comparison c = r.comparison();
        b.append("<h2>Differences B − A</h2>\n<p>Each difference rests on the ").append(c.pairs())
                .append(" pairs. The 95 % interval is where the true difference lies with 95 % confidence; ")
                .append("<b class=\"sig\">").append(SimulationTable.MARK).append("</b> marks an interval that excludes 0, a difference that chance alone ")
                .append("is unlikely to produce.</p>\n<table class=\"numbers\"><tr><th>mean per player</th><th>A</th><th>B</th><th>B − A</th><th>95 % interval</th><th></th></tr>");
        for (Comparison.Difference d : c.rows()) diffRow(b, SimulationTable.shortName(d.id()), d, d.id().equals("total"));
        diffRow(b, "rounds (game)", c.rounds(), false);
        b.append("</table>\n");
        if (!c.winRateBySeat().isEmpty()) {
            b.append("<table class=\"numbers\"><tr><th>win rate</th><th>A</th><th>B</th><th>B − A (points)</th><th>95 % interval</th><th></th></tr>");
            for (int s = 0; s < c.winRateBySeat().size(); s++) {
                Comparison.Difference d = c.winRateBySeat().get(s);
                Estimate ea = c.a().winRateBySeat().get(s), eb = c.b().winRateBySeat().get(s);
                b.append("<tr><td>").append(escape(d.id())).append("</td><td>").append(rate(ea)).append("</td><td>").append(rate(eb)).append("</td><td>")
                        .append(String.format(Locale.ROOT, "%+.1f", 100 * d.delta().value())).append("</td><td>")
                        .append(escape(SimulationTable.interval(new Estimate(100 * d.delta().value(), 100 * d.delta().low(), 100 * d.delta().high()), "%+.1f")))
                        .append("</td><td class=\"sig\">").append(d.significant() ? SimulationTable.MARK : "").append("</td></tr>");
            }
            b.append("</table>\n");
        }
        b.append("<h2>Charts</h2>\n");
        Summary.Stat ta = c.a().rows().get("total"), tb = c.b().rows().get("total");
        b.append(SvgCharts.distribution("totals", "Total points per player: how often each total occurs, A and B", "total points of a player",
                List.of(new SvgCharts.Series("A", SvgCharts.COLOR_A, ta.distribution()), new SvgCharts.Series("B", SvgCharts.COLOR_B, tb.distribution()))));
        List<SvgCharts.Item> items = new ArrayList<>();
        for (Comparison.Difference d : c.rows())
            items.add(new SvgCharts.Item(SimulationTable.shortName(d.id()), d.delta(), d.significant(), d.id().equals("total")));
        b.append(SvgCharts.intervals("differences", "Difference B − A per player, by score row, with 95 % intervals",
                "points per player, B − A (red with " + SimulationTable.MARK + ": the interval excludes 0)", items, 0, false));
        if (c.a().seats() == c.b().seats())
            b.append(SvgCharts.rates("winrates", "Win rate by seat, A and B", List.of("A", "B"), List.of(SvgCharts.COLOR_A, SvgCharts.COLOR_B),
                    List.of(c.a().winRateBySeat(), c.b().winRateBySeat()), 1.0 / c.a().seats()));
        else
            for (Summary side : List.of(c.a(), c.b()))
                b.append(SvgCharts.rates("winrates", "Win rate by seat, " + (side == c.a() ? "A" : "B"), List.of(side == c.a() ? "A" : "B"),
                        List.of(side == c.a() ? SvgCharts.COLOR_A : SvgCharts.COLOR_B), List.of(side.winRateBySeat()), 1.0 / side.seats()));
        b.append(SvgCharts.distribution("length", "Game length: how often each number of rounds occurs, A and B", "rounds",
                List.of(new SvgCharts.Series("A", SvgCharts.COLOR_A, c.a().rounds().distribution()),
                        new SvgCharts.Series("B", SvgCharts.COLOR_B, c.b().rounds().distribution()))));
        b.append("<p class=\"legend\">How to read the intervals: a difference whose interval lies wholly on one side of 0 is real at 95 % ")
                .append("confidence; an interval across 0 means these games cannot tell B from A on that row. More pairs narrow the interval ")
                .append("(about half as wide for four times the pairs): <code>--games auto --precision X</code> plays until the total's interval is ±X.</p>\n");
    }

    private static void diffRow(StringBuilder b, String name, Comparison.Difference d, boolean bold) {
        String f = "%.2f";
        b.append(bold ? "<tr class=\"total\">" : "<tr>").append("<td>").append(escape(name)).append("</td><td>")
                .append(d.a() == null ? "—" : String.format(Locale.ROOT, f, d.a())).append("</td><td>").append(d.b() == null ? "—" : String.format(Locale.ROOT, f, d.b()))
                .append("</td><td>").append(String.format(Locale.ROOT, "%+.2f", d.delta().value())).append("</td><td>")
                .append(escape(SimulationTable.interval(d.delta(), "%+.2f"))).append("</td><td class=\"sig\">").append(d.significant() ? SimulationTable.MARK : "")
                .append("</td></tr>");
    }

    private static String rate(Estimate e) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * e.value())
                + (Double.isNaN(e.low()) ? "" : String.format(Locale.ROOT, " <span class=\"ci\">[%.1f, %.1f]</span>", 100 * e.low(), 100 * e.high()));
    }

    private static void single(StringBuilder b, Run r) {
        Summary s = r.single();
        b.append("<h2>Score rows</h2>\n<p>Means per player over ").append(s.games())
                .append(" games, with the 95 % interval of each mean (where the true mean lies with 95 % confidence).</p>\n")
                .append("<table class=\"numbers\"><tr><th>row</th><th>mean</th><th>95 % interval</th><th>median</th><th>p10</th><th>p90</th></tr>");
        s.rows().forEach((k, v) -> b.append(k.equals("total") ? "<tr class=\"total\">" : "<tr>").append("<td>").append(escape(SimulationTable.shortName(k)))
                .append("</td><td>").append(String.format(Locale.ROOT, "%.2f", v.mean().value())).append("</td><td>")
                .append(escape(SimulationTable.interval(v.mean(), "%.2f"))).append("</td><td>").append(SimulationTable.plain(v.median())).append("</td><td>")
                .append(SimulationTable.plain(v.p10())).append("</td><td>").append(SimulationTable.plain(v.p90())).append("</td></tr>"));
        b.append("</table>\n<h2>Charts</h2>\n");
        Summary.Stat total = s.rows().get("total");
        if (total != null)
            b.append(SvgCharts.distribution("totals", "Total points per player: how often each total occurs", "total points of a player",
                    List.of(new SvgCharts.Series("all games", SvgCharts.COLOR_A, total.distribution()))));
        List<SvgCharts.Item> items = new ArrayList<>();
        s.rows().forEach((k, v) -> items.add(new SvgCharts.Item(SimulationTable.shortName(k), v.mean(), false, k.equals("total"))));
        b.append(SvgCharts.intervals("means", "Mean points per player, by score row, with 95 % intervals", "points per player", items, 0, false));
        b.append(SvgCharts.rates("winrates", "Win rate by seat", List.of("win rate"), List.of(SvgCharts.COLOR_A), List.of(s.winRateBySeat()), 1.0 / Math.max(1, s.seats())));
        b.append(SvgCharts.distribution("length", "Game length: how often each number of rounds occurs", "rounds",
                List.of(new SvgCharts.Series("all games", SvgCharts.COLOR_A, s.rounds().distribution()))));
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    private static final String STYLE = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;font-size:14px;margin:24px auto;max-width:800px;color:#1c1c1c;background:#fff}
            h1{font-size:22px;margin:0 0 12px}h2{font-size:17px;margin:22px 0 8px}
            table{border-collapse:collapse;margin:8px 0 14px;font-size:13px}
            th,td{padding:3px 10px;border-bottom:1px solid #e2e2e2;text-align:left}
            table.numbers td{text-align:right;font-variant-numeric:tabular-nums}table.numbers td:first-child{text-align:left}
            tr.total td{font-weight:bold}.sig{color:#b3261e;font-weight:bold}.ci{color:#6b6b6b}
            .failures{border:2px solid #b3261e;background:#fdf0ef;padding:4px 14px;margin:12px 0}
            svg.chart{display:block;margin:10px 0 18px;background:#fafafa;border:1px solid #e6e6e6}
            .legend,.foot{font-size:13px;color:#444}code{font-size:12px}
            """;
}
