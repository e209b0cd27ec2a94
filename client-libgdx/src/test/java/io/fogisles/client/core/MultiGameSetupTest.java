package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.client.core.view.Binding;
import io.fogisles.client.core.view.TurnModel;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.GameDescriptor;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The client set up for several games: each game's seats, colours and modules; Pirate Bay's actions all bound and named. */
class MultiGameSetupTest {
    private static final ModuleCatalog CATALOG = ModuleCatalog.discover(MultiGameSetupTest.class.getClassLoader());

    @Test
    void aSetupIsMadeFitForItsGame() {
        GameDescriptor island = CATALOG.game("island"), pirates = CATALOG.game("pirate-bay");
        assertEquals("island", CATALOG.defaultGame().id(), "the island game stays the default");
        GameSetup islandSetup = GameSetup.defaults(); // a setup from before there were games: no game recorded
        assertEquals("island", islandSetup.gameIn(CATALOG).id());
        // an island setup does not carry over to Pirate Bay: the game's own defaults, in its colours
        GameSetup p = islandSetup.fittedTo(pirates, CATALOG.installedModules(pirates));
        assertEquals("pirate-bay", p.game());
        assertEquals(List.of("pirate-bay"), p.modules());
        for (SeatSetup s : p.seats()) assertTrue(GameSetup.colours(pirates).contains(s.colour()));
        // six seats, each its own colour and symbol, black and white among them
        List<SeatSetup> six = new java.util.ArrayList<>();
        for (int i = 0; i < 7; i++) six.add(new SeatSetup(true, "greedy", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.CIRCLE));
        GameSetup full = new GameSetup(six, List.of("pirate-bay"), Map.of(), List.of(), 1, true, "pirate-bay").fittedTo(pirates, List.of("pirate-bay"));
        assertEquals(6, full.seats().size(), "at most the game's players");
        Set<SeatSetup.PlayerColour> colours = new HashSet<>();
        Set<SeatSetup.PlayerSymbol> symbols = new HashSet<>();
        for (SeatSetup s : full.seats()) {
            colours.add(s.colour());
            symbols.add(s.symbol());
        }
        assertEquals(6, colours.size());
        assertEquals(6, symbols.size());
        assertTrue(colours.contains(SeatSetup.PlayerColour.BLACK) && colours.contains(SeatSetup.PlayerColour.WHITE));
        // the island game keeps its four colours and at most four seats
        GameSetup back = full.withGame(null).withModules(List.of("base")).fittedTo(island, CATALOG.installedModules(island));
        assertEquals(4, back.seats().size());
        for (SeatSetup s : back.seats()) assertFalse(s.colour() == SeatSetup.PlayerColour.BLACK || s.colour() == SeatSetup.PlayerColour.WHITE);
    }

    @Test
    void balmyBalloonistsIsOfferedWithItsStormAndItsSixColours() {
        GameDescriptor balloons = CATALOG.game("balmy-balloonists");
        assertTrue(balloons != null, "the client has Balmy Balloonists on its class path: the title offers it");
        assertEquals(List.of("balmy-balloonists", "balmy-storm"), CATALOG.installedModules(balloons), "the storm is a module to tick");
        GameSetup b = GameSetup.defaults().fittedTo(balloons, CATALOG.installedModules(balloons));
        assertEquals("balmy-balloonists", b.game());
        assertEquals(List.of("balmy-balloonists"), b.modules(), "the race without the storm by default");
        assertEquals(6, GameSetup.colours(balloons).size());
        for (SeatSetup s : b.seats()) assertTrue(GameSetup.colours(balloons).contains(s.colour()));
        assertTrue(ClientModules.installed().get("balmy-balloonists") != null, "its client part is installed");
    }

    @Test
    void settingsRememberTheLastSetupOfEachGame() {
        Settings s = new Settings();
        GameDescriptor pirates = CATALOG.game("pirate-bay"), island = CATALOG.game("island");
        GameSetup p = GameSetup.defaults(pirates).withSeed(42, true);
        s.remember(p);
        assertEquals("pirate-bay", s.game);
        assertEquals(42, s.setupFor(pirates, List.of("pirate-bay")).seed());
        assertEquals("island", s.setupFor(island, CATALOG.installedModules(island)).gameIn(CATALOG).id(), "the island game's setup is its own");
        assertNotEquals(42, s.setupFor(island, CATALOG.installedModules(island)).seed());
    }

    @Test
    void everyActionOfAPirateBayGameIsBoundAndNamed() {
        RuleSet rules = EngineFixture.rules(4, "pirate-bay");
        Session session = EngineFixture.session(rules, 3);
        Game g = session.table.localGame();
        Rng rng = new Rng(3);
        IntList codes = new IntList();
        Set<String> decisions = new HashSet<>();
        for (int step = 0; step < 3000 && !g.isOver(); step++) {
            int seat = g.pendingSeat();
            TurnModel turn = session.turn(seat);
            decisions.add(g.pending().id());
            assertEquals(g.legalActions().size(), turn.bindings().size());
            for (Binding b : turn.bindings()) {
                assertNotEquals("client.action.unknown", b.labelKey(), "bound: " + b.action());
                assertTrue(session.text.has(b.labelKey()), "named: " + b.labelKey());
                if (b.action() instanceof io.fogisles.piratebay.PirateAction.Lay) assertTrue(b.source() != null && b.target() != null, "a lay is a drag: " + b);
            }
            for (Session.LogEntry e : session.log()) session.format(e); // every log line formats
            g.legalCodes(codes);
            assertTrue(session.submit(seat, g.decode(codes.get(rng.nextInt(codes.size())))).accepted());
        }
        assertTrue(decisions.containsAll(List.of("pirate-bay:choose", "pirate-bay:lay")), "the common decisions came up: " + decisions);
    }
}
