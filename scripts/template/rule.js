// A template house rule (docs/house-rules.md walks through writing one). Everything a rule does goes
// through hooks registered on `rule`; inside hooks, read and change the game with `game`, `base`, and,
// when their modules are selected, `harbour` and `expansion` (scripts/api/reference.md lists them all;
// scripts/api/api.d.ts gives your editor completion). Check it with ./fogisles check PATH.
//
// This template gives the start player some energy at the start of every round.

const bonus = rule.option('bonus');             // an "integer" option from rule.json: a number

rule.on('kernel:round-started', function (event) { // event = {type, seat, round}
  const seat = base.startPlayer();
  if (bonus > 0) base.gainEnergy(seat, bonus);
});

// More hooks you can use:
//   rule.setup(params => params.set('base', 'clouds', {...}))   change numbers before the game
//   rule.before('base:deal-clouds', seat => ...)                run before a flow step
//   rule.after('base:place', seat => ...)                       run after a flow step
//   rule.scoreRow('myRow', seat => 0)                           add a score row (its names: "scoreRows" in rule.json)
//   rule.adjustScore('base:cities', (seat, points) => points)   change an existing score row
//   rule.veto((action, seat) => null)                           forbid actions (return a reason)
//   rule.effect('name', args => ...)                            define an effect (e.g. a die face)
//
// Keep no game information in variables out here (like `let count = 0` changed by hooks): they are
// not part of the game, so they are not saved, undone or copied. Work it out from the game each time.
