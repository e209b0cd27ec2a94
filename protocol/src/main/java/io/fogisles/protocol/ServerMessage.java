package io.fogisles.protocol;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.annotation.JsonTypeName;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.view.SeatView;
import io.fogisles.kernel.view.SeenChange;
import java.util.List;
import java.util.Map;

/**
 * What the server sends. A game's state reaches a client only as the kernel's view for its seat
 * ({@link SeatView}) and the changes that seat may see ({@link SeenChange}): never the seed, the bag's
 * order or anything else a module declares hidden.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
@JsonSubTypes({@JsonSubTypes.Type(ServerMessage.Welcome.class), @JsonSubTypes.Type(ServerMessage.Created.class),
        @JsonSubTypes.Type(ServerMessage.Seated.class), @JsonSubTypes.Type(ServerMessage.Table.class),
        @JsonSubTypes.Type(ServerMessage.State.class), @JsonSubTypes.Type(ServerMessage.Error.class)})
public sealed interface ServerMessage {

    /**
     * The answer to {@code hello}: the server's protocol version and program version, its modules (id →
     * version), its installed house rules and bot levels, and what differs from the client's modules (empty
     * when nothing does).
     */
    @JsonTypeName("welcome")
    record Welcome(int protocol, String server, Map<String, String> modules, List<String> houseRules, List<String> botLevels,
                   List<String> differences) implements ServerMessage {}

    /** A table was created: its code (give it to friends) and the host's token (keep it). */
    @JsonTypeName("created")
    record Created(String code, String hostToken) implements ServerMessage {}

    /** The client sits at {@code seat} (0-based); the token takes the seat back after a drop. */
    @JsonTypeName("seated")
    record Seated(String code, int seat, String seatToken) implements ServerMessage {}

    /**
     * A seat as everyone sees it: who sits there, whether it is the server's bot seat ({@code bot} is its level, ""
     * for a person's seat), taken, connected (a person: their client is at the table), and {@code standIn}, the
     * bot level the host handed the seat to while its player is away ("" when the player plays it).
     */
    record SeatInfo(String name, String bot, boolean taken, boolean connected, String standIn) {}

    /**
     * The table as it stands: its rules (modules, options, house rules and their options: rule → option → value, only
     * those the host chose), {@code status} {@code waiting}, {@code playing} or {@code over}, the seats, and
     * {@code you}, the receiver's seat or −1.
     */
    @JsonTypeName("table")
    record Table(String code, String status, List<String> modules, Map<String, Map<String, String>> options, List<String> houseRules,
                 Map<String, Map<String, String>> houseRuleOptions, List<SeatInfo> seats, int you)
            implements ServerMessage {
        /** The table's rules as a configuration for a client's own engine (a bot's, the desktop client's). */
        public GameConfig config() {
            List<GameConfig.HouseRuleRef> refs = new java.util.ArrayList<>();
            for (String h : houseRules) refs.add(new GameConfig.HouseRuleRef(h, null, null, houseRuleOptions.get(h)));
            return new GameConfig(new ModuleSelection(modules, options), seats.size(), refs);
        }
    }

    /**
     * The game after {@code step} accepted actions, as seat {@code you} (−1: a spectator) may see it:
     * the view, the changes of the last step that the receiver may see, whose turn it is ({@code pending}, −1
     * when over), the receiver's legal actions (only when it is its turn), and at the end the totals and
     * winners (empty before). {@code canUndo}: whether the receiver's seat may take back its last step now
     * ({@link ClientMessage.Undo}); a client cannot tell from its view, which has no history. A state whose step is
     * lower than the last one the client saw follows an undo: it replaces what the client shows, and its
     * {@code changes} are empty.
     */
    @JsonTypeName("state")
    record State(String code, int step, int you, int pending, List<Integer> waiting, SeatView view, List<SeenChange> changes, List<ObjectNode> legal,
                 boolean over, List<Integer> totals, List<Integer> winners, boolean canUndo) implements ServerMessage {}

    /** A request was refused or a message was bad: a stable {@code code} (see {@link Errors}) and a message for people. */
    @JsonTypeName("error")
    record Error(String code, String message) implements ServerMessage {}
}
