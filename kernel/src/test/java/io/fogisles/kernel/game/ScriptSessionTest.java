package io.fogisles.kernel.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.toy.ToyFixture;
import io.fogisles.kernel.toy.ToyPlugin;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Which games share script top-level variables. The toy's effect {@code toy:tally} counts its calls in a
 * top-level variable and writes the count into the state after every pick, so the state shows which
 * script session a game's calls went to.
 */
class ScriptSessionTest {

    private static int tally(Game g) {
        return g.state().get(g.rules().service(ToyPlugin.ToyState.class).tally);
    }

    /** Plays picks of 1 and returns the tally after each. */
    private static List<Integer> play(Game g, int picks) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < picks; i++) {
            assertTrue(g.submit(g.pendingSeat(), new ToyPlugin.Add(1)).accepted());
            out.add(tally(g));
        }
        return out;
    }

    @Test
    @DisplayName("two interactive games played one after another on one thread start with fresh script variables")
    void interactiveGamesDoNotShare() {
        RuleSet rules = ToyFixture.toyRules(2);
        List<Integer> first;
        try (Game a = rules.newGame(5, true)) {
            first = play(a, 4);
        }
        try (Game b = rules.newGame(5, true)) {
            assertEquals(first, play(b, 4));
        }
        assertEquals(List.of(1, 2, 3, 4), first);
    }

    @Test
    @DisplayName("two interactive games played in turns keep their own script variables")
    void interleavedGames() {
        RuleSet rules = ToyFixture.toyRules(2);
        try (Game a = rules.newGame(5, true); Game b = rules.newGame(6, true)) {
            play(a, 3);
            assertEquals(List.of(1), play(b, 1));
            assertEquals(List.of(4), play(a, 1));
        }
    }

    @Test
    @DisplayName("a search copy's script calls do not change the real game's script variables")
    void searchCopyDoesNotTouchTheRealGame() {
        RuleSet rules = ToyFixture.toyRules(2);
        try (Game real = rules.newGame(5, true)) {
            play(real, 2);
            Game search = real.copyForSearch(77);
            play(search, 5);
            Game preview = real.copy();
            play(preview, 5);
            assertEquals(List.of(3), play(real, 1), "the real game's variable went 1, 2 and now 3");
        }
    }

    @Test
    @DisplayName("bulk games share their thread's script session, and their copies still do not touch it")
    void bulkGamesAndTheirCopies() {
        RuleSet rules = ToyFixture.toyRules(2);
        Game real = rules.newGame(5);
        int start = play(real, 1).get(0);
        play(real.copyForSearch(3), 4);
        assertEquals(List.of(start + 1), play(real, 1));
        Game other = rules.newGame(6);
        assertEquals(List.of(start + 2), play(other, 1), "the documented sharing between bulk games on one thread");
    }

    @Test
    @DisplayName("an interactive game made on one thread is played on others (as the client does), one call at a time")
    void handedBetweenThreads() throws Exception {
        RuleSet rules = ToyFixture.toyRules(2);
        Game g = CompletableFuture.supplyAsync(() -> {
            Game made = rules.newGame(5, true);
            play(made, 1);
            return made;
        }, runnable -> new Thread(runnable, "maker").start()).get();
        try (g) {
            assertEquals(List.of(2), play(g, 1));
            // a bot thinks on a copy on its own thread while the game waits
            Game copy = g.copy();
            CompletableFuture<List<Integer>> bot = CompletableFuture.supplyAsync(() -> play(copy, 3), runnable -> new Thread(runnable, "bot").start());
            bot.get();
            assertEquals(List.of(3), CompletableFuture.supplyAsync(() -> play(g, 1), runnable -> new Thread(runnable, "other").start()).get());
        }
    }

    @Test
    @DisplayName("a closed game can still be read, but running its scripts says that it was closed")
    void closedGame() {
        RuleSet rules = ToyFixture.toyRules(2);
        Game g = rules.newGame(5, true);
        play(g, 1);
        g.close();
        g.close(); // twice is fine
        assertEquals(1, tally(g));
        assertEquals(1, g.legalActions().get(0) instanceof ToyPlugin.Add a ? a.amount() : -1);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> g.submit(g.pendingSeat(), new ToyPlugin.Add(1)));
        assertTrue(e.getMessage().contains("closed"), e.getMessage());
    }
}
