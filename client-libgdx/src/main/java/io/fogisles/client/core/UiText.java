package io.fogisles.client.core;

import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.i18n.Messages;
import io.fogisles.kernel.module.ModuleDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * Every text the client shows, in the player's language: the client's own bundle
 * ({@code io/fogisles/client/i18n/ui_<lang>.properties}, keys {@code client.*}) and the engine's bundles
 * (kernel and modules: prompts, rejections, log lines, names) through {@link Messages}. Missing texts
 * fall back to English, then to the key. Texts are made safe for the bitmap font (see {@link #fontSafe}).
 */
public final class UiText {
    public static final String BUNDLE = "/io/fogisles/client/i18n/ui_%s.properties";

    private final Map<String, Map<String, String>> client = new HashMap<>();
    private Messages game;
    private String lang = "en";

    public UiText(List<ModuleDescriptor> modules) {
        for (String l : Settings.LANGUAGES) client.put(l, load(l));
        game = Messages.of(modules);
    }

    public static Map<String, String> load(String lang) {
        String path = String.format(BUNDLE, lang);
        try (InputStream in = UiText.class.getResourceAsStream(path)) {
            if (in == null) return Map.of();
            Properties p = new Properties();
            p.load(new StringReader(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            Map<String, String> m = new HashMap<>();
            for (String k : p.stringPropertyNames()) m.put(k, p.getProperty(k));
            return m;
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + path, e);
        }
    }

    /** Uses the bundles of this module set for game texts (after a game with other modules starts). */
    public void modules(List<ModuleDescriptor> modules) {
        game = Messages.of(modules);
    }

    public Messages messages() {
        return game;
    }

    public String lang() {
        return lang;
    }

    public void lang(String l) {
        lang = Settings.LANGUAGES.contains(l) ? l : "en";
    }

    /** The text of a key in the current language, formatted with {0}, {1}, …. */
    public String t(String key, Object... args) {
        String s;
        if (key.startsWith("client.")) {
            String p = client.get(lang).get(key);
            if (p == null) p = client.get("en").get(key);
            if (p == null) s = key;
            else s = args.length == 0 ? p : new MessageFormat(p.replace("'", "''"), Locale.forLanguageTag(lang)).format(args);
        } else {
            s = game.text(lang, key, args);
        }
        return fontSafe(s);
    }

    public boolean has(String key) {
        if (key.startsWith("client.")) return client.get("en").containsKey(key);
        return game.has("en", key);
    }

    public String rejection(Rejection r) {
        return fontSafe(game.rejection(lang, r));
    }

    public Set<String> clientKeys(String l) {
        return client.get(l).keySet();
    }

    /** Whether libGDX's default font (lsans-15) has a glyph for the character. */
    public static boolean inFont(char c) {
        return c == '\n' || (c >= 32 && c <= 126) || (c >= 160 && c <= 166) || c == 181 || c == 183 || (c >= 191 && c <= 255 && c != 215 && c != 247);
    }

    /**
     * The bitmap font of libGDX has Latin-1 only: typographic dashes, quotes, ellipses and arrows become
     * their plain forms; anything else outside Latin-1 becomes '?'.
     */
    public static String fontSafe(String s) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String r = switch (c) {
                case '\u2013', '\u2014', '\u2212' -> "-";
                case '\u2018', '\u2019', '\u201A' -> "'";
                case '\u201C', '\u201D', '\u201E', '\u00AB', '\u00BB' -> "\"";
                case '\u2026' -> "...";
                case '\u2192' -> "->";
                case '\u00D7' -> "x";
                case '\u202F', '\u2009' -> " ";
                default -> inFont(c) ? null : "?";
            };
            if (r != null && b == null) b = new StringBuilder(s.substring(0, i));
            if (b != null) b.append(r != null ? r : String.valueOf(c));
        }
        return b == null ? s : b.toString();
    }
}
