package io.fogisles.kernel.sim;

import io.fogisles.kernel.bot.BotRegistry;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.game.RuleSet;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;

/**
 * Where a run of random games ends: one SHA-256 over every game's final state hash and number of decisions, in game
 * order, played through the path of {@code ./fogisles simulate}. The games' golden-digest tests record it: speed work
 * must not change a single game (the random bot picks an option by its index, so even another order of the options
 * changes the games), while a deliberate rule or data change does, and is then re-recorded.
 *
 * @param problems the games' script problems ("game i: …"): a script stopped or failing changes a game, so a
 *                 digest that differs says whether one did
 */
public record FinalStates(String digest, long decisions, int games, List<String> problems) {

    /** Plays games 0…games−1 of the run seed with a random bot in every seat. */
    public static FinalStates ofRandomGames(RuleSet rules, long runSeed, int games) {
        Simulation sim = new Simulation(rules, new BotRegistry());
        List<String> bots = Collections.nCopies(rules.seats(), "random");
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
        long decisions = 0;
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            Game game = sim.playGame(Simulation.gameSeed(runSeed, i), bots);
            int n = game.codes().length;
            decisions += n;
            digest.update((game.state().sha256() + " " + n + "\n").getBytes(StandardCharsets.US_ASCII));
            for (var p : game.scriptProblems()) problems.add("game " + i + ": " + p);
        }
        return new FinalStates(HexFormat.of().formatHex(digest.digest()), decisions, games, List.copyOf(problems));
    }

    /** What a failing comparison prints beside the digests: "5201 decisions in 60 games; script problems: none". */
    public String describe() {
        return decisions + " decisions in " + games + " games; script problems: " + (problems.isEmpty() ? "none" : String.join("; ", problems));
    }
}
