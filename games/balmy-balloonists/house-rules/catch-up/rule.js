// Catch-up (Balmy Balloonists): at each round's end the last-placed balloon (rule M14) takes ballast chips
// besides its advantage card.
const ballast = rule.option('ballast');

rule.on('balmy-balloonists:last-placed', function (e) {
  balmy.gainChips(e.balloon, 'ballast', ballast);
});
