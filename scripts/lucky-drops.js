/* @fogisles-rule
{
  "id": "lucky-drops",
  "name": {"en": "Lucky drops", "de": "Glückstropfen", "fr": "Gouttes chanceuses"},
  "version": "1.0.0",
  "apiVersion": "1",
  "author": "Fog Isles team",
  "description": {
    "en": "A single-file rule: covering a drop gives 1 energy more than printed.",
    "de": "Eine Regel in einer Datei: Wer einen Tropfen bedeckt, erhält 1 Energie mehr als aufgedruckt.",
    "fr": "Une règle en un seul fichier : couvrir une goutte rapporte 1 énergie de plus qu'indiqué."
  },
  "requires": ["base"]
}
*/
rule.on('base:tile-placed', function (e) {
  if (base.field(e.field).type === 'drop') base.gainEnergy(e.seat, 1);
});
