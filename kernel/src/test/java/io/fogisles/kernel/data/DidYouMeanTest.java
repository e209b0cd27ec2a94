package io.fogisles.kernel.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DidYouMeanTest {
    private static final List<String> OPTIONS = List.of("--games", "--players", "--bots", "--rotate", "--seed", "--threads", "--json", "--csv");

    @Test
    @DisplayName("typos, swapped letters and beginnings of a name get a suggestion")
    void closeNames() {
        assertEquals("--players", DidYouMean.closest("--plyers", OPTIONS));
        assertEquals("--rotate", DidYouMean.closest("--rotat", OPTIONS));
        assertEquals("--seed", DidYouMean.closest("--sede", OPTIONS)); // a swap counts as one edit
        assertEquals("value", DidYouMean.closest("valeu", List.of("value", "fields")));
        assertEquals("island", DidYouMean.closest("isle", List.of("island", "seats")));
        assertEquals("expansion", DidYouMean.closest("expan", List.of("base", "harbour", "expansion")));
        assertEquals("harbour", DidYouMean.closest("HARBOR", List.of("base", "harbour", "expansion")));
    }

    @Test
    @DisplayName("unrelated names get no suggestion")
    void farNames() {
        assertNull(DidYouMean.closest("--frobnicate", OPTIONS));
        assertNull(DidYouMean.closest("xyz", List.of("base", "harbour")));
        assertNull(DidYouMean.closest("anything", List.of()));
        assertEquals("", DidYouMean.hint("--frobnicate", OPTIONS));
    }
}
