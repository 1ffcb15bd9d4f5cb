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
var import_node_zlib = __toESM(require("node:zlib"), 1);
function loadCli(file, command, env) {
  const dir = codeCacheDir(env);
  const usable = import_node_vm.default.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  const state = dir === void 0 ? "untrusted" : folderState(dir);
  if (!dir || command === "serve" || !usable || !("crc32" in import_node_zlib.default) || state === "untrusted")
    return { exports: (0, import_node_module.createRequire)(file)(file), save: () => void 0 };
  const tag = /^[a-z]{1,20}$/.test(command ?? "") ? command : "other";
  const chunks = new CodeCachedChunks(dir, tag, state === "trusted");
  return {
    exports: chunks.load(file),
    save: () => {
      chunks.save();
    }
  };
}
function codeCacheDir(env, tmp = (0, import_node_os.tmpdir)()) {
  if (env.NODE_DISABLE_COMPILE_CACHE === "1") return void 0;
  const base = env.NODE_COMPILE_CACHE || import_node_path.default.join(tmp, "node-compile-cache");
  return import_node_path.default.join(base, `webhook-cert-gate-${process.version}-${process.arch}`);
}
var crc = (data) => import_node_zlib.default.crc32(data);
var CodeCachedChunks = class {
  /** `tag` names what the cache is made for (a command): it is part of each cache file's name. */
  constructor(dir, tag, read = true) {
    this.dir = dir;
    this.tag = tag;
    this.read = read;
  }
  dir;
  tag;
  read;
  modules = /* @__PURE__ */ new Map();
  unsaved = [];
  load(file) {
    const known = this.modules.get(file);
    if (known) return known.exports;
    const source = (0, import_node_fs.readFileSync)(file, "utf8");
    const cacheFile = import_node_path.default.join(this.dir, `${crc(source).toString(16)}-${source.length.toString(16)}-${this.tag}`);
    const cachedData = this.read ? readCache(cacheFile) : void 0;
    const script = new import_node_vm.default.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
      filename: file,
      cachedData,
      importModuleDynamically: import_node_vm.default.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER
      // import() of client-node
    });
    if (!cachedData || script.cachedDataRejected === true) this.unsaved.push({ script, cacheFile });
    const module2 = { exports: {} };
    this.modules.set(file, module2);
    const dir = import_node_path.default.dirname(file);
    const native = (0, import_node_module.createRequire)(file);
    const require2 = (id) => id.startsWith("./") ? this.load(import_node_path.default.join(dir, id)) : native(id);
    script.runInThisContext()(module2.exports, require2, module2, file, dir);
    return module2.exports;
  }
  /** Writes the code cache of every chunk that had none (or a refused one), with what it compiled so far. */
  save() {
    for (const { script, cacheFile } of this.unsaved.splice(0)) {
      const temp = `${cacheFile}.${process.pid}.tmp`;
      try {
        (0, import_node_fs.mkdirSync)(this.dir, { recursive: true, mode: 448 });
        const data = script.createCachedData();
        const sum = Buffer.alloc(4);
        sum.writeUInt32BE(crc(data));
        (0, import_node_fs.writeFileSync)(temp, Buffer.concat([sum, data]), { mode: 384 });
        (0, import_node_fs.renameSync)(temp, cacheFile);
      } catch {
        try {
          (0, import_node_fs.rmSync)(temp, { force: true });
        } catch {
        }
      }
    }
  }
};
function folderState(dir) {
  try {
    const s = (0, import_node_fs.statSync)(dir);
    const mine = (process.getuid === void 0 || s.uid === process.getuid()) && (s.mode & 18) === 0;
    return mine ? "trusted" : "untrusted";
  } catch (error) {
    return error.code === "ENOENT" ? "missing" : "untrusted";
  }
}
function readCache(file) {
  try {
    const text = (0, import_node_fs.readFileSync)(file);
    const data = text.subarray(4);
    return text.length > 4 && text.readUInt32BE(0) === crc(data) ? data : void 0;
  } catch {
    return void 0;
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
  cli.save();
  await Promise.all(
    [process.stdout, process.stderr].filter((s) => s.writableLength).map((s) => new Promise((done) => s.once("drain", done).once("error", done)))
  );
  process.exit(code);
}
