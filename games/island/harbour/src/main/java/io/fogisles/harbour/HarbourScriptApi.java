package io.fogisles.harbour;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptExport;

/** Module 2's part of the script API, the global {@code harbour}. */
public final class HarbourScriptApi {
    private final ScriptBinding binding;
    private final Harbour h;

    public HarbourScriptApi(ScriptBinding binding, Harbour h) {
        this.binding = binding;
        this.h = h;
    }

    private GameContext ctx() {
        return binding.target(GameContext.class);
    }

    /** From now on the coast no longer stops this seat's balloon (the office is built). */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("From now on the coast no longer stops this seat's balloon (as building the harbour office does).")
    public void grantAccess(int seat) {
        GameContext c = ctx();
        if (seat < 0 || seat >= c.seats()) throw new IllegalArgumentException("no seat " + seat);
        if (c.get(h.state.access, seat) == 0) {
            c.set(h.state.access, seat, 1);
            c.emit("harbour:access", seat);
        }
    }

    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("Whether a seat's harbour office is built (its balloon can enter the harbour).")
    public boolean hasAccess(int seat) {
        return h.hasAccess(ctx().state(), seat);
    }

    /** The pier a seat's balloon is on (1…), or 0. */
    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("The pier a seat's balloon is on (1…), or 0.")
    public int pierOf(int seat) {
        return h.pierOf(ctx().state(), seat);
    }

    @ScriptExport
    @io.fogisles.kernel.script.ApiDoc("Tiles in the harbour's offer.")
    public int offerSize() {
        return ctx().state().size(h.state.offer.global());
    }
}
