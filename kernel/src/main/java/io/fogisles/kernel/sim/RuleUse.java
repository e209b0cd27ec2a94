package io.fogisles.kernel.sim;

import io.fogisles.kernel.game.HookTally;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What each house rule did in a configuration's games, for {@code simulate} (issue 34): how often each of its
 * hooks ran and failed and the CPU time spent in it, what each veto was asked and forbade by action type, and
 * the events the rule raised of its own by type. A rule that makes the bots' games slower (a score row that a
 * greedy bot asks for every option) shows up in its CPU time per game. Counted in the games and in the bots'
 * look-ahead copies of them (their cost is the rule's too). Sums are whole numbers, so merging the workers'
 * counts in any order gives the same result; like {@link Tally} it is {@link java.io.Serializable}.
 */
public final class RuleUse implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    /** One hook of a rule over the games: calls, failed calls, CPU time (ns). {@code hook} as the author wrote it: {@code rule.on('kernel:round-started')}. */
    public record Hook(String rule, String hook, long calls, long failed, long cpuNanos) {
    }

    /** A veto over the games, for one action type: options asked about, options forbidden. */
    public record Veto(String rule, String hook, String actionType, long asked, long forbidden) {
    }

    /** One rule's use: its hooks (in the order they first ran), vetoes, own events by type, and its CPU time in all. */
    public record Use(String rule, long games, List<Hook> hooks, List<Veto> vetoes, Map<String, Long> events, long cpuNanos) {
        /** The CPU time spent in the rule's hooks per game, in milliseconds. */
        public double cpuMillisPerGame() {
            return games == 0 ? 0 : cpuNanos / 1e6 / games;
        }
    }

    private final Set<String> rules;
    private final TreeMap<String, TreeMap<String, long[]>> hooks = new TreeMap<>(); // rule → hook → {calls, failed, cpu}
    private final TreeMap<String, TreeMap<String, long[]>> vetoes = new TreeMap<>(); // rule → "hook\0type" → {asked, forbidden}
    private final TreeMap<String, TreeMap<String, long[]>> events = new TreeMap<>(); // rule → type → {count}
    private long games;

    /** @param rules the house rules' ids (a module's scripts are not counted) */
    public RuleUse(Set<String> rules) {
        this.rules = Set.copyOf(rules);
    }

    /** Adds one finished game's tally (nothing when it did not count). */
    public void add(HookTally t) {
        if (rules.isEmpty()) return;
        games++;
        for (HookTally.Count c : t.counts()) {
            if (!rules.contains(c.unit())) continue;
            long[] n = hooks.computeIfAbsent(c.unit(), k -> new TreeMap<>()).computeIfAbsent(hookName(c.unit(), c.kind().id(), c.id()), k -> new long[3]);
            n[0] += c.ran();
            n[1] += c.failed();
            n[2] += c.cpuNanos();
        }
        for (HookTally.VetoCount v : t.vetoCounts()) {
            if (!rules.contains(v.unit())) continue;
            long[] n = vetoes.computeIfAbsent(v.unit(), k -> new TreeMap<>()).computeIfAbsent(hookName(v.unit(), "veto", v.id()) + "\0" + v.actionType(), k -> new long[2]);
            n[0] += v.asked();
            n[1] += v.forbidden();
        }
        t.ownEvents().forEach((type, count) -> {
            int colon = type.indexOf(':');
            String rule = colon < 0 ? "" : type.substring(0, colon);
            if (rules.contains(rule)) events.computeIfAbsent(rule, k -> new TreeMap<>()).computeIfAbsent(type, k -> new long[1])[0] += count;
        });
    }

    /** Adds another worker's counts of the same configuration. */
    public void addAll(RuleUse o) {
        games += o.games;
        merge(hooks, o.hooks);
        merge(vetoes, o.vetoes);
        merge(events, o.events);
    }

    private static void merge(TreeMap<String, TreeMap<String, long[]>> into, TreeMap<String, TreeMap<String, long[]>> from) {
        from.forEach((rule, byKey) -> byKey.forEach((key, n) -> {
            long[] m = into.computeIfAbsent(rule, k -> new TreeMap<>()).computeIfAbsent(key, k -> new long[n.length]);
            for (int i = 0; i < n.length; i++) m[i] += n[i];
        }));
    }

    /** Each rule's use, by rule id (only the rules given; a rule whose hooks never ran has no hooks). */
    public List<Use> uses() {
        List<Use> out = new ArrayList<>();
        for (String rule : new java.util.TreeSet<>(rules)) {
            List<Hook> hs = new ArrayList<>();
            long cpu = 0;
            for (var e : hooks.getOrDefault(rule, new TreeMap<>()).entrySet()) {
                hs.add(new Hook(rule, e.getKey(), e.getValue()[0], e.getValue()[1], e.getValue()[2]));
                cpu += e.getValue()[2];
            }
            List<Veto> vs = new ArrayList<>();
            vetoes.getOrDefault(rule, new TreeMap<>()).forEach((k, n) -> vs.add(new Veto(rule, k.substring(0, k.indexOf('\0')), k.substring(k.indexOf('\0') + 1), n[0], n[1])));
            Map<String, Long> ev = new TreeMap<>();
            events.getOrDefault(rule, new TreeMap<>()).forEach((k, n) -> ev.put(k, n[0]));
            out.add(new Use(rule, games, List.copyOf(hs), List.copyOf(vs), ev, cpu));
        }
        return out;
    }

    /**
     * A hook as its author wrote it: {@code rule.on('kernel:round-started')}, {@code rule.scoreRow('x')},
     * {@code rule.veto}. Hooks of the same call and target (two {@code rule.on} for one event, two vetoes) are counted together.
     */
    static String hookName(String rule, String kind, String id) {
        String call = switch (kind) {
            case "score" -> "scoreRow";
            case "adjust" -> "adjustScore";
            case "tie-break" -> "tieBreak";
            default -> kind;
        };
        // ids: "rule:name" for a row, "rule:kind/N/target" for the others (see rule-api.js)
        String target = kind.equals("score") ? id.substring(id.indexOf(':') + 1) : id.substring(id.indexOf('/', id.indexOf(kind + "/") + kind.length() + 1) + 1);
        if (!kind.equals("on") && !kind.equals("before") && !kind.equals("after") && !kind.equals("score") && !kind.equals("adjust")) return "rule." + call;
        return "rule." + call + "('" + target + "')";
    }
}
