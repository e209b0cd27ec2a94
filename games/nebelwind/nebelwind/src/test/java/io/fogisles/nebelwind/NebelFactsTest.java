package io.fogisles.nebelwind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.sim.Estimate;
import io.fogisles.kernel.sim.GamePool;
import io.fogisles.kernel.sim.Simulation;
import io.fogisles.kernel.sim.Summary;
import io.fogisles.kernel.sim.Tally;
import io.fogisles.kernel.state.GameState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The balance facts that {@code simulate} reports for Nebelwind (rules section E), counted against the games' final states. */
class NebelFactsTest {

    @Test
    @DisplayName("Section E: simulate's facts list every character and achievement, and each share is the players' games whose final state holds the card")
    void factsMatchTheFinalStates() throws InterruptedException {
        RuleSet rules = Fixtures.rules(3);
        NebelGame g = rules.service(NebelGame.class);
        Simulation sim = new Simulation(rules, BotRegistry.of(rules));
        List<String> levels = List.of("random", "greedy", "random");
        int games = 6;
        Map<String, int[]> expected = new HashMap<>(); // fact → {held, players' games} for each level counted apart
        Tally one = sim.newTally();
        for (int i = 0; i < games; i++) {
            Game game = sim.playGame(Simulation.gameSeed(5, i), levels);
            one.add(i, game, levels);
            GameState s = game.state();
            for (int seat = 0; seat < 3; seat++) {
                String level = levels.get(seat);
                for (var c : g.data.characters) expected.computeIfAbsent("character:" + c.id() + "/" + level, k -> new int[2])[1]++;
                for (var a : g.data.achievements) expected.computeIfAbsent("achievement:" + a.id() + "/" + level, k -> new int[2])[1]++;
                int zone = g.state.characters.of(seat);
                for (int k = 0; k < s.size(zone); k++)
                    expected.get("character:" + g.data.characters.get(g.state.character(s.piece(zone, k))).id() + "/" + level)[0]++;
                for (int k = 0; k < 4; k++)
                    if (s.get(g.state.achievementOwner, 0, k) == seat)
                        expected.get("achievement:" + g.data.achievements.get(s.get(g.state.achievementLaid, 0, k)).id() + "/" + level)[0]++;
            }
        }
        Summary summary = one.summary(1);
        assertEquals(g.data.characters.size() + g.data.achievements.size(), summary.facts().size(), "36 characters and 24 achievements");
        int hired = 0;
        for (var f : summary.facts().entrySet()) {
            assertEquals(List.of("greedy", "random"), List.copyOf(f.getValue().keySet()), f.getKey());
            for (var byLevel : f.getValue().entrySet()) {
                int[] want = expected.get(f.getKey() + "/" + byLevel.getKey());
                Estimate e = byLevel.getValue();
                assertEquals((double) want[0] / want[1], e.value(), 1e-12, f.getKey() + " " + byLevel.getKey());
                assertTrue(e.low() <= e.value() && e.value() <= e.high(), "a Wilson interval around the share");
                if (f.getKey().startsWith("character:")) hired += want[0];
            }
        }
        assertTrue(hired > 0, "some characters were hired in " + games + " games");

        // the same games played by the simulation's workers, merged from their tallies, give the same facts
        Tally merged = sim.newTally();
        try (GamePool pool = new GamePool(2)) {
            sim.tally(pool, 5, 0, games, levels, false, merged, null);
        }
        assertEquals(summary.facts(), merged.summary(1).facts());
    }
}
