/**
 * The kernel of Fog Isles: a game engine for turn-based board games that knows no game. Modules (plugins)
 * bring the pieces, state, flow, actions, scores and effects of a game; the kernel runs them. The source map
 * is docs/architecture.md; {@link io.fogisles.kernel.Kernel} holds the API version modules program against.
 */
package io.fogisles.kernel;
