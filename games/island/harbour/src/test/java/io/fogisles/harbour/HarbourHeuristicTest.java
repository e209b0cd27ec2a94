package io.fogisles.harbour;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.fogisles.base.Scenario;
import io.fogisles.kernel.bot.Heuristic;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bots' estimate for Module 2: an open harbour, and the tiles a trade on a pier still brings. */
class HarbourHeuristicTest {

    static HarbourHeuristic heuristic(Scenario s) {
        for (Heuristic h : s.rules().contributions(Heuristic.class)) if (h instanceof HarbourHeuristic hh) return hh;
        throw new AssertionError("Module 2 contributes no heuristic");
    }

    @Test
    @DisplayName("bots: a built office (B12.8 harbour access) is worth ACCESS, so that placing it pays for the field it blocks")
    void access() {
        Scenario s = Scenario.afterSetup(HarbourRulesTest.rules(2, "front"), 301);
        HarbourHeuristic h = heuristic(s);
        double without = h.value(s.game, 0);
        HarbourRulesTest.buildOffice(s, 0, 0, 2);
        assertEquals(HarbourHeuristic.ACCESS, h.value(s.game, 0) - without, 1e-9);
    }

    @Test
    @DisplayName("bots: on a pier the trade still to come counts its net tiles (B12.10: take 4, give 1 at pier 6), until C2 is over")
    void tradeToCome() {
        Scenario s = HarbourRulesTest.atPier(302, 6); // 1:4
        int seat = s.pendingSeat();
        HarbourHeuristic h = heuristic(s);
        s.eyepiece(seat, "desert", 2); // 1 giveable tile, 4 free eyepieces
        assertEquals(4 - 1, h.tilesToCome(s.game, s.game.state(), seat));
        s.submit(new HarbourAction.Trade());
        s.submit(new HarbourAction.DrawFromBag());
        s.submit(new HarbourAction.DrawFromBag());
        assertEquals(4 - 1, h.tilesToCome(s.game, s.game.state(), seat), "2 in hand, 2 to take, 1 to give");
        s.eyepiece(seat, "forest", 2);
        s.eyepiece(seat, "forest", 3);
        s.eyepiece(seat, "forest", 4); // 1 free eyepiece left: after giving 1, only 2 of the 4 tiles fit
        assertEquals(2 - 1, h.tilesToCome(s.game, s.game.state(), seat));
    }

    @Test
    @DisplayName("bots: declining the trade leaves nothing to come")
    void declined() {
        Scenario s = HarbourRulesTest.atPier(303, 6);
        int seat = s.pendingSeat();
        HarbourHeuristic h = heuristic(s);
        s.eyepiece(seat, "desert", 2);
        s.submit(new HarbourAction.DeclineTrade());
        assertEquals(0, h.tilesToCome(s.game, s.game.state(), seat));
    }
}
