// Balmy Balloonists: the bad-luck cards (rules M13, docs/rules/balmy-balloonists.md). Each is called with the
// target balloon (args.balloon), the seat whose card caused it (args.player), the card and its kind; a repair
// card has already been offered where one could stop it (M6.3).

// M13.1 Bad weather: a quadrant card is drawn and the symbol on its edge applies (unless grounded).
effects.define('balmy-balloonists:bad-weather', function (args) {
  balmy.badWeather(args.balloon);
});

// M13.2 Busy air corridor: sink one level paying gas, no climbing next turn; nothing over a mountain.
effects.define('balmy-balloonists:air-corridor', function (args) {
  const b = args.balloon;
  if (balmy.overMountain(b)) return;
  if (balmy.altitude(b) >= 2) balmy.descend(b, 1);
  balmy.forbidNextTurn(b, 'rise');
});

// M13.3 Torn envelope: 3 gas chips lost at once.
effects.define('balmy-balloonists:torn-envelope', function (args) {
  balmy.loseChips(args.balloon, 'gas', 3);
});

// M13.4 Communication problems: no local wind card on one's own balloon next turn.
effects.define('balmy-balloonists:communication', function (args) {
  balmy.forbidNextTurn(args.balloon, 'own-card');
});

// M13.5 Heating problems: sink to low paying gas, no climbing next turn; over a mountain: land instead.
effects.define('balmy-balloonists:heating', function (args) {
  const b = args.balloon;
  if (balmy.overMountain(b)) {
    balmy.land(b, 'heating');
  } else if (balmy.altitude(b) > 1) {
    balmy.descend(b, balmy.altitude(b) - 1);
  }
  balmy.forbidNextTurn(b, 'rise');
});

// M13.6 Fire: unless grounded, no local wind card on one's own balloon next turn.
effects.define('balmy-balloonists:fire', function (args) {
  if (balmy.altitude(args.balloon) > 0) balmy.forbidNextTurn(args.balloon, 'own-card');
});

// M13.7 Permit lost: the player who caused it chooses a permit of the target (not one in use).
effects.define('balmy-balloonists:permit-lost', function (args) {
  balmy.permitLost(args.balloon, args.player);
});

// M13.8 Solar panels lost: 2 fuel chips lost at once.
effects.define('balmy-balloonists:solar-panels', function (args) {
  balmy.loseChips(args.balloon, 'fuel', 2);
});
