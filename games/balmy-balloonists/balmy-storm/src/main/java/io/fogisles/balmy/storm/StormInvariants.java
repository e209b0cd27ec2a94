package io.fogisles.balmy.storm;

import com.google.inject.Inject;
import io.fogisles.balmy.BalmyGame;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;

/** M17.3: the storm is always on a field of the map. */
final class StormInvariants implements Invariants {
    private final BalmyGame g;
    private final Storm storm;

    @Inject
    StormInvariants(BalmyGame g, Storm storm) {
        this.g = g;
        this.storm = storm;
    }

    @Override
    public Watch watch(Game game) {
        return () -> {
            int lane = storm.lane(game.state()), field = storm.field(game.state());
            if (lane < 1 || lane > g.map.lanes() || field < 0 || field >= g.map.length(lane))
                throw new InvariantViolation("M17.3: the storm is on lane " + lane + ", field " + field + ", which is not on the map");
        };
    }
}
