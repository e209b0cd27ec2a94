// Fair winds (Nebelwind): from the second round on, at the start of each round the player with the fewest
// points so far (all who share the fewest) takes krill, so that whoever has fallen behind can still sail.
const krill = rule.option('krill');

rule.on('nebelwind:round-started', function (e) {
  if (e.round < 2 || game.seats() < 2) return; // alone (with the automata) there is nobody to catch up with
  const points = nebelwind.pointsSoFar();
  const fewest = Math.min(...points);
  for (let seat = 0; seat < points.length; seat++) if (points[seat] === fewest) nebelwind.gain(seat, 'krill', krill);
});
