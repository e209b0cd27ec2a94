package io.fogisles.base.check;

import io.fogisles.base.BaseGame;
import io.fogisles.base.PieceInfo;
import io.fogisles.base.score.IslandScoring;
import io.fogisles.kernel.game.Game;
import io.fogisles.kernel.invariant.InvariantViolation;
import io.fogisles.kernel.invariant.Invariants;
import io.fogisles.kernel.state.GameState;
import java.util.Set;

/**
 * What Module 1 promises after every decision, whatever other modules are loaded. The kernel keeps every
 * piece in exactly one zone, so counting all zones could never fail; instead each class of piece is checked
 * against the zones the rules allow it in:
 * <ul>
 *   <li>the 133 bag tiles are always in play (bag, clouds, hands, eyepieces, islands), never in the box:
 *       converting (B6.2) sends them back to the bag;</li>
 *   <li>the box holds exactly the start tiles nobody drew (B1.2), the pieces of colours nobody plays, and
 *       converted pieces that say so ({@code returnTo: box}, C18); without Module 2's trades a start tile
 *       never enters the bag, a cloud or a hand (C4);</li>
 *   <li>a player's own pieces stay with that player (or in the box), never in the bag or a cloud;</li>
 *   <li>energy 0–25 (B0.5, B0.6, C3); at most 7 eyepieces, never overfull (C2); a cloud at most 3 tiles
 *       (B3.3, B3.4); the base never covered (B7.3); a placed tile never leaves its field (B7.10);</li>
 *   <li>the end bookkeeping (B9.6, B9.7, B9.8, B10.2) and a valid end (B9.6, B10.1, B10.2, B10.4, C12).</li>
 * </ul>
 * Zones of other modules are theirs to check: a piece there is judged by that module's invariants.
 */
public final class BaseInvariants implements Invariants {
    /** Module 1's decisions that come between a seat's placing and its coast check (C3, then the end of its turn). */
    private static final Set<String> MID_TURN = Set.of("base:place", "base:keep-or-convert", "base:cloud-instead");

    /** What a zone is to Module 1 (by zone instance). */
    static final byte OTHER = 0, BOX = 1, BAG = 2, CLOUD = 3, HAND = 4, EYEPIECES = 5, ISLAND = 6;

    @Override
    public Watch watch(Game game) {
        return new BaseWatch(game);
    }

    /** The checks of one game, with what they remember from the previous decision. */
    static final class BaseWatch implements Watch {
        private final Game game;
        private final BaseGame g;
        private final PieceInfo pieces;
        private final int seats;
        private final int box;
        /** By zone instance: its role and the seat it belongs to (−1: none). */
        private final byte[] role;
        private final int[] seatOf;
        private final int startTilesInBox;
        /** Module 2's trades may give a start tile away like any tile (the base knows the module by its id only). */
        private final boolean startTilesTraded;
        /** Per seat and field: the piece seen there before (−1: none). */
        private final int[][] placed;
        /** Per seat: the island's size when its coasts were last read, and whether all were connected then. */
        private final int[] readAtSize;
        private final boolean[] allConnected;
        private int triggerRound, bagEmptyRound;
        private final int[] connectedRound;

        BaseWatch(Game game) {
            this.game = game;
            this.g = game.rules().service(BaseGame.class);
            this.pieces = g.pieces;
            GameState s = game.state();
            this.seats = s.seats();
            this.box = game.rules().kernel().box.global();
            int zones = s.layout().zoneInstances();
            this.role = new byte[zones];
            this.seatOf = new int[zones];
            java.util.Arrays.fill(seatOf, -1);
            role[box] = BOX;
            role[g.state.bag.global()] = BAG;
            for (int c = 0; c < g.rules.clouds; c++) role[g.state.clouds.of(0, c)] = CLOUD;
            for (int seat = 0; seat < seats; seat++) {
                mark(g.state.hand.of(seat), HAND, seat);
                mark(g.state.eyepieces.of(seat), EYEPIECES, seat);
                mark(g.state.island.of(seat), ISLAND, seat);
            }
            int start = 0;
            for (int p = 0; p < pieces.size(); p++) if (pieces.start[p]) start++;
            this.startTilesInBox = Math.max(0, start - seats); // B1.2: one start tile per player, the others stay in the box
            this.startTilesTraded = game.rules().modules().has("harbour");
            this.placed = new int[seats][g.island.size()];
            for (int[] p : placed) java.util.Arrays.fill(p, -1);
            this.readAtSize = new int[seats];
            java.util.Arrays.fill(readAtSize, -1);
            this.allConnected = new boolean[seats];
            this.connectedRound = new int[seats];
        }

        private void mark(int zone, byte r, int seat) {
            role[zone] = r;
            seatOf[zone] = seat;
        }

        @Override
        public void afterDecision() {
            GameState s = game.state();
            for (int seat = 0; seat < seats; seat++) {
                seat(s, seat);
                island(s, seat);
            }
            for (int c = 0; c < g.rules.clouds; c++) {
                int n = s.size(g.state.clouds.of(0, c));
                if (n > g.rules.cloudCapacity) throw new InvariantViolation("B3.3/B3.4 cloud " + c + " holds " + n + " tiles, at most " + g.rules.cloudCapacity);
            }
            pieces(s);
            endBookkeeping(s);
        }

        /** B0.5/B0.6/C3 energy 0–25; C2 at most 7 eyepieces, never more tiles on them than eyepieces. */
        private void seat(GameState s, int seat) {
            int e = s.get(g.state.energy, seat);
            if (e < 0 || e > g.rules.energyMax) throw new InvariantViolation("B0.5/B0.6 energy " + e + " of seat " + seat + " outside 0–" + g.rules.energyMax);
            int count = s.get(g.state.eyepieceCount, seat);
            if (count > g.rules.maxEyepieces) throw new InvariantViolation("C2 at most " + g.rules.maxEyepieces + " eyepieces, seat " + seat + " has " + count);
            int on = s.size(g.state.eyepieces.of(seat));
            if (on > count) throw new InvariantViolation("C2 seat " + seat + " keeps " + on + " tiles on " + count + " eyepieces");
        }

        /** B7.3 the base is never covered; B7.10 a placed tile never leaves its field. */
        private void island(GameState s, int seat) {
            int zone = g.state.island.of(seat);
            if (s.piece(zone, g.island.base()) >= 0) throw new InvariantViolation("B7.3 the base of seat " + seat + " is covered by piece " + s.piece(zone, g.island.base()));
            int[] before = placed[seat];
            for (int f = 0; f < before.length; f++) {
                int p = s.piece(zone, f);
                if (before[f] >= 0 && before[f] != p)
                    throw new InvariantViolation("B7.10 the tile " + before[f] + " (" + pieces.kind[before[f]] + ") on field " + g.island.board().hex(f) + " of seat "
                            + seat + " left it" + (p >= 0 ? " for piece " + p : ""));
                before[f] = p;
            }
        }

        /** Each piece in a zone its class may be in (see the class comment). */
        private void pieces(GameState s) {
            int startInBox = 0;
            for (int p = 0; p < pieces.size(); p++) {
                int z = s.zoneOf(p);
                byte r = role[z];
                if (r == OTHER) continue; // another module's zone: its invariants judge it
                int owner = pieces.owner[p];
                if (owner >= seats) {
                    if (r != BOX) throw violation(p, z, "of a colour nobody plays must stay in the box");
                } else if (owner >= 0) {
                    if (r == BOX ? !pieces.returnToBox[p] : seatOf[z] != owner)
                        throw violation(p, z, "belongs to seat " + owner + ": it may lie only with that seat" + (pieces.returnToBox[p] ? " or in the box" : ""));
                } else if (pieces.start[p]) {
                    if (r == BOX) startInBox++;
                    else if (!startTilesTraded && (r == BAG || r == CLOUD || r == HAND)) throw violation(p, z, "is a start tile: C4 it never enters the bag, a cloud or a hand");
                } else if (r == BOX) {
                    throw violation(p, z, pieces.inBag[p] ? "is a bag tile: it never leaves play (B6.2 converting returns it to the bag)" : "must never be in the box");
                }
            }
            if (startInBox != startTilesInBox)
                throw new InvariantViolation("B1.2 the box holds " + startInBox + " start tiles, not the " + startTilesInBox + " nobody drew");
        }

        private InvariantViolation violation(int p, int zone, String what) {
            return new InvariantViolation("piece " + p + " (" + pieces.kind[p] + ") in " + game.state().layout().zoneName(zone) + " " + what);
        }

        /**
         * B9.6/B9.8: a seat that has all coasts connected after its turn has that round recorded, and the
         * recorded seats really had them connected; B9.7 the trigger round is the first such round, set once.
         * B10.2: the bag-empty round is noted only when the bag is empty.
         */
        private void endBookkeeping(GameState s) {
            boolean over = game.isOver();
            int pendingSeat = over ? -1 : game.pendingSeat();
            boolean midTurnDecision = !over && MID_TURN.contains(game.pending().id());
            for (int seat = 0; seat < seats; seat++) {
                int now = s.get(g.state.connectedRound, seat);
                boolean all = allConnected(s, seat);
                if (now != connectedRound[seat]) {
                    if (connectedRound[seat] != 0) throw new InvariantViolation("B9.8 seat " + seat + "'s first completion (round " + connectedRound[seat] + ") was replaced by round " + now);
                    if (!all) throw new InvariantViolation("B9.6 seat " + seat + " was recorded as connected in round " + now + " without all coasts connected");
                    // the turn that connected them is this round's, or the last round's when no decision came between
                    if (now != game.round() && now != game.round() - 1) throw new InvariantViolation("B9.6 seat " + seat + "'s completion recorded for round " + now + " in round " + game.round());
                    connectedRound[seat] = now;
                }
                if (all && now == 0 && !(seat == pendingSeat && midTurnDecision))
                    throw new InvariantViolation("B9.6 seat " + seat + " has all coasts connected after its turn, but no round was recorded" + (over ? "" : " (pending: " + game.pending().id() + ")"));
            }
            int trigger = s.get(g.state.triggerRound);
            if (trigger != triggerRound) {
                if (triggerRound != 0) throw new InvariantViolation("B9.7 the trigger round changed from " + triggerRound + " to " + trigger);
                int first = Integer.MAX_VALUE;
                for (int r : connectedRound) if (r > 0) first = Math.min(first, r);
                if (first != trigger) throw new InvariantViolation("B9.6 the trigger round is " + trigger + ", the first completion's round " + (first == Integer.MAX_VALUE ? "none" : first));
                triggerRound = trigger;
            }
            int bagEmpty = s.get(g.state.bagEmptyRound);
            if (bagEmpty != bagEmptyRound) {
                int left = s.size(g.state.bag.global());
                if (left != 0) throw new InvariantViolation("B10.2 the bag-empty round " + bagEmpty + " was noted with " + left + " tiles in the bag");
                bagEmptyRound = bagEmpty;
            }
        }

        /**
         * Whether all coasts of the seat's island are connected, read afresh by {@link IslandScoring} (not the
         * game's own cached reading) whenever the island grew: B7.10 (checked before) keeps every tile where
         * it was, so an island of the same size is the same island.
         */
        private boolean allConnected(GameState s, int seat) {
            int size = s.size(g.state.island.of(seat));
            if (size != readAtSize[seat]) {
                allConnected[seat] = IslandScoring.allConnected(g.island, g.tiles(s, seat));
                readAtSize[seat] = size;
            }
            return allConnected[seat];
        }

        /** Every game ends, and for a reason the rules give (B9.6, B10.1, B10.2, B10.4, C12, N7). */
        @Override
        public void atEnd() {
            GameState s = game.state();
            if (!game.isOver()) throw new InvariantViolation("the game did not end");
            int trigger = s.get(g.state.triggerRound), bagEmpty = s.get(g.state.bagEmptyRound), round = game.round();
            switch (game.endReason()) {
                case "base:six-coasts" -> {
                    if (trigger <= 0) throw new InvariantViolation("B9.6 the game ended for six coasts, but nobody triggered the end");
                    if (round != trigger + 1) throw new InvariantViolation("B9.6 the game ends after the final round " + (trigger + 1) + ", not in round " + round);
                    if (bagEmpty != 0) throw new InvariantViolation("C12 six coasts after the bag ran out in round " + bagEmpty);
                }
                case "base:bag-empty" -> {
                    if (bagEmpty > 0) {
                        if (bagEmpty != round) throw new InvariantViolation("B10.2 the bag ran out in round " + bagEmpty + ", the game ended in round " + round);
                    } else if (s.size(g.state.bag.global()) >= g.rules.clouds) {
                        throw new InvariantViolation("B10.1 the game ended for the bag with " + s.size(g.state.bag.global()) + " tiles, enough for " + g.rules.clouds + " clouds");
                    }
                    if (trigger > 0 && round > trigger + 1) throw new InvariantViolation("B10.4/C12 round " + round + " after the final round " + (trigger + 1));
                }
                case "base:islands-full" -> {
                    if (trigger > 0) throw new InvariantViolation("N7 islands full ended the game although the end was triggered in round " + trigger);
                    if (!g.islandsAndEyepiecesFull(s)) throw new InvariantViolation("N7 islands full ended the game, but a field or an eyepiece is free");
                    if (s.size(g.state.bag.global()) < g.rules.clouds) throw new InvariantViolation("N7 islands full ended the game, but the bag was short (B10.1 ends it)");
                }
                default -> throw new InvariantViolation("unknown end reason " + game.endReason());
            }
        }
    }
}
