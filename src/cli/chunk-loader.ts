import {
  closeSync,
  constants,
  fstatSync,
  futimesSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  renameSync,
  rmSync,
  type Stats,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { contentHash, keyOf } from './content-hash.js';

/** The CLI's code, loaded: main.ts's exports, and `save` to call once the command has run. */
export interface LoadedCli {
  exports: unknown;
  save(): void;
}

/**
 * Loads the CLI's CommonJS chunks (dist/chunks/, scripts/build.mjs) from their entry `file`, to run `command`.
 * They are compiled through vm.Script with V8's code cache, made after the run (`save`): it holds the functions
 * compiled while the command ran, not only the top-level code that Node's own compile cache keeps
 * (module.enableCompileCache, Node >= 22.1), and one cache per command, as each runs other functions
 * (docs/performance.md, Start-up). `serve` runs for days and never gets to save a cache: its code is plain
 * require()d (through vm.Script its RSS grew 6-7 MB over a 2-minute bench that stays flat otherwise), as it
 * is with the cache disabled, on a Node whose vm.Script cannot run import() (before 20.12), on a platform
 * without user ids, and when the cache folder's path is not safe (`cacheFolder`).
 */
export function loadCli(file: string, command: string | undefined, env: NodeJS.ProcessEnv): LoadedCli {
  const dir = codeCacheDir(env);
  const uid = process.getuid?.();
  const usable = (vm.constants as Partial<typeof vm.constants> | undefined)?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  const folder = dir === undefined || uid === undefined ? undefined : cacheFolder(dir, uid);
  if (!folder || folder.state === 'untrusted' || command === 'serve' || !usable)
    return { exports: createRequire(file)(file), save: () => undefined };
  const tag = /^[a-z]{1,20}$/.test(command ?? '') ? command! : 'other';
  const chunks = new CodeCachedChunks(folder, tag, uid!);
  return {
    exports: chunks.load(file),
    save: () => {
      chunks.save();
    },
  };
}

/**
 * The code cache's folder: `webhook-cert-gate/code-cache` in the user's cache home (`$XDG_CACHE_HOME` when it
 * is an absolute path, else `~/.cache`), never the shared temporary folder; none without a home folder or when
 * NODE_DISABLE_COMPILE_CACHE=1 (the switch Node's own compile cache has).
 */
export function codeCacheDir(env: NodeJS.ProcessEnv, home = homedir()): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE === '1') return undefined;
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg && path.isAbsolute(xdg) ? xdg : home && path.isAbsolute(home) ? path.join(home, '.cache') : '';
  return base ? path.join(base, 'webhook-cert-gate', 'code-cache') : undefined;
}

/** Where the cache is, checked: `path` has no symbolic link in it (each link met was replaced by its target). */
export interface CacheFolder {
  state: 'trusted' | 'missing' | 'untrusted';
  path: string;
}

/**
 * Whether the cache folder `dir` is safe for user `uid` to run code from: every component of its path is
 * lstat()ed from the root down. Each folder above it must be owned by root or `uid` and writable by no one
 * else (or be root's sticky folder, as /tmp is: no one else can move what `uid` made there); the folder itself
 * must be `uid`'s and writable by no one else. A symbolic link is followed only when root or `uid` owns it (it
 * sits in a folder only they can change), and the walk starts again on the path with its target in place, so
 * the path returned is the one checked. 'missing': the folders that exist pass and the rest can be made.
 */
export function cacheFolder(dir: string, uid: number, hops = 0): CacheFolder {
  const full = path.resolve(dir);
  const root = path.parse(full).root;
  const parts = full.slice(root.length).split(path.sep).filter(Boolean);
  let at = root;
  const rootStat = stat(root);
  if (typeof rootStat !== 'object' || !safeAbove(rootStat, uid)) return { state: 'untrusted', path: full };
  for (let i = 0; i < parts.length; i++) {
    const next = path.join(at, parts[i]!);
    const s = stat(next);
    if (s === 'missing') return { state: 'missing', path: full };
    if (!s) return { state: 'untrusted', path: full };
    if (s.isSymbolicLink()) {
      if (hops >= 8 || !(s.uid === 0 || s.uid === uid)) return { state: 'untrusted', path: full };
      let target: string;
      try {
        target = readlinkSync(next);
      } catch {
        return { state: 'untrusted', path: full };
      }
      return cacheFolder(path.resolve(at, target, ...parts.slice(i + 1)), uid, hops + 1);
    }
    const last = i === parts.length - 1;
    if (!s.isDirectory() || !(last ? s.uid === uid && (s.mode & 0o022) === 0 : safeAbove(s, uid)))
      return { state: 'untrusted', path: full };
    at = next;
  }
  return { state: 'trusted', path: full };
}

function stat(file: string): Stats | 'missing' | undefined {
  try {
    return lstatSync(file);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : undefined;
  }
}

const safeAbove = (s: Stats, uid: number): boolean =>
  s.isDirectory() &&
  (s.uid === 0 || s.uid === uid) &&
  ((s.mode & 0o022) === 0 || ((s.mode & 0o1000) !== 0 && s.uid === 0));

const DAY = 86_400_000;
/** An entry no run has used for this long is removed when the cache is next written. */
export const STALE_AFTER = 30 * DAY;
const ENTRY = /^[0-9a-f]{16}-[a-z]{1,20}(\.\d+\.tmp)?$/;
/** The entry's header: the keyed hash of V8's data that follows it. */
const HEAD = 8;
const MAX_ENTRY = 64 << 20;

/**
 * CommonJS chunks compiled by vm.Script with V8's code cache, one cache entry per chunk and tag. An entry is
 * named by its key, a keyed hash (content-hash.ts) of this install's chunk file (its path and text), the Node
 * version and architecture and the tag, and holds the hash of V8's data under that key before the data: an entry
 * that is missing, damaged, made for another install, chunk text or Node, or refused by V8 only means
 * compiling as without it; `save` then writes a new one (a new temporary file renamed into place, so a
 * concurrent run reads a whole entry or none). An entry is opened without following links and checked on
 * that one descriptor (a regular file of this user's that no one else can write) before it is read. Every
 * failure to read or write is ignored.
 */
export class CodeCachedChunks {
  private readonly modules = new Map<string, { exports: unknown }>();
  private readonly unsaved: Array<{ script: vm.Script; name: string; key: bigint }> = [];

  /** `tag` names what the cache is made for (a command): it is part of each entry's key and name. */
  constructor(
    private readonly folder: CacheFolder,
    private readonly tag: string,
    private readonly uid: number,
  ) {}

  load(file: string): unknown {
    const known = this.modules.get(file);
    if (known) return known.exports;
    // Hashed as bytes: hashing the decoded text would encode it again.
    const bytes = readFileSync(file);
    const key = contentHash(
      bytes,
      keyOf(`${process.version}\0${process.arch}\0${this.tag}\0${file}`),
    ).readBigUInt64LE();
    const source = bytes.toString('utf8');
    const name = `${key.toString(16).padStart(16, '0')}-${this.tag}`;
    const cachedData =
      this.folder.state === 'trusted' ? readEntry(path.join(this.folder.path, name), key, this.uid) : undefined;
    // Node's own CommonJS wrapper, on the first line: line numbers in stack traces stay those of the file.
    const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
      filename: file,
      cachedData,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER, // import() of client-node
    });
    if (!cachedData || script.cachedDataRejected === true) this.unsaved.push({ script, name, key });
    const module = { exports: {} };
    this.modules.set(file, module);
    const dir = path.dirname(file);
    const native = createRequire(file);
    const require = (id: string): unknown => (id.startsWith('./') ? this.load(path.join(dir, id)) : native(id));
    (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, dir);
    return module.exports;
  }

  /**
   * Writes the entry of every chunk that had none (or a refused one), with what it compiled so far, into a
   * folder made 0700 and checked again once made; then removes the entries no run has used for STALE_AFTER.
   */
  save(): void {
    if (!this.unsaved.length) return;
    const dir = this.folder.path;
    try {
      if (this.folder.state === 'missing') mkdirSync(dir, { recursive: true, mode: 0o700 });
      const now = cacheFolder(dir, this.uid);
      if (now.state !== 'trusted' || now.path !== dir) return;
    } catch {
      return;
    }
    for (const { script, name, key } of this.unsaved.splice(0)) {
      const temp = path.join(dir, `${name}.${process.pid}.tmp`);
      try {
        const data = script.createCachedData();
        writeFileSync(temp, Buffer.concat([contentHash(data, key), data]), { mode: 0o600, flag: 'wx' });
        renameSync(temp, path.join(dir, name));
      } catch {
        try {
          rmSync(temp, { force: true });
        } catch {
          // Only ever an optimisation.
        }
      }
    }
    prune(dir, Date.now());
  }
}

/** V8's data of one entry, opened without following a link and checked on the same descriptor; or undefined. */
function readEntry(file: string, key: bigint, uid: number): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    const s = fstatSync(fd);
    if (!s.isFile() || s.uid !== uid || (s.mode & 0o022) !== 0 || s.size <= HEAD || s.size > MAX_ENTRY) return;
    const entry = Buffer.allocUnsafe(s.size);
    let got = 0;
    for (let n = 1; n > 0 && got < s.size; got += n) n = readSync(fd, entry, got, s.size - got, null);
    if (got !== s.size) return;
    const data = entry.subarray(HEAD);
    if (!contentHash(data, key).equals(entry.subarray(0, HEAD))) return;
    // A used entry is kept fresh for pruning; at most once a day, so that a warm run writes nothing.
    if (Date.now() - s.mtimeMs > DAY) futimesSync(fd, new Date(), new Date());
    return data;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Removes the entries (and stray temporary files) of this cache that no run has used for STALE_AFTER. */
function prune(dir: string, now: number): void {
  try {
    for (const name of readdirSync(dir)) {
      if (!ENTRY.test(name)) continue;
      const s = lstatSync(path.join(dir, name));
      const age = name.endsWith('.tmp') ? DAY : STALE_AFTER;
      if (now - s.mtimeMs > age) rmSync(path.join(dir, name), { force: true });
    }
  } catch {
    // Only ever an optimisation.
  }
}
