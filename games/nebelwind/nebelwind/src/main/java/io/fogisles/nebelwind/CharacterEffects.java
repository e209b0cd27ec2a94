package io.fogisles.nebelwind;

import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.game.RuleSetValidator;
import io.fogisles.kernel.module.ModuleException;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.script.EffectArgs;
import io.fogisles.kernel.script.HookKind;
import io.fogisles.kernel.script.ScriptUnit;
import io.fogisles.kernel.state.GameState;
import java.util.List;

/**
 * Where the 36 characters act (ND9). What a card does is its text in JavaScript ({@code scripts/characters.js},
 * named by {@code data/characters.json}); this class only knows when the flow reaches a card: a "now" card when
 * it is hired, a "once" card when its owner uses it (and whether it may: an option of its turn after the chip),
 * an "always" card at its moment ({@link #MOMENTS}), an "end" card when the points are counted.
 */
public final class CharacterEffects {
    /** The moments an "always" card may act at ("when" in the data), in the order of their numbers below. */
    public static final List<String> MOMENTS = List.of("resource-action", "outpost-built", "whale-built", "cargo-delivered", "krill-loaded", "start-marker",
            "harbour-used", "round-end");
    public static final int RESOURCE_ACTION = 0, OUTPOST_BUILT = 1, WHALE_BUILT = 2, CARGO_DELIVERED = 3, KRILL_LOADED = 4, START_MARKER = 5, HARBOUR_USED = 6,
            ROUND_END = 7;

    private CharacterEffects() {
    }

    /** N5.2–N5.3: a seat hires a character (paid unless free), which lies before it; a "now" card acts at once. */
    public static void hire(NebelGame g, GameContext ctx, int seat, int piece, boolean free) {
        NebelData.Character c = g.data.characters.get(g.state.character(piece));
        if (!free) g.pay(ctx, seat, c.cost());
        ctx.move(piece, g.state.characters.of(seat));
        if (ctx.eventsWanted()) ctx.emit("nebelwind:hired", seat, "character", c.id());
        if (c.kind() == NebelData.NOW) run(ctx, seat, c);
    }

    /** N5.5 (and the recruiter): draw 2 characters, keep one for free. With none in the deck nothing happens. */
    public static void recruit(NebelGame g, GameContext ctx, int seat) {
        int drawn = 0;
        for (int i = 0; i < 2; i++) if (ctx.draw(g.state.characterDeck.global(), g.state.drawn.global()) >= 0) drawn++;
        if (drawn > 0) ctx.push(Parts.ID, seat, Parts.arg(Parts.KEEP, 0));
    }

    /** Whether a seat may use its "once" card now: it is unused and its text says it can act (a read-only call). */
    public static boolean canUse(NebelGame g, GameContext ctx, int seat, int character) {
        if (ctx.state().get(g.state.characterUsed, 0, character) != 0) return false;
        NebelData.Character c = g.data.characters.get(character);
        if (c.kind() != NebelData.ONCE) return false;
        return Boolean.TRUE.equals(ctx.callScriptReadOnly(g.usableUnit(character), HookKind.EFFECT, c.usable(), args(seat, c)));
    }

    /** Uses a "once" card: it is turned over and acts (N5.4). */
    public static void use(NebelGame g, GameContext ctx, int seat, int character) {
        ctx.set(g.state.characterUsed, 0, character, 1);
        NebelData.Character c = g.data.characters.get(character);
        if (ctx.eventsWanted()) ctx.emit("nebelwind:used", seat, "character", c.id());
        run(ctx, seat, c);
    }

    /** "always": the seat's cards that act at {@code moment} act, in the order they were hired. */
    public static void at(NebelGame g, GameContext ctx, int seat, int moment) {
        int zone = g.state.characters.of(seat);
        for (int i = 0; i < ctx.state().size(zone); i++) {
            NebelData.Character c = g.data.characters.get(g.state.character(ctx.state().piece(zone, i)));
            if (c.when() == moment) run(ctx, seat, c);
        }
    }

    /** N10.7: the VP of a seat's end cards, each counted by its text (read-only; a card whose text fails counts 0). */
    public static int endPoints(NebelGame g, GameContext ctx, int seat) {
        GameState s = ctx.state();
        int zone = g.state.characters.of(seat), points = 0;
        for (int i = 0, n = s.size(zone); i < n; i++) {
            int character = g.state.character(s.piece(zone, i));
            NebelData.Character c = g.data.characters.get(character);
            if (c.kind() != NebelData.END) continue;
            Integer v = ctx.callScriptForWholeNumber("the end card '" + c.id() + "'", g.effectUnit(character), HookKind.EFFECT, c.effect(), args(seat, c));
            if (v != null) points += v;
        }
        return points;
    }

    private static void run(GameContext ctx, int seat, NebelData.Character c) {
        ctx.runEffect(c.effect(), args(seat, c));
    }

    private static EffectArgs args(int seat, NebelData.Character c) {
        return EffectArgs.of("seat", seat, "character", c.id());
    }

    /**
     * Every character's effect (and a "once" card's usable) must be defined by the loaded scripts; a problem is
     * refused at the card's line of data/characters.json, before any game starts. The script units that define
     * the answers the game reads back (usable, an end card's points) are kept in {@link NebelGame}.
     */
    public static final class Check implements RuleSetValidator {
        @Override
        public void validate(RuleSet rules) {
            NebelGame g = rules.service(NebelGame.class);
            List<NebelData.Character> cards = g.data.characters;
            ScriptUnit[] effects = new ScriptUnit[cards.size()], usable = new ScriptUnit[cards.size()];
            for (int i = 0; i < cards.size(); i++) {
                NebelData.Character c = cards.get(i);
                if (!rules.hasEffect(c.effect())) throw missing(g, i, "effect", c.effect());
                effects[i] = rules.effectUnit(c.effect());
                if (c.kind() == NebelData.END && effects[i] == null) throw missing(g, i, "effect", c.effect());
                if (c.usable() != null) {
                    usable[i] = rules.effectUnit(c.usable());
                    if (usable[i] == null) throw missing(g, i, "usable", c.usable());
                }
            }
            g.characterScripts(effects, usable);
        }

        private static ModuleException missing(NebelGame g, int i, String key, String id) {
            return new ModuleException(NebelRules.MODULE, g.data.characterError(i, key, "no script defines the effect '" + id
                    + "' (a character's card text is an effects.define('" + id + "', …) in the module's scripts, scripts/characters.js)").getMessage());
        }
    }
}
