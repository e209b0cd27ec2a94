package io.fogisles.nebelwind;

import io.fogisles.kernel.state.GameState;

/** ND8: what each achievement condition measures of a seat, compared with its "at least". */
public final class Achievements {
    private Achievements() {
    }

    public static int measure(NebelGame g, GameState s, int seat, String condition, int[] chain) {
        NebelData d = g.data;
        NebelState st = g.state;
        int ports = d.ports.size(), regions = d.regions.size();
        return switch (condition) {
            case "outposts" -> g.outpostCount(s, seat);
            case "outpost-regions" -> {
                int mask = 0;
                for (int p = 0; p < ports; p++) if (g.hasOutpost(s, seat, p) && d.ports.get(p).region() >= 0) mask |= 1 << d.ports.get(p).region();
                yield Integer.bitCount(mask);
            }
            case "whales" -> g.whalesOnBoard(s, seat);
            case "outposts-in-capitals" -> count(g, s, seat, p -> d.ports.get(p).kind() == NebelData.CAPITAL);
            case "outposts-in-krill-ports" -> count(g, s, seat, p -> d.ports.get(p).offers() == NebelData.OFFERS_KRILL);
            case "outposts-in-one-region" -> {
                int best = 0;
                for (int r = 0; r < regions; r++) {
                    int region = r;
                    best = Math.max(best, count(g, s, seat, p -> d.ports.get(p).region() == region));
                }
                yield best;
            }
            case "demand-tiles" -> s.size(st.demandTaken.of(seat));
            case "capital-tiles" -> tiles(g, s, seat, 0);
            case "tile-regions" -> tiles(g, s, seat, 1);
            case "tiles-one-region" -> tiles(g, s, seat, 2);
            case "cargo-kinds" -> tiles(g, s, seat, 3);
            case "deliveries-in-turn" -> s.get(st.deliveries, seat);
            case "network-tiles" -> g.markersUsed(s, seat);
            case "network-cards-complete" -> s.size(st.networkComplete.of(seat));
            case "chain-ports", "capitals-connected", "chain-regions" -> {
                int best = 0;
                for (int c = 0; c < ports; c++) {
                    int size = 0, capitals = 0, mask = 0;
                    for (int p = 0; p < ports; p++) {
                        if (chain[p] != c) continue;
                        size++;
                        if (d.ports.get(p).kind() == NebelData.CAPITAL) capitals++;
                        if (d.ports.get(p).region() >= 0) mask |= 1 << d.ports.get(p).region();
                    }
                    if (size == 0) break;
                    int v = condition.equals("chain-ports") ? size : condition.equals("capitals-connected") ? capitals : Integer.bitCount(mask);
                    best = Math.max(best, v);
                }
                yield best;
            }
            case "top-fields" -> {
                int n = 0;
                for (int r = 0; r < regions; r++) if (s.get(st.topMarker, 0, r) == seat) n++;
                yield n;
            }
            case "characters" -> s.size(st.characters.of(seat));
            case "character-kinds", "always-characters" -> {
                int mask = 0, always = 0, zone = st.characters.of(seat);
                for (int i = 0; i < s.size(zone); i++) {
                    int kind = d.characters.get(st.character(s.piece(zone, i))).kind();
                    mask |= 1 << kind;
                    if (kind == NebelData.ALWAYS) always++;
                }
                yield condition.equals("always-characters") ? always : Integer.bitCount(mask);
            }
            case "krill" -> g.res(s, seat, NebelData.KRILL);
            case "resources" -> g.totalResources(s, seat);
            case "areas-in-round" -> Integer.bitCount(s.get(st.areasUsed, 0, g.rules.participantOf[seat]));
            default -> throw new IllegalStateException("unknown achievement condition " + condition);
        };
    }

    private static int count(NebelGame g, GameState s, int seat, java.util.function.IntPredicate where) {
        int n = 0;
        for (int p = 0; p < g.data.ports.size(); p++) if (where.test(p) && g.hasOutpost(s, seat, p)) n++;
        return n;
    }

    /** 0: capital tiles; 1: regions of the tiles; 2: most tiles of one region; 3: cargo kinds. */
    private static int tiles(NebelGame g, GameState s, int seat, int what) {
        int zone = g.state.demandTaken.of(seat), capitals = 0, regions = 0, kinds = 0;
        int[] perRegion = new int[g.data.regions.size()];
        for (int i = 0; i < s.size(zone); i++) {
            NebelData.Demand t = g.data.demands.get(g.state.demand(s.piece(zone, i)));
            if (t.capital()) capitals++;
            regions |= 1 << t.region();
            kinds |= 1 << t.cargo();
            perRegion[t.region()]++;
        }
        return switch (what) {
            case 0 -> capitals;
            case 1 -> Integer.bitCount(regions);
            case 2 -> java.util.Arrays.stream(perRegion).max().orElse(0);
            default -> Integer.bitCount(kinds);
        };
    }
}
