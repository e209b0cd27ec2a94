package io.fogisles.expansion;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.script.ApiDoc;
import io.fogisles.kernel.script.ScriptBinding;
import io.fogisles.kernel.script.ScriptValues;
import io.fogisles.kernel.state.GameState;
import java.util.ArrayList;
import java.util.List;
import io.fogisles.kernel.script.ScriptExport;

/**
 * Module 3's part of the script API, the global {@code expansion}: what house rules may read about the
 * expansion tiles (which wait beside an island, which are unlocked, which were activated, the unlock
 * marks). Reading only; a rule changes the marks or points through its {@code setup} (parameters).
 * Tiles are piece numbers, as in {@code base.piece(n)}.
 */
public final class ExpansionScriptApi {
    private final ScriptBinding binding;
    private final Expansion x;

    public ExpansionScriptApi(ScriptBinding binding, Expansion x) {
        this.binding = binding;
        this.x = x;
    }

    private GameContext ctx() {
        return binding.target(GameContext.class);
    }

    private void checkSeat(int seat) {
        int n = ctx().seats();
        if (seat < 0 || seat >= n) throw new IllegalArgumentException("no seat " + seat + " (seats are 0…" + (n - 1) + ")");
    }

    @ScriptExport
    @ApiDoc(value = "The expansion tiles waiting beside a seat's island, not yet activated (RULES B13.2).", returns = "number[]")
    public Object reserve(int seat) {
        checkSeat(seat);
        return ScriptValues.toGuest(ctx().state().pieces(x.reserve.of(seat)));
    }

    @ScriptExport
    @ApiDoc(value = "The reserve tiles a seat may activate now: its energy has reached their mark (RULES B13.5).", returns = "number[]")
    public Object unlocked(int seat) {
        checkSeat(seat);
        return ScriptValues.toGuest(x.activatable(ctx().state(), seat));
    }

    @ScriptExport
    @ApiDoc(value = "A seat's expansion tiles that have left the reserve since the setup: activated, then kept, built or converted.", returns = "number[]")
    public Object activated(int seat) {
        checkSeat(seat);
        GameState s = ctx().state();
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < x.base.pieces.size(); p++) {
            if (x.isExpansionTile(p) && x.base.pieces.owner[p] == seat && s.zoneOf(p) != x.reserve.of(seat)) out.add(p);
        }
        return ScriptValues.toGuest(out);
    }

    @ScriptExport
    @ApiDoc("The energy a seat needs to activate a tile of this kind (its mark on the silver track, RULES C3), e.g. mark(\"royal-couple\").")
    public int mark(String kind) {
        if (!x.rules.isExpansionKind(kind)) {
            List<String> kinds = new ArrayList<>();
            for (ExpansionRules.TileKind t : x.rules.tiles) kinds.add(t.kind());
            kinds.add(ExpansionRules.OFFICE);
            throw new IllegalArgumentException("'" + kind + "' is not an expansion tile kind; kinds: " + String.join(", ", kinds));
        }
        return x.rules.mark(kind);
    }

    @ScriptExport
    @ApiDoc("A seat's expansion row as it stands: points of its expansion tiles on its island, plus the bonus when all are there (RULES B13.10).")
    public int score(int seat) {
        checkSeat(seat);
        return x.score(ctx().state(), seat);
    }
}
