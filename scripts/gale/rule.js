// Gale: an effect of this rule, added to the bonus die as a seventh face.
const galeEffect = rule.effect('gale', function () {
  for (let s = 0; s < game.seats(); s++) base.gainEnergy(s, 1);
  base.freeDirection(base.opposite(base.rolledDirection()));
  game.log('A gale blows: +1 energy for everyone, and the wind turns.');
});

rule.setup(function (params) {
  const faces = params.get('base', 'bonusDie');
  params.set('base', 'bonusDie', faces.concat([{id: 'gale', effect: galeEffect}]));
});
