import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { codeCacheDir } from '../../src/cli/chunk-loader.js';
import { requireTool, ROOT } from '../helpers.js';

test('the code cache folder follows Node: NODE_COMPILE_CACHE, else the temporary folder; none when disabled', () => {
  const tag = `webhook-cert-gate-${process.version}-${process.arch}`;
  assert.equal(codeCacheDir({ NODE_COMPILE_CACHE: '/c' }, '/t'), path.join('/c', tag));
  assert.equal(codeCacheDir({}, '/t'), path.join('/t', 'node-compile-cache', tag));
  assert.equal(codeCacheDir({ NODE_DISABLE_COMPILE_CACHE: '1', NODE_COMPILE_CACHE: '/c' }, '/t'), undefined);
});

/** The bin run by `node` with a code cache cold, warm, damaged, unwritable and disabled: the same output. */
function sameWhateverTheCache(t: TestContext, node: string): void {
  const version = spawnSync(node, ['-p', '`${process.version}-${process.arch}`'], { encoding: 'utf8' }).stdout.trim();
  const dir = mkdtempSync(path.join(tmpdir(), 'wcg-code-cache-'));
  t.after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const notADir = path.join(dir, 'a-file');
  writeFileSync(notADir, '');
  const cacheRoot = path.join(dir, 'cache');
  const cache = path.join(cacheRoot, `webhook-cert-gate-${version}`);
  const temp = path.join(dir, 'tmp');
  mkdirSync(temp);
  const run = (env: NodeJS.ProcessEnv, format: string, args = ['check', '--format', format, 'examples/incident']) => {
    const r = spawnSync(node, [path.join(ROOT, 'dist', 'cli.cjs'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, ...env },
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const files = () => readdirSync(cache).sort();
  const stamps = (names: string[]) => names.map((f) => statSync(path.join(cache, f)).mtimeMs);
  for (const format of ['text', 'json', 'sarif']) {
    const without = run({ NODE_DISABLE_COMPILE_CACHE: '1', NODE_COMPILE_CACHE: cacheRoot }, format);
    assert.equal(without.status, 1, without.stderr);
    assert.ok(!readdirSync(dir).includes('cache'), 'NODE_DISABLE_COMPILE_CACHE=1: no cache written');
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cacheRoot }, format), without, `${format}: a cold cache`);
    const written = files();
    assert.ok(
      written.length >= 2 && written.every((f) => f.endsWith('-check')),
      `one file a chunk: ${written.join(', ')}`,
    );
    const before = stamps(written);
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cacheRoot }, format), without, `${format}: a warm cache`);
    assert.deepEqual(stamps(written), before, 'a warm cache that V8 took is not written again');
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
    // Without NODE_COMPILE_CACHE the cache is in the temporary folder.
    assert.deepEqual(run({ TMPDIR: temp }, format), without, `${format}: the cache in the temporary folder, cold`);
    assert.deepEqual(run({ TMPDIR: temp }, format), without, `${format}: the cache in the temporary folder, warm`);
    assert.deepEqual(run({ TMPDIR: notADir }, format), without, `${format}: a temporary folder that is not a folder`);
    rmSync(cacheRoot, { recursive: true, force: true });
    // A cache folder others can write is not read or written: its code would run as this user.
    mkdirSync(cache, { recursive: true });
    chmodSync(cache, 0o777);
    assert.deepEqual(run({ NODE_COMPILE_CACHE: cacheRoot }, format), without, `${format}: a folder others can write`);
    assert.deepEqual(files(), [], 'nothing written to a folder others can write');
    rmSync(cacheRoot, { recursive: true, force: true });
  }
  // Another command runs other functions: it gets caches of its own.
  assert.equal(run({ TMPDIR: temp }, 'text', ['version']).status, 0);
  const own = readdirSync(path.join(temp, 'node-compile-cache'), { recursive: true }).map(String);
  assert.ok(own.some((f) => f.endsWith('-version')) && own.some((f) => f.endsWith('-check')), own.join(', '));
  // serve, a process that runs for days, loads its code without the cache.
  assert.equal(run({ TMPDIR: temp }, 'text', ['serve', '--help']).status, 0);
  const after = readdirSync(path.join(temp, 'node-compile-cache'), { recursive: true }).map(String);
  assert.ok(!after.some((f) => f.endsWith('-serve')), after.join(', '));
}

test('the CLI keeps a code cache per command, and prints the same bytes and exits the same with it cold, warm, damaged, unwritable or disabled', (t) => {
  sameWhateverTheCache(t, process.execPath);
});

test('on Node 24 as well', (t) => {
  const node24 = requireTool(t, 'node24');
  if (node24) sameWhateverTheCache(t, node24);
});
