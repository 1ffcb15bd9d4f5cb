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
  checkDesiredPaths: () => checkDesiredPaths,
  desiredFindings: () => desiredFindings
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_6224JY4B = require("./chunk-6224JY4B.cjs");
var import_chunk_XQ73ZOLE = require("./chunk-XQ73ZOLE.cjs");
var import_chunk_55LNNOMS = require("./chunk-55LNNOMS.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_path = __toESM(require("node:path"));
function servedByEntry(audit) {
  const out = /* @__PURE__ */ new Map();
  for (const h of audit.holders) {
    const webhook = h.ref.kind.endsWith("WebhookConfiguration");
    for (const e of h.entries) {
      const served = e.backends.flatMap(
        (b) => b.connections.flatMap(
          (c) => c.der?.length ? [{ backend: b.label, chainPem: c.der.map(import_chunk_6224JY4B.toPem).join("") }] : []
        )
      );
      out.set((0, import_chunk_TIR72V7I.entryKey)(h.ref.kind, h.ref.namespace, h.ref.name, webhook ? e.name : ""), served);
    }
  }
  return out;
}
function checkDesiredPaths(paths, cwd) {
  for (const p of paths) {
    if (p === "-") throw new import_chunk_TIR72V7I.InputError("--desired -: the desired state must be a file or folder, not stdin");
    if (!(0, import_chunk_TIR72V7I.statIfAny)(import_node_path.default.resolve(cwd, p))) throw new import_chunk_TIR72V7I.InputError(`--desired ${p}: no such file or folder`);
  }
}
async function desiredFindings(paths, live, ctx) {
  const { errors, helm: _helm, ...inputs } = await (0, import_chunk_TIR72V7I.gatherInputs)([...paths], { ...ctx, opts: {} });
  if (live.audit) {
    const served = servedByEntry(live.audit);
    for (const model of live.models.values()) (0, import_chunk_TIR72V7I.recordServed)(model, served);
  }
  const result = await (0, import_chunk_TIR72V7I.runCheck)({
    ...inputs,
    config: ctx.config,
    cwd: ctx.io.cwd,
    namespace: ctx.namespace,
    before: live.models,
    // A desired file kubectl would refuse is still reported (yaml-syntax), as check reports it.
    onlyRules: (id) => id.startsWith("rotation-") || id === "yaml-syntax"
  });
  const first = [...errors, ...result.errors][0];
  if (first !== void 0) throw new import_chunk_TIR72V7I.InputError(`--desired: ${first}`);
  if (!result.stats.resources) throw new import_chunk_TIR72V7I.InputError(`--desired ${paths.join(" ")}: holds no Kubernetes objects`);
  return result.findings;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  checkDesiredPaths,
  desiredFindings
});
