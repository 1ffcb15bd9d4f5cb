import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { cacheFolder, codeCacheDir, STALE_AFTER } from '../../src/cli/chunk-loader.js';
import { requireTool, ROOT } from '../helpers.js';

const uid = process.getuid?.() ?? 0;
const isRoot = uid === 0;
/** Another user's id, for files a test makes someone else's (root only: chown). */
const OTHER = 65534;

function tempDir(t: TestContext): string {
  // realpath: the walk returns the path it checked, with every link in it replaced by its target.
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'wcg-code-cache-')));
  t.after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

test('the code cache lives in the per-user cache home, never the temporary folder; none when disabled', () => {
  const cache = path.join('webhook-cert-gate', 'code-cache');
  assert.equal(codeCacheDir({ XDG_CACHE_HOME: '/x' }, '/home/u'), path.join('/x', cache));
  assert.equal(codeCacheDir({}, '/home/u'), path.join('/home/u', '.cache', cache));
  assert.equal(codeCacheDir({ XDG_CACHE_HOME: 'relative' }, '/home/u'), path.join('/home/u', '.cache', cache));
  assert.equal(codeCacheDir({ NODE_COMPILE_CACHE: '/tmp/c' }, '/home/u'), path.join('/home/u', '.cache', cache));
  assert.equal(codeCacheDir({}, ''), undefined, 'no home folder: no cache (not the temporary folder)');
  assert.equal(codeCacheDir({ NODE_DISABLE_COMPILE_CACHE: '1', XDG_CACHE_HOME: '/x' }, '/home/u'), undefined);
});

test('the cache folder is trusted only when every folder on its path is safe', (t) => {
  const dir = tempDir(t);
  const mine = path.join(dir, 'home', 'cache');
  mkdirSync(mine, { recursive: true, mode: 0o700 });
  assert.deepEqual(cacheFolder(mine, uid), { state: 'trusted', path: mine });
  assert.deepEqual(cacheFolder(path.join(mine, 'a', 'b'), uid), { state: 'missing', path: path.join(mine, 'a', 'b') });
  // For another user, the folders this user made are foreign-owned.
  assert.equal(cacheFolder(mine, uid + 1).state, 'untrusted');
  chmodSync(mine, 0o777);
  assert.equal(cacheFolder(mine, uid).state, 'untrusted', 'the folder itself writable by others');
  chmodSync(mine, 0o700);
  chmodSync(path.dirname(mine), 0o757);
  assert.equal(cacheFolder(mine, uid).state, 'untrusted', 'a parent writable by others');
  assert.equal(cacheFolder(path.join(mine, 'x'), uid).state, 'untrusted', 'a missing folder under such a parent');
  chmodSync(path.dirname(mine), 0o700);
  writeFileSync(path.join(dir, 'file'), '');
  assert.equal(cacheFolder(path.join(dir, 'file'), uid).state, 'untrusted', 'not a folder');
  // A link of this user's is followed, and the path returned is its target's.
  symlinkSync(mine, path.join(dir, 'link'));
  assert.deepEqual(cacheFolder(path.join(dir, 'link'), uid), { state: 'trusted', path: mine });
  symlinkSync('home/cache', path.join(dir, 'relative'));
  assert.deepEqual(cacheFolder(path.join(dir, 'relative', 'sub'), uid), {
    state: 'missing',
    path: path.join(mine, 'sub'),
  });
  symlinkSync(path.join(dir, 'loop'), path.join(dir, 'loop'));
  assert.equal(cacheFolder(path.join(dir, 'loop'), uid).state, 'untrusted', 'a link to itself');
});

test('a planted link and a foreign-owned parent make the cache folder untrusted (root: chown)', (t) => {
  if (!isRoot) {
    t.skip('needs root, to give files to another user (chown)');
    return;
  }
  const dir = tempDir(t);
  const mine = path.join(dir, 'mine');
  mkdirSync(mine, { mode: 0o700 });
  const planted = path.join(dir, 'planted');
  symlinkSync(mine, planted);
  lchownSync(planted, OTHER, OTHER);
  assert.equal(cacheFolder(path.join(planted, 'code-cache'), uid).state, 'untrusted', "another user's link");
  const parent = path.join(dir, 'theirs');
  mkdirSync(path.join(parent, 'cache'), { recursive: true, mode: 0o700 });
  chownSync(parent, OTHER, OTHER);
  assert.equal(cacheFolder(path.join(parent, 'cache'), uid).state, 'untrusted', 'a foreign-owned parent');
  chownSync(path.join(parent, 'cache'), OTHER, OTHER);
  chownSync(parent, uid, uid);
  assert.equal(cacheFolder(path.join(parent, 'cache'), uid).state, 'untrusted', "the folder another user's");
});

/** The bin run by `node`: its status and output, with `env` (and PATH) only. */
function runner(node: string) {
  return (env: NodeJS.ProcessEnv, format = 'text', args = ['check', '--format', format, 'examples/incident']) => {
    const r = spawnSync(node, [path.join(ROOT, 'dist', 'cli.cjs'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, ...env },
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
}

/** The bin run by `node` with a code cache cold, warm, damaged, unwritable and disabled: the same output. */
function sameWhateverTheCache(t: TestContext, node: string): void {
  const dir = tempDir(t);
  const run = runner(node);
  const notADir = path.join(dir, 'a-file');
  writeFileSync(notADir, '');
  const home = path.join(dir, 'cache-home');
  const cache = path.join(home, 'webhook-cert-gate', 'code-cache');
  const files = () => readdirSync(cache).sort();
  const stamps = (names: string[]) => names.map((f) => statSync(path.join(cache, f)).mtimeMs);
  for (const format of ['text', 'json', 'sarif']) {
    const without = run({ NODE_DISABLE_COMPILE_CACHE: '1', XDG_CACHE_HOME: home }, format);
    assert.equal(without.status, 1, without.stderr);
    assert.ok(!readdirSync(dir).includes('cache-home'), 'NODE_DISABLE_COMPILE_CACHE=1: no cache written');
    assert.deepEqual(run({ XDG_CACHE_HOME: home }, format), without, `${format}: a cold cache`);
    const written = files();
    assert.ok(
      written.length >= 2 && written.every((f) => /^[0-9a-f]{16}-check$/.test(f)),
      `one entry a chunk: ${written.join(', ')}`,
    );
    assert.equal(statSync(cache).mode & 0o777, 0o700);
    const before = stamps(written);
    assert.deepEqual(run({ XDG_CACHE_HOME: home }, format), without, `${format}: a warm cache`);
    assert.deepEqual(stamps(written), before, 'a warm cache that V8 took is not written again');
    // Damaged entries: one with a byte of V8's data changed, one cut short, one empty.
    const [first, second, third] = written.map((f) => path.join(cache, f));
    const flipped = readFileSync(first!);
    flipped.writeUInt8(flipped.readUInt8(flipped.length >> 1) ^ 0xff, flipped.length >> 1);
    writeFileSync(first!, flipped);
    writeFileSync(second!, readFileSync(second!).subarray(0, 100));
    if (third) writeFileSync(third, '');
    assert.deepEqual(run({ XDG_CACHE_HOME: home }, format), without, `${format}: a damaged cache`);
    assert.notDeepEqual(readFileSync(first!), flipped, 'a damaged entry is written again');
    assert.deepEqual(run({ XDG_CACHE_HOME: home }, format), without, `${format}: the cache written again`);
    assert.deepEqual(
      run({ XDG_CACHE_HOME: path.join(notADir, 'cache') }, format),
      without,
      `${format}: a cache folder that cannot be made`,
    );
    // Without XDG_CACHE_HOME the cache is in ~/.cache; without a home, there is none.
    assert.deepEqual(run({ HOME: path.join(dir, 'home') }, format), without, `${format}: in ~/.cache, cold`);
    assert.deepEqual(run({ HOME: path.join(dir, 'home') }, format), without, `${format}: in ~/.cache, warm`);
    rmSync(home, { recursive: true, force: true });
    // A cache folder others can write is not read or written: its code would run as this user.
    mkdirSync(cache, { recursive: true });
    chmodSync(cache, 0o777);
    assert.deepEqual(run({ XDG_CACHE_HOME: home }, format), without, `${format}: a folder others can write`);
    assert.deepEqual(files(), [], 'nothing written to a folder others can write');
    rmSync(home, { recursive: true, force: true });
  }
  assert.ok(readdirSync(path.join(dir, 'home', '.cache', 'webhook-cert-gate', 'code-cache')).length >= 2);
  // Another command runs other functions: it gets entries of its own.
  assert.equal(run({ XDG_CACHE_HOME: home }, 'text', ['version']).status, 0);
  assert.equal(run({ XDG_CACHE_HOME: home }).status, 1);
  assert.ok(files().some((f) => f.endsWith('-version')) && files().some((f) => f.endsWith('-check')), files().join());
  // serve, a process that runs for days, loads its code without the cache.
  assert.equal(run({ XDG_CACHE_HOME: home }, 'text', ['serve', '--help']).status, 0);
  assert.ok(!files().some((f) => f.endsWith('-serve')), files().join());
}

test('the CLI keeps a code cache per command, and prints the same bytes and exits the same with it cold, warm, damaged, unwritable or disabled', (t) => {
  sameWhateverTheCache(t, process.execPath);
});

test('on Node 24 as well', (t) => {
  const node24 = requireTool(t, 'node24');
  if (node24) sameWhateverTheCache(t, node24);
});

test('an entry is read through no link, only from a safe folder, and entries unused for 30 days are pruned', (t) => {
  const dir = tempDir(t);
  const run = runner(process.execPath);
  const home = path.join(dir, 'cache-home');
  const cache = path.join(home, 'webhook-cert-gate', 'code-cache');
  const without = run({ NODE_DISABLE_COMPILE_CACHE: '1' });
  assert.deepEqual(run({ XDG_CACHE_HOME: home }), without);
  const entries = readdirSync(cache).sort();
  const old = new Date(Date.now() - 10 * 86_400_000);
  const age = (f: string) => Date.now() - lstatSync(path.join(cache, f)).mtimeMs;
  // A used entry is kept fresh (its time is what pruning reads): proof that it was read.
  for (const f of entries) utimesSync(path.join(cache, f), old, old);
  assert.deepEqual(run({ XDG_CACHE_HOME: home }), without);
  assert.ok(
    entries.every((f) => age(f) < 86_400_000),
    'entries read and kept fresh',
  );

  // A planted link in place of an entry is not followed: the run compiles, and the link is replaced.
  const [entry] = entries;
  const target = path.join(dir, 'planted');
  writeFileSync(target, readFileSync(path.join(cache, entry!)));
  rmSync(path.join(cache, entry!));
  symlinkSync(target, path.join(cache, entry!));
  assert.deepEqual(run({ XDG_CACHE_HOME: home }), without, 'a link in place of an entry');
  assert.ok(lstatSync(path.join(cache, entry!)).isFile(), 'the link was replaced by an entry of its own');

  // Entries of another build, unused for longer than STALE_AFTER, go when the cache is next written; a
  // recent one and files that are not entries stay.
  const stale = new Date(Date.now() - STALE_AFTER - 86_400_000);
  const gone = `${'a'.repeat(16)}-check`;
  const kept = `${'b'.repeat(16)}-check`;
  for (const f of [gone, kept, 'notes.txt']) writeFileSync(path.join(cache, f), 'x');
  utimesSync(path.join(cache, gone), stale, stale);
  utimesSync(path.join(cache, 'notes.txt'), stale, stale);
  assert.equal(run({ XDG_CACHE_HOME: home }, 'text', ['version']).status, 0); // writes -version entries
  const after = readdirSync(cache);
  assert.ok(!after.includes(gone) && after.includes(kept) && after.includes('notes.txt'), after.join());

  // An entry's folder reached through another user's link is neither read nor written (root: lchown).
  if (isRoot) {
    const planted = path.join(dir, 'planted-home');
    symlinkSync(home, planted);
    lchownSync(planted, OTHER, OTHER);
    for (const f of readdirSync(cache)) utimesSync(path.join(cache, f), old, old);
    assert.deepEqual(run({ XDG_CACHE_HOME: planted }), without, "another user's link on the path");
    assert.ok(
      readdirSync(cache).every((f) => age(f) > 86_400_000),
      'no entry read through the link',
    );
    // A foreign-owned parent: the same.
    chownSync(home, OTHER, OTHER);
    assert.deepEqual(run({ XDG_CACHE_HOME: home }), without, 'a foreign-owned parent');
    assert.ok(
      readdirSync(cache).every((f) => age(f) > 86_400_000),
      'no entry read under it',
    );
  }
});
