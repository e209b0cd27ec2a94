package io.fogisles.cli.sim;

import io.fogisles.cli.sim.SimulateCommand.Config;
import io.fogisles.cli.sim.SimulateCommand.Run;
import io.fogisles.kernel.sim.Comparison;
import io.fogisles.kernel.sim.Estimate;
import io.fogisles.kernel.sim.ScriptFailures;
import io.fogisles.kernel.sim.Summary;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * {@code simulate --csv}: one line per figure, {@code config,metric,statistic,value}. A comparison adds the
 * lines of config {@code "B − A"}: per row its difference, low, high and significant (1 or 0).
 */
final class SimulationCsv {
    private SimulationCsv() {
    }

    static String of(Run r) {
        StringBuilder out = new StringBuilder("config,metric,statistic,value\n");
        if (!r.paired()) {
            config(out, r.a(), r.single(), r.seconds(), r.failures(""));
            return out.toString();
        }
        Comparison c = r.comparison();
        config(out, r.a(), c.a(), r.seconds(), r.failures("A"));
        config(out, r.b(), c.b(), r.seconds(), r.failures("B"));
        String d = "\"B − A\"";
        out.append(d).append(",pairs,count,").append(c.pairs()).append('\n');
        for (Comparison.Difference x : c.rows()) difference(out, d, SimulationTable.shortName(x.id()), x);
        difference(out, d, "rounds", c.rounds());
        for (int s = 0; s < c.winRateBySeat().size(); s++) difference(out, d, "winRate seat" + (s + 1), c.winRateBySeat().get(s));
        return out.toString();
    }

    private static void difference(StringBuilder out, String d, String metric, Comparison.Difference x) {
        line(out, d, metric, "difference", x.delta().value());
        line(out, d, metric, "low", x.delta().low());
        line(out, d, metric, "high", x.delta().high());
        out.append(d).append(',').append(metric).append(",significant,").append(x.significant() ? 1 : 0).append('\n');
    }

    private static void line(StringBuilder out, String config, String metric, String statistic, double v) {
        out.append(config).append(',').append(metric).append(',').append(statistic).append(',').append(Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.4f", v))
                .append('\n');
    }

    private static void config(StringBuilder out, Config config, Summary s, double seconds, java.util.List<ScriptFailures.Failure> failures) {
        String c = "\"" + config.describe().replace("\"", "'") + "\"";
        out.append(c).append(",games,count,").append(s.games()).append('\n');
        out.append(c).append(",games,perSecond,").append(String.format(Locale.ROOT, "%.1f", seconds <= 0 ? 0 : s.games() / seconds)).append('\n');
        for (int i = 0; i < s.winRateBySeat().size(); i++) {
            Estimate w = s.winRateBySeat().get(i);
            line(out, c, "winRate", "seat" + (i + 1), w.value());
            line(out, c, "winRate", "seat" + (i + 1) + "Low", w.low());
            line(out, c, "winRate", "seat" + (i + 1) + "High", w.high());
        }
        s.winRateByBot().forEach((k, v) -> line(out, c, "winRate", k, v));
        Map<String, Summary.Stat> all = new LinkedHashMap<>(s.rows());
        all.put("rounds", s.rounds());
        all.forEach((k, v) -> {
            String m = SimulationTable.shortName(k);
            for (Object[] p : new Object[][] {{"mean", v.mean().value()}, {"meanLow", v.mean().low()}, {"meanHigh", v.mean().high()}, {"median", v.median()},
                    {"p10", v.p10()}, {"p25", v.p25()}, {"p75", v.p75()}, {"p90", v.p90()}, {"min", v.min()}, {"max", v.max()}})
                line(out, c, m, (String) p[0], (Double) p[1]);
        });
        s.endReasons().forEach((k, v) -> out.append(c).append(",end,").append(k).append(',').append(v).append('\n'));
        for (ScriptFailures.Failure f : failures) {
            out.append(c).append(",failure ").append(f.unit()).append(",games,").append(f.games()).append('\n');
            out.append(c).append(",failure ").append(f.unit()).append(",firstError,\"").append(f.first().toString().replace("\"", "'")).append("\"\n");
        }
    }
}
