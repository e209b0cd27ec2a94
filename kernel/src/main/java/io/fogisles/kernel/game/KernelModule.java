package io.fogisles.kernel.game;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.piece.PieceCatalog;
import io.fogisles.kernel.script.ScriptApiFactory;
import io.fogisles.kernel.script.ScriptHost;
import io.fogisles.kernel.state.LayoutBuilder;
import java.util.concurrent.atomic.AtomicReference;

/** The kernel's Guice bindings for one rule set: configuration, layout, parameters, scripts, extension points. */
final class KernelModule extends AbstractModule {
    private final GameConfig config;
    private final ResolvedModules modules;
    private final Parameters parameters;
    private final LayoutBuilder layout;
    private final ScriptHost scripts;
    final AtomicReference<PieceCatalog> catalog = new AtomicReference<>();

    KernelModule(GameConfig config, ResolvedModules modules, Parameters parameters, LayoutBuilder layout, ScriptHost scripts) {
        this.config = config;
        this.modules = modules;
        this.parameters = parameters;
        this.layout = layout;
        this.scripts = scripts;
    }

    @Override
    protected void configure() {
        Contributions.declareAll(binder());
        bind(GameConfig.class).toInstance(config);
        bind(ResolvedModules.class).toInstance(modules);
        bind(Parameters.class).toInstance(parameters);
        bind(LayoutBuilder.class).toInstance(layout);
        bind(ScriptHost.class).toInstance(scripts);
        Contributions.scriptApis(binder()).addBinding().toInstance(ScriptApiFactory.of("game", GameScriptApi::new));
    }

    /** The pieces, available once every module has contributed its own (see {@link RuleSetFactory}). */
    @Provides
    PieceCatalog pieceCatalog() {
        PieceCatalog c = catalog.get();
        if (c == null) throw new IllegalStateException("the piece catalog was requested before the modules contributed their pieces; "
                + "a PieceContribution must not depend on the catalog");
        return c;
    }
}
