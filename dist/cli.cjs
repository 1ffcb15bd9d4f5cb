#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/cli/bin.ts
var import_node_path2 = __toESM(require("node:path"), 1);

// src/cli/chunk-loader.ts
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var import_node_os = require("node:os");
var import_node_path = __toESM(require("node:path"), 1);
var import_node_vm = __toESM(require("node:vm"), 1);

// src/cli/content-hash.ts
var P1 = 0x9e3779b185ebca87n;
var P2 = 0xc2b2ae3d27d4eb4fn;
var P3 = 0x165667b19e3779f9n;
var C1 = 0xff51afd7ed558ccdn;
var C2 = 0xc4ceb9fe1a85ec53n;
var MASK = (1n << 64n) - 1n;
function sleb(value) {
  let v = BigInt.asIntN(64, value);
  const out = [];
  for (; ; ) {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    const done = v === 0n && (byte & 64) === 0 || v === -1n && (byte & 64) !== 0;
    out.push(done ? byte : byte | 128);
    if (done) return out;
  }
}
var get = (i) => [32, i];
var set = (i) => [33, i];
var i64 = (v) => [66, ...sleb(v)];
var [ADD, MUL, XOR, ROTL, SHR_U, EXTEND_U] = [124, 126, 133, 137, 136, 173];
var fmix = (c) => [...get(3), ...get(3), ...i64(33n), SHR_U, XOR, ...i64(c), MUL, ...set(3)];
var body = [
  2,
  1,
  127,
  3,
  126,
  // locals: 1 × i32, 3 × i64
  ...get(1),
  ...i64(P1),
  ADD,
  ...set(3),
  ...get(1),
  ...i64(P2),
  XOR,
  ...set(4),
  2,
  64,
  3,
  64,
  // block, loop
  ...get(2),
  ...get(0),
  79,
  13,
  1,
  // i >= len: leave the block
  ...get(2),
  41,
  3,
  0,
  ...set(5),
  // w = i64.load(i)
  ...get(3),
  ...get(5),
  ...i64(P2),
  MUL,
  ADD,
  ...i64(31n),
  ROTL,
  ...i64(P1),
  MUL,
  ...set(3),
  ...get(4),
  ...get(5),
  XOR,
  ...i64(29n),
  ROTL,
  ...i64(P3),
  MUL,
  ...set(4),
  ...get(2),
  65,
  8,
  106,
  ...set(2),
  // i += 8
  12,
  0,
  11,
  11,
  // br loop; end loop; end block
  ...get(3),
  ...get(4),
  ...i64(32n),
  ROTL,
  XOR,
  ...get(0),
  EXTEND_U,
  XOR,
  ...set(3),
  ...fmix(C1),
  ...fmix(C2),
  ...get(3),
  ...get(3),
  ...i64(33n),
  SHR_U,
  XOR,
  11
];
var section = (id, bytes) => [id, ...uleb(bytes.length), ...bytes];
function uleb(n) {
  const out = [];
  do {
    out.push(n & 127 | (n >= 128 ? 128 : 0));
    n >>>= 7;
  } while (n);
  return out;
}
function wasmBytes() {
  return new Uint8Array([
    0,
    97,
    115,
    109,
    1,
    0,
    0,
    0,
    ...section(1, [1, 96, 2, 127, 126, 1, 126]),
    // type: (i32, i64) -> i64
    ...section(3, [1, 0]),
    ...section(5, [1, 0, 1]),
    // one memory, at least one page
    ...section(7, [2, 1, 104, 0, 0, 1, 109, 2, 0]),
    // export "h" (func 0), "m" (memory 0)
    ...section(10, [1, ...uleb(body.length), ...body])
  ]);
}
var instance;
function contentHash(bytes, key) {
  instance ??= new WebAssembly.Instance(new WebAssembly.Module(wasmBytes())).exports;
  const { h, m } = instance;
  const padded = bytes.length + 7 & ~7;
  const pages = Math.ceil(padded / 65536) - m.buffer.byteLength / 65536;
  if (pages > 0) m.grow(pages);
  const view = new Uint8Array(m.buffer, 0, padded);
  view.set(bytes);
  view.fill(0, bytes.length);
  const out = Buffer.alloc(8);
  out.writeBigUInt64LE(BigInt.asUintN(64, h(padded, BigInt.asIntN(64, key ^ BigInt(bytes.length)))));
  return out;
}
function keyOf(text) {
  return contentHash(Buffer.from(text, "utf8"), 0n).readBigUInt64LE();
}

// src/cli/chunk-loader.ts
function loadCli(file, command, env) {
  const dir = codeCacheDir(env);
  const uid = process.getuid?.();
  const usable = import_node_vm.default.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  const folder = dir === void 0 || uid === void 0 ? void 0 : cacheFolder(dir, uid);
  if (!folder || folder.state === "untrusted" || command === "serve" || !usable)
    return { exports: (0, import_node_module.createRequire)(file)(file), save: () => void 0 };
  const tag = /^[a-z]{1,20}$/.test(command ?? "") ? command : "other";
  const chunks = new CodeCachedChunks(folder, tag, uid);
  return {
    exports: chunks.load(file),
    save: () => {
      chunks.save();
    }
  };
}
function codeCacheDir(env, home = (0, import_node_os.homedir)()) {
  if (env.NODE_DISABLE_COMPILE_CACHE === "1") return void 0;
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg && import_node_path.default.isAbsolute(xdg) ? xdg : home && import_node_path.default.isAbsolute(home) ? import_node_path.default.join(home, ".cache") : "";
  return base ? import_node_path.default.join(base, "webhook-cert-gate", "code-cache") : void 0;
}
function cacheFolder(dir, uid, hops = 0) {
  const full = import_node_path.default.resolve(dir);
  const root = import_node_path.default.parse(full).root;
  const parts = full.slice(root.length).split(import_node_path.default.sep).filter(Boolean);
  let at = root;
  const rootStat = stat(root);
  if (typeof rootStat !== "object" || !safeAbove(rootStat, uid)) return { state: "untrusted", path: full };
  for (let i = 0; i < parts.length; i++) {
    const next = import_node_path.default.join(at, parts[i]);
    const s = stat(next);
    if (s === "missing") return { state: "missing", path: full };
    if (!s) return { state: "untrusted", path: full };
    if (s.isSymbolicLink()) {
      if (hops >= 8 || !(s.uid === 0 || s.uid === uid)) return { state: "untrusted", path: full };
      let target;
      try {
        target = (0, import_node_fs.readlinkSync)(next);
      } catch {
        return { state: "untrusted", path: full };
      }
      return cacheFolder(import_node_path.default.resolve(at, target, ...parts.slice(i + 1)), uid, hops + 1);
    }
    const last = i === parts.length - 1;
    if (!s.isDirectory() || !(last ? s.uid === uid && (s.mode & 18) === 0 : safeAbove(s, uid)))
      return { state: "untrusted", path: full };
    at = next;
  }
  return { state: "trusted", path: full };
}
function stat(file) {
  try {
    return (0, import_node_fs.lstatSync)(file);
  } catch (error) {
    return error.code === "ENOENT" ? "missing" : void 0;
  }
}
var safeAbove = (s, uid) => s.isDirectory() && (s.uid === 0 || s.uid === uid) && ((s.mode & 18) === 0 || (s.mode & 512) !== 0 && s.uid === 0);
var DAY = 864e5;
var STALE_AFTER = 30 * DAY;
var ENTRY = /^[0-9a-f]{16}-[a-z]{1,20}(\.\d+\.tmp)?$/;
var HEAD = 8;
var MAX_ENTRY = 64 << 20;
var CodeCachedChunks = class {
  /** `tag` names what the cache is made for (a command): it is part of each entry's key and name. */
  constructor(folder, tag, uid) {
    this.folder = folder;
    this.tag = tag;
    this.uid = uid;
  }
  folder;
  tag;
  uid;
  modules = /* @__PURE__ */ new Map();
  unsaved = [];
  load(file) {
    const known = this.modules.get(file);
    if (known) return known.exports;
    const bytes = (0, import_node_fs.readFileSync)(file);
    const key = contentHash(
      bytes,
      keyOf(`${process.version}\0${process.arch}\0${this.tag}\0${file}`)
    ).readBigUInt64LE();
    const source = bytes.toString("utf8");
    const name = `${key.toString(16).padStart(16, "0")}-${this.tag}`;
    const cachedData = this.folder.state === "trusted" ? readEntry(import_node_path.default.join(this.folder.path, name), key, this.uid) : void 0;
    const script = new import_node_vm.default.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
      filename: file,
      cachedData,
      importModuleDynamically: import_node_vm.default.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER
      // import() of client-node
    });
    if (!cachedData || script.cachedDataRejected === true) this.unsaved.push({ script, name, key });
    const module2 = { exports: {} };
    this.modules.set(file, module2);
    const dir = import_node_path.default.dirname(file);
    const native = (0, import_node_module.createRequire)(file);
    const require2 = (id) => id.startsWith("./") ? this.load(import_node_path.default.join(dir, id)) : native(id);
    script.runInThisContext()(module2.exports, require2, module2, file, dir);
    return module2.exports;
  }
  /**
   * Writes the entry of every chunk that had none (or a refused one), with what it compiled so far, into a
   * folder made 0700 and checked again once made; then removes the entries no run has used for STALE_AFTER.
   */
  save() {
    if (!this.unsaved.length) return;
    const dir = this.folder.path;
    try {
      if (this.folder.state === "missing") (0, import_node_fs.mkdirSync)(dir, { recursive: true, mode: 448 });
      const now = cacheFolder(dir, this.uid);
      if (now.state !== "trusted" || now.path !== dir) return;
    } catch {
      return;
    }
    for (const { script, name, key } of this.unsaved.splice(0)) {
      const temp = import_node_path.default.join(dir, `${name}.${process.pid}.tmp`);
      try {
        const data = script.createCachedData();
        (0, import_node_fs.writeFileSync)(temp, Buffer.concat([contentHash(data, key), data]), { mode: 384, flag: "wx" });
        (0, import_node_fs.renameSync)(temp, import_node_path.default.join(dir, name));
      } catch {
        try {
          (0, import_node_fs.rmSync)(temp, { force: true });
        } catch {
        }
      }
    }
    prune(dir, Date.now());
  }
};
function readEntry(file, key, uid) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(file, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NOFOLLOW);
    const s = (0, import_node_fs.fstatSync)(fd);
    if (!s.isFile() || s.uid !== uid || (s.mode & 18) !== 0 || s.size <= HEAD || s.size > MAX_ENTRY) return;
    const entry = Buffer.allocUnsafe(s.size);
    let got = 0;
    for (let n = 1; n > 0 && got < s.size; got += n) n = (0, import_node_fs.readSync)(fd, entry, got, s.size - got, null);
    if (got !== s.size) return;
    const data = entry.subarray(HEAD);
    if (!contentHash(data, key).equals(entry.subarray(0, HEAD))) return;
    if (Date.now() - s.mtimeMs > DAY) (0, import_node_fs.futimesSync)(fd, /* @__PURE__ */ new Date(), /* @__PURE__ */ new Date());
    return data;
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) (0, import_node_fs.closeSync)(fd);
  }
}
function prune(dir, now) {
  try {
    for (const name of (0, import_node_fs.readdirSync)(dir)) {
      if (!ENTRY.test(name)) continue;
      const s = (0, import_node_fs.lstatSync)(import_node_path.default.join(dir, name));
      const age = name.endsWith(".tmp") ? DAY : STALE_AFTER;
      if (now - s.mtimeMs > age) (0, import_node_fs.rmSync)(import_node_path.default.join(dir, name), { force: true });
    }
  } catch {
  }
}

// src/cli/bin.ts
var cli = loadCli(import_node_path2.default.join(__dirname, "chunks", "main.cjs"), process.argv[2], process.env);
var { main } = cli.exports;
void run();
async function run() {
  const io = {
    out: (s) => void process.stdout.write(s),
    err: (s) => void process.stderr.write(s),
    readStdin: async (maxBytes) => {
      const chunks = [];
      let total = 0;
      for await (const c of process.stdin) {
        chunks.push(c);
        total += c.length;
        if (maxBytes !== void 0 && total > maxBytes) break;
      }
      return Buffer.concat(chunks).toString("utf8");
    },
    cwd: process.cwd(),
    env: process.env,
    isTTY: process.stdout.isTTY ?? false
    // undefined when stdout is not a terminal
  };
  const code = await main(process.argv.slice(2), io);
  process.exitCode = code;
  cli.save();
  await Promise.all(
    [process.stdout, process.stderr].filter((s) => s.writableLength && !s.destroyed).map(
      (s) => new Promise((done) => {
        s.once("error", () => {
          done();
        });
        s.write("", () => {
          done();
        });
      })
    )
  );
  process.exit(code);
}
