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

    public String language = "en";
    public float uiScale = 1f;
    public AnimationSpeed animationSpeed = AnimationSpeed.NORMAL;
    public int windowWidth = 1280;
    public int windowHeight = 800;
    public boolean fullscreen = false;
    public GameSetup lastSetup = GameSetup.defaults();

    /** Replaces out-of-range values by defaults; returns this. */
    public Settings sanitized() {
        if (language == null || !LANGUAGES.contains(language)) language = "en";
        if (!(uiScale >= MIN_SCALE && uiScale <= MAX_SCALE)) uiScale = 1f;
        if (animationSpeed == null) animationSpeed = AnimationSpeed.NORMAL;
        if (windowWidth < 640 || windowWidth > 10000) windowWidth = 1280;
        if (windowHeight < 480 || windowHeight > 10000) windowHeight = 800;
        lastSetup = lastSetup == null ? GameSetup.defaults() : lastSetup.sanitized();
        return this;
    }

    /** Animation speed: off (no animations), fast, normal. */
    public enum AnimationSpeed {
        OFF(0f, 0.12f), FAST(0.45f, 0.35f), NORMAL(1f, 0.9f);

        /** Factor on every animation's duration (0: skipped). */
        public final float factor;
        /** Seconds a bot waits after its move has been shown, so people can follow. */
        public final float botPause;

        AnimationSpeed(float factor, float botPause) {
            this.factor = factor;
            this.botPause = botPause;
        }

        public AnimationSpeed next() {
            return values()[(ordinal() + 1) % values().length];
        }
    }
}
