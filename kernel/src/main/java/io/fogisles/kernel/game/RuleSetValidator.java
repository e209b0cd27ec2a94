package io.fogisles.kernel.game;

/** A module's check of the finished rule set (e.g. every effect its data names exists). Throw to refuse. */
@FunctionalInterface
public interface RuleSetValidator {
    void validate(RuleSet rules);
}
