package io.fogisles.kernel.game;

import io.fogisles.kernel.piece.PieceCatalog;

/** A module adds its pieces (cards, counters, tokens) to the catalog. */
@FunctionalInterface
public interface PieceContribution {
    void contribute(PieceCatalog.Builder pieces);
}
