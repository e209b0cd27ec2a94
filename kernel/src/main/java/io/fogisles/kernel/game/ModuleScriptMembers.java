package io.fogisles.kernel.game;

import io.fogisles.kernel.data.DidYouMean;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptExport;
import io.fogisles.kernel.script.ScriptSource;
import io.fogisles.kernel.script.ScriptUnit;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A module's scripts may call only what the API exports: every {@code global.member} they write for one of the
 * unit's globals ({@code effects}, {@code game}, the modules' own) must be a member of it. A misspelled call in
 * a card's text would otherwise fail only when a game reaches that card, and a failing effect is switched off
 * for the game; so it is refused when the rule set is built, at the file, line and column, with the nearest name.
 * (House rules get the same check from {@code ./fogisles check}, with the rule's own globals.)
 */
final class ModuleScriptMembers {
    /** Block and line comments, blanked so that a name in a comment is no call and places stay right. */
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\n]*", Pattern.DOTALL);

    private ModuleScriptMembers() {
    }

    /** @throws ModuleException at the first unknown member, as {@code file:line:col: error: …} */
    static void check(ScriptUnit unit) {
        Map<String, Set<String>> members = new LinkedHashMap<>();
        members.put("effects", Set.of("define"));
        for (ScriptApiFactory api : unit.apis()) members.put(api.name(), exported(api.create(new ScriptBinding()).getClass()));
        Pattern use = Pattern.compile("(?<![\\w$.])(" + String.join("|", members.keySet().stream().map(Pattern::quote).toList()) + ")\\s*\\.\\s*([A-Za-z_$][\\w$]*)");
        for (ScriptSource source : unit.sources()) {
            String code = COMMENT.matcher(source.text()).replaceAll(c -> Matcher.quoteReplacement(c.group().replaceAll("[^\n]", " ")));
            Matcher m = use.matcher(code);
            while (m.find()) {
                String global = m.group(1), member = m.group(2);
                Set<String> known = members.get(global);
                if (known.contains(member)) continue;
                int line = 1, lineStart = 0;
                for (int i = 0; i < m.start(); i++)
                    if (code.charAt(i) == '\n') {
                        line++;
                        lineStart = i + 1;
                    }
                String near = DidYouMean.closest(member, known);
                throw new ModuleException(unit.id(), "script of '" + unit.id() + "' does not load: " + source.name() + ":" + line + ":" + (m.start() - lineStart + 1)
                        + ": error: " + global + "." + member + " is not part of the API" + (near == null ? "" : " (did you mean " + global + "." + near + "?)")
                        + "; see reference.md in scripts/api for what '" + global + "' offers");
            }
        }
    }

    private static Set<String> exported(Class<?> api) {
        Set<String> out = new TreeSet<>();
        for (Method m : api.getMethods()) if (m.isAnnotationPresent(ScriptExport.class)) out.add(m.getName());
        return out;
    }
}
