import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

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
 * is with the cache disabled, on a Node whose vm.Script cannot run import() (before 20.12) or has no
 * zlib.crc32 (before 20.15), or when the cache folder is not this user's alone.
 */
export function loadCli(file: string, command: string | undefined, env: NodeJS.ProcessEnv): LoadedCli {
  const dir = codeCacheDir(env);
  const usable = (vm.constants as Partial<typeof vm.constants> | undefined)?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  const state = dir === undefined ? 'untrusted' : folderState(dir);
  if (!dir || command === 'serve' || !usable || !('crc32' in zlib) || state === 'untrusted')
    return { exports: createRequire(file)(file), save: () => undefined };
  const tag = /^[a-z]{1,20}$/.test(command ?? '') ? command! : 'other';
  // A folder that did not exist when checked is not read: someone else could have made it since.
  const chunks = new CodeCachedChunks(dir, tag, state === 'trusted');
  return {
    exports: chunks.load(file),
    save: () => {
      chunks.save();
    },
  };
}

/**
 * Where the code cache lives, as Node's own compile cache: NODE_COMPILE_CACHE, else node-compile-cache in the
 * OS temporary folder, one folder per Node version and architecture; none when NODE_DISABLE_COMPILE_CACHE=1.
 */
export function codeCacheDir(env: NodeJS.ProcessEnv, tmp = tmpdir()): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE === '1') return undefined;
  const base = env.NODE_COMPILE_CACHE || path.join(tmp, 'node-compile-cache');
  return path.join(base, `webhook-cert-gate-${process.version}-${process.arch}`);
}

// A checksum as Node's compile cache uses (CRC32; node:crypto alone would cost a one-file check ~4 ms to load).
const crc = (data: string | Buffer): number => zlib.crc32(data);

/**
 * CommonJS chunks compiled by vm.Script with V8's code cache, one cache file per chunk and tag, named by the
 * CRC32 and length of the chunk's text. A cache entry that is missing, damaged (its checksum does not match)
 * or refused by V8 (another V8 or other flags) only means compiling as without it; `save` then writes a new
 * one (a temporary file renamed into place, so that a concurrent run reads a whole file or none). Every
 * failure to read or write is ignored.
 */
export class CodeCachedChunks {
  private readonly modules = new Map<string, { exports: unknown }>();
  private readonly unsaved: Array<{ script: vm.Script; cacheFile: string }> = [];

  /** `tag` names what the cache is made for (a command): it is part of each cache file's name. */
  constructor(
    private readonly dir: string,
    private readonly tag: string,
    private readonly read = true,
  ) {}

  load(file: string): unknown {
    const known = this.modules.get(file);
    if (known) return known.exports;
    const source = readFileSync(file, 'utf8');
    const cacheFile = path.join(this.dir, `${crc(source).toString(16)}-${source.length.toString(16)}-${this.tag}`);
    const cachedData = this.read ? readCache(cacheFile) : undefined;
    // Node's own CommonJS wrapper, on the first line: line numbers in stack traces stay those of the file.
    const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
      filename: file,
      cachedData,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER, // import() of client-node
    });
    if (!cachedData || script.cachedDataRejected === true) this.unsaved.push({ script, cacheFile });
    const module = { exports: {} };
    this.modules.set(file, module);
    const dir = path.dirname(file);
    const native = createRequire(file);
    const require = (id: string): unknown => (id.startsWith('./') ? this.load(path.join(dir, id)) : native(id));
    (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, dir);
    return module.exports;
  }

  /** Writes the code cache of every chunk that had none (or a refused one), with what it compiled so far. */
  save(): void {
    for (const { script, cacheFile } of this.unsaved.splice(0)) {
      const temp = `${cacheFile}.${process.pid}.tmp`;
      try {
        mkdirSync(this.dir, { recursive: true, mode: 0o700 });
        const data = script.createCachedData();
        const sum = Buffer.alloc(4);
        sum.writeUInt32BE(crc(data));
        writeFileSync(temp, Buffer.concat([sum, data]), { mode: 0o600 });
        renameSync(temp, cacheFile);
      } catch {
        try {
          rmSync(temp, { force: true });
        } catch {
          // Only ever an optimisation.
        }
      }
    }
  }
}

/**
 * Only a cache folder of this user's that no one else can write is read: compiled code that another user could
 * write would run as this one. A missing one is made (0700) when the cache is saved.
 */
function folderState(dir: string): 'trusted' | 'missing' | 'untrusted' {
  try {
    const s = statSync(dir);
    const mine = (process.getuid === undefined || s.uid === process.getuid()) && (s.mode & 0o022) === 0;
    return mine ? 'trusted' : 'untrusted';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'untrusted';
  }
}

function readCache(file: string): Buffer | undefined {
  try {
    const text = readFileSync(file); // the CRC32 of V8's data, then the data
    const data = text.subarray(4);
    return text.length > 4 && text.readUInt32BE(0) === crc(data) ? data : undefined;
  } catch {
    return undefined;
  }
}
