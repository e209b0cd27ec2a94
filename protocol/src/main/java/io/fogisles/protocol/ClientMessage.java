package io.fogisles.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * What a client sends. Every field is required (the decoder refuses missing, unknown and null fields), so a
 * message means one thing only. Tokens are the secrets the server handed out: the host token of a table it
 * created, the seat token of a seat it took. docs/protocol.md has an example of each.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
@JsonSubTypes({@JsonSubTypes.Type(ClientMessage.Hello.class), @JsonSubTypes.Type(ClientMessage.Create.class),
        @JsonSubTypes.Type(ClientMessage.Join.class), @JsonSubTypes.Type(ClientMessage.Rejoin.class),
        @JsonSubTypes.Type(ClientMessage.Watch.class), @JsonSubTypes.Type(ClientMessage.Start.class),
        @JsonSubTypes.Type(ClientMessage.Act.class), @JsonSubTypes.Type(ClientMessage.Undo.class),
        @JsonSubTypes.Type(ClientMessage.HandOver.class)})
public sealed interface ClientMessage {

    /** The first message: the protocol version and the client's modules (id → version), to be told what differs. */
    @JsonTypeName("hello")
    record Hello(int protocol, String client, Map<String, String> modules) implements ClientMessage {}

    /**
     * Creates a table: modules, their options (module → key → value), house rules installed on the server,
     * and one entry per seat, {@code person} or {@code bot:LEVEL} ({@code bot:expert:500ms}: a level with its think
     * time). With {@code autoStart} the server starts the game as soon as every person seat is taken.
     * {@code houseRuleOptions} (house rule → option → value; may be left out) are the chosen house rules' options.
     */
    @JsonTypeName("create")
    record Create(List<String> modules, Map<String, Map<String, String>> options, List<String> houseRules, List<String> seats,
                  boolean autoStart, @Default("{}") Map<String, Map<String, String>> houseRuleOptions) implements ClientMessage {
        /** A table whose house rules keep their default options. */
        public Create(List<String> modules, Map<String, Map<String, String>> options, List<String> houseRules, List<String> seats, boolean autoStart) {
            this(modules, options, houseRules, seats, autoStart, Map.of());
        }
    }

    /**
     * Takes a free person seat of a table under a name: {@code seat} (0-based, as in every message), or the first
     * free one when it is −1 or left out.
     */
    @JsonTypeName("join")
    record Join(String code, String name, @Default("-1") int seat) implements ClientMessage {
        /** Takes the first free person seat. */
        public Join(String code, String name) {
            this(code, name, -1);
        }
    }

    /** Takes back one's seat after a dropped connection, with the seat token given at the join. */
    @JsonTypeName("rejoin")
    record Rejoin(String code, String seatToken) implements ClientMessage {}

    /** Watches a table as a spectator (sees what every seat may see, nothing more). */
    @JsonTypeName("watch")
    record Watch(String code) implements ClientMessage {}

    /** Starts the game (the host only). */
    @JsonTypeName("start")
    record Start(String code, String hostToken) implements ClientMessage {}

    /**
     * An action for one's seat: its type id and fields as in a save ({@code {"type": "base:fly", ...}}).
     * {@code step} is the number of actions the client has seen; an action sent for an older step is refused,
     * so a click made before someone else's move never lands on the new position.
     */
    @JsonTypeName("act")
    record Act(String code, String seatToken, int step, ObjectNode action) implements ClientMessage {}

    /**
     * Takes back one's seat's last step, where the rules allow it (the same undo as at a hot-seat table: the seat
     * made the last step, it is its turn, and nothing hidden was revealed since). {@code step} is the number of
     * actions the client has seen, as in {@link Act}: an undo meant for an older position is refused.
     */
    @JsonTypeName("undo")
    record Undo(String code, String seatToken, int step) implements ClientMessage {}

    /**
     * The host hands {@code seat}, whose player is away, to a bot of {@code level} (a level of the server's, e.g.
     * {@code greedy}); the bot plays the seat until its player rejoins with the seat token, which gives it back.
     */
    @JsonTypeName("handOver")
    record HandOver(String code, String hostToken, int seat, String level) implements ClientMessage {}
}
