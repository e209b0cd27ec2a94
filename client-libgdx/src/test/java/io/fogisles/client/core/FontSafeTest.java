package io.fogisles.client.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FontSafeTest {
    @Test
    void typographyBecomesPlainAndLatinOneStays() {
        assertEquals("piers 1-6 - it's \"fine\"...", UiText.fontSafe("piers 1\u20136 \u2014 it\u2019s \u201Efine\u201C\u2026"));
        String german = "Wüste, Gebirge, Königspaar, Größe, Energie";
        assertEquals(german, UiText.fontSafe(german));
        String french = "forêt, désert, l'île, Échap, Réglette";
        assertEquals(french, UiText.fontSafe(french));
        assertEquals("x ?", UiText.fontSafe("\u00D7 \u2603"));
        for (char c : UiText.fontSafe("\u2192\u00AB\u00BB\u00B0").toCharArray()) assertTrue(UiText.inFont(c), "char " + (int) c);
    }
}
