/**
 * Computer players for any game: the random, greedy and strong (determinised Monte Carlo search) levels, and
 * what modules contribute for them — position estimates ({@link io.fogisles.kernel.bot.Heuristic}) and advice
 * about their decisions ({@link io.fogisles.kernel.bot.BotAdvice}). Bots see a game only through
 * {@link io.fogisles.kernel.bot.BotTurn}: a copy that knows what their seat may know.
 */
package io.fogisles.kernel.bot;
