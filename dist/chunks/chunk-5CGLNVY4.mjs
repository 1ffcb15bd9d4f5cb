import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  arr,
  get,
  isObj,
  str
} from "./chunk-PT4BO5UJ.mjs";

// src/model/env.ts
var UNSET = { state: "unset" };
function isSet(e) {
  return e.state === "ref" || e.state === "value" && e.value !== "";
}
function resolveEnv(model, workload, container, containerPath, names) {
  const wanted = new Set(names);
  const out = /* @__PURE__ */ new Map();
  arr(container.envFrom).forEach((src, i) => {
    if (!isObj(src)) return;
    const path = [...containerPath, "envFrom", i];
    for (const [name, setting] of fromEnvSource(model, workload.namespace, src, path)) {
      if (wanted.has(name)) out.set(name, setting);
    }
  });
  arr(container.env).forEach((entry, i) => {
    if (!isObj(entry) || typeof entry.name !== "string" || !wanted.has(entry.name)) return;
    out.set(entry.name, fromEnvEntry(model, workload, entry, [...containerPath, "env", i]));
  });
  return out;
}
function fromEnvEntry(model, workload, entry, path) {
  if (!isObj(entry.valueFrom)) {
    return { state: "value", value: entry.value === void 0 || entry.value === null ? "" : String(entry.value), path };
  }
  const vf = entry.valueFrom;
  const fieldPath = str(get(vf, "fieldRef", "fieldPath"));
  if (fieldPath === "metadata.namespace") return { state: "value", value: workload.namespace, path, via: "fieldRef metadata.namespace" };
  if (fieldPath) return { state: "ref", path, via: `fieldRef ${fieldPath}` };
  for (const [field, kind] of [["configMapKeyRef", "ConfigMap"], ["secretKeyRef", "Secret"]]) {
    const ref = get(vf, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const key = str(ref.key) ?? "";
    const data = dataOf(model.get(kind, workload.namespace, name));
    const via = `${kind} ${name} key ${key}`;
    return data && key in data ? { state: "value", value: data[key], path, via } : { state: "ref", path, via };
  }
  return { state: "ref", path, via: "valueFrom" };
}
function fromEnvSource(model, namespace, src, path) {
  const out = /* @__PURE__ */ new Map();
  const prefix = str(src.prefix) ?? "";
  for (const [field, kind] of [["configMapRef", "ConfigMap"], ["secretRef", "Secret"]]) {
    const ref = get(src, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? "";
    const data = dataOf(model.get(kind, namespace, name));
    if (!data) continue;
    const via = `envFrom ${kind} ${name}`;
    for (const [k, v] of Object.entries(data)) out.set(prefix + k, { state: "value", value: v, path, via });
  }
  return out;
}
function dataOf(r) {
  if (!r) return void 0;
  const out = {};
  const data = get(r.body, "data");
  if (isObj(data)) {
    for (const [k, v] of Object.entries(data)) {
      if (v === null || v === void 0) continue;
      out[k] = r.kind === "Secret" ? Buffer.from(String(v), "base64").toString("utf8") : String(v);
    }
  }
  const stringData = get(r.body, "stringData");
  if (r.kind === "Secret" && isObj(stringData)) for (const [k, v] of Object.entries(stringData)) out[k] = String(v ?? "");
  return out;
}

// src/model/rbac.ts
function canGetSecret(model, saNamespace, sa, secretNamespace, secret) {
  const bindings = model.bindingsFor(saNamespace, sa);
  if (!bindings.length) return "unknown";
  let unknown = false;
  for (const b of bindings) {
    if (b.kind === "RoleBinding" && b.namespace !== secretNamespace) continue;
    const role = roleOf(model, b);
    if (!role) {
      unknown = true;
      continue;
    }
    if (role.kind === "ClusterRole" && isObj(get(role.body, "aggregationRule"))) unknown = true;
    if (arr(get(role.body, "rules")).some((r) => grantsGet(r, secret))) return "granted";
  }
  return unknown ? "unknown" : "denied";
}
function roleOf(model, binding) {
  const kind = str(get(binding.body, "roleRef", "kind"));
  const name = str(get(binding.body, "roleRef", "name")) ?? "";
  if (kind === "ClusterRole") return model.get("ClusterRole", "", name);
  if (kind === "Role" && binding.kind === "RoleBinding") return model.get("Role", binding.namespace, name);
  return void 0;
}
function canReadSecrets(model, saNamespace, sa, namespace) {
  return canGetSecret(model, saNamespace, sa, namespace, void 0);
}
function grantsGet(rule, secret) {
  if (!isObj(rule)) return false;
  const has = (field, ...values) => arr(rule[field]).some((v) => values.includes(String(v)));
  if (!has("apiGroups", "", "*") || !has("resources", "secrets", "*") || !has("verbs", "get", "*")) return false;
  const names = arr(rule.resourceNames);
  return names.length === 0 || secret === void 0 || names.includes(secret);
}
function clusterWriteRules(model, saNamespace, sa) {
  const out = [];
  for (const binding of model.bindingsFor(saNamespace, sa)) {
    if (binding.kind !== "ClusterRoleBinding") continue;
    const role = roleOf(model, binding);
    arr(get(role?.body, "rules")).forEach((r, ruleIndex) => {
      if (!isObj(r)) return;
      const list = (field) => arr(r[field]).map(String);
      const verbs = list("verbs").filter((v) => v === "update" || v === "patch" || v === "*");
      if (verbs.length) out.push({ role, ruleIndex, groups: list("apiGroups"), resources: list("resources"), names: list("resourceNames"), verbs });
    });
  }
  return out;
}
function covers(rule, group, plural, name) {
  const any = (list, v) => list.includes(v) || list.includes("*");
  if (!any(rule.groups, group) || !any(rule.resources, plural)) return void 0;
  if (rule.names.length && !rule.names.includes(name)) return void 0;
  return { byName: rule.names.length > 0 };
}
var WEBHOOK_CONFIG_RESOURCES = ["mutatingwebhookconfigurations", "validatingwebhookconfigurations", "*"];
function canWriteWebhookConfigurations(model, namespace, sa) {
  return clusterWriteRules(model, namespace, sa).some((r) => (r.groups.includes("admissionregistration.k8s.io") || r.groups.includes("*")) && r.resources.some((x) => WEBHOOK_CONFIG_RESOURCES.includes(x)));
}

// src/model/webhooks.ts
var entriesCache = /* @__PURE__ */ new WeakMap();
var selectorIndex = /* @__PURE__ */ new WeakMap();
function webhookEntries(model) {
  let out = entriesCache.get(model);
  if (out) return out;
  out = [];
  for (const config of model.webhookConfigurations()) {
    arr(get(config.body, "webhooks")).forEach((entry, i) => {
      if (!isObj(entry)) return;
      const svc = get(entry, "clientConfig", "service");
      const service = isObj(svc) && typeof svc.name === "string" ? { namespace: str(svc.namespace) ?? "default", name: svc.name } : void 0;
      out.push({ config, entry, path: ["webhooks", i], service, url: str(get(entry, "clientConfig", "url")) });
    });
  }
  entriesCache.set(model, out);
  return out;
}
function servicesSelecting(model, workload) {
  const labels = get(workload.body, "spec", "template", "metadata", "labels");
  if (!isObj(labels)) return [];
  const index = servicesBySelectorPair(model);
  const seen = /* @__PURE__ */ new Set();
  for (const [k, v] of Object.entries(labels)) {
    for (const s of index.get(`${workload.namespace}\0${k}=${String(v)}`) ?? []) {
      const selector = get(s.body, "spec", "selector");
      if (Object.entries(selector).every(([sk, sv]) => String(labels[sk]) === String(sv))) seen.add(s);
    }
  }
  return [...seen];
}
function servicesBySelectorPair(model) {
  let index = selectorIndex.get(model);
  if (index) return index;
  index = /* @__PURE__ */ new Map();
  for (const s of model.ofKind("Service")) {
    const selector = get(s.body, "spec", "selector");
    if (!isObj(selector)) continue;
    for (const k in selector) {
      const key = `${s.namespace}\0${k}=${String(selector[k])}`;
      const list = index.get(key);
      if (list) list.push(s);
      else index.set(key, [s]);
      break;
    }
  }
  selectorIndex.set(model, index);
  return index;
}
var byServiceCache = /* @__PURE__ */ new WeakMap();
function entriesCalling(model, service) {
  let index = byServiceCache.get(model);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    for (const e of webhookEntries(model)) {
      if (!e.service) continue;
      const key = `${e.service.namespace}/${e.service.name}`;
      const list = index.get(key);
      if (list) list.push(e);
      else index.set(key, [e]);
    }
    byServiceCache.set(model, index);
  }
  return index.get(`${service.namespace}/${service.name}`) ?? [];
}
var calledCache = /* @__PURE__ */ new WeakMap();
function apiServerCalls(model, workload) {
  let called = calledCache.get(model);
  if (!called) {
    called = new Set(webhookEntries(model).flatMap((e) => e.service ? [`${e.service.namespace}/${e.service.name}`] : []));
    for (const crd of model.ofKind("CustomResourceDefinition")) {
      const conversion = get(crd.body, "spec", "conversion");
      addService(called, get(conversion, "webhook", "clientConfig", "service") ?? get(conversion, "webhookClientConfig", "service"));
    }
    for (const a of model.ofKind("APIService")) addService(called, get(a.body, "spec", "service"));
    calledCache.set(model, called);
  }
  if (!called.size) return false;
  return servicesSelecting(model, workload).some((s) => called.has(`${s.namespace}/${s.name}`));
}
function addService(out, ref) {
  if (isObj(ref) && typeof ref.name === "string") out.add(`${str(ref.namespace) ?? "default"}/${ref.name}`);
}

// src/model/workload.ts
var cache = /* @__PURE__ */ new WeakMap();
function findWebhookWorkloads(model) {
  let found = cache.get(model);
  if (!found) {
    found = [];
    for (const w of model.workloads()) {
      const hit = matchProfile(model, model.profiles, w);
      if (hit) found.push(describe(model, w, hit.profile, hit.index));
    }
    cache.set(model, found);
  }
  return found;
}
function serviceAccountOf(w) {
  return str(podSpecOf(w)?.serviceAccountName) || str(podSpecOf(w)?.serviceAccount) || "default";
}
function podSpecOf(w) {
  const spec = get(w.body, "spec", "template", "spec");
  return isObj(spec) ? spec : void 0;
}
var PROFILE_LABEL = "webhook-cert-gate.io/profile";
function matchProfile(model, profiles, w) {
  const containers = arr(podSpecOf(w)?.containers);
  const label = str(get(w.body, "metadata", "labels", PROFILE_LABEL));
  let evidence;
  for (let p = 0; p < profiles.length; p++) {
    const profile = profiles[p];
    const m = profile.match;
    const named = label === profile.name;
    for (let i = 0; i < containers.length; i++) {
      const c = containers[i];
      if (!isObj(c)) continue;
      if (m.images && imageIsOneOf(c.image, m.images)) return { profile, index: i };
      if (m.envAny && setsOneOf(c.env, m.envAny) && (named || (evidence ??= servesOrWritesWebhooks(model, w)))) return { profile, index: i };
    }
    if (named || m.workloadNames?.includes(w.name)) {
      const i = containers.findIndex(isObj);
      if (i >= 0) return { profile, index: i };
    }
  }
  return void 0;
}
function servesOrWritesWebhooks(model, w) {
  return apiServerCalls(model, w) || canWriteWebhookConfigurations(model, w.namespace, serviceAccountOf(w));
}
function imageIsOneOf(image, repos) {
  if (typeof image !== "string") return false;
  for (let i = 0; i < repos.length; i++) if (repoIs(image, repos[i])) return true;
  return false;
}
function setsOneOf(env, names) {
  const list = arr(env);
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (isObj(e) && names.includes(String(e.name))) return true;
  }
  return false;
}
function repoIs(image, repo) {
  const start = repoEnd(image) - repo.length;
  if (start < 0 || !image.startsWith(repo, start)) return false;
  return start === 0 || image.charCodeAt(start - 1) === 47;
}
function imageRepo(image) {
  return image ? image.slice(0, repoEnd(image)) : void 0;
}
function repoEnd(image) {
  const at = image.indexOf("@");
  const end = at < 0 ? image.length : at;
  const colon = image.lastIndexOf(":", end - 1);
  return colon > image.lastIndexOf("/", end - 1) ? colon : end;
}
function describe(model, w, profile, index) {
  const containerPath = ["spec", "template", "spec", "containers", index];
  const container = arr(podSpecOf(w)?.containers)[index];
  const names = Object.values(profile.env).filter((n) => typeof n === "string");
  const env = resolveEnv(model, w, container, containerPath, names);
  const setting = (name) => name ? env.get(name) ?? UNSET : UNSET;
  const literal = (name, fallback) => {
    const s = setting(name);
    return s.state === "value" && s.value !== "" ? s.value : fallback;
  };
  const host = setting(profile.env.host);
  const writerEnv = setting(profile.env.writer);
  const podNamespace = setting(profile.env.namespace);
  return {
    resource: w,
    profile,
    container,
    containerPath,
    env,
    host,
    writerEnv,
    writer: selectWriter(writerEnv, host, profile.writer?.fsValue),
    // An unset namespace env means the binary's built-in default, not the namespace it runs in.
    namespace: podNamespace.state === "value" && podNamespace.value ? podNamespace.value : podNamespace.state === "unset" ? profile.defaults?.namespace ?? w.namespace : w.namespace,
    secretName: literal(profile.env.secretName, profile.defaults?.secretName),
    serviceName: literal(profile.env.serviceName, profile.defaults?.serviceName),
    mutatingName: literal(profile.env.mutatingName, profile.defaults?.mutatingName),
    validatingName: literal(profile.env.validatingName, profile.defaults?.validatingName),
    port: Number(literal(profile.env.port, void 0)) || profile.defaults?.port,
    serviceAccount: serviceAccountOf(w),
    replicas: replicasOf(model, w),
    patchesCaBundle: !externalCertsEnabled(container, profile)
  };
}
function selectWriter(writer, host, fsValue) {
  if (writer.state === "ref") return "unknown";
  const value = writer.state === "value" ? writer.value : "";
  if (fsValue !== void 0 && value === fsValue) return "fs";
  if (value === "") return isSet(host) ? "fs" : "secret";
  return "secret";
}
function replicasOf(model, w) {
  const raw = get(w.body, "spec", "replicas");
  const declared = typeof raw === "number" && Number.isFinite(raw) ? raw : void 0;
  let max = declared ?? 1;
  let hpa;
  for (const h of model.hpasFor(w)) {
    const m = get(h.body, "spec", "maxReplicas");
    if (typeof m === "number" && m > max) {
      max = m;
      hpa = h;
    }
  }
  return { max, declared, hpa };
}
function externalCertsEnabled(container, profile) {
  const gate = profile.externalCertsFeatureGate;
  const flag = profile.featureGatesArg;
  if (!gate || !flag) return false;
  const gates = [gate, ...profile.externalCerts?.alsoEnabledBy ?? []];
  const args = [...arr(container.command), ...arr(container.args)].map((a) => typeof a === "string" ? a : "");
  return args.some((a, i) => {
    const value = a.startsWith(flag + "=") ? a.slice(flag.length + 1) : a === flag ? args[i + 1] ?? "" : void 0;
    return value !== void 0 && value.split(",").some((kv) => {
      const [k, v] = kv.split("=");
      return gates.includes(k.trim()) && v?.trim().toLowerCase() === "true";
    });
  });
}

export {
  isSet,
  resolveEnv,
  dataOf,
  webhookEntries,
  servicesSelecting,
  entriesCalling,
  canGetSecret,
  canReadSecrets,
  clusterWriteRules,
  covers,
  findWebhookWorkloads,
  serviceAccountOf,
  podSpecOf,
  PROFILE_LABEL,
  imageRepo,
  replicasOf
};
