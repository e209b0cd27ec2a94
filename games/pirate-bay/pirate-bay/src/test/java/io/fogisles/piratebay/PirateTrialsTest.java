package io.fogisles.piratebay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.util.IntList;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A bot tries each option of a decision in a trial and takes it back. When the decision is a round's last,
 * every trial ends the round and starts the next: the kernel's guard against a flow that never asks anybody
 * anything (1000 rounds in a row without a decision) must not count those taken-back rounds. The strong bot's
 * search on Pirate Bay failed games that way before the kernel forgot a trial's rounds.
 */
class PirateTrialsTest {

    @Test
    @DisplayName("1,500 trials of a move that ends the round, each taken back, leave the game as it was and playable")
    void trialsAcrossTheRoundEnd() {
        // two players, a card already drawn this round; three quiet turns played: the fourth ends the round (P8.5)
        Scenario s = Scenario.start(PirateRoundEndTest.gold(2), 5).afterFirstPass();
        s.choose(ActionKind.DRAW_ONE);
        for (int turn = 0; turn < 3; turn++) s.choose(ActionKind.SWAP).submit(new PirateAction.Swap(s.hand(s.pendingSeat())[0], 1 - s.pendingSeat()));
        Game game = s.game;
        String before = game.state().sha256();
        IntList options = new IntList();
        for (int i = 0; i < 1500; i++) {
            int mark = game.beginTrial();
            game.legalCodes(options);
            game.applyCode(options.get(options.size() - 1)); // place a figure (the last action offered): quiet
            game.legalCodes(options);
            game.applyCode(options.get(0)); // on the start card: the round ends
            assertEquals(2, game.round(), "the trial ended the round");
            game.endTrial(mark);
        }
        assertEquals(before, game.state().sha256());
        assertEquals(1, game.round());
        s.choose(ActionKind.PLACE_FIGURE).placeFigure(s.g.cards.start());
        assertEquals(2, game.round());
    }
}
