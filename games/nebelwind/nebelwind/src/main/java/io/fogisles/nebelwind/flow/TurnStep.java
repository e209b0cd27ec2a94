package io.fogisles.nebelwind.flow;

import io.fogisles.kernel.action.Action;
import io.fogisles.kernel.action.Rejection;
import io.fogisles.kernel.flow.Decision;
import io.fogisles.kernel.flow.Step;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import io.fogisles.kernel.util.IntList;
import io.fogisles.nebelwind.Cargo;
import io.fogisles.nebelwind.CharacterEffects;
import io.fogisles.nebelwind.NebelAction;
import io.fogisles.nebelwind.NebelData;
import io.fogisles.nebelwind.NebelGame;
import io.fogisles.nebelwind.NebelRules;
import io.fogisles.nebelwind.NebelState;
import io.fogisles.nebelwind.Parts;
import java.util.List;

/**
 * A person's turn (N4.2): 1. a chip on a space (required; the space acts at once, its questions follow as
 * parts), 2. whale moves, 3. loads and unloads, 4. claims (N8, made for the player: a claim only gains). "once"
 * characters are options of steps 2 and 3 (ND9). Its second scratch value is the step reached (0–3).
 */
final class TurnStep implements Step {
    static final String ID = "nebelwind:turn";
    /** Codes of "use character c" in steps 2 and 3. */
    static final int USE = 2000;
    /** The place code of a chip played without an action (only when no space can take it). */
    static final int NO_ACTION = 100;

    private final NebelGame g;
    private final Decision place, move, cargo;

    TurnStep(NebelGame g) {
        this.g = g;
        this.place = new Decision() {
            public String id() {
                return "nebelwind:place";
            }

            public void options(GameContext ctx, IntList out) {
                placeOptions(ctx.state(), ctx.seat(), out);
            }

            public Action decode(GameContext ctx, int code) {
                if (code >= NO_ACTION) return new NebelAction.Place("none", code - NO_ACTION);
                return new NebelAction.Place(NebelAction.AREAS.get(code / 5), code % 5 + 1);
            }

            public int encode(GameContext ctx, Action action) {
                if (!(action instanceof NebelAction.Place p)) return NOT_THIS;
                if (p.chip() < 1 || p.chip() > 5) return -1;
                if ("none".equals(p.area())) return NO_ACTION + p.chip();
                int area = NebelAction.AREAS.indexOf(p.area());
                return area < 0 ? -1 : area * 5 + p.chip() - 1;
            }

            public Rejection explain(GameContext ctx, Action action) {
                return Rejection.of("nebelwind.place", action.toString());
            }

            public void apply(GameContext ctx, int code) {
                ctx.setScratch(1, 1);
                play(ctx, ctx.seat(), code);
            }
        };
        this.move = new ChooseDecision("nebelwind:move") {
            public void options(GameContext ctx, IntList out) {
                GameState s = ctx.state();
                int seat = ctx.seat(), krill = g.res(s, seat, NebelData.KRILL);
                for (int w = 0; w < g.rules.whales; w++) {
                    int from = s.get(g.state.whalePort, seat, w);
                    if (from < 0 || Cargo.done(s, g, w, Cargo.MOVED)) continue;
                    int[] cost = g.moveCosts(s, seat, w);
                    for (int p = 0; p < cost.length; p++) if (p != from && cost[p] <= krill) out.add(w * 100 + p);
                }
                onceOptions(ctx, seat, out);
                out.add(Parts.DONE);
            }

            public void apply(GameContext ctx, int code) {
                int seat = ctx.seat();
                if (code == Parts.DONE) {
                    ctx.setScratch(1, 2);
                    return;
                }
                if (code >= USE) {
                    CharacterEffects.use(g, ctx, seat, code - USE);
                    return;
                }
                int w = code / 100, to = code % 100;
                int cost = g.moveCosts(ctx.state(), seat, w)[to];
                g.gain(ctx, seat, NebelData.KRILL, -cost);
                int from = ctx.state().get(g.state.whalePort, seat, w);
                ctx.set(g.state.whalePort, seat, w, to);
                Cargo.mark(ctx, g, w, Cargo.MOVED);
                if (ctx.eventsWanted()) ctx.emit("nebelwind:whale-moved", seat, "whale", w, "from", g.data.ports.get(from).id(), "to", g.data.ports.get(to).id(), "krill", cost);
            }
        };
        this.cargo = new ChooseDecision("nebelwind:cargo") {
            public void options(GameContext ctx, IntList out) {
                Cargo.options(g, ctx.state(), ctx.seat(), (1 << g.rules.whales) - 1, false, out);
                onceOptions(ctx, ctx.seat(), out);
                out.add(Parts.DONE);
            }

            public void apply(GameContext ctx, int code) {
                if (code == Parts.DONE) {
                    ctx.setScratch(1, 3);
                    return;
                }
                if (code >= USE) {
                    CharacterEffects.use(g, ctx, ctx.seat(), code - USE);
                    return;
                }
                Cargo.apply(g, ctx, ctx.seat(), code, true);
            }
        };
    }

    private void onceOptions(GameContext ctx, int seat, IntList out) {
        GameState s = ctx.state();
        int zone = g.state.characters.of(seat);
        int before = out.size();
        for (int i = 0, n = s.size(zone); i < n; i++) {
            int c = g.state.character(s.piece(zone, i));
            if (CharacterEffects.canUse(g, ctx, seat, c)) out.add(USE + c);
        }
        RoundSteps.sort(out, before); // the zone's order must not change the options' order
    }

    /** N4.3–N4.6: every legal place for the seat's chips, as {@code area * 5 + chip - 1}. */
    void placeOptions(GameState s, int seat, IntList out) {
        NebelState st = g.state;
        NebelRules r = g.rules;
        int participant = r.participantOf[seat], held = RoundSteps.held(g, s, participant), used = s.get(st.areasUsed, 0, participant);
        int before = out.size();
        for (int area = 0; area < 4; area++)
            for (int n = 1; n <= r.chips && n <= NebelState.SPACES; n++) {
                if ((held & (1 << n)) == 0) continue;
                int i = n - 1;
                boolean ok = switch (area) {
                    case NebelState.RESOURCE -> (used & 1) == 0 && s.get(st.resourceSpace, 0, i) == 0;
                    case NebelState.WORKER -> (used & 2) == 0 && s.get(st.workerSpace, 0, i) == 0 && (r.bSide ? BSide.workerUsable(g, s, seat, n) : workerUsable(s, seat, n));
                    case NebelState.CHARACTER -> {
                        int card = s.get(st.characterSpace, 0, i);
                        yield card >= 0 && s.get(st.characterChip, 0, i) == 0 && g.canPay(s, seat, g.data.characters.get(st.character(card)).cost());
                    }
                    default -> s.get(st.harbourSpace, 0, i) >= 0;
                };
                if (ok) out.add(area * 5 + i);
            }
        if (out.size() == before) for (int n = 1; n <= r.chips; n++) if ((held & (1 << n)) != 0) out.add(NO_ACTION + n);
    }

    /** ND14: worker space 1 needs a character in the deck, space 5 a coin and a harbour card in the row. */
    private boolean workerUsable(GameState s, int seat, int n) {
        return switch (n) {
            case 1 -> s.size(g.state.characterDeck.global()) > 0;
            case 5 -> g.res(s, seat, NebelData.COINS) >= g.rules.harbourBonusPrice && s.size(g.state.harbourRow.global()) > 0;
            default -> true;
        };
    }

    /** The chip goes on its space and the space acts (N5). */
    private void play(GameContext ctx, int seat, int code) {
        NebelState st = g.state;
        NebelRules r = g.rules;
        int participant = r.participantOf[seat], mark = participant + 1;
        int chip = code >= NO_ACTION ? code - NO_ACTION : code % 5 + 1, area = code >= NO_ACTION ? -1 : code / 5, i = chip - 1;
        ctx.set(st.played, 0, participant, ctx.state().get(st.played, 0, participant) | (1 << chip));
        ctx.set(st.chipsLeft, 0, participant, ctx.state().get(st.chipsLeft, 0, participant) - 1);
        if (ctx.eventsWanted()) ctx.emit("nebelwind:placed", seat, "participant", participant, "area", area < 0 ? "none" : NebelAction.AREAS.get(area), "chip", chip);
        if (area < 0) return;
        ctx.set(st.areasUsed, 0, participant, ctx.state().get(st.areasUsed, 0, participant) | (1 << area));
        switch (area) {
            case NebelState.RESOURCE -> {
                ctx.set(st.resourceSpace, 0, i, mark);
                if (r.bSide) {
                    BSide.resource(g, ctx, seat, participant, i, false); // N14.1–N14.5
                    return;
                }
                g.gain(ctx, seat, r.resourceTableau[i]); // N5.1
                CharacterEffects.at(g, ctx, seat, CharacterEffects.RESOURCE_ACTION);
            }
            case NebelState.WORKER -> {
                ctx.set(st.workerSpace, 0, i, mark);
                if (r.bSide) BSide.worker(g, ctx, seat, participant, chip); // N14.6–N14.10
                else worker(ctx, seat, participant, chip);
            }
            case NebelState.CHARACTER -> {
                ctx.set(st.characterChip, 0, i, mark);
                int card = ctx.state().get(st.characterSpace, 0, i);
                ctx.set(st.characterSpace, 0, i, NebelState.NONE); // N5.3: not replaced before the round's end
                CharacterEffects.hire(g, ctx, seat, card, false);
            }
            default -> {
                ctx.set(st.harbourTop, 0, i, mark); // N4.5: on top of the stack
                ctx.set(st.harbourCount, 0, i, ctx.state().get(st.harbourCount, 0, i) + 1);
                CharacterEffects.at(g, ctx, seat, CharacterEffects.HARBOUR_USED);
                ctx.push(Parts.ID, seat, Parts.arg(Parts.HARBOUR_USE, i));
            }
        }
    }

    /** N5.5–N5.9: the worker tableau's A side. */
    private void worker(GameContext ctx, int seat, int participant, int n) {
        NebelRules r = g.rules;
        switch (n) {
            case 1 -> CharacterEffects.recruit(g, ctx, seat);
            case 2 -> ctx.push(Parts.ID, seat, Parts.arg(Parts.BUY, 0));
            case 3 -> {
                if (g.whalesOnBoard(ctx.state(), seat) > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.SAIL, r.workerSail));
            }
            case 4 -> {
                g.takeStartMarker(ctx, participant);
                g.gain(ctx, seat, NebelData.KRILL, r.workerKrill);
                ctx.push(Parts.ID, seat, Parts.arg(Parts.EXCHANGE, 3));
            }
            default -> {
                g.gain(ctx, seat, NebelData.COINS, -r.harbourBonusPrice);
                ctx.push(Parts.ID, seat, Parts.arg(Parts.HARBOUR_BONUS, 0));
            }
        }
    }

    @Override
    public Decision advance(GameContext ctx) {
        switch (ctx.scratch(1)) {
            case 0 -> {
                ctx.set(g.state.whaleDone, 0);
                ctx.set(g.state.deliveries, ctx.seat(), 0);
                return place;
            }
            case 1 -> {
                return move;
            }
            case 2 -> {
                return cargo;
            }
            case 3 -> {
                ctx.setScratch(1, 4);
                g.claim(ctx, ctx.seat()); // N8.1
                return null;
            }
            default -> {
                return null;
            }
        }
    }

    @Override
    public List<Decision> decisions() {
        return List.of(place, move, cargo);
    }
}
