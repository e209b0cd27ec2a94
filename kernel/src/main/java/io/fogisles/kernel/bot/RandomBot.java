package io.fogisles.kernel.bot;

/** Uniform over the legal options (the "random" level). */
public final class RandomBot implements Bot {
    @Override
    public String id() {
        return "random";
    }

    @Override
    public int choose(BotTurn turn) {
        return turn.options().get(turn.rng().nextInt(turn.options().size()));
    }
}
