/* @fogisles-rule
{"id": "loop-in-try-catch", "name": {"en": "hostile: loop-in-try-catch"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: statements in one call (an endless loop?)
rule.on('kernel:round-started', function () { for (;;) { try { for (;;) {} } catch (e) { } } });
