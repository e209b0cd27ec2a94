package io.fogisles.balmy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.fogisles.balmy.check.BalmyInvariants;
import io.fogisles.kernel.data.Json;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.kernel.view.SeatView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a seat playing online thinks on: the game made from its view ({@link RuleSet#gameFromView}, as the client and a
 * joined bot do). The view shows each face-down card's back (M1.2: four face-down piles; M1.5: hands are secret), so
 * the made-up cards of each pile and hand are of its own deck, and every action the made-up game offers can be played
 * out on it, as on the real game.
 */
class BalmyViewCopyTest {
    private static final int GAMES = 2, EVERY = 7, SEEDS = 3;

    @ParameterizedTest(name = "M1.2 / M1.5: {0} players: from every seat's view, mid-game, the made-up piles and hands keep their decks and every legal action plays out")
    @ValueSource(ints = {2, 4, 6})
    void everyActionPlaysOutOnAViewsGame(int seats) throws Exception {
        RuleSet rules = Scenario.rules(seats);
        BalmyGame bg = rules.service(BalmyGame.class);
        BalmyInvariants invariants = new BalmyInvariants(bg);
        long[] r = Rng.seedState(9_000L + seats);
        Rng pick = new Rng(r[0], r[1]); // which actions the real game takes: all randomness from the kernel's generator
        int checked = 0, played = 0;
        for (int i = 0; i < GAMES; i++) {
            try (Game real = rules.newGame(31L * seats + i, true)) {
                IntList codes = new IntList();
                for (int decision = 0; !real.isOver() && decision < 400; decision++) {
                    if (decision % EVERY == 3) {
                        for (int seat = 0; seat < seats; seat++) {
                            // through JSON, as the server sends it
                            SeatView sent = Json.MAPPER.readValue(Json.MAPPER.writeValueAsString(SeatView.of(real.state(), seat)), SeatView.class);
                            GameState view = sent.toState(rules.layout());
                            for (int k = 0; k < SEEDS; k++) {
                                long searchSeed = pick.nextLong();
                                String where = seats + " players, game " + i + ", decision " + decision + ", seat " + seat + ", search seed " + searchSeed;
                                try (Game made = rules.gameFromView(view, seat, searchSeed)) {
                                    sameBacks(real.state(), made.state(), seat, where);
                                    invariants.watch(made).afterDecision(); // every card in a place of its deck (a permit never in a hand)
                                    IntList options = new IntList();
                                    made.legalCodes(options);
                                    for (int o = 0; o < options.size(); o++) {
                                        try (Game trial = made.copy()) {
                                            trial.applyCode(options.get(o));
                                            invariants.watch(trial).afterDecision();
                                            played++;
                                        } catch (RuntimeException e) {
                                            fail(where + ": action " + made.decode(options.get(o)) + " fails on the game made from the view: " + e, e);
                                        }
                                    }
                                    checked++;
                                }
                            }
                        }
                    }
                    real.legalCodes(codes);
                    real.applyCode(codes.get(pick.nextInt(codes.size())));
                }
            }
        }
        assertTrue(checked >= 20 && played >= 100, "too few positions looked at: " + checked + " games made from views, " + played + " actions played");
    }

    /** Every place of the made-up game holds a card of the deck the real card there is of: the back the seat sees. */
    private static void sameBacks(GameState real, GameState made, int seat, String where) {
        var layout = real.layout();
        for (int zone = 0; zone < layout.zoneInstances(); zone++) {
            assertEquals(real.size(zone), made.size(zone), where + ": " + layout.zoneName(zone) + "'s size");
            boolean seen = layout.showsPieces(zone, seat);
            for (int slot = 0; slot < real.size(zone); slot++) {
                int p = real.piece(zone, slot), q = made.piece(zone, slot);
                if (seen) assertEquals(p, q, where + ": " + layout.zoneName(zone) + " is seen as it is");
                else assertEquals(layout.deckOf(p), layout.deckOf(q), where + ": " + layout.zoneName(zone) + " slot " + slot + " keeps its deck");
            }
        }
    }
}
