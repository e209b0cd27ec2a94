/**
 * What a seat may see: the per-seat view of a game's state ({@link io.fogisles.kernel.view.SeatView}) and of
 * each recorded change ({@link io.fogisles.kernel.view.SeenChange}), made from the visibility that modules
 * declare for their zones and variables ({@link io.fogisles.kernel.state.Visibility}) and the audience of
 * events. The online server sends nothing else; bots search on copies that know no more
 * ({@link io.fogisles.kernel.state.GameState#copyForSearch(int, long[])}). No networking here.
 */
package io.fogisles.kernel.view;
