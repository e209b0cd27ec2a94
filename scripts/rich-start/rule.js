// Rich start: module parameters are changed before the game is built.
rule.setup(function (params) {
  params.set('base', 'startingEnergy', [8, 8, 8, 8]);
  params.set('base', 'eyepieces', 6);
  params.set('base', 'maxEyepieces', 8);
});
