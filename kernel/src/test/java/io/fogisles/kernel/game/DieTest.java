package io.fogisles.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.toy.ToyPlugin;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The kernel's dice: faces from data, rolls from the game's RNG, kept in the state and journaled. */
class DieTest {
    private static final RuleSet RULES = ToyFixture.toyRules(2);
    private static final ToyPlugin.ToyState S = RULES.service(ToyPlugin.ToyState.class);
    private static final List<String> FACES = List.of("sun", "moon", "star", "moon");

    private static List<String> rolls(long seed, Die<String> die, int n) {
        try (Game g = RULES.newGame(seed, true)) {
            GameContext ctx = g.context();
            List<String> out = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String face = die.roll(ctx);
                assertEquals(face, die.showing(g.state()), "the face rolled is the one the state shows");
                out.add(face);
            }
            return out;
        }
    }

    @Test
    @DisplayName("a die rolls its faces from the game's seeded RNG: same seed, same faces; another seed, other faces")
    void seeded() {
        Die<String> die = Die.of("toy:symbols", FACES, S.die);
        assertEquals(rolls(4, die, 30), rolls(4, die, 30));
        assertNotEquals(rolls(4, die, 30), rolls(5, die, 30));
        assertEquals(new HashSet<>(FACES), new HashSet<>(rolls(4, die, 60)), "every face comes up");
    }

    @Test
    @DisplayName("a die keeps the face index, so repeated faces stay apart; a storing die keeps the face's value")
    void whatTheStateKeeps() {
        try (Game g = RULES.newGame(4, true)) {
            GameContext ctx = g.context();
            Die<String> byIndex = Die.of("toy:symbols", FACES, S.die);
            assertNull(byIndex.showing(g.state()), "nothing shows before the first roll");
            for (int i = 0; i < 20; i++) {
                String face = byIndex.roll(ctx);
                assertEquals(face, FACES.get(g.state().get(S.die)));
            }
            Die<Integer> pips = Die.storing("toy:pips", List.of(10, 20, 30), S.die, f -> f * 2);
            int rolled = pips.reroll(ctx);
            assertEquals(rolled * 2, g.state().get(S.die));
            assertEquals(rolled, pips.showing(g.state()));
        }
    }

    @Test
    @DisplayName("a roll is journaled as a random draw and a state change, so undo cannot take it back")
    void journaled() {
        try (Game g = RULES.newGame(4, true)) {
            int mark = g.journal().mark();
            Die.of("toy:symbols", FACES, S.die).roll(g.context());
            List<Change> since = g.journal().since(mark);
            assertTrue(since.stream().anyMatch(c -> c instanceof Change.RngUsed), "the draw is recorded");
            assertTrue(since.stream().anyMatch(c -> c instanceof Change.VarSet v && v.var() == S.die), "the face is recorded");
        }
    }

    @Test
    @DisplayName("a die needs faces")
    void noFaces() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Die.of("toy:none", List.of(), S.die));
        assertTrue(e.getMessage().contains("toy:none"), e.getMessage());
    }
}
