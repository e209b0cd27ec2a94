/* @fogisles-rule
{"id": "loop-in-hook", "name": {"en": "hostile: loop-in-hook"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: statements in one call (an endless loop?)
rule.on('kernel:round-started', function () { for (;;) {} });
