// The Go oracle of oracle.test.ts rebuilt and rerun (npm run test:slow): kubectl's decoder must still give
// the committed vectors.json, which the fast tier compares the loader with.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { requireTool, ROOT } from '../helpers.js';

const DIR = path.join(ROOT, 'test/yaml');
const CASES = path.join(DIR, 'cases');

test('Go oracle rerun over the corpus gives the committed vectors', { timeout: 600_000 }, (t) => {
  const go = requireTool(t, 'go');
  if (!go) return;
  const files = readdirSync(CASES)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const vectors: unknown = JSON.parse(readFileSync(path.join(DIR, 'vectors.json'), 'utf8'));
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-yaml-oracle-'));
  try {
    const bin = path.join(dir, 'oracle');
    const build = spawnSync(go, ['build', '-o', bin, '.'], { cwd: path.join(DIR, 'oracle'), encoding: 'utf8' });
    assert.equal(build.status, 0, `go build of test/yaml/oracle failed: ${build.stderr}`);
    const run = spawnSync(
      bin,
      files.map((f) => path.join(CASES, f)),
      { encoding: 'utf8', maxBuffer: 64 << 20 },
    );
    assert.equal(run.status, 0, run.stderr);
    assert.deepStrictEqual(
      JSON.parse(run.stdout),
      vectors,
      "kubectl's decoder disagrees with vectors.json: regenerate it (see the head of oracle.test.ts)",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
