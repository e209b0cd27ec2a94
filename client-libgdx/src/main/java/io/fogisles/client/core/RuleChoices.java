package io.fogisles.client.core;

import io.fogisles.kernel.module.GameDescriptor;

import io.fogisles.kernel.rules.HouseRule;
import io.fogisles.kernel.rules.HouseRuleLibrary;
import java.util.ArrayList;
import java.util.List;

/**
 * The house-rule toggles of the new-game screen, driven by the rules' manifests: a rule needs the modules
 * it {@code requires} (the screen offers to turn them on, as for modules), turning a module off drops the
 * rules that need it, and a remembered rule that is no longer installed is left out. The engine still
 * checks the final choice when the game is made.
 */
public final class RuleChoices {
    private RuleChoices() {
    }

    /** The modules a rule needs that are not chosen (with what they need in turn), in display order. */
    public static List<String> missingModules(HouseRule rule, List<String> chosen, ModuleChoices modules) {
        List<String> out = new ArrayList<>();
        for (String m : rule.manifest().requires()) {
            if (!chosen.contains(m) && !out.contains(m)) out.add(m);
            for (String dep : modules.requiredBy(m)) if (!chosen.contains(dep) && !out.contains(dep)) out.add(dep);
        }
        List<String> ordered = new ArrayList<>();
        for (String id : modules.ids()) if (out.contains(id)) ordered.add(id);
        for (String id : out) if (!ordered.contains(id)) ordered.add(id); // not installed at all: listed last
        return ordered;
    }

    /**
     * Whether a house rule is one of this game's: every module it {@code requires} is a module of the game; a
     * rule that requires nothing was written for the default game (the island game, whose engine API it uses).
     */
    public static boolean appliesTo(HouseRule rule, GameDescriptor game, GameDescriptor defaultGame) {
        List<String> requires = rule.manifest().requires();
        if (requires.isEmpty()) return defaultGame == null || game.id().equals(defaultGame.id());
        return game.modules().containsAll(requires);
    }

    /** Whether every module a rule needs is installed. */
    public static boolean installable(HouseRule rule, ModuleChoices modules) {
        for (String m : rule.manifest().requires()) if (modules.manifest(m) == null) return false;
        return true;
    }

    /** The setup with a rule on, and the modules it needs turned on too. */
    public static GameSetup turnOn(GameSetup setup, HouseRule rule, ModuleChoices modules) {
        List<String> chosen = new ArrayList<>(setup.modules());
        for (String m : missingModules(rule, chosen, modules)) if (modules.manifest(m) != null) chosen = modules.turnOn(m, chosen);
        return setup.withModules(chosen).withHouseRule(rule.id(), true);
    }

    /**
     * The chosen rules that cannot be played with this setup: not installed (any more), or needing a module
     * that is not chosen. Their ids, in the order chosen.
     */
    public static List<String> unavailable(GameSetup setup, HouseRuleLibrary library) {
        return unavailable(setup, library, null, null);
    }

    /** As {@link #unavailable(GameSetup, HouseRuleLibrary)}, and also the rules that are not the game's ({@link #appliesTo}). */
    public static List<String> unavailable(GameSetup setup, HouseRuleLibrary library, GameDescriptor game, GameDescriptor defaultGame) {
        List<String> out = new ArrayList<>();
        for (HouseRuleChoice c : setup.houseRules()) {
            HouseRule r = library.get(c.id());
            if (r == null || !setup.modules().containsAll(r.manifest().requires()) || (game != null && !appliesTo(r, game, defaultGame))) out.add(c.id());
        }
        return out;
    }

    /**
     * The setup without the rules of {@link #unavailable}, and with the options of the others as their
     * manifests allow now (a rule edited since may have dropped an option or a value).
     */
    public static GameSetup withoutUnavailable(GameSetup setup, HouseRuleLibrary library) {
        return withoutUnavailable(setup, library, null, null);
    }

    public static GameSetup withoutUnavailable(GameSetup setup, HouseRuleLibrary library, GameDescriptor game, GameDescriptor defaultGame) {
        GameSetup s = setup;
        for (String id : unavailable(setup, library, game, defaultGame)) s = s.withHouseRule(id, false);
        List<HouseRuleChoice> kept = new ArrayList<>();
        for (HouseRuleChoice c : s.houseRules()) {
            var declared = library.get(c.id()).manifest().options();
            java.util.Map<String, String> o = new java.util.LinkedHashMap<>();
            c.options().forEach((k, v) -> {
                if (declared.containsKey(k) && declared.get(k).refuse(v) == null) o.put(k, v);
            });
            kept.add(new HouseRuleChoice(c.id(), o));
        }
        return s.withHouseRules(kept);
    }
}
