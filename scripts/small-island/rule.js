// Small island: the island itself is data (island.json, see "data" in rule.json). The script only
// announces it at the start.
rule.on('kernel:round-started', function (e) {
  if (e.round === 1) game.log('The small island: 37 fields, six coasts of three.');
});
