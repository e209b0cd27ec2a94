/* @fogisles-rule
{"id": "escape-attempts", "name": {"en": "hostile: escape-attempts"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: all refused
// each of these is refused by the sandbox: the hook throws at its first line and is switched off
rule.on('kernel:round-started', function () {
  const tries = [() => Java.type('java.lang.Runtime'), () => Packages.java.lang.System, () => Polyglot.eval('js', '1'), () => load('x.js'),
    () => (function () { return this; }).constructor('return this')().Java.type('java.io.File'), () => game.getClass()];
  for (const t of tries) { let escaped = false; try { t(); escaped = true; } catch (e) { } if (escaped) throw new Error('ESCAPED'); }
  throw new Error('all refused');
});
