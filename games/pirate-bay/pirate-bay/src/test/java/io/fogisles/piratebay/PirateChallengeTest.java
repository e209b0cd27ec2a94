package io.fogisles.piratebay;

import static io.fogisles.piratebay.Scenario.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.event.GameEvent;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The challenge (P4.8, P7): two figures beside the target, one d6 each, the retreat and the move-in. */
class PirateChallengeTest {

    /** Seat 1's figure on the start card; seat 0's on the caps north and south of it; the long cape west of it free. */
    static final class Duel {
        final Scenario s = Scenario.start(4);
        final int start = s.g.cards.start(), north, south, west;

        Duel() {
            north = s.free(CAPE_SHORT);
            s.put(north, 0, 1, true);
            south = s.free(CAPE_SHORT);
            s.put(south, 0, -1);
            west = s.free(CAPE_LONG);
            s.put(west, -1, 0);
            s.figure(1, start).figure(0, north).figure(0, south);
        }
    }

    @Test
    @DisplayName("P4.8 / P7.1 a challenge needs the challenger's figures on two cards beside an opponent's figure: offered then, refused with the reason otherwise")
    void needsTwoBeside() {
        Duel d = new Duel();
        Scenario s = d.s;
        assertTrue(s.actions().contains("challenge"));
        s.figure(2, d.west);
        s.choose(ActionKind.CHALLENGE);
        assertEquals(List.of(new PirateAction.Challenge(d.start)), s.legal(), "only the start card: the west cape has one of seat 0's figures beside it at most");
        assertEquals("pirate-bay.challenge-needs-two", s.rejection(new PirateAction.Challenge(d.west)));
        assertEquals("pirate-bay.own-figure", s.rejection(new PirateAction.Challenge(d.north)));
        int away = s.free(CAPE_SHORT);
        assertEquals("pirate-bay.not-on-table", s.rejection(new PirateAction.Challenge(away)));
        Duel e = new Duel();
        e.s.figure(-1, e.south);
        assertFalse(e.s.actions().contains("challenge"), "one figure beside is not enough");
        assertEquals("pirate-bay.action-unavailable.challenge", e.s.rejection(new PirateAction.Choose("challenge")));
        Duel f = new Duel();
        f.s.figure(-1, f.start);
        f.s.put(f.s.free(CAPE_LONG), 1, 0, true);
        assertFalse(f.s.actions().contains("challenge"), "no opponent's figure to challenge");
    }

    @Test
    @DisplayName("P7.2 / P7.3 / P7.4 / PD18 the higher d6 wins: the defender's figure makes way to a free card beside it, then one challenger's figure from beside may move in")
    void wonChallenge() {
        Duel d = new Duel();
        Scenario s = d.s;
        s.challengeDice(5, 3);
        s.choose(ActionKind.CHALLENGE).submit(new PirateAction.Challenge(d.start));
        GameEvent ch = s.events("pirate-bay:challenged").get(0);
        assertEquals(5, ch.intValue("attack", 0));
        assertEquals(3, ch.intValue("defence", 0));
        assertEquals(Boolean.TRUE, ch.data().get("won"));
        assertEquals("pirate-bay:retreat", s.pendingId());
        assertEquals(1, s.pendingSeat(), "the defender answers");
        assertEquals(Set.of(new PirateAction.Retreat(d.west), new PirateAction.Retreat(-1)), new HashSet<>(s.legal()));
        assertEquals("pirate-bay.retreat-beside", s.rejection(new PirateAction.Retreat(d.north)), "an occupied card");
        s.submit(new PirateAction.Retreat(d.west));
        assertEquals(1, s.occupant(d.west));
        assertEquals(-1, s.occupant(d.start));
        assertEquals("pirate-bay:move-in", s.pendingId());
        assertEquals(0, s.pendingSeat());
        assertEquals(Set.of(new PirateAction.MoveIn(d.north), new PirateAction.MoveIn(d.south), new PirateAction.MoveIn(-1)), new HashSet<>(s.legal()));
        assertEquals("pirate-bay.move-in-beside", s.rejection(new PirateAction.MoveIn(d.west)));
        s.submit(new PirateAction.MoveIn(d.north));
        assertEquals(0, s.occupant(d.start));
        assertEquals(-1, s.occupant(d.north));
        assertEquals("pirate-bay:choose", s.pendingId());
        assertEquals(1, s.pendingSeat(), "the challenger's turn is over");
    }

    @Test
    @DisplayName("P7.3 / P7.4 / P5.2 the defender may take the figure back to its supply instead; the challenger may leave the card free")
    void retreatToSupplyNoMoveIn() {
        Duel d = new Duel();
        Scenario s = d.s;
        s.challengeDice(6, 1);
        s.choose(ActionKind.CHALLENGE).submit(new PirateAction.Challenge(d.start));
        s.submit(new PirateAction.Retreat(-1));
        assertEquals(4, s.g.supply(s.game.state(), 1));
        s.submit(new PirateAction.MoveIn(-1));
        assertEquals(-1, s.occupant(d.start));
        assertEquals(0, s.occupant(d.north));
        assertEquals(1, s.pendingSeat());
    }

    @Test
    @DisplayName("P7.2 / PD17 a tie keeps the defender: nothing moves and the challenger's turn is over")
    void tieKeepsDefender() {
        Duel d = new Duel();
        Scenario s = d.s;
        s.challengeDice(4, 4);
        s.choose(ActionKind.CHALLENGE).submit(new PirateAction.Challenge(d.start));
        assertEquals(Boolean.FALSE, s.events("pirate-bay:challenged").get(0).data().get("won"));
        assertEquals(1, s.occupant(d.start));
        assertEquals("pirate-bay:choose", s.pendingId());
        assertEquals(1, s.pendingSeat());
    }

    @Test
    @DisplayName("P7.5 / PD17 a lost challenge (the defender rolls higher) changes nothing else: no retreat, no move-in, the turn passes")
    void lostChallenge() {
        Duel d = new Duel();
        Scenario s = d.s;
        s.challengeDice(2, 5);
        s.choose(ActionKind.CHALLENGE).submit(new PirateAction.Challenge(d.start));
        assertEquals(1, s.occupant(d.start));
        assertEquals(0, s.occupant(d.north));
        assertEquals(0, s.occupant(d.south));
        assertEquals("pirate-bay:choose", s.pendingId());
        assertEquals(1, s.pendingSeat());
        assertTrue(s.events("pirate-bay:figure-moved").isEmpty());
    }
}
