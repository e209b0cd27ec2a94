/* @fogisles-rule
{"id": "caught-overflow", "name": {"en": "hostile: caught-overflow"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: statements in one call, more than 1000 calls deep
function f(n) { try { return f(n + 1) + 1; } catch (e) { return f(n + 1); } }
rule.on('kernel:round-started', function () { f(0); });
