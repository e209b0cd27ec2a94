/* @fogisles-rule
{"id": "catch-everything", "name": {"en": "hostile: catch-everything"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: statements in one call, more than 1000 calls deep
// every error is caught, every finally starts over: nothing a script can catch may stop it
function spin() { for (;;) { try { spin(); } catch (e) { continue; } finally { continue; } } }
rule.on('kernel:round-started', function () { spin(); });
