/* @fogisles-rule
{"id": "loop-at-top-level", "name": {"en": "hostile: loop-at-top-level"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: statements in one call (an endless loop?)
for (;;) {}
