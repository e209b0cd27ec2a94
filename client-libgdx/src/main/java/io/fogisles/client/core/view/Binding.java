package io.fogisles.client.core.view;

import io.fogisles.kernel.action.Action;
import java.util.List;

/**
 * How one legal action is performed on the table: pick up {@code source} (may be null) and put it on /
 * click {@code target} (null: only a button). {@code labelKey} + {@code labelArgs} name it in the
 * message bundles (button text, choice menus); {@code badge} is a short text drawn on the highlighted
 * target (an energy cost, "+3"). A {@code button} binding is also listed in the action bar;
 * {@code primary} marks what Enter does when nothing is focused.
 */
public record Binding(Action action, Target source, Target target, String labelKey, List<Object> labelArgs, String badge, boolean button,
                      boolean primary) {

    public Binding {
        labelArgs = labelArgs == null ? List.of() : List.copyOf(labelArgs);
    }

    public static Binding click(Action a, Target target, String labelKey, Object... args) {
        return new Binding(a, null, target, labelKey, List.of(args), null, false, false);
    }

    public static Binding drag(Action a, Target source, Target target, String labelKey, Object... args) {
        return new Binding(a, source, target, labelKey, List.of(args), null, false, false);
    }

    public static Binding button(Action a, String labelKey, Object... args) {
        return new Binding(a, null, null, labelKey, List.of(args), null, true, false);
    }

    public Binding withBadge(String b) {
        return new Binding(action, source, target, labelKey, labelArgs, b, button, primary);
    }

    public Binding asButton() {
        return new Binding(action, source, target, labelKey, labelArgs, badge, true, primary);
    }

    public Binding asPrimary() {
        return new Binding(action, source, target, labelKey, labelArgs, badge, button, true);
    }
}
