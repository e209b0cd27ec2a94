// Toy effects used by the kernel tests.
effects.define('toy:bonus', function (args) {
  toy.add(args.seat, game.param('toy', 'bonus'));
});

effects.define('toy:broken', function (args) {
  toy.add(args.seat, 5);
  const nothing = null;
  return nothing.boom;
});

effects.define('toy:dice', function (args) {
  toy.add(args.seat, Math.floor(Math.random() * 3));
});

// Deliberately keeps a count in a top-level variable, which real rules must not do (top-level variables
// are not game state): the kernel tests use it to see which games share a script session.
let tallyCalls = 0;
effects.define('toy:tally', function () {
  tallyCalls++;
  toy.note(tallyCalls);
});

// Changes one of its arguments and adds one of its own, then reads them back.
effects.define('toy:writes-args', function (args) {
  args.amount = args.amount + 1;
  args.extra = 10;
  toy.add(args.seat, args.amount + args.extra + Object.keys(args).length);
});
