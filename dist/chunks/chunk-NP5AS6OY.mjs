import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  RULES,
  resourcesOf,
  runRules
} from "./chunk-7HMMKEAK.mjs";
import {
  SHIPPED_OWNERS
} from "./chunk-GEF43NJU.mjs";
import {
  loadProfiles,
  parsePolicy,
  policyFiles
} from "./chunk-TGPSQWJV.mjs";
import {
  globMatcher,
  validateOwner
} from "./chunk-BOT73PVK.mjs";
import {
  nearest
} from "./chunk-OLXE4IO3.mjs";
import {
  DEFAULT_LIMITS,
  arr,
  get,
  isObj,
  parseDocuments,
  str
} from "./chunk-TX4L6MZR.mjs";
import {
  DEFAULT_MAX_FILE_BYTES,
  readInputs
} from "./chunk-ELMPWUMU.mjs";
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
  const syntaxErrors = [];
  const resources = [...options.extraResources ?? []];
  for (const input of texts) {
    for (const parsed of parseDocuments(input.file, input.text, options.limits ?? DEFAULT_LIMITS)) {
      if (parsed.error) syntaxErrors.push({ file: input.file, ...parsed.error, ...parsed.doc.template ? { template: parsed.doc.template } : {} });
      else if (input.decorate) resources.push(...resourcesOf(parsed, namespace).map(input.decorate));
      else resourcesOf(parsed, namespace, resources);
    }
  }
  const profiles = options.profiles ?? await loadProfiles(config.profiles);
  const model = new Model(resources, profiles, await loadOwners(config.owners));
  const findings = await runRules(model, RULES, {
    settings: { at: options.at ?? /* @__PURE__ */ new Date(), minDays: config.minDays ?? 30, strict: options.strict ?? config.strict },
    overrides: config.rules,
    live: options.live,
    helm: options.helm,
    syntaxErrors
  });
  return { findings, errors, syntaxErrors, model, stats: { files: texts.length, resources: resources.length } };
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
