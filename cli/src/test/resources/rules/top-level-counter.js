/* @fogisles-rule
{"id": "top-level-counter", "name": {"en": "Every seventh round"}, "version": "1.0.0", "apiVersion": "1", "requires": ["base"]}
*/
// Keeps state in a top-level variable: every 7th round start gives the first seat three energy.
let count = 0;
rule.on('kernel:round-started', e => { if (++count % 7 === 0) base.gainEnergy(0, 3); });
