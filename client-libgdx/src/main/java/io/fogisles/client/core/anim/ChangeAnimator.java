package io.fogisles.client.core.anim;

import io.fogisles.client.core.render.At;
import io.fogisles.client.core.render.EventAnimator;
import io.fogisles.client.core.render.View;
import io.fogisles.kernel.state.Change;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the changes of one accepted action into animation steps: every piece that moved flies from its
 * old slot to its new one (located by whichever panel draws those zones), and the modules' animators
 * add balloon flights, dice and energy. Consecutive changes of one kind run together (a deal, a bonus), except an
 * animation that is a step of its own ({@link Animation#ownStep}).
 */
public final class ChangeAnimator {
    private ChangeAnimator() {
    }

    public static List<List<Animation>> steps(List<Change> changes, View v, List<EventAnimator> animators, float speed) {
        List<List<Animation>> steps = new ArrayList<>();
        if (speed <= 0) return steps;
        List<Animation> group = new ArrayList<>();
        String kind = null;
        for (Change c : changes) {
            String k;
            List<Animation> made = new ArrayList<>();
            if (c instanceof Change.PieceMoved pm) {
                k = "move";
                At from = v.locateSlot(pm.fromZone(), pm.fromSlot());
                At to = v.locateSlot(pm.toZone(), pm.toSlot());
                if (from == null && to == null) continue;
                int index = k.equals(kind) ? group.size() : 0;
                made.add(new TileFlight(pm.piece(), from, to, 0.55f * speed, Math.min(0.6f, 0.08f * index) * speed));
            } else if (c instanceof Change.Event e) {
                k = e.event().type();
                for (EventAnimator a : animators) {
                    List<Animation> l = a.animate(e.event(), v, speed);
                    if (l != null) made.addAll(l);
                }
                if (made.isEmpty()) continue;
            } else {
                continue;
            }
            boolean own = made.stream().anyMatch(Animation::ownStep);
            if ((own || !k.equals(kind)) && !group.isEmpty()) {
                steps.add(group);
                group = new ArrayList<>();
            }
            kind = own ? null : k; // after a step of its own the next change starts another step
            group.addAll(made);
        }
        if (!group.isEmpty()) steps.add(group);
        return steps;
    }
}
