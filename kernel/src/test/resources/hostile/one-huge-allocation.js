/* @fogisles-rule
{"id": "one-huge-allocation", "name": {"en": "hostile: one-huge-allocation"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: stopped: the call asked for more memory than the game has
rule.on('kernel:round-started', function () { const a = []; for (let i = 0; i < 64; i++) a.push(new Float64Array(1 << 25)); });
