package io.fogisles.client.modules.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.client.core.EngineFixture;
import io.fogisles.client.core.Session;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.NebelGame;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The log lines of the B sides' spaces (module nebelwind-b-side, N14): each is written from its event's data alone
 * (who, what kind, how many, with whom), in English, German and French; and in whole B-side games every one of these
 * events reaches the log and reads as words. Three seats: Red (0), Green (1), Yellow (2).
 */
class NebelBSideLogTest {
    private static final List<String> TYPES = List.of("nebelwind:resource-named", "nebelwind:resources-taken", "nebelwind:taken-from",
            "nebelwind:character-given", "nebelwind:paid", "nebelwind:swapped", "nebelwind:space-used");

    private static String line(Session s, String lang, GameEvent e) {
        s.text.lang(lang);
        return s.format(new Session.LogEntry(1, e.seat(), e, null, List.of()));
    }

    @Test
    @DisplayName("N14.1-N14.10: each B-side event is a log line that says what the event says, in English, German and French")
    void eachEventIsALineInThreeLanguages() {
        RuleSet rules = EngineFixture.rules(3, "nebelwind", "nebelwind-b-side");
        Session s = EngineFixture.session(rules, 3);
        int green = rules.service(NebelGame.class).rules.participantOf[1];
        Map<GameEvent, List<String>> expected = new LinkedHashMap<>();
        expected.put(GameEvent.of("nebelwind:resource-named", 0, "resource", "coins", "by", green, "take", 5),
                List.of("Green names coins: Red takes 5 resources, none of them coins.", "Grün nennt Münzen: Rot nimmt 5 Ressourcen außer Münzen.",
                        "Vert nomme pièces : Rouge prend 5 ressources, sauf pièces."));
        expected.put(GameEvent.of("nebelwind:resources-taken", 2, "resource", "wood", "count", 2, "space", 5, "how", "take"),
                List.of("Yellow takes 2 wood (resource space 5).", "Gelb nimmt 2 Holz (Ressourcenfeld 5).", "Jaune prend 2 bois (case de ressources 5)."));
        expected.put(GameEvent.of("nebelwind:resources-taken", 0, "resource", "krill", "count", 1, "space", 2, "how", "bonus"),
                List.of("Red takes 1 krill (bonus of resource space 2).", "Rot nimmt 1 Krill (Bonus von Ressourcenfeld 2).",
                        "Rouge prend 1 krill (bonus de la case de ressources 2)."));
        expected.put(GameEvent.of("nebelwind:resources-taken", 1, "resource", "steel", "count", 1, "space", 5, "how", "share"),
                List.of("Green takes 1 steel (share of resource space 5).", "Grün nimmt 1 Stahl (Anteil an Ressourcenfeld 5).",
                        "Vert prend 1 acier (part de la case de ressources 5)."));
        expected.put(GameEvent.of("nebelwind:taken-from", 1, "resource", "wood", "count", 1, "from", 2),
                List.of("Green takes 1 wood from Yellow.", "Grün nimmt 1 Holz von Gelb.", "Vert prend 1 bois à Jaune."));
        expected.put(GameEvent.of("nebelwind:character-given", 0, "character", "krill-herder", "to", 2),
                List.of("Red gives Krill herder to Yellow.", "Rot gibt Krillhirtin an Gelb.", "Rouge donne Bergère de krill à Jaune."));
        expected.put(GameEvent.of("nebelwind:paid", 0, "resource", "steel", "to", 1),
                List.of("Red pays 1 steel to Green.", "Rot zahlt 1 Stahl an Grün.", "Rouge paie 1 acier à Vert."));
        expected.put(GameEvent.of("nebelwind:paid", 0, "resource", "wood", "to", -1),
                List.of("Red pays 1 wood to the supply.", "Rot zahlt 1 Holz an den Vorrat.", "Rouge paie 1 bois à la réserve."));
        expected.put(GameEvent.of("nebelwind:paid", 2, "resource", "coins", "to", 0, "count", 2),
                List.of("Yellow pays 2 coins to Red.", "Gelb zahlt 2 Münzen an Rot.", "Jaune paie 2 pièces à Rouge."));
        expected.put(GameEvent.of("nebelwind:swapped", 0, "gave", "wood", "took", "coins", "with", 1),
                List.of("Red swaps 1 wood for 1 coins with Green.", "Rot tauscht mit Grün 1 Holz gegen 1 Münzen.", "Rouge échange 1 bois contre 1 pièces avec Vert."));
        expected.put(GameEvent.of("nebelwind:space-used", 2, "area", "worker", "space", 4),
                List.of("Yellow uses through worker space 5: Worker tableau, space 4.", "Gelb nutzt über Arbeiterfeld 5: Arbeitertableau, Feld 4.",
                        "Jaune utilise via la case d'ouvriers 5 : Tableau des ouvriers, case 4."));
        Set<String> covered = new TreeSet<>();
        for (Map.Entry<GameEvent, List<String>> e : expected.entrySet()) {
            List<String> langs = List.of("en", "de", "fr");
            for (int i = 0; i < 3; i++) assertEquals(e.getValue().get(i), line(s, langs.get(i), e.getKey()), langs.get(i) + ": " + e.getKey());
            covered.add(e.getKey().type());
        }
        assertEquals(new TreeSet<>(TYPES), covered, "every B-side event has its line here");
    }

    @Test
    @DisplayName("N14.1-N14.10: in whole B-side games (solo, three and five people) every B-side event reaches the log, and each of its lines reads as words")
    void wholeGamesLogEveryBSideEvent() {
        Set<String> seen = new TreeSet<>();
        for (int seats : new int[] {1, 3, 5}) {
            RuleSet rules = EngineFixture.rules(seats, "nebelwind", "nebelwind-b-side");
            Session session = EngineFixture.session(rules, 40 + seats);
            Game g = session.table.localGame();
            Rng rng = new Rng(seats + 7);
            IntList codes = new IntList();
            for (int step = 0; step < 20000 && !g.isOver(); step++) {
                g.legalCodes(codes);
                assertTrue(session.submit(g.pendingSeat(), g.decode(codes.get(rng.nextInt(codes.size())))).accepted());
            }
            assertTrue(g.isOver(), seats + " seats: the game ended");
            session.text.lang("en");
            for (Session.LogEntry e : session.log()) {
                if (e.event() == null || !TYPES.contains(e.event().type())) continue;
                seen.add(e.event().type());
                String line = session.format(e);
                assertFalse(line.contains("{") || line.contains("nebelwind") || line.contains("?") || line.startsWith(" ") || line.contains("  "), "a log line in words: " + line);
            }
        }
        assertEquals(new TreeSet<>(TYPES), seen, "every B-side event was logged");
    }
}
