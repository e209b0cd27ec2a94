package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.action.BaseAction;
import io.fogisles.base.score.IslandScoring;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.state.GameState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B.8 (start player), C10, B.9 trigger and final round, B.10 (running out of tiles), C12. */
class StartPlayerAndEndTest {

    @Test
    @DisplayName("B8 example / B8.3: yellow on 3, green on 1, blue on 3; blue has less energy than yellow, so blue starts")
    void example() {
        Scenario s = Scenario.afterSetup(Fixtures.base(3), 61);
        GameState st = s.game.state();
        // seats: 0 yellow, 1 green, 2 blue
        s.ctx.set(s.g.state.dValue, 0, 3);
        s.ctx.set(s.g.state.dValue, 1, 1);
        s.ctx.set(s.g.state.dValue, 2, 3);
        s.energy(0, 9).energy(1, 2).energy(2, 6);
        assertEquals(2, chosen(s, st.get(s.g.state.startPlayer)));
    }

    private static int chosen(Scenario s, int previous) {
        return io.fogisles.base.flow.StartPlayerRule.choose(s.ctx, s.g.state, s.ctx.seats(), previous);
    }

    @Test
    @DisplayName("B8.2 the highest D-value starts")
    void highest() {
        Scenario s = Scenario.afterSetup(Fixtures.base(4), 62);
        int[] d = {2, 5, 4, 1};
        for (int i = 0; i < 4; i++) s.ctx.set(s.g.state.dValue, i, d[i]);
        assertEquals(1, chosen(s, 0));
    }

    @Test
    @DisplayName("B8.4 / C10 still tied: the first tied player counter-clockwise from the previous start player's right neighbour; the previous start player last")
    void counterClockwise() {
        Scenario s = Scenario.afterSetup(Fixtures.base(4), 63);
        for (int i = 0; i < 4; i++) {
            s.ctx.set(s.g.state.dValue, i, 3);
            s.energy(i, 5);
        }
        assertEquals(1, chosen(s, 2), "previous 2: check 1, 0, 3, then 2");
        assertEquals(3, chosen(s, 0), "previous 0: its right neighbour is 3");
        s.ctx.set(s.g.state.dValue, 1, 0);
        s.ctx.set(s.g.state.dValue, 3, 0);
        assertEquals(0, chosen(s, 2), "1 is not tied; 0 comes before the previous start player 2");
        s.ctx.set(s.g.state.dValue, 0, 0);
        assertEquals(2, chosen(s, 2), "only the previous start player is left");
    }

    @Test
    @DisplayName("B8.1 the D-value is the number of the field or tile under the balloon; phase D makes the highest the next start player")
    void dValuesInGame() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 64, Direction.E, "energy1");
        int a = s.pendingSeat(), b = 1 - a;
        s.playUntil(x -> x.pendingSeat() == b && "base:fly".equals(x.pendingId()), 50);
        s.balloon(a, 0, 3); // field value 6
        s.tile(a, 0, 3, "forest", 0); // but a tile with 0 lies there
        s.balloon(b, 3, 0).energy(b, 25); // field value 4 … b flies on; choose to stay (cost 4)
        s.submit(new BaseAction.Fly(s.field(3, 0)));
        s.playUntil(x -> x.game.round() == 2, 50);
        assertEquals(b, s.game.state().get(s.g.state.startPlayer));
        assertEquals(0, s.game.state().get(s.g.state.dValue, a));
        assertEquals(4, s.game.state().get(s.g.state.dValue, b));
    }

    @Test
    @DisplayName("B9.6 / B9.7 all coasts connected during C3 triggers the end: the round is finished, one more full round is played, then scoring; B9.8 the round is recorded")
    void trigger() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 65, Direction.E, "energy1");
        int a = s.pendingSeat();
        CoastConnectionTest.connectAllButForest(s, a);
        // the last link: a forest tile next to the forest coast, reached from the base chain
        s.clearEyepieces(a);
        int forest = s.eyepiece(a, "forest", 1);
        s.balloon(a, -2, -1).energy(a, 0); // V 4 E: (-1,-1) (0,-1) (1,-1) (2,-1)
        s.submit(new BaseAction.Fly(s.field(2, -1)));
        s.submit(new BaseAction.TakeCloud(0));
        while ("base:keep-or-convert".equals(s.pendingId())) s.submit(s.game.legalActions().stream().filter(x -> x instanceof BaseAction.Convert).findFirst().orElseThrow());
        s.balloon(a, -2, -1); // place next to the forest coast
        s.submit(new BaseAction.Place(forest, s.field(-3, 0))); // the last eyepiece tile: C3 ends by itself
        assertEquals(1, s.game.state().get(s.g.state.triggerRound));
        assertEquals(1, s.game.state().get(s.g.state.connectedRound, a));
        assertEquals(1, s.events("base:end-triggered").size());
        s.playUntil(x -> false, 500);
        assertTrue(s.game.isOver());
        assertEquals("base:six-coasts", s.game.endReason());
        assertEquals(2, s.game.round(), "round 1 was finished and round 2 was the final round");
        assertEquals(10, s.game.scores().points("base:endCondition", a));
        assertEquals(0, s.game.scores().points("base:endCondition", 1 - a));
    }

    @Test
    @DisplayName("B11.7 / B9.7 a player who first connects all coasts in the final round gets 5; a second completion does not extend the game")
    void finalRoundBonus() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 66, Direction.E, "energy1");
        int a = s.pendingSeat(), b = 1 - a;
        s.ctx.set(s.g.state.triggerRound, 1);
        s.ctx.set(s.g.state.connectedRound, a, 1);
        s.ctx.set(s.g.state.connectedRound, b, 2);
        s.playUntil(x -> false, 800);
        assertEquals(2, s.game.round());
        assertEquals(10, s.game.scores().points("base:endCondition", a));
        assertEquals(5, s.game.scores().points("base:endCondition", b));
    }

    @Test
    @DisplayName("B10.1 / B3.5 if the bag cannot give every cloud a tile in phase A, the game ends at once")
    void bagEmptyInPhaseA() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 67);
        GameState st = s.game.state();
        int box = s.game.rules().kernel().box.global();
        s.playUntil(x -> x.game.round() == 1 && "base:place".equals(x.pendingId()) && x.pendingSeat() != st.get(x.g.state.startPlayer), 300);
        for (int p : st.pieces(s.g.state.bag.global())) s.ctx.move(p, box);
        s.ctx.move(s.piece("forest", 2), s.g.state.bag.global()); // one tile for four clouds
        s.playUntil(x -> false, 300);
        assertTrue(s.game.isOver());
        assertEquals("base:bag-empty", s.game.endReason());
        assertEquals(2, s.game.round(), "no phase after A of round 2 was played");
        assertEquals(1, s.events("base:dice-rolled").size(), "the dice of round 2 were never rolled");
    }

    @Test
    @DisplayName("B10.2 / B10.3 a draw from the empty bag ends the game at the end of the round; the player may take a tile from a cloud instead")
    void bagEmptyOnDraw() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 68);
        GameState st = s.game.state();
        int box = s.game.rules().kernel().box.global();
        for (int p : st.pieces(s.g.state.bag.global())) s.ctx.move(p, box);
        int start = st.get(s.g.state.startPlayer);
        s.setDice(Direction.E, "draw");
        s.submit(new BaseAction.Reroll(false, false));
        s.submit(new BaseAction.BonusDraw(true));
        assertEquals("base:cloud-instead", s.pendingId());
        assertEquals(1, st.get(s.g.state.bagEmptyRound));
        int cloudTile = st.pieces(s.g.state.clouds.of(0, 0))[0];
        assertTrue(s.game.legalActions().contains(new BaseAction.DeclineCloudTile()));
        s.submit(new BaseAction.TakeCloudTile(cloudTile));
        assertEquals("base:keep-or-convert", s.pendingId());
        s.submit(new BaseAction.Keep(cloudTile));
        assertEquals("base:bonus-draw", s.pendingId());
        assertEquals(1 - start, s.pendingSeat(), "the next player may still draw (or take a cloud tile)");
        s.playUntil(x -> false, 300);
        assertTrue(s.game.isOver());
        assertEquals(1, s.game.round(), "ended at the end of round 1");
        assertEquals("base:bag-empty", s.game.endReason());
    }

    @Test
    @DisplayName("B10.4 / C12 the bag running out while the final round is pending ends the game at the end of the current round")
    void bagEmptyBeforeFinalRound() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 69);
        s.ctx.set(s.g.state.triggerRound, 1); // the end was triggered in this round: round 2 would be the final round
        s.ctx.set(s.g.state.bagEmptyRound, 1);
        s.playUntil(x -> false, 300);
        assertEquals(1, s.game.round());
        assertEquals("base:bag-empty", s.game.endReason());
    }

    @Test
    @DisplayName("N7 a round after which every island and every eyepiece is full, with the bag able to deal the clouds, ends the game (no end triggered)")
    void islandsFull() {
        Scenario s = fullAtLastPlacement(70);
        int bag = s.g.state.bag.global();
        for (int c = 0; c < s.g.rules.clouds; c++)
            for (int p : s.game.state().pieces(s.g.state.clouds.of(0, c))) s.ctx.move(p, bag); // enough in the bag: it could go on for ever
        assertTrue(s.game.state().size(bag) >= s.g.rules.clouds);
        s.playUntil(x -> false, 300);
        assertTrue(s.game.isOver());
        assertEquals("base:islands-full", s.game.endReason());
        assertEquals(1, s.game.round(), "the round is played to its end, then the game ends");
        assertEquals(0, s.game.state().get(s.g.state.triggerRound), "nobody connected six coasts");
    }

    @Test
    @DisplayName("N7 does not end a game that the rules still end: with the bag short, B10.1 ends it at the next phase A")
    void fullIslandsWithTheBagShort() {
        Scenario s = fullAtLastPlacement(71);
        assertTrue(s.game.state().size(s.g.state.bag.global()) < s.g.rules.clouds, "two full islands and eyepieces leave the printed game's bag short");
        s.playUntil(x -> false, 300);
        assertEquals("base:bag-empty", s.game.endReason());
        assertEquals(2, s.game.round());
    }

    @Test
    @DisplayName("N7 a free eyepiece or a free field is a way for a tile to leave the bag: nothing ends then")
    void freeEyepieceOrField() {
        Scenario s = fullAtLastPlacement(72);
        GameState st = s.game.state();
        assertTrue(s.g.islandsAndEyepiecesFull(st));
        int kept = st.pieces(s.g.state.eyepieces.of(1))[0], bag = s.g.state.bag.global();
        s.ctx.move(kept, bag);
        assertFalse(s.g.islandsAndEyepiecesFull(st), "seat 2 has a free eyepiece");
        s.ctx.move(kept, s.g.state.eyepieces.of(1));
        int placed = st.pieces(s.g.state.island.of(0))[0];
        s.ctx.move(placed, bag);
        assertFalse(s.g.islandFull(st, 0));
        assertFalse(s.g.islandsAndEyepiecesFull(st), "seat 1 has a free field");
    }

    /** A 2-player game at the last placement of round 1, with both islands and all eyepieces filled. */
    private static Scenario fullAtLastPlacement(long seed) {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), seed);
        GameState st = s.game.state();
        s.playUntil(x -> x.game.round() == 1 && "base:place".equals(x.pendingId()) && x.pendingSeat() != st.get(x.g.state.startPlayer), 300);
        for (int seat = 0; seat < 2; seat++) {
            fillWithoutConnecting(s, seat);
            int bag = s.g.state.bag.global();
            while (s.g.freeEyepieces(st, seat) > 0) s.ctx.move(st.pieces(bag)[0], s.g.state.eyepieces.of(seat));
        }
        assertTrue(s.g.islandsAndEyepiecesFull(st));
        return s;
    }

    /**
     * Covers every free field of the seat's island with tiles from the box or the bag, each coast field with
     * a tile that hides its coast (another landscape, a city or a monument, B9.4), so that nothing can
     * trigger the end.
     */
    private static void fillWithoutConnecting(Scenario s, int seat) {
        GameState st = s.game.state();
        int zone = s.g.state.island.of(seat), box = s.game.rules().kernel().box.global(), bag = s.g.state.bag.global();
        for (int pass = 0; pass < 2; pass++) for (int f = 0; f < s.g.island.size(); f++) {
            // coast fields first: they take fewer kinds of tile
            if (f == s.g.island.base() || st.piece(zone, f) >= 0 || s.g.island.isCoast(f) != (pass == 0)) continue;
            int avoid = s.g.island.coast(f);
            int chosen = -1;
            for (int p = 0; p < s.g.pieces.size() && chosen < 0; p++) {
                int z = st.zoneOf(p), land = s.g.pieces.land[p];
                boolean free = (z == box && !s.g.pieces.start[p]) || z == bag;
                // a joker keeps a coast identifiable (C11); cities and monuments (NONE) never do (B9.4)
                boolean hidesCoast = avoid == Island.NO_COAST || (land != avoid && land != PieceInfo.JOKER);
                if (free && hidesCoast) chosen = p;
            }
            if (chosen < 0) throw new IllegalStateException("no landscape tile left for field " + f);
            s.ctx.move(chosen, zone, f);
        }
    }

    /**
     * At the seat's C1 with E free: chains of mountain/desert/swamp/canyon/plains tiles to every coast but
     * the forest, then a real turn: fly 4 fields E from (−2,−1), take a cloud (converted), and place the
     * last forest tile on (−3,0) in C3, which connects all six coasts.
     */
    static void completeInC3(Scenario s, int seat) {
        String[] kinds = {"mountain", "desert", "swamp", "canyon", "plains"};
        int[][] chains = {{0, -1, 1, -2, 1, -3}, {1, -1, 2, -2, 3, -3}, {1, 0, 2, 0, 3, 0}, {0, 1, 0, 2, 0, 3}, {-1, 1, -2, 2, -3, 3}, {-1, 0, -2, 0}};
        int k = seat;
        for (int[] c : chains) for (int i = 0; i < c.length; i += 2) s.tile(seat, c[i], c[i + 1], kinds[k++ % kinds.length]);
        s.clearEyepieces(seat);
        int forest = s.eyepiece(seat, "forest", -1);
        s.balloon(seat, -2, -1).energy(seat, 0); // V 4, E free: (-1,-1) (0,-1) (1,-1) (2,-1)
        s.submit(new BaseAction.Fly(s.field(2, -1)));
        s.submit(s.game.legalActions().get(0)); // take the first non-empty cloud
        while ("base:keep-or-convert".equals(s.pendingId()))
            s.submit(s.game.legalActions().stream().filter(x -> x instanceof BaseAction.Convert).findFirst().orElseThrow());
        s.balloon(seat, -2, -1);
        s.submit(new BaseAction.Place(forest, s.field(-3, 0))); // the last eyepiece tile: C3 ends by itself
    }

    /** Answers the reroll of a new round with fixed dice: E and the neutral-for-movement '1' face. */
    private static void nextRoundDiceEast(Scenario s, int round) {
        s.playUntil(x -> x.game.round() == round && "base:reroll".equals(x.pendingId()), 400);
        s.setDice(Direction.E, "energy1");
        s.submit(new BaseAction.Reroll(false, false));
    }

    @Test
    @DisplayName("B9.7 / B9.8 / B11.7 others completing during the trigger round (+10) or the final round (+5) do not extend the game; each first completion is recorded once")
    void laterCompletions() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(3), 65, Direction.E, "energy1");
        GameState st = s.game.state();
        int a = s.pendingSeat(), b = (a + 1) % 3, c = (a + 2) % 3;
        completeInC3(s, a);
        assertEquals(b, s.pendingSeat());
        completeInC3(s, b); // also in round 1, the trigger round
        assertEquals(1, st.get(s.g.state.triggerRound));
        assertEquals(1, st.get(s.g.state.connectedRound, b));
        nextRoundDiceEast(s, 2);
        s.playUntil(x -> x.pendingSeat() == c && "base:fly".equals(x.pendingId()), 100);
        completeInC3(s, c); // in round 2, the final round
        assertEquals(2, st.get(s.g.state.connectedRound, c));
        assertEquals(1, st.get(s.g.state.triggerRound), "the trigger round stays round 1");
        s.playUntil(x -> false, 500);
        assertTrue(s.game.isOver());
        assertEquals("base:six-coasts", s.game.endReason());
        assertEquals(2, s.game.round(), "the game ended after the final round 2, not later");
        assertEquals(1, s.events("base:end-triggered").size());
        assertEquals(3, s.events("base:coasts-connected").size());
        assertEquals(10, s.game.scores().points("base:endCondition", a));
        assertEquals(10, s.game.scores().points("base:endCondition", b));
        assertEquals(5, s.game.scores().points("base:endCondition", c));
    }

    @Test
    @DisplayName("N4 (docs/rules-notes.md) B9.4 vs B9.7: covering the only identifiable field of a connected coast after the trigger breaks the connection in the position, but the round recorded by B9.8 keeps the +10 (B11.7)")
    void coveringAConnectedCoastLater() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 70, Direction.E, "energy1");
        GameState st = s.game.state();
        int a = s.pendingSeat();
        // the forest coast keeps one identifiable field, (-3,-1)
        s.tile(a, -4, 0, "city");
        s.tile(a, -2, -2, "city");
        s.tile(a, -1, -3, "city");
        completeInC3(s, a);
        assertEquals(1, st.get(s.g.state.triggerRound));
        nextRoundDiceEast(s, 2);
        s.playUntil(x -> x.pendingSeat() == a && "base:fly".equals(x.pendingId()), 100);
        int monument = s.eyepiece(a, "monument", -1);
        s.balloon(a, -2, -1).energy(a, 0);
        s.submit(new BaseAction.Fly(s.field(2, -1)));
        s.submit(s.game.legalActions().get(0));
        while ("base:keep-or-convert".equals(s.pendingId()))
            s.submit(s.game.legalActions().stream().filter(x -> x instanceof BaseAction.Convert).findFirst().orElseThrow());
        s.balloon(a, -3, 0);
        s.submit(new BaseAction.Place(monument, s.field(-3, -1)));
        assertFalse(IslandScoring.allConnected(s.g.island, s.g.tiles(st, a)), "the forest coast is covered for good (B9.4)");
        s.playUntil(x -> false, 500);
        assertTrue(s.game.isOver());
        assertEquals(1, st.get(s.g.state.connectedRound, a), "the recorded round is unchanged");
        assertEquals(10, s.game.scores().points("base:endCondition", a));
    }

    @Test
    @DisplayName("B11.7 when the bag ends the game before anyone triggered the end, nobody gets the end bonus, not even a player with five coasts connected")
    void bagEndsBeforeTrigger() {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), 78);
        GameState st = s.game.state();
        int start = st.get(s.g.state.startPlayer);
        CoastConnectionTest.connectAllButForest(s, start);
        int box = s.game.rules().kernel().box.global();
        for (int p : st.pieces(s.g.state.bag.global())) s.ctx.move(p, box);
        s.setDice(Direction.E, "draw");
        s.submit(new BaseAction.Reroll(false, false));
        s.playUntil(x -> false, 300);
        assertTrue(s.game.isOver());
        assertEquals("base:bag-empty", s.game.endReason());
        assertEquals(0, st.get(s.g.state.triggerRound));
        for (int seat = 0; seat < 2; seat++) assertEquals(0, s.game.scores().points("base:endCondition", seat));
    }

    @Test
    @DisplayName("N2 (docs/rules-notes.md) B3.5 / B10.1 phase A ends the game when the bag holds fewer tiles than there are clouds, before dealing: the tiles a full cloud would return do not count")
    void bagShortDespiteFullCloud() {
        Scenario s = roundOneWithFullCloud(80);
        refillBagBeforePhaseA(s, 3); // 3 tiles for 4 clouds; cloud 0 holds 3 that would go back first
        s.playUntil(x -> false, 300);
        assertTrue(s.game.isOver());
        assertEquals("base:bag-empty", s.game.endReason());
        assertEquals(2, s.game.round());
        assertEquals(1, s.events("base:dice-rolled").size(), "round 2 never reached phase B");
        assertEquals(3, s.game.state().size(s.g.state.clouds.of(0, 0)), "nothing was dealt: the full cloud still holds its 3 tiles");
    }

    @Test
    @DisplayName("N2 (docs/rules-notes.md) B3.2 / B3.3 with exactly one tile per cloud in the bag, phase A deals normally, a full cloud's tiles go back, and the game goes on")
    void bagJustEnough() {
        Scenario s = roundOneWithFullCloud(81);
        refillBagBeforePhaseA(s, 4);
        s.playUntil(x -> x.game.round() == 2 && "base:reroll".equals(x.pendingId()), 300);
        assertFalse(s.game.isOver());
        for (int c = 0; c < 4; c++) assertTrue(s.game.state().size(s.g.state.clouds.of(0, c)) >= 1, "cloud " + c + " got a tile");
        assertEquals(1, s.game.state().size(s.g.state.clouds.of(0, 0)), "the full cloud was emptied and got its new tile");
        assertEquals(3, s.game.state().size(s.g.state.bag.global()), "4 drawn, 3 returned");
    }

    /** Round 1 of a 2-player game in which cloud 0 holds 3 tiles and nobody takes it; pending: the last C3 of round 1. */
    private static Scenario roundOneWithFullCloud(long seed) {
        Scenario s = Scenario.afterSetup(Fixtures.base(2), seed);
        GameState st = s.game.state();
        s.cloud(0, "forest:1", "desert:2", "city:3");
        int start = st.get(s.g.state.startPlayer);
        while (!(s.game.round() == 1 && "base:place".equals(s.pendingId()) && s.pendingSeat() != start)) {
            if ("base:take-cloud".equals(s.pendingId())) {
                int cloud = st.size(s.g.state.clouds.of(0, 1)) > 0 ? 1 : 2;
                s.submit(new BaseAction.TakeCloud(cloud));
            } else {
                s.playUntil(x -> false, 1);
            }
        }
        return s;
    }

    /** Leaves exactly {@code tiles} tiles in the bag (the rest to the box) just before round 2's phase A. */
    private static void refillBagBeforePhaseA(Scenario s, int tiles) {
        GameState st = s.game.state();
        int[] bag = st.pieces(s.g.state.bag.global());
        for (int i = tiles; i < bag.length; i++) s.ctx.move(bag[i], s.game.rules().kernel().box.global());
        assertEquals(tiles, st.size(s.g.state.bag.global()));
    }

    @Test
    @DisplayName("B10.2 / B10.3 / N6 a '?' field meeting the empty bag: the game ends at the end of the round; the player may take a tile left on a cloud instead, handled like the drawn tile")
    void bagEmptyOnQuestionField() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 79, Direction.E, "energy1");
        GameState st = s.game.state();
        int seat = s.pendingSeat();
        s.balloon(seat, -1, 3).energy(seat, 5); // value 1, E: (0,3)
        s.submit(new BaseAction.Fly(s.field(0, 3)));
        java.util.List<Integer> taken = s.cloud(0, "forest:1");
        s.submit(new BaseAction.TakeCloud(0));
        s.submit(new BaseAction.Keep(taken.get(0)));
        int box = s.game.rules().kernel().box.global();
        for (int p : st.pieces(s.g.state.bag.global())) s.ctx.move(p, box);
        s.balloon(seat, 0, -2); // next to the '?' at (-1,-1)
        s.submit(new BaseAction.Place(taken.get(0), s.field(-1, -1)));
        assertEquals("base:cloud-instead", s.pendingId());
        assertEquals(1, st.get(s.g.state.bagEmptyRound));
        int cloudTile = st.pieces(s.g.state.clouds.of(0, 1))[0];
        s.submit(new BaseAction.TakeCloudTile(cloudTile));
        assertEquals("base:keep-or-convert", s.pendingId());
        assertTrue(s.game.legalActions().stream().anyMatch(a -> a instanceof BaseAction.PlaceNow pn && pn.piece() == cloudTile),
                "the cloud tile is handled like the drawn one: it may be placed at once (B7.6)");
        s.playUntil(x -> false, 300);
        assertTrue(s.game.isOver());
        assertEquals(1, s.game.round());
        assertEquals("base:bag-empty", s.game.endReason());
    }
}
