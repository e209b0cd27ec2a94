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
