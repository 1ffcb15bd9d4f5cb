import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  InputError
} from "./chunk-4BSXTURP.mjs";

// src/load/files.ts
import { readFileSync, statSync } from "node:fs";
import { open, readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";

// src/core/printable.ts
function printable(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, escapeChar);
}
function printablePath(file) {
  const shown = printable(file);
  return shown.startsWith("::") ? `./${shown}` : shown;
}
function escapeChar(c) {
  const code = c.charCodeAt(0);
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  return code > 255 ? `\\u${code.toString(16).padStart(4, "0")}` : `\\x${code.toString(16).padStart(2, "0")}`;
}

// src/load/files.ts
var DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;
var MANIFEST_EXT = /* @__PURE__ */ new Set([".yaml", ".yml", ".json"]);
async function readInputs(paths, options) {
  const out = [];
  const errors = [];
  const add = async (file, display) => {
    if (options.ignored?.(display)) return;
    try {
      out.push(await readOne(file, display, options.maxFileBytes));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      errors.push(printable(e.message));
    }
  };
  let stdinUsed = false;
  for (const p of paths) {
    if (p === "-") {
      if (stdinUsed) continue;
      stdinUsed = true;
      const text = await options.readStdin(options.maxFileBytes);
      if (Buffer.byteLength(text) > options.maxFileBytes) errors.push(overLimit("<stdin>", options.maxFileBytes));
      else out.push({ file: "<stdin>", text });
      continue;
    }
    const abs = path.resolve(options.cwd, p);
    const info = await stat(abs).catch((e) => e);
    if (info instanceof Error) {
      errors.push(printable(`${p}: ${describeFsError(info)}`));
    } else if (info.isDirectory()) {
      try {
        for (const file of await walk(abs, await realpath(abs), /* @__PURE__ */ new Set())) await add(file, displayPath(file, options.cwd));
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        errors.push(printable(e.message));
      }
    } else {
      await add(abs, displayPath(abs, options.cwd));
    }
  }
  return { inputs: out, errors };
}
async function walk(dir, root, seen) {
  const real = await realpath(dir);
  if (seen.has(real) || !isInside(real, root)) return [];
  seen.add(real);
  const entries = await readdir(dir, { withFileTypes: true }).catch((e) => {
    throw new InputError(`${dir}: ${describeFsError(e)}`);
  });
  entries.sort((a, b) => Number(a.isSymbolicLink()) - Number(b.isSymbolicLink()) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files = [];
  const addFile = (full, realFile) => {
    if (seen.has(realFile)) return;
    seen.add(realFile);
    files.push(full);
  };
  for (const entry of entries) {
    if (entry.name === "node_modules" || entry.name === ".git") continue;
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const target = await realpath(full).catch(() => null);
      if (!target || !isInside(target, root)) continue;
      const info = await stat(full);
      if (info.isDirectory()) files.push(...await walk(full, root, seen));
      else if (info.isFile() && MANIFEST_EXT.has(path.extname(entry.name).toLowerCase())) addFile(full, target);
    } else if (entry.isDirectory()) {
      files.push(...await walk(full, root, seen));
    } else if (entry.isFile() && MANIFEST_EXT.has(path.extname(entry.name).toLowerCase())) {
      addFile(full, path.join(real, entry.name));
    }
  }
  return files;
}
async function readOne(file, display, maxBytes) {
  const fail = (e) => {
    throw e instanceof InputError ? e : new InputError(`${display}: ${describeFsError(e)}`);
  };
  let buf;
  try {
    const info = statSync(file);
    if (info.size > maxBytes) throw new InputError(overLimit(display, maxBytes, info.size));
    buf = info.isFile() ? readFileSync(file) : await readBounded(file, display, maxBytes);
  } catch (e) {
    return fail(e);
  }
  if (buf.length > maxBytes) throw new InputError(overLimit(display, maxBytes, buf.length));
  if (buf.includes(0)) throw new InputError(`${display}: binary file (contains NUL bytes); expected text: YAML, JSON or PEM`);
  return { file: display, text: buf.toString("utf8") };
}
async function readBounded(file, display, maxBytes) {
  const handle = await open(file, "r");
  try {
    const chunks = [];
    let total = 0;
    for (; ; ) {
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
function overLimit(display, maxBytes, size) {
  const what = size === void 0 ? "input is" : `file is ${size} bytes,`;
  return `${display}: ${what} over the ${maxBytes}-byte limit (raise it with --max-file-size)`;
}
function isInside(p, root) {
  const rel = path.relative(root, p);
  return rel === "" || !rel.startsWith("..") && !path.isAbsolute(rel);
}
function displayPath(abs, cwd) {
  const rel = path.relative(cwd, abs);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel.split(path.sep).join("/") : abs;
}
function describeFsError(e) {
  switch (e.code) {
    case "ENOENT":
      return "no such file or directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "is a directory";
    case "ELOOP":
      return "too many levels of symbolic links";
    default:
      return e.message;
  }
}

export {
  printable,
  printablePath,
  DEFAULT_MAX_FILE_BYTES,
  readInputs,
  readOne,
  displayPath,
  describeFsError
};
