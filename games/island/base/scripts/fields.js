// Module 1: special fields (RULES B7.6–B7.9). Each runs when a tile covers the field.
// Arguments: e.seat (who placed), e.field (field number), e.piece (the tile), e.energy (printed energy).

// '?' field: draw one tile; keep it, convert it, or place it at once next to the balloon (B7.6).
effects.define('base:question', function (e) {
  base.draw(e.seat, 1, true);
});

// Drop: gain the printed energy at once (B7.8).
effects.define('base:drop', function (e) {
  base.gainEnergy(e.seat, e.energy);
});

// Back side: draw two tiles, each handled as for '?' (B7.9, B14.2).
effects.define('base:draw2', function (e) {
  base.draw(e.seat, 2, true);
});

// Back side: gain the printed energy and draw one tile (B7.9, B14.2).
effects.define('base:draw1energy', function (e) {
  base.gainEnergy(e.seat, e.energy);
  base.draw(e.seat, 1, true);
});
