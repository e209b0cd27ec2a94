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
