var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  liveResources: () => liveResources
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
function liveLocation(kind, namespace, name, field = "") {
  const object = `cluster://${kind}/${namespace ? `${namespace}/` : ""}${name}`;
  return field ? `${object}#${field}` : object;
}
function liveResources(objects) {
  const out = [];
  for (const obj of objects) {
    const doc = { file: "", index: 0, text: "", startLine: 0, startOffset: 0 };
    for (const r of (0, import_chunk_TIR72V7I.resourcesOf)({ doc, value: obj }, "")) {
      doc.file = liveLocation(r.kind, r.namespace, r.name);
      out.push(located(r, doc.file));
    }
  }
  return out;
}
function located(r, object) {
  const field = (path) => (0, import_chunk_TIR72V7I.dottedPath)(r.base.length ? [...r.base, ...path] : path);
  return {
    ...r,
    // One cluster is one scope: no folder layout to infer scopes from.
    scope: import_chunk_TIR72V7I.DEFAULT_SCOPE,
    locate: (path) => ({ file: path.length ? `${object}#${field(path)}` : object, line: 0, column: 0 })
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  liveResources
});
