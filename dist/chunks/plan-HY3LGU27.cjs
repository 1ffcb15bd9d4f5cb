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
  applicationSet: () => applicationSet,
  argoApplication: () => argoApplication,
  dataRefs: () => dataRefs,
  fluxHelmRelease: () => fluxHelmRelease,
  fluxKustomization: () => fluxKustomization,
  substitute: () => substitute
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_RA57JU66 = require("./chunk-RA57JU66.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
var import_node_fs2 = require("node:fs");
var import_node_path2 = __toESM(require("node:path"));
var import_node_fs3 = require("node:fs");
var import_node_path3 = __toESM(require("node:path"));
function argoApplication(r, ctx) {
  const spec = (0, import_chunk_TIR72V7I.isObj)(r.body.spec) ? r.body.spec : {};
  const destination = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(spec, "destination", "namespace")) || ctx.namespace;
  const app2 = {
    id: `argocd/Application/${r.namespace}/${r.name}`,
    resource: r,
    namespace: destination,
    sources: [],
    skipped: [],
    uses: [],
    deploys: true
  };
  if (spec.sourceHydrator !== void 0) {
    app2.skipped.push({ why: "it renders through the source hydrator, which the gate does not run", path: ["spec"] });
    return app2;
  }
  const multi = (0, import_chunk_TIR72V7I.arr)(spec.sources).length > 0;
  const sources = multi ? (0, import_chunk_TIR72V7I.arr)(spec.sources).map((s, i) => ({ source: s, at: ["spec", "sources", i] })) : [{ source: spec.source, at: ["spec", "source"] }];
  const refs = /* @__PURE__ */ new Map();
  for (const { source } of sources) if ((0, import_chunk_TIR72V7I.isObj)(source) && (0, import_chunk_TIR72V7I.str)(source.ref)) refs.set(`$${(0, import_chunk_TIR72V7I.str)(source.ref)}`, source);
  for (const { source, at } of sources) {
    if (!(0, import_chunk_TIR72V7I.isObj)(source)) continue;
    if (multi && !(0, import_chunk_TIR72V7I.str)(source.path) && !(0, import_chunk_TIR72V7I.str)(source.chart)) continue;
    const placed = placeSource(source, at, { app: app2, multi, refs, ctx, destination });
    if ("why" in placed) app2.skipped.push(placed);
    else {
      app2.sources.push(placed.plan);
      app2.uses.push(...placed.uses);
    }
  }
  return app2;
}
function placeSource(raw, at, s) {
  const repoURL = (0, import_chunk_TIR72V7I.str)(raw.repoURL) ?? "";
  if ((0, import_chunk_TIR72V7I.str)(raw.chart)) {
    return {
      why: `its chart ${(0, import_chunk_TIR72V7I.str)(raw.chart)}${(0, import_chunk_TIR72V7I.str)(raw.targetRevision) ? ` ${(0, import_chunk_TIR72V7I.str)(raw.targetRevision)}` : ""} comes from the Helm repository ${repoURL}`,
      path: [...at, "chart"]
    };
  }
  const root = localRoot(repoURL, s.ctx.checkout);
  if (!root) return elsewhere(repoURL, [...at, "repoURL"], s.ctx.checkout);
  const dir = import_node_path.default.resolve(root, (0, import_chunk_TIR72V7I.str)(raw.path) ?? ".");
  if (!(0, import_chunk_TIR72V7I.isInside)(dir, root) || !(0, import_chunk_TIR72V7I.statIfAny)(dir)?.isDirectory())
    return { why: `its path ${(0, import_chunk_TIR72V7I.str)(raw.path) ?? "."} is not a folder of this checkout`, path: [...at, "path"] };
  const source = mergeSourceFiles(raw, dir, s.app.resource.name);
  const type = sourceType(source, dir);
  const env = argoEnv(s, source, repoURL);
  switch (type) {
    case "helm":
      return helmSource(source, dir, root, at, s, env);
    case "kustomize":
      return { plan: kustomizeSource(source, dir), uses: [dir] };
    case "directory": {
      const files = directoryFiles(dir, root, (0, import_chunk_TIR72V7I.isObj)(source.directory) ? source.directory : {});
      if ("why" in files) return { ...files, path: [...at, "directory"] };
      return { plan: { type: "directory", files }, uses: files };
    }
    default:
      return { why: `it renders through the config management plugin ${type}`, path: [...at, "plugin"] };
  }
}
function localRoot(url, checkout) {
  return checkout?.remotes.has((0, import_chunk_TIR72V7I.normalizeRepoUrl)(url)) ? checkout.root : void 0;
}
function elsewhere(url, at, checkout) {
  const here = !checkout ? "the gate runs outside a git checkout" : checkout.urls.length ? `this checkout's remotes are ${checkout.urls.join(", ")}` : "this checkout has no remote";
  return { why: `its source ${url || "(no repoURL)"} is not this repository (${here})`, path: at };
}
function mergeSourceFiles(source, dir, appName) {
  let merged = source;
  for (const name of [".argocd-source.yaml", `.argocd-source-${appName}.yaml`]) {
    const file = import_node_path.default.join(dir, name);
    if (!(0, import_chunk_TIR72V7I.statIfAny)(file)?.isFile()) continue;
    let patch;
    try {
      patch = (0, import_chunk_TIR72V7I.load)((0, import_node_fs.readFileSync)(file, "utf8"));
    } catch {
      continue;
    }
    if ((0, import_chunk_TIR72V7I.isObj)(patch)) merged = mergePatch(merged, patch);
  }
  return { ...merged, repoURL: source.repoURL, path: source.path, chart: source.chart };
}
function mergePatch(target, patch) {
  if (!(0, import_chunk_TIR72V7I.isObj)(patch)) return patch;
  const out = {};
  for (const [k, v] of Object.entries((0, import_chunk_TIR72V7I.isObj)(target) ? target : {})) if (!(k in patch)) out[k] = v;
  for (const [k, v] of Object.entries(patch))
    if (v !== null) out[k] = mergePatch((0, import_chunk_TIR72V7I.isObj)(target) ? target[k] : void 0, v);
  return out;
}
function sourceType(source, dir) {
  const explicit = ["kustomize", "helm", "directory", "plugin"].filter((k) => (0, import_chunk_TIR72V7I.isObj)(source[k]));
  if (explicit.length === 1) {
    const t = explicit[0];
    return t === "plugin" ? (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(source, "plugin", "name")) ?? "(discovered by its sidecar)" : t;
  }
  if ((0, import_chunk_TIR72V7I.kustomizationFile)(dir)) return "kustomize";
  if ((0, import_chunk_TIR72V7I.statIfAny)(import_node_path.default.join(dir, "Chart.yaml"))?.isFile()) return "helm";
  return "directory";
}
function argoEnv(s, source, repoURL) {
  const rev = s.ctx.revision;
  const vars = {
    ARGOCD_APP_NAME: s.app.resource.name,
    ARGOCD_APP_NAMESPACE: s.destination,
    ARGOCD_APP_PROJECT_NAME: (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(s.app.resource.body, "spec", "project")) ?? "",
    ARGOCD_APP_REVISION: rev,
    ARGOCD_APP_REVISION_SHORT: rev.slice(0, 7),
    ARGOCD_APP_REVISION_SHORT_8: rev.slice(0, 8),
    ARGOCD_APP_SOURCE_REPO_URL: repoURL,
    ARGOCD_APP_SOURCE_PATH: (0, import_chunk_TIR72V7I.str)(source.path) ?? "",
    ARGOCD_APP_SOURCE_TARGET_REVISION: (0, import_chunk_TIR72V7I.str)(source.targetRevision) ?? ""
  };
  return (text2) => osExpand(text2, (name) => name === "$" ? "$" : vars[name] ?? "");
}
function osExpand(s, mapping) {
  let out = "";
  let i = 0;
  for (let j = 0; j < s.length; j++) {
    if (s[j] !== "$" || j + 1 >= s.length) continue;
    out += s.slice(i, j);
    const { name, width } = shellName(s.slice(j + 1));
    if (name === "" && width === 0) out += "$";
    else if (name !== "") out += mapping(name);
    j += width;
    i = j + 1;
  }
  return i === 0 ? s : out + s.slice(i);
}
function shellName(s) {
  const special = (c) => c !== void 0 && /[*#$@!?\-0-9]/.test(c);
  if (s[0] === "{") {
    if (s.length > 2 && special(s[1]) && s[2] === "}") return { name: s[1], width: 3 };
    const end = s.indexOf("}");
    if (end === 1) return { name: "", width: 2 };
    return end < 0 ? { name: "", width: 1 } : { name: s.slice(1, end), width: end + 1 };
  }
  if (special(s[0])) return { name: s[0], width: 1 };
  const m = /^[A-Za-z0-9_]*/.exec(s)[0];
  return { name: m, width: m.length };
}
function helmSource(source, dir, root, at, s, env) {
  const helm = (0, import_chunk_TIR72V7I.isObj)(source.helm) ? source.helm : {};
  const files = valueFiles(helm, dir, root, [...at, "helm", "valueFiles"], s, env);
  if ("why" in files) return files;
  if ((0, import_chunk_TIR72V7I.arr)(helm.fileParameters).length)
    return {
      why: "it sets values from files (helm.fileParameters), which the gate does not read",
      path: [...at, "helm"]
    };
  const inline = inlineValues(helm, s.app.resource, [...at, "helm"]);
  if (inline && "why" in inline) return inline;
  const plan = {
    type: "helm",
    dir,
    valueFiles: files,
    inline: inline ? [inline] : [],
    sets: parameters(helm, env, s.app.resource, [...at, "helm", "parameters"]),
    releaseName: (0, import_chunk_TIR72V7I.str)(helm.releaseName) || s.app.resource.name,
    namespace: (0, import_chunk_TIR72V7I.str)(helm.namespace) || s.destination,
    includeCrds: helm.skipCrds !== true
  };
  return { plan, uses: [dir, ...files] };
}
function valueFiles(helm, dir, root, at, s, env) {
  const out = [];
  const raw = (0, import_chunk_TIR72V7I.arr)(helm.valueFiles).filter((f) => typeof f === "string");
  const resolved = [];
  for (let i = 0; i < raw.length; i++) {
    const file = raw[i];
    const ref = file.startsWith("$") ? s.refs.get(file.split("/")[0]) : void 0;
    let abs;
    if (ref) {
      const refRoot = localRoot((0, import_chunk_TIR72V7I.str)(ref.repoURL) ?? "", s.ctx.checkout);
      if (!refRoot) return elsewhere((0, import_chunk_TIR72V7I.str)(ref.repoURL) ?? "", [...at, i], s.ctx.checkout);
      abs = import_node_path.default.join(refRoot, env(file.split("/").slice(1).join("/")));
    } else {
      const expanded = env(file);
      if (/^[a-z][a-z0-9+.-]*:/i.test(expanded))
        return { why: `its value file ${file} is fetched from a URL`, path: [...at, i] };
      abs = import_node_path.default.isAbsolute(expanded) ? import_node_path.default.join(root, expanded) : import_node_path.default.resolve(dir, expanded);
    }
    if (!(0, import_chunk_TIR72V7I.isInside)(abs, root)) return { why: `its value file ${file} lies outside the repository`, path: [...at, i] };
    resolved.push(abs);
  }
  const explicit = new Set(resolved.filter((f) => !/[*?[{]/.test(f)));
  const add = (f) => {
    if (!out.includes(f)) out.push(f);
  };
  for (let i = 0; i < resolved.length; i++) {
    const abs = resolved[i];
    if (/[*?[{]/.test(abs)) {
      const matches = globFiles(abs, root);
      if (!matches.length && helm.ignoreMissingValueFiles !== true)
        return {
          why: `its value file pattern ${raw[i]} matches no file, so Argo CD fails to render it`,
          path: [...at, i]
        };
      for (const m of matches) if (!explicit.has(m)) add(m);
    } else if ((0, import_chunk_TIR72V7I.statIfAny)(abs)?.isFile()) add(abs);
    else if (helm.ignoreMissingValueFiles !== true)
      return { why: `its value file ${raw[i]} does not exist, so Argo CD fails to render it`, path: [...at, i] };
  }
  return out;
}
function globFiles(pattern, root) {
  const rel = import_node_path.default.relative(root, pattern).split(import_node_path.default.sep).join("/");
  const fixed = rel.split("/").findIndex((seg) => /[*?[{]/.test(seg));
  const base = import_node_path.default.join(root, ...rel.split("/").slice(0, Math.max(fixed, 0)));
  return walkFiles(base, root, true).filter((f) => (0, import_chunk_TIR72V7I.globMatch)(rel, import_node_path.default.relative(root, f).split(import_node_path.default.sep).join("/"), "double")).sort();
}
function inlineValues(helm, app2, at) {
  if ((0, import_chunk_TIR72V7I.isObj)(helm.valuesObject)) return inlineLayer(app2, helm.valuesObject, [...at, "valuesObject"]);
  const text2 = (0, import_chunk_TIR72V7I.str)(helm.values);
  if (!text2?.trim()) return void 0;
  try {
    const whole = (0, import_chunk_RA57JU66.valuesLayer)(app2.doc.file, text2, "file");
    return blockLayer(app2, [...at, "values"], text2) ?? { ...whole, place: placeIn(app2, [...at, "values"], false) };
  } catch {
    return { why: "its helm.values do not parse as YAML", path: [...at, "values"] };
  }
}
function inlineLayer(r, values, at) {
  return { kind: "file", values, file: r.doc.file, place: placeIn(r, at, true) };
}
function placeIn(r, at, descend) {
  return (key) => {
    const p = (0, import_chunk_TIR72V7I.positionOf)(r, descend ? [...at, ...key] : at);
    return { file: p.file, line: p.line, column: p.column };
  };
}
function blockLayer(app2, at, text2) {
  if ((0, import_chunk_TIR72V7I.isLocated)(app2)) return void 0;
  const { line } = (0, import_chunk_TIR72V7I.locate)(app2.doc, [...app2.base, ...at]);
  const lines = app2.doc.text.split("\n");
  const first = line - app2.doc.startLine + 1;
  const count = text2.replace(/\n$/, "").split("\n").length;
  const body = lines.slice(first, first + count);
  if (!/^\s*\|[-+]?\s*$/.test((lines[first - 1] ?? "").replace(/^.*?:\s*/, "")) || body.length !== count)
    return void 0;
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  if (body.map((l) => l.slice(indent)).join("\n") !== text2.replace(/\n$/, "")) return void 0;
  const slice = body.join("\n");
  const layer = (0, import_chunk_RA57JU66.valuesLayer)(app2.doc.file, slice, "file");
  const offset = lines.slice(0, first).reduce((n, l) => n + l.length + 1, app2.doc.startOffset);
  return {
    ...layer,
    doc: { file: app2.doc.file, index: 0, text: slice, startLine: app2.doc.startLine + first, startOffset: offset }
  };
}
function parameters(helm, env, app2, at) {
  const byName = /* @__PURE__ */ new Map();
  (0, import_chunk_TIR72V7I.arr)(helm.parameters).forEach((p, i) => {
    const name = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(p, "name"));
    if (!name) return;
    const value = cleanSetParameters(env((0, import_chunk_TIR72V7I.scalarText)((0, import_chunk_TIR72V7I.get)(p, "value")) ?? ""));
    const written = { name: "helm parameter", place: () => placeIn(app2, [...at, i, "value"], false)([]) };
    byName.delete(name);
    byName.set(name, { text: `${name}=${value}`, asString: (0, import_chunk_TIR72V7I.get)(p, "forceString") === true, written });
  });
  return [...byName.values()];
}
function cleanSetParameters(value) {
  if (value.startsWith("{") && value.endsWith("}")) return value;
  let out = "";
  let prev = "";
  for (const c of value) {
    out += c === "," && prev !== "\\" ? "\\," : c;
    prev = c;
  }
  return out;
}
function kustomizeSource(source, dir) {
  const k = (0, import_chunk_TIR72V7I.isObj)(source.kustomize) ? source.kustomize : {};
  const overlay = {};
  if ((0, import_chunk_TIR72V7I.str)(k.namePrefix)) overlay.namePrefix = k.namePrefix;
  if ((0, import_chunk_TIR72V7I.str)(k.nameSuffix)) overlay.nameSuffix = k.nameSuffix;
  if ((0, import_chunk_TIR72V7I.str)(k.namespace)) overlay.namespace = k.namespace;
  const images = (0, import_chunk_TIR72V7I.arr)(k.images).filter((i) => typeof i === "string");
  if (images.length) overlay.images = images.map(kustomizeImage);
  const replicas = (0, import_chunk_TIR72V7I.arr)(k.replicas).filter(import_chunk_TIR72V7I.isObj);
  if (replicas.length) overlay.replicas = replicas.map((r) => ({ name: r.name, count: Number(r.count) }));
  if ((0, import_chunk_TIR72V7I.isObj)(k.commonLabels) && Object.keys(k.commonLabels).length) {
    if (k.labelWithoutSelector === true)
      overlay.labels = [
        { pairs: k.commonLabels, includeSelectors: false, includeTemplates: k.labelIncludeTemplates === true }
      ];
    else overlay.commonLabels = k.commonLabels;
  }
  if ((0, import_chunk_TIR72V7I.isObj)(k.commonAnnotations) && Object.keys(k.commonAnnotations).length)
    overlay.commonAnnotations = k.commonAnnotations;
  const patches = (0, import_chunk_TIR72V7I.arr)(k.patches).filter(import_chunk_TIR72V7I.isObj);
  if (patches.length) overlay.patches = patches.map((p) => inlinePatch(p, dir));
  const components = (0, import_chunk_TIR72V7I.arr)(k.components).filter((c) => typeof c === "string");
  const present = k.ignoreMissingComponents === true ? components.filter((c) => (0, import_chunk_TIR72V7I.statIfAny)(import_node_path.default.resolve(dir, c))) : components;
  if (present.length) overlay.components = present.map((c) => import_node_path.default.resolve(dir, c));
  return Object.keys(overlay).length ? { type: "kustomize", dir, overlay } : { type: "kustomize", dir };
}
function inlinePatch(p, dir) {
  const file = (0, import_chunk_TIR72V7I.str)(p.path);
  if (!file) return p;
  const { path: _path, ...rest } = p;
  try {
    return { ...rest, patch: (0, import_node_fs.readFileSync)(import_node_path.default.resolve(dir, file), "utf8") };
  } catch {
    return p;
  }
}
function kustomizeImage(arg) {
  const eq = arg.indexOf("=");
  const spec = eq < 0 ? arg : arg.slice(eq + 1);
  const at = spec.indexOf("@");
  const digest = at < 0 ? void 0 : spec.slice(at + 1);
  const named = at < 0 ? spec : spec.slice(0, at);
  const colon = named.lastIndexOf(":");
  const hasTag = colon > named.lastIndexOf("/");
  const image = hasTag ? named.slice(0, colon) : named;
  const tag = hasTag ? named.slice(colon + 1) : void 0;
  return {
    name: eq < 0 ? image : arg.slice(0, eq),
    ...eq >= 0 ? { newName: image } : {},
    ...tag && tag !== "*" ? { newTag: tag } : {},
    ...digest ? { digest } : {}
  };
}
function directoryFiles(dir, root, d) {
  const include = (0, import_chunk_TIR72V7I.str)(d.include);
  const exclude = (0, import_chunk_TIR72V7I.str)(d.exclude);
  const out = [];
  for (const file of walkFiles(dir, root, d.recurse === true)) {
    const rel = import_node_path.default.relative(dir, file).split(import_node_path.default.sep).join("/");
    if (!/\.(ya?ml|json|jsonnet)$/.test(file)) continue;
    if (exclude && (0, import_chunk_TIR72V7I.globMatch)(exclude, rel, "any")) continue;
    if (include && !(0, import_chunk_TIR72V7I.globMatch)(include, rel, "any")) continue;
    if (file.endsWith(".jsonnet"))
      return { why: `its folder holds jsonnet (${rel}), which the gate does not evaluate` };
    let text2 = "";
    try {
      text2 = (0, import_node_fs.readFileSync)(file, "utf8");
    } catch {
    }
    if (!text2.includes("+argocd:skip-file-rendering")) out.push(file);
  }
  return out;
}
function walkFiles(dir, root, recurse) {
  let top;
  try {
    top = import_node_fs.realpathSync.native(root);
  } catch {
    return [];
  }
  const out = [];
  const walk = (folder) => {
    let entries;
    try {
      entries = (0, import_node_fs.readdirSync)(folder).sort();
    } catch {
      return;
    }
    for (const name of entries) {
      const full = import_node_path.default.join(folder, name);
      const info = (0, import_chunk_TIR72V7I.statIfAny)(full);
      let real;
      try {
        real = import_node_fs.realpathSync.native(full);
      } catch {
        real = void 0;
      }
      if (!info || !real || !(0, import_chunk_TIR72V7I.isInside)(real, top)) continue;
      if (info.isDirectory()) {
        if (recurse && name !== ".git") walk(full);
      } else if (info.isFile()) out.push(full);
    }
  };
  walk(dir);
  return out;
}
function applicationSet(set, ctx) {
  const spec = (0, import_chunk_TIR72V7I.isObj)(set.body.spec) ? set.body.spec : {};
  const apps = [];
  const skipped = [];
  if (spec.templatePatch !== void 0) {
    skipped.push({
      why: "it patches its template (templatePatch), which the gate does not apply",
      path: ["spec", "templatePatch"]
    });
    return { apps, skipped };
  }
  const goTemplate = spec.goTemplate === true;
  const options = (0, import_chunk_TIR72V7I.arr)(spec.goTemplateOptions).filter((o) => typeof o === "string");
  (0, import_chunk_TIR72V7I.arr)(spec.generators).forEach((g, i) => {
    const at = ["spec", "generators", i];
    const generated = generatorParams(g, at, goTemplate, ctx);
    if ("why" in generated) {
      skipped.push(generated);
      return;
    }
    const own = (0, import_chunk_TIR72V7I.get)(g, generated.kind, "template");
    const template = (0, import_chunk_TIR72V7I.isObj)(own) ? mergeTemplate(own, (0, import_chunk_TIR72V7I.isObj)(spec.template) ? spec.template : {}) : spec.template;
    const base = (0, import_chunk_TIR72V7I.isObj)(own) ? [...at, generated.kind, "template"] : ["spec", "template"];
    for (const params of generated.params) {
      const rendered = renderTemplate(template, params, goTemplate, options);
      if ("why" in rendered) {
        skipped.push({ why: rendered.why, path: base });
        continue;
      }
      apps.push(argoApplication(generatedApplication(set, rendered.value, base), ctx));
    }
  });
  return { apps, skipped };
}
function generatedApplication(set, template, base) {
  const t = (0, import_chunk_TIR72V7I.isObj)(template) ? template : {};
  const metadata = (0, import_chunk_TIR72V7I.isObj)(t.metadata) ? t.metadata : {};
  const body = {
    apiVersion: "argoproj.io/v1alpha1",
    kind: "Application",
    metadata: { ...metadata, namespace: set.namespace },
    spec: t.spec
  };
  return {
    apiVersion: "argoproj.io/v1alpha1",
    kind: "Application",
    name: (0, import_chunk_TIR72V7I.str)(metadata.name) ?? "",
    namespace: set.namespace,
    body,
    doc: set.doc,
    base: [...set.base, ...base]
  };
}
function mergeTemplate(dest, src) {
  if ((0, import_chunk_TIR72V7I.isObj)(dest) && (0, import_chunk_TIR72V7I.isObj)(src)) {
    const out = { ...dest };
    for (const [k, v] of Object.entries(src)) out[k] = mergeTemplate(out[k], v);
    return out;
  }
  const empty = dest === void 0 || dest === null || dest === "" || Array.isArray(dest) && !dest.length;
  return empty ? src : dest;
}
function generatorParams(g, at, goTemplate, ctx) {
  if (!(0, import_chunk_TIR72V7I.isObj)(g)) return { why: "a generator is not an object", path: at };
  if ((0, import_chunk_TIR72V7I.isObj)(g.list)) return listParams(g.list, [...at, "list"], goTemplate);
  if ((0, import_chunk_TIR72V7I.isObj)(g.git)) return gitParams(g.git, [...at, "git"], goTemplate, ctx);
  const kind = Object.keys(g).find((k) => k !== "selector") ?? "generator";
  return {
    why: `its ${kind} generator needs what only a cluster knows, which the gate does not read`,
    path: [...at, kind]
  };
}
function listParams(list, at, goTemplate) {
  const elements = (0, import_chunk_TIR72V7I.arr)(list.elements).filter(import_chunk_TIR72V7I.isObj);
  if ((0, import_chunk_TIR72V7I.str)(list.elementsYaml)) {
    try {
      elements.push(...(0, import_chunk_TIR72V7I.arr)((0, import_chunk_TIR72V7I.load)((0, import_chunk_TIR72V7I.str)(list.elementsYaml))).filter(import_chunk_TIR72V7I.isObj));
    } catch {
      return { why: "its list generator elementsYaml does not parse", path: [...at, "elementsYaml"] };
    }
  }
  if (goTemplate) return { kind: "list", params: elements };
  const params = [];
  for (const e of elements) {
    const p = {};
    for (const [k, v] of Object.entries(e)) {
      if (k === "values" && (0, import_chunk_TIR72V7I.isObj)(v)) for (const [vk, vv] of Object.entries(v)) p[`values.${vk}`] = (0, import_chunk_TIR72V7I.scalarText)(vv);
      else if (typeof v === "string") p[k] = v;
      else return { why: `its list element key ${k} is not a string (the controller refuses it)`, path: at };
    }
    params.push(p);
  }
  return { kind: "list", params };
}
function gitParams(git, at, goTemplate, ctx) {
  const url = (0, import_chunk_TIR72V7I.str)(git.repoURL) ?? "";
  const root = localRoot(url, ctx.checkout);
  if (!root) return elsewhere(url, [...at, "repoURL"], ctx.checkout);
  const prefix = (0, import_chunk_TIR72V7I.str)(git.pathParamPrefix) ?? "";
  const values = (0, import_chunk_TIR72V7I.isObj)(git.values) ? git.values : {};
  let params;
  if ((0, import_chunk_TIR72V7I.arr)(git.directories).length) {
    params = gitDirectories(root, (0, import_chunk_TIR72V7I.arr)(git.directories).filter(import_chunk_TIR72V7I.isObj)).map((dir) => dirParams(dir, prefix, goTemplate));
  } else if ((0, import_chunk_TIR72V7I.arr)(git.files).length) {
    const files = gitFiles(root, (0, import_chunk_TIR72V7I.arr)(git.files).filter(import_chunk_TIR72V7I.isObj));
    params = [];
    for (const file of files) {
      const found = fileParams(root, file, prefix, goTemplate);
      if (!found) return { why: `its git files generator reads ${file}, which does not parse`, path: [...at, "files"] };
      params.push(...found);
    }
  } else return { why: "its git generator lists neither directories nor files", path: at };
  for (const p of params) addValues(p, values, goTemplate);
  return { kind: "git", params };
}
function gitDirectories(root, items) {
  const all = [];
  const walk = (dir, rel) => {
    let names;
    try {
      names = (0, import_node_fs2.readdirSync)(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith(".")).map((e) => e.name).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const r = rel ? `${rel}/${name}` : name;
      all.push(r);
      walk(import_node_path2.default.join(dir, name), r);
    }
  };
  walk(root, "");
  return all.filter((p) => {
    const hits = items.filter((i) => typeof i.path === "string" && (0, import_chunk_TIR72V7I.globMatch)(i.path, p, "segment"));
    return hits.some((i) => i.exclude !== true) && !hits.some((i) => i.exclude === true);
  });
}
function gitFiles(root, items) {
  const files = walkFiles(root, root, true).map((f) => import_node_path2.default.relative(root, f).split(import_node_path2.default.sep).join("/"));
  const matches = (i, f) => typeof i.path === "string" && (0, import_chunk_TIR72V7I.globMatch)(i.path, f, "double");
  return files.filter((f) => items.some((i) => i.exclude !== true && matches(i, f))).filter((f) => !items.some((i) => i.exclude === true && matches(i, f))).sort();
}
function dirParams(dir, prefix, goTemplate) {
  const base = import_node_path2.default.posix.basename(dir);
  if (goTemplate) {
    const p = { path: dir, basename: base, basenameNormalized: sanitizeName(base), segments: dir.split("/") };
    return prefix ? { [prefix]: { path: p } } : { path: p };
  }
  const name = prefix ? `${prefix}.path` : "path";
  const out = { [name]: dir, [`${name}.basename`]: base, [`${name}.basenameNormalized`]: sanitizeName(base) };
  dir.split("/").forEach((seg, i) => {
    if (seg) out[`${name}[${i}]`] = seg;
  });
  return out;
}
function fileParams(root, file, prefix, goTemplate) {
  let data;
  try {
    data = (0, import_chunk_TIR72V7I.load)((0, import_node_fs2.readFileSync)(import_node_path2.default.join(root, file), "utf8"));
  } catch {
    return void 0;
  }
  const objects = Array.isArray(data) ? data.filter(import_chunk_TIR72V7I.isObj) : [(0, import_chunk_TIR72V7I.isObj)(data) ? data : {}];
  const dir = import_node_path2.default.posix.dirname(file);
  const filename = import_node_path2.default.posix.basename(file);
  return objects.map((o) => {
    const dp = dirParams(dir, prefix, goTemplate);
    if (goTemplate) {
      const p = prefix ? (0, import_chunk_TIR72V7I.get)(dp, prefix, "path") : dp.path;
      Object.assign(p, { filename, filenameNormalized: sanitizeName(filename) });
      return { ...o, ...dp };
    }
    const name = prefix ? `${prefix}.path` : "path";
    return {
      ...flatten(o),
      ...dp,
      [`${name}.filename`]: filename,
      [`${name}.filenameNormalized`]: sanitizeName(filename)
    };
  });
}
function flatten(o, prefix = "", out = {}) {
  if ((0, import_chunk_TIR72V7I.isObj)(o)) for (const [k, v] of Object.entries(o)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  else if (Array.isArray(o)) o.forEach((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i), out));
  else out[prefix] = o === null || o === void 0 ? "<nil>" : String((0, import_chunk_TIR72V7I.scalarText)(o));
  return out;
}
function addValues(params, values, goTemplate) {
  const rendered = {};
  for (const [k, v] of Object.entries(values)) {
    const r = replace((0, import_chunk_TIR72V7I.scalarText)(v) ?? "", params, goTemplate, []);
    rendered[k] = typeof r === "string" ? r : "";
  }
  if (goTemplate) {
    if (Object.keys(rendered).length) params.values = rendered;
  } else for (const [k, v] of Object.entries(rendered)) params[`values.${k}`] = v;
}
function sanitizeName(name) {
  return name.toLowerCase().replace(/[^-a-z0-9.]/g, "-").slice(0, 253).replace(/^[-.]+|[-.]+$/g, "");
}
function renderTemplate(template, params, goTemplate, options) {
  try {
    return { value: deepReplace(template, params, goTemplate, options) };
  } catch (e) {
    return { why: `its template cannot be rendered here: ${e.message}` };
  }
}
function deepReplace(v, params, goTemplate, options) {
  if (typeof v === "string") {
    const r = replace(v, params, goTemplate, options);
    if (typeof r !== "string") throw new Error(r.unsupported);
    return r;
  }
  if (Array.isArray(v)) return v.map((x) => deepReplace(x, params, goTemplate, options));
  if ((0, import_chunk_TIR72V7I.isObj)(v)) {
    const out = {};
    for (const [k, x] of Object.entries(v)) out[k] = deepReplace(x, params, goTemplate, options);
    return out;
  }
  return v;
}
function replace(text2, params, goTemplate, options) {
  if (!goTemplate) {
    return text2.replace(/\{\{([^}]*)\}\}/g, (whole, tag) => {
      const v = params[tag.trim()];
      return tag.trim() && typeof v === "string" ? v : whole;
    });
  }
  let out = "";
  let last = 0;
  for (const m of text2.matchAll(/\{\{(-?)\s*([\s\S]*?)\s*(-?)\}\}/g)) {
    let before = text2.slice(last, m.index);
    if (m[1]) before = before.replace(/\s+$/, "");
    out += before;
    const value = pipeline(m[2], params, options);
    if (typeof value !== "string") return value;
    out += value;
    last = m.index + m[0].length;
    if (m[3]) last += /^\s*/.exec(text2.slice(last))[0].length;
  }
  return out + text2.slice(last);
}
function pipeline(action, params, options) {
  const stages = action.split("|").map((s) => s.trim());
  let value = operand(stages[0], params);
  if (value === UNSUPPORTED) return { unsupported: `{{ ${action} }}` };
  for (const stage of stages.slice(1)) {
    const [fn, ...args] = stage.split(/\s+/);
    if (fn === "lower" || fn === "upper") value = text(value)[fn === "lower" ? "toLowerCase" : "toUpperCase"]();
    else if (fn === "quote") value = JSON.stringify(text(value));
    else if (fn === "default" && args.length === 1) {
      const d = literal(args[0]);
      if (d === UNSUPPORTED) return { unsupported: `{{ ${action} }}` };
      if (value === void 0 || value === null || value === "" || value === false || value === 0) value = d;
    } else return { unsupported: `{{ ${action} }}` };
  }
  if (value === void 0 && options.includes("missingkey=error"))
    return { unsupported: `{{ ${action} }} names a key the parameters lack (missingkey=error)` };
  return value === void 0 ? "<no value>" : text(value);
}
var UNSUPPORTED = /* @__PURE__ */ Symbol("unsupported");
function operand(expr, params) {
  const words = expr.split(/\s+/);
  if (words[0] === "index" && words.length >= 3) {
    let cur = chain(words[1], params);
    for (const w of words.slice(2)) {
      const k = literal(w);
      if (k === UNSUPPORTED || cur === UNSUPPORTED) return UNSUPPORTED;
      cur = (0, import_chunk_TIR72V7I.get)(cur, typeof k === "number" ? k : String(k));
    }
    return cur;
  }
  return words.length === 1 ? chain(words[0], params) : UNSUPPORTED;
}
function chain(expr, params) {
  if (expr === ".") return params;
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(expr)) return UNSUPPORTED;
  return (0, import_chunk_TIR72V7I.get)(params, ...expr.slice(1).split("."));
}
function literal(w) {
  if (/^-?\d+$/.test(w)) return Number(w);
  if (/^"(?:[^"\\]|\\.)*"$/.test(w)) return JSON.parse(w);
  return UNSUPPORTED;
}
function text(v) {
  if (typeof v === "string") return v;
  if (v === null || v === void 0) return "<no value>";
  if (Array.isArray(v)) return `[${v.map(text).join(" ")}]`;
  if ((0, import_chunk_TIR72V7I.isObj)(v))
    return `map[${Object.keys(v).sort().map((k) => `${k}:${text(v[k])}`).join(" ")}]`;
  return String((0, import_chunk_TIR72V7I.scalarText)(v));
}
function app(r, namespace) {
  return {
    id: `flux/${r.kind}/${r.namespace}/${r.name}`,
    resource: r,
    namespace,
    sources: [],
    skipped: [],
    uses: [],
    deploys: true,
    ...r.kind === "HelmRelease" ? { labels: { "helm.toolkit.fluxcd.io/name": r.name, "helm.toolkit.fluxcd.io/namespace": r.namespace } } : {}
  };
}
function sourceRoot(ref, at, r, flux, ctx) {
  const kind = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "kind")) ?? "";
  const name = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "name")) ?? "";
  const ns = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "namespace")) || r.namespace;
  if (kind !== "GitRepository")
    return { why: `its source is the ${kind || "unnamed"} ${ns}/${name}, not a git repository`, path: at };
  const repo = flux.gitRepositories.get(`${ns}/${name}`);
  if (!repo) return { why: `its GitRepository ${ns}/${name} is not among the inputs`, path: at };
  const url = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(repo.body, "spec", "url")) ?? "";
  return localRoot(url, ctx.checkout) ?? elsewhere(url, at, ctx.checkout);
}
function fluxKustomization(r, flux, ctx) {
  const spec = (0, import_chunk_TIR72V7I.isObj)(r.body.spec) ? r.body.spec : {};
  const out = app(r, (0, import_chunk_TIR72V7I.str)(spec.targetNamespace) || r.namespace);
  const root = sourceRoot(spec.sourceRef, ["spec", "sourceRef"], r, flux, ctx);
  if (typeof root !== "string") {
    out.skipped.push(root);
    return out;
  }
  const dir = import_node_path3.default.resolve(root, (0, import_chunk_TIR72V7I.str)(spec.path) ?? "./");
  if (!(0, import_chunk_TIR72V7I.isInside)(dir, root) || !(0, import_chunk_TIR72V7I.statIfAny)(dir)?.isDirectory()) {
    out.skipped.push({
      why: `its path ${(0, import_chunk_TIR72V7I.str)(spec.path) ?? "./"} is not a folder of this checkout`,
      path: ["spec", "path"]
    });
    return out;
  }
  const plan = { type: "kustomize", dir, overlay: kustomizeFields(spec, dir) };
  if (!(0, import_chunk_TIR72V7I.kustomizationFile)(dir)) plan.generated = scanManifests(dir, root);
  const vars = substitutions(spec, r, flux);
  if ("why" in vars) out.skipped.push(vars);
  else if (vars.size) plan.substitute = vars;
  out.sources.push(plan);
  out.uses.push(dir, ...plan.generated ?? []);
  return out;
}
function kustomizeFields(spec, dir) {
  const o = {};
  if ((0, import_chunk_TIR72V7I.str)(spec.targetNamespace)) o.namespace = spec.targetNamespace;
  if ((0, import_chunk_TIR72V7I.str)(spec.namePrefix)) o.namePrefix = spec.namePrefix;
  if ((0, import_chunk_TIR72V7I.str)(spec.nameSuffix)) o.nameSuffix = spec.nameSuffix;
  if ((0, import_chunk_TIR72V7I.arr)(spec.patches).length) o.patches = (0, import_chunk_TIR72V7I.arr)(spec.patches);
  const images = (0, import_chunk_TIR72V7I.arr)(spec.images).filter(import_chunk_TIR72V7I.isObj);
  if (images.length) o.images = images;
  const components = (0, import_chunk_TIR72V7I.arr)(spec.components).filter((c) => typeof c === "string");
  const present = spec.ignoreMissingComponents === true ? components.filter((c) => (0, import_chunk_TIR72V7I.statIfAny)(import_node_path3.default.resolve(dir, c))) : components;
  if (present.length) o.components = present.map((c) => import_node_path3.default.resolve(dir, c));
  const meta = (0, import_chunk_TIR72V7I.isObj)(spec.commonMetadata) ? spec.commonMetadata : {};
  if ((0, import_chunk_TIR72V7I.isObj)(meta.labels)) o.labels = [{ pairs: meta.labels, includeSelectors: false }];
  if ((0, import_chunk_TIR72V7I.isObj)(meta.annotations)) o.commonAnnotations = meta.annotations;
  return Object.keys(o).length ? o : void 0;
}
function scanManifests(dir, root) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const file of walkFiles(dir, root, true)) {
    let folder = import_node_path3.default.dirname(file);
    let nested;
    for (; folder !== dir && (0, import_chunk_TIR72V7I.isInside)(folder, dir); folder = import_node_path3.default.dirname(folder))
      if ((0, import_chunk_TIR72V7I.kustomizationFile)(folder)) nested = folder;
    if (nested) {
      if (!seen.has(nested)) out.push(nested);
      seen.add(nested);
    } else if (/\.ya?ml$/.test(file)) out.push(file);
  }
  return out;
}
function substitutions(spec, r, flux) {
  const vars = /* @__PURE__ */ new Map();
  const from = (0, import_chunk_TIR72V7I.arr)((0, import_chunk_TIR72V7I.get)(spec, "postBuild", "substituteFrom"));
  for (let i = 0; i < from.length; i++) {
    const ref = from[i];
    const kind = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "kind")) ?? "";
    const name = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "name")) ?? "";
    const data = (0, import_chunk_TIR72V7I.dataOf)(flux.data.get(`${kind}/${r.namespace}/${name}`));
    if (!data) {
      if ((0, import_chunk_TIR72V7I.get)(ref, "optional") === true) continue;
      return {
        why: `its post-build variables come from ${kind} ${r.namespace}/${name}, which is not among the inputs`,
        path: ["spec", "postBuild", "substituteFrom", i]
      };
    }
    for (const [k, v] of Object.entries(data)) vars.set(k, v.replace(/\n/g, ""));
  }
  const inline = (0, import_chunk_TIR72V7I.get)(spec, "postBuild", "substitute");
  if ((0, import_chunk_TIR72V7I.isObj)(inline)) {
    for (const [k, v] of Object.entries(inline)) if (typeof v === "string") vars.set(k, v.replace(/\n/g, ""));
  }
  return vars;
}
function substitute(text2, vars) {
  return text2.replace(
    /\$\$|\$\{([_A-Za-z][_A-Za-z0-9]*)(?:(:?[-=])([^}]*))?\}/g,
    (whole, name, op, def) => {
      if (!name) return "$";
      const v = vars.get(name);
      if (op === void 0) return v ?? "";
      const empty = op.startsWith(":") ? !v : v === void 0;
      return empty ? def ?? "" : v;
    }
  );
}
function fluxHelmRelease(r, flux, ctx) {
  const spec = (0, import_chunk_TIR72V7I.isObj)(r.body.spec) ? r.body.spec : {};
  const target = (0, import_chunk_TIR72V7I.str)(spec.targetNamespace);
  const out = app(r, target || r.namespace);
  if (spec.chartRef !== void 0) {
    const ref2 = `${(0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(spec, "chartRef", "kind")) ?? ""} ${(0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(spec, "chartRef", "name")) ?? ""}`.trim();
    out.skipped.push({
      why: `its chart comes from the ${ref2}, an artifact the gate does not fetch`,
      path: ["spec", "chartRef"]
    });
    return out;
  }
  const chart = (0, import_chunk_TIR72V7I.isObj)((0, import_chunk_TIR72V7I.get)(spec, "chart", "spec")) ? (0, import_chunk_TIR72V7I.get)(spec, "chart", "spec") : {};
  const ref = chart.sourceRef;
  if ((0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "kind")) === "HelmRepository") {
    out.skipped.push({
      why: `its chart ${(0, import_chunk_TIR72V7I.str)(chart.chart) ?? ""}${(0, import_chunk_TIR72V7I.str)(chart.version) ? ` ${(0, import_chunk_TIR72V7I.str)(chart.version)}` : ""} comes from the HelmRepository ${(0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "name")) ?? ""}`,
      path: ["spec", "chart", "spec", "sourceRef"]
    });
    return out;
  }
  const root = sourceRoot(ref, ["spec", "chart", "spec", "sourceRef"], r, flux, ctx);
  if (typeof root !== "string") {
    out.skipped.push(root);
    return out;
  }
  const dir = import_node_path3.default.resolve(root, (0, import_chunk_TIR72V7I.str)(chart.chart) ?? ".");
  if (!(0, import_chunk_TIR72V7I.isInside)(dir, root) || !(0, import_chunk_TIR72V7I.statIfAny)(import_node_path3.default.join(dir, "Chart.yaml"))?.isFile()) {
    out.skipped.push({
      why: `its chart ${(0, import_chunk_TIR72V7I.str)(chart.chart) ?? ""} is not a chart folder of this checkout`,
      path: ["spec", "chart", "spec", "chart"]
    });
    return out;
  }
  const files = (0, import_chunk_TIR72V7I.arr)(chart.valuesFiles).filter((f) => typeof f === "string").map((f) => import_node_path3.default.resolve(root, f));
  const missing = files.find((f) => !(0, import_chunk_TIR72V7I.statIfAny)(f)?.isFile());
  if (missing) {
    out.skipped.push({
      why: `its values file ${import_node_path3.default.relative(root, missing)} does not exist`,
      path: ["spec", "chart", "spec", "valuesFiles"]
    });
    return out;
  }
  const layers = valuesLayers(spec, r, flux);
  if ("why" in layers) {
    out.skipped.push(layers);
    return out;
  }
  const replaced = files.length ? replacedDefaults(dir, files, r) : void 0;
  if (replaced) layers.unshift(replaced);
  const plan = {
    type: "helm",
    dir,
    valueFiles: files,
    inline: layers,
    sets: [],
    releaseName: (0, import_chunk_TIR72V7I.str)(spec.releaseName) || (target ? `${target}-${r.name}` : r.name),
    namespace: target || r.namespace,
    includeCrds: (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(spec, "install", "crds")) !== "Skip"
  };
  out.sources.push(plan);
  out.uses.push(dir, ...files);
  return out;
}
function replacedDefaults(dir, files, r) {
  const read = (file) => {
    try {
      const v = (0, import_chunk_TIR72V7I.load)((0, import_node_fs3.readFileSync)(file, "utf8"));
      return (0, import_chunk_TIR72V7I.isObj)(v) ? v : {};
    } catch {
      return {};
    }
  };
  const merged = files.reduce((acc, f) => (0, import_chunk_TIR72V7I.mergeValues)(acc, read(f)), {});
  const nulls = (defaults, kept) => {
    const out = {};
    for (const [k, v] of Object.entries(defaults)) {
      if (!(k in kept)) out[k] = null;
      else if ((0, import_chunk_TIR72V7I.isObj)(v) && (0, import_chunk_TIR72V7I.isObj)(kept[k])) {
        const below = nulls(v, kept[k]);
        if (Object.keys(below).length) out[k] = below;
      }
    }
    return out;
  };
  const values = nulls(read(import_node_path3.default.join(dir, "values.yaml")), merged);
  if (!Object.keys(values).length) return void 0;
  return { kind: "file", values, file: r.doc.file, place: placeIn(r, ["spec", "chart", "spec", "valuesFiles"], false) };
}
function valuesLayers(spec, r, flux) {
  const out = [];
  const refs = (0, import_chunk_TIR72V7I.arr)(spec.valuesFrom);
  for (let i = 0; i < refs.length; i++) {
    const ref = refs[i];
    const kind = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "kind")) ?? "";
    const name = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "name")) ?? "";
    const key = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "valuesKey")) || "values.yaml";
    const at = ["spec", "valuesFrom", i];
    const holder = flux.data.get(`${kind}/${r.namespace}/${name}`);
    const text2 = (0, import_chunk_TIR72V7I.dataOf)(holder)?.[key];
    if (text2 === void 0) {
      if ((0, import_chunk_TIR72V7I.get)(ref, "optional") === true) continue;
      return {
        why: `its values come from ${kind} ${r.namespace}/${name} (key ${key}), which is not among the inputs`,
        path: at
      };
    }
    const target = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "targetPath"));
    const shown = holder.kind === "ConfigMap" ? holder : r;
    const place = placeIn(shown, holder.kind === "ConfigMap" ? ["data", key] : at, false);
    if (target) {
      const quoted = /^(['"]).*\1$/s.test(text2);
      const flag = {
        text: `${target}=${quoted ? text2.slice(1, -1) : text2}`,
        asString: quoted || (0, import_chunk_TIR72V7I.get)(ref, "literal") === true
      };
      out.push({ ...(0, import_chunk_RA57JU66.setLayer)(flag), kind: "file", file: shown.doc.file, place });
      continue;
    }
    let values;
    try {
      values = (0, import_chunk_TIR72V7I.load)(text2);
    } catch {
      return { why: `its values in ${kind} ${r.namespace}/${name} (key ${key}) do not parse`, path: at };
    }
    if ((0, import_chunk_TIR72V7I.isObj)(values)) out.push({ kind: "file", values, file: shown.doc.file, place });
  }
  if ((0, import_chunk_TIR72V7I.isObj)(spec.values)) out.push(inlineLayer(r, spec.values, ["spec", "values"]));
  return out;
}
function dataRefs(r) {
  const spec = r.body.spec;
  const refs = [...(0, import_chunk_TIR72V7I.arr)((0, import_chunk_TIR72V7I.get)(spec, "valuesFrom")), ...(0, import_chunk_TIR72V7I.arr)((0, import_chunk_TIR72V7I.get)(spec, "postBuild", "substituteFrom"))];
  return refs.flatMap((ref) => {
    const kind = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "kind"));
    const name = (0, import_chunk_TIR72V7I.str)((0, import_chunk_TIR72V7I.get)(ref, "name"));
    return kind && name ? [`${kind}/${r.namespace}/${name}`] : [];
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  applicationSet,
  argoApplication,
  dataRefs,
  fluxHelmRelease,
  fluxKustomization,
  substitute
});
