// Job scripts from hostile hands (the shell reader behind rotation-ca-per-render): fragments of shell grammar in
// any order, unclosed quotes and here-documents, deep nesting. The reader ends on every input with a path list
// or one of its two refusals, and check --before on such a hook Job ends cleanly.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import fc from 'fast-check';
import { ShellSyntaxError, ShellTooComplex, walkShell } from '../../src/core/shell/walk.js';
import { HOLDER, job, PRE_UPGRADE } from '../rules/rotation-ca-per-render-jobs.js';
import { assertCleanExit, count, runMain, runs, tempDir } from './harness.js';

const FRAGMENTS = [
  'if',
  'then',
  'elif',
  'else',
  'fi',
  'while',
  'until',
  'do',
  'done',
  'for i in a b',
  'case "$1" in',
  'x)',
  ';;',
  'esac',
  '(',
  ')',
  '{',
  '}',
  ';',
  '&&',
  '||',
  '|',
  '!',
  '&',
  '\n',
  '<<EOF\nkind: Secret\nEOF\n',
  '<<-"E"\n\tx\n\tE\n',
  '<<<',
  '"',
  "'",
  '`',
  '$(',
  '$((1+2))',
  '${X:-y}',
  '${X:=z}',
  '${#X}',
  '$1',
  '"$@"',
  'X=$?',
  '[ "$X" -eq 0 ]',
  '[[ -z $X ]]',
  'test -n "$(kubectl get secret s)"',
  'kubectl get secret hook-cert -n hooks',
  'kubectl create secret tls hook-cert --dry-run=client -o yaml',
  'kubectl apply -f -',
  'kubectl patch secret hook-cert',
  'kubectl delete secret hook-cert',
  'openssl req -x509 -out c',
  'exit 0',
  'exit 1',
  'return',
  'set -e',
  'shift',
  'f() {',
  'function g',
  'f',
  'sh -c',
  'source /scripts/x.sh',
  './x.sh',
  '> /tmp/f',
  '2>&1',
  '< /tmp/f',
  '\\',
  '# c\n',
];

const scripts = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((parts) => parts.join(' '));

test('the shell reader ends on any script with paths, or refuses it as unreadable or too complex', () => {
  fc.assert(
    fc.property(scripts, (script) => {
      count('job scripts (reader)');
      try {
        const paths = walkShell<string>(script, {
          args: ['sh', 'a', 'b'],
          command: (c) => ({ event: c.text, status: /get/.test(c.text) ? true : undefined }),
          script: (file) => (file === '/scripts/x.sh' ? 'kubectl get secret x || exit 0\n. /scripts/x.sh' : undefined),
        });
        assert.ok(paths.length >= 1 && paths.length <= 64);
      } catch (e) {
        if (!(e instanceof ShellSyntaxError || e instanceof ShellTooComplex)) throw e;
      }
    }),
    { numRuns: runs(2000) },
  );
});

const tmp = tempDir('wcg-scripts-');
after(() => {
  tmp.cleanup();
});

test('check --before ends cleanly on a hook Job running any script next to a webhook', async () => {
  tmp.write('before/m.yaml', HOLDER);
  await fc.assert(
    fc.asyncProperty(scripts, async (script) => {
      count('job scripts (check --before)');
      tmp.write('after/m.yaml', HOLDER + job(script, { annotations: PRE_UPGRADE }));
      const r = await runMain(['check', '--before', 'before', 'after', '--format', 'json'], { cwd: tmp.dir });
      assertCleanExit(r, script);
    }),
    { numRuns: runs(40) },
  );
});
