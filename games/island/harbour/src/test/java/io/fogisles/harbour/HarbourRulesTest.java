package io.fogisles.harbour;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.base.Scenario;
import io.fogisles.base.action.BaseAction;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.hex.Direction;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.state.GameState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RULES B.12 (the harbour), B.15 (its back side), C6, with the rulebook's harbour examples 1–3. */
class HarbourRulesTest {

    static RuleSet rules(int seats, String side) {
        return Fixtures.rules(ModuleSelection.of("base", "harbour").withOption("harbour", "side", side), seats);
    }

    static Harbour harbour(Scenario s) {
        return s.rules().service(Harbour.class);
    }

    /** The piece number of a seat's harbour office. */
    static int office(Scenario s, int seat) {
        BaseGame g = s.g;
        for (int p = 0; p < g.pieces.size(); p++) if (g.pieces.kind[p].equals("harbour-office") && g.pieces.owner[p] == seat) return p;
        throw new IllegalStateException();
    }

    /** Puts the seat's office on its island (as if built earlier), which opens the harbour to it. */
    static void buildOffice(Scenario s, int seat, int q, int r) {
        s.ctx.move(office(s, seat), s.g.state.island.of(seat), s.field(q, r));
        s.ctx.set(harbour(s).state.access, seat, 1);
    }

    @Test
    @DisplayName("B12.1 / B12.2 setup: the harbour with 5 face-up tiles in its offer; B12.3 each office occupies an eyepiece")
    void setup() {
        Scenario s = Scenario.afterSetup(rules(3, "front"), 101);
        Harbour h = harbour(s);
        GameState st = s.game.state();
        assertEquals(5, st.size(h.state.offer.global()));
        assertEquals(133 - 5 - 5, st.size(s.g.state.bag.global()), "5 clouds and 5 offer tiles came from the bag");
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(s.g.state.eyepieces.of(seat), st.zoneOf(office(s, seat)));
            assertEquals(3, s.g.freeEyepieces(st, seat), "5 eyepieces − start tile − office");
        }
        assertEquals(s.game.rules().kernel().box.global(), st.zoneOf(office(s, 3)), "the fourth colour's office stays in the box");
        assertEquals(6, h.rules.piers.size(), "B12.1 front side: piers 1–6");
    }

    @Test
    @DisplayName("B12.4 / B3.6 from round 2 one more tile goes to the offer after the clouds; not in round 1")
    void dealHarbour() {
        Scenario s = Scenario.afterSetup(rules(2, "front"), 102);
        Harbour h = harbour(s);
        assertEquals(5, s.game.state().size(h.state.offer.global()));
        s.playUntil(x -> x.game.round() == 2 && "base:reroll".equals(x.pendingId()), 300);
        assertEquals(6, s.game.state().size(h.state.offer.global()));
    }

    @Test
    @DisplayName("B12.5 with 11 tiles in the offer, the start player swaps the new tile for an old one of their choice, which goes back to the bag")
    void offerLimit() {
        Scenario s = Scenario.afterSetup(rules(2, "front"), 103);
        Harbour h = harbour(s);
        for (int i = 0; i < 6; i++) s.ctx.move(s.piece("joker", -1), h.state.offer.global());
        assertEquals(11, s.game.state().size(h.state.offer.global()));
        s.playUntil(x -> "harbour:swap-offer".equals(x.pendingId()), 300);
        int start = s.game.state().get(s.g.state.startPlayer);
        assertEquals(start, s.pendingSeat());
        assertEquals(11, s.game.legalActions().size(), "any of the 11 old tiles, not the new one");
        int[] offer = s.game.state().pieces(h.state.offer.global());
        int newTile = offer[offer.length - 1];
        assertFalse(s.game.legalActions().contains(new HarbourAction.SwapOffer(newTile)));
        s.submit(new HarbourAction.SwapOffer(offer[0]));
        assertEquals(11, s.game.state().size(h.state.offer.global()));
        assertEquals(s.g.state.bag.global(), s.game.state().zoneOf(offer[0]));
    }

    @Test
    @DisplayName("B12.7 while the office is on an eyepiece the coast still stops the balloon")
    void coastStopWithoutOffice() {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), 104, Direction.SE, "energy1");
        int seat = s.pendingSeat();
        s.balloon(seat, 3, -2).energy(seat, 10); // value 3; SE: (3,-1), (3,0), (3,1) coast
        Map<Integer, Integer> costs = s.flyCosts();
        assertTrue(costs.keySet().stream().allMatch(s.g.positions::onIsland), "no pier reachable");
    }

    @Test
    @DisplayName("B12.8 harbour example 1 (on our island the desert coast faces E, so the die shows E): step 1 onto the coast, step 2 onto pier 1, further steps deeper; distance paid as usual")
    void example1() {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), 105, Direction.E, "energy1");
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        buildOffice(s, seat, 0, 2);
        s.balloon(seat, 3, -2).energy(seat, 3); // value 3, next to the desert coast field (4,-2) to the E
        Map<Integer, Integer> costs = s.flyCosts();
        assertEquals(2, costs.get(s.field(4, -2)), "1 field: onto the coast, 2 fewer than V");
        assertEquals(1, costs.get(h.state.pierPosition(1)), "2 fields: pier 1");
        assertEquals(0, costs.get(h.state.pierPosition(2)), "3 fields, the default move: pier 2, free");
        assertEquals(1, costs.get(h.state.pierPosition(3)), "4 fields: pier 3");
        assertEquals(3, costs.get(h.state.pierPosition(5)), "6 fields: pier 5, 3 more than V");
        assertFalse(costs.containsKey(h.state.pierPosition(6)), "pier 6 would cost 4, more than the 3 energy");
    }

    @Test
    @DisplayName("B12.9 / C6 movement beyond the deepest pier stops there and the rest is lost; entering after a paid direction change is allowed")
    void deepestPier() {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), 107, Direction.E, "energy1"); // re-pinned for save format 2 (106 drew every forest 6)
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        buildOffice(s, seat, 0, 2);
        s.tile(seat, 4, -2, "forest", 6); // V 6 on the desert coast, which faces E
        s.balloon(seat, 4, -2).energy(seat, 25);
        Map<Integer, Integer> costs = s.flyCosts();
        assertEquals(0, costs.get(h.state.pierPosition(6)), "6 fields E: pier 6, free");
        io.fogisles.base.move.MoveCalculator calc = s.g.calculator(s.ctx);
        calc.fromField(s.field(4, -2), 6, 6, 0, 25, h.exit()); // no free direction at all: every move is a paid change
        assertEquals(6 + 2, calc.cost(h.state.pierPosition(1)), "brake 6, then 2 for the one field into the harbour");
        assertEquals(6 + 2 * 6, calc.cost(h.state.pierPosition(6)));
    }

    @Test
    @DisplayName("B12.10 harbour example 2: on a 1:2 pier, give 1 tile, take 1 joker from the offer and draw 1 from the bag; both go on eyepieces; C6 take first, then give")
    void example2() {
        Scenario s = atPier(107, 3); // pier 3 is 1:2 (C6)
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        int joker = s.piece("joker", -1);
        s.ctx.move(joker, h.state.offer.global());
        int mine = s.eyepiece(seat, "desert", 2);
        assertEquals("harbour:trade-start", s.pendingId());
        s.submit(new HarbourAction.Trade());
        assertEquals("harbour:trade-take", s.pendingId());
        s.submit(new HarbourAction.TakeFromOffer(joker));
        s.submit(new HarbourAction.DrawFromBag());
        assertEquals("harbour:trade-give", s.pendingId());
        assertFalse(s.game.legalActions().contains(new HarbourAction.Give(office(s, seat))), "B12.12 the office is never traded");
        s.submit(new HarbourAction.Give(mine));
        assertEquals(s.g.state.hand.of(seat), s.game.state().zoneOf(joker));
        assertEquals("base:keep-or-convert", s.pendingId());
        int drawn = s.game.state().pieces(s.g.state.hand.of(seat))[1];
        s.submit(new BaseAction.Keep(joker));
        s.submit(new BaseAction.Keep(drawn));
        assertEquals(s.g.state.eyepieces.of(seat), s.game.state().zoneOf(joker));
        assertEquals(h.state.offer.global(), s.game.state().zoneOf(mine));
        assertFalse(s.game.isOver());
    }

    @Test
    @DisplayName("B12.11 / C6 with fewer giveable eyepiece tiles than the ratio asks: no trade, but take 1 tile from the offer or draw 1 (optional)")
    void fallback() {
        Scenario s = atPier(108, 4); // pier 4 is 2:4
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        s.eyepiece(seat, "desert", 2); // 1 giveable tile (+ start tile? cleared) < 2
        List<Action> options = s.game.legalActions();
        assertFalse(options.contains(new HarbourAction.Trade()));
        assertTrue(options.contains(new HarbourAction.DrawFromBag()));
        assertTrue(options.contains(new HarbourAction.DeclineTrade()));
        int offerTile = s.game.state().pieces(h.state.offer.global())[0];
        assertTrue(options.contains(new HarbourAction.TakeFromOffer(offerTile)));
        s.submit(new HarbourAction.TakeFromOffer(offerTile));
        assertEquals("base:keep-or-convert", s.pendingId());
        s.submit(new BaseAction.Keep(offerTile));
        assertEquals(1 - seat, s.pendingSeat(), "then the next player: nothing to place from the harbour");
    }

    @Test
    @DisplayName("C6 the trade is optional; B12.13 / C6 a balloon in the harbour places no tiles")
    void optionalAndNoPlacing() {
        Scenario s = atPier(109, 3);
        int seat = s.pendingSeat();
        s.eyepiece(seat, "desert", 2);
        s.submit(new HarbourAction.DeclineTrade());
        assertEquals(1 - seat, s.pendingSeat(), "no C3 decision: nothing can be placed from a pier");
    }

    @Test
    @DisplayName("C6 / B12.5 after the trade the offer is brought back to 11: the trading player returns offer tiles of their choice, and they go into the bag")
    void overflow() {
        Scenario s = atPier(110, 4); // 2:4
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        while (s.game.state().size(h.state.offer.global()) < 11) s.ctx.move(s.piece("monument", -1), h.state.offer.global());
        int a = s.eyepiece(seat, "desert", 2), b = s.eyepiece(seat, "forest", 2);
        s.submit(new HarbourAction.Trade());
        for (int i = 0; i < 4; i++) s.submit(new HarbourAction.DrawFromBag());
        s.submit(new HarbourAction.Give(a));
        s.submit(new HarbourAction.Give(b));
        assertEquals(13, s.game.state().size(h.state.offer.global()));
        assertEquals("harbour:return-to-bag", s.pendingId());
        s.submit(new HarbourAction.ReturnToBag(a));
        s.submit(new HarbourAction.ReturnToBag(b));
        assertEquals(11, s.game.state().size(h.state.offer.global()));
        assertEquals(s.g.state.bag.global(), s.game.state().zoneOf(a), "returned offer tiles go into the bag (not the box)");
        assertEquals(s.g.state.bag.global(), s.game.state().zoneOf(b));
        assertEquals("base:keep-or-convert", s.pendingId());
    }

    @Test
    @DisplayName("B12.14 harbour example 3: from pier 2 with die SW the balloon must leave along the edge: the coast field entered is the first field; C6 the D-value on a pier is its value")
    void example3() {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), 111, Direction.SW, "energy1");
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        s.ctx.set(s.g.state.balloon, seat, h.state.pierPosition(2));
        s.energy(seat, 0);
        Map<Integer, Integer> costs = s.flyCosts();
        assertTrue(costs.keySet().stream().allMatch(s.g.positions::onIsland), "the balloon must leave the harbour");
        // entering SW from the sea: e.g. over the NE edge at (4,-4): 2 fields = (4,-4), (3,-3)
        assertEquals(0, costs.get(s.field(3, -3)));
        assertEquals(0, costs.get(s.field(0, -3)), "entering at the mountain coast (1,-4): (1,-4), (0,-3)");
        assertFalse(costs.containsKey(s.field(2, -2)), "3 fields in would cost 1");
        assertEquals(2, s.g.valueMin(s.ctx, seat), "D-value = the pier's value");
    }

    @Test
    @DisplayName("B15.1 / B15.2 / B15.3 / C6 the harbour's back side adds a 7th pier '?' (reached as the 7th step, ratio 1:2); leaving from it puts the balloon on any field but the base, free")
    void questionPier() {
        Scenario s = Scenario.atFirstMove(rules(2, "back"), 112, Direction.E, "energy1");
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        assertEquals(7, h.rules.piers.size());
        HarbourRules.Pier seventh = h.rules.pier(7);
        assertTrue(seventh.anywhere());
        assertEquals(1, seventh.give());
        assertEquals(2, seventh.take());
        buildOffice(s, seat, 0, 2);
        s.tile(seat, 4, -2, "forest", 6);
        s.balloon(seat, 4, -2).energy(seat, 1);
        assertEquals(1, s.flyCosts().get(h.state.pierPosition(7)), "the 7th step past the coast");
        s.ctx.set(s.g.state.balloon, seat, h.state.pierPosition(7));
        s.energy(seat, 0);
        Map<Integer, Integer> costs = s.flyCosts();
        assertEquals(60, costs.size(), "every field but the base");
        assertTrue(costs.values().stream().allMatch(c -> c == 0));
    }

    static void emptyBag(Scenario s) {
        for (int p : s.game.state().pieces(s.g.state.bag.global())) s.ctx.move(p, s.game.rules().kernel().box.global());
    }

    static void emptyOfferBut(Scenario s, int keep) {
        Harbour h = harbour(s);
        for (int p : s.game.state().pieces(h.state.offer.global())) if (keep-- <= 0) s.ctx.move(p, s.game.rules().kernel().box.global());
    }

    @Test
    @DisplayName("B12.10 / B12.11 / C6 the trade is offered only when offer and bag can supply every tile to take; otherwise the no-tile fallback, so nobody gives tiles for nothing")
    void tradeNeedsEnoughToTake() {
        Scenario s = atPier(120, 3); // 1:2
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        s.eyepiece(seat, "desert", 2); // enough to give
        emptyBag(s);
        emptyOfferBut(s, 1);
        int only = s.game.state().pieces(h.state.offer.global())[0];
        assertEquals(List.of(new HarbourAction.DeclineTrade(), new HarbourAction.TakeFromOffer(only)), s.game.legalActions(),
                "1 tile to take but 2 needed: no trade; the fallback takes the offer tile (no draw while the offer has one)");
        Outcome.Rejected r = assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new HarbourAction.Trade()));
        assertEquals("harbour.too-few-tiles-to-take", r.rejection().code());
        s.ctx.move(s.piece("joker", -1), h.state.offer.global());
        assertTrue(s.game.legalActions().contains(new HarbourAction.Trade()), "with 2 tiles in the offer the trade can be made in full");
    }

    @Test
    @DisplayName("B10.2 / B10.3 with the bag empty a trade takes from the offer: no draw is offered, so the game does not end")
    void tradeWithEmptyBagTakesFromOffer() {
        Scenario s = atPier(121, 3); // 1:2
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        int mine = s.eyepiece(seat, "desert", 2);
        emptyBag(s);
        s.submit(new HarbourAction.Trade());
        List<Action> takes = s.game.legalActions();
        assertEquals(5, takes.size(), "the 5 offer tiles");
        assertTrue(takes.stream().allMatch(a -> a instanceof HarbourAction.TakeFromOffer));
        Outcome.Rejected r = assertInstanceOf(Outcome.Rejected.class, s.trySubmit(new HarbourAction.DrawFromBag()));
        assertEquals("harbour.bag-empty", r.rejection().code());
        int[] offer = s.game.state().pieces(h.state.offer.global());
        s.submit(new HarbourAction.TakeFromOffer(offer[0]));
        s.submit(new HarbourAction.TakeFromOffer(offer[1]));
        s.submit(new HarbourAction.Give(mine));
        assertEquals(0, s.game.state().get(s.g.state.bagEmptyRound), "nobody had to draw");
    }

    @Test
    @DisplayName("B10.2 / B10.3 / B12.11 the fallback with bag and offer empty draws from the empty bag: the game ends after the round and the player may take a tile left on a cloud instead")
    void fallbackFromEmptyBag() {
        Scenario s = atPier(122, 4); // 2:4, nothing to give
        int seat = s.pendingSeat();
        emptyBag(s);
        emptyOfferBut(s, 0);
        assertEquals(List.of(new HarbourAction.DeclineTrade(), new HarbourAction.DrawFromBag()), s.game.legalActions());
        s.submit(new HarbourAction.DrawFromBag());
        assertEquals(1, s.game.state().get(s.g.state.bagEmptyRound), "B10.2: the game ends at the end of this round");
        assertEquals("base:cloud-instead", s.pendingId());
        int cloudTile = s.game.state().pieces(s.g.state.clouds.of(0, 0))[0];
        s.submit(new BaseAction.TakeCloudTile(cloudTile));
        assertEquals("base:keep-or-convert", s.pendingId());
        s.submit(new BaseAction.Keep(cloudTile));
        assertEquals(s.g.state.eyepieces.of(seat), s.game.state().zoneOf(cloudTile));
        s.playUntil(x -> x.game.isOver(), 300);
        assertTrue(s.game.isOver());
        assertEquals("base:bag-empty", s.game.endReason());
        assertEquals(1, s.game.round(), "no further round");
    }

    @Test
    @DisplayName("B12.11 / C6 the no-tile fallback is optional: declining it draws nothing, so the empty bag does not end the game")
    void fallbackIsOptional() {
        Scenario s = atPier(123, 4);
        emptyBag(s);
        emptyOfferBut(s, 0);
        s.submit(new HarbourAction.DeclineTrade());
        assertEquals(0, s.game.state().get(s.g.state.bagEmptyRound));
    }

    @Test
    @DisplayName("B12.14 / C6 leaving the harbour with the +1 bonus: V is the pier's value plus 1; the flight ends on the island, never on the base")
    void leaveWithPlusOne() {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), 124, Direction.SW, "plus1");
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        s.ctx.set(s.g.state.balloon, seat, h.state.pierPosition(2));
        s.energy(seat, 0);
        Map<Integer, Integer> costs = s.flyCosts();
        assertEquals(0, costs.get(s.field(2, -2)), "3 fields SW from the sea over (4,-4): V = 2 + 1, free (example 3 without the bonus cannot afford it)");
        assertFalse(costs.containsKey(s.field(3, -3)), "2 fields would now cost 1");
        assertFalse(costs.containsKey(s.g.island.base()));
        assertTrue(costs.keySet().stream().allMatch(s.g.positions::onIsland), "the balloon leaves the harbour");
    }

    @Test
    @DisplayName("B12.14 / C6 leaving the harbour with a paid direction change: V + 2 per field (B5.5), offered where cheaper than the free direction")
    void leaveWithPaidTurn() {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), 125, Direction.SW, "energy1");
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        s.ctx.set(s.g.state.balloon, seat, h.state.pierPosition(2));
        s.energy(seat, 25);
        // the corner (-4,4) is the 9th field of its SW line (cost |9 − 2| = 7), but 1 field in any of E, NE, NW from the sea
        assertEquals(2 + 2 * 1, s.flyCosts().get(s.field(-4, 4)));
        s.energy(seat, 3);
        assertFalse(s.flyCosts().containsKey(s.field(-4, 4)), "4 energy needed");
    }

    /** A custom island (C1 allows any shape): the base and six coast fields around it. */
    static final String TINY_ISLAND = """
            {"fields": [{"q": 0, "r": 0, "type": "base"},
              {"q": 1, "r": 0, "type": "coast", "landscape": "forest", "value": 1},
              {"q": 1, "r": -1, "type": "coast", "landscape": "mountain", "value": 1},
              {"q": 0, "r": -1, "type": "coast", "landscape": "desert", "value": 1},
              {"q": -1, "r": 0, "type": "coast", "landscape": "swamp", "value": 1},
              {"q": -1, "r": 1, "type": "coast", "landscape": "canyon", "value": 1},
              {"q": 0, "r": 1, "type": "coast", "landscape": "plains", "value": 1}]}""";

    @Test
    @DisplayName("B12.14 / B.5 a balloon that can afford no way back onto the island (possible only on a custom island, C1) stays on its pier, free, and trades there again")
    void cannotLeave() {
        io.fogisles.kernel.game.RuleSetFactory factory = Fixtures.factory();
        factory.addHouseRuleLoader(io.fogisles.kernel.game.RuleSetFactory.parameterOverride(p -> {
            try {
                p.set("base", "customIsland", io.fogisles.kernel.data.Json.MAPPER.readTree(TINY_ISLAND));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }));
        RuleSet tiny = factory.create(new io.fogisles.kernel.game.GameConfig(ModuleSelection.of("base", "harbour"), 2));
        Scenario s = Scenario.atFirstMove(tiny, 131, Direction.E, "energy1");
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        s.ctx.set(s.g.state.balloon, seat, h.state.pierPosition(6));
        s.energy(seat, 3);
        assertEquals(Map.of(s.field(1, 0), 3), s.flyCosts(), "3 fields E from the sea at (-1,0), over the base: |3 − 6| = 3");
        s.energy(seat, 0);
        assertEquals(Map.of(h.state.pierPosition(6), 0), s.flyCosts(), "every line is at most 3 fields long: no entry is free");
        s.submit(new BaseAction.Fly(h.state.pierPosition(6)));
        assertEquals("harbour:trade-start", s.pendingId(), "still in the harbour: C2 is a trade again");
    }

    /** Round 1 played with simple defaults up to the last player's C3, where balloons are set before phase D. */
    static Scenario beforePhaseD(io.fogisles.kernel.game.RuleSet rules, long seed) {
        Scenario s = Scenario.atFirstMove(rules, seed, Direction.E, "energy1");
        int seats = s.game.state().seats();
        int last = (s.game.state().get(s.g.state.startPlayer) + seats - 1) % seats;
        s.playUntil(x -> "base:place".equals(x.pendingId()) && x.pendingSeat() == last, 300);
        assertEquals("base:place", s.pendingId());
        return s;
    }

    @Test
    @DisplayName("B8.1 / C6 phase D with a balloon on a pier: its D-value is the pier's travel value")
    void phaseDOnPier() {
        for (int pier : new int[] {5, 3}) {
            Scenario s = beforePhaseD(rules(2, "front"), 126);
            Harbour h = harbour(s);
            s.ctx.set(s.g.state.balloon, 0, h.state.pierPosition(pier));
            s.tile(1, 2, 0, "forest", 4);
            s.balloon(1, 2, 0);
            s.submit(new BaseAction.EndPlacing());
            assertEquals(pier > 4 ? 0 : 1, s.game.state().get(s.g.state.startPlayer), "pier " + pier + " against a 4");
        }
    }

    @Test
    @DisplayName("B8.1 / B15.2 / C6 the back side's '?' pier shows no number: its D-value is 0 (decision, docs/rules-notes.md)")
    void phaseDOnQuestionPier() {
        Scenario s = beforePhaseD(rules(2, "back"), 127);
        Harbour h = harbour(s);
        s.ctx.set(s.g.state.balloon, 0, h.state.pierPosition(7));
        assertEquals(0, s.g.valueMin(s.ctx, 0));
        assertEquals(0, s.g.valueMax(s.ctx, 0));
        s.tile(1, 2, 0, "forest", 1);
        s.balloon(1, 2, 0);
        s.submit(new BaseAction.EndPlacing());
        assertEquals(1, s.game.state().get(s.g.state.startPlayer), "a 1 beats the '?' pier");
    }

    @Test
    @DisplayName("B8.1 / C18 phase D on the harbour office: its owner chooses 1–3; the value is chosen anew for the next flight")
    void phaseDOnOffice() {
        Scenario s = beforePhaseD(rules(2, "front"), 128);
        s.ctx.move(office(s, 0), s.g.state.island.of(0), s.field(0, -2));
        s.balloon(0, 0, -2);
        s.tile(1, 2, 0, "forest", 2);
        s.balloon(1, 2, 0);
        s.submit(new BaseAction.EndPlacing());
        assertEquals("base:choose-value", s.pendingId());
        assertEquals(0, s.pendingSeat());
        assertEquals(List.of(new BaseAction.ChooseValue(1), new BaseAction.ChooseValue(2), new BaseAction.ChooseValue(3)), s.game.legalActions());
        s.submit(new BaseAction.ChooseValue(1));
        assertEquals(1, s.game.state().get(s.g.state.startPlayer), "1 against a 2");
        s.playUntil(x -> "base:fly".equals(x.pendingId()) && x.pendingSeat() == 0, 300);
        s.freeDirections(0, Direction.E).energy(0, 0);
        Map<Integer, Integer> costs = s.flyCosts();
        assertEquals(0, costs.get(s.field(3, -2)), "3 fields E with the value 3, although 1 was chosen in phase D");
        assertEquals(0, costs.get(s.field(1, -2)), "1 field E with the value 1");
    }

    @Test
    @DisplayName("C18 victory points for expansion tiles only in Module 3: without it there is no expansion row, and the office on the island scores nothing")
    void noExpansionPointsInModule2() {
        Scenario s = Scenario.afterSetup(rules(2, "front"), 129);
        assertFalse(s.game.scores().rows().contains("expansion:expansion"));
        int before = s.game.scores().totals()[0];
        s.ctx.move(office(s, 0), s.g.state.island.of(0), s.field(-1, 2)); // a fog field, away from any tile
        assertEquals(before, s.game.scores().totals()[0]);
    }

    @Test
    @DisplayName("B12.6 the harbour office is placed like any tile next to the balloon, opens the harbour (script effect), and breaks landscapes")
    void officeAsTile() {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), 113, Direction.E, "energy1");
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        s.balloon(seat, -1, 3).energy(seat, 5);
        s.submit(new BaseAction.Fly(s.field(0, 3)));
        s.submit(new BaseAction.TakeCloud(0));
        while ("base:keep-or-convert".equals(s.pendingId())) s.submit(s.game.legalActions().stream().filter(a -> a instanceof BaseAction.Convert).findFirst().orElseThrow());
        assertFalse(h.hasAccess(s.game.state(), seat));
        s.submit(new BaseAction.Place(office(s, seat), s.field(1, 2)));
        assertTrue(h.hasAccess(s.game.state(), seat), "building the office opened the harbour");
        io.fogisles.base.score.IslandTiles t = s.g.tiles(s.game.state(), seat);
        assertEquals(io.fogisles.base.score.IslandTiles.OTHER, t.land(s.field(1, 2)), "the office is no landscape tile");
        // the office breaks landscapes: a swamp tile at (0,2) reaches the swamp coast only through (1,2)
        s.tile(seat, 0, 2, "swamp");
        io.fogisles.base.score.IslandScoring.Points pts = io.fogisles.base.score.BaseScoreRows.points(s.g);
        int swamp = io.fogisles.base.Landscape.SWAMP.ordinal();
        assertEquals(0, io.fogisles.base.score.IslandScoring.landscape(s.g.island, s.g.tiles(s.game.state(), seat), swamp, pts));
        io.fogisles.base.score.IslandTiles withJoker = s.g.tiles(s.game.state(), seat);
        withJoker.put(s.field(1, 2), io.fogisles.base.PieceInfo.JOKER, true, false, 0);
        assertEquals(2 + 1, io.fogisles.base.score.IslandScoring.landscape(s.g.island, withJoker, swamp, pts), "a joker there would link it");
    }

    @Test
    @DisplayName("C6 the office's value is chosen 1–3 each time: movement from it at the lowest cost, the D-value asked in phase D")
    void officeValue() {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), 114, Direction.E, "energy1");
        int seat = s.pendingSeat();
        s.ctx.move(office(s, seat), s.g.state.island.of(seat), s.field(-1, 3));
        s.balloon(seat, -1, 3).energy(seat, 0);
        Map<Integer, Integer> costs = s.flyCosts();
        assertEquals(0, costs.get(s.field(0, 3)), "E 1 with value 1");
        assertEquals(0, costs.get(s.field(1, 3)), "E 2 with value 2 (value 3 stops there too: the coast)");
        assertFalse(costs.containsKey(s.field(-1, 3)), "staying costs at least 1 (the lowest value): not affordable with 0 energy");
        assertEquals(1, s.g.valueMin(s.ctx, seat));
        assertEquals(3, s.g.valueMax(s.ctx, seat));
    }

    /** The start player at C2, balloon on pier {@code pier}, with the start tile removed from the eyepieces. */
    static Scenario atPier(long seed, int pier) {
        Scenario s = Scenario.atFirstMove(rules(2, "front"), seed, Direction.E, "energy1");
        int seat = s.pendingSeat();
        Harbour h = harbour(s);
        buildOffice(s, seat, 0, 2);
        s.clearEyepieces(seat);
        s.tile(seat, 4, -2, "forest", 6);
        s.balloon(seat, 4, -2).energy(seat, 25);
        s.submit(new BaseAction.Fly(h.state.pierPosition(pier)));
        return s;
    }
}
