package io.fogisles.client.modules.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.balmy.BalmyAction;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.client.core.EngineFixture;
import io.fogisles.client.core.Session;
import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.Target;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Balmy Balloonists' client part without a window: every legal action of whole games (two balloons each at 2 players,
 * one each at 4, with the storm) is bound to a gesture and named; a card played on a balloon is a drag onto that
 * balloon with the way it is used; every log line reads as words; the polar map's geometry finds the field it draws.
 */
class BalmyClientTest {
    static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @Test
    void everyActionOfWholeGamesIsBoundAndNamedAndEveryLogLineReads() {
        for (int seats : new int[] {2, 4}) {
            RuleSet rules = EngineFixture.rules(seats, "balmy-balloonists", "balmy-storm");
            BalmyGame bg = rules.service(BalmyGame.class);
            Session session = EngineFixture.session(rules, 11 + seats);
            Game g = session.table.localGame();
            Rng rng = new Rng(seats);
            IntList codes = new IntList();
            Set<String> decisions = new HashSet<>();
            for (int step = 0; step < 4000 && !g.isOver(); step++) {
                int seat = g.pendingSeat();
                TurnModel turn = session.turn(seat);
                decisions.add(g.pending().id());
                assertEquals(g.legalActions().size(), turn.bindings().size());
                for (Binding b : turn.bindings()) {
                    assertNotEquals("client.action.unknown", b.labelKey(), "bound: " + b.action());
                    assertTrue(session.text.has(b.labelKey()), "named: " + b.labelKey());
                    if (b.action() instanceof BalmyAction.Play p) {
                        assertEquals(new Target.Piece(p.card()), b.source(), "a card is picked up: " + b);
                        assertEquals(BalmyBinder.balloon(BalmyGame.USES.indexOf(p.use()), p.onto()), b.target(), "and put on the balloon: " + b);
                        assertEquals(b.action(), new BalmyBinder(bg).propose(null, seat, "balmy-balloonists:card", b.source(), b.target()), "the gesture means the action");
                    }
                    if (b.action() instanceof BalmyAction.Exchange e && e.card() >= 0) assertTrue(b.source() != null && b.target() != null, "an exchange is a drag: " + b);
                }
                Set<List<String>> gestures = new HashSet<>();
                for (Binding b : turn.bindings()) // a drag or click by what it touches, a button by its name
                    assertTrue(gestures.add(b.target() == null ? List.of(b.labelKey()) : List.of(String.valueOf(b.source()), String.valueOf(b.target()))),
                            "no two actions share a gesture: " + b);
                g.legalCodes(codes);
                assertTrue(session.submit(seat, g.decode(codes.get(rng.nextInt(codes.size())))).accepted());
            }
            assertTrue(g.isOver(), seats + " seats: the game ended");
            assertTrue(decisions.containsAll(List.of("balmy-balloonists:card", "balmy-balloonists:altitude")), "the common decisions came up: " + decisions);
            int lines = 0;
            for (Session.LogEntry e : session.log()) {
                String line = session.format(e);
                lines++;
                assertFalse(line.contains("{") || line.contains("balmy-") || line.contains("balmy."), "a log line in words: " + line);
            }
            assertTrue(lines > 50, "the game was logged: " + lines);
        }
    }

    @Test
    void theMapFindsEveryFieldWhereItDrawsIt() {
        RuleSet rules = EngineFixture.rules(2, "balmy-balloonists");
        BalmyGame g = rules.service(BalmyGame.class);
        PolarMap geo = new PolarMap(g.map);
        geo.place(400, 300, 280);
        for (int lane = 1; lane <= g.map.lanes(); lane++) {
            for (int f = 0; f < g.map.length(lane); f++) {
                float x = geo.fieldX(lane, f, false), y = geo.fieldY(lane, f, false);
                assertEquals(lane, geo.laneAt(x, y), "lane of " + lane + ":" + f);
                assertEquals(f, geo.fieldAt(lane, x, y), "field of " + lane + ":" + f);
            }
        }
        // the start line points down and fields count counter-clockwise: field 0 lies right of the line, the last one left of it
        assertTrue(geo.fieldX(3, 0, false) > 400 && geo.fieldY(3, 0, false) < 300);
        assertTrue(geo.fieldX(3, g.map.length(3) - 1, false) < 400);
        assertEquals(0, geo.laneAt(400, 300), "the pole is the polar high");
        assertEquals(-1, geo.laneAt(400, 300 - 279), "the rim is the trough");
    }

    @Test
    void everyWordTheClientPartUsesIsInEnglishGermanAndFrench() throws IOException {
        Set<String> used = new TreeSet<>();
        Pattern key = Pattern.compile("\"(balmy\\.[a-z0-9.-]*[a-z0-9])\"");
        try (Stream<Path> files = Files.walk(ROOT.resolve("games/balmy-balloonists/client/src/main/java"))) {
            for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                Matcher m = key.matcher(Files.readString(f));
                while (m.find()) used.add(m.group(1));
            }
        }
        assertTrue(used.size() > 20, "found the client part's keys: " + used);
        for (String lang : List.of("en", "de", "fr")) {
            Properties p = new Properties();
            p.load(new StringReader(Files.readString(ROOT.resolve("games/balmy-balloonists/balmy-balloonists/i18n/messages_" + lang + ".properties"), StandardCharsets.UTF_8)));
            Set<String> missing = new TreeSet<>(used);
            missing.removeAll(p.stringPropertyNames());
            assertEquals(new TreeSet<>(), missing, "missing in " + lang);
        }
    }
}
