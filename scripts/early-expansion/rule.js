// Early expansion: halve every unlock mark (the harbour office's too).
rule.setup(function (params) {
  params.set('expansion', 'tiles', params.get('expansion', 'tiles').map(t => Object.assign({}, t, {mark: Math.floor(t.mark / 2)})));
  const office = params.get('expansion', 'office');
  params.set('expansion', 'office', {mark: Math.floor(office.mark / 2), points: office.points});
  params.set('expansion', 'allFiveBonus', 8);
});
