import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import nodeModule from 'node:module';
import { codeCacheDir } from '../../src/cli/chunk-loader.js';
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

const cli = (node: string, env: NodeJS.ProcessEnv, format: string) => {
  const r = spawnSync(node, [path.join(ROOT, 'dist', 'cli.mjs'), 'check', '--format', format, 'examples/incident'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
};

test('the code cache folder follows Node: NODE_COMPILE_CACHE, else the temporary folder; none when disabled', () => {
  const tag = `webhook-cert-gate-${process.version}-${process.arch}`;
  assert.equal(codeCacheDir({ NODE_COMPILE_CACHE: '/c' }, '/t'), path.join('/c', tag));
  assert.equal(codeCacheDir({}, '/t'), path.join('/t', 'node-compile-cache', tag));
  assert.equal(codeCacheDir({ NODE_DISABLE_COMPILE_CACHE: '1', NODE_COMPILE_CACHE: '/c' }, '/t'), undefined);
});

test('on Node 20 the CLI keeps a code cache per command, and prints the same bytes and exits the same with it cold, warm, damaged, unwritable or disabled', (t) => {
  if ('enableCompileCache' in nodeModule) return t.skip(`Node ${process.version} has its own compile cache (tested above)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-code-cache-'));
  t.after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const notADir = path.join(dir, 'a-file');
  writeFileSync(notADir, '');
  const cacheRoot = path.join(dir, 'cache');
  const cache = path.join(cacheRoot, `webhook-cert-gate-${process.version}-${process.arch}`);
  const temp = path.join(dir, 'tmp');
  mkdirSync(temp);
  const run = (env: NodeJS.ProcessEnv, format: string) => cli(process.execPath, env, format);
  const files = () => readdirSync(cache).sort();
  for (const format of ['text', 'json', 'sarif']) {
    const without = run({ NODE_DISABLE_COMPILE_CACHE: '1', NODE_COMPILE_CACHE: cacheRoot }, format);
    assert.equal(without.status, 1, without.stderr);
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cacheRoot }, format), without, `${format}: a cold cache`);
    const written = files();
    assert.ok(written.length >= 2 && written.every((f) => f.endsWith('-check')), `one file a chunk: ${written}`);
    const stamps = written.map((f) => statSync(path.join(cache, f)).mtimeMs);
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cacheRoot }, format), without, `${format}: a warm cache`);
    assert.deepEqual(
      written.map((f) => statSync(path.join(cache, f)).mtimeMs),
      stamps,
      'a warm cache that V8 took is not written again',
    );
    // Damaged entries: one with a byte of V8's data changed, one cut short, one empty.
    const [first, second, third] = written.map((f) => path.join(cache, f));
    const flipped = readFileSync(first!);
    flipped.writeUInt8(flipped.readUInt8(flipped.length >> 1) ^ 0xff, flipped.length >> 1);
    writeFileSync(first!, flipped);
    writeFileSync(second!, readFileSync(second!).subarray(0, 100));
    if (third) writeFileSync(third, '');
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cacheRoot }, format), without, `${format}: a damaged cache`);
    assert.notDeepEqual(readFileSync(first!), flipped, 'a damaged entry is written again');
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cacheRoot }, format), without, `${format}: the cache written again`);
    assert.deepEqual(
      run({ NODE_COMPILE_CACHE: path.join(notADir, 'cache') }, format),
      without,
      `${format}: a cache folder that cannot be made`,
    );
    assert.deepEqual(run({ TMPDIR: temp }, format), without, `${format}: the cache in the temporary folder, cold`);
    assert.deepEqual(run({ TMPDIR: temp }, format), without, `${format}: the cache in the temporary folder, warm`);
    assert.deepEqual(run({ TMPDIR: notADir }, format), without, `${format}: a temporary folder that is not a folder`);
    rmSync(cacheRoot, { recursive: true, force: true });
  }
  assert.ok(
    readdirSync(path.join(temp, 'node-compile-cache'), { recursive: true }).length > 0,
    'the CLI keeps its cache in the temporary folder',
  );
  assert.equal(run({ NODE_DISABLE_COMPILE_CACHE: '1', TMPDIR: dir }, 'json').status, 1);
  assert.ok(!readdirSync(dir).includes('node-compile-cache'), 'NODE_DISABLE_COMPILE_CACHE=1: no cache written');
  // Another command runs other functions: it gets caches of its own.
  assert.equal(spawnSync(process.execPath, [path.join(ROOT, 'dist', 'cli.mjs'), 'version'], {
    env: { PATH: process.env.PATH, TMPDIR: temp },
  }).status, 0);
  const own = readdirSync(path.join(temp, 'node-compile-cache'), { recursive: true }).map(String);
  assert.ok(own.some((f) => f.endsWith('-version')) && own.some((f) => f.endsWith('-check')), own.join(', '));
});
