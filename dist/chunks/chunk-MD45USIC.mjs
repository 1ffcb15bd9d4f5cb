import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  SHIPPED_OWNERS
} from "./chunk-C2RGX3YP.mjs";
import {
  RULES,
  resourcesOf,
  runRules
} from "./chunk-IIVUUG6F.mjs";
import {
  loadProfiles,
  parsePolicy,
  policyFiles
} from "./chunk-SPNAE3QJ.mjs";
import {
  nearest
} from "./chunk-OLXE4IO3.mjs";
import {
  arr,
  get,
  isObj,
  str
} from "./chunk-PT4BO5UJ.mjs";
import {
  DEFAULT_LIMITS,
  DEFAULT_MAX_FILE_BYTES,
  displayPath,
  globMatcher,
  parseFiles,
  pathMatcher,
  readInputs,
  validateOwner
} from "./chunk-7TDALGQL.mjs";
import {
  InputError
} from "./chunk-4BSXTURP.mjs";

// src/check.ts
import path from "node:path";

// src/load/owners.ts
import { readFile } from "node:fs/promises";
async function loadOwners(extra = []) {
  if (!extra.length) return SHIPPED_OWNERS;
  const byName = new Map(SHIPPED_OWNERS.map((o) => [o.name, o]));
  for (const entry of extra) {
    for (const file of await policyFiles(entry, "owner")) {
      const owner = parsePolicy(await readFile(file, "utf8"), file, validateOwner, "owner");
      byName.set(owner.name, owner);
    }
  }
  return [...byName.values()];
}

// src/model/scope.ts
var DEFAULT_SCOPE = ".";
function assignScopes(resources, declared) {
  const of = declared ? declaredScope(declared) : inferredScope(resources);
  const cache = /* @__PURE__ */ new Map();
  const scopeOfFile = (file) => {
    let s = cache.get(file);
    if (s === void 0) cache.set(file, s = of(file));
    return s;
  };
  for (const r of resources) if (r.scope === void 0) r.scope = scopeOfFile(r.doc.file);
  return scopeOfFile;
}
function byScope(resources) {
  const out = /* @__PURE__ */ new Map();
  for (const r of resources) {
    const s = r.scope ?? DEFAULT_SCOPE;
    const list = out.get(s);
    if (list) list.push(r);
    else out.set(s, [r]);
  }
  return out;
}
function declaredScope(matches) {
  return (file) => {
    for (let p = file; p; p = parent(p)) if (matches(p)) return p;
    return DEFAULT_SCOPE;
  };
}
function inferredScope(resources) {
  const splits = /* @__PURE__ */ new Set();
  const firstFile = /* @__PURE__ */ new Map();
  for (const r of resources) {
    if (r.scope !== void 0 || !identified(r) || r.doc.file.startsWith("<")) continue;
    const byName = nested(nested(firstFile, r.kind), r.namespace);
    const first = byName.get(r.name);
    if (first === void 0) byName.set(r.name, r.doc.file);
    else if (first !== r.doc.file) {
      const split = splitFolder(first, r.doc.file);
      if (split !== void 0) splits.add(split);
    }
  }
  return (file) => {
    for (let p = parent(file); p !== void 0; p = parent(p)) if (splits.has(parent(p) ?? "")) return p;
    return DEFAULT_SCOPE;
  };
}
function splitFolder(a, b) {
  const sa = a.split("/");
  const sb = b.split("/");
  let i = 0;
  while (i < sa.length - 1 && i < sb.length - 1 && sa[i] === sb[i]) i++;
  if (i >= sa.length - 1 || i >= sb.length - 1) return void 0;
  return sa.slice(0, i).join("/");
}
function identified(r) {
  const meta = r.body.metadata;
  return typeof meta === "object" && meta !== null && typeof meta.name === "string" && r.name !== "";
}
function parent(p) {
  const i = p.lastIndexOf("/");
  return i < 0 ? void 0 : p.slice(0, i);
}
function nested(map, k) {
  let m = map.get(k);
  if (!m) map.set(k, m = /* @__PURE__ */ new Map());
  return m;
}

// src/model/model.ts
var WORKLOAD_KINDS = /* @__PURE__ */ new Set(["Deployment", "StatefulSet"]);
var WEBHOOK_CONFIG_KINDS = /* @__PURE__ */ new Set(["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"]);
var Model = class {
  resources = [];
  profiles;
  /** The owner catalogue (policies/owners, plus any the configuration adds). */
  owners;
  /** Objects given twice; only the last of each is in `resources` and the indexes, as in the cluster. */
  duplicates = [];
  // Nested maps rather than joined string keys: indexing 100,000 objects then allocates no key strings.
  /** The open duplicate group of each object that replaced another, so a repeat joins its group. */
  groupOf = /* @__PURE__ */ new Map();
  byKindNsName = /* @__PURE__ */ new Map();
  byKind = /* @__PURE__ */ new Map();
  hpaByTarget = /* @__PURE__ */ new Map();
  bindingsBySubject = /* @__PURE__ */ new Map();
  /** Built on first use: only messages about a Secret in another namespace ask for it. */
  byKindName;
  constructor(resources, profiles, owners = SHIPPED_OWNERS) {
    this.profiles = profiles;
    this.owners = owners;
    for (const r of resources) this.index(r);
    for (const r of resources) if (!identified(r) || this.get(r.kind, r.namespace, r.name) === r) this.add(r);
  }
  /** The last one wins, as with kubectl apply of a stream that repeats an object; the one it replaces is set aside. */
  index(r) {
    const byName = inner(inner(this.byKindNsName, r.kind), r.namespace);
    const before = byName.get(r.name);
    if (before && identified(before) && identified(r)) {
      const group = this.groupOf.get(before);
      if (group) {
        group.replaced.push(before);
        group.kept = r;
        this.groupOf.delete(before);
      }
      this.groupOf.set(r, group ?? this.duplicates[this.duplicates.push({ kept: r, replaced: [before] }) - 1]);
    }
    byName.set(r.name, r);
  }
  add(r) {
    this.resources.push(r);
    push(this.byKind, r.kind, r);
    if (r.kind === "HorizontalPodAutoscaler") {
      const kind = str(get(r.body, "spec", "scaleTargetRef", "kind"));
      const name = str(get(r.body, "spec", "scaleTargetRef", "name"));
      if (kind && name) push(this.hpaByTarget, key(kind, r.namespace, name), r);
    }
    if (r.kind === "RoleBinding" || r.kind === "ClusterRoleBinding") {
      for (const s of arr(get(r.body, "subjects"))) {
        if (!isObj(s) || s.kind !== "ServiceAccount" || typeof s.name !== "string") continue;
        const ns = str(s.namespace) || r.namespace;
        push(this.bindingsBySubject, `${ns}/${s.name}`, r);
      }
    }
  }
  get(kind, namespace, name) {
    return this.byKindNsName.get(kind)?.get(namespace)?.get(name);
  }
  ofKind(kind) {
    return this.byKind.get(kind) ?? [];
  }
  /** Same kind and name in any namespace (to say "it is there, but in namespace X"). */
  named(kind, name) {
    if (!this.byKindName) {
      this.byKindName = /* @__PURE__ */ new Map();
      for (const r of this.resources) push(inner(this.byKindName, r.kind), r.name, r);
    }
    return this.byKindName.get(kind)?.get(name) ?? [];
  }
  workloads() {
    return [...WORKLOAD_KINDS].flatMap((k) => this.ofKind(k));
  }
  webhookConfigurations() {
    return [...WEBHOOK_CONFIG_KINDS].flatMap((k) => this.ofKind(k));
  }
  hpasFor(workload) {
    return this.hpaByTarget.get(key(workload.kind, workload.namespace, workload.name)) ?? [];
  }
  bindingsFor(namespace, serviceAccount) {
    return this.bindingsBySubject.get(`${namespace}/${serviceAccount}`) ?? [];
  }
};
function key(kind, namespace, name) {
  return `${kind}/${namespace}/${name}`;
}
function inner(map, k) {
  let m = map.get(k);
  if (!m) map.set(k, m = /* @__PURE__ */ new Map());
  return m;
}
function push(map, k, v) {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

// src/check.ts
async function runCheck(options) {
  const config = options.config ?? {};
  assertKnownRules(config);
  const cwd = options.cwd ?? process.cwd();
  const { inputs, errors } = options.paths?.length ? await readInputs(options.paths, {
    cwd,
    readStdin: options.readStdin ?? (() => Promise.resolve("")),
    maxFileBytes: config.maxFileSize ?? DEFAULT_MAX_FILE_BYTES,
    ignored: notInputs(config, cwd)
  }) : { inputs: [], errors: [] };
  const texts = [...inputs, ...options.sources ?? []];
  const namespace = options.namespace ?? config.namespace ?? "default";
  const resources = [...options.extraResources ?? []];
  const syntaxErrors = [];
  const parsedFiles = parseFiles(texts, options.limits ?? DEFAULT_LIMITS);
  for (let k = 0; k < texts.length; k++) {
    const input = texts[k];
    const first = resources.length;
    for (const parsed of parsedFiles[k]) {
      if (parsed.error) syntaxErrors.push({ file: input.file, ...parsed.error, ...parsed.doc.template ? { template: parsed.doc.template } : {} });
      else if (input.decorate) resources.push(...resourcesOf(parsed, namespace).map(input.decorate));
      else resourcesOf(parsed, namespace, resources);
    }
    if (input.scope !== void 0) for (let i = first; i < resources.length; i++) resources[i].scope = input.scope;
  }
  const scopeOfFile = assignScopes(resources, config.scopes?.length ? pathMatcher(config.scopes) : void 0);
  const renderScopes = new Map(texts.flatMap((t) => t.scope === void 0 ? [] : [[t.file, t.scope]]));
  const scopeOfError = (e) => renderScopes.get(e.file) ?? scopeOfFile(e.file);
  const scopes = byScope(resources);
  for (const e of syntaxErrors) if (!scopes.has(scopeOfError(e))) scopes.set(scopeOfError(e), []);
  if (!scopes.size) scopes.set(DEFAULT_SCOPE, []);
  const profiles = options.profiles ?? await loadProfiles(config.profiles);
  const owners = await loadOwners(config.owners);
  const models = /* @__PURE__ */ new Map();
  const findings = [];
  for (const [scope, members] of scopes) {
    const model = new Model(members, profiles, owners);
    models.set(scope, model);
    const found = await runRules(model, RULES, {
      settings: { at: options.at ?? /* @__PURE__ */ new Date(), minDays: config.minDays ?? 30, strict: options.strict ?? config.strict },
      overrides: config.rules,
      live: options.live,
      // Given values belong to no object: reported once, with the first scope.
      helm: models.size === 1 ? options.helm : void 0,
      syntaxErrors: syntaxErrors.filter((e) => scopeOfError(e) === scope)
    });
    for (const f of found) f.scope = scope;
    findings.push(...found);
  }
  if (scopes.size < 2) for (const f of findings) delete f.scope;
  const stats = { files: texts.reduce((n, t) => n + (t.files ?? 1), 0), resources: resources.length };
  return { findings, errors, syntaxErrors, model: models.values().next().value, models, stats };
}
function notInputs(config, cwd) {
  const ignored = globMatcher(config.ignorePaths ?? []);
  const own = config.source ? displayPath(path.resolve(cwd, config.source), cwd) : void 0;
  return (file) => file === own || ignored(file);
}
function assertKnownRules(config) {
  const known = RULES.map((r) => r.meta.id);
  for (const id of Object.keys(config.rules ?? {})) {
    if (known.includes(id)) continue;
    throw new InputError(`${config.source ?? "config"}: rules: unknown rule id '${id}'; did you mean '${nearest(id, known) ?? ""}'? (webhook-cert-gate rules lists them)`);
  }
}

export {
  runCheck
};
