// Nebelwind: the 36 character cards' texts (rules ND9, docs/rules/nebelwind.md). data/characters.json names
// each card's effect here and, for an "always" card, the moment it acts. Every effect is called with
// e.seat (the card's owner) and e.character (its id).
//   now:    runs once, when the card is hired.
//   once:   '<id>:usable' answers whether the owner may use the card now (it only reads the game); the effect
//           runs when the owner uses it, and the card is turned over.
//   always: runs at its moment ("when" in the data) for as long as the owner has the card.
//   end:    returns the card's victory points at the end (it only reads the game).
// What asks the owner a question (a free whale, a sail, an exchange …) is a part of the turn that follows.

// ---------------------------------------------------------------- now

// Shipwright: a free whale where you have an outpost or a whale.
effects.define('nebelwind:shipwright', function (e) {
  const s = e.seat;
  if (nebelwind.canHaveWhale(s) && (nebelwind.whalesOnBoard(s) > 0 || nebelwind.outposts(s) > 0)) nebelwind.buildFreeWhale(s);
});

// Surveyor: a free outpost where you have a whale.
effects.define('nebelwind:surveyor', function (e) {
  const s = e.seat;
  if (nebelwind.whalesOnBoard(s) > 0 && nebelwind.outposts(s) < nebelwind.outpostLimit()) nebelwind.buildFreeOutpost(s);
});

// Krill herder: 4 krill.
effects.define('nebelwind:krill-herder', function (e) {
  nebelwind.gain(e.seat, 'krill', 4);
});

// Lumberjack: 3 wood.
effects.define('nebelwind:lumberjack', function (e) {
  nebelwind.gain(e.seat, 'wood', 3);
});

// Smith: 3 steel.
effects.define('nebelwind:smith', function (e) {
  nebelwind.gain(e.seat, 'steel', 3);
});

// Moneylender: 4 coins.
effects.define('nebelwind:moneylender', function (e) {
  nebelwind.gain(e.seat, 'coins', 4);
});

// Recruiter: draw 2 characters, keep one for free.
effects.define('nebelwind:recruiter', function (e) {
  nebelwind.recruit(e.seat);
});

// Navigator: move a whale up to 4 spaces without krill.
effects.define('nebelwind:navigator', function (e) {
  if (nebelwind.whalesOnBoard(e.seat) > 0) nebelwind.sail(e.seat, 4);
});

// Courier: load one cargo of any kind onto a whale with an empty hold.
effects.define('nebelwind:courier', function (e) {
  nebelwind.courier(e.seat);
});

// ---------------------------------------------------------------- once

// Tailwind: move a whale up to 3 spaces without krill.
effects.define('nebelwind:tailwind:usable', function (e) {
  return nebelwind.whalesOnBoard(e.seat) > 0;
});
effects.define('nebelwind:tailwind', function (e) {
  nebelwind.sail(e.seat, 3);
});

// Smuggler: unload a whale's cargo onto a matching territory tile of any region, wherever the whale is.
effects.define('nebelwind:smuggler:usable', function (e) {
  return nebelwind.canSmuggle(e.seat);
});
effects.define('nebelwind:smuggler', function (e) {
  nebelwind.smuggle(e.seat);
});

// Foreman: an outpost where you have a whale, for 2 coins.
effects.define('nebelwind:foreman:usable', function (e) {
  const s = e.seat;
  if (nebelwind.resource(s, 'coins') < 2 || nebelwind.outposts(s) >= nebelwind.outpostLimit()) return false;
  return nebelwind.whales(s).some(function (w) { return !nebelwind.hasOutpost(s, w.port); });
});
effects.define('nebelwind:foreman', function (e) {
  nebelwind.buildOutpostForCoins(e.seat);
});

// Trader: exchange resources 1:1, any resource.
effects.define('nebelwind:trader:usable', function (e) {
  return nebelwind.totalResources(e.seat) > 0;
});
effects.define('nebelwind:trader', function (e) {
  nebelwind.exchange(e.seat, true);
});

// Quartermaster: 2 of one resource.
effects.define('nebelwind:quartermaster:usable', function (e) {
  return true;
});
effects.define('nebelwind:quartermaster', function (e) {
  nebelwind.takeResource(e.seat, 2);
});

// Harbourmaster: the round-end bonus of a harbour card in the row.
effects.define('nebelwind:harbourmaster:usable', function (e) {
  return nebelwind.harbourRowSize() > 0;
});
effects.define('nebelwind:harbourmaster', function (e) {
  nebelwind.harbourBonus(e.seat);
});

// Whale caller: move each of your whales 1 space without krill.
effects.define('nebelwind:whale-caller:usable', function (e) {
  return nebelwind.whalesOnBoard(e.seat) > 0;
});
effects.define('nebelwind:whale-caller', function (e) {
  nebelwind.callWhales(e.seat);
});

// Cartwright: a whale where you have an outpost, for 1 wood and 1 steel.
effects.define('nebelwind:cartwright:usable', function (e) {
  const s = e.seat;
  return nebelwind.resource(s, 'wood') >= 1 && nebelwind.resource(s, 'steel') >= 1 && nebelwind.canHaveWhale(s) && nebelwind.outposts(s) > 0;
});
effects.define('nebelwind:cartwright', function (e) {
  nebelwind.buildWhaleForWoodAndSteel(e.seat);
});

// Pilot: take the start player marker.
effects.define('nebelwind:pilot:usable', function (e) {
  return true;
});
effects.define('nebelwind:pilot', function (e) {
  nebelwind.takeStartMarker(e.seat);
});

// ---------------------------------------------------------------- always

// Krill farmer (when krill is loaded): +1 krill.
effects.define('nebelwind:krill-farmer', function (e) {
  nebelwind.gain(e.seat, 'krill', 1);
});

// Merchant (when cargo is delivered): +1 coin.
effects.define('nebelwind:merchant', function (e) {
  nebelwind.gain(e.seat, 'coins', 1);
});

// Architect (when an outpost is built): +2 coins (ND29: a player builds about one outpost a game).
effects.define('nebelwind:architect', function (e) {
  nebelwind.gain(e.seat, 'coins', 2);
});

// Whale trainer (when a whale is built): +2 krill.
effects.define('nebelwind:whale-trainer', function (e) {
  nebelwind.gain(e.seat, 'krill', 2);
});

// Forester (with each resource-tableau action): +1 wood.
effects.define('nebelwind:forester', function (e) {
  nebelwind.gain(e.seat, 'wood', 1);
});

// Smelter (with each resource-tableau action): +1 steel.
effects.define('nebelwind:smelter', function (e) {
  nebelwind.gain(e.seat, 'steel', 1);
});

// Banker (at each round's end): +2 coins.
effects.define('nebelwind:banker', function (e) {
  nebelwind.gain(e.seat, 'coins', 2);
});

// Provisioner (whenever you take the start player marker): +1 wood and +1 steel.
effects.define('nebelwind:provisioner', function (e) {
  nebelwind.gain(e.seat, 'wood', 1);
  nebelwind.gain(e.seat, 'steel', 1);
});

// Patron (whenever you use a harbour card): +1 krill.
effects.define('nebelwind:patron', function (e) {
  nebelwind.gain(e.seat, 'krill', 1);
});

// ---------------------------------------------------------------- end

// The four governors: 2 VP per outpost of yours in their region (ND29: a player has about a third of an
// outpost in a region at the end, so 1 VP each was worth less than the card's price).
effects.define('nebelwind:governor-green', function (e) {
  return 2 * nebelwind.outpostsIn(e.seat, 'green');
});
effects.define('nebelwind:governor-silver', function (e) {
  return 2 * nebelwind.outpostsIn(e.seat, 'silver');
});
effects.define('nebelwind:governor-brown', function (e) {
  return 2 * nebelwind.outpostsIn(e.seat, 'brown');
});
effects.define('nebelwind:governor-purple', function (e) {
  return 2 * nebelwind.outpostsIn(e.seat, 'purple');
});

// Collector: 1 VP per 2 demand tiles.
effects.define('nebelwind:collector', function (e) {
  return Math.floor(nebelwind.demandTiles(e.seat).length / 2);
});

// Envoy: 2 VP per capital tile.
effects.define('nebelwind:envoy', function (e) {
  return 2 * nebelwind.demandTiles(e.seat).filter(function (t) { return t.capital; }).length;
});

// Whaler: 2 VP per whale on the board.
effects.define('nebelwind:whaler', function (e) {
  return 2 * nebelwind.whalesOnBoard(e.seat);
});

// Miser: 1 VP per 3 resources left.
effects.define('nebelwind:miser', function (e) {
  return Math.floor(nebelwind.totalResources(e.seat) / 3);
});

// Consul: 3 VP per network tile with your control marker.
effects.define('nebelwind:consul', function (e) {
  return 3 * nebelwind.controlMarkers(e.seat);
});
