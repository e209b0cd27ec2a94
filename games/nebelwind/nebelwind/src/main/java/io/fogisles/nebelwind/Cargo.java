package io.fogisles.nebelwind;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;

/**
 * Loading and unloading (N7) as option codes {@code whale * 100 + op}: op {@link #LOAD} the port's cargo, {@link
 * #KRILL} a krill load, {@code UNLOAD + place * 2 + alt} a territory tile from the track's place (alt: the
 * tile's second bonus, N7.6), {@code CAPITAL + place} a capital tile.
 */
public final class Cargo {
    public static final int LOAD = 0, KRILL = 1, UNLOAD = 10, CAPITAL = 40;
    /** Whale-done bits: moved, loaded or unloaded, loaded krill (N6.1, N7.1, N7.3). */
    public static final int MOVED = 0, CARGO_DONE = 3, KRILL_DONE = 6;

    private Cargo() {
    }

    public static boolean done(GameState s, NebelGame g, int w, int bit) {
        return (s.get(g.state.whaleDone) & (1 << (bit + w))) != 0;
    }

    public static void mark(GameContext ctx, NebelGame g, int w, int bit) {
        ctx.set(g.state.whaleDone, ctx.state().get(g.state.whaleDone) | (1 << (bit + w)));
    }

    /** The cargo options of a seat's whales in {@code mask} (bits), honouring what each already did when {@code once} is false. */
    public static void options(NebelGame g, GameState s, int seat, int mask, boolean ignoreDone, IntList out) {
        NebelData d = g.data;
        for (int w = 0; w < g.rules.whales; w++) {
            if ((mask & (1 << w)) == 0) continue;
            int port = s.get(g.state.whalePort, seat, w);
            if (port < 0) continue;
            NebelData.Port p = d.ports.get(port);
            if (p.offers() == NebelData.OFFERS_KRILL && (ignoreDone || !done(s, g, w, KRILL_DONE))) out.add(w * 100 + KRILL);
            if (!ignoreDone && done(s, g, w, CARGO_DONE)) continue;
            int aboard = s.get(g.state.whaleCargo, seat, w);
            if (p.offers() >= 0 && s.get(g.state.cargoSupply, 0, p.offers()) > 0 && aboard != p.offers()) out.add(w * 100 + LOAD);
            if (aboard < 0 || p.region() < 0) continue;
            if (p.kind() == NebelData.TERRITORY) {
                for (int place = 0; place < g.rules.trackPlaces; place++) {
                    int tile = g.trackTile(s, p.region(), place);
                    if (tile < 0 || d.demands.get(g.state.demand(tile)).cargo() != aboard) continue;
                    out.add(w * 100 + UNLOAD + place * 2);
                    if (place < g.rules.bonusPlaces) out.add(w * 100 + UNLOAD + place * 2 + 1);
                }
            } else if (p.kind() == NebelData.CAPITAL) {
                for (int place = 0; place < g.rules.capitalPlaces; place++) {
                    int tile = g.capitalTile(s, p.region(), place);
                    if (tile >= 0 && d.demands.get(g.state.demand(tile)).cargo() == aboard) out.add(w * 100 + CAPITAL + place);
                }
            }
        }
    }

    public static void apply(NebelGame g, GameContext ctx, int seat, int code, boolean markDone) {
        int w = code / 100, op = code % 100;
        int port = ctx.state().get(g.state.whalePort, seat, w);
        NebelData.Port p = g.data.ports.get(port);
        if (op == KRILL) {
            g.loadKrill(ctx, seat);
            if (markDone) mark(ctx, g, w, KRILL_DONE);
            return;
        }
        if (markDone) mark(ctx, g, w, CARGO_DONE);
        if (op == LOAD) {
            g.load(ctx, seat, w, p.offers());
            if (ctx.eventsWanted()) ctx.emit("nebelwind:loaded", seat, "cargo", g.data.cargo.get(p.offers()), "port", p.id());
        } else if (op >= CAPITAL) {
            g.takeCapital(ctx, seat, p.region(), op - CAPITAL);
            g.delivered(ctx, seat, w);
        } else {
            int place = (op - UNLOAD) / 2;
            g.takeTerritory(ctx, seat, p.region(), place, (op - UNLOAD) % 2 == 1);
            g.delivered(ctx, seat, w);
        }
    }

    /** Smuggler: a whale's cargo onto a matching territory tile of any region, codes {@code w * 100 + region * 10 + place}. */
    public static void smuggleOptions(NebelGame g, GameState s, int seat, IntList out) {
        for (int w = 0; w < g.rules.whales; w++) {
            int aboard = s.get(g.state.whaleCargo, seat, w);
            if (aboard < 0 || s.get(g.state.whalePort, seat, w) < 0) continue;
            for (int r = 0; r < g.data.regions.size(); r++)
                for (int place = 0; place < g.rules.trackPlaces; place++) {
                    int tile = g.trackTile(s, r, place);
                    if (tile >= 0 && g.data.demands.get(g.state.demand(tile)).cargo() == aboard) out.add(w * 100 + r * 10 + place);
                }
        }
    }

    public static boolean canSmuggle(NebelGame g, GameState s, int seat) {
        IntList out = new IntList(4);
        smuggleOptions(g, s, seat, out);
        return !out.isEmpty();
    }
}
