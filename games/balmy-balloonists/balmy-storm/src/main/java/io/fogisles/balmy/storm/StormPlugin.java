package io.fogisles.balmy.storm;

import com.google.inject.AbstractModule;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.Multibinder;
import io.fogisles.balmy.BalmyRules;
import io.fogisles.balmy.CardTarget;
import io.fogisles.balmy.Hazard;
import io.fogisles.kernel.data.DataException;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.game.ParameterCheck;
import io.fogisles.kernel.game.Parameters;
import io.fogisles.kernel.module.GamePlugin;
import io.fogisles.kernel.module.ResolvedModules;
import io.fogisles.kernel.state.LayoutBuilder;

/**
 * The storm (rules M17, MD20) as a plugin on Balmy Balloonists: a third target for the cards in front of a balloon
 * (option C, through the base game's {@link CardTarget}), a hazard balloons at high altitude meet (its {@link Hazard}),
 * and a flight at every round's end.
 */
public final class StormPlugin extends AbstractModule implements GamePlugin {
    public static final String MODULE = "balmy-storm";

    @Override
    public String id() {
        return MODULE;
    }

    @Override
    protected void configure() {
        Multibinder.newSetBinder(binder(), CardTarget.class).addBinding().to(StormTarget.class);
        Multibinder.newSetBinder(binder(), Hazard.class).addBinding().to(StormHazard.class);
        Contributions.flow(binder()).addBinding().to(StormFlow.class);
        Contributions.invariants(binder()).addBinding().to(StormInvariants.class);
    }

    @Provides
    @Singleton
    StormState state(LayoutBuilder layout, Parameters p, ResolvedModules modules, BalmyRules rules) {
        ParameterCheck.check(p, MODULE, StormPlugin.class, "fogisles/balmy-storm/data/schema/parameters.schema.json", "Balmy Balloonists storm parameters", modules);
        int lane = p.get(MODULE, "start").get("lane").asInt(), field = p.get(MODULE, "start").get("field").asInt();
        if (lane > rules.map.lanes())
            throw new DataException(p.source(MODULE), "$.start.lane", "the storm starts on lane " + lane + ", but the map has lanes 1 to " + rules.map.lanes());
        if (field >= rules.map.length(lane))
            throw new DataException(p.source(MODULE), "$.start.field", "the storm starts on field " + field + " of lane " + lane + ", which has fields 0 to "
                    + (rules.map.length(lane) - 1));
        return new StormState(layout, lane, field);
    }

    @Provides
    @Singleton
    Storm storm(StormState state) {
        return new Storm(state);
    }
}
