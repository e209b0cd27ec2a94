package io.fogisles.server.table;

import io.fogisles.server.store.TableStore;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Re-plays stored tables from their seeds and actions, checking the state hash stored with every step, without
 * serving them (no bot moves, nothing written): what a load test or an operator uses to see that the database
 * holds whole games.
 */
public final class Replay {
    /** One table's re-play: how many actions, whether the game is over, and what went wrong (null: nothing). */
    public record Result(String code, int steps, boolean over, String problem) {}

    private Replay() {
    }

    /** Re-plays each table named (by code). */
    public static List<Result> of(RuleSource rules, TableStore store, Collection<String> codes) {
        List<Result> out = new ArrayList<>();
        for (String code : codes) {
            TableStore.StoredTable t = store.load(Tokens.normalizeCode(code));
            if (t == null) {
                out.add(new Result(code, 0, false, "not in the database"));
                continue;
            }
            try {
                TableSetup setup = TableSetup.fromJson(t.setup());
                Table table = new Table(t.code(), setup, t.seed(), t.hostTokenHash(), rules.rules(setup.config()), store, Runnable::run, false,
                        new java.util.concurrent.atomic.AtomicLong());
                table.restore(t); // checks every step's state hash; throws at the first that differs
                out.add(new Result(t.code(), t.actions().size(), table.game() != null && table.game().isOver(), null));
                if (table.game() != null) table.game().close();
            } catch (RuntimeException e) {
                out.add(new Result(t.code(), t.actions().size(), false, e.getMessage()));
            }
        }
        return out;
    }
}
