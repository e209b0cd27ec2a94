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
    @DisplayName("B13.8 the observatory's new eyepiece can be used at once: a draw in the same C3 (here the back island's 'draw 2', B7.9) keeps both tiles")
    void observatoryEyepieceUsableAtOnce() {
        RuleSet back = Fixtures.rules(ModuleSelection.of("base", "harbour", "expansion").withOption("base", "island", "back"), 2);
        Scenario s = Scenario.atFirstMove(back, 205, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 1, -1).energy(seat, 5); // value 2
        s.submit(new BaseAction.Fly(s.field(2, -1))); // 1 field E, costs 1
        s.energy(seat, 5);
        s.clearEyepieces(seat);
        for (int i = 0; i < 4; i++) s.eyepiece(seat, "monument", -1);
        int obs = tile(s, seat, "observatory-small");
        s.submit(new ExpansionAction.Activate(obs));
        s.submit(new BaseAction.Keep(obs)); // all 5 eyepieces full
        s.submit(new BaseAction.Place(obs, s.field(2, -2))); // the 'draw 2' field next to the balloon
        int[] drawn = s.game.state().pieces(s.g.state.hand.of(seat));
        assertEquals(2, drawn.length);
        s.submit(new BaseAction.Keep(drawn[0]));
        assertTrue(s.game.legalActions().contains(new BaseAction.Keep(drawn[1])),
                "4 monuments + 1 drawn tile on 6 eyepieces: the second tile fits only on the observatory's eyepiece");
        s.submit(new BaseAction.Keep(drawn[1]));
        assertEquals(6, s.game.state().size(s.g.state.eyepieces.of(seat)));
    }

    @Test
    @DisplayName("B13.6 / B13.8 a converted observatory is gone with its function: it adds no eyepiece")
    void convertedObservatory() {
        Scenario s = atTake(215);
        int seat = s.pendingSeat();
        s.energy(seat, 11);
        int obs = tile(s, seat, "observatory-large");
        s.submit(new ExpansionAction.Activate(obs));
        s.submit(new BaseAction.Convert(obs));
        assertEquals(11 + 4, s.energy(seat), "its upper value 4");
        assertEquals(5, s.game.state().get(s.g.state.eyepieceCount, seat));
        assertEquals(s.game.rules().kernel().box.global(), s.game.state().zoneOf(obs));
    }

    @Test
    @DisplayName("C2 at most 7 eyepieces: an observatory built with 7 eyepieces adds none")
    void eyepieceCap() {
        for (int before : new int[] {6, 7}) {
            Scenario s = atTake(211);
            int seat = s.pendingSeat();
            s.energy(seat, 5);
            int obs = tile(s, seat, "observatory-small");
            s.submit(new ExpansionAction.Activate(obs));
            s.submit(new BaseAction.Keep(obs));
            s.ctx.set(s.g.state.eyepieceCount, seat, before);
            s.submit(new BaseAction.Place(obs, s.field(0, 2)));
            assertEquals(7, s.game.state().get(s.g.state.eyepieceCount, seat), "from " + before);
        }
    }

    @Test
    @DisplayName("B13.4 / B10.3 with every cloud empty, activating stays optional: the player may decline and then takes nothing in C2")
    void activationOptionalWithoutClouds() {
        for (boolean decline : new boolean[] {true, false}) {
            Scenario s = Scenario.atFirstMove(rules(2), 212, Direction.E, "energy1");
            int seat = s.pendingSeat();
            for (int c = 0; c < s.g.rules.clouds; c++) for (int p : s.game.state().pieces(s.g.state.clouds.of(0, c))) s.ctx.move(p, s.g.state.bag.global());
            s.balloon(seat, -1, 3).energy(seat, 9);
            s.submit(new BaseAction.Fly(s.field(0, 3)));
            int obs = tile(s, seat, "observatory-small"), office = tile(s, seat, "harbour-office");
            assertEquals("expansion:activate-or-decline", s.pendingId());
            assertEquals(java.util.Set.of(new ExpansionAction.Activate(obs), new ExpansionAction.Activate(office), new ExpansionAction.DeclineActivation()),
                    java.util.Set.copyOf(s.game.legalActions()), "energy 9: the two tiles unlocked, or decline");
            int[] eyepieces = s.game.state().pieces(s.g.state.eyepieces.of(seat));
            if (decline) {
                s.submit(new ExpansionAction.DeclineActivation());
                assertEquals("base:place", s.pendingId(), "C2 is over: nothing is taken");
                assertEquals(x(s).reserve.of(seat), s.game.state().zoneOf(obs));
                assertTrue(java.util.Arrays.equals(eyepieces, s.game.state().pieces(s.g.state.eyepieces.of(seat))));
            } else {
                s.submit(new ExpansionAction.Activate(obs));
                s.submit(new BaseAction.Keep(obs));
                assertEquals("base:place", s.pendingId());
                assertEquals(s.g.state.eyepieces.of(seat), s.game.state().zoneOf(obs));
            }
        }
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
    @DisplayName("B11.4 / B13.8 the royal couple counts as 2 monuments for the ranking: it ties with 2 monuments and shares their rate")
    void royalCoupleRanking() {
        Scenario s = Scenario.afterSetup(rules(3), 213);
        s.ctx.move(tile(s, 0, "royal-couple"), s.g.state.island.of(0), s.field(1, 0));
        s.tile(1, 1, 0, "monument");
        s.tile(1, 2, 0, "monument");
        for (int[] f : new int[][] {{1, 0}, {2, 0}, {3, 0}}) s.tile(2, f[0], f[1], "monument");
        ScoreSheet sheet = s.game.scores();
        assertEquals(3 * 3, sheet.points("base:monuments", 2), "3 monuments: first");
        assertEquals(2 * 2, sheet.points("base:monuments", 0), "the royal couple: second with 2, tied");
        assertEquals(2 * 2, sheet.points("base:monuments", 1), "2 monuments: second, tied");
    }

    /** Round 1 with simple defaults up to the last player's C3, where balloons are set before phase D. */
    static Scenario beforePhaseD(long seed) {
        Scenario s = Scenario.atFirstMove(rules(2), seed, Direction.E, "energy1");
        int last = (s.game.state().get(s.g.state.startPlayer) + 1) % 2;
        s.playUntil(y -> "base:place".equals(y.pendingId()) && y.pendingSeat() == last, 300);
        assertEquals("base:place", s.pendingId());
        return s;
    }

    @Test
    @DisplayName("B8.1 / B13.8 / B13.9 / C18 phase D on expansion tiles: the wind machine's value is chosen 1–8, the royal couple counts 5")
    void phaseDOnExpansionTiles() {
        for (int chosen : new int[] {6, 4}) {
            Scenario s = beforePhaseD(214);
            s.ctx.move(tile(s, 0, "wind-machine"), s.g.state.island.of(0), s.field(2, 0));
            s.balloon(0, 2, 0);
            s.ctx.move(tile(s, 1, "royal-couple"), s.g.state.island.of(1), s.field(2, 0));
            s.balloon(1, 2, 0);
            s.submit(new BaseAction.EndPlacing());
            assertEquals("base:choose-value", s.pendingId());
            assertEquals(0, s.pendingSeat(), "only the wind machine asks; the royal couple is a fixed 5");
            assertEquals(8, s.game.legalActions().size(), "1–8");
            s.submit(new BaseAction.ChooseValue(chosen));
            assertEquals(chosen > 5 ? 0 : 1, s.game.state().get(s.g.state.startPlayer), chosen + " against the royal couple's 5");
        }
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
