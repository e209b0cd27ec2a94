package io.fogisles.harbour;

import io.fogisles.kernel.bot.BotAdvice;

/** Module 2 for bots: whether and what to trade at the harbour office shapes a turn, so it is searched. */
final class HarbourBotAdvice implements BotAdvice {
    @Override
    public boolean worthSearching(String decisionId) {
        return decisionId.equals("harbour:trade-start");
    }
}
