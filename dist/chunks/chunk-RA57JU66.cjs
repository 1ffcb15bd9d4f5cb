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
  valueText: () => valueText,
  valuesLayer: () => valuesLayer
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_promises = require("node:fs/promises");
var import_node_path = __toESM(require("node:path"));
var SetSyntaxError = class extends Error {
  name = "SetSyntaxError";
};
var MAX_INDEX = 65536;
var MAX_NESTING = 30;
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
function parseSet(text, dest, asString = false) {
  const parser = new Parser(text, asString);
  while (parser.key(dest, 0) !== "eof") ;
}
function typedValue(v, asString = false) {
  if (asString) return v;
  const lower = v.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  if (lower === "null") return null;
  if (v === "0") return 0;
  if (v !== "" && v[0] !== "0" && /^[+-]?\d+$/.test(v)) {
    const n = BigInt(v);
    if (n >= INT64_MIN && n <= INT64_MAX) return Number(n);
  }
  return v;
}
var NOT_LIST = /* @__PURE__ */ Symbol("not a list");
var Parser = class {
  constructor(text, asString) {
    this.asString = asString;
    this.runes = [...text];
  }
  asString;
  runes;
  pos = 0;
  key(data, level) {
    const { text: k, last } = this.until("=[,.");
    if (last === void 0) {
      if (k === "") return "eof";
      throw new SetSyntaxError(`key "${k}" has no value`);
    }
    if (last === "[") {
      const index = this.index();
      const existing2 = data[k];
      if (existing2 !== void 0 && !Array.isArray(existing2))
        throw new SetSyntaxError(`unable to parse key: ${k} is not a list`);
      const { list, step: step2 } = this.listItem(existing2 ? existing2 : [], index, level);
      set(data, k, list);
      return step2;
    }
    if (last === "=") {
      const list = this.valueList();
      if (list === "eof") {
        set(data, k, "");
        return "eof";
      }
      set(data, k, list === NOT_LIST ? typedValue(this.until(",").text, this.asString) : list);
      return "ok";
    }
    if (last === ",") throw new SetSyntaxError(`key "${k}" has no value (cannot end with ,)`);
    if (++level > MAX_NESTING)
      throw new SetSyntaxError(
        `value name nested level is greater than maximum supported nested level of ${MAX_NESTING}`
      );
    const existing = data[k];
    if (existing !== void 0 && !(0, import_chunk_TIR72V7I.isObj)(existing)) throw new SetSyntaxError(`unable to parse key: ${k} is not a map`);
    const inner = existing ?? {};
    const step = this.key(inner, level);
    if (step === "ok" && Object.keys(inner).length === 0) throw new SetSyntaxError(`key map "${k}" has no value`);
    if (Object.keys(inner).length) set(data, k, inner);
    return step;
  }
  listItem(list, i, level) {
    if (i < 0) throw new SetSyntaxError(`negative ${i} index not allowed`);
    const { text: k, last } = this.until("[.=");
    if (k !== "") throw new SetSyntaxError(`unexpected data at end of array index: "${k}"`);
    if (last === void 0) return { list, step: "eof" };
    if (last === "=") {
      const values = this.valueList();
      if (values === "eof") return { list: setIndex(list, i, ""), step: "ok" };
      const v = values === NOT_LIST ? typedValue(this.until(",").text, this.asString) : values;
      return { list: setIndex(list, i, v), step: "ok" };
    }
    if (last === "[") {
      const next = this.index();
      const existing = list.length > i ? list[i] : void 0;
      if (existing !== void 0 && existing !== null && !Array.isArray(existing))
        throw new SetSyntaxError(`unable to parse key: index ${i} is not a list`);
      const inner2 = this.listItem(Array.isArray(existing) ? existing : [], next, level);
      return { list: setIndex(list, i, inner2.list), step: inner2.step };
    }
    let inner = {};
    if (list.length > i) {
      if (!(0, import_chunk_TIR72V7I.isObj)(list[i])) list[i] = {};
      inner = list[i];
    }
    const step = this.key(inner, level);
    if (step === "eof") return { list, step };
    return { list: setIndex(list, i, inner), step };
  }
  index() {
    const { text, last } = this.until("]");
    if (last === void 0) throw new SetSyntaxError("error parsing index: unexpected end of input");
    if (!/^[+-]?\d+$/.test(text)) throw new SetSyntaxError(`error parsing index: "${text}" is not a number`);
    return Number(text);
  }
  /** `{a,b}` after `=`; NOT_LIST when the value is a scalar, 'eof' when nothing follows `=`. */
  valueList() {
    const first = this.runes[this.pos];
    if (first === void 0) return "eof";
    if (first !== "{") return NOT_LIST;
    this.pos++;
    const list = [];
    for (; ; ) {
      const { text, last } = this.until(",}");
      if (last === void 0) throw new SetSyntaxError("list must terminate with '}'");
      list.push(typedValue(text, this.asString));
      if (last === "}") {
        if (this.runes[this.pos] === ",") this.pos++;
        return list;
      }
    }
  }
  /** Reads up to (and consumes) one of `stops`; a backslash takes the next character literally. */
  until(stops) {
    let text = "";
    while (this.pos < this.runes.length) {
      const r = this.runes[this.pos++];
      if (stops.includes(r)) return { text, last: r };
      if (r === "\\") {
        if (this.pos >= this.runes.length) return { text };
        text += this.runes[this.pos++];
      } else {
        text += r;
      }
    }
    return { text };
  }
};
function set(data, key, value) {
  if (key !== "") data[key] = value;
}
function setIndex(list, i, value) {
  if (i < 0) throw new SetSyntaxError(`negative ${i} index not allowed`);
  if (i > MAX_INDEX) throw new SetSyntaxError(`index of ${i} is greater than maximum supported index of ${MAX_INDEX}`);
  while (list.length <= i) list.push(null);
  list[i] = value;
  return list;
}
function valueText(v) {
  return (0, import_chunk_TIR72V7I.scalarText)(v) ?? (v === null || v === void 0 ? String(v) : Object.prototype.toString.call(v));
}
var MergedValues = class {
  constructor(chart, files, sets = []) {
    this.chart = chart;
    const ordered = [...sets.filter((f) => !f.asString), ...sets.filter((f) => f.asString)];
    this.user = [...files, ...ordered.map(setLayer)];
    let merged = {};
    for (const layer of files) merged = (0, import_chunk_TIR72V7I.mergeValues)(merged, layer.values);
    merged = (0, import_chunk_TIR72V7I.copyValues)(merged);
    for (const s of ordered) applySet(s, merged);
    this.values = chart ? (0, import_chunk_TIR72V7I.coalesceValues)(merged, chart.values) : merged;
  }
  chart;
  values;
  user;
  get(key) {
    let cur = this.values;
    for (const k of key) {
      if (typeof k === "number" ? !Array.isArray(cur) : !(0, import_chunk_TIR72V7I.isObj)(cur)) return void 0;
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
    if ((0, import_chunk_TIR72V7I.isObj)(cur) && typeof k === "string") {
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
  const pos = layer.doc ? (0, import_chunk_TIR72V7I.locate)(layer.doc, key) : { line: 1, column: 1 };
  return { file: layer.file, ...pos, ...layer.kind === "chart" ? { note: "chart default" } : {} };
}
function applySet(flag, dest) {
  try {
    parseSet(flag.text, dest, flag.asString);
  } catch (e) {
    if (e instanceof SetSyntaxError) throw new import_chunk_TIR72V7I.InputError(`${flagName(flag)} ${flag.text}: ${e.message}`);
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
  const shown = (0, import_chunk_TIR72V7I.displayPath)(abs, cwd);
  const text = await (0, import_promises.readFile)(abs, "utf8").catch((e) => {
    throw new import_chunk_TIR72V7I.InputError(`${shown}: ${(0, import_chunk_TIR72V7I.describeFsError)(e)}`);
  });
  return valuesLayer(shown, text, kind);
}
function valuesLayer(file, text, kind) {
  let data;
  try {
    data = (0, import_chunk_TIR72V7I.loadOneDocument)(text);
  } catch (e) {
    const err = e;
    throw new import_chunk_TIR72V7I.InputError(
      `${file}:${(err.mark?.line ?? 0) + 1}: values file does not parse: ${err.reason ?? String(e)}`
    );
  }
  if (data !== null && data !== void 0 && !(0, import_chunk_TIR72V7I.isObj)(data))
    throw new import_chunk_TIR72V7I.InputError(`${file}: a values file must hold a map of keys`);
  const doc = { file, index: 0, text, startLine: 1, startOffset: 0 };
  return { kind, values: data ?? {}, file, doc };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MergedValues,
  readValuesFile,
  setLayer,
  valueText,
  valuesLayer
});
