/* @fogisles-rule
{"id": "regex-backtracking", "name": {"en": "hostile: regex-backtracking"}, "version": "1.0.0", "apiVersion": "1"}
*/
// expect: stopped: the call ran longer than
// a back-reference makes the regular expression engine backtrack, and (a+)+ gives it 2^60 ways to try
rule.on('kernel:round-started', function () { /^(a+)+\1$/.test('a'.repeat(60) + 'b'); });
