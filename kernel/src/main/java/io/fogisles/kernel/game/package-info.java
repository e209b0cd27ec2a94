/**
 * The engine: a rule set built from the selected modules ({@link io.fogisles.kernel.game.RuleSetFactory},
 * Guice contributions) and the games played on it ({@link io.fogisles.kernel.game.Game}: the flow runner, the
 * validation pipeline, history and undo, scripts' record, scoring). Rules code does not see this package:
 * it sees {@link io.fogisles.kernel.play.GameContext}.
 */
package io.fogisles.kernel.game;
