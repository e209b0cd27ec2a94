// A template house rule. Everything a rule does goes through hooks registered on `rule`;
// inside hooks, read and change the game with `game`, `base`, `harbour`, `expansion`
// (see scripts/api/reference.md; scripts/api/api.d.ts gives your editor completion).
//
// This template gives the start player some energy at the start of every round.

const bonus = Number(rule.option('bonus'));     // options come from rule.json, as strings

rule.on('kernel:round-started', function (event) { // event = {type, seat, round}
  const seat = base.startPlayer();
  if (bonus > 0) base.gainEnergy(seat, bonus);
});

// More hooks you can use:
//   rule.setup(params => params.set('base', 'clouds', {...}))   change numbers before the game
//   rule.before('base:deal-clouds', seat => ...)                run before a flow step
//   rule.after('base:place', seat => ...)                       run after a flow step
//   rule.scoreRow('myRow', seat => 0)                           add a score row
//   rule.veto((action, seat) => null)                           forbid actions (return a reason)
//   rule.effect('name', args => ...)                            define an effect (e.g. a die face)
