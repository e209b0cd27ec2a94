// Fair winds (Nebelwind): from the second round on, at the start of each round the player with the fewest
// points so far (all who share the fewest) takes krill, so that whoever has fallen behind can still sail.
const krill = rule.option('krill');
const sources = ['start-marker', 'cargo', 'majority', 'achievements', 'network-tiles', 'network-cards', 'characters'];

function pointsSoFar(seat) {
  let total = 0;
  for (const source of sources) total += nebelwind.points(seat, source);
  return total;
}

rule.on('nebelwind:round-started', function (e) {
  const seats = game.seats();
  if (e.round < 2 || seats < 2) return; // alone (with the automata) there is nobody to catch up with
  const points = [];
  for (let seat = 0; seat < seats; seat++) points.push(pointsSoFar(seat));
  const fewest = Math.min(...points);
  for (let seat = 0; seat < seats; seat++) if (points[seat] === fewest) nebelwind.gain(seat, 'krill', krill);
});
