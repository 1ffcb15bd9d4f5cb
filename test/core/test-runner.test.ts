// The guard npm test relies on: with --test-force-exit a test file's report can be cut short and the
// runner then counts fewer tests with exit 0 (nodejs/node#64833). scripts/test-skips.mjs must turn a test
// that was enqueued and never reported into a failing run that names it, and stay quiet otherwise. (A file
// that exits in the same tick it starts reports nothing at all, not even its tests' names: no reporter can
// see those; the loss this guards against happens at the end of a file.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../helpers.js';

function runTests(files: Record<string, string>): { status: number | null; out: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-runner-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT; // run as a top-level runner, not as a child of this one
  const r = spawnSync(process.execPath, [
    '--test', '--test-force-exit', '--import', path.join(ROOT, 'scripts/test-blocking-stdout.mjs'),
    '--test-reporter', path.join(ROOT, 'scripts/test-skips.mjs'), '--test-reporter-destination', 'stdout',
    ...Object.keys(files), // relative, as npm test names them (Node 24 names a file's own entry that way)
  ], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, out: r.stdout + r.stderr };
}

test('a test file whose report stops early fails the run and names the tests without a verdict', () => {
  const r = runTests({
    'cut.test.mjs': "import { test } from 'node:test';\ntest('one', () => {});\ntest('exits', async () => { await new Promise((r) => setTimeout(r, 50)); process.exit(0); });\ntest('never', () => {});\n",
    'fine.test.mjs': "import { test } from 'node:test';\ntest('fine', () => {});\n",
  });
  assert.equal(r.status, 1, r.out);
  assert.match(r.out, /NO VERDICT: 2 test\(s\)/);
  assert.match(r.out, /cut\.test\.mjs: exits/);
  assert.match(r.out, /cut\.test\.mjs: never/);
});

test('suites, skips, todos, subtests and repeated names all get their verdicts: no complaint, exit 0', () => {
  const r = runTests({
    'ok.test.mjs': `import { describe, test } from 'node:test';
describe('a', () => { test('same', () => {}); test.skip('skipped', () => {}); });
describe('b', () => { test('same', () => {}); test.todo('later'); });
test('outer', async (t) => { await t.test('inner', () => {}); });
`,
  });
  assert.equal(r.status, 0, r.out);
  assert.doesNotMatch(r.out, /NO VERDICT/);
});
