package io.fogisles.cli.sim;

import io.fogisles.cli.sim.SimulateCommand.Run;
import io.fogisles.kernel.sim.Comparison;
import io.fogisles.kernel.sim.Estimate;
import io.fogisles.kernel.sim.RuleUse;
import io.fogisles.kernel.sim.ScriptFailures;
import io.fogisles.kernel.sim.Summary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** {@code simulate}'s plain-text output: one configuration's statistics, or a paired comparison with intervals. */
final class SimulationTable {
    /** The marker of a difference whose interval excludes 0. */
    static final String MARK = "*";

    private SimulationTable() {
    }

    static String of(Run r) {
        String text = r.paired() ? comparison(r) : single(r);
        return String.join("\n", text.lines().map(String::stripTrailing).toList()) + "\n";
    }

    static String shortName(String rowId) {
        return rowId.substring(rowId.indexOf(':') + 1);
    }

    /** A number without trailing zeros (0.1, 2). */
    static String plain(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    /**
     * "[low, high]" with the given format ("%+.2f"), or "(too few games)" below two observations. A bound
     * that is not 0 never prints as 0: it gets more decimals (up to 4), so that "[+0.00, …]" is never
     * shown for an interval that excludes 0.
     */
    static String interval(Estimate e, String format) {
        if (Double.isNaN(e.low())) return "(too few games)";
        return "[" + bound(e.low(), format) + ", " + bound(e.high(), format) + "]";
    }

    private static String bound(double v, String format) {
        String s = String.format(Locale.ROOT, format, v);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\.(\\d)").matcher(format);
        int decimals = m.find() ? Integer.parseInt(m.group(1)) : 2;
        for (int d = decimals + 1; v != 0 && Double.parseDouble(s) == 0 && d <= 4; d++) s = String.format(Locale.ROOT, format.replaceAll("\\.\\d", "." + d), v);
        return s;
    }

    private static String percent(Estimate e) {
        String i = Double.isNaN(e.low()) ? "" : String.format(Locale.ROOT, " [%.1f, %.1f]", 100 * e.low(), 100 * e.high());
        return String.format(Locale.ROOT, "%.1f%%", 100 * e.value()) + i;
    }

    /** "1 game", "2 games". */
    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    static String single(Run r) {
        Summary s = r.single();
        SimulateCommand.Options o = r.options();
        StringBuilder b = new StringBuilder();
        int threads = (int) Math.min(o.threads, Math.max(1, s.games())); // the pool starts no more workers than games
        b.append(String.format(Locale.ROOT, "Fog Isles simulation: %s; %s, seed %d, %s%s%n", r.a().describe(), count(s.games(), "game"), o.seed, count(threads, "thread"),
                r.a().rotating() ? ", seats rotated" : ""));
        b.append(String.format(Locale.ROOT, "%s in %.2f s = %s games/s (%d decisions)%n%n", count(s.games(), "game"), s.seconds(), rate(s.gamesPerSecond()), s.decisions()));
        b.append("win rate by seat, with its 95 % interval:\n ");
        for (int i = 0; i < s.winRateBySeat().size(); i++) b.append("  seat ").append(i + 1).append(' ').append(percent(s.winRateBySeat().get(i)));
        b.append("\nwin rate by bot:  ");
        s.winRateByBot().forEach((k, v) -> b.append(String.format(Locale.ROOT, " %s %5.1f%%", k, 100 * v)));
        b.append("\n\n").append(String.format(Locale.ROOT, "  %-18s %7s  %-17s %6s %6s %6s %6s %6s%n", "row (per player)", "mean", "95 % interval", "median", "p10", "p25",
                "p75", "p90"));
        s.rows().forEach((k, v) -> b.append(statLine(shortName(k), v)));
        b.append(statLine("rounds (game)", s.rounds()));
        b.append(String.format(Locale.ROOT, "%nThe interval of a mean is where the true mean lies with 95 %% confidence; it rests on %d games.%n", s.games()));
        // each way a game ended with its share and Wilson interval: some are outcomes (Nebelwind's solo goal reached or missed, N13.5)
        b.append("game end:");
        s.endReasons().forEach((k, v) -> b.append("  ").append(k).append(' ').append(percent(Estimate.proportion(v, s.games()))));
        b.append('\n');
        if (o.facts) facts(b, "", s);
        ruleUse(b, "", s);
        failures(b, r);
        return b.toString();
    }

    /** What the players did ({@link io.fogisles.kernel.sim.GameFacts}): per fact, the share of players' games by bot level. */
    static void facts(StringBuilder b, String label, Summary s) {
        if (s.facts().isEmpty()) {
            b.append("\nThis game reports no facts of its players (--facts)").append(label).append(".\n");
            return;
        }
        b.append("\nwhat the players did").append(label).append(": the share of players' games in which it held, by bot level, with its 95 % interval\n");
        s.facts().forEach((fact, byLevel) -> {
            b.append(String.format(Locale.ROOT, "  %-36s", fact));
            byLevel.forEach((level, e) -> b.append("  ").append(level).append(' ').append(percent(e)));
            b.append('\n');
        });
    }

    private static String statLine(String name, Summary.Stat v) {
        return String.format(Locale.ROOT, "  %-18s %7.2f  %-17s %6.1f %6.1f %6.1f %6.1f %6.1f%n", name, v.mean().value(), interval(v.mean(), "%.2f"), v.median(), v.p10(),
                v.p25(), v.p75(), v.p90());
    }

    static String comparison(Run r) {
        Comparison c = r.comparison();
        SimulateCommand.Options o = r.options();
        StringBuilder out = new StringBuilder();
        out.append("A: ").append(r.a().describe()).append('\n');
        out.append("B: ").append(r.b().describe()).append('\n');
        out.append(String.format(Locale.ROOT, "%d pairs: A and B played the same %d seeds (run seed %d, %d threads)%s; %s pairs/s%n", c.pairs(), c.pairs(), o.seed,
                o.threads, o.auto ? ", until " + SimulateCommand.untilText(o) + " (at most " + o.maxGames + ")" : "",
                rate(r.seconds() <= 0 ? 0 : c.pairs() / r.seconds())));
        out.append(String.format(Locale.ROOT, "Every difference B − A below rests on these %d pairs, with its 95 %% interval.%n", c.pairs()));
        if (c.pairs() < FEW_PAIRS)
            out.append(String.format(Locale.ROOT, "Few pairs: with fewer than %d the intervals are rough (they assume more games than these); play more, or --games auto.%n", FEW_PAIRS));
        out.append('\n');
        out.append(String.format(Locale.ROOT, "  %-18s %9s %9s %9s   %-18s%n", "mean per player", "A", "B", "B − A", "95 % interval"));
        for (Comparison.Difference d : c.rows()) out.append(diffLine(shortName(d.id()), d, "%.2f"));
        out.append(diffLine("rounds (game)", c.rounds(), "%.2f"));
        out.append('\n');
        if (!c.winRateBySeat().isEmpty()) {
            out.append(String.format(Locale.ROOT, "  %-10s %-21s %-21s %9s   %-18s%n", "win rate", "A", "B", "B − A", "95 % interval (points)"));
            for (int s = 0; s < c.winRateBySeat().size(); s++) {
                Comparison.Difference d = c.winRateBySeat().get(s);
                out.append(String.format(Locale.ROOT, "  %-10s %-21s %-21s %+9.1f   %-18s%s%n", d.id(), percent(c.a().winRateBySeat().get(s)),
                        percent(c.b().winRateBySeat().get(s)), 100 * d.delta().value(), interval(scaled(d.delta(), 100), "%+.1f"), d.significant() ? "  " + MARK : ""));
            }
        } else {
            out.append("  win rate by seat: A ").append(rates(c.a())).append("   B ").append(rates(c.b()))
                    .append("\n  (A and B seat different numbers of players: their seats are not compared)\n");
        }
        out.append("  win rate by bot:  A");
        c.a().winRateByBot().forEach((k, v) -> out.append(String.format(Locale.ROOT, " %s %.1f%%", k, 100 * v)));
        out.append("   B");
        c.b().winRateByBot().forEach((k, v) -> out.append(String.format(Locale.ROOT, " %s %.1f%%", k, 100 * v)));
        out.append("\n\n  ").append(MARK).append(" the interval excludes 0: B differs from A by more than chance explains (95 % confidence).\n");
        out.append("    Without ").append(MARK).append(", the difference may be chance; more pairs (--games auto) narrow the interval.\n");
        out.append("\n  game end:  A ").append(c.a().endReasons()).append("   B ").append(c.b().endReasons()).append('\n');
        ruleUse(out, "A", c.a());
        ruleUse(out, "B", c.b());
        if (o.facts) {
            facts(out, " (A)", c.a());
            facts(out, " (B)", c.b());
        }
        failures(out, r);
        return out.toString();
    }

    private static Estimate scaled(Estimate e, double f) {
        return new Estimate(e.value() * f, e.low() * f, e.high() * f);
    }

    private static String rates(Summary s) {
        List<String> out = new ArrayList<>();
        for (Estimate e : s.winRateBySeat()) out.add(percent(e));
        return String.join(", ", out);
    }

    private static String diffLine(String name, Comparison.Difference d, String f) {
        return String.format(Locale.ROOT, "  %-18s %9s %9s %+9.2f   %-18s%s%n", name, d.a() == null ? "—" : String.format(Locale.ROOT, f, d.a()),
                d.b() == null ? "—" : String.format(Locale.ROOT, f, d.b()), d.delta().value(), interval(d.delta(), "%+.2f"), d.significant() ? "  " + MARK : "");
    }

    /** Below this many pairs the table says that its intervals are rough (Student's t on few pairs of skewed differences). */
    static final int FEW_PAIRS = 30;

    /** A rate with two significant digits below 10 (0.12 pairs/s, 3.4 games/s: a slow run never reads 0), whole above. */
    static String rate(double perSecond) {
        if (perSecond >= 10 || perSecond == 0) return String.format(Locale.ROOT, "%.0f", perSecond);
        return new java.math.BigDecimal(perSecond).round(new java.math.MathContext(2)).stripTrailingZeros().toPlainString();
    }

    /** A count per game: 12.3, 0.25, 1,234. */
    static String perGame(long n, long games) {
        double v = games == 0 ? 0 : (double) n / games;
        return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : v >= 10 ? String.format(Locale.ROOT, "%.1f", v) : String.format(Locale.ROOT, "%.2f", v);
    }

    /**
     * What each house rule of a configuration did and cost, per game (issue 34): each hook's calls and CPU time,
     * each veto's questions and how many it forbade, the rule's own events. Counted in the games and in the
     * bots' look-ahead; the CPU time is set against the games' own (bots and rules included).
     */
    private static void ruleUse(StringBuilder b, String label, Summary s) {
        for (RuleUse.Use u : s.ruleUse()) {
            if (u.games() == 0) continue;
            long games = u.games();
            double share = s.cpuMillisPerGame() > 0 ? 100 * u.cpuMillisPerGame() / s.cpuMillisPerGame() : 0;
            b.append(String.format(Locale.ROOT, "%nhouse rule %s%s, per game: %s ms of CPU in its hooks, %.0f %% of the %s ms a game took%n", u.rule(),
                    label.isEmpty() ? "" : " (" + label + ")", millis(u.cpuMillisPerGame()), share, millis(s.cpuMillisPerGame())));
            if (u.hooks().isEmpty()) b.append("  no hook of the rule ran\n");
            for (RuleUse.Hook h : u.hooks())
                b.append(String.format(Locale.ROOT, "  %-36s %9s calls %9s ms%s%n", h.hook(), perGame(h.calls(), games), millis(h.cpuNanos() / 1e6 / games),
                        h.failed() > 0 ? "   failed " + perGame(h.failed(), games) : ""));
            // a veto's questions: in all, then the action types it forbade some of (the others it let through)
            long asked = 0, forbidden = 0;
            for (RuleUse.Veto v : u.vetoes()) {
                asked += v.asked();
                forbidden += v.forbidden();
            }
            if (!u.vetoes().isEmpty())
                b.append(String.format(Locale.ROOT, "  vetoes: asked about %s options, forbade %s (%.1f %%)%n", perGame(asked, games), perGame(forbidden, games),
                        asked == 0 ? 0 : 100.0 * forbidden / asked));
            for (RuleUse.Veto v : u.vetoes())
                if (v.forbidden() > 0)
                    b.append(String.format(Locale.ROOT, "  %s on %s: asked about %s options, forbade %s (%.1f %%)%n", v.hook(), v.actionType(), perGame(v.asked(), games),
                            perGame(v.forbidden(), games), 100.0 * v.forbidden() / v.asked()));
            u.events().forEach((type, n) -> b.append(String.format(Locale.ROOT, "  raised %s: %s%n", type, perGame(n, games))));
        }
    }

    private static String millis(double ms) {
        return ms >= 100 ? String.format(Locale.ROOT, "%,.0f", ms) : ms >= 1 ? String.format(Locale.ROOT, "%.1f", ms) : String.format(Locale.ROOT, "%.3f", ms);
    }

    /** The failures section: per failing script, in how many games, how, and its first error. */
    private static void failures(StringBuilder b, Run r) {
        Map<String, List<ScriptFailures.Failure>> all = r.failures();
        if (all.isEmpty()) return;
        b.append("\nSCRIPT FAILURES: the figures above do not measure these scripts as written.\n");
        all.forEach((label, list) -> {
            for (ScriptFailures.Failure f : list) {
                b.append("  ").append(label.isEmpty() ? "" : label + ": ").append(describe(f)).append(" failed in ").append(f.games()).append(" of ")
                        .append(r.games()).append(" games: threw in ").append(f.threw()).append(", ran too long in ").append(f.ranTooLong())
                        .append("; switched off for the rest of the game in ").append(f.switchedOff()).append('\n');
                b.append("     first error (game ").append(f.firstGame() + 1).append(", round ").append(f.firstRound()).append("): ").append(f.first()).append('\n');
            }
        });
    }

    static String describe(ScriptFailures.Failure f) {
        return (f.houseRule() ? "house rule '" : "the script of module '") + f.unit() + "'";
    }

    /** One sentence naming every failing script (the error message on stderr). */
    static String failureHeadline(Map<String, List<ScriptFailures.Failure>> all, long games) {
        List<String> parts = new ArrayList<>();
        all.forEach((label, list) -> {
            for (ScriptFailures.Failure f : list)
                parts.add(describe(f) + (label.isEmpty() ? "" : " (" + label + ")") + " failed in " + f.games() + " of " + games + " games, first at " + f.first());
        });
        return String.join("; ", parts);
    }
}
