package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The expert level's think time at setup: offered per seat, kept in the seat's level spec, named with its seconds. */
class BotLabelTest {
    @Test
    void theSetupOffersTheExpertWithEachThinkTimeAndKeepsItInTheSeat() {
        assertEquals(List.of("random", "greedy", "strong", "expert:500ms", "expert:1s", "expert:2s", "expert:5s"), SeatSetup.LEVELS);
        SeatSetup s = new SeatSetup(true, "expert", SeatSetup.PlayerColour.RED, SeatSetup.PlayerSymbol.STAR);
        assertEquals("expert:1s", s.level(), "expert alone is its default think time");
        assertEquals("expert:2s", s.withLevel("expert:2s").level());
        assertEquals("greedy", s.withLevel("expert:7s").level(), "a think time the client does not offer falls back like an unknown level");
    }

    @Test
    void aLevelIsNamedByItsKeyAndTheExpertWithItsSeconds() {
        assertEquals("client.bot.strong", BotLabel.key("strong"));
        assertArrayEquals(new Object[0], BotLabel.args("strong"));
        assertEquals("client.bot.expert", BotLabel.key("expert:500ms"));
        assertArrayEquals(new Object[] {0.5}, BotLabel.args("expert:500ms"));
        assertArrayEquals(new Object[] {1.0}, BotLabel.args("expert"));
        assertEquals("client.bot.expert-playouts", BotLabel.key("expert:2000playouts"), "a game saved by simulate with a playout budget");
        assertArrayEquals(new Object[] {2000}, BotLabel.args("expert:2000playouts"));
        UiText text = new UiText(EngineFixture.catalog().all());
        text.lang("de");
        assertEquals("Bot: Experte, 0,5 s", text.t(BotLabel.key("expert:500ms"), BotLabel.args("expert:500ms")));
        text.lang("en");
        assertEquals("Bot: expert, 2 s", text.t(BotLabel.key("expert:2s"), BotLabel.args("expert:2s")));
        assertEquals("Bot: expert, 2,000 playouts", text.t(BotLabel.key("expert:2000playouts"), BotLabel.args("expert:2000playouts")));
    }
}
