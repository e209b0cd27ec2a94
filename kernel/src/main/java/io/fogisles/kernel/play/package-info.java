/**
 * The small API that rules code sees while a game runs: {@link io.fogisles.kernel.play.GameContext}. Steps,
 * decisions, score rows, effects, vetoes and listeners depend on this package and not on the game engine
 * (the {@code game} package), which implements it; that keeps the kernel's packages free of import
 * circles.
 */
package io.fogisles.kernel.play;
