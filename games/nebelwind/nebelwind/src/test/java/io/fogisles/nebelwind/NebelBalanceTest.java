package io.fogisles.nebelwind;

import static io.fogisles.nebelwind.NebelData.COINS;
import static io.fogisles.nebelwind.NebelData.STEEL;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * ND29: the cards changed after the balance runs of section E (strong bots never hired the architect, the patron
 * and the green governor, and never took A2 or A5): each change acts as the decision says.
 */
class NebelBalanceTest {

    /** Lays achievement {@code id} as the letter's tile (slot {@code slot}) of a 3-player game in its turns. */
    private static Scenario withAchievement(String id) {
        Scenario sc = Scenario.start(3).toTurns("green-coal");
        for (int i = 0; i < sc.d.achievements.size(); i++) if (sc.d.achievements.get(i).id().equals(id)) sc.ctx.set(sc.st.achievementLaid, 0, 0, i);
        return sc;
    }

    /**
     * Seat 1 builds outposts at {@code short_} and claims: achievement {@code id} is not taken; seat 0 builds at
     * {@code enough} and claims: it is taken, worth {@code points}.
     */
    private static void takenOnlyWith(String id, String[] short_, String shortWhy, String[] enough, String enoughWhy, int points) {
        Scenario sc = withAchievement(id);
        for (String port : short_) sc.outpost(1, port);
        sc.g.claim(sc.ctx, 1);
        assertEquals(-1, sc.state().get(sc.st.achievementOwner, 0, 0), shortWhy);
        for (String port : enough) sc.outpost(0, port);
        sc.g.claim(sc.ctx, 0);
        assertEquals(0, sc.state().get(sc.st.achievementOwner, 0, 0), enoughWhy);
        assertEquals(points, sc.g.points(sc.ctx, 3)[0], id + " is worth " + points + " VP");
    }

    @Test
    @DisplayName("ND29: A2 asks for outposts in 3 regions (was 4) and gives 3 VP: outposts in 3 regions take it, in 2 regions do not")
    void outpostsInThreeRegions() {
        takenOnlyWith("A2", new String[] {"green-coal", "silver-coal", "silver-krill"}, "3 outposts in 2 regions are not enough",
                new String[] {"green-coal", "silver-coal", "brown-oil"}, "green, silver and brown", 3);
    }

    @Test
    @DisplayName("ND29: A5 asks for outposts in 2 krill ports (was 3), the krill banks counting as krill ports: 2 take it, 1 does not")
    void outpostsInTwoKrillPorts() {
        takenOnlyWith("A5", new String[] {"green-krill", "green-coal", "green-medicine"}, "one krill port is not enough",
                new String[] {"green-krill", "west-bank"}, "a krill port and a krill bank", 3);
    }

    @Test
    @DisplayName("ND29: the architect costs 1 steel (was 2) and gives 2 coins (was 1) whenever its owner builds an outpost")
    void architect() {
        Scenario sc = Scenario.start(3).toTurns("green-coal").characterAt(3, "architect").res(0, 0, 1, 8, 1);
        sc.place(0, "character", 3);
        assertEquals(0, sc.res(0, STEEL), "paid 1 steel");
        assertEquals(8, sc.res(0, COINS), "an always card gives nothing when hired");
        sc.endTurn(0);
        sc.place(1, "resource", 1);
        sc.endTurn(1);
        sc.place(2, "resource", 2);
        sc.endTurn(2);
        sc.place(0, "worker", 2);
        sc.choose(0, "nebelwind:buy", sc.port("green-coal"));
        assertTrue(sc.g.hasOutpost(sc.state(), 0, sc.port("green-coal")));
        assertEquals(8 - 3 + 2, sc.res(0, COINS), "3 coins for the outpost, 2 back from the architect");
    }

    @Test
    @DisplayName("ND29: the patron costs 1 coin (was 2); the four governors cost as before")
    void costs() {
        Map<String, Map<Integer, Integer>> costs = Map.of("patron", Map.of(COINS, 1), "architect", Map.of(STEEL, 1), "governor-green", Map.of(COINS, 2, NebelData.WOOD, 1),
                "governor-silver", Map.of(COINS, 2, NebelData.WOOD, 1), "governor-brown", Map.of(COINS, 2, STEEL, 1), "governor-purple", Map.of(COINS, 2, STEEL, 1));
        Scenario sc = Scenario.start(3);
        for (var e : costs.entrySet()) {
            int[] cost = sc.d.characters.get(sc.character(e.getKey())).cost();
            for (int r = 0; r < 4; r++) assertEquals(e.getValue().getOrDefault(r, 0), cost[r], e.getKey() + " resource " + r);
        }
        Scenario hire = Scenario.start(3).toTurns("green-coal").characterAt(3, "patron").res(0, 0, 0, 1, 1);
        hire.place(0, "character", 3);
        assertEquals(0, hire.res(0, COINS), "hired with a single coin");
        assertEquals(hire.st.characterBase + hire.character("patron"), hire.state().piece(hire.st.characters.of(0), 0));
    }

    @Test
    @DisplayName("ND29: a governor scores 2 VP (was 1) per outpost of its owner in its region; outposts elsewhere count nothing")
    void governors() {
        Scenario sc = Scenario.start(3).toTurns("green-coal").owns(0, "governor-silver").owns(1, "governor-green");
        sc.outpost(0, "silver-capital").outpost(0, "silver-coal").outpost(0, "green-coal").outpost(0, "east-bank");
        sc.outpost(1, "silver-coal");
        int[] characters = sc.g.points(sc.ctx, 6);
        assertEquals(4, characters[0], "2 silver outposts");
        assertEquals(0, characters[1], "no green outpost");
    }
}
