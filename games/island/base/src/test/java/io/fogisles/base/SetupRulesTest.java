package io.fogisles.base;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.GameState;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** RULES B.1 (setup), C2, C4, C19. */
class SetupRulesTest {

    private static int count(GameState s, BaseGame g, java.util.function.IntPredicate p, int zone) {
        int n = 0;
        for (int piece : s.pieces(zone)) if (p.test(piece)) n++;
        return n;
    }

    @Test
    @DisplayName("B1 example / B1.7 / B1.10: after a 3-player setup there are 5 clouds with 1 tile each, the bag holds 133 − 5 = 128 tiles, and the energies are 5/6/7 clockwise from the start player")
    void threePlayerSetup() {
        Scenario s = Scenario.afterSetup(Fixtures.base(3), 11);
        GameState st = s.game.state();
        assertEquals(5, s.g.rules.clouds);
        for (int c = 0; c < 5; c++) assertEquals(1, st.size(s.g.state.clouds.of(0, c)));
        assertEquals(128, st.size(s.g.state.bag.global()));
        int start = st.get(s.g.state.startPlayer);
        for (int k = 0; k < 3; k++) assertEquals(5 + k, st.get(s.g.state.energy, (start + k) % 3));
    }

    @ParameterizedTest(name = "B1.8 / B1.10 {0} players: 4, 5 or 7 clouds in play, each dealt one tile at setup; the bag holds 133 minus those")
    @ValueSource(ints = {2, 3, 4})
    void clouds(int players) {
        Scenario s = Scenario.afterSetup(Fixtures.base(players), 1);
        int expected = switch (players) { case 2 -> 4; case 3 -> 5; default -> 7; };
        assertEquals(expected, s.g.rules.clouds);
        GameState st = s.game.state();
        for (int c = 0; c < expected; c++) assertEquals(1, st.size(s.g.state.clouds.of(0, c)), "cloud " + c);
        assertEquals(133 - expected, st.size(s.g.state.bag.global()));
    }

    @Test
    @DisplayName("B1.7 starting energy with 4 players: 5, 6, 7 and 8 clockwise from the start player")
    void fourPlayerEnergies() {
        for (long seed = 1; seed <= 4; seed++) {
            Scenario s = Scenario.afterSetup(Fixtures.base(4), seed);
            GameState st = s.game.state();
            int start = st.get(s.g.state.startPlayer);
            List<Integer> energies = new java.util.ArrayList<>();
            for (int k = 0; k < 4; k++) energies.add(st.get(s.g.state.energy, (start + k) % 4));
            assertEquals(List.of(5, 6, 7, 8), energies);
        }
    }

    @Test
    @DisplayName("B1.9 / C4 the bag starts with 133 tiles: 96 landscape tiles (16 per landscape), 15 jokers, 7 cities, 15 monuments")
    void bagContents() {
        Game game = Fixtures.base(4).newGame(3);
        BaseGame g = game.rules().service(BaseGame.class);
        int total = 0, jokers = 0, cities = 0, monuments = 0;
        int[] perLandscape = new int[6];
        for (int p = 0; p < g.pieces.size(); p++) {
            if (!g.pieces.inBag[p]) continue;
            total++;
            if (g.pieces.land[p] == PieceInfo.JOKER) jokers++;
            else if (g.pieces.land[p] >= 0) perLandscape[g.pieces.land[p]]++;
            if (g.pieces.city[p]) cities++;
            if (g.pieces.monuments[p] > 0) monuments++;
        }
        assertEquals(133, total);
        assertEquals(15, jokers);
        assertEquals(7, cities);
        assertEquals(15, monuments);
        for (int n : perLandscape) assertEquals(16, n);
    }

    @Test
    @DisplayName("C4 tile numbers: each landscape 0×1 1×2 2×3 3×4 4×3 5×2 6×1 (sum 48); jokers 0×2 1×4 2×5 3×4; cities 1,2,2,3,3,4,4; monuments 1–5 ×3")
    void tileNumbers() {
        BaseGame g = Fixtures.base(2).service(BaseGame.class);
        int[][] byLand = new int[6][7];
        int[] jokers = new int[7], cities = new int[7], monuments = new int[7];
        for (int p = 0; p < g.pieces.size(); p++) {
            if (!g.pieces.inBag[p]) continue;
            int v = g.pieces.valueMin[p];
            if (g.pieces.land[p] == PieceInfo.JOKER) jokers[v]++;
            else if (g.pieces.land[p] >= 0) byLand[g.pieces.land[p]][v]++;
            else if (g.pieces.city[p]) cities[v]++;
            else monuments[v]++;
        }
        for (int[] l : byLand) assertEquals(List.of(1, 2, 3, 4, 3, 2, 1), java.util.Arrays.stream(l).boxed().toList());
        assertEquals(List.of(2, 4, 5, 4, 0, 0, 0), java.util.Arrays.stream(jokers).boxed().toList());
        assertEquals(List.of(0, 1, 2, 2, 2, 0, 0), java.util.Arrays.stream(cities).boxed().toList());
        assertEquals(List.of(0, 3, 3, 3, 3, 3, 0), java.util.Arrays.stream(monuments).boxed().toList());
    }

    @Test
    @DisplayName("B1.2 / C4 each player gets one start tile (one per landscape, value 3) on an eyepiece; the others stay in the box, never in the bag")
    void startTiles() {
        Scenario s = Scenario.afterSetup(Fixtures.base(4), 5);
        GameState st = s.game.state();
        Set<Integer> landscapes = new HashSet<>();
        for (int seat = 0; seat < 4; seat++) {
            int[] eye = st.pieces(s.g.state.eyepieces.of(seat));
            assertEquals(1, eye.length);
            assertTrue(s.g.pieces.start[eye[0]]);
            assertEquals(3, s.g.pieces.valueMin[eye[0]]);
            landscapes.add(s.g.pieces.land[eye[0]]);
        }
        assertEquals(4, landscapes.size(), "four different start tiles");
        int box = s.game.rules().kernel().box.global();
        assertEquals(2, count(st, s.g, p -> s.g.pieces.start[p], box));
        assertEquals(0, count(st, s.g, p -> s.g.pieces.start[p], s.g.state.bag.global()));
    }

    @Test
    @DisplayName("B1.4 each player puts the balloon on any of the six fields next to the base, starting with the start player")
    void balloons() {
        Scenario s = Scenario.start(Fixtures.base(3), 8);
        int start = s.game.state().get(s.g.state.startPlayer);
        assertEquals(start, s.pendingSeat());
        List<Action> options = s.game.legalActions();
        assertEquals(6, options.size());
        for (Action a : options) assertEquals(1, s.g.island.board().hex(((BaseAction.ChooseStartField) a).field()).length());
        s.submit(new BaseAction.ChooseStartField(s.field(0, 1)));
        assertEquals((start + 1) % 3, s.pendingSeat());
        assertEquals(s.field(0, 1), s.balloon(start));
    }

    @Test
    @DisplayName("B1.6 / C19 by default the first start player is chosen at random from the game seed")
    void firstStartPlayer() {
        Set<Integer> seen = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            Game a = Fixtures.base(4).newGame(seed), b = Fixtures.base(4).newGame(seed);
            BaseGame g = a.rules().service(BaseGame.class);
            int sp = a.state().get(g.state.startPlayer);
            assertEquals(sp, b.state().get(g.state.startPlayer), "same seed, same start player");
            seen.add(sp);
        }
        assertEquals(4, seen.size(), "every seat starts in some game");
    }

    @ParameterizedTest(name = "B1.6 / C19 / N5 the players choose the first start player at setup: option base.firstStartPlayer (a player number in seating order) with {0} players")
    @ValueSource(ints = {2, 3, 4})
    void chosenFirstStartPlayer(int players) {
        for (int chosen = 1; chosen <= players; chosen++) {
            RuleSet rules = Fixtures.rules(ModuleSelection.of("base").withOption("base", "firstStartPlayer", String.valueOf(chosen)), players);
            for (long seed = 1; seed <= 3; seed++) {
                Scenario s = Scenario.start(rules, seed);
                int seat = chosen - 1;
                assertEquals(seat, s.game.state().get(s.g.state.startPlayer), "player " + chosen + " is seat " + seat + ", seed " + seed);
                assertEquals(5, s.energy(seat), "the chosen start player gets 5 energy (B1.7)");
                assertEquals(6, s.energy((seat + 1) % players));
                assertEquals(seat, s.pendingSeat(), "and places the first balloon");
            }
        }
    }

    @Test
    @DisplayName("C19 / N5 a first start player beyond the seat count is refused with a message that names the option and the allowed choices")
    void chosenFirstStartPlayerOutOfRange() {
        ModuleException e = assertThrows(ModuleException.class,
                () -> Fixtures.factory().create(new GameConfig(ModuleSelection.of("base").withOption("base", "firstStartPlayer", "3"), 2)));
        assertTrue(e.getMessage().contains("base.firstStartPlayer=3") && e.getMessage().contains("2 players")
                && e.getMessage().contains("random or a player number from 1 to 2"), e.getMessage());
        ModuleException unknown = assertThrows(ModuleException.class,
                () -> Fixtures.factory().create(new GameConfig(ModuleSelection.of("base").withOption("base", "firstStartPlayer", "5"), 4)));
        assertTrue(unknown.getMessage().contains("firstStartPlayer") && unknown.getMessage().contains("5"), unknown.getMessage());
    }

    @Test
    @DisplayName("C2 five eyepieces: a player keeps at most 5 tiles; with all 5 in use a 6th tile taken must be converted")
    void fiveEyepieces() {
        Scenario s = Scenario.atFirstMove(Fixtures.base(2), 4, io.fogisles.kernel.hex.Direction.NE, "energy1");
        int seat = s.pendingSeat();
        assertEquals(5, s.game.state().get(s.g.state.eyepieceCount, seat));
        s.clearEyepieces(seat);
        for (int i = 0; i < 4; i++) s.eyepiece(seat, "joker", -1);
        assertEquals(1, s.g.freeEyepieces(s.game.state(), seat));
        s.eyepiece(seat, "joker", -1);
        assertEquals(0, s.g.freeEyepieces(s.game.state(), seat));
        s.playUntil(x -> "base:take-cloud".equals(x.pendingId()), 5);
        List<Integer> cloud = s.cloud(0, "forest:2");
        s.submit(new BaseAction.TakeCloud(0));
        assertEquals(List.of(new BaseAction.Convert(cloud.get(0))), s.game.legalActions(), "the 6th tile can only be converted");
    }

    @Test
    @DisplayName("B0.1 / B4.1 seats are clockwise; the right neighbour of the start player (seat i−1, who acts last) rolls the dice")
    void seats() {
        Scenario s = Scenario.afterSetup(Fixtures.base(4), 21);
        int start = s.game.state().get(s.g.state.startPlayer);
        assertEquals(Math.floorMod(start - 1, 4), s.pendingSeat(), "the right neighbour of the start player rolls");
    }
}
