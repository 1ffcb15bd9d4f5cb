import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  RULES,
  annotations,
  refOf,
  resourcesOf
} from "./chunk-TBC5PSO2.mjs";
import {
  SHIPPED_OWNERS
} from "./chunk-GEF43NJU.mjs";
import {
  loadProfiles,
  parsePolicy,
  policyFiles
} from "./chunk-OXAEGTOZ.mjs";
import {
  globMatcher,
  validateOwner
} from "./chunk-ZZ546P3K.mjs";
import {
  DEFAULT_LIMITS,
  arr,
  dottedPath,
  get,
  isObj,
  locate,
  parseDocuments,
  str
} from "./chunk-RYBUYNK4.mjs";
import {
  DEFAULT_MAX_FILE_BYTES,
  readInputs
} from "./chunk-2CJDDFJD.mjs";
import {
  InputError
} from "./chunk-4BSXTURP.mjs";

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

// src/model/model.ts
var WORKLOAD_KINDS = /* @__PURE__ */ new Set(["Deployment", "StatefulSet"]);
var WEBHOOK_CONFIG_KINDS = /* @__PURE__ */ new Set(["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"]);
var Model = class {
  resources = [];
  profiles;
  /** The owner catalogue (policies/owners, plus any the configuration adds). */
  owners;
  // Nested maps rather than joined string keys: indexing 100,000 objects then allocates no key strings.
  byKindNsName = /* @__PURE__ */ new Map();
  byKind = /* @__PURE__ */ new Map();
  hpaByTarget = /* @__PURE__ */ new Map();
  bindingsBySubject = /* @__PURE__ */ new Map();
  /** Built on first use: only messages about a Secret in another namespace ask for it. */
  byKindName;
  constructor(resources, profiles, owners = SHIPPED_OWNERS) {
    this.profiles = profiles;
    this.owners = owners;
    for (const r of resources) this.add(r);
  }
  add(r) {
    this.resources.push(r);
    inner(inner(this.byKindNsName, r.kind), r.namespace).set(r.name, r);
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

// src/rules/types.ts
var cut = /* @__PURE__ */ new Map();
function fillMessage(template, data = {}) {
  let parts = cut.get(template);
  if (!parts) cut.set(template, parts = template.split(/\{(\w+)\}/));
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const k = parts[i];
    out += (k in data ? String(data[k]) : `{${k}}`) + parts[i + 1];
  }
  return out;
}

// src/rules/engine.ts
var SUPPRESS_PREFIX = "webhook-cert-gate.io/ignore-";
async function runRules(model, rules, options) {
  const findings = [];
  const reasonless = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    const override = options.overrides?.[rule.meta.id];
    if (override === "off") continue;
    const severity = override ?? rule.meta.severity;
    await rule.check({
      model,
      settings: options.settings,
      live: options.live,
      report(r) {
        const template = rule.meta.messages[r.messageId];
        if (template === void 0) throw new Error(`rule ${rule.meta.id}: no message '${r.messageId}'`);
        const suppression = options.strict ? void 0 : suppressionOf(r.resource, rule.meta.id);
        if (suppression !== void 0) {
          if (suppression.trim() === "") reasonless.set(keyOf(r.resource, rule.meta.id), { resource: r.resource, ruleId: rule.meta.id });
          return;
        }
        findings.push(toFinding(rule.meta.id, override ?? r.severity ?? severity, fillMessage(template, r.data), r.fix, r.resource, r.path ?? []));
      }
    });
  }
  for (const { resource, ruleId } of reasonless.values()) findings.push(reasonlessFinding(resource, ruleId));
  return findings;
}
function suppressionOf(r, ruleId) {
  const value = annotations(r)[SUPPRESS_PREFIX + ruleId];
  return value === void 0 || value === null ? void 0 : String(value);
}
function toFinding(rule, severity, message, fix, resource, path) {
  const pos = resource.locate ? resource.locate(path) : { file: resource.doc.file, ...locate(resource.doc, [...resource.base, ...path]) };
  return {
    rule,
    severity,
    message: pos.note ? `${message} (${pos.note})` : message,
    fix,
    file: pos.file,
    line: pos.line,
    column: pos.column,
    object: refOf(resource),
    field: pos.field ?? (path.length ? dottedPath(path) : void 0),
    template: resource.doc.template
  };
}
function keyOf(r, ruleId) {
  return `${ruleId}\0${r.doc.file}\0${r.doc.index}\0${r.base.join(".")}`;
}
function reasonlessFinding(resource, ruleId) {
  const annotation = SUPPRESS_PREFIX + ruleId;
  return toFinding(
    "suppression-reason-missing",
    "warning",
    `Annotation ${annotation} suppresses ${ruleId} without a reason.`,
    `Give the annotation a value that says why the finding is accepted, e.g. "${annotation}: single-replica test cluster".`,
    resource,
    ["metadata", "annotations", annotation]
  );
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
    ignored: globMatcher(config.ignorePaths ?? [])
  }) : { inputs: [], errors: [] };
  const texts = [...inputs, ...options.sources ?? []];
  const namespace = options.namespace ?? config.namespace ?? "default";
  const findings = [];
  const resources = [...options.extraResources ?? []];
  for (const input of texts) {
    for (const parsed of parseDocuments(input.file, input.text, options.limits ?? DEFAULT_LIMITS)) {
      if (parsed.error) findings.push(syntaxFinding(input.file, parsed.error, parsed.doc.template));
      else if (input.decorate) resources.push(...resourcesOf(parsed, namespace).map(input.decorate));
      else resourcesOf(parsed, namespace, resources);
    }
  }
  const profiles = options.profiles ?? await loadProfiles(config.profiles);
  const model = new Model(resources, profiles, await loadOwners(config.owners));
  findings.push(
    ...await runRules(model, RULES, {
      settings: { at: options.at ?? /* @__PURE__ */ new Date(), minDays: config.minDays ?? 30 },
      overrides: config.rules,
      strict: options.strict ?? config.strict,
      live: options.live
    })
  );
  const syntaxOverride = config.rules?.["yaml-syntax"];
  const kept = syntaxOverride === "off" ? findings.filter((f) => f.rule !== "yaml-syntax") : findings;
  if (syntaxOverride && syntaxOverride !== "off") {
    for (const f of kept) if (f.rule === "yaml-syntax") f.severity = syntaxOverride;
  }
  return { findings: kept, errors, model, stats: { files: texts.length, resources: resources.length } };
}
function assertKnownRules(config) {
  const known = RULES.map((r) => r.meta.id);
  for (const id of Object.keys(config.rules ?? {})) {
    if (known.includes(id)) continue;
    const nearest = known.reduce((best, k) => editDistance(id, k) < editDistance(id, best) ? k : best);
    throw new InputError(`${config.source ?? "config"}: rules: unknown rule id '${id}'; did you mean '${nearest}'? (webhook-cert-gate rules lists them)`);
  }
}
function editDistance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}
function syntaxFinding(file, error, template) {
  return {
    rule: "yaml-syntax",
    severity: "error",
    message: `${error.message}; this document was skipped, the others were checked.`,
    fix: "Fix the YAML at this line (kubectl apply would reject the whole file).",
    file,
    line: error.line,
    column: error.column,
    ...template ? { template } : {}
  };
}

export {
  runCheck
};
