package io.fogisles.nebelwind.flow;

import static io.fogisles.nebelwind.NebelData.COINS;
import static io.fogisles.nebelwind.NebelData.STEEL;
import static io.fogisles.nebelwind.NebelData.WOOD;

import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.Cargo;
import io.fogisles.nebelwind.CharacterEffects;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelState;
import io.fogisles.nebelwind.Parts;
import java.util.ArrayList;
import java.util.List;

/**
 * The questions of spaces and characters ({@link Parts}): the interrupt's argument (first scratch value) is
 * {@code kind * 100 + arg}; the second counts what was done. Each kind is a decision of its own id
 * ({@code nebelwind:keep}, {@code nebelwind:buy}, ...). A part whose question has no answer is skipped.
 */
final class PartStep implements Step {
    private static final String[] IDS = {null, "keep", "buy", "free-whale", "free-outpost", "foreman", "cartwright", "sail", "whale-caller", "ship-cargo",
            "exchange", "take", "harbour-bonus", "harbour-use", "courier", "smuggle", "first-whale",
            // the B sides (N14): see BSide
            "name-resource", "take-but", "side-bonus", "from-left", "two-and-three", "share", "keep-give", "buy-outpost", "far-sail", "pay", "swap", "copy"};
    /** Build codes: an outpost at port p is p, a whale at port p is {@code WHALE + p}. */
    static final int WHALE = 100;

    private final NebelGame g;
    private final List<Decision> decisions = new ArrayList<>();

    PartStep(NebelGame g) {
        this.g = g;
        decisions.add(null);
        for (int kind = 1; kind < IDS.length; kind++) {
            int k = kind;
            decisions.add(new ChooseDecision("nebelwind:" + IDS[kind]) {
                public void options(GameContext ctx, IntList out) {
                    PartStep.this.options(ctx, k, ctx.scratch(0) % 100, out);
                }

                public void apply(GameContext ctx, int code) {
                    PartStep.this.apply(ctx, k, ctx.scratch(0) % 100, code);
                }
            });
        }
    }

    @Override
    public Decision advance(GameContext ctx) {
        int kind = ctx.scratch(0) / 100, progress = ctx.scratch(1);
        if (progress < 0) return null; // finished
        IntList probe = new IntList(8);
        options(ctx, kind, ctx.scratch(0) % 100, probe);
        boolean onlyDone = probe.size() == 1 && probe.get(0) == Parts.DONE;
        if (probe.isEmpty() || onlyDone) return null;
        return decisions.get(kind);
    }

    @Override
    public List<Decision> decisions() {
        return decisions.subList(1, decisions.size());
    }

    private static void finish(GameContext ctx) {
        ctx.setScratch(1, -1);
    }

    private void options(GameContext ctx, int kind, int arg, IntList out) {
        GameState s = ctx.state();
        int seat = ctx.seat();
        NebelState st = g.state;
        NebelData d = g.data;
        int ports = d.ports.size();
        if (kind >= Parts.NAME) {
            BSide.options(g, ctx, kind, arg, out);
            return;
        }
        switch (kind) {
            case Parts.KEEP -> {
                for (int i = 0; i < s.size(st.drawn.global()); i++) out.add(s.piece(st.drawn.global(), i));
                RoundSteps.sort(out);
            }
            case Parts.BUY -> { // N5.6, ND15
                if (ctx.scratch(1) >= g.rules.workerBuys) return;
                if (g.res(s, seat, COINS) >= g.rules.outpostPrice) for (int p = 0; p < ports; p++) if (g.whaleAt(s, seat, p, -1) && g.canHaveOutpost(s, seat, p)) out.add(p);
                if (g.res(s, seat, COINS) >= g.rules.whalePrice && g.canHaveWhale(s, seat)) for (int p = 0; p < ports; p++) if (g.present(s, seat, p)) out.add(WHALE + p);
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.FREE_WHALE, Parts.CARTWRIGHT -> {
                if (!g.canHaveWhale(s, seat)) return;
                for (int p = 0; p < ports; p++) if (kind == Parts.FREE_WHALE ? g.present(s, seat, p) : g.hasOutpost(s, seat, p)) out.add(WHALE + p);
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.FREE_OUTPOST, Parts.FOREMAN -> {
                for (int p = 0; p < ports; p++) if (g.whaleAt(s, seat, p, -1) && g.canHaveOutpost(s, seat, p)) out.add(p);
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.SAIL, Parts.WHALE_CALLER -> {
                int max = kind == Parts.SAIL ? arg : 1, moved = ctx.scratch(1);
                for (int w = 0; w < g.rules.whales; w++) {
                    int from = s.get(st.whalePort, seat, w);
                    if (from < 0 || (moved & (1 << w)) != 0) continue;
                    int[] hops = g.hops(from);
                    for (int p = 0; p < ports; p++) if (p != from && hops[p] <= max) out.add(w * 100 + p);
                }
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.SHIP_CARGO -> {
                Cargo.options(g, s, seat, 1 << arg, true, out);
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.EXCHANGE -> { // N5.8 (wood, steel, coins) or the trader (any, up to 3)
                int limit = arg == 3 ? g.rules.exchangeLimit : 3;
                if (ctx.scratch(1) >= limit) return;
                int[] kinds = arg == 3 ? new int[] {WOOD, STEEL, COINS} : new int[] {0, 1, 2, 3};
                for (int from : kinds) if (g.res(s, seat, from) > 0) for (int to : kinds) if (to != from) out.add(from * 4 + to);
                if (!out.isEmpty()) out.add(Parts.DONE);
            }
            case Parts.TAKE -> {
                for (int r = 0; r < 4; r++) out.add(r);
            }
            case Parts.HARBOUR_BONUS -> {
                for (int i = 0; i < NebelState.SPACES; i++) if (s.get(st.harbourSpace, 0, i) >= 0) out.add(i);
            }
            case Parts.HARBOUR_USE -> { // N5.11
                int card = s.get(st.harbourSpace, 0, arg);
                if (card < 0) return;
                int port = d.harbours.get(st.harbour(card)).port();
                if (g.canHaveOutpost(s, seat, port) && g.canPay(s, seat, g.rules.harbourOutpost)) out.add(port);
                if (g.canHaveWhale(s, seat) && g.canPay(s, seat, g.rules.harbourWhale)) out.add(WHALE + port);
                for (int r = 0; r < 4; r++) out.add(1000 + r);
            }
            case Parts.COURIER -> {
                for (int w = 0; w < g.rules.whales; w++) {
                    if (s.get(st.whalePort, seat, w) < 0 || s.get(st.whaleCargo, seat, w) >= 0) continue;
                    for (int k = 0; k < d.cargo.size(); k++) if (s.get(st.cargoSupply, 0, k) > 0) out.add(w * 10 + k);
                }
            }
            case Parts.SMUGGLE -> Cargo.smuggleOptions(g, s, seat, out);
            case Parts.FIRST_WHALE -> {
                if (g.whalesOnBoard(s, seat) > 0) return;
                for (int p = 0; p < ports; p++) if (d.ports.get(p).kind() == NebelData.TERRITORY) out.add(p);
            }
            default -> throw new IllegalStateException("no part " + kind);
        }
    }

    private void apply(GameContext ctx, int kind, int arg, int code) {
        int seat = ctx.seat();
        NebelState st = g.state;
        if (code == Parts.DONE) {
            finish(ctx);
            return;
        }
        if (kind >= Parts.NAME) {
            BSide.apply(g, ctx, kind, arg, code);
            return;
        }
        switch (kind) {
            case Parts.KEEP -> {
                int zone = st.drawn.global();
                for (int piece : ctx.state().pieces(zone)) if (piece != code) ctx.move(piece, st.characterDiscard.global());
                finish(ctx);
                CharacterEffects.hire(g, ctx, seat, code, true);
            }
            case Parts.BUY -> {
                ctx.setScratch(1, ctx.scratch(1) + 1);
                if (code >= WHALE) {
                    g.gain(ctx, seat, COINS, -g.rules.whalePrice);
                    g.buildWhale(ctx, seat, code - WHALE);
                } else {
                    g.gain(ctx, seat, COINS, -g.rules.outpostPrice);
                    g.buildOutpost(ctx, seat, code);
                }
            }
            case Parts.FREE_WHALE, Parts.FREE_OUTPOST, Parts.FOREMAN, Parts.CARTWRIGHT -> {
                finish(ctx);
                if (kind == Parts.FOREMAN) g.gain(ctx, seat, COINS, -2);
                if (kind == Parts.CARTWRIGHT) {
                    g.gain(ctx, seat, WOOD, -1);
                    g.gain(ctx, seat, STEEL, -1);
                }
                if (code >= WHALE) g.buildWhale(ctx, seat, code - WHALE);
                else g.buildOutpost(ctx, seat, code);
            }
            case Parts.SAIL, Parts.WHALE_CALLER -> {
                int w = code / 100, to = code % 100;
                int from = ctx.state().get(st.whalePort, seat, w);
                ctx.set(st.whalePort, seat, w, to);
                if (ctx.eventsWanted()) ctx.emit("nebelwind:whale-moved", seat, "whale", w, "from", g.data.ports.get(from).id(), "to", g.data.ports.get(to).id(), "krill", 0);
                if (kind == Parts.SAIL) {
                    finish(ctx);
                    ctx.push(Parts.ID, seat, Parts.arg(Parts.SHIP_CARGO, w)); // N5.7: once during the move
                } else {
                    ctx.setScratch(1, ctx.scratch(1) | (1 << w));
                }
            }
            case Parts.SHIP_CARGO -> {
                finish(ctx);
                Cargo.apply(g, ctx, seat, code, false);
            }
            case Parts.EXCHANGE -> {
                ctx.setScratch(1, ctx.scratch(1) + 1);
                g.gain(ctx, seat, code / 4, -1);
                g.gain(ctx, seat, code % 4, 1);
            }
            case Parts.TAKE -> {
                finish(ctx);
                g.gain(ctx, seat, code, arg);
            }
            case Parts.HARBOUR_BONUS -> {
                finish(ctx);
                g.takeHarbourBonus(ctx, seat, ctx.state().get(st.harbourSpace, 0, code));
            }
            case Parts.HARBOUR_USE -> {
                finish(ctx);
                if (code >= 1000) g.gain(ctx, seat, code - 1000, ctx.state().get(st.harbourCount, 0, arg)); // N5.11: as many as chips on the card
                else if (code >= WHALE) {
                    g.pay(ctx, seat, g.rules.harbourWhale);
                    g.buildWhale(ctx, seat, code - WHALE);
                } else {
                    g.pay(ctx, seat, g.rules.harbourOutpost);
                    g.buildOutpost(ctx, seat, code);
                }
            }
            case Parts.COURIER -> {
                finish(ctx);
                g.load(ctx, seat, code / 10, code % 10);
            }
            case Parts.SMUGGLE -> {
                finish(ctx);
                int w = code / 100, region = (code % 100) / 10, place = code % 10;
                g.takeTerritory(ctx, seat, region, place, false);
                g.delivered(ctx, seat, w);
            }
            case Parts.FIRST_WHALE -> {
                finish(ctx);
                ctx.set(st.whalePort, seat, 0, code);
                if (ctx.eventsWanted()) ctx.emit("nebelwind:built", seat, "piece", "whale", "port", g.data.ports.get(code).id());
            }
            default -> throw new IllegalStateException("no part " + kind);
        }
    }
}
