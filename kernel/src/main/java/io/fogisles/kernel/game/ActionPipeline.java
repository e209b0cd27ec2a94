package io.fogisles.kernel.game;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.event.GameEvent;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.state.Change;
import io.fogisles.kernel.state.Journal;
import io.fogisles.kernel.util.IntList;
import java.util.ArrayList;
import java.util.List;

/**
 * The one way into a game: the legal options of the pending decision (house-rule vetoes applied), and the
 * validation every submitted action goes through before it is applied. Bots and simulations choose among
 * option codes; clients, saves and tests submit action records, which are checked step by step so a
 * refusal always says why.
 */
final class ActionPipeline {
    private final Game game;
    private final FlowRunner flow;
    private final Context ctx;
    private final History history;
    private final RuleSet rules;
    private final IntList scratchOptions = new IntList(64);
    private final IntList rawOptions = new IntList(64);

    ActionPipeline(Game game, FlowRunner flow, Context ctx, History history) {
        this.game = game;
        this.flow = flow;
        this.ctx = ctx;
        this.history = history;
        this.rules = game.rules();
    }

    /** Fills {@code out} with the option codes of the pending decision (vetoed options removed). */
    void legalCodes(IntList out) {
        out.clear();
        Decision d = flow.awaited();
        if (d == null) return;
        flow.pointAtTop();
        d.options(ctx, out);
        if (!rules.vetoes().isEmpty()) filterVetoes(d, out, ctx.seat());
    }

    /**
     * The option codes {@code seat} may answer now (vetoed options removed): those of the pending decision when
     * the seat is asked (also one of several seats asked at once), none otherwise.
     */
    void legalCodesFor(int seat, IntList out) {
        out.clear();
        Decision d = flow.awaited();
        if (d == null || !flow.asks(seat)) return;
        flow.pointAt(seat);
        d.options(ctx, out);
        if (!rules.vetoes().isEmpty()) filterVetoes(d, out, seat);
    }

    /** The legal actions of {@code seat} now, as records (see {@link #legalCodesFor}). */
    List<Action> legalActionsFor(int seat) {
        Decision d = flow.awaited();
        if (d == null) return List.of();
        IntList codes = new IntList();
        legalCodesFor(seat, codes);
        List<Action> out = new ArrayList<>(codes.size());
        for (int i = 0; i < codes.size(); i++) {
            flow.pointAt(seat);
            out.add(d.decode(ctx, codes.get(i)));
        }
        return out;
    }

    List<Action> legalActions() {
        Decision d = flow.awaited();
        if (d == null) return List.of();
        IntList codes = new IntList();
        legalCodes(codes);
        flow.pointAtTop();
        List<Action> out = new ArrayList<>(codes.size());
        for (int i = 0; i < codes.size(); i++) out.add(d.decode(ctx, codes.get(i)));
        return out;
    }

    Action decode(int code) {
        Decision d = flow.awaited();
        if (d == null) throw new IllegalStateException("no pending decision");
        flow.pointAtTop();
        return d.decode(ctx, code);
    }

    Action decodeFor(int seat, int code) {
        Decision d = flow.awaited();
        if (d == null) throw new IllegalStateException("no pending decision");
        flow.pointAt(seat);
        return d.decode(ctx, code);
    }

    private void filterVetoes(Decision d, IntList codes, int seat) {
        IntList kept = new IntList(codes.size());
        for (int i = 0; i < codes.size(); i++) {
            flow.pointAt(seat);
            if (veto(d, d.decode(ctx, codes.get(i)), seat) == null) kept.add(codes.get(i));
        }
        if (kept.isEmpty()) return; // a veto may never leave a player without a move
        codes.clear();
        for (int i = 0; i < kept.size(); i++) codes.add(kept.get(i));
    }

    private Rejection veto(Decision d, Action a, int seat) {
        for (ActionVeto v : rules.vetoes()) {
            flow.pointAt(seat);
            Rejection r = v.check(ctx, d, a);
            if (r != null) return r;
        }
        return null;
    }

    /**
     * The validation pipeline: the game must be running, the seat must be the one asked, the action must
     * answer the pending decision, and it must be among the legal options (else the decision explains why);
     * house-rule vetoes come last. Only then is it applied.
     */
    Outcome submit(int seat, Action action) {
        if (action == null) return new Outcome.Rejected(Rejection.of("kernel.no-action"));
        if (game.isOver()) return new Outcome.Rejected(Rejection.of("kernel.game-over"));
        Decision d = flow.awaited();
        if (d == null) return new Outcome.Rejected(Rejection.of("kernel.no-decision"));
        if (!flow.asks(seat)) {
            // a second answer to a simultaneous decision changes nothing: the first stands, secret until the reveal
            if (flow.answered(seat)) return new Outcome.Rejected(Rejection.of("kernel.already-answered", seat, d.id()));
            return new Outcome.Rejected(Rejection.of("kernel.not-your-turn", seat, flow.pendingSeat()));
        }
        flow.pointAt(seat);
        int code = d.encode(ctx, action);
        if (code == Decision.NOT_THIS)
            return new Outcome.Rejected(Rejection.of("kernel.wrong-action", rules.actionTypeId(action), d.id()));
        legalCodesFor(seat, scratchOptions);
        if (!scratchOptions.contains(code)) return new Outcome.Rejected(whyNot(d, code, action, seat));
        Journal journal = game.journal();
        int mark = journal.mark();
        apply(code, action, seat);
        List<GameEvent> events = new ArrayList<>();
        for (Change c : journal.since(mark)) if (c instanceof Change.Event e) events.add(e.event());
        return new Outcome.Accepted(events);
    }

    /** Why a code outside the legal options is refused: a veto's reason, or the decision's own explanation. */
    private Rejection whyNot(Decision d, int code, Action action, int seat) {
        if (!rules.vetoes().isEmpty()) {
            // ask the vetoes only about options the decision offers: those they were already asked about by
            // legalCodes, so a replay of the log asks them exactly the same questions
            flow.pointAt(seat);
            rawOptions.clear(); // options only append: without this, options of earlier decisions linger
            d.options(ctx, rawOptions);
            if (rawOptions.contains(code)) {
                Rejection r = veto(d, action, seat);
                if (r != null) return r;
            }
        }
        flow.pointAt(seat);
        return d.explain(ctx, action);
    }

    /** Applies a legal option code; {@code record} is the submitted action, or null to decode it when records are kept. */
    void apply(int code, Action record) {
        apply(code, record, flow.topSeat(flow.top()));
    }

    /** Applies a legal option code of {@code seat} (the seat asked, or one of the seats a simultaneous decision asks). */
    void apply(int code, Action record, int seat) {
        Decision d = flow.awaited();
        if (d == null) throw new IllegalStateException("no pending decision");
        Action kept = null;
        if (history.keepsRecords()) {
            flow.pointAt(seat);
            kept = record != null ? record : d.decode(ctx, code);
        }
        history.record(seat, code, kept);
        if (d instanceof io.fogisles.kernel.flow.SimultaneousDecision all && flow.awaitsAll()) flow.answerSecretly(all, code, seat);
        else flow.answer(d, code, seat);
    }
}
