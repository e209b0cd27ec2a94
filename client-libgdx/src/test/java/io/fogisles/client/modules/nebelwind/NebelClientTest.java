package io.fogisles.client.modules.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.client.core.EngineFixture;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.NebelAction;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Nebelwind's client part without a window: every legal option of whole games (solo with three automata, two people
 * with two, four and five people) is bound to a gesture and named, and the options that share a gesture (a whale's
 * loads and deliveries, what to build at a port) have different names in the menu that then opens; a chip is placed
 * by clicking the space of its number, a discard by clicking the chip; every log line, the automata's included,
 * reads as words; the map draws every port at a place of its own.
 */
class NebelClientTest {
    static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @Test
    void everyOptionOfWholeGamesIsBoundAndNamedAndEveryLogLineReads() {
        wholeGames(new int[] {1, 2, 4, 5}, "nebelwind");
    }

    /** The same with the tableaux' B sides (module nebelwind-b-side, rules N14): their questions, other seats' included, are bound and named too. */
    @Test
    void theBSidesQuestionsAreBoundAndNamed() {
        Set<String> decisions = wholeGames(new int[] {1, 2, 3, 5}, "nebelwind", "nebelwind-b-side");
        assertTrue(decisions.containsAll(List.of("nebelwind:take-but", "nebelwind:two-and-three", "nebelwind:keep-give", "nebelwind:swap")), "B-side questions came up: " + decisions);
    }

    private static Set<String> wholeGames(int[] counts, String... modules) {
        Set<String> all = new TreeSet<>();
        for (int seats : counts) {
            RuleSet rules = EngineFixture.rules(seats, modules);
            Session session = EngineFixture.session(rules, 21 + seats);
            Game g = session.table.localGame();
            Rng rng = new Rng(seats);
            IntList codes = new IntList();
            Set<String> decisions = new HashSet<>();
            for (int step = 0; step < 20000 && !g.isOver(); step++) {
                int seat = g.pendingSeat();
                TurnModel turn = session.turn(seat);
                decisions.add(g.pending().id());
                assertEquals(g.legalActions().size(), turn.bindings().size());
                Map<List<String>, Set<String>> names = new HashMap<>();
                for (Binding b : turn.bindings()) {
                    assertNotEquals("client.action.unknown", b.labelKey(), "bound: " + b.action());
                    assertNotEquals("action.nebelwind:option", b.labelKey(), "bound: " + b.action());
                    assertTrue(session.text.has(b.labelKey()), "named: " + b.labelKey());
                    if (b.action() instanceof NebelAction.Place p && !p.area().equals("none")) {
                        assertEquals(NebelBinder.space(NebelAction.AREAS.indexOf(p.area()), p.chip() - 1), b.target(), "a chip goes on the space of its number: " + b);
                        assertEquals(p, new NebelBinder(rules.service(NebelGame.class)).propose(null, seat, "nebelwind:place", null, b.target()), "the click means the action");
                    }
                    if (b.action() instanceof NebelAction.Discard d && d.chips().size() == 1) assertEquals(NebelBinder.chip(seat, d.chips().get(0)), b.target());
                    List<String> gesture = b.target() == null ? List.of(b.labelKey()) : List.of(String.valueOf(b.source()), String.valueOf(b.target()));
                    String name = session.text.t(b.labelKey(), b.labelArgs().toArray());
                    assertTrue(names.computeIfAbsent(gesture, k -> new HashSet<>()).add(name), "the choices on one gesture differ by name: " + name + " " + b);
                }
                g.legalCodes(codes);
                assertTrue(session.submit(seat, g.decode(codes.get(rng.nextInt(codes.size())))).accepted());
            }
            assertTrue(g.isOver(), seats + " seats: the game ended");
            assertTrue(decisions.containsAll(List.of("nebelwind:discard", "nebelwind:place", "nebelwind:move", "nebelwind:cargo")),
                    "the common decisions came up: " + decisions);
            int lines = 0, automata = 0;
            for (Session.LogEntry e : session.log()) {
                String line = session.format(e);
                lines++;
                if (e.event() != null && e.event().seat() < 0 && e.event().type().equals("nebelwind:placed")) automata++;
                assertFalse(line.contains("{") || line.contains("nebelwind") || line.contains("?") || line.startsWith(" "), "a log line in words: " + line);
            }
            assertTrue(lines > 40, "the game was logged: " + lines);
            if (seats <= 2) assertTrue(automata > 10, "the automata's chips are logged one by one: " + automata);
            all.addAll(decisions);
        }
        return all;
    }

    @Test
    void theMapDrawsEveryPortAtAPlaceOfItsOwn() {
        NebelData d = EngineFixture.rules(3, "nebelwind").service(NebelGame.class).data;
        float[][] at = MapPanel.layout(d);
        for (int p = 0; p < at.length; p++) {
            assertTrue(at[p][0] > 0 && at[p][0] < 1 && at[p][1] > 0 && at[p][1] < 1, "inside the map: " + d.ports.get(p).id());
            for (int q = 0; q < p; q++)
                assertTrue(Math.hypot(at[p][0] - at[q][0], at[p][1] - at[q][1]) > 0.08, d.ports.get(p).id() + " and " + d.ports.get(q).id() + " apart");
        }
    }

    @Test
    void everyWordTheClientPartUsesIsInEnglishGermanAndFrench() throws IOException {
        Set<String> used = new TreeSet<>();
        Pattern key = Pattern.compile("\"(nebelwind\\.[a-z0-9.-]*[a-z0-9])\"");
        try (Stream<Path> files = Files.walk(ROOT.resolve("games/nebelwind/client/src/main/java"))) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                Matcher m = key.matcher(Files.readString(f));
                while (m.find()) used.add(m.group(1));
            }
        }
        assertTrue(used.size() > 20, "found the client part's keys: " + used);
        for (String lang : List.of("en", "de", "fr")) {
            Properties p = new Properties();
            p.load(new StringReader(Files.readString(ROOT.resolve("games/nebelwind/nebelwind/i18n/messages_" + lang + ".properties"), StandardCharsets.UTF_8)));
            Set<String> missing = new TreeSet<>(used);
            missing.removeAll(p.stringPropertyNames());
            assertEquals(new TreeSet<>(), missing, "missing in " + lang);
        }
    }
}
