package io.fogisles.balmy.storm;

import io.fogisles.kernel.state.IntVar;
import io.fogisles.kernel.state.LayoutBuilder;
import io.fogisles.kernel.state.Scope;

/** The storm's part of the state: the field it stands on (M17.1), public like the balloons'. */
public final class StormState {
    public final IntVar lane, field;

    StormState(LayoutBuilder b, int startLane, int startField) {
        lane = b.var("balmy-storm:lane", Scope.GLOBAL, 1, startLane);
        field = b.var("balmy-storm:field", Scope.GLOBAL, 1, startField);
    }
}
