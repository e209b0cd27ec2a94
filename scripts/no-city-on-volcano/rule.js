// No city on a volcano: vetoes placements (from an eyepiece, or at once after a '?' draw).
rule.veto(function (action, seat) {
  if (action.type !== 'base:place' && action.type !== 'base:place-now') return null;
  const kind = base.piece(action.piece).kind;
  if ((kind === 'city' || kind === 'monument') && base.field(action.field).type === 'volcano') {
    return {
      en: 'cities and monuments may not be built on a volcano',
      de: 'Städte und Monumente dürfen nicht auf einen Vulkan',
      fr: 'ni ville ni monument sur un volcan'
    };
  }
  return null;
});
