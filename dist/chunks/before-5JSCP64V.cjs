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
  deployedModels: () => deployedModels
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_promises = require("node:fs/promises");
var import_node_os = __toESM(require("node:os"));
var import_node_path = __toESM(require("node:path"));
async function deployedModels(req) {
  if (req.ref !== void 0) {
    if (req.before?.length) throw new import_chunk_TIR72V7I.InputError("--before and --before-ref: give one of them");
    return atRef(req, req.ref);
  }
  if (!req.before?.length) return void 0;
  for (const p of req.before) {
    if (p === "-") throw new import_chunk_TIR72V7I.InputError("--before -: the deployed state must be a file or folder, not stdin");
    if (!await (0, import_promises.stat)(import_node_path.default.resolve(req.cwd, p)).catch(() => void 0))
      throw new import_chunk_TIR72V7I.InputError(`--before ${p}: no such file or folder`);
  }
  const models = await modelsOf(req, [...req.before], req.cwd, `--before ${req.before.join(" ")}`);
  if (!models) throw new import_chunk_TIR72V7I.InputError(`--before ${req.before.join(" ")}: holds no Kubernetes objects`);
  return models;
}
async function modelsOf(req, paths, cwd, label, values) {
  const { errors, ...inputs } = await req.gather(paths, cwd, values);
  const result = await (0, import_chunk_TIR72V7I.runCheck)({
    ...inputs,
    config: req.config,
    cwd,
    at: req.at,
    namespace: req.namespace,
    modelsOnly: true
  });
  const first = [...errors, ...result.errors][0];
  if (first !== void 0) throw new import_chunk_TIR72V7I.InputError(`${label}: ${first}`);
  return result.stats.resources ? result.models : void 0;
}
async function atRef(req, ref) {
  const git = (args, cwd = req.cwd) => run("git", args, cwd);
  const top = (await git(["rev-parse", "--show-toplevel"]).catch(() => void 0))?.trim();
  if (!top) throw new import_chunk_TIR72V7I.InputError(`--before-ref ${ref}: ${req.cwd} is not inside a git repository`);
  const commit = (await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).catch(() => void 0))?.trim();
  if (!commit) throw new import_chunk_TIR72V7I.InputError(`--before-ref ${ref}: git cannot resolve it to a commit`);
  const inRepo = (p) => {
    const r = import_node_path.default.relative(top, import_node_path.default.resolve(req.cwd, p));
    return r.startsWith("..") || import_node_path.default.isAbsolute(r) ? void 0 : r;
  };
  const rels = req.paths.map(inRepo);
  if (rels.some((r) => r === void 0))
    throw new import_chunk_TIR72V7I.InputError(`--before-ref ${ref}: every PATH must be inside the repository ${top}`);
  const atCommit = async (r) => git(["cat-file", "-e", `${commit}:${r}`], top).then(
    () => true,
    () => false
  );
  const present = [];
  for (const r of [...rels, ...(req.values ?? []).map(inRepo)])
    if (r !== void 0 && !present.includes(r || ".") && await atCommit(r)) present.push(r || ".");
  const tmp = await (0, import_promises.mkdtemp)(import_node_path.default.join(import_node_os.default.tmpdir(), "webhook-cert-gate-before-"));
  try {
    const tree = import_node_path.default.join(tmp, "tree");
    if (present.length) {
      await git(["archive", "--format=tar", "-o", import_node_path.default.join(tmp, "before.tar"), commit, "--", ...present], top);
      await (0, import_promises.mkdir)(tree);
      await run("tar", ["-xf", import_node_path.default.join(tmp, "before.tar"), "-C", tree], tmp);
    }
    const cwd = import_node_path.default.join(tree, import_node_path.default.relative(top, req.cwd));
    await (0, import_promises.mkdir)(cwd, { recursive: true });
    const paths = rels.filter((r) => r !== void 0 && present.includes(r || ".")).map((r) => import_node_path.default.relative(import_node_path.default.relative(top, req.cwd), r ?? "") || ".");
    const values = req.values?.flatMap((v) => {
      const r = inRepo(v);
      if (r === void 0) return [import_node_path.default.resolve(req.cwd, v)];
      return present.includes(r) ? [import_node_path.default.join(tree, r)] : [];
    });
    const models = paths.length ? await modelsOf(req, paths, cwd, `--before-ref ${ref}`, values) : void 0;
    return models ?? /* @__PURE__ */ new Map();
  } finally {
    await (0, import_promises.rm)(tmp, { recursive: true, force: true });
  }
}
async function run(cmd, args, cwd) {
  const { execFile } = await Promise.resolve().then(() => require("node:child_process"));
  const { promisify } = await Promise.resolve().then(() => require("node:util"));
  const { stdout } = await promisify(execFile)(cmd, args, { cwd, maxBuffer: 64 << 20 });
  return stdout;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  deployedModels
});
