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
  MergedValues: () => MergedValues,
  readValuesFile: () => readValuesFile,
  setLayer: () => setLayer,
  valuesLayer: () => valuesLayer
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_W4SH4DMF = require("./chunk-W4SH4DMF.cjs");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var MergedValues = class {
  constructor(chart, files, sets = []) {
    this.chart = chart;
    const ordered = [...sets.filter((f) => !f.asString), ...sets.filter((f) => f.asString)];
    this.user = [...files, ...ordered.map(setLayer)];
    let merged = {};
    for (const layer of files) merged = (0, import_chunk_W4SH4DMF.mergeValues)(merged, layer.values);
    merged = (0, import_chunk_W4SH4DMF.copyValues)(merged);
    for (const s of ordered) applySet(s, merged);
    this.values = chart ? (0, import_chunk_W4SH4DMF.coalesceValues)(merged, chart.values) : merged;
  }
  chart;
  values;
  user;
  get(key) {
    let cur = this.values;
    for (const k of key) {
      if (typeof k === "number" ? !Array.isArray(cur) : !(0, import_chunk_W4SH4DMF.isMap)(cur)) return void 0;
      cur = cur[k];
    }
    return cur ?? void 0;
  }
  /** The values of each layer the user gave (files and flags, not the chart's values.yaml), in order. */
  given() {
    return this.user.map((l) => l.values);
  }
  /** The last layer that set `key`; the chart's values.yaml when no user layer did. */
  origin(key) {
    if (this.get(key) === void 0) return void 0;
    for (let i = this.user.length - 1; i >= 0; i--) {
      const layer = this.user[i];
      const found = probe(layer.values, key, layer.kind === "set");
      if (found === "hit") return positionIn(layer, key);
      if (found === "blocked") break;
    }
    if (this.chart && probe(this.chart.values, key, false) === "hit") return positionIn(this.chart, key);
    return void 0;
  }
};
function probe(values, key, isSet) {
  let cur = values;
  for (const k of key) {
    if ((0, import_chunk_W4SH4DMF.isMap)(cur) && typeof k === "string") {
      if (!(k in cur)) return "miss";
      cur = cur[k];
    } else if (Array.isArray(cur) && typeof k === "number") {
      if (k >= cur.length || cur[k] === null) return isSet ? "miss" : "blocked";
      cur = cur[k];
    } else {
      return "blocked";
    }
  }
  return cur === null ? "blocked" : "hit";
}
function positionIn(layer, key) {
  if (layer.place)
    return { ...layer.place(key), ...layer.kind === "set" ? { note: `value from ${layer.file}` } : {} };
  if (layer.kind === "set") return { file: "--set", line: 1, column: 1, note: `value from ${layer.file}` };
  const pos = layer.doc ? (0, import_chunk_W4SH4DMF.locate)(layer.doc, key) : { line: 1, column: 1 };
  return { file: layer.file, ...pos, ...layer.kind === "chart" ? { note: "chart default" } : {} };
}
function applySet(flag, dest) {
  try {
    (0, import_chunk_W4SH4DMF.parseSet)(flag.text, dest, flag.asString);
  } catch (e) {
    if (e instanceof import_chunk_W4SH4DMF.SetSyntaxError) throw new import_chunk_W4SH4DMF.InputError(`${flagName(flag)} ${flag.text}: ${e.message}`);
    throw e;
  }
}
function flagName(flag) {
  return flag.asString ? "--set-string" : "--set";
}
function setLayer(flag) {
  const values = {};
  applySet(flag, values);
  const w = flag.written;
  if (w) return { kind: "set", values, file: `${w.name} ${flag.text}`, place: () => w.place() };
  return { kind: "set", values, file: `${flagName(flag)} ${flag.text}` };
}
async function readValuesFile(file, cwd, kind) {
  const abs = import_node_path.default.resolve(cwd, file);
  const shown = (0, import_chunk_W4SH4DMF.displayPath)(abs, cwd);
  const text = await (0, import_promises.readFile)(abs, "utf8").catch((e) => {
    throw new import_chunk_W4SH4DMF.InputError(`${shown}: ${(0, import_chunk_W4SH4DMF.describeFsError)(e)}`);
  });
  return valuesLayer(shown, text, kind);
}
function valuesLayer(file, text, kind) {
  let data;
  try {
    data = (0, import_chunk_W4SH4DMF.loadOneDocument)(text);
  } catch (e) {
    const err = e;
    throw new import_chunk_W4SH4DMF.InputError(
      `${file}:${(err.mark?.line ?? 0) + 1}: values file does not parse: ${err.reason ?? String(e)}`
    );
  }
  if (data !== null && data !== void 0 && !(0, import_chunk_W4SH4DMF.isMap)(data))
    throw new import_chunk_W4SH4DMF.InputError(`${file}: a values file must hold a map of keys`);
  const doc = { file, index: 0, text, startLine: 1, startOffset: 0 };
  return { kind, values: data ?? {}, file, doc };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MergedValues,
  readValuesFile,
  setLayer,
  valuesLayer
});
