import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  isObj
} from "./chunk-PT4BO5UJ.mjs";
import {
  KUSTOMIZATION_FILES,
  displayPath,
  isInside,
  load,
  printable
} from "./chunk-7TDALGQL.mjs";
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
  const stop = isInside2(abs, cwd) ? cwd : path.dirname(dir);
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
function isInside2(p, root) {
  const rel = path.relative(root, p);
  return rel === "" || !rel.startsWith("..") && !path.isAbsolute(rel);
}

// src/load/kustomize.ts
import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { access, readdir, readFile as readFile2, realpath, stat as stat2 } from "node:fs/promises";
import path2 from "node:path";
var MAX_OUTPUT = 256 * 1024 * 1024;
var KUSTOMIZE_ENV = "WEBHOOK_CERT_GATE_KUSTOMIZE";
async function kustomizeInputs(req) {
  const manifests = [];
  const dirs = (req.explicit ?? []).map((d) => ({ dir: path2.resolve(req.cwd, d), flag: true }));
  let repo;
  for (const p of req.paths) {
    const abs = p === "-" ? void 0 : path2.resolve(req.cwd, p);
    const info = abs && await stat2(abs).catch(() => void 0);
    if (!abs || !info) {
      manifests.push(p);
    } else if (info.isDirectory()) {
      if (await kustomizationFile(abs)) dirs.push({ dir: abs, flag: false });
      else {
        manifests.push(p);
        const inside = await graphOf(await findKustomizations(abs));
        const ignored = (dir) => Boolean(req.ignored?.(displayPath(dir, req.cwd)) || req.ignored?.(displayPath(path2.join(dir, KUSTOMIZATION_FILES[0]), req.cwd)));
        const kept = inside.roots().filter((dir) => !ignored(dir));
        dirs.push(...kept.map((dir) => ({ dir, flag: false })));
      }
    } else {
      const nearest = await nearestKustomization(abs, req.cwd);
      if (!nearest) manifests.push(p);
      else {
        repo ??= await graphOf(await findKustomizations(isInside(abs, req.cwd) ? req.cwd : nearest));
        dirs.push(...repo.including(nearest).map((dir) => ({ dir, flag: false })));
      }
    }
  }
  const out = { manifests, sources: [], errors: [] };
  const seen = /* @__PURE__ */ new Set();
  for (const { dir, flag } of dirs) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    try {
      out.sources.push(await renderKustomization(dir, req, flag));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.errors.push(printable(e.message));
    }
  }
  return out;
}
async function renderKustomization(dir, req, flag) {
  const label = displayPath(dir, req.cwd) || ".";
  const shown = flag ? `--kustomize ${label}` : label;
  const tool = await findKustomize(req.env);
  if (!tool) {
    throw new InputError(`${shown}: a kustomization, and neither kustomize nor kubectl is on PATH to render it; install one (or set ${KUSTOMIZE_ENV}), or pipe: kustomize build ${label} | webhook-cert-gate check -`);
  }
  const text = await new Promise((resolve, reject) => {
    execFile(tool.bin, [...tool.args, dir], { cwd: req.cwd, env: req.env, maxBuffer: MAX_OUTPUT, encoding: "utf8" }, (err, stdout, stderr) => {
      if (!err) return resolve(stdout);
      const why = String(stderr).trim().split("\n").pop() || err.message.split("\n")[0];
      reject(new InputError(`${shown}: ${tool.name} failed: ${why}`));
    });
  });
  const members = await membersOf(dir);
  const files = members.filter((f) => !KUSTOMIZATION_FILES.includes(path2.basename(f))).length;
  return { file: `<kustomize ${label}>`, text, scope: label, members: members.map((f) => displayPath(f, req.cwd)), files };
}
async function findKustomize(env) {
  const named = env[KUSTOMIZE_ENV];
  const asTool = (bin) => path2.basename(bin).startsWith("kubectl") ? { bin, args: ["kustomize"], name: "kubectl kustomize" } : { bin, args: ["build"], name: "kustomize build" };
  if (named) return asTool(named);
  const found = await findOnPath("kustomize", env.PATH ?? "") ?? await findOnPath("kubectl", env.PATH ?? "");
  return found ? asTool(found) : void 0;
}
async function kustomizationFile(dir) {
  for (const name of KUSTOMIZATION_FILES) {
    const file = path2.join(dir, name);
    if ((await stat2(file).catch(() => void 0))?.isFile()) return file;
  }
  return void 0;
}
async function nearestKustomization(file, cwd) {
  const stop = isInside(file, cwd) ? cwd : path2.dirname(file);
  for (let dir = path2.dirname(file); ; dir = path2.dirname(dir)) {
    if (await kustomizationFile(dir)) return dir;
    if (dir === stop || path2.dirname(dir) === dir) return void 0;
  }
}
async function findKustomizations(root, seen = /* @__PURE__ */ new Set()) {
  const real = await realpath(root).catch(() => void 0);
  if (!real || seen.has(real)) return [];
  seen.add(real);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const out = entries.some((e) => KUSTOMIZATION_FILES.includes(e.name) && !e.isDirectory()) ? [root] : [];
  for (const e of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
    if (e.name === "node_modules" || e.name === ".git") continue;
    const full = path2.join(root, e.name);
    if (e.isDirectory() || e.isSymbolicLink() && (await stat2(full).catch(() => void 0))?.isDirectory()) out.push(...await findKustomizations(full, seen));
  }
  return out;
}
async function graphOf(dirs) {
  const includedBy = /* @__PURE__ */ new Map();
  for (const dir of dirs) {
    for (const target of (await includesOf(dir)).dirs) {
      const list = includedBy.get(target) ?? [];
      list.push(dir);
      includedBy.set(target, list);
    }
  }
  return {
    roots: () => dirs.filter((d) => !includedBy.has(d)),
    including(dir) {
      const order = [];
      const seen = /* @__PURE__ */ new Set([dir]);
      for (let queue = [dir]; queue.length; ) {
        const next = [];
        for (const d of queue) {
          const up = includedBy.get(d) ?? [];
          if (!up.length) order.push(d);
          for (const u of up) if (!seen.has(u)) seen.add(u), next.push(u);
        }
        queue = next;
      }
      return order.length ? order : [dir];
    }
  };
}
async function membersOf(dir, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(dir)) return [];
  seen.add(dir);
  const { file, files, dirs } = await includesOf(dir);
  const out = file ? [file, ...files] : files;
  for (const d of dirs) out.push(...await membersOf(d, seen));
  return out;
}
async function includesOf(dir) {
  const file = await kustomizationFile(dir);
  let doc;
  try {
    doc = file ? load(await readFile2(file, "utf8")) : void 0;
  } catch {
    doc = void 0;
  }
  const files = [];
  const dirs = [];
  for (const ref of namedPaths(doc)) {
    if (/^[a-z][a-z0-9+.-]*:\/\/|^(git@|github\.com\/)|\?ref=/i.test(ref)) continue;
    const abs = path2.resolve(dir, ref);
    const info = await stat2(abs).catch(() => void 0);
    if (info?.isDirectory()) dirs.push(abs);
    else if (info?.isFile()) files.push(abs);
  }
  return { ...file ? { file } : {}, files, dirs };
}
function namedPaths(doc) {
  if (!isObj(doc)) return [];
  const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
  const field = (v, key) => Array.isArray(v) ? v.flatMap((x) => isObj(x) && typeof x[key] === "string" ? [x[key]] : []) : [];
  const generated = (v) => Array.isArray(v) ? v.flatMap((g) => isObj(g) ? [...strings(g.files).map((f) => f.slice(f.indexOf("=") + 1)), ...strings(g.envs), ...typeof g.env === "string" ? [g.env] : []] : []) : [];
  return [
    ...strings(doc.resources),
    ...strings(doc.bases),
    ...strings(doc.components),
    ...strings(doc.crds),
    ...strings(doc.transformers),
    ...strings(doc.generators),
    ...strings(doc.validators),
    ...strings(doc.patchesStrategicMerge).filter((p) => !p.includes("\n")),
    ...field(doc.patches, "path"),
    ...field(doc.patchesJson6902, "path"),
    ...field(doc.replacements, "path"),
    ...generated(doc.configMapGenerator),
    ...generated(doc.secretGenerator)
  ];
}
async function findOnPath(name, pathValue) {
  for (const dir of pathValue.split(path2.delimiter)) {
    if (!dir) continue;
    const candidate = path2.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}

export {
  SetSyntaxError,
  parseSet,
  isMap,
  DEFAULT_KUBE_VERSION,
  splitChartPaths,
  readChart,
  profileForChart,
  knownCharts,
  kustomizeInputs,
  findOnPath
};
