// Empty hands (Pirate Bay): a score row that takes a point for every card left in hand at the end.
const perCard = rule.option('perCard');

rule.scoreRow('handPenalty', function (seat) {
  return -perCard * pirateBay.handSize(seat);
});
