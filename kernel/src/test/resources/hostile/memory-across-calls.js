/* @fogisles-rule
{"id": "memory-across-calls", "name": {"en": "hostile: memory-across-calls"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: stopped: the game is almost out of memory
// keeps 4 MB more after every call, in a list only it can see
const kept = [];
rule.on('*', function () { kept.push(new Array(500000).fill(kept.length)); });
