// Coastal pride: +1 (or +2) per coast field covered by a tile of the coast's own landscape.
const points = Number(rule.option('points'));

rule.scoreRow('coastalPride', function (seat) {
  let score = 0;
  for (const t of base.islandTiles(seat)) {
    const field = base.field(t.field);
    const tile = base.piece(t.piece);
    if (field.type === 'coast' && tile.landscape === field.landscape) score += points;
  }
  return score;
});
