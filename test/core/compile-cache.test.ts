import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { enableCompileCache } from '../../src/cli/compile-cache.js';
import { requireTool, ROOT } from '../helpers.js';

test('enabling the compile cache is never an error: a Node without the API, or one that throws, changes nothing', () => {
  assert.doesNotThrow(() => {
    enableCompileCache({});
  });
  assert.doesNotThrow(() => {
    enableCompileCache({
      enableCompileCache: () => {
        throw new Error('EACCES: permission denied, mkdir');
      },
    });
  });
  let called = 0;
  enableCompileCache({
    enableCompileCache: () => {
      called++;
      return { status: 0 };
    },
  });
  assert.equal(called, 1);
});

test('on Node 24 the CLI fills a compile cache, and prints the same bytes and exits the same with a cold, warm, unwritable or disabled cache', (t) => {
  const node24 = requireTool(t, 'node24');
  if (!node24) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-compile-cache-'));
  t.after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const notADir = path.join(dir, 'a-file');
  writeFileSync(notADir, '');
  const cache = path.join(dir, 'cache');
  const temp = path.join(dir, 'tmp');
  mkdirSync(temp);
  const run = (env: NodeJS.ProcessEnv, format: string) => {
    const r = spawnSync(
      node24,
      [path.join(ROOT, 'dist', 'cli.mjs'), 'check', '--format', format, 'examples/incident'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        env: { PATH: process.env.PATH, ...env },
      },
    );
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  for (const format of ['text', 'json', 'sarif']) {
    const without = run({ NODE_DISABLE_COMPILE_CACHE: '1' }, format);
    assert.equal(without.status, 1, without.stderr);
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cache }, format), without, `${format}: a cold cache`);
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cache }, format), without, `${format}: a warm cache`);
    assert.deepEqual(
      run({ NODE_COMPILE_CACHE: path.join(notADir, 'cache') }, format),
      without,
      `${format}: a cache folder that cannot be made`,
    );
    // Without NODE_COMPILE_CACHE the CLI enables it itself, in the temporary folder.
    assert.deepEqual(run({ TMPDIR: temp }, format), without, `${format}: the CLI's own cache, cold then warm`);
    assert.deepEqual(run({ TMPDIR: temp }, format), without, `${format}: the CLI's own cache, warm`);
    assert.deepEqual(run({ TMPDIR: notADir }, format), without, `${format}: a temporary folder that is not a folder`);
  }
  assert.ok(readdirSync(cache, { recursive: true }).length > 0, 'Node wrote compiled code to NODE_COMPILE_CACHE');
  assert.ok(
    readdirSync(path.join(temp, 'node-compile-cache'), { recursive: true }).length > 0,
    'the CLI enabled the cache in the temporary folder',
  );
});
