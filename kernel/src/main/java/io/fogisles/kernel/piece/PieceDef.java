package io.fogisles.kernel.piece;

import java.util.Map;

/**
 * One physical piece of the game (a card, a counter, a token), immutable. {@code index} is its dense number in the catalog;
 * {@code id} is its stable name; {@code kind} says what it is (e.g. {@code card},
 * {@code king}); {@code attributes} carry the data the rules read (e.g. {@code value}).
 */
public record PieceDef(int index, String id, String module, String kind, Map<String, Object> attributes) {
    /**
     * The attribute naming a piece's deck (a string): hidden pieces of different decks never change places in a
     * bot's search copy (a face-down pile keeps its kind of card). Pieces without it form one deck together.
     */
    public static final String DECK = "deck";

    /**
     * The attribute naming the zone (its id) a piece lies in whenever it is hidden, for a card face up everywhere but
     * in its pile: a bot's search copy deals it only over that zone's hidden places (it shares its deck's back, so a
     * view cannot tell where it lies, yet it is never dealt into a hand).
     */
    public static final String HIDDEN_IN = "hiddenIn";

    public PieceDef {
        attributes = Map.copyOf(attributes);
    }

    public int intAttr(String key, int fallback) {
        return attributes.get(key) instanceof Number n ? n.intValue() : fallback;
    }

    public String stringAttr(String key) {
        return attributes.get(key) instanceof String s ? s : null;
    }

    public boolean flag(String key) {
        return attributes.get(key) instanceof Boolean b && b;
    }
}
