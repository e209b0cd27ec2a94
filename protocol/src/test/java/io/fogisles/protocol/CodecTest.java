package io.fogisles.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.view.SeatView;
import io.fogisles.kernel.view.SeenChange;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every message survives a round trip; each kind of bad input gets its own code and a sentence that names the problem. */
class CodecTest {
    static final List<ClientMessage> CLIENT_MESSAGES = List.of(
            new ClientMessage.Hello(Protocol.VERSION, "test", Map.of("base", "1.0.0")),
            new ClientMessage.Create(List.of("base", "harbour"), Map.of("base", Map.of("island", "back")), List.of("grand-cities"),
                    List.of("person", "bot:expert:500ms"), true, Map.of("grand-cities", Map.of("factor", "3"))),
            new ClientMessage.Join("K7QX2M", "Ann", 2), new ClientMessage.Rejoin("K7QX2M", "tok"), new ClientMessage.Watch("K7QX2M"),
            new ClientMessage.Start("K7QX2M", "host"), new ClientMessage.Act("K7QX2M", "tok", 12, Codec.object().put("type", "base:fly").put("q", 1)),
            new ClientMessage.Undo("K7QX2M", "tok", 12), new ClientMessage.HandOver("K7QX2M", "host", 1, "greedy"));

    @Test
    void everyClientMessageRoundTrips() {
        assertEquals(Codec.CLIENT.typeNames().size(), CLIENT_MESSAGES.size(), "an example of every type");
        for (ClientMessage m : CLIENT_MESSAGES) assertEquals(m, Codec.CLIENT.decode(Codec.CLIENT.encode(m)));
    }

    @Test
    void fieldsAddedLaterMayBeLeftOutAndGetTheirDefaults() {
        assertEquals(new ClientMessage.Join("K7QX2M", "Ann", -1), Codec.CLIENT.decode("{\"type\": \"join\", \"code\": \"K7QX2M\", \"name\": \"Ann\"}"));
        ClientMessage.Create c = (ClientMessage.Create) Codec.CLIENT.decode("{\"type\": \"create\", \"modules\": [\"base\"], \"options\": {}, "
                + "\"houseRules\": [], \"seats\": [\"person\"], \"autoStart\": true}");
        assertEquals(Map.of(), c.houseRuleOptions());
        ProtocolException e = assertThrows(ProtocolException.class,
                () -> Codec.CLIENT.decode("{\"type\": \"join\", \"code\": \"K7QX2M\", \"name\": \"Ann\", \"seat\": null}"));
        assertEquals(Errors.BAD_FIELD, e.code(), "left out is allowed, null is not");
    }

    @Test
    void serverMessagesRoundTripWithViewsAndChanges() {
        SeatView view = new SeatView(0, new int[] {1, 2}, new int[] {1}, new int[] {0, -1}, new int[] {0}, new int[] {0});
        List<SeenChange> changes = List.of(new SeenChange.ValueSet("base:energy", 0, 0, 5), new SeenChange.PieceMoved(3, 1, -1, 2, 0),
                new SeenChange.EventRaised(new GameEvent("base:flew", 0, Map.of("to", "1,0"))));
        ServerMessage.State s = new ServerMessage.State("K7QX2M", 3, 0, 0, List.of(0, 2), view, changes, List.of(Codec.object().put("type", "base:fly")), false, List.of(), List.of(), true);
        String text = Codec.SERVER.encode(s);
        assertTrue(text.contains("\"kind\":\"moved\""), text);
        assertEquals(text, Codec.SERVER.encode(Codec.SERVER.decode(text)));
    }

    /** Issue 35: a value of another kind is refused, never converted (text for a number, a number for text, anything for a flag). */
    @Test
    void aValueOfTheWrongKindIsRefusedNotConverted() {
        String[][] cases = {
                {"{\"type\": \"join\", \"code\": \"K7QX2M\", \"name\": \"Ann\", \"seat\": \"1\"}", "$.seat"},
                {"{\"type\": \"join\", \"code\": \"K7QX2M\", \"name\": 42}", "$.name"},
                {"{\"type\": \"join\", \"code\": 123456, \"name\": \"Ann\"}", "$.code"},
                {"{\"type\": \"watch\", \"code\": true}", "$.code"},
                {"{\"type\": \"create\", \"modules\": [\"base\"], \"options\": {}, \"houseRules\": [], \"seats\": [\"person\"], \"autoStart\": \"true\"}", "$.autoStart"},
                {"{\"type\": \"create\", \"modules\": [\"base\"], \"options\": {}, \"houseRules\": [], \"seats\": [\"person\"], \"autoStart\": 1}", "$.autoStart"},
                {"{\"type\": \"create\", \"modules\": [\"base\", 2], \"options\": {}, \"houseRules\": [], \"seats\": [\"person\"], \"autoStart\": true}", "$.modules[1]"},
                {"{\"type\": \"create\", \"modules\": [\"base\"], \"options\": {\"base\": {\"island\": 1}}, \"houseRules\": [], \"seats\": [\"person\"], \"autoStart\": true}",
                        "$.options.base.island"},
                {"{\"type\": \"act\", \"code\": \"A\", \"seatToken\": \"t\", \"step\": \"0\", \"action\": {}}", "$.step"},
                {"{\"type\": \"act\", \"code\": \"A\", \"seatToken\": \"t\", \"step\": 4294967296, \"action\": {}}", "$.step"},
                {"{\"type\": \"hello\", \"protocol\": \"3\", \"client\": \"x\", \"modules\": {}}", "$.protocol"},
                {"{\"type\": \"hello\", \"protocol\": 4, \"client\": \"x\", \"modules\": {\"base\": 1}}", "$.modules.base"},
                {"{\"type\": \"handOver\", \"code\": \"A\", \"hostToken\": \"h\", \"seat\": false, \"level\": \"greedy\"}", "$.seat"}};
        for (String[] c : cases) {
            ProtocolException e = assertThrows(ProtocolException.class, () -> Codec.CLIENT.decode(c[0]), c[0]);
            assertEquals(Errors.BAD_FIELD, e.code(), e.getMessage());
            assertTrue(e.getMessage().contains(c[1]) && e.getMessage().contains("is wanted"), "'" + e.getMessage() + "' should name " + c[1]);
        }
    }

    @Test
    void eachKindOfBadInputHasItsCode() {
        String[][] cases = {
                {"{\"type\":", Errors.BAD_JSON, "line 1"},
                {"{\"type\": \"watch\", \"code\": \"A\"} trailing", Errors.BAD_JSON, "not valid JSON"},
                {"\"hello\"", Errors.NOT_A_MESSAGE, "a string"},
                {"{\"code\": \"A\"}", Errors.NOT_A_MESSAGE, "no \"type\""},
                {"{\"type\": \"watsch\", \"code\": \"A\"}", Errors.UNKNOWN_TYPE, "did you mean"},
                {"{\"type\": \"watch\"}", Errors.BAD_FIELD, "misses the field \"code\""},
                {"{\"type\": \"watch\", \"code\": null}", Errors.BAD_FIELD, "is null"},
                {"{\"type\": \"watch\", \"code\": \"A\", \"x\": 1}", Errors.BAD_FIELD, "unknown field \"x\""},
                {"{\"type\": \"act\", \"code\": \"A\", \"seatToken\": \"t\", \"step\": 1.5, \"action\": {}}", Errors.BAD_FIELD, "$.step"},
                {"{\"type\": \"act\", \"code\": \"A\", \"seatToken\": \"t\", \"step\": 1, \"action\": [1]}", Errors.BAD_FIELD, "$.action"},
                {"{\"type\": \"watch\", \"code\": \"A\", \"code\": \"B\"}", Errors.BAD_JSON, "Duplicate"},
                {"[".repeat(200), Errors.BAD_JSON, "nesting"},
                {"{\"type\": \"watch\", \"code\": \"" + "A".repeat(Protocol.MAX_CLIENT_MESSAGE_CHARS) + "\"}", Errors.TOO_LARGE, "at most"}};
        for (String[] c : cases) {
            ProtocolException e = assertThrows(ProtocolException.class, () -> Codec.CLIENT.decode(c[0]), c[0]);
            assertEquals(c[1], e.code(), e.getMessage());
            assertTrue(e.getMessage().contains(c[2]), "'" + e.getMessage() + "' should contain '" + c[2] + "'");
        }
    }
}
