package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.Fixtures;
import io.fogisles.base.Scenario;
import io.fogisles.base.action.BaseAction;
import io.fogisles.base.score.IslandScoring;
import io.fogisles.harbour.Harbour;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.score.ScoreSheet;
import io.fogisles.kernel.state.GameState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B.13 (Module 3), C3 (unlock marks), C18, with the harbour from Module 2. */
class ExpansionRulesTest {

    static RuleSet rules(int seats) {
        return Fixtures.rules(ModuleSelection.of("base", "harbour", "expansion"), seats);
    }

    static Expansion x(Scenario s) {
        return s.rules().service(Expansion.class);
    }

    /** A seat's expansion tile of a kind. */
    static int tile(Scenario s, int seat, String kind) {
        for (int p = 0; p < s.g.pieces.size(); p++) if (s.g.pieces.kind[p].equals(kind) && s.g.pieces.owner[p] == seat) return p;
        throw new IllegalStateException(kind);
    }

    /** The start player at C2 after a free flight. */
    static Scenario atTake(long seed) {
        Scenario s = Scenario.atFirstMove(rules(2), seed, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, -1, 3).energy(seat, 5);
        s.submit(new BaseAction.Fly(s.field(0, 3)));
        return s;
    }

    @Test
    @DisplayName("expansion without harbour is refused, naming the missing module")
    void needsHarbour() {
        ModuleException e = org.junit.jupiter.api.Assertions.assertThrows(ModuleException.class,
                () -> Fixtures.factory().create(new io.fogisles.kernel.game.GameConfig(ModuleSelection.of("base", "expansion"), 2)));
        assertTrue(e.getMessage().contains("'expansion' requires module 'harbour'"), e.getMessage());
    }

    @Test
    @DisplayName("B13.2 each player's 5 expansion tiles lie beside the island, the harbour office among them, not on an eyepiece; B13.3 the harbour offer is set up")
    void setup() {
        Scenario s = Scenario.afterSetup(rules(3), 201);
        GameState st = s.game.state();
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(5, st.size(x(s).reserve.of(seat)));
            assertEquals(x(s).reserve.of(seat), st.zoneOf(tile(s, seat, "harbour-office")));
            assertEquals(1, st.size(s.g.state.eyepieces.of(seat)), "only the start tile");
        }
        assertEquals(5, st.size(s.rules().service(Harbour.class).state.offer.global()));
        assertEquals(s.game.rules().kernel().box.global(), st.zoneOf(tile(s, 3, "wind-machine")), "the unused colour stays in the box");
    }

    @Test
    @DisplayName("B13.1 / C3 the silver track's unlock marks: observatory 1–2 at 5, harbour office 8, observatory 1–4 11, royal couple 14, wind machine 17")
    void marks() {
        ExpansionRules r = rules(2).service(ExpansionRules.class);
        assertEquals(5, r.mark("observatory-small"));
        assertEquals(8, r.mark("harbour-office"));
        assertEquals(11, r.mark("observatory-large"));
        assertEquals(14, r.mark("royal-couple"));
        assertEquals(17, r.mark("wind-machine"));
    }

    @Test
    @DisplayName("B13.4 / B13.5 instead of taking a cloud a player may activate one tile whose mark the energy has reached; it goes on a free eyepiece")
    void activate() {
        Scenario s = atTake(202);
        int seat = s.pendingSeat();
        s.energy(seat, 8);
        List<Action> options = s.game.legalActions();
        assertTrue(options.contains(new ExpansionAction.Activate(tile(s, seat, "observatory-small"))));
        assertTrue(options.contains(new ExpansionAction.Activate(tile(s, seat, "harbour-office"))), "8 reaches the office's mark");
        assertFalse(options.contains(new ExpansionAction.Activate(tile(s, seat, "observatory-large"))));
        assertTrue(options.contains(new BaseAction.TakeCloud(0)), "taking a cloud is still possible");
        Outcome.Rejected r = assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new ExpansionAction.Activate(tile(s, seat, "wind-machine"))));
        assertEquals("expansion.locked", r.rejection().code());
        int office = tile(s, seat, "harbour-office");
        s.submit(new ExpansionAction.Activate(office));
        assertEquals("base:keep-or-convert", s.pendingId());
        s.submit(new BaseAction.Keep(office));
        assertEquals(s.g.state.eyepieces.of(seat), s.game.state().zoneOf(office));
        assertEquals("base:place", s.pendingId(), "C2 is over: no cloud is taken as well");
        s.energy(seat, 0);
        assertEquals(s.g.state.eyepieces.of(seat), s.game.state().zoneOf(office), "B13.5 losing energy later does not matter");
    }

    @Test
    @DisplayName("B13.6 / C18 a taken expansion tile may be converted at once: its upper value in energy, and it leaves the game")
    void convert() {
        Scenario s = atTake(203);
        int seat = s.pendingSeat();
        s.energy(seat, 17);
        int wind = tile(s, seat, "wind-machine");
        s.submit(new ExpansionAction.Activate(wind));
        s.submit(new BaseAction.Convert(wind));
        assertEquals(25, s.energy(seat), "17 + 8, capped at 25");
        assertEquals(s.game.rules().kernel().box.global(), s.game.state().zoneOf(wind));
        Map<String, Integer> upper = Map.of("observatory-small", 2, "observatory-large", 4, "harbour-office", 3, "wind-machine", 8, "royal-couple", 5);
        upper.forEach((k, v) -> assertEquals(v, s.g.pieces.convertEnergy[tile(s, seat, k)], k));
    }

    @Test
    @DisplayName("B13.8 observatory: building it adds an eyepiece at once, usable in the same C3; its value is chosen 1–2 (B13.9)")
    void observatory() {
        Scenario s = atTake(204);
        int seat = s.pendingSeat();
        s.energy(seat, 5);
        int obs = tile(s, seat, "observatory-small");
        s.submit(new ExpansionAction.Activate(obs));
        s.submit(new BaseAction.Keep(obs));
        assertEquals(5, s.game.state().get(s.g.state.eyepieceCount, seat));
        s.submit(new BaseAction.Place(obs, s.field(0, 2)));
        assertEquals(6, s.game.state().get(s.g.state.eyepieceCount, seat), "one more eyepiece");
        assertEquals(5, s.g.freeEyepieces(s.game.state(), seat), "6 eyepieces, only the start tile on them");
        s.balloon(seat, 0, 2);
        assertEquals(1, s.g.valueMin(s.ctx, seat));
        assertEquals(2, s.g.valueMax(s.ctx, seat));
    }

    @Test
    @DisplayName("B13.8 the extra eyepiece can be used at once by a '?' draw in the same C3")
    void observatoryThenQuestion() {
        Scenario s = atTake(205);
        int seat = s.pendingSeat();
        s.energy(seat, 5);
        s.clearEyepieces(seat);
        for (int i = 0; i < 4; i++) s.eyepiece(seat, "monument", -1);
        int obs = tile(s, seat, "observatory-small");
        s.submit(new ExpansionAction.Activate(obs));
        s.submit(new BaseAction.Keep(obs)); // the fifth eyepiece
        s.balloon(seat, 0, -2); // next to the '?' at (-1,-1)
        s.submit(new BaseAction.Place(obs, s.field(-1, -1)));
        assertEquals("base:keep-or-convert", s.pendingId(), "the '?' drew a tile");
        assertTrue(s.game.legalActions().stream().anyMatch(a -> a instanceof BaseAction.Keep), "the new eyepiece is free for it");
    }

    @Test
    @DisplayName("B13.8 wind machine: any value 1–8 for movement (the cheapest is used) and for phase D")
    void windMachine() {
        Scenario s = Scenario.atFirstMove(rules(2), 206, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.ctx.move(tile(s, seat, "wind-machine"), s.g.state.island.of(seat), s.field(-3, 0));
        s.balloon(seat, -3, 0).energy(seat, 0);
        Map<Integer, Integer> costs = s.flyCosts();
        for (int q : new int[] {-2, -1, 1, 2, 3, 4}) assertEquals(0, costs.get(s.field(q, 0)), "E to q=" + q + " is free with the matching value");
        assertFalse(costs.containsKey(s.g.island.base()), "3 fields E would end on the base");
        assertFalse(costs.containsKey(s.field(-3, 0)), "staying costs at least 1");
        assertEquals(8, s.g.valueMax(s.ctx, seat));
    }

    @Test
    @DisplayName("B13.8 royal couple: D-value 5 and, on the island, two monuments for ranking and points")
    void royalCouple() {
        Scenario s = Scenario.afterSetup(rules(2), 207);
        s.ctx.move(tile(s, 0, "royal-couple"), s.g.state.island.of(0), s.field(1, 0));
        s.tile(1, 1, 0, "monument");
        s.ctx.set(s.g.state.balloon, 0, s.field(1, 0));
        assertEquals(5, s.g.valueMin(s.ctx, 0));
        assertEquals(5, s.g.valueMax(s.ctx, 0));
        assertEquals(2, IslandScoring.monumentCount(s.g.tiles(s.game.state(), 0)));
        ScoreSheet sheet = s.game.scores();
        assertEquals(6, sheet.points("base:monuments", 0), "2 monuments, first: 2 × 3");
        assertEquals(2, sheet.points("base:monuments", 1), "1 monument, second: 1 × 2");
    }

    @Test
    @DisplayName("B13.7 expansion tiles break landscapes and coast connections")
    void breaks() {
        Scenario s = Scenario.afterSetup(rules(2), 208);
        s.tile(0, 1, 0, "forest");
        s.ctx.move(tile(s, 0, "observatory-large"), s.g.state.island.of(0), s.field(2, 0));
        s.tile(0, 3, 0, "forest");
        assertEquals(0, IslandScoring.connectedCoasts(s.g.island, s.g.tiles(s.game.state(), 0)));
    }

    @Test
    @DisplayName("B13.10 / B11.8 / C18 the expansion row: tile points 2/3/2/4/0 on the island, +5 when all five are there")
    void scoring() {
        Scenario s = Scenario.afterSetup(rules(2), 209);
        int[][] fields = {{1, 0}, {2, 0}, {3, 0}, {0, 1}, {0, 2}};
        String[] kinds = {"observatory-small", "observatory-large", "harbour-office", "wind-machine", "royal-couple"};
        for (int i = 0; i < 4; i++) s.ctx.move(tile(s, 0, kinds[i]), s.g.state.island.of(0), s.field(fields[i][0], fields[i][1]));
        assertEquals(2 + 3 + 2 + 4, s.game.scores().points("expansion:expansion", 0));
        s.ctx.move(tile(s, 0, kinds[4]), s.g.state.island.of(0), s.field(fields[4][0], fields[4][1]));
        assertEquals(2 + 3 + 2 + 4 + 0 + 5, s.game.scores().points("expansion:expansion", 0));
        assertEquals(0, s.game.scores().points("expansion:expansion", 1));
    }

    @Test
    @DisplayName("B13.11 / C6 a player in the harbour may activate an expansion tile instead of trading; B12.12 expansion tiles are never given")
    void activateInHarbour() {
        Scenario s = Scenario.atFirstMove(rules(2), 210, Direction.E, "energy1");
        int seat = s.pendingSeat();
        Harbour h = s.rules().service(Harbour.class);
        s.ctx.move(tile(s, seat, "harbour-office"), s.g.state.island.of(seat), s.field(0, 2));
        s.ctx.set(h.state.access, seat, 1);
        s.tile(seat, 4, -2, "forest", 6);
        s.balloon(seat, 4, -2).energy(seat, 12);
        s.submit(new BaseAction.Fly(h.state.pierPosition(3))); // 3 fields E, costs 3
        assertEquals("harbour:trade-start", s.pendingId());
        int obs = tile(s, seat, "observatory-small");
        assertTrue(s.game.legalActions().contains(new ExpansionAction.Activate(obs)));
        s.submit(new ExpansionAction.Activate(obs));
        s.submit(new BaseAction.Keep(obs));
        assertEquals(1 - seat, s.pendingSeat(), "C2 over, and no C3 in the harbour");
        assertTrue(java.util.Arrays.stream(s.game.state().pieces(s.g.state.eyepieces.of(seat))).anyMatch(p -> p == obs));
        assertFalse(java.util.Arrays.stream(h.giveable(s.game.state(), seat)).anyMatch(p -> p == obs), "the observatory can never be given in a trade");
    }
}
