package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** How the new-game screen offers Module 1's first-start-player option (when the module declares it). */
class FirstStartPlayerOptionTest {
    private final ClientModule base = ClientModules.installed().get("base");
    private final UiText text = new UiText(EngineFixture.catalog().all());

    private static GameSetup threeSeats() {
        return new GameSetup(List.of(new SeatSetup(false, "greedy", SeatSetup.PlayerColour.BLUE, SeatSetup.PlayerSymbol.STAR),
                new SeatSetup(true, "greedy", SeatSetup.PlayerColour.GREEN, SeatSetup.PlayerSymbol.CIRCLE),
                new SeatSetup(true, "random", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.SQUARE)), List.of("base"), Map.of(), List.of(), 1, false);
    }

    @Test
    @DisplayName("C19 the first start player is random or one of the seats at the table, named by its colour")
    void onlySeatsAtTheTableAreOffered() {
        GameSetup s = threeSeats();
        assertTrue(base.optionValueOffered("firstStartPlayer", "random", s));
        assertTrue(base.optionValueOffered("firstStartPlayer", "3", s));
        assertFalse(base.optionValueOffered("firstStartPlayer", "4", s), "no fourth player at a table of three");
        assertEquals("player 2 (Green)", base.optionValueText("firstStartPlayer", "2", s, text));
        assertEquals("random", base.optionValueText("firstStartPlayer", "random", s, text));
    }

    @Test
    void otherOptionsAreLeftToTheBundles() {
        assertNull(base.optionValueText("island", "front", threeSeats(), text));
        assertTrue(base.optionValueOffered("island", "back", threeSeats()));
    }
}
