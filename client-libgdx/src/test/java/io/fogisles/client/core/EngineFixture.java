package io.fogisles.client.core;

import io.fogisles.kernel.game.GameConfig;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetFactory;
import io.fogisles.kernel.module.ModuleCatalog;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.script.GraalScriptHost;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The real engine for the client's headless tests: the class-path modules, one script host, cached rule sets. */
public final class EngineFixture {
    private static ModuleCatalog catalog;
    private static RuleSetFactory factory;
    private static final Map<GameConfig, RuleSet> RULES = new ConcurrentHashMap<>();

    private EngineFixture() {
    }

    public static synchronized ModuleCatalog catalog() {
        if (catalog == null) catalog = ModuleCatalog.discover(EngineFixture.class.getClassLoader());
        return catalog;
    }

    public static synchronized RuleSetFactory factory() {
        if (factory == null) factory = new RuleSetFactory(catalog(), new GraalScriptHost());
        return factory;
    }

    public static RuleSet rules(int seats, String... modules) {
        return RULES.computeIfAbsent(new GameConfig(ModuleSelection.of(modules), seats), c -> factory().create(c));
    }

    public static Session session(RuleSet rules, long seed) {
        UiText text = new UiText(rules.modules().ordered());
        List<SeatInfo> seats = new java.util.ArrayList<>();
        for (int i = 0; i < rules.seats(); i++)
            seats.add(new SeatInfo(i, SeatSetup.PlayerColour.values()[i], SeatSetup.PlayerSymbol.values()[i], null));
        GameSetup setup = new GameSetup(List.of(), rules.modules().ids(), Map.of(), List.of(), seed, true);
        return new Session(new HotSeatTable(rules.newGame(seed, true)), setup, seats, text, ClientModules.installed());
    }
}
