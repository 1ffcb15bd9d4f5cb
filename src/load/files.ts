import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../cli/io.js';

export interface InputText {
  /** The path as findings show it: relative to the working directory when inside it, `<stdin>` for `-`. */
  file: string;
  text: string;
}

export interface ReadOptions {
  cwd: string;
  readStdin: () => Promise<string>;
  /** Largest file read, in bytes; bigger ones are a usage error. */
  maxFileBytes: number;
  /** Glob-ish ignore test on the display path. */
  ignored?: (file: string) => boolean;
}

const MANIFEST_EXT = new Set(['.yaml', '.yml', '.json']);

/**
 * Reads every manifest under the given paths. Directories are walked recursively (manifest
 * extensions only); a named file is read whatever its extension. Symlinks are followed only when
 * they stay inside the root that was named, so a checked-out PR cannot make the gate read /etc.
 */
export async function readInputs(paths: readonly string[], options: ReadOptions): Promise<{ inputs: InputText[]; errors: string[] }> {
  const out: InputText[] = [];
  const errors: string[] = [];
  const add = async (file: string, display: string) => {
    if (options.ignored?.(display)) return;
    try {
      out.push(await readOne(file, display, options.maxFileBytes));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      errors.push(e.message);
    }
  };
  let stdinUsed = false;
  for (const p of paths) {
    if (p === '-') {
      if (stdinUsed) continue;
      stdinUsed = true;
      out.push({ file: '<stdin>', text: await options.readStdin() });
      continue;
    }
    const abs = path.resolve(options.cwd, p);
    const info = await stat(abs).catch((e: NodeJS.ErrnoException) => e);
    if (info instanceof Error) {
      errors.push(`${p}: ${describeFsError(info)}`);
    } else if (info.isDirectory()) {
      try {
        for (const file of await walk(abs, await realpath(abs), new Set())) await add(file, displayPath(file, options.cwd));
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        errors.push(e.message);
      }
    } else {
      await add(abs, displayPath(abs, options.cwd));
    }
  }
  return { inputs: out, errors };
}

async function walk(dir: string, root: string, seen: Set<string>): Promise<string[]> {
  const real = await realpath(dir);
  if (seen.has(real) || !isInside(real, root)) return [];
  seen.add(real);
  const entries = await readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
    throw new InputError(`${dir}: ${describeFsError(e)}`);
  });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === '.git') continue;
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const target = await realpath(full).catch(() => null);
      if (!target || !isInside(target, root)) continue;
      const info = await stat(full);
      if (info.isDirectory()) files.push(...(await walk(full, root, seen)));
      else if (info.isFile() && MANIFEST_EXT.has(path.extname(entry.name).toLowerCase())) files.push(full);
    } else if (entry.isDirectory()) {
      files.push(...(await walk(full, root, seen)));
    } else if (entry.isFile() && MANIFEST_EXT.has(path.extname(entry.name).toLowerCase())) {
      files.push(full);
    }
  }
  return files;
}

async function readOne(file: string, display: string, maxBytes: number): Promise<InputText> {
  const info = await stat(file).catch((e: NodeJS.ErrnoException) => {
    throw new InputError(`${display}: ${describeFsError(e)}`);
  });
  if (info.size > maxBytes) {
    throw new InputError(`${display}: file is ${info.size} bytes, over the ${maxBytes}-byte limit (raise it with --max-file-size)`);
  }
  const buf = await readFile(file).catch((e: NodeJS.ErrnoException) => {
    throw new InputError(`${display}: ${describeFsError(e)}`);
  });
  if (buf.includes(0)) throw new InputError(`${display}: binary file (contains NUL bytes), not a manifest`);
  return { file: display, text: buf.toString('utf8') };
}

function isInside(p: string, root: string): boolean {
  const rel = path.relative(root, p);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

export function displayPath(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : abs;
}

export function describeFsError(e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case 'ENOENT': return 'no such file or directory';
    case 'EACCES': case 'EPERM': return 'permission denied';
    case 'EISDIR': return 'is a directory';
    case 'ELOOP': return 'too many levels of symbolic links';
    default: return e.message;
  }
}
