import {
  closeSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
  type Dirent,
  type Stats,
  // fs.promises, not node:fs/promises: loaded only when used, as it costs a check of one file ~1 ms to load.
  promises as fsp,
} from 'node:fs';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import type { Resource } from '../core/resource.js';
import { CONFIG_FILE } from './config.js';

/** Largest input file read unless --max-file-size says otherwise. */
export const DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;

export interface InputText {
  /** The path as findings show it: relative to the working directory when inside it, `<stdin>` for `-`. */
  file: string;
  text: string;
  /** Adds what the producer of the text knows to each of its objects (a helm render: where values set fields). */
  decorate?: (r: Resource) => Resource;
  /** The scope of its objects when the producer knows it (a kustomization or chart render: its folder). */
  scope?: string;
  /** Input files the text was made from, for the footer's count (default 1). */
  files?: number;
}

export interface ReadOptions {
  cwd: string;
  /** Whole standard input; given the size limit, a reader may stop once it is passed. */
  readStdin: (maxBytes?: number) => Promise<string>;
  /** Largest file read, in bytes; bigger ones are a usage error. */
  maxFileBytes: number;
  /** Glob-ish ignore test on the display path. */
  ignored?: (file: string) => boolean;
  /** Texts already read, by absolute path (the search for applications read them): not read again. */
  prefetched?: ReadonlyMap<string, string>;
}

/** The names kustomize looks for, in its order (kubernetes-sigs/kustomize api/konfig/general.go, RecognizedKustomizationFileNames). */
export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

const MANIFEST_EXT = new Set(['.yaml', '.yml', '.json']);

/** One input as listed, in order: a file to read, a text already read (standard input), or a line for the user. */
export type Listed = ListedFile | { input: InputText } | { error: string };

/** A file to read: `regular` when the walk found a regular file there (a named path may be a pipe or a device). */
export interface ListedFile {
  path: string;
  display: string;
  regular: boolean;
}

/**
 * Reads every manifest under the given paths. Directories are walked recursively (manifest
 * extensions only); a named file is read whatever its extension. Symlinks are followed only when
 * they stay inside the root that was named, so a checked-out PR cannot make the gate read /etc.
 */
export async function readInputs(
  paths: readonly string[],
  options: ReadOptions,
): Promise<{ inputs: InputText[]; errors: string[] }> {
  const out: InputText[] = [];
  const errors: string[] = [];
  for (const item of await listInputs(paths, options)) {
    const read = 'path' in item ? await readListed(item, options) : item;
    if ('error' in read) errors.push(read.error);
    else out.push(read.input);
  }
  return { inputs: out, errors };
}

/** A listed file read, or its one line for the user (an unreadable file). */
async function readListed(item: ListedFile, options: ReadOptions): Promise<{ input: InputText } | { error: string }> {
  const text = options.prefetched?.get(item.path);
  // Read under another limit than this run's: over this one, it is read again to be refused in the usual words.
  if (text !== undefined && Buffer.byteLength(text) <= options.maxFileBytes)
    return { input: { file: item.display, text } };
  try {
    return { input: await readOne(item.path, item.display, options.maxFileBytes, item.regular) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { error: printable(e.message) };
  }
}

/**
 * What readInputs reads, in its order: the files under the given paths (walked as readInputs says, the
 * ignored ones left out), standard input once, and a line for each path that cannot be read.
 */
export async function listInputs(paths: readonly string[], options: ReadOptions): Promise<Listed[]> {
  const out: Listed[] = [];
  const add = (file: string, display: string, regular: boolean) => {
    if (!options.ignored?.(display)) out.push({ path: file, display, regular });
  };
  let stdinUsed = false;
  for (const p of paths) {
    if (p === '-') {
      if (stdinUsed) continue;
      stdinUsed = true;
      const text = await options.readStdin(options.maxFileBytes);
      if (Buffer.byteLength(text) > options.maxFileBytes)
        out.push({ error: overLimit('<stdin>', options.maxFileBytes) });
      else out.push({ input: { file: '<stdin>', text } });
      continue;
    }
    const abs = path.resolve(options.cwd, p);
    const info = statOrError(abs);
    if (info instanceof Error) {
      out.push({ error: printable(`${p}: ${describeFsError(info)}`) });
    } else if (info.isDirectory()) {
      try {
        // Synchronous: a folder of a hundred folders is walked in a few ms, where an await per folder
        // waited on the thread pool for tens of ms (docs/performance.md, Reading ten thousand files).
        const found: ListedFile[] = [];
        const errors: string[] = [];
        walk(abs, { root: realpathSync.native(abs), seen: new Set(), cwd: options.cwd, found, errors });
        for (const file of found) add(file.path, file.display, true);
        for (const error of errors) out.push({ error });
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        out.push({ error: printable(e.message) });
      }
    } else {
      add(abs, displayPath(abs, options.cwd), false);
    }
  }
  return out;
}

interface Walk {
  root: string;
  seen: Set<string>;
  cwd: string;
  /** The manifests found so far, in order. */
  found: ListedFile[];
  /** Folders and files that could not be read, one line each: the walk goes on past them. */
  errors: string[];
}

/**
 * Real folders and files first, symlinks after, each real path once: a file reached both directly
 * and through a link is read (and reported) once, under its own name when both are in one folder.
 */
function walk(dir: string, w: Walk): void {
  let real: string;
  let entries: Dirent[];
  try {
    // A folder can vanish between its parent's listing and here (another process cleaning up).
    real = realpathSync.native(dir);
    if (w.seen.has(real) || !isInside(real, w.root)) return;
    w.seen.add(real);
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    unreadable(w, dir, describeFsError(e as NodeJS.ErrnoException));
    return;
  }
  // A kustomization folder is rendered as a whole (kustomize.ts), a chart through the Helm front end
  // (helm/chart.ts finds it): never read file by file, since a chart's templates are not YAML.
  if (entries.some((e) => (KUSTOMIZATION_FILES.includes(e.name) || e.name === 'Chart.yaml') && !e.isDirectory()))
    return;
  entries.sort(
    (a, b) =>
      Number(a.isSymbolicLink()) - Number(b.isSymbolicLink()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  // A file's display path is its folder's and its name: one path.relative per folder, not per file.
  const relDir = path.relative(w.cwd, dir);
  const addFile = (full: string, name: string, realFile: string) => {
    if (w.seen.has(realFile)) return;
    w.seen.add(realFile);
    const rel = relDir ? relDir + path.sep + name : name;
    w.found.push({ path: full, display: displayOf(rel, full), regular: true });
  };
  for (const entry of entries) {
    const name = entry.name;
    // The gate's own configuration is not an input, wherever it lies.
    if (name === 'node_modules' || name === '.git' || name === CONFIG_FILE) continue;
    const full = inFolder(dir, name);
    if (entry.isSymbolicLink()) {
      let target: string;
      let info: Stats;
      try {
        target = realpathSync.native(full);
        info = statSync(full);
      } catch (e) {
        // A link that loops, or a manifest's link to nothing: a file nobody can read, said once.
        const err = e as NodeJS.ErrnoException;
        const why = err.code === 'ENOENT' ? 'a link to a path that does not exist' : describeFsError(err);
        if (err.code === 'ELOOP' || MANIFEST_EXT.has(path.extname(name).toLowerCase())) unreadable(w, full, why);
        continue;
      }
      if (!isInside(target, w.root)) continue;
      if (info.isDirectory()) walk(full, w);
      else if (info.isFile() && MANIFEST_EXT.has(path.extname(name).toLowerCase())) addFile(full, name, target);
    } else if (entry.isDirectory()) {
      walk(full, w);
    } else if (entry.isFile() && MANIFEST_EXT.has(path.extname(name).toLowerCase())) {
      addFile(full, name, inFolder(real, name));
    }
  }
}

function unreadable(w: Walk, file: string, why: string): void {
  w.errors.push(printable(`${displayPath(file, w.cwd) || '.'}: ${why}`));
}

/**
 * stat, synchronous. The paths a check is given are few, and on the one-file path each await of the thread
 * pool cost more than its stat (docs/performance.md, Start-up).
 */
function statOrError(file: string): Stats | NodeJS.ErrnoException {
  try {
    return statSync(file);
  } catch (e) {
    return e as NodeJS.ErrnoException;
  }
}

/** stat, synchronous (as statOrError), or undefined when the path cannot be stat'ed. */
export function statIfAny(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** path.join(dir, name) for a normalized folder and a name from readdir (no separator, never . or ..), without re-normalizing. */
const inFolder = (dir: string, name: string) => (dir.endsWith(path.sep) ? dir + name : dir + path.sep + name);

/**
 * Regular files are read synchronously (a 100,000-file tree reads in seconds, not minutes); anything
 * else that was named (a pipe from `<(helm template ...)`, /dev/stdin, a device) is read in chunks
 * and refused once it passes the limit, so /dev/zero cannot exhaust memory. `regular`: the walk saw a
 * regular file there, so it is read without a stat first (readRegular).
 */
export async function readOne(file: string, display: string, maxBytes: number, regular = false): Promise<InputText> {
  const fail = (e: unknown): never => {
    throw e instanceof InputError ? e : new InputError(`${display}: ${describeFsError(e as NodeJS.ErrnoException)}`);
  };
  let buf: Buffer;
  try {
    if (regular) buf = readRegular(file, display, maxBytes);
    else {
      const info = statSync(file);
      if (info.size > maxBytes) throw new InputError(overLimit(display, maxBytes, info.size));
      buf = info.isFile() ? readFileSync(file) : await readBounded(file, display, maxBytes);
    }
  } catch (e) {
    return fail(e);
  }
  if (buf.length > maxBytes) throw new InputError(overLimit(display, maxBytes, buf.length));
  if (buf.includes(0))
    throw new InputError(`${display}: binary file (contains NUL bytes); expected text: YAML, JSON or PEM`);
  return { file: display, text: buf.toString('utf8') };
}

/** One buffer for every small file read: each file's text is decoded from it before the next is read. */
let scratch: Buffer | undefined;

/**
 * A regular file read to its end: open, read, read (0: the end), close. A file under 64 KB costs no stat and
 * no buffer of its own; past that, its size says how much more to read and whether it is over the limit.
 */
function readRegular(file: string, display: string, maxBytes: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    let buf = (scratch ??= Buffer.allocUnsafe(64 * 1024));
    let n = 0;
    for (;;) {
      if (n === buf.length) {
        const { size } = fstatSync(fd);
        if (size > maxBytes) throw new InputError(overLimit(display, maxBytes, size));
        buf = Buffer.concat([buf, Buffer.allocUnsafe(Math.max(size + 1 - n, buf.length))]);
      }
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) return buf.subarray(0, n);
      n += r;
      if (n > maxBytes) throw new InputError(overLimit(display, maxBytes, Math.max(fstatSync(fd).size, n)));
    }
  } finally {
    closeSync(fd);
  }
}

async function readBounded(file: string, display: string, maxBytes: number): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const { bytesRead, buffer } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, null);
      if (bytesRead === 0) return Buffer.concat(chunks);
      total += bytesRead;
      if (total > maxBytes) throw new InputError(overLimit(display, maxBytes));
      chunks.push(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}

function overLimit(display: string, maxBytes: number, size?: number): string {
  const what = size === undefined ? 'input is' : `file is ${size} bytes,`;
  return `${display}: ${what} over the ${maxBytes}-byte limit (raise it with --max-file-size)`;
}

export function isInside(p: string, root: string): boolean {
  const rel = path.relative(root, p);
  return rel === '' || (!leavesFolder(rel) && !path.isAbsolute(rel));
}

// `..data/x.yaml` (a ConfigMap volume's layout) is inside; only `..` itself as the first segment leaves.
function leavesFolder(rel: string): boolean {
  return rel === '..' || rel.startsWith('..' + path.sep);
}

export function displayPath(abs: string, cwd: string): string {
  return displayOf(path.relative(cwd, abs), abs);
}

/** The display path of a file given its path relative to the working directory. */
function displayOf(rel: string, abs: string): string {
  if (!rel || leavesFolder(rel) || path.isAbsolute(rel)) return abs;
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}

export function describeFsError(e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    default:
      return e.message;
  }
}
