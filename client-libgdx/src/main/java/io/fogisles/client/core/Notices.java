package io.fogisles.client.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Short messages shown on top of every screen: a house rule was reloaded, has errors, was switched off
 * during play; a continued game differs from when it was saved. Information fades after a while; problems
 * stay until the player dismisses them (click or Esc), so that a file, line and message can be read.
 * GL-free; used on the render thread only.
 */
public final class Notices {
    public static final float INFO_SECONDS = 7f;
    public static final int MAX_SHOWN = 5;

    public enum Kind { INFO, PROBLEM }

    /** One notice: a headline and optional detail lines (problems: {@code file:line:col: message}). */
    public record Notice(Kind kind, String text, List<String> details) {
        public Notice {
            details = List.copyOf(details);
        }
    }

    private static final class Shown {
        final Notice notice;
        float age;

        Shown(Notice n) {
            notice = n;
        }
    }

    private final List<Shown> shown = new ArrayList<>();
    private int version;

    public void problem(String text, List<String> details) {
        add(new Notice(Kind.PROBLEM, text, details));
    }

    public void add(Notice n) {
        for (Shown s : shown) if (s.notice.equals(n)) { // the same again: show it as new, not twice
            s.age = 0;
            version++;
            return;
        }
        shown.add(new Shown(n));
        while (shown.size() > MAX_SHOWN) shown.remove(0);
        version++;
    }

    /** Ages the notices; information older than {@link #INFO_SECONDS} goes. */
    public void update(float dt) {
        boolean removed = shown.removeIf(s -> {
            s.age += dt;
            return s.notice.kind() == Kind.INFO && s.age > INFO_SECONDS;
        });
        if (removed) version++;
    }

    /** Seconds until the next notice fades (so the screen can draw that frame), or -1 when none will. */
    public float secondsToNextChange() {
        float next = -1;
        for (Shown s : shown) if (s.notice.kind() == Kind.INFO) {
            float left = Math.max(0, INFO_SECONDS - s.age);
            if (next < 0 || left < next) next = left;
        }
        return next;
    }

    public List<Notice> current() {
        List<Notice> out = new ArrayList<>();
        for (Shown s : shown) out.add(s.notice);
        return out;
    }

    public boolean isEmpty() {
        return shown.isEmpty();
    }

    public void dismiss(Notice n) {
        if (shown.removeIf(s -> s.notice == n)) version++;
    }

    public void dismissAll() {
        if (!shown.isEmpty()) version++;
        shown.clear();
    }

    /** Changes whenever the list changes (screens rebuild their notice area on it). */
    public int version() {
        return version;
    }
}
