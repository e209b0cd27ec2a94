package io.fogisles.nebelwind;

import static io.fogisles.nebelwind.NebelData.COINS;
import static io.fogisles.nebelwind.NebelData.KRILL;
import static io.fogisles.nebelwind.NebelData.STEEL;
import static io.fogisles.nebelwind.NebelData.WOOD;

import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.state.GameState;
import java.util.List;

/**
 * The 36 characters' effects (ND9). "now" effects happen when the card is hired; a "once" card is an option of
 * its owner's turn after the chip (its use turns it over); "always" cards are asked where they act (NebelGame:
 * architect, whale trainer, merchant, krill farmer, provisioner; here: forester, smelter, banker, patron);
 * "end" cards score at the end.
 */
public final class CharacterEffects {
    public static final List<String> IDS = List.of("shipwright", "surveyor", "krill-herder", "lumberjack", "smith", "moneylender", "recruiter", "navigator",
            "courier", "tailwind", "smuggler", "foreman", "trader", "quartermaster", "harbourmaster", "whale-caller", "cartwright", "pilot", "krill-farmer",
            "merchant", "architect", "whale-trainer", "forester", "smelter", "banker", "provisioner", "patron", "governor-green", "governor-silver",
            "governor-brown", "governor-purple", "collector", "envoy", "whaler", "miser", "consul");

    private CharacterEffects() {
    }

    public static boolean knows(String id) {
        return IDS.contains(id);
    }

    /** N5.2–N5.3: a seat hires a character (paid unless free), which lies before it; a "now" card acts at once. */
    public static void hire(NebelGame g, GameContext ctx, int seat, int piece, boolean free) {
        NebelData.Character c = g.data.characters.get(g.state.character(piece));
        if (!free) g.pay(ctx, seat, c.cost());
        ctx.move(piece, g.state.characters.of(seat));
        if (ctx.eventsWanted()) ctx.emit("nebelwind:hired", seat, "character", c.id());
        if (c.kind() == NebelData.NOW) now(g, ctx, seat, c.id());
    }

    private static void now(NebelGame g, GameContext ctx, int seat, String id) {
        GameState s = ctx.state();
        switch (id) {
            case "krill-herder" -> g.gain(ctx, seat, KRILL, 4);
            case "lumberjack" -> g.gain(ctx, seat, WOOD, 3);
            case "smith" -> g.gain(ctx, seat, STEEL, 3);
            case "moneylender" -> g.gain(ctx, seat, COINS, 4);
            case "shipwright" -> {
                if (g.canHaveWhale(s, seat) && (g.whalesOnBoard(s, seat) > 0 || g.outpostCount(s, seat) > 0)) ctx.push(Parts.ID, seat, Parts.arg(Parts.FREE_WHALE, 0));
            }
            case "surveyor" -> {
                if (g.whalesOnBoard(s, seat) > 0 && g.outpostCount(s, seat) < g.rules.outposts) ctx.push(Parts.ID, seat, Parts.arg(Parts.FREE_OUTPOST, 0));
            }
            case "recruiter" -> recruit(g, ctx, seat);
            case "navigator" -> {
                if (g.whalesOnBoard(s, seat) > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.SAIL, 4));
            }
            case "courier" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.COURIER, 0));
            default -> throw new IllegalStateException("no now-effect for " + id);
        }
    }

    /** N5.5 (and the recruiter): draw 2 characters, keep one for free. With none in the deck nothing happens. */
    public static void recruit(NebelGame g, GameContext ctx, int seat) {
        int drawn = 0;
        for (int i = 0; i < 2; i++) if (ctx.draw(g.state.characterDeck.global(), g.state.drawn.global()) >= 0) drawn++;
        if (drawn > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.KEEP, 0));
    }

    /** Whether a seat may use its "once" card now (it is unused and can act). */
    public static boolean canUse(NebelGame g, GameState s, int seat, int character) {
        if (s.get(g.state.characterUsed, 0, character) != 0) return false;
        NebelData.Character c = g.data.characters.get(character);
        if (c.kind() != NebelData.ONCE) return false;
        return switch (c.id()) {
            case "tailwind", "whale-caller" -> g.whalesOnBoard(s, seat) > 0;
            case "smuggler" -> Cargo.canSmuggle(g, s, seat);
            case "foreman" -> g.res(s, seat, COINS) >= 2 && anyWhaleWithoutOutpost(g, s, seat);
            case "cartwright" -> g.res(s, seat, WOOD) >= 1 && g.res(s, seat, STEEL) >= 1 && g.canHaveWhale(s, seat) && g.outpostCount(s, seat) > 0;
            case "trader" -> g.totalResources(s, seat) > 0;
            case "harbourmaster" -> s.size(g.state.harbourRow.global()) > 0;
            case "quartermaster", "pilot" -> true;
            default -> false;
        };
    }

    private static boolean anyWhaleWithoutOutpost(NebelGame g, GameState s, int seat) {
        if (g.outpostCount(s, seat) >= g.rules.outposts) return false;
        for (int w = 0; w < g.rules.whales; w++) {
            int p = s.get(g.state.whalePort, seat, w);
            if (p >= 0 && !g.hasOutpost(s, seat, p)) return true;
        }
        return false;
    }

    /** Uses a "once" card: it is turned over and acts (N5.4). */
    public static void use(NebelGame g, GameContext ctx, int seat, int character) {
        ctx.set(g.state.characterUsed, 0, character, 1);
        String id = g.data.characters.get(character).id();
        if (ctx.eventsWanted()) ctx.emit("nebelwind:used", seat, "character", id);
        switch (id) {
            case "tailwind" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.SAIL, 3));
            case "whale-caller" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.WHALE_CALLER, 0));
            case "smuggler" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.SMUGGLE, 0));
            case "foreman" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.FOREMAN, 0));
            case "cartwright" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.CARTWRIGHT, 0));
            case "trader" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.EXCHANGE, 4));
            case "quartermaster" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.TAKE, 2));
            case "harbourmaster" -> ctx.push(Parts.ID, seat, Parts.arg(Parts.HARBOUR_BONUS, 0));
            case "pilot" -> g.takeStartMarker(ctx, g.rules.participantOf[seat]);
            default -> throw new IllegalStateException("no once-effect for " + id);
        }
    }

    /** "always": what a resource-tableau action gives besides (forester, smelter). */
    public static void onResourceAction(NebelGame g, GameContext ctx, int seat) {
        if (g.has(ctx.state(), seat, "forester")) g.gain(ctx, seat, WOOD, 1);
        if (g.has(ctx.state(), seat, "smelter")) g.gain(ctx, seat, STEEL, 1);
    }

    /** "always": the banker's coins at each round's end. */
    public static void onRoundEnd(NebelGame g, GameContext ctx, int seat) {
        if (g.has(ctx.state(), seat, "banker")) g.gain(ctx, seat, COINS, 2);
    }

    /** "always": the patron's krill whenever the seat uses a harbour card. */
    public static void onHarbour(NebelGame g, GameContext ctx, int seat) {
        if (g.has(ctx.state(), seat, "patron")) g.gain(ctx, seat, KRILL, 1);
    }

    /** N10.7: the VP of a seat's end cards. */
    public static int endPoints(NebelGame g, GameState s, int seat) {
        int zone = g.state.characters.of(seat), points = 0;
        for (int i = 0, n = s.size(zone); i < n; i++) {
            NebelData.Character c = g.data.characters.get(g.state.character(s.piece(zone, i)));
            if (c.kind() != NebelData.END) continue;
            points += switch (c.id()) {
                case "governor-green", "governor-silver", "governor-brown", "governor-purple" -> {
                    int region = g.data.regions.indexOf(c.id().substring("governor-".length())), n2 = 0;
                    for (int p = 0; p < g.data.ports.size(); p++) if (g.data.ports.get(p).region() == region && g.hasOutpost(s, seat, p)) n2++;
                    yield n2;
                }
                case "collector" -> s.size(g.state.demandTaken.of(seat)) / 2;
                case "envoy" -> {
                    int z = g.state.demandTaken.of(seat), caps = 0;
                    for (int k = 0; k < s.size(z); k++) if (g.data.demands.get(g.state.demand(s.piece(z, k))).capital()) caps++;
                    yield 2 * caps;
                }
                case "whaler" -> 2 * g.whalesOnBoard(s, seat);
                case "miser" -> g.totalResources(s, seat) / 3;
                case "consul" -> 3 * g.markersUsed(s, seat);
                default -> 0;
            };
        }
        return points;
    }
}
