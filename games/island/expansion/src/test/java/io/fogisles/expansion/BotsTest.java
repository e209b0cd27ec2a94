package io.fogisles.expansion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fogisles.base.BaseGame;
import io.fogisles.base.Fixtures;
import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.bot.ExpertBot;
import io.fogisles.kernel.bot.GreedyBot;
import io.fogisles.kernel.bot.SearchBudget;
import io.fogisles.kernel.bot.SearchBot;
import io.fogisles.kernel.action.Outcome;
import io.fogisles.kernel.bot.Bot;
import io.fogisles.kernel.bot.BotTurn;
import io.fogisles.kernel.bot.RandomBot;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.play.GameContext;
import io.fogisles.kernel.game.RuleSet;
import io.fogisles.kernel.module.ModuleSelection;
import io.fogisles.kernel.random.Rng;
import io.fogisles.kernel.util.IntList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bot levels with real games of every module combination: they choose only legal options, the random
 * level is uniform, the strong and expert levels are functions of their random generators (the expert on a
 * playout budget), and no level can see the hidden order of the bag or the game's future draws.
 */
class BotsTest {
    /** The strong level's search budget in these tests: its choices are legal and blind whatever the budget. */
    static final int SEARCH = 12;
    /** The expert's playout budget in these tests (a think time would make its choices depend on the machine). */
    static final SearchBudget EXPERT = SearchBudget.playouts(40);

    static RuleSet rules(String modules, String island, int seats) {
        return Fixtures.rules(new ModuleSelection(List.of(modules.split(",")), null).withOption("base", "island", island), seats);
    }

    /** Asks a bot for the pending decision; checks it chose a listed option and that the real game is untouched. */
    static int ask(Bot bot, Game game, IntList options, Rng rng) {
        String before = game.state().sha256();
        int code = bot.choose(new BotTurn(game, options, rng));
        assertTrue(options.contains(code), bot.id() + " chose " + code + ", not one of the options " + options + " at " + game.pending());
        assertEquals(before, game.state().sha256(), bot.id() + " changed the real game while deciding");
        return code;
    }

    /** Submits a chosen option as a player would; the game must accept it. */
    static void submit(Game game, int code) {
        int seat = game.pendingSeat();
        Outcome o = game.submit(seat, game.decode(code));
        assertTrue(o.accepted(), "option " + code + " listed as legal was rejected: " + o + " at " + game.pending());
    }

    static Stream<Arguments> combinations() {
        return Stream.of(Arguments.of("base", "front", 2), Arguments.of("base", "back", 3), Arguments.of("base,harbour", "front", 4),
                Arguments.of("base,harbour", "back", 2), Arguments.of("base,harbour,expansion", "front", 3), Arguments.of("base,harbour,expansion", "back", 4));
    }

    @ParameterizedTest(name = "modules {0}, island {1}, {2} players: random bots play a whole game with legal choices only")
    @MethodSource("combinations")
    void randomIsLegal(String modules, String island, int seats) {
        Game game = rules(modules, island, seats).newGame(11 + seats, true);
        Bot bot = new RandomBot();
        Rng rng = new Rng(3);
        IntList options = new IntList();
        int decisions = 0;
        while (!game.isOver()) {
            game.legalCodes(options);
            submit(game, ask(bot, game, options, rng));
            assertTrue(++decisions < 60_000, "the game does not end");
        }
    }

    @ParameterizedTest(name = "modules {0}, island {1}, {2} players: greedy, strong and expert bots play a whole game with legal choices only")
    @MethodSource("combinations")
    void greedyAndStrongAreLegal(String modules, String island, int seats) {
        RuleSet rules = rules(modules, island, seats);
        Game game = rules.newGame(23 + seats, true);
        Bot[] bots = new Bot[seats];
        Rng[] rngs = new Rng[seats];
        for (int s = 0; s < seats; s++) {
            bots[s] = switch (s % 3) {
                case 0 -> new ExpertBot(rules, EXPERT, s == 0 ? ExpertBot.Design.LOOK_AHEAD : ExpertBot.Design.TURN);
                case 1 -> new SearchBot(rules, SEARCH);
                default -> new GreedyBot(rules);
            };
            rngs[s] = new Rng(100 + s);
        }
        IntList options = new IntList();
        int decisions = 0, finishedSearches = 0;
        java.util.Set<String> asked = new java.util.TreeSet<>();
        while (!game.isOver()) {
            game.legalCodes(options);
            int seat = game.pendingSeat();
            asked.add(game.pending().id());
            submit(game, ask(bots[seat], game, options, rngs[seat]));
            if (seat == 0 && ((ExpertBot) bots[0]).lastSearch().finished() > 0) finishedSearches++;
            assertTrue(++decisions < 60_000, "the game does not end");
        }
        assertTrue(finishedSearches > 0, "the look-ahead expert's playouts reached the game's end in its last turns (judged by the score sheet)");
        assertTrue(asked.contains("base:fly") && asked.contains("base:take-cloud"), "the searched decisions were asked: " + asked);
        if (modules.contains("harbour")) assertTrue(asked.stream().anyMatch(d -> d.startsWith("harbour:")), asked.toString());
    }

    @Test
    @DisplayName("the random level is uniform over the options (chi-square, fixed seed) and never leaves them")
    void randomIsUniform() {
        Game game = rules("base,harbour,expansion", "front", 3).newGame(5);
        IntList options = new IntList();
        Rng play = new Rng(8);
        game.legalCodes(options);
        while (options.size() < 6) { // find a decision with a handful of options
            game.applyCode(options.get(play.nextInt(options.size())));
            game.legalCodes(options);
        }
        int k = options.size(), perOption = 400, n = k * perOption;
        int[] count = new int[k];
        Bot bot = new RandomBot();
        Rng rng = new Rng(2024);
        for (int i = 0; i < n; i++) count[options.indexOf(ask(bot, game, options, rng))]++;
        double chi2 = 0;
        for (int c : count) chi2 += (c - (double) perOption) * (c - perOption) / perOption;
        // df = k − 1; the 99.9 % quantile is below df + 4·sqrt(2·df) + 10 for every df; a bot that prefers
        // one option by a few percent or never picks one lands far above it
        double bound = (k - 1) + 4 * Math.sqrt(2.0 * (k - 1)) + 10;
        assertTrue(chi2 < bound, "chi² " + chi2 + " ≥ " + bound + " for counts " + Arrays.toString(count) + " over " + k + " options");
        for (int c : count) assertTrue(c > 0, "every option is chosen sometimes: " + Arrays.toString(count));
    }

    @Test
    @DisplayName("the strong level is deterministic: two bots with equal random generators make the same choices all game long")
    void strongIsDeterministic() {
        RuleSet rules = rules("base,harbour,expansion", "front", 3);
        Game game = rules.newGame(31);
        SearchBot a = new SearchBot(rules, 24), b = new SearchBot(rules, 24);
        Rng ra = new Rng(17), rb = new Rng(17);
        IntList options = new IntList();
        int searched = 0;
        for (int d = 0; d < 80 && !game.isOver(); d++) {
            game.legalCodes(options);
            int ca = ask(a, game, options, ra), cb = ask(b, game, options, rb);
            assertEquals(ca, cb, "decision " + d + " " + game.pending());
            assertEquals(ra.state0(), rb.state0(), "both used their generators alike");
            if (options.size() > 1 && (game.pending().id().equals("base:fly") || game.pending().id().equals("base:take-cloud"))) searched++;
            game.applyCode(ca);
        }
        assertTrue(searched >= 8, "enough searched decisions were compared: " + searched);
    }

    @Test
    @DisplayName("the expert level on a playout budget is deterministic: two bots with equal random generators make the same choices all game long")
    void expertIsDeterministic() {
        RuleSet rules = rules("base,harbour,expansion", "back", 3);
        Game game = rules.newGame(41);
        ExpertBot a = new ExpertBot(rules, EXPERT), b = new ExpertBot(rules, EXPERT);
        Rng ra = new Rng(19), rb = new Rng(19);
        IntList options = new IntList();
        int searched = 0;
        for (int d = 0; d < 80 && !game.isOver(); d++) {
            game.legalCodes(options);
            int ca = ask(a, game, options, ra), cb = ask(b, game, options, rb);
            assertEquals(ca, cb, "decision " + d + " " + game.pending());
            assertEquals(ra.state0(), rb.state0(), "both used their generators alike");
            assertEquals(a.lastSearch().playouts(), b.lastSearch().playouts());
            if (a.lastSearch().playouts() > 0) {
                searched++;
                assertEquals(Math.max(EXPERT.playouts(), options.size()), a.lastSearch().playouts(), "a searched decision uses the budget (every option at least once)");
            }
            game.applyCode(ca);
        }
        assertTrue(searched >= 8, "enough searched decisions were compared: " + searched);
    }

    /**
     * A copy of the game that a player at the table cannot tell apart from it: the same pieces everywhere,
     * but the bag's tiles in another order and the game's random generator elsewhere (other future draws).
     */
    static Game sameVisibleState(Game real, long salt) {
        Game other = real.copy();
        BaseGame g = real.rules().service(BaseGame.class);
        int bag = g.state.bag.global();
        GameContext ctx = other.context();
        int[] tiles = real.state().pieces(bag);
        for (int i = tiles.length - 1; i >= 0; i--) ctx.move(tiles[i], bag, tiles.length - 1); // reversed order
        for (int i = 0; i < 3 + (int) (salt & 7); i++) ctx.nextInt(1000); // other future draws
        return other;
    }

    @Test
    @DisplayName("bots never see hidden information: a game that differs only in the bag's order and future draws gets the same greedy, strong and expert choices")
    void blindToHiddenOrder() {
        RuleSet rules = rules("base,harbour,expansion", "front", 3);
        BaseGame g = rules.service(BaseGame.class);
        Game game = rules.newGame(57);
        GreedyBot greedy = new GreedyBot(rules);
        SearchBot strong = new SearchBot(rules, SEARCH);
        ExpertBot expert = new ExpertBot(rules, EXPERT), ahead = new ExpertBot(rules, EXPERT, ExpertBot.Design.LOOK_AHEAD);
        ExpertBot turn = new ExpertBot(rules, EXPERT, ExpertBot.Design.TURN); // the default is WEIGHTED: the old design too
        assertEquals(ExpertBot.Design.WEIGHTED, ExpertBot.Design.fromSystem());
        IntList options = new IntList(), otherOptions = new IntList();
        Rng play = new Rng(4);
        int compared = 0, differentDraws = 0, expertSearched = 0, expertLookedAhead = 0;
        for (int d = 0; d < 160 && !game.isOver(); d++) {
            game.legalCodes(options);
            if (options.size() > 1) {
                Game other = sameVisibleState(game, d);
                int bag = g.state.bag.global();
                int[] a = game.state().pieces(bag), b = other.state().pieces(bag);
                assertNotEquals(game.state().sha256(), other.state().sha256(), "the hidden parts differ");
                Arrays.sort(a);
                Arrays.sort(b);
                assertTrue(Arrays.equals(a, b), "the same tiles are in the bag");
                other.legalCodes(otherOptions);
                assertTrue(Arrays.equals(options.toArray(), otherOptions.toArray()), "the same options");
                if (nextDrawDiffers(game, other, bag)) differentDraws++;
                for (long seed = 1; seed <= 2; seed++) {
                    int gc = ask(greedy, game, options, new Rng(seed)), go = ask(greedy, other, options, new Rng(seed));
                    assertEquals(gc, go, "greedy, decision " + d + " " + game.pending() + ", bot seed " + seed);
                    int sc = ask(strong, game, options, new Rng(seed)), so = ask(strong, other, options, new Rng(seed));
                    assertEquals(sc, so, "strong, decision " + d + " " + game.pending() + ", bot seed " + seed);
                    int ec = ask(expert, game, options, new Rng(seed));
                    if (expert.lastSearch().playouts() > 0) expertSearched++;
                    int eo = ask(expert, other, options, new Rng(seed));
                    assertEquals(ec, eo, "expert, decision " + d + " " + game.pending() + ", bot seed " + seed);
                    // the default (weighted) search value reads the other seats' islands (open to all) and the seat's own hand
                    int tc = ask(turn, game, options, new Rng(seed)), to = ask(turn, other, options, new Rng(seed));
                    assertEquals(tc, to, "expert of the turn design, decision " + d + " " + game.pending() + ", bot seed " + seed);
                    // the look-ahead design plays on through the other seats' turns: a path of its own, as blind
                    int ac = ask(ahead, game, options, new Rng(seed));
                    ExpertBot.Search searched = ahead.lastSearch();
                    if (searched.lookAheadDecisions() > 0) expertLookedAhead++;
                    int ao = ask(ahead, other, options, new Rng(seed));
                    assertEquals(ac, ao, "look-ahead expert, decision " + d + " " + game.pending() + ", bot seed " + seed);
                    assertEquals(searched.lookAheadDecisions(), ahead.lastSearch().lookAheadDecisions(), "look-ahead expert's playouts, decision " + d);
                }
                compared++;
            }
            game.applyCode(options.get(play.nextInt(options.size())));
        }
        assertTrue(compared >= 80, "enough decisions compared: " + compared);
        assertTrue(differentDraws >= compared / 2, "the two games really draw differently: " + differentDraws + " of " + compared);
        assertTrue(expertSearched >= 20, "the expert searched enough of the compared decisions: " + expertSearched);
        assertTrue(expertLookedAhead >= 20, "the look-ahead expert's playouts went on through the other seats' turns: " + expertLookedAhead);
    }

    /** Whether the next random tile of the bag differs between two games (on copies, so neither changes). */
    private static boolean nextDrawDiffers(Game a, Game b, int bag) {
        return a.copy().context().pickRandom(bag) != b.copy().context().pickRandom(bag);
    }

    @Test
    @DisplayName("every bot level is registered for games of the modules, and an unknown level is named with the known ones")
    void registry() {
        RuleSet rules = rules("base,harbour", "front", 2);
        var reg = BotRegistry.of(rules);
        assertEquals(List.of("random", "greedy", "strong", "expert"), reg.ids());
        for (String id : reg.ids()) assertEquals(id, reg.create(id, rules).id());
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> reg.create("strnog", rules));
        assertTrue(e.getMessage().contains("did you mean 'strong'") && e.getMessage().contains("random, greedy, strong, expert"), e.getMessage());
        assertEquals(SearchBudget.DEFAULT, ((ExpertBot) reg.create("expert", rules)).budget(), "expert alone thinks one second");
        assertEquals(SearchBudget.thinkTime(500), ((ExpertBot) reg.create("expert:500ms", rules)).budget());
        assertEquals(SearchBudget.playouts(5000), ((ExpertBot) reg.create("expert:5000playouts", rules)).budget());
        e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> reg.create("strong:2s", rules));
        assertTrue(e.getMessage().contains("bot level 'strong' takes no budget"), e.getMessage());
        e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> reg.create("expert:fast", rules));
        assertTrue(e.getMessage().contains("like 500ms or 2s") && e.getMessage().contains("'fast'"), e.getMessage());
    }
}
