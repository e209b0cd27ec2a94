package io.fogisles.harbour;

import io.fogisles.base.flow.NumberChoice;
import io.fogisles.base.flow.SimpleDecision;
import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.util.IntList;
import java.util.ArrayList;
import java.util.List;

/**
 * C2 in the harbour (RULES B12.10–B12.12, C6), wrapped around Module 1's {@code base:take}: a balloon on a
 * pier takes no cloud but may trade at the pier's ratio — first take (each tile from the offer or a bag
 * draw, any mix), then give that many eyepiece tiles (never expansion tiles), then return surplus offer
 * tiles to the bag down to 11. The trade is offered only when it can be made in full: enough giveable
 * tiles, and offer and bag together hold every tile to take. Otherwise the player may instead take one
 * tile from the offer or the bag (the no-tile fallback). Both are optional. A draw from the empty bag,
 * offered only when no offer tile is left to take, falls under B10.2/B10.3: the game ends after this
 * round and the player may take a tile left on a cloud instead. Taken tiles are then kept or converted as
 * in C2. Anywhere else the wrapped step runs unchanged. (Decisions: docs/rules-notes.md, Modules 2 and 3.)
 */
final class TradeStep implements Step {
    static final int START = 0, TAKING = 1, GIVING = 2, OVERFLOW = 3, DONE = 4;
    private static final int DECLINE = 0, TRADE = 1, DRAW = 2, OFFER = 1 << 24;

    private final Harbour h;
    private final Step inner;
    private final Decision start, take, give, overflow;

    TradeStep(Harbour h, Step inner) {
        this.h = h;
        this.inner = inner;
        this.start = new SimpleDecision("harbour:trade-start") {
            public void options(GameContext ctx, IntList out) {
                out.add(DECLINE);
                if (canTrade(ctx)) out.add(TRADE);
                else addTakes(ctx, out);
            }

            public Action decode(GameContext ctx, int code) {
                return switch (code) {
                    case DECLINE -> new HarbourAction.DeclineTrade();
                    case TRADE -> new HarbourAction.Trade();
                    default -> decodeTake(code);
                };
            }

            public int encode(GameContext ctx, Action a) {
                return switch (a) {
                    case HarbourAction.DeclineTrade d -> DECLINE;
                    case HarbourAction.Trade t -> TRADE;
                    default -> encodeTake(a);
                };
            }

            public Rejection explain(GameContext ctx, Action a) {
                if (a instanceof HarbourAction.Trade) {
                    int giveable = h.giveable(ctx.state(), ctx.seat()).length;
                    if (giveable < pier(ctx).give()) return Rejection.of("harbour.too-few-tiles-to-give", pier(ctx).give(), giveable);
                    return Rejection.of("harbour.too-few-tiles-to-take", pier(ctx).take(), h.supply(ctx.state()));
                }
                if (canTrade(ctx)) return Rejection.of("harbour.trade-first");
                return takeRejection(ctx, a);
            }

            public void apply(GameContext ctx, int code) {
                int seat = ctx.seat();
                if (code == DECLINE) {
                    ctx.set(h.state.stage, seat, DONE);
                    ctx.emit("harbour:trade-declined", seat);
                } else if (code == TRADE) {
                    ctx.set(h.state.stage, seat, TAKING);
                    ctx.set(h.state.count, seat, 0);
                    ctx.emit("harbour:trade-started", seat, "pier", pier(ctx).number());
                } else { // the fallback: one tile, then keep or convert
                    applyTake(ctx, code);
                    ctx.set(h.state.stage, seat, OVERFLOW);
                }
            }
        };
        this.take = new SimpleDecision("harbour:trade-take") {
            public void options(GameContext ctx, IntList out) {
                addTakes(ctx, out);
            }

            public Action decode(GameContext ctx, int code) {
                return decodeTake(code);
            }

            public int encode(GameContext ctx, Action a) {
                return encodeTake(a);
            }

            public Rejection explain(GameContext ctx, Action a) {
                return takeRejection(ctx, a);
            }

            public void apply(GameContext ctx, int code) {
                applyTake(ctx, code);
                ctx.set(h.state.count, ctx.seat(), ctx.get(h.state.count, ctx.seat()) + 1);
            }
        };
        this.give = new NumberChoice<>("harbour:trade-give", HarbourAction.Give.class, HarbourAction.Give::new, HarbourAction.Give::piece) {
            public void options(GameContext ctx, IntList out) {
                for (int p : h.giveable(ctx.state(), ctx.seat())) out.add(p);
            }

            public Rejection explain(GameContext ctx, Action a) {
                int p = ((HarbourAction.Give) a).piece();
                if (p >= 0 && p < h.base.pieces.size() && !h.tradable(p)) return Rejection.of("harbour.not-tradable", p);
                return Rejection.of("harbour.not-on-eyepiece", p);
            }

            public void apply(GameContext ctx, int piece) {
                ctx.move(piece, h.state.offer.global());
                ctx.set(h.state.count, ctx.seat(), ctx.get(h.state.count, ctx.seat()) + 1);
                ctx.emit("harbour:tile-given", ctx.seat(), "piece", piece);
            }
        };
        this.overflow = new NumberChoice<>("harbour:return-to-bag", HarbourAction.ReturnToBag.class, HarbourAction.ReturnToBag::new, HarbourAction.ReturnToBag::piece) {
            public void options(GameContext ctx, IntList out) {
                for (int p : ctx.state().pieces(h.state.offer.global())) out.add(p);
            }

            public Rejection explain(GameContext ctx, Action a) {
                return Rejection.of("harbour.not-in-offer", ((HarbourAction.ReturnToBag) a).piece());
            }

            public void apply(GameContext ctx, int piece) {
                ctx.move(piece, h.base.state.bag.global());
                ctx.emit("harbour:offer-returned", ctx.seat(), "piece", piece);
            }
        };
    }

    private HarbourRules.Pier pier(GameContext ctx) {
        return h.rules.pier(h.pierOf(ctx.state(), ctx.seat()));
    }

    private boolean canTrade(GameContext ctx) {
        return h.canTrade(ctx.state(), ctx.seat());
    }

    /**
     * The ways to take one tile: any offer tile, or a draw. Drawing is offered while the bag holds tiles,
     * and from the empty bag only when the offer is empty too, as the last way to take a tile; that draw
     * falls under B10.2/B10.3.
     */
    private void addTakes(GameContext ctx, IntList out) {
        int[] offer = ctx.state().pieces(h.state.offer.global());
        for (int p : offer) out.add(OFFER | p);
        if (offer.length == 0 || ctx.state().size(h.base.state.bag.global()) > 0) out.add(DRAW);
    }

    private static Action decodeTake(int code) {
        return code == DRAW ? new HarbourAction.DrawFromBag() : new HarbourAction.TakeFromOffer(code & ~OFFER);
    }

    private static int encodeTake(Action a) {
        return switch (a) {
            case HarbourAction.DrawFromBag d -> DRAW;
            case HarbourAction.TakeFromOffer t -> t.piece() < 0 ? -1 : OFFER | t.piece();
            default -> Decision.NOT_THIS;
        };
    }

    private Rejection takeRejection(GameContext ctx, Action a) {
        if (a instanceof HarbourAction.DrawFromBag) return Rejection.of("harbour.bag-empty");
        return Rejection.of("harbour.not-in-offer", ((HarbourAction.TakeFromOffer) a).piece());
    }

    private void applyTake(GameContext ctx, int code) {
        int seat = ctx.seat();
        int piece = code == DRAW ? ctx.pickRandom(h.base.state.bag.global()) : code & ~OFFER;
        if (piece < 0) { // B10.2/B10.3: the game ends after this round; a tile left on a cloud may be taken instead
            h.base.bagRanOut(ctx, seat);
            return;
        }
        ctx.move(piece, h.base.state.hand.of(seat));
        if (ctx.eventsWanted()) ctx.emit(code == DRAW ? "base:tile-drawn" : "harbour:tile-taken", seat, "piece", piece, "kind", h.base.pieces.kind[piece]);
    }

    @Override
    public Decision advance(GameContext ctx) {
        int seat = ctx.seat();
        if (h.pierOf(ctx.state(), seat) == 0 && ctx.get(h.state.stage, seat) == START) return inner.advance(ctx);
        while (true) {
            int stage = ctx.get(h.state.stage, seat);
            int count = ctx.get(h.state.count, seat);
            HarbourRules.Pier pier = h.pierOf(ctx.state(), seat) == 0 ? null : pier(ctx);
            switch (stage) {
                case START -> {
                    return start;
                }
                case TAKING -> {
                    if (count < pier.take()) return take; // addTakes always has a way to take (a draw at the last)
                    ctx.set(h.state.stage, seat, GIVING);
                    ctx.set(h.state.count, seat, 0);
                }
                case GIVING -> {
                    if (count < pier.give()) return give;
                    ctx.set(h.state.stage, seat, OVERFLOW);
                }
                case OVERFLOW -> {
                    if (ctx.state().size(h.state.offer.global()) > h.rules.offerLimit) return overflow;
                    ctx.set(h.state.stage, seat, DONE);
                    if (ctx.state().size(h.base.state.hand.of(seat)) > 0) {
                        ctx.push("base:resolve-hand", seat, 0);
                        return null; // runs again after the keep-or-convert choices
                    }
                }
                default -> {
                    ctx.set(h.state.stage, seat, START);
                    ctx.set(h.state.count, seat, 0);
                    return null;
                }
            }
        }
    }

    @Override
    public List<Decision> decisions() {
        List<Decision> all = new ArrayList<>(inner.decisions());
        all.addAll(List.of(start, take, give, overflow));
        return all;
    }
}
