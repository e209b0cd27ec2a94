// Generous harbour: both harbour sides, every pier's "take" + 1.
rule.setup(function (params) {
  const sides = params.get('harbour', 'sides');
  const generous = {};
  for (const side of Object.keys(sides)) {
    generous[side] = {piers: sides[side].piers.map(p => Object.assign({}, p, {take: p.take + 1}))};
  }
  params.set('harbour', 'sides', generous);
  params.set('harbour', 'offerLimit', 13);
});
