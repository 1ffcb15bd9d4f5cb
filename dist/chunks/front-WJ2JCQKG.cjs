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
  helmInputs: () => helmInputs
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_RA57JU66 = require("./chunk-RA57JU66.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_path = __toESM(require("node:path"));
var import_promises = require("node:fs/promises");
var import_node_path2 = __toESM(require("node:path"));
var import_promises2 = require("node:fs/promises");
var import_node_path3 = __toESM(require("node:path"));
var import_node_child_process = require("node:child_process");
var import_promises3 = require("node:fs/promises");
var import_promises4 = require("node:fs/promises");
var import_node_path4 = __toESM(require("node:path"));
var TEMPLATE_NOTE = "written by the chart template; no value sets it";
function effectiveMapping(profile, user) {
  const base = profile.values ?? {};
  const over = user ?? {};
  return { ...base, ...over, rendered: { ...base.rendered, ...over.rendered } };
}
function hasMapping(m) {
  return Boolean(m.replicas || m.host || m.writer || m.failurePolicy?.length || m.webhooks?.length);
}
var VALUES_PATH = String.raw`\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)*)`;
function splitKey(key) {
  return key.split(/(?<!\\)\./).map((s) => s.replace(/\\\./g, "."));
}
function dotted(key) {
  let out = "";
  for (const s of key) out += typeof s === "number" ? `[${s}]` : `${out ? "." : ""}${s.replace(/\./g, "\\.")}`;
  return out;
}
function envKeys(profile, mapping) {
  const out = {};
  const pairs = [
    [profile.env.host, mapping.host],
    [profile.env.writer, mapping.writer],
    [profile.env.secretName, mapping.secretName]
  ];
  for (const [env, key] of pairs) if (env && key) out[env] = key;
  return out;
}
function failurePolicyKeys(mapping, values) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const items = (mapping.failurePolicy ?? []).map((i) => typeof i === "string" ? { key: i } : i);
  const both = ["mutating", "validating"];
  for (const item of items.filter((i) => !i.key.endsWith(".*"))) {
    seen.add(item.key);
    out.push({ key: splitKey(item.key), configurations: item.configurations ?? both });
  }
  for (const item of items.filter((i) => i.key.endsWith(".*"))) {
    const prefix = item.key.slice(0, -2);
    const map = values.get(splitKey(prefix));
    if (!(0, import_chunk_TIR72V7I.isObj)(map)) continue;
    for (const child of Object.keys(map)) {
      const dottedKey = `${prefix}.${child.replace(/\./g, "\\.")}`;
      if (seen.has(dottedKey)) continue;
      seen.add(dottedKey);
      out.push({ key: [...splitKey(prefix), child], configurations: item.configurations ?? both });
    }
  }
  return out;
}
function mappedKeys(mapping, values) {
  const single = [
    mapping.replicas,
    mapping.image,
    mapping.host,
    mapping.writer,
    mapping.secretName,
    mapping.hostNetwork,
    mapping.namespace,
    mapping.featureGates,
    mapping.webhookAnnotations,
    ...mapping.extraEnv ?? [],
    ...(mapping.webhooks ?? []).map((w) => w.policyKey)
  ];
  const keys = single.filter((k) => Boolean(k)).map(splitKey);
  keys.push(...failurePolicyKeys(mapping, values).map((k) => k.key));
  const seen = /* @__PURE__ */ new Set();
  return keys.filter((k) => !seen.has(JSON.stringify(k)) && seen.add(JSON.stringify(k)));
}
var GENERATOR = /\b(?:genCA|genCAWithKey|genSelfSignedCert|genSelfSignedCertWithKey|genSignedCert|genSignedCertWithKey)\b/;
var DEFINE = /\{\{-?\s*define\s+"([^"]+)"\s*-?\}\}([\s\S]*?)(?=\{\{-?\s*define\s|$)/g;
async function mintingCalls(dir, texts) {
  const out = /* @__PURE__ */ new Map();
  const helpers = await helperGenerators(import_node_path3.default.join(dir, "templates"));
  for (const [rel, lines] of texts) {
    const text = lines.join("\n");
    const direct = GENERATOR.exec(text)?.[0];
    const viaHelper = [...helpers].find(([name]) => text.includes(`"${name}"`));
    const call = direct ?? (viaHelper && `${viaHelper[1]} (in named template "${viaHelper[0]}")`);
    if (call) out.set(rel, call);
  }
  return out;
}
async function helperGenerators(dir) {
  const out = /* @__PURE__ */ new Map();
  const files = await (0, import_promises2.readdir)(dir).catch(() => []);
  for (const f of files.filter((n) => n.startsWith("_") && n.endsWith(".tpl"))) {
    const text = await (0, import_promises2.readFile)(import_node_path3.default.join(dir, f), "utf8").catch(() => "");
    for (const m of text.matchAll(DEFINE)) {
      const call = GENERATOR.exec(m[2])?.[0];
      if (call) out.set(m[1], call);
    }
  }
  return out;
}
var HELM_ENV = "WEBHOOK_CERT_GATE_HELM";
async function findHelm(flag, env) {
  const named = flag ?? env[HELM_ENV];
  if (named === "none") return void 0;
  if (named) {
    if (!await isExecutable(named)) throw new import_chunk_TIR72V7I.InputError(`--helm ${named}: not an executable file`);
    return { path: named, version: helmVersion(named) };
  }
  const onPath = await (0, import_chunk_TIR72V7I.findOnPath)("helm", env.PATH ?? "");
  return onPath ? { path: onPath, version: helmVersion(onPath) } : void 0;
}
async function isExecutable(file) {
  return (0, import_promises3.access)(file, import_promises3.constants.X_OK).then(
    () => true,
    () => false
  );
}
async function helmVersion(bin) {
  return run(bin, ["version", "--short"]).then(
    (r) => r.stdout.trim(),
    () => ""
  );
}
function run(bin, args, cwd) {
  return new Promise((resolve, reject) => {
    (0, import_node_child_process.execFile)(
      bin,
      args,
      { cwd, maxBuffer: 256 * 1024 * 1024, timeout: 12e4, encoding: "utf8" },
      (err, stdout, stderr) => {
        if (err) reject(new Error(firstErrorLine(stderr) || err.message.split("\n")[0]));
        else resolve({ stdout, stderr });
      }
    );
  });
}
function firstErrorLine(stderr) {
  const lines = stderr.split("\n").map((l) => l.trim()).filter(Boolean);
  return (lines.find((l) => l.startsWith("Error:")) ?? lines[lines.length - 1] ?? "").replace(/^Error:\s*/, "");
}
var MARK = /wcgp(\d+)x/g;
var MAX_UNMAPPED_LEAVES = 2e3;
var mark = (i) => `wcgp${i}x`;
async function renderChart(req) {
  const leaves = req.mapping ? markedLeaves(mappedKeys(req.mapping, req.values), req.values) : markedLeaves(
    Object.keys(req.values.values).map((k) => [k]),
    req.values,
    false
  ).slice(0, MAX_UNMAPPED_LEAVES);
  const probeFlags = leaves.flatMap((leaf, i) => [
    "--set-string",
    `${setPath(leaf.key)}=${escapeSetValue(leaf.value)}${mark(i)}`
  ]);
  const [text, probeText] = await Promise.all([
    template(req, []),
    leaves.length ? template(req, probeFlags).catch(() => "") : Promise.resolve("")
  ]);
  const file = `<helm template ${req.label}>`;
  const links = harvest(
    bodies(file, probeText),
    leaves.map((l) => l.key),
    req.values
  );
  const texts = await readTemplates(
    req.chart.dir,
    (0, import_chunk_TIR72V7I.splitDocuments)(file, text).map((d) => d.template)
  );
  const mints = await mintingCalls(req.chart.dir, texts);
  const decorate = (r) => {
    const own = links.get(objectKey(r.kind, r.name));
    const call = mints.get(chartRelative(r.doc.template) ?? "");
    return {
      ...r,
      ...req.extra,
      ...call ? { mints: call } : {},
      locate: (p) => locateRendered(r, p, own, req.values) ?? templateValue(r, p, texts, req.values) ?? templatePosition(r, p, req.label, texts)
    };
  };
  return { source: { file, text, decorate }, templates: texts.size };
}
function template(req, extra) {
  const args = [
    "template",
    req.releaseName ?? req.chart.name,
    req.chart.dir,
    "--namespace",
    req.namespace,
    "--kube-version",
    req.kubeVersion
  ];
  for (const f of req.valuesFiles) args.push("-f", f);
  for (const s of req.sets) args.push(s.asString ? "--set-string" : "--set", s.text);
  if (req.includeCrds) args.push("--include-crds");
  args.push(...extra);
  return run(req.helm.path, args).then(
    (r) => r.stdout,
    (e) => {
      throw new import_chunk_TIR72V7I.InputError(`${req.label}: helm template failed: ${e.message}`);
    }
  );
}
function bodies(file, text) {
  return (0, import_chunk_TIR72V7I.parseDocuments)(file, text).flatMap(
    (p) => (0, import_chunk_TIR72V7I.isObj)(p.value) && typeof p.value.kind === "string" ? [p.value] : []
  );
}
function markedLeaves(keys, values, booleans = true) {
  const out = [];
  const walk = (key, v) => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        walk([...key, i], x);
      });
    else if ((0, import_chunk_TIR72V7I.isObj)(v)) for (const [k, x] of Object.entries(v)) walk([...key, k], x);
    else if (booleans || typeof v !== "boolean")
      out.push({ key, value: v === void 0 || v === null ? "" : (0, import_chunk_RA57JU66.valueText)(v) });
  };
  for (const key of keys) walk(key, values.get(key));
  return out;
}
function setPath(key) {
  let out = "";
  for (const s of key)
    out += typeof s === "number" ? `[${s}]` : `${out ? "." : ""}${s.replace(/[\\.,=[\]]/g, (c) => `\\${c}`)}`;
  return out;
}
function escapeSetValue(v) {
  return v.replace(/[\\,]/g, (c) => `\\${c}`);
}
function harvest(probe, keys, values) {
  const links = /* @__PURE__ */ new Map();
  for (const body of probe) {
    const name = ((0, import_chunk_TIR72V7I.isObj)(body.metadata) ? body.metadata.name : void 0) ?? "";
    const id = objectKey(String(body.kind), (0, import_chunk_RA57JU66.valueText)(name));
    if (links.has(id)) continue;
    const own = /* @__PURE__ */ new Map();
    links.set(id, own);
    walkStrings(body, [], (p, s) => {
      const hits = [...s.matchAll(MARK)].map((m) => keys[Number(m[1])]).filter((k) => Boolean(k));
      if (hits.length) own.set(canonical(body, p), pick(hits, values));
    });
  }
  return links;
}
function pick(hits, values) {
  return hits.find((k) => {
    const o = values.origin(k);
    return o && o.note !== "chart default";
  }) ?? hits[0];
}
function walkStrings(v, p, visit) {
  if (typeof v === "string") visit(p, v);
  else if (Array.isArray(v))
    v.forEach((x, i) => {
      walkStrings(x, [...p, i], visit);
    });
  else if ((0, import_chunk_TIR72V7I.isObj)(v)) for (const [k, x] of Object.entries(v)) walkStrings(x, [...p, k], visit);
}
function canonical(body, p) {
  const parts = [];
  let cur = body;
  for (const s of p) {
    const next = typeof s === "number" ? Array.isArray(cur) ? cur[s] : void 0 : (0, import_chunk_TIR72V7I.isObj)(cur) ? cur[s] : void 0;
    parts.push(typeof s === "number" && (0, import_chunk_TIR72V7I.isObj)(next) && typeof next.name === "string" ? `#${unmark(next.name)}` : s);
    cur = next;
  }
  return JSON.stringify(parts);
}
function unmark(s) {
  return s.replace(MARK, "");
}
function objectKey(kind, name) {
  return `${kind}/${unmark(name)}`;
}
function locateRendered(r, p, links, values) {
  if (!links?.size) return void 0;
  for (let n = p.length; n > 0; n--) {
    const key = links.get(canonical(r.body, p.slice(0, n)));
    if (key) return at(key, values);
  }
  const below = canonical(r.body, p).slice(0, -1) + ",";
  const keys = new Set([...links].filter(([c]) => c.startsWith(below)).map(([, k]) => JSON.stringify(k)));
  return keys.size === 1 ? at(JSON.parse([...keys][0]), values) : void 0;
}
function at(key, values) {
  const origin = values.origin(key);
  return origin && { ...origin, field: dotted(key) };
}
async function readTemplates(dir, sources) {
  const out = /* @__PURE__ */ new Map();
  for (const rel of new Set(sources.map(chartRelative))) {
    if (!rel) continue;
    const text = await (0, import_promises.readFile)(import_node_path2.default.join(dir, rel), "utf8").catch(() => void 0);
    if (text !== void 0) out.set(rel, text.split("\n"));
  }
  return out;
}
function chartRelative(source) {
  return source?.split("/").slice(1).join("/") || void 0;
}
function templatePosition(r, p, label, texts) {
  const rel = chartRelative(r.doc.template);
  const lines = rel ? texts.get(rel) : void 0;
  return {
    file: rel ? import_node_path2.default.join(label, rel) : label,
    line: lines ? lineOf(lines, r.body, p) : 1,
    column: 1,
    note: TEMPLATE_NOTE
  };
}
function templateValue(r, p, texts, values) {
  const lines = texts.get(chartRelative(r.doc.template) ?? "");
  if (!lines) return void 0;
  const i = lineOf(lines, r.body, p) - 1;
  const written = ONE_VALUE.exec(lines[i] ?? "");
  const key = written?.[2] ? enclosingWith(lines, i) : written?.[1];
  return key ? at(splitKey(key.slice(1)), values) : void 0;
}
var ONE_VALUE = new RegExp(String.raw`:\s*\{\{-?\s*(?:${VALUES_PATH}|(\.))\s*(?:\|\s*quote\s*)?-?\}\}\s*$`);
var WITH_VALUE = new RegExp(String.raw`^\s*${VALUES_PATH}\s*-?$`);
function enclosingWith(lines, i) {
  let depth = 0;
  for (let j = i - 1; j >= 0; j--) {
    for (const action of [...lines[j].matchAll(/\{\{-?\s*(end|if|with|range|define|block)\b([^}]*)\}\}/g)].reverse()) {
      if (action[1] === "end") depth++;
      else if (depth > 0) depth--;
      else if (action[1] !== "with") return void 0;
      else return WITH_VALUE.exec(action[2])?.[1];
    }
  }
  return void 0;
}
function lineOf(lines, body, p) {
  const key = [...p].reverse().find((s) => typeof s === "string");
  const keyLines = key ? lines.flatMap((l, i) => new RegExp(`^\\s*(- )?${escapeRe(key)}:`).test(l) ? [i] : []) : [];
  const named = namedEntries(body, p);
  for (const name of named.reverse()) {
    const at2 = lines.findIndex((l) => new RegExp(`name:\\s*["']?${escapeRe(name)}["']?\\s*$`).test(l));
    if (at2 < 0) continue;
    const near = keyLines.filter((i) => Math.abs(i - at2) <= 40).sort((a, b) => Math.abs(a - at2) - Math.abs(b - at2))[0];
    return (near ?? at2) + 1;
  }
  return keyLines.length === 1 ? keyLines[0] + 1 : 1;
}
function namedEntries(body, p) {
  const out = [];
  let cur = body;
  for (const s of p) {
    cur = typeof s === "number" ? Array.isArray(cur) ? cur[s] : void 0 : (0, import_chunk_TIR72V7I.isObj)(cur) ? cur[s] : void 0;
    if (typeof s === "number" && (0, import_chunk_TIR72V7I.isObj)(cur) && typeof cur.name === "string") out.push(cur.name);
  }
  return out;
}
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function synthesize(input) {
  const out = [];
  const deployment = buildDeployment(input);
  out.push(deployment);
  out.push(...buildWebhookConfigurations(input));
  const secret = buildSecret(input, deployment);
  if (secret) out.push(secret);
  out.forEach((r, i) => r.doc.index = i);
  return out;
}
function buildDeployment(input) {
  const { profile, mapping, values } = input;
  const links = /* @__PURE__ */ new Map();
  const link = (path5, key) => {
    if (key !== void 0) links.set(JSON.stringify(path5), typeof key === "string" ? splitKey(key) : key);
  };
  const name = mapping.rendered?.workloadName ?? profile.match.workloadNames?.[0] ?? `${profile.name}-manager`;
  const namespace = stringAt(values, mapping.namespace) ?? profile.defaults?.namespace ?? input.namespace;
  const containerPath = ["spec", "template", "spec", "containers", 0];
  const container = { name: "manager", image: imageOf(values, mapping.image) ?? profile.match.images?.[0] ?? "" };
  link([...containerPath, "image"], mapping.image);
  const featureGates = stringAt(values, mapping.featureGates);
  if (featureGates) {
    container.args = [`--feature-gates=${featureGates}`];
    link([...containerPath, "args"], mapping.featureGates);
  }
  container.env = buildEnv(input, containerPath, link);
  const podSpec = { containers: [container] };
  const hostNetwork = values.get(keyOf(mapping.hostNetwork));
  if (mapping.hostNetwork && hostNetwork !== void 0) {
    podSpec.hostNetwork = hostNetwork === true || hostNetwork === "true";
    link(["spec", "template", "spec", "hostNetwork"], mapping.hostNetwork);
  }
  const spec = {
    selector: { matchLabels: { app: name } },
    template: { metadata: { labels: { app: name } }, spec: podSpec }
  };
  const replicas = numberAt(values, mapping.replicas);
  if (replicas !== void 0) spec.replicas = replicas;
  link(["spec", "replicas"], mapping.replicas);
  const strategy = strategyOf(mapping);
  if (strategy) spec.strategy = strategy;
  const body = { apiVersion: "apps/v1", kind: "Deployment", metadata: { name, namespace }, spec };
  link(["metadata", "namespace"], mapping.namespace);
  return resource(input, body, links);
}
function buildEnv(input, containerPath, link) {
  const { profile, mapping, values } = input;
  const env = [];
  if (profile.env.namespace)
    env.push({ name: profile.env.namespace, valueFrom: { fieldRef: { fieldPath: "metadata.namespace" } } });
  const mapped = [
    [profile.env.host, mapping.host],
    [profile.env.writer, mapping.writer],
    [profile.env.secretName, mapping.secretName]
  ];
  for (const [envName, key] of mapped) {
    const value = key ? values.get(splitKey(key)) : void 0;
    if (!envName || value === void 0) continue;
    link([...containerPath, "env", env.length], key);
    env.push({ name: envName, value: (0, import_chunk_RA57JU66.valueText)(value) });
  }
  for (const key of mapping.extraEnv ?? []) {
    const list = values.get(splitKey(key));
    if (!Array.isArray(list)) continue;
    list.forEach((entry, i) => {
      if (!(0, import_chunk_TIR72V7I.isObj)(entry)) return;
      link([...containerPath, "env", env.length], [...splitKey(key), i]);
      link([...containerPath, "env", env.length, "value"], [...splitKey(key), i, "value"]);
      env.push(entry);
    });
  }
  return env;
}
function buildWebhookConfigurations(input) {
  const { profile, mapping, values } = input;
  const entries = renderedEntries(mapping, values);
  const annotationsKey = keyOf(mapping.webhookAnnotations);
  const annotations = mapping.webhookAnnotations ? values.get(annotationsKey) : void 0;
  const hasAnnotations = (0, import_chunk_TIR72V7I.isObj)(annotations) && Object.keys(annotations).length > 0;
  const out = [];
  for (const kind of ["mutating", "validating"]) {
    if (!entries[kind].length && !hasAnnotations) continue;
    const links = /* @__PURE__ */ new Map();
    const metadata = {
      name: (kind === "mutating" ? profile.defaults?.mutatingName : profile.defaults?.validatingName) ?? `${profile.name}-${kind}-webhook-configuration`
    };
    if (hasAnnotations) {
      metadata.annotations = { ...annotations };
      for (const k of Object.keys(annotations))
        links.set(JSON.stringify(["metadata", "annotations", k]), [...annotationsKey, k]);
    }
    const webhooks = entries[kind].map((e, i) => {
      if (e.key) links.set(JSON.stringify(["webhooks", i, "failurePolicy"]), e.key);
      return { name: e.name, failurePolicy: e.policy };
    });
    const body = {
      apiVersion: "admissionregistration.k8s.io/v1",
      kind: kind === "mutating" ? "MutatingWebhookConfiguration" : "ValidatingWebhookConfiguration",
      metadata,
      webhooks
    };
    out.push(resource(input, body, links));
  }
  return out;
}
function renderedEntries(mapping, values) {
  const out = { mutating: [], validating: [] };
  const gates = stringAt(values, mapping.featureGates) ?? "";
  for (const w of mapping.webhooks ?? []) {
    if (!gatedIn(w, gates)) continue;
    const key = w.policyKey ? splitKey(w.policyKey) : void 0;
    const policy = key ? values.get(key) : w.policy;
    out[w.configuration].push({
      name: w.name,
      policy: policy === void 0 ? "Fail" : (0, import_chunk_RA57JU66.valueText)(policy),
      ...key ? { key } : {}
    });
  }
  for (const item of failurePolicyKeys(mapping, values)) {
    const policy = values.get(item.key);
    if (policy === void 0) continue;
    for (const kind of item.configurations)
      out[kind].push({ name: String(item.key[item.key.length - 1]), key: item.key, policy: (0, import_chunk_RA57JU66.valueText)(policy) });
  }
  return out;
}
function gatedIn(w, gates) {
  if (w.when !== void 0 && !gates.includes(w.when)) return false;
  return w.unless === void 0 || !gates.includes(w.unless);
}
function buildSecret(input, deployment) {
  const { profile, mapping, values } = input;
  if (!mapping.rendered?.secret) return void 0;
  const gates = stringAt(values, mapping.featureGates) ?? "";
  if (mapping.rendered.secretUnless?.some((g) => gates.includes(g))) return void 0;
  const name = stringAt(values, mapping.secretName) || profile.defaults?.secretName;
  if (!name) return void 0;
  const links = new Map(mapping.secretName ? [[JSON.stringify([]), splitKey(mapping.secretName)]] : []);
  const body = {
    apiVersion: "v1",
    kind: "Secret",
    metadata: { name, namespace: deployment.namespace },
    type: "Opaque"
  };
  return resource(input, body, links);
}
function strategyOf(mapping) {
  const r = mapping.rendered;
  if (r?.maxUnavailable === void 0) return void 0;
  return {
    type: "RollingUpdate",
    rollingUpdate: { maxUnavailable: r.maxUnavailable, ...r.maxSurge !== void 0 ? { maxSurge: r.maxSurge } : {} }
  };
}
function resource(input, body, links) {
  const meta = body.metadata;
  const doc = { file: input.release, index: 0, text: "", startLine: 1, startOffset: 0 };
  return {
    apiVersion: String(body.apiVersion),
    kind: String(body.kind),
    name: String(meta.name),
    namespace: typeof meta.namespace === "string" ? meta.namespace : "",
    body,
    doc,
    base: [],
    locate: (path5) => locateThrough(input, links, path5)
  };
}
function locateThrough(input, links, path5) {
  for (let n = path5.length; n >= 0; n--) {
    const key = links.get(JSON.stringify(path5.slice(0, n)));
    if (!key || !key.length) continue;
    const origin = input.values.origin(key);
    if (origin) return { ...origin, field: dotted(key) };
  }
  return { ...input.fallback };
}
function keyOf(key) {
  return key ? splitKey(key) : [];
}
function stringAt(values, key) {
  if (!key) return void 0;
  const v = values.get(splitKey(key));
  return v === void 0 || (0, import_chunk_TIR72V7I.isObj)(v) || Array.isArray(v) ? void 0 : (0, import_chunk_RA57JU66.valueText)(v);
}
function numberAt(values, key) {
  const s = stringAt(values, key);
  return s !== void 0 && /^\d+$/.test(s.trim()) ? Number(s) : void 0;
}
function imageOf(values, key) {
  if (!key) return void 0;
  const v = values.get(splitKey(key));
  if (typeof v === "string") return v;
  if (!(0, import_chunk_TIR72V7I.isObj)(v) || typeof v.repository !== "string") return void 0;
  const repo = typeof v.registry === "string" && v.registry ? `${v.registry}/${v.repository}` : v.repository;
  return v.tag !== void 0 && v.tag !== null && v.tag !== "" ? `${repo}:${(0, import_chunk_RA57JU66.valueText)(v.tag)}` : repo;
}
var VALUES_REF = new RegExp(VALUES_PATH, "g");
async function templateReads(dir) {
  const reads = { everything: false, paths: [], subcharts: /* @__PURE__ */ new Set(["global", "tags"]) };
  for (const file of await filesUnder(import_node_path4.default.join(dir, "templates"))) {
    const text = await (0, import_promises4.readFile)(file, "utf8").catch(() => "");
    for (const m of text.matchAll(VALUES_REF)) {
      if (!m[1])
        reads.everything = true;
      else reads.paths.push(m[1].slice(1).split("."));
    }
  }
  for (const name of await subchartNames(dir)) reads.subcharts.add(name);
  return reads;
}
async function filesUnder(dir) {
  const entries = await (0, import_promises4.readdir)(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map(
    (e) => (
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always set, absent before 20.12
      import_node_path4.default.join(e.parentPath ?? e.path ?? dir, e.name)
    )
  );
}
async function subchartNames(dir) {
  const names = (await (0, import_promises4.readdir)(import_node_path4.default.join(dir, "charts")).catch(() => [])).map(
    (n) => n.replace(/-\d[\w.+-]*\.tgz$/, "").replace(/\.tgz$/, "")
  );
  const meta = await (0, import_promises4.readFile)(import_node_path4.default.join(dir, "Chart.yaml"), "utf8").then((t) => (0, import_chunk_TIR72V7I.load)(t)).catch(() => void 0);
  const deps = (0, import_chunk_TIR72V7I.isObj)(meta) && Array.isArray(meta.dependencies) ? meta.dependencies : [];
  for (const d of deps) if ((0, import_chunk_TIR72V7I.isObj)(d)) names.push((0, import_chunk_RA57JU66.valueText)(d.alias ?? d.name ?? ""));
  return names.filter(Boolean);
}
var MAX_UNREAD = 100;
function unreadValues(values, reads, chart, by) {
  if (reads.everything) return [];
  const paths = [...new Map(reads.paths.map((p) => [JSON.stringify(p.map(String)), p.map(String)])).values()];
  const found = /* @__PURE__ */ new Map();
  const visit = (key, v) => {
    if (found.size >= MAX_UNREAD || key.length === 1 && reads.subcharts?.has(String(key[0]))) return;
    const status = key.length ? readStatus(paths, key) : "below";
    if (status === "read") return;
    const children = Array.isArray(v) ? v.map((x, i) => [i, x]) : (0, import_chunk_TIR72V7I.isObj)(v) ? Object.entries(v) : [];
    if (status === "below") {
      for (const [k, x] of children) visit([...key, k], x);
      return;
    }
    const origin = values.origin(key);
    const name = dotted(key);
    if (!origin || found.has(name)) return;
    const suggestion = meant(paths, key);
    found.set(name, {
      key: name,
      chart,
      by,
      ...suggestion ? { suggestion } : {},
      resource: standIn(name, { ...origin, field: name })
    });
  };
  for (const tree of values.given()) visit([], tree);
  return [...found.values()];
}
function meant(paths, key) {
  const parent = key.slice(0, -1).map(String);
  const siblings = /* @__PURE__ */ new Set();
  for (const p of paths)
    if (p.length >= key.length && parent.every((k, i) => p[i] === k)) siblings.add(p[key.length - 1]);
  const near = (0, import_chunk_TIR72V7I.likelyTypo)(String(key[key.length - 1]), [...siblings]);
  return near === void 0 ? void 0 : dotted([...key.slice(0, -1), near]);
}
function readStatus(paths, key) {
  let below = false;
  for (const p of paths) {
    const n = Math.min(p.length, key.length);
    let same = true;
    for (let i = 0; i < n && same; i++) same = p[i] === String(key[i]);
    if (!same) continue;
    if (p.length <= key.length) return "read";
    below = true;
  }
  return below ? "below" : "unread";
}
function standIn(key, place) {
  return {
    apiVersion: "helm.sh/v3",
    kind: "HelmValue",
    name: key,
    namespace: "",
    body: { metadata: { name: key } },
    doc: { file: place.file, index: 0, text: "", startLine: 1, startOffset: 0 },
    base: [],
    locate: () => place
  };
}
async function helmInputs(req) {
  const manifests = req.inputs.manifests;
  const charts = [...req.inputs.charts];
  const inline = req.inline ?? [];
  const userGiven = req.valuesFiles.length > 0 || req.sets.length > 0 || inline.length > 0;
  let chartName = req.chart;
  if (chartName && (0, import_chunk_TIR72V7I.isChartFolder)(import_node_path.default.resolve(req.cwd, chartName))) {
    charts.push(await (0, import_chunk_TIR72V7I.readChart)(import_node_path.default.resolve(req.cwd, chartName), req.cwd));
    chartName = void 0;
  }
  if (!charts.length && !userGiven && !chartName)
    return { manifests, resources: [], sources: [], notes: [], files: 0, unread: [], renders: [] };
  const given = [
    ...await Promise.all(req.valuesFiles.map((f) => (0, import_chunk_RA57JU66.readValuesFile)(f, req.cwd, "file"))),
    ...inline.map((i) => i.layer)
  ];
  const out = {
    manifests,
    resources: [],
    sources: [],
    notes: [],
    files: req.valuesFiles.length,
    unread: [],
    renders: []
  };
  const helm = charts.length ? await findHelm(req.helm, req.env) : void 0;
  out.mode = helm ? { mode: "render" } : {
    mode: "values",
    reason: !charts.length ? "no chart folder to render" : (req.helm ?? req.env[HELM_ENV]) === "none" ? "helm disabled" : "helm not found"
  };
  for (const chart of charts) {
    const label = (0, import_chunk_TIR72V7I.displayPath)(chart.dir, req.cwd) || ".";
    const own = chart.values ? [await (0, import_chunk_RA57JU66.readValuesFile)(chart.values, req.cwd, "file")] : [];
    const scope = own.length ? `${label} with ${import_node_path.default.basename(chart.values)}` : label;
    const files = [...given, ...own];
    const profile = (0, import_chunk_TIR72V7I.profileForChart)(req.profiles, chartName ?? chart.name);
    if (!profile && !helm) {
      if (userGiven || chartName)
        throw new import_chunk_TIR72V7I.InputError(
          `chart '${chart.name}' (${label}) is not a chart of a known webhook controller (${(0, import_chunk_TIR72V7I.knownCharts)(req.profiles).join(", ")}); name its profile with --chart PROFILE, or install helm to render it`
        );
      out.notes.push(
        `chart '${chart.name}' (${label}) is not a known webhook controller chart; skipped (helm renders any chart; --chart PROFILE lints it as one)`
      );
      continue;
    }
    const chartLayer = chart.valuesFile ? await (0, import_chunk_RA57JU66.readValuesFile)(chart.valuesFile, req.cwd, "chart") : void 0;
    if (chartLayer) out.files++;
    out.files += own.length;
    const release = { req, profile, chartLayer, files, label };
    if (userGiven || own.length) out.unread.push(...await unreadInChart(release, chart));
    if (helm) {
      const { source, templates } = await rendered(release, chart, helm);
      out.sources.push({ ...source, scope });
      out.files += templates - 1;
    } else {
      out.resources.push(...synthesized({ ...release, profile }).map((r) => ({ ...r, scope })));
    }
    out.renders.push(chartRender(chart, scope, req));
  }
  if (helm) out.mode.helm = await helm.version || helm.path;
  if (!charts.length) {
    const profile = bareValuesProfile(req, chartName);
    const label = given[0]?.file ?? "--set";
    out.resources.push(
      ...synthesized({ req, profile, chartLayer: void 0, files: given, label }).map((r) => ({ ...r, scope: label }))
    );
    const values = new import_chunk_RA57JU66.MergedValues(void 0, given, req.sets);
    out.unread.push(
      ...unreadValues(
        values,
        { paths: mappedKeys(mappingOf(req, profile), values) },
        chartName ?? profile.name,
        "mapping"
      )
    );
  }
  return out;
}
function chartRender(chart, scope, req) {
  const values = /* @__PURE__ */ new Set([
    ...req.valuesFiles.map((f) => import_node_path.default.resolve(req.cwd, f)),
    ...chart.values ? [chart.values] : []
  ]);
  const reads = (file) => values.has(file) || (0, import_chunk_TIR72V7I.isInside)(file, chart.dir);
  return { scope, reads, decides: reads, fedBy: chart.fedBy ?? [] };
}
async function unreadInChart(r, chart) {
  return unreadValues(
    new import_chunk_RA57JU66.MergedValues(r.chartLayer, r.files, r.req.sets),
    await templateReads(chart.dir),
    r.label,
    "templates"
  );
}
function mappingOf(req, profile) {
  const mapping = effectiveMapping(profile, req.config.values?.[profile.name]);
  if (!hasMapping(mapping)) {
    throw new import_chunk_TIR72V7I.InputError(
      `profile '${profile.name}' has no Helm values mapping: add one under values: ${profile.name}: in .webhook-cert-gate.yaml (see docs/helm.md)`
    );
  }
  return mapping;
}
async function rendered(r, chart, helm) {
  const mapping = r.profile ? mappingOf(r.req, r.profile) : void 0;
  return renderChart({
    helm,
    chart,
    label: r.label,
    mapping,
    values: new import_chunk_RA57JU66.MergedValues(r.chartLayer, r.files, r.req.sets),
    // An inline layer is read by helm from the file written for it.
    valuesFiles: r.files.map((f) => r.req.inline?.find((i) => i.layer === f)?.file ?? import_node_path.default.resolve(r.req.cwd, f.file)),
    sets: r.req.sets,
    releaseName: r.req.releaseName,
    includeCrds: r.req.includeCrds,
    namespace: r.req.namespace,
    kubeVersion: r.req.kubeVersion ?? import_chunk_TIR72V7I.DEFAULT_KUBE_VERSION,
    ...r.profile && mapping ? { extra: { envValues: envKeys(r.profile, mapping) } } : {}
  });
}
function synthesized(r) {
  const mapping = mappingOf(r.req, r.profile);
  const values = new import_chunk_RA57JU66.MergedValues(r.chartLayer, r.files, r.req.sets);
  const first = r.chartLayer ?? r.files[0];
  const fallback = first ? { file: first.file, line: 1, column: 1, note: TEMPLATE_NOTE } : { file: "--set", line: 1, column: 1 };
  const resources = synthesize({
    profile: r.profile,
    mapping,
    values,
    fallback,
    namespace: r.req.namespace,
    release: r.label
  });
  const envValues = envKeys(r.profile, mapping);
  return resources.map((x) => ({ ...x, envValues }));
}
function bareValuesProfile(req, chartName) {
  if (chartName) {
    const p = (0, import_chunk_TIR72V7I.profileForChart)(req.profiles, chartName);
    if (!p)
      throw new import_chunk_TIR72V7I.InputError(
        `--chart ${chartName}: no profile matches (known charts: ${(0, import_chunk_TIR72V7I.knownCharts)(req.profiles).join(", ")}; or a profile name)`
      );
    return p;
  }
  const mapped = Object.keys(req.config.values ?? {});
  if (mapped.length === 1) {
    const p = req.profiles.find((x) => x.name === mapped[0]);
    if (p) return p;
  }
  throw new import_chunk_TIR72V7I.InputError(req.missingChart);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  helmInputs
});
