package io.fogisles.base.score;

import com.google.inject.AbstractModule;
import com.google.inject.Inject;
import com.google.inject.Provider;
import com.google.inject.multibindings.ProvidesIntoSet;
import io.fogisles.base.BaseGame;
import io.fogisles.base.Landscape;
import io.fogisles.kernel.game.Contributions;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.score.ScoreRow;

/** The rows of Module 1's score pad (RULES B.11, A.8.3), in the pad's order, as score-row contributions. */
public final class BaseScoreRows extends AbstractModule {

    public static IslandScoring.Points points(BaseGame g) {
        return new IslandScoring.Points(g.rules.landscapeTilePoints, g.rules.jokerPoints, g.rules.bonusMinTiles, g.rules.bonusPoints, g.rules.cityPoints);
    }

    /** One seat's points of a row (an int function: no boxing per seat and row). */
    @FunctionalInterface
    private interface SeatPoints {
        int of(GameContext ctx, int seat);
    }

    /** A row computed seat by seat. */
    private record PerSeat(String id, int order, SeatPoints f) implements ScoreRow {
        public int[] score(GameContext ctx) {
            int[] out = new int[ctx.seats()];
            for (int s = 0; s < out.length; s++) out[s] = f.of(ctx, s);
            return out;
        }
    }

    // The island rows read each seat's island through BaseGame.seatIsland: read once per seat and state,
    // not once per row (the score pad reads the same islands for ten rows), and its landscape groups
    // are found once for the six landscape rows and the bonus row.

    private static ScoreRow landscape(BaseGame g, Landscape l) {
        IslandScoring.Points pts = points(g);
        return new PerSeat("base:" + l.id(), 10 + l.ordinal(),
                (ctx, s) -> g.seatIsland(ctx, s).groups().points(l.ordinal(), pts));
    }

    /** RULES B11.1: a row for each landscape. */
    @Override
    protected void configure() {
        for (Landscape l : Landscape.values()) Contributions.scoreRows(binder()).addBinding().toProvider(new LandscapeRow(l));
    }

    /**
     * Makes the row of one landscape. Guice injects {@link #g} when the injector is made, before the modules
     * have contributed their pieces, so the game's parts are asked for only when the row is.
     */
    private static final class LandscapeRow implements Provider<ScoreRow> {
        private final Landscape landscape;
        @Inject
        Provider<BaseGame> g;

        LandscapeRow(Landscape landscape) {
            this.landscape = landscape;
        }

        @Override
        public ScoreRow get() {
            return landscape(g.get(), landscape);
        }
    }

    /** RULES B11.2. */
    @ProvidesIntoSet
    ScoreRow landscapeBonus(BaseGame g) {
        IslandScoring.Points pts = points(g);
        return new PerSeat("base:landscapeBonus", 20, (ctx, s) -> g.seatIsland(ctx, s).groups().bonusPoints(pts));
    }

    /** RULES B11.3. */
    @ProvidesIntoSet
    ScoreRow cities(BaseGame g) {
        IslandScoring.Points pts = points(g);
        return new PerSeat("base:cities", 30, (ctx, s) -> IslandScoring.cities(g.island, g.seatIsland(ctx, s).tiles(), pts));
    }

    /** RULES B11.4: majorities over all seats. */
    @ProvidesIntoSet
    ScoreRow monuments(BaseGame g) {
        return new ScoreRow() {
            public String id() {
                return "base:monuments";
            }

            public int order() {
                return 40;
            }

            public int[] score(GameContext ctx) {
                int[] counts = new int[ctx.seats()];
                for (int s = 0; s < counts.length; s++) counts[s] = IslandScoring.monumentCount(g.seatIsland(ctx, s).tiles());
                return IslandScoring.monuments(counts, g.rules.monumentRates);
            }
        };
    }

    /** RULES B11.5. */
    @ProvidesIntoSet
    ScoreRow energy(BaseGame g) {
        return new PerSeat("base:energy", 50, (ctx, s) -> g.rules.crownPoints(ctx.get(g.state.energy, s)));
    }

    /** RULES B11.7. */
    @ProvidesIntoSet
    ScoreRow endCondition(BaseGame g) {
        return new PerSeat("base:endCondition", 60, (ctx, s) -> endCondition(g, ctx, s));
    }

    /** RULES B11.6. */
    @ProvidesIntoSet
    ScoreRow volcanoes(BaseGame g) {
        return new PerSeat("base:volcanoes", 70, (ctx, s) -> IslandScoring.volcanoes(g.island, g.seatIsland(ctx, s).tiles()));
    }

    /**
     * RULES B11.7: +10 for having all coasts connected by the end of the round that triggered the end,
     * +5 for first achieving it in the final round, else 0 (also when the bag ended the game first).
     */
    public static int endCondition(BaseGame g, GameContext ctx, int seat) {
        return endCondition(g, ctx.get(g.state.triggerRound), ctx.get(g.state.connectedRound, seat));
    }

    /** {@link #endCondition(BaseGame, GameContext, int)} for a trigger round and the round the seat connected every coast (0: not yet). */
    public static int endCondition(BaseGame g, int trigger, int done) {
        if (trigger == 0 || done == 0) return 0;
        if (done <= trigger) return g.rules.endBonusFirst;
        if (done == trigger + 1) return g.rules.endBonusFinal;
        return 0;
    }
}
