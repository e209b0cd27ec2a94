// Pirate Bay: the six faces of the resource die (rules A, P6.4, P8.2, PD15). Each face decides which
// resource counts for the scoring that waits: an island just closed, or the round's end.
// The game runs these five effects in Java with the same result (PirateRules.dieInJava; DieJavaTest plays seeded
// games both ways): a change here must be made there too. A house rule changes a face by naming an effect of its
// own in the resourceDie parameter, and that effect runs as its script.

effects.define('pirate-bay:count-gold', function () {
  pirateBay.countResource('gold');
});

effects.define('pirate-bay:count-wood', function () {
  pirateBay.countResource('wood');
});

effects.define('pirate-bay:count-iron', function () {
  pirateBay.countResource('iron');
});

effects.define('pirate-bay:count-water', function () {
  pirateBay.countResource('water');
});

// Red (two faces): the next player after the roller chooses which resource counts.
effects.define('pirate-bay:next-player-chooses', function () {
  pirateBay.nextPlayerChooses();
});
