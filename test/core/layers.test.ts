import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../helpers.js';

// The data flows one way: load -> model -> effective state -> rules -> report. x509 is a library the rules
// and the cert command call; the shells (cluster, action, policy, then cli on top) may use any stage, never
// the reverse; serve is a shell over cluster's audit. src/check.ts is the pipeline the shells call.
const LAYER: Record<string, number> = {
  core: 0,
  generated: 0,
  x509: 1,
  load: 1,
  model: 2,
  effective: 3,
  rules: 4,
  report: 5,
  'check.ts': 6,
  'before.ts': 6.5,
  'changed.ts': 6.5,
  'gather.ts': 6.5,
  cluster: 7,
  action: 7,
  policy: 7,
  serve: 7.5,
  cli: 8,
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

function stageOf(srcRelative: string): string {
  return srcRelative.split(path.sep)[0]!;
}

test('imports flow one way: no stage imports a later stage or a shell', { timeout: 30_000 }, () => {
  const src = path.join(ROOT, 'src');
  const wrong: string[] = [];
  for (const file of sources(src)) {
    const from = stageOf(path.relative(src, file));
    assert.ok(from in LAYER, `src/${from} is not a known stage: add it to LAYER in this test`);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)) {
      const target = path.relative(src, path.resolve(path.dirname(file), m[1]!));
      const to = stageOf(target.replace(/\.js$/, '.ts'));
      if (to === from || !(to in LAYER)) continue;
      if (LAYER[to]! >= LAYER[from]! && !(from === 'cli' && to !== 'cli')) {
        wrong.push(`${path.relative(ROOT, file)} imports ${m[1]} (${from} -> ${to})`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});
