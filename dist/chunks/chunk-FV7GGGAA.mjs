import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  load
} from "./chunk-TVWMUKJN.mjs";
import {
  displayPath
} from "./chunk-ELMPWUMU.mjs";
import {
  InputError
} from "./chunk-4BSXTURP.mjs";

// src/load/helm/chart.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

// src/load/helm/strvals.ts
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
      if (existing2 !== void 0 && !Array.isArray(existing2)) throw new SetSyntaxError(`unable to parse key: ${k} is not a list`);
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
    if (++level > MAX_NESTING) throw new SetSyntaxError(`value name nested level is greater than maximum supported nested level of ${MAX_NESTING}`);
    const existing = data[k];
    if (existing !== void 0 && !isMap(existing)) throw new SetSyntaxError(`unable to parse key: ${k} is not a map`);
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
      if (existing !== void 0 && existing !== null && !Array.isArray(existing)) throw new SetSyntaxError(`unable to parse key: index ${i} is not a list`);
      const inner2 = this.listItem(Array.isArray(existing) ? existing : [], next, level);
      return { list: setIndex(list, i, inner2.list), step: inner2.step };
    }
    let inner = {};
    if (list.length > i) {
      if (!isMap(list[i])) list[i] = {};
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
function isMap(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// src/load/helm/chart.ts
var DEFAULT_KUBE_VERSION = "1.34.0";
async function splitChartPaths(paths, cwd) {
  const manifests = [];
  const charts = /* @__PURE__ */ new Map();
  for (const p of paths) {
    const root = p === "-" ? void 0 : await chartRootOf(path.resolve(cwd, p), cwd);
    if (!root) {
      manifests.push(p);
      continue;
    }
    if (!charts.has(root)) charts.set(root, await readChart(root, cwd));
  }
  return { manifests, charts: [...charts.values()] };
}
async function chartRootOf(abs, cwd) {
  const info = await stat(abs).catch(() => void 0);
  if (!info) return void 0;
  let dir = info.isDirectory() ? abs : path.dirname(abs);
  const stop = isInside(abs, cwd) ? cwd : path.dirname(dir);
  for (; ; ) {
    if (await isFile(path.join(dir, "Chart.yaml"))) return dir;
    if (dir === stop || path.dirname(dir) === dir) return void 0;
    dir = path.dirname(dir);
  }
}
async function readChart(dir, cwd) {
  const file = path.join(dir, "Chart.yaml");
  let meta;
  try {
    meta = load(await readFile(file, "utf8"));
  } catch (e) {
    throw new InputError(`${displayPath(file, cwd)}: Chart.yaml does not parse: ${e.reason ?? String(e)}`);
  }
  const name = isMap(meta) && typeof meta.name === "string" ? meta.name : "";
  if (!name) throw new InputError(`${displayPath(file, cwd)}: Chart.yaml has no name`);
  const valuesFile = path.join(dir, "values.yaml");
  return { dir, name, ...await isFile(valuesFile) ? { valuesFile } : {} };
}
function profileForChart(profiles, name) {
  return profiles.find((p) => p.match.charts?.includes(name)) ?? profiles.find((p) => p.name === name);
}
function knownCharts(profiles) {
  return profiles.flatMap((p) => p.match.charts ?? []);
}
async function isFile(file) {
  return (await stat(file).catch(() => void 0))?.isFile() ?? false;
}
function isInside(p, root) {
  const rel = path.relative(root, p);
  return rel === "" || !rel.startsWith("..") && !path.isAbsolute(rel);
}

export {
  SetSyntaxError,
  parseSet,
  isMap,
  DEFAULT_KUBE_VERSION,
  splitChartPaths,
  readChart,
  profileForChart,
  knownCharts
};
