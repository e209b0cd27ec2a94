package io.fogisles.client.core;

import io.fogisles.client.core.view.ActionBinder;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleDescriptor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The registry of client contributions keyed by module id. The client core asks it for the modules of a
 * rule set ({@code rules.modules().ordered()}) and never names a module itself.
 */
public final class ClientModules {
    private final Map<String, ClientModule> byId = new LinkedHashMap<>();

    public ClientModules register(ClientModule m) {
        if (byId.putIfAbsent(m.id(), m) != null) throw new IllegalArgumentException("two client contributions for module " + m.id());
        return this;
    }

    /**
     * The installed contributions, one per game module the client knows how to draw, found with
     * {@link java.util.ServiceLoader} ({@code META-INF/services/io.fogisles.client.core.ClientModule}): a
     * new module's client part is added by listing it there, without touching the client core.
     */
    public static ClientModules installed() {
        ClientModules m = new ClientModules();
        for (ClientModule c : java.util.ServiceLoader.load(ClientModule.class, ClientModules.class.getClassLoader())) m.register(c);
        return m;
    }

    public ClientModule get(String id) {
        return byId.get(id);
    }

    /** The contributions for the modules of a rule set, in the rule set's load order. */
    public List<ClientModule> forRules(RuleSet rules) {
        List<ClientModule> out = new ArrayList<>();
        for (ModuleDescriptor d : rules.modules().ordered()) {
            if (!rules.modules().has(d.id())) continue;
            ClientModule m = byId.get(d.id());
            if (m != null) out.add(m);
        }
        return out;
    }

    /** Every binder of the rule set's modules; later modules first, so a module can refine what it builds on. */
    public List<ActionBinder> binders(RuleSet rules) {
        List<ClientModule> ms = forRules(rules);
        List<ActionBinder> out = new ArrayList<>();
        for (int i = ms.size() - 1; i >= 0; i--) out.addAll(ms.get(i).binders(rules));
        return out;
    }
}
