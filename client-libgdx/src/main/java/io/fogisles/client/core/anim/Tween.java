package io.fogisles.client.core.anim;

/** A number moving from one value to another under a key (the dice's tumble, an energy marker): panels read it with {@code View.animated}. */
public final class Tween extends Animation {
    private final String key;
    private final float from, to;

    public Tween(String key, float from, float to, float duration) {
        super(duration);
        this.key = key;
        this.from = from;
        this.to = to;
    }

    @Override
    public Float value(String k) {
        if (!k.equals(key)) return null;
        return from + (to - from) * eased();
    }
}
