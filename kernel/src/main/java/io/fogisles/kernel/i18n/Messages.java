package io.fogisles.kernel.i18n;

import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.module.ModuleDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Texts for people, in English, German or French: the kernel's own bundle plus each module's
 * {@code i18n/messages_<lang>.properties}. Keys are namespaced like everything else
 * ({@code reject.cards.too-low}, {@code decision.cards:play}). A missing translation falls back to
 * English, a missing key to the key itself, so nothing ever shows blank.
 */
public final class Messages {
    public static final List<String> LANGUAGES = List.of("en", "de", "fr");

    private final Map<String, Map<String, String>> byLanguage = new LinkedHashMap<>();

    /** Bundles of the kernel and of the given modules. */
    public static Messages of(List<ModuleDescriptor> modules) {
        Messages m = new Messages();
        for (String lang : LANGUAGES) {
            Map<String, String> all = new LinkedHashMap<>();
            m.load(all, Messages.class.getResourceAsStream("messages_" + lang + ".properties"), "kernel");
            for (ModuleDescriptor d : modules) {
                try {
                    String text = d.resources().read("i18n/messages_" + lang + ".properties");
                    if (text != null) m.loadText(all, text, d.id());
                } catch (IOException e) {
                    throw new IllegalStateException("cannot read the messages of module " + d.id() + ": " + e.getMessage(), e);
                }
            }
            m.byLanguage.put(lang, all);
        }
        return m;
    }

    private void load(Map<String, String> into, InputStream in, String source) {
        if (in == null) return;
        try (in) {
            loadText(into, new String(in.readAllBytes(), StandardCharsets.UTF_8), source);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read messages of " + source, e);
        }
    }

    private void loadText(Map<String, String> into, String text, String source) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException("malformed messages file of " + source + ": " + e.getMessage(), e);
        }
        for (String k : p.stringPropertyNames()) into.put(k, p.getProperty(k));
    }

    /** The language's text for a key, formatted with {@link MessageFormat} arguments ({0}, {1}, …). */
    public String text(String lang, String key, Object... args) {
        args = args.clone();
        for (int i = 0; i < args.length; i++) if (args[i] instanceof Translated t) args[i] = t.in(lang); // an author's own translations
        String pattern = pattern(lang, key);
        if (pattern == null) return key + (args.length == 0 ? "" : " " + java.util.Arrays.toString(args));
        return args.length == 0 ? pattern : new MessageFormat(pattern, Locale.forLanguageTag(lang)).format(args);
    }

    public boolean has(String lang, String key) {
        Map<String, String> m = byLanguage.get(lang);
        return m != null && m.containsKey(key);
    }

    private String pattern(String lang, String key) {
        Map<String, String> m = byLanguage.get(lang);
        String p = m == null ? null : m.get(key);
        if (p == null && !lang.equals("en")) p = byLanguage.get("en").get(key);
        return p;
    }

    /** A rejection in words: its message key with its arguments. */
    public String rejection(String lang, Rejection r) {
        return text(lang, r.messageKey(), r.args().toArray());
    }

    /** Keys present in English but missing in a language (the completeness check). */
    public List<String> missing(String lang) {
        List<String> out = new ArrayList<>();
        for (String k : byLanguage.get("en").keySet()) if (!byLanguage.get(lang).containsKey(k)) out.add(k);
        return out;
    }

    public java.util.Set<String> keys(String lang) {
        return java.util.Collections.unmodifiableSet(byLanguage.get(lang).keySet());
    }
}
