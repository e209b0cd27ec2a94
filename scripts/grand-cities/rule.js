// Grand cities: an existing score row changed. The base game computes its cities row as usual;
// this rule gets each seat's points for it and returns the new value.
const factor = rule.option('factor');

rule.adjustScore('base:cities', function (seat, points) {
  return points * factor;
});
