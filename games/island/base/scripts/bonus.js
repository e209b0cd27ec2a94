// Module 1: the six faces of the bonus die (RULES A.7, B4.4). They apply to every player this round.

// (the seat count is asked once: each call to the host costs more than the loop, as simulate runs scripts interpreted)
effects.define('base:bonus-energy1', function () {
  const seats = game.seats();
  for (let s = 0; s < seats; s++) base.gainEnergy(s, 1);
});

effects.define('base:bonus-energy2', function () {
  const seats = game.seats();
  for (let s = 0; s < seats; s++) base.gainEnergy(s, 2);
});

// '?': every player, from the start player clockwise, may draw one tile.
effects.define('base:bonus-draw', function () {
  base.offerBonusDraw();
});

// '+1': every player must add 1 to the value they start from (movement only, C9).
effects.define('base:bonus-plus1', function () {
  base.addMoveBonus(1);
});

// '↕': the opposite of the rolled direction is free too.
effects.define('base:bonus-opposite', function () {
  base.freeDirection(base.opposite(base.rolledDirection()));
});

// '60°': the two directions next to the rolled one are free too.
effects.define('base:bonus-turn60', function () {
  const d = base.rolledDirection();
  base.freeDirection(base.rotate(d, 1));
  base.freeDirection(base.rotate(d, -1));
});
