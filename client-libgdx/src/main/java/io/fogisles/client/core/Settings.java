package io.fogisles.client.core;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/**
 * The player's settings, kept between runs: language, UI scale, animation speed, window size and
 * fullscreen, and the last game setup (so "New game" starts where the family left off). Unknown keys in
 * the file are ignored and bad values are replaced by defaults, so a hand-edited file never stops the game.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class Settings {
    public static final List<String> LANGUAGES = List.of("en", "de", "fr");
    public static final float MIN_SCALE = 0.75f, MAX_SCALE = 2f;
    /** The smallest window the client allows (its layout is tested down to it, at every scale it then offers). */
    public static final int MIN_WINDOW_WIDTH = 1024, MIN_WINDOW_HEIGHT = 640;
    /** Every screen is laid out for at least this many UI units: larger UI scales are offered only in larger windows. */
    public static final float MIN_WORLD_WIDTH = 1024, MIN_WORLD_HEIGHT = 640;

    public String language = "en";
    public float uiScale = 1f;
    public AnimationSpeed animationSpeed = AnimationSpeed.NORMAL;
    public int windowWidth = 1280;
    public int windowHeight = 800;
    public boolean fullscreen = false;
    public GameSetup lastSetup = GameSetup.defaults();
    /** The game chosen on the title screen (its id), or null for the default game. */
    public String game;
    /** The last setup of each game, by the game's id (a family playing both games keeps both). */
    public java.util.Map<String, GameSetup> setups = new java.util.LinkedHashMap<>();

    /** The last setup of a game, made fit for it (its defaults when it was never set up). */
    public GameSetup setupFor(io.fogisles.kernel.module.GameDescriptor g, java.util.List<String> installed) {
        GameSetup s = setups.get(g.id());
        if (s == null && g.modules().contains(lastSetup.modules().isEmpty() ? "" : lastSetup.modules().get(0))) s = lastSetup;
        return (s == null ? GameSetup.defaults(g) : s).fittedTo(g, installed);
    }

    /** Remembers a setup as the last one, and as the last one of its game. */
    public void remember(GameSetup s) {
        lastSetup = s;
        if (s.game() != null) {
            setups.put(s.game(), s);
            game = s.game();
        }
    }

    /**
     * The UI scales offered in a window of this size (in steps of 25 %): those that leave at least
     * {@link #MIN_WORLD_WIDTH} x {@link #MIN_WORLD_HEIGHT} units, so that every screen fits; at least 100 %.
     */
    public static java.util.List<Float> scalesFor(int windowWidth, int windowHeight) {
        java.util.List<Float> out = new java.util.ArrayList<>();
        for (float s = MIN_SCALE; s <= MAX_SCALE + 0.001f; s += 0.25f)
            if (s <= 1f || (windowWidth / s >= MIN_WORLD_WIDTH - 0.5f && windowHeight / s >= MIN_WORLD_HEIGHT - 0.5f)) out.add(s);
        return out;
    }

    /** The scale used in a window of this size: the chosen one, or the largest offered there when the window is too small for it. */
    public float scaleIn(int windowWidth, int windowHeight) {
        java.util.List<Float> offered = scalesFor(windowWidth, windowHeight);
        float best = offered.get(0);
        for (float s : offered) if (s <= uiScale + 0.001f) best = s;
        return best;
    }

    /** Replaces out-of-range values by defaults; returns this. */
    public Settings sanitized() {
        if (language == null || !LANGUAGES.contains(language)) language = "en";
        if (!(uiScale >= MIN_SCALE && uiScale <= MAX_SCALE)) uiScale = 1f;
        if (animationSpeed == null) animationSpeed = AnimationSpeed.NORMAL;
        if (windowWidth < MIN_WINDOW_WIDTH || windowWidth > 10000) windowWidth = 1280;
        if (windowHeight < MIN_WINDOW_HEIGHT || windowHeight > 10000) windowHeight = 800;
        lastSetup = lastSetup == null ? GameSetup.defaults() : lastSetup.sanitized();
        java.util.Map<String, GameSetup> kept = new java.util.LinkedHashMap<>();
        if (setups != null) setups.forEach((k, v) -> {
            if (k != null && v != null) kept.put(k, v.sanitized());
        });
        setups = kept;
        return this;
    }

    /**
     * The pace of the table: how long animations take and how long the table rests after a bot's move (or a
     * replay's step) so that people can follow: briefly between the steps of one player's turn, longer when
     * the turn passes on. Slow is the pace of the first versions; normal keeps every move visible at about
     * half its time; fast shows the moves and barely stops; off plays without animations.
     */
    public enum AnimationSpeed {
        OFF(0f, 0.05f, 0.12f), FAST(0.4f, 0.1f, 0.3f), NORMAL(0.7f, 0.2f, 0.55f), SLOW(1f, 0.6f, 0.9f);

        /** Factor on every animation's duration (0: skipped). */
        public final float factor;
        /** Seconds the table rests after a step when the same player goes on. */
        public final float stepPause;
        /** Seconds the table rests after a step when another player's turn comes. */
        public final float turnPause;

        AnimationSpeed(float factor, float stepPause, float turnPause) {
            this.factor = factor;
            this.stepPause = stepPause;
            this.turnPause = turnPause;
        }

        /** The next pace in the settings' cycle (off, fast, normal, slow, off ...). */
        public AnimationSpeed next() {
            return values()[(ordinal() + 1) % values().length];
        }

        /** One step quicker (fast stays fast; off is chosen in the settings). */
        public AnimationSpeed faster() {
            return this == OFF || this == FAST ? this : values()[ordinal() - 1];
        }

        public AnimationSpeed slower() {
            return this == SLOW ? this : values()[ordinal() + 1];
        }
    }
}
