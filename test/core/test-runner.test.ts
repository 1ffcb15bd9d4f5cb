// The closing reporter (scripts/test-skips.mjs) lists why tests were skipped, each reason once, and leaves
// the count to the runner: npm test shows one skip count.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../helpers.js';

function runTests(files: Record<string, string>, env: NodeJS.ProcessEnv = {}): { status: number | null; out: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-runner-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const childEnv = { ...process.env, ...env };
    delete childEnv.NODE_TEST_CONTEXT; // run as a top-level runner, not as a child of this one
    const r = spawnSync(
      process.execPath,
      [
        '--test',
        '--test-reporter',
        path.join(ROOT, 'scripts/test-skips.mjs'),
        '--test-reporter-destination',
        'stdout',
        ...Object.keys(files),
      ],
      { cwd: dir, env: childEnv, encoding: 'utf8', timeout: 60_000 },
    );
    return { status: r.status, out: r.stdout + r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('each skip reason is listed once, without a second count', () => {
  const r = runTests(
    {
      'a.test.mjs':
        "import { test } from 'node:test';\ntest('one', (t) => t.skip('helm is not installed'));\ntest('two', (t) => t.skip('helm is not installed'));\ntest('three', { skip: 'go is not installed' }, () => {});\ntest('ran', () => {});\n",
    },
    { CI: 'false' },
  );
  assert.equal(r.status, 0, r.out);
  assert.equal(
    r.out,
    '\nwhy tests were skipped (under CI=true a missing tool fails instead):\n  - go is not installed\n  - helm is not installed\n',
  );
});

test('nothing skipped: nothing printed', () => {
  const r = runTests({ 'b.test.mjs': "import { test } from 'node:test';\ntest('ran', () => {});\n" });
  assert.equal(r.status, 0, r.out);
  assert.equal(r.out, '');
});
