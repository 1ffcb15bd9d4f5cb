var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  changedSince: () => changedSince,
  concerning: () => concerning
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
async function changedSince(req) {
  const { name, ref } = req;
  const named = `${req.refLabel ?? ""}'${ref}'`;
  if (ref.startsWith("-")) throw new import_chunk_TIR72V7I.InputError(`${name}: ${named} is not a git ref`);
  const git = gitIn(req);
  const top = (await git(["rev-parse", "--show-toplevel"])).trim();
  if (!await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).catch(() => ""))
    throw new import_chunk_TIR72V7I.InputError(`${name}: ${named} is not in this checkout.${await refHint(git, req)}`);
  const names = /* @__PURE__ */ new Set();
  const add = (out) => {
    for (const n of out.split("\0")) if (n) names.add(n);
  };
  try {
    add(await git(["diff", "--name-only", "-z", `${ref}...HEAD`, "--"]));
  } catch (e) {
    throw new import_chunk_TIR72V7I.InputError(`${name}: cannot diff '${ref}...HEAD': ${firstLine(e)}.${await refHint(git, req)}`);
  }
  if (req.workingTree) {
    add(await git(["diff", "--name-only", "-z", "HEAD", "--"]));
    add(await git(["ls-files", "--others", "--exclude-standard", "-z"]));
  }
  const logicalTop = import_node_path.default.resolve(req.cwd, import_node_path.default.relative(import_node_fs.realpathSync.native(req.cwd), top));
  return [...names].map((n) => import_node_path.default.join(logicalTop, n));
}
function gitIn(req) {
  return async (args) => {
    const { execFile } = await Promise.resolve().then(() => require("node:child_process"));
    return new Promise((resolve, reject) => {
      execFile("git", args, { cwd: req.cwd, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
        if (!err) resolve(stdout);
        else if (err.code === "ENOENT")
          reject(new import_chunk_TIR72V7I.InputError(`${req.name} needs git, and git was not found`));
        else if (/not a git repository/.test(stderr))
          reject(new import_chunk_TIR72V7I.InputError(`${req.name}: ${req.cwd} is not a git checkout${req.notRepository ?? ""}`));
        else reject(Object.assign(new Error(err.message), { stderr }));
      });
    });
  };
}
async function refHint(git, req) {
  const shallow = (await git(["rev-parse", "--is-shallow-repository"]).catch(() => "")).trim() === "true";
  if (shallow) return ` ${req.shallow}`;
  const branch = /^origin\/(.+)$/.exec(req.ref)?.[1];
  return branch ? ` Fetch it first: git fetch --no-tags origin ${branch}.` : " Check the ref name, or fetch it first.";
}
function firstLine(e) {
  const err = e;
  return (err.stderr || err.message || String(e)).trim().split("\n")[0];
}
function concerning(findings, req) {
  const abs = (file) => import_node_path.default.resolve(req.cwd, file);
  const changed = (file) => req.changed.has(abs(file));
  const only = req.models.size === 1 ? req.models.keys().next().value : void 0;
  const sources = (o, scope) => {
    const r = o && scope !== void 0 ? req.models.get(scope)?.get(o.kind, o.namespace ?? "", o.name) : void 0;
    if (!r) return [];
    return r.sources?.() ?? [abs(r.doc.file)];
  };
  const out = [];
  let hidden = 0;
  for (const f of findings) {
    if (changed(f.file)) {
      out.push(f);
      continue;
    }
    const scope = f.scope ?? only;
    const moved = relocated(f, changed, (o) => sources(o, scope).find((s) => req.changed.has(s)), req.cwd);
    if (moved) {
      out.push(moved);
      continue;
    }
    const render = req.renders.find((r) => r.scope === scope);
    const named = !req.onlyChanged && (!render || !render.fedBy.length);
    const decided = render && [...req.changed].some((c) => render.reads(c) && render.decides(c));
    if (named || decided || sources(f.object, scope).some((s) => req.changed.has(s))) out.push(f);
    else hidden++;
  }
  return { findings: out, hidden };
}
function relocated(f, changed, changedSource, cwd) {
  for (const r of f.related ?? []) {
    const generated = changed(r.file) ? void 0 : changedSource(r.object);
    if (!changed(r.file) && !generated) continue;
    const at = generated ? { file: (0, import_chunk_TIR72V7I.displayPath)(generated, cwd), line: 1, column: 1 } : r;
    const own = {
      file: f.file,
      line: f.line,
      column: f.column,
      message: `reported on ${[f.field, f.object && `${f.object.kind} ${f.object.name}`].filter(Boolean).join(" of ")}`,
      ...f.object ? { object: f.object } : {},
      ...f.rendered ? { rendered: f.rendered } : {}
    };
    const { rendered: _rendered, ...rest } = f;
    return {
      ...rest,
      file: at.file,
      line: at.line,
      column: at.column,
      ...at.rendered ? { rendered: at.rendered } : {},
      related: [own, ...(f.related ?? []).filter((x) => x !== r)]
    };
  }
  return void 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  changedSince,
  concerning
});
