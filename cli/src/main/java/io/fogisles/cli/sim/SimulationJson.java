package io.fogisles.cli.sim;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.cli.sim.SimulateCommand.Config;
import io.fogisles.cli.sim.SimulateCommand.Options;
import io.fogisles.cli.sim.SimulateCommand.Run;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.sim.Comparison;
import io.fogisles.kernel.sim.Estimate;
import io.fogisles.kernel.sim.RuleUse;
import io.fogisles.kernel.sim.ScriptFailures;
import io.fogisles.kernel.sim.Summary;
import java.util.List;

/** {@code simulate --json}: the same figures as the table, intervals and failures included. */
final class SimulationJson {
    private SimulationJson() {
    }

    static ObjectNode of(Run r) {
        if (!r.paired()) return summary(r.single(), r.a(), r.options(), r.seconds(), r.failures(""));
        Comparison c = r.comparison();
        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("pairs", c.pairs());
        if (r.options().auto) {
            ObjectNode auto = root.putObject("auto");
            auto.put("precision", r.options().precision);
            auto.put("until", SimulationTable.shortName(r.options().until));
            auto.put("maxGames", r.options().maxGames);
        }
        root.set("a", summary(c.a(), r.a(), r.options(), r.seconds(), r.failures("A")));
        root.set("b", summary(c.b(), r.b(), r.options(), r.seconds(), r.failures("B")));
        ObjectNode diffs = root.putObject("differences");
        diffs.put("confidence", 1 - Estimate.ERROR_RATE);
        ObjectNode rows = diffs.putObject("rows");
        for (Comparison.Difference d : c.rows()) rows.set(SimulationTable.shortName(d.id()), difference(d));
        diffs.set("rounds", difference(c.rounds()));
        ArrayNode seats = diffs.putArray("winRateBySeat");
        for (Comparison.Difference d : c.winRateBySeat()) seats.add(difference(d));
        // the mean differences alone, as before the intervals were added (scripts may read them)
        ObjectNode delta = root.putObject("delta");
        ObjectNode meanRows = delta.putObject("meanRows");
        for (Comparison.Difference d : c.rows()) meanRows.put(SimulationTable.shortName(d.id()), round(d.delta().value(), 3));
        delta.put("meanRounds", round(c.rounds().delta().value(), 3));
        ObjectNode byBot = delta.putObject("winRateByBot");
        c.a().winRateByBot().forEach((k, v) -> {
            Double other = c.b().winRateByBot().get(k);
            if (other != null) byBot.put(k, round(other - v, 4));
        });
        return root;
    }

    private static ObjectNode difference(Comparison.Difference d) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        if (d.a() != null) n.put("a", round(d.a(), 4));
        if (d.b() != null) n.put("b", round(d.b(), 4));
        n.put("difference", round(d.delta().value(), 4));
        interval(n, d.delta());
        n.put("significant", d.significant());
        return n;
    }

    private static void interval(ObjectNode n, Estimate e) {
        if (Double.isNaN(e.low())) {
            n.putNull("low");
            n.putNull("high");
        } else {
            n.put("low", round(e.low(), 4));
            n.put("high", round(e.high(), 4));
        }
    }

    static ObjectNode summary(Summary s, Config config, Options o, double seconds, List<ScriptFailures.Failure> failures) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        ObjectNode cfg = root.putObject("config");
        cfg.put("game", o.game);
        cfg.putPOJO("modules", config.modules());
        cfg.putPOJO("options", config.options());
        cfg.put("players", config.players());
        cfg.putPOJO("bots", config.bots());
        cfg.putPOJO("houseRules", config.houseRules()); // tells A from B when a rule is measured on its own
        if (!config.ruleOptions().isEmpty()) cfg.putPOJO("ruleOptions", config.ruleOptions());
        cfg.put("rotate", config.rotating());
        cfg.put("seed", o.seed);
        cfg.put("threads", o.threads);
        root.put("games", s.games());
        root.put("seconds", round(seconds, 3));
        root.put("gamesPerSecond", round(seconds <= 0 ? 0 : s.games() / seconds, 1));
        root.put("decisions", s.decisions());
        ObjectNode win = root.putObject("winRate");
        ArrayNode seats = win.putArray("bySeat");
        for (Estimate w : s.winRateBySeat()) seats.add(round(w.value(), 4));
        ArrayNode intervals = win.putArray("bySeatInterval"); // Wilson score intervals, 95 %
        for (Estimate w : s.winRateBySeat()) {
            ObjectNode n = intervals.addObject();
            n.put("rate", round(w.value(), 4));
            interval(n, w);
        }
        ObjectNode byBot = win.putObject("byBot");
        s.winRateByBot().forEach((k, v) -> byBot.put(k, round(v, 4)));
        ObjectNode rows = root.putObject("rows");
        s.rows().forEach((k, v) -> rows.set(SimulationTable.shortName(k), stat(v)));
        root.set("rounds", stat(s.rounds()));
        ObjectNode ends = root.putObject("endReasons");
        s.endReasons().forEach(ends::put);
        ObjectNode endRates = root.putObject("endReasonRates"); // each reason's share of the games with its Wilson interval (95 %)
        s.endReasons().forEach((k, v) -> {
            Estimate e = Estimate.proportion(v, s.games());
            ObjectNode n = endRates.putObject(k);
            n.put("rate", round(e.value(), 4));
            interval(n, e);
        });
        root.put("scriptProblems", s.scriptProblems());
        root.set("failures", failures(failures));
        root.put("cpuMillisPerGame", round(s.cpuMillisPerGame(), 3));
        root.set("houseRules", ruleUse(s));
        ObjectNode facts = root.putObject("facts"); // fact → bot level → share of players' games (GameFacts)
        s.facts().forEach((fact, byLevel) -> {
            ObjectNode f = facts.putObject(fact);
            byLevel.forEach((level, e) -> {
                ObjectNode n = f.putObject(level);
                n.put("rate", round(e.value(), 4));
                interval(n, e);
            });
        });
        return root;
    }

    /** What each house rule did and cost (issue 34): per game figures and the totals they come from. */
    static ArrayNode ruleUse(Summary s) {
        ArrayNode out = Json.MAPPER.createArrayNode();
        for (RuleUse.Use u : s.ruleUse()) {
            ObjectNode n = out.addObject();
            n.put("rule", u.rule());
            n.put("games", u.games());
            n.put("cpuMillisPerGame", round(u.cpuMillisPerGame(), 4));
            ArrayNode hooks = n.putArray("hooks");
            for (RuleUse.Hook h : u.hooks()) {
                ObjectNode k = hooks.addObject();
                k.put("hook", h.hook());
                k.put("calls", h.calls());
                k.put("failed", h.failed());
                k.put("callsPerGame", round(u.games() == 0 ? 0 : (double) h.calls() / u.games(), 3));
                k.put("cpuMillisPerGame", round(u.games() == 0 ? 0 : h.cpuNanos() / 1e6 / u.games(), 4));
            }
            ArrayNode vetoes = n.putArray("vetoes");
            for (RuleUse.Veto v : u.vetoes()) {
                ObjectNode k = vetoes.addObject();
                k.put("hook", v.hook());
                k.put("actionType", v.actionType());
                k.put("asked", v.asked());
                k.put("forbidden", v.forbidden());
            }
            ObjectNode events = n.putObject("events");
            u.events().forEach(events::put);
        }
        return out;
    }

    static ArrayNode failures(List<ScriptFailures.Failure> list) {
        ArrayNode out = Json.MAPPER.createArrayNode();
        for (ScriptFailures.Failure f : list) {
            ObjectNode n = out.addObject();
            n.put(f.houseRule() ? "houseRule" : "module", f.unit());
            n.put("games", f.games());
            n.put("threw", f.threw());
            n.put("ranTooLong", f.ranTooLong());
            n.put("switchedOff", f.switchedOff());
            ObjectNode first = n.putObject("firstError");
            first.put("game", f.firstGame() + 1);
            first.put("round", f.firstRound());
            first.put("file", f.first().file());
            first.put("line", f.first().line());
            first.put("column", f.first().column());
            first.put("message", f.first().message());
            first.put("text", f.first().toString());
        }
        return out;
    }

    private static ObjectNode stat(Summary.Stat s) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("mean", round(s.mean().value(), 3));
        interval(n, s.mean());
        n.put("median", s.median());
        n.put("p10", s.p10());
        n.put("p25", s.p25());
        n.put("p75", s.p75());
        n.put("p90", s.p90());
        n.put("min", s.min());
        n.put("max", s.max());
        return n;
    }

    static double round(double v, int digits) {
        double f = Math.pow(10, digits);
        return Math.round(v * f) / f;
    }
}
