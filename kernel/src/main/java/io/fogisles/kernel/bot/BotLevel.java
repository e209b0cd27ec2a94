package io.fogisles.kernel.bot;

import io.fogisles.kernel.game.RuleSet;
import java.util.function.Function;

/** A bot level a module adds to the kernel's own (random, greedy, strong, expert): its id and how to make one for a rule set. */
public record BotLevel(String id, Function<RuleSet, Bot> factory) {
}
