package io.fogisles.kernel.i18n;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A text given in several languages by its author rather than by a message bundle (a house rule's name,
 * the reason of its veto). As a message argument ({@link Messages#text}) it becomes the text of the
 * message's language, falling back to English, then to any text it has.
 *
 * @param texts language ({@code en}, {@code de}, {@code fr}) → text
 */
public record Translated(Map<String, String> texts) {
    public Translated {
        if (texts == null || texts.isEmpty()) throw new IllegalArgumentException("a translated text needs at least one language");
        texts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(texts));
    }

    /** The text in a language, else English, else the first one given. */
    public String in(String lang) {
        String t = texts.get(lang);
        if (t == null) t = texts.get("en");
        return t != null ? t : texts.values().iterator().next();
    }

    /** English (for logs and plain descriptions). */
    @Override
    public String toString() {
        return in("en");
    }
}
