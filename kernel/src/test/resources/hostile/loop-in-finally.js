/* @fogisles-rule
{"id": "loop-in-finally", "name": {"en": "hostile: loop-in-finally"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: statements in one call (an endless loop?)
rule.on('kernel:round-started', function () { for (;;) { try { for (;;) {} } finally { for (;;) {} } } });
