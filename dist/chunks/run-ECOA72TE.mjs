import { createRequire as __wcgRequire } from 'node:module'; const require = __wcgRequire(import.meta.url);
import {
  runCheck
} from "./chunk-ETDYJGFY.mjs";
import "./chunk-X5NTRWSR.mjs";
import "./chunk-2AN4HZTZ.mjs";
import {
  loadProfiles
} from "./chunk-WMT66OOU.mjs";
import {
  findWebhookWorkloads
} from "./chunk-GLI5P5RA.mjs";
import "./chunk-OLXE4IO3.mjs";
import "./chunk-PT4BO5UJ.mjs";
import {
  ClusterError,
  ForbiddenError
} from "./chunk-YOAXHGZD.mjs";
import "./chunk-XM5B7NDI.mjs";
import "./chunk-4BSXTURP.mjs";
import "./chunk-37L625ED.mjs";

// src/cluster/churn.ts
import { setTimeout as sleep } from "node:timers/promises";
function sampleInterval(observeMs) {
  return Math.min(5e3, Math.max(200, Math.round(observeMs / 15)));
}
async function observe(client, subjects, observeMs, start = Date.now(), signal) {
  const series = subjects.map((s) => ({ config: { kind: s.kind, namespace: "", name: s.name }, samples: [toSample(s.first, start)] }));
  if (observeMs <= 0 || !subjects.length) return series;
  const interval = sampleInterval(observeMs);
  const end = start + observeMs;
  while (Date.now() < end && !signal?.aborted) {
    await sleep(Math.min(interval, Math.max(0, end - Date.now())));
    if (signal?.aborted) break;
    const now = Date.now();
    const objs = await Promise.all(subjects.map((s) => client.get(s.kind, void 0, s.name)));
    objs.forEach((o, i) => {
      if (o) series[i].samples.push(toSample(o, now));
    });
  }
  return series;
}
function toSample(o, at) {
  return {
    at,
    generation: o.metadata?.generation,
    resourceVersion: o.metadata?.resourceVersion,
    managedFields: (o.metadata?.managedFields ?? []).map(({ manager, operation, time }) => ({ manager, operation, time }))
  };
}

// src/cluster/types.ts
function liveWebhooks(config) {
  const list = config?.webhooks;
  return Array.isArray(list) ? list : [];
}
function liveFile(kind, namespace, name) {
  return `cluster:${namespace ? namespace + "/" : ""}${kind}/${name}`;
}

// src/cluster/gather.ts
var Reader = class {
  constructor(client) {
    this.client = client;
  }
  client;
  denied = [];
  async get(kind, namespace, name, subject, blocks) {
    return this.guard(() => this.client.get(kind, namespace, name), void 0, subject, blocks);
  }
  async list(kind, namespace, subject, blocks, labelSelector) {
    return this.guard(() => this.client.list(kind, namespace, labelSelector), [], subject, blocks);
  }
  async guard(read, fallback, subject, blocks) {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ForbiddenError)) throw error;
      const { verb, group, resource, namespace, name } = error.call;
      if (!this.denied.some((d) => d.verb === verb && d.resource === resource && d.namespace === namespace && d.name === name)) {
        this.denied.push({ verb, group, resource, ...namespace ? { namespace } : {}, ...name ? { name } : {}, subject, blocks });
      }
      return fallback;
    }
  }
};
function refOfWorkload(w) {
  return { kind: w.resource.kind, namespace: w.resource.namespace, name: w.resource.name };
}
async function gather(reader, w) {
  const ns = w.resource.namespace;
  const ref = refOfWorkload(w);
  const selector = matchLabelsSelector(w.resource.body);
  const [secret, service, hpas, pods, configs] = await Promise.all([
    w.secretName ? reader.get("Secret", w.namespace, w.secretName, ref, "the shared Secret's certificate (and every caBundle against it)") : void 0,
    w.serviceName ? reader.get("Service", w.namespace, w.serviceName, ref, "the webhook Service") : void 0,
    reader.list("HorizontalPodAutoscaler", ns, ref, "the replica count an HPA allows"),
    selector ? reader.list("Pod", ns, ref, "the controller's pods", selector) : Promise.resolve([]),
    readConfigs(reader, w, ref)
  ]);
  const ownHpas = hpas.filter((h) => {
    const target = h.spec?.scaleTargetRef;
    return target?.kind === w.resource.kind && target?.name === w.resource.name;
  });
  const backends = await readBackends(reader, configs, ref);
  return { workload: w, ref, secret, service, hpas: ownHpas, pods, configs, backends };
}
async function readConfigs(reader, w, ref) {
  const wanted = [
    ["MutatingWebhookConfiguration", w.mutatingName],
    ["ValidatingWebhookConfiguration", w.validatingName]
  ];
  const named = wanted.filter((x) => Boolean(x[1]));
  return Promise.all(named.map(async ([kind, name]) => ({
    kind,
    name,
    object: await reader.get(kind, void 0, name, ref, `${kind} ${name} (its caBundle, owners and churn)`)
  })));
}
async function readBackends(reader, configs, ref) {
  const refs = /* @__PURE__ */ new Map();
  for (const c of configs) {
    for (const e of liveWebhooks(c.object)) {
      const s = e.clientConfig?.service;
      if (!e.clientConfig?.url && s?.name && s.namespace) refs.set(`${s.namespace}/${s.name}`, { namespace: s.namespace, name: s.name });
    }
  }
  const out = /* @__PURE__ */ new Map();
  await Promise.all([...refs].map(async ([key, r]) => out.set(key, await readService(reader, r.namespace, r.name, ref))));
  return out;
}
async function readService(reader, namespace, name, ref) {
  const blocks = `the TLS probe of Service ${namespace}/${name}'s endpoints`;
  const [service, slices] = await Promise.all([
    reader.get("Service", namespace, name, ref, blocks),
    reader.list("EndpointSlice", namespace, ref, blocks, `kubernetes.io/service-name=${name}`)
  ]);
  const endpoints = slices.length ? void 0 : await reader.get("Endpoints", namespace, name, ref, blocks);
  return { namespace, name, service, slices, endpoints };
}
function matchLabelsSelector(workload) {
  const labels = workload.spec?.selector?.matchLabels;
  if (!labels || !Object.keys(labels).length) return void 0;
  return Object.entries(labels).map(([k, v]) => `${k}=${v}`).join(",");
}
function liveObjects(set) {
  const objs = [
    set.workload.resource.body,
    set.secret,
    set.service,
    ...set.hpas,
    ...set.pods,
    ...set.configs.map((c) => c.object)
  ];
  for (const b of set.backends.values()) objs.push(b.service, ...b.slices, b.endpoints);
  return objs.filter((o) => Boolean(o));
}

// src/cluster/probe.ts
import { connect as tlsConnect } from "node:tls";
import { isIP } from "node:net";
function addressesOf(set, connections) {
  const byKey = /* @__PURE__ */ new Map();
  const unreachable = [];
  for (const config of set.configs) {
    liveWebhooks(config.object).forEach((entry, index) => {
      const ref = { kind: config.kind, name: config.name, index };
      const cc = entry.clientConfig ?? {};
      if (cc.url) {
        const u = new URL(cc.url);
        const host = u.hostname.replace(/^\[|\]$/g, "");
        const port = Number(u.port || 443);
        add(byKey, `url ${host}:${port}`, { label: `${u.protocol}//${u.host}`, host, port, serverName: host, connections }, ref);
        return;
      }
      const svc = cc.service;
      if (!svc?.name || !svc.namespace) return;
      const backends = set.backends.get(`${svc.namespace}/${svc.name}`);
      const endpoints = backends ? readyEndpoints(backends, svc.port ?? 443) : [];
      if (!endpoints.length) {
        unreachable.push({ entry: ref, service: `${svc.namespace}/${svc.name}` });
        return;
      }
      const serverName = `${svc.name}.${svc.namespace}.svc`;
      const each = Math.max(1, Math.ceil(connections / endpoints.length));
      for (const ep of endpoints) {
        add(byKey, `svc ${serverName} ${ep.ip}:${ep.port}`, {
          label: `Service ${svc.namespace}/${svc.name} endpoint ${ep.ip}:${ep.port}${ep.pod ? ` (${ep.pod})` : ""}`,
          host: ep.ip,
          port: ep.port,
          serverName,
          connections: each
        }, ref);
      }
    });
  }
  return { addresses: [...byKey.values()], unreachable };
}
function add(map, key, address, ref) {
  const existing = map.get(key);
  if (existing) existing.entries.push(ref);
  else map.set(key, { ...address, entries: [ref] });
}
function readyEndpoints(b, servicePort) {
  const ports = b.service?.spec?.ports ?? [];
  const sp = ports.find((p) => p.port === servicePort);
  if (b.service && !sp) return [];
  const portName = sp?.name ?? "";
  const numericTarget = typeof sp?.targetPort === "number" ? sp.targetPort : sp?.targetPort === void 0 ? servicePort : void 0;
  const out = [];
  for (const slice of b.slices) {
    const slicePorts = slice.ports ?? [];
    const port = slicePorts.find((p) => (p.name ?? "") === portName)?.port ?? numericTarget;
    if (!port) continue;
    for (const ep of slice.endpoints ?? []) {
      if (ep.conditions?.ready === false) continue;
      for (const ip of ep.addresses ?? []) out.push({ ip, port, pod: ep.targetRef?.name });
    }
  }
  for (const subset of b.endpoints?.subsets ?? []) {
    const port = subset.ports?.find((p) => (p.name ?? "") === portName)?.port ?? numericTarget;
    if (!port) continue;
    for (const a of subset.addresses ?? []) out.push({ ip: a.ip, port, pod: a.targetRef?.name });
  }
  return out;
}
async function probeAll(addresses, timeoutMs) {
  const jobs = addresses.flatMap((a) => Array.from({ length: a.connections }, () => a));
  const out = [];
  for (let i = 0; i < jobs.length; i += 8) {
    out.push(...await Promise.all(jobs.slice(i, i + 8).map((a) => probeOne(a, timeoutMs))));
  }
  return out;
}
async function probeOne(a, timeoutMs) {
  const base = { address: a.label, serverName: a.serverName, entries: a.entries };
  try {
    return { ...base, chain: await handshake(a, timeoutMs) };
  } catch (error) {
    const e = error;
    return { ...base, error: e.code ? `${e.code} (${e.message})` : e.message };
  }
}
function handshake(address, timeoutMs) {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({
      host: address.host,
      port: address.port,
      servername: isIP(address.serverName) ? void 0 : address.serverName,
      rejectUnauthorized: false
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no TLS handshake within ${timeoutMs / 1e3}s (--timeout)`));
    }, timeoutMs);
    socket.once("secureConnect", () => {
      clearTimeout(timer);
      const chain = peerChain(socket.getPeerCertificate(true));
      socket.destroy();
      resolve(chain);
    });
    socket.once("error", (err) => {
      clearTimeout(timer);
      socket.destroy();
      reject(err);
    });
  });
}
function peerChain(cert) {
  const out = [];
  let c = cert;
  while (c?.raw && !out.some((d) => d.equals(c.raw))) {
    out.push(c.raw);
    c = c.issuerCertificate;
  }
  return out;
}

// src/cluster/rbac.ts
async function askSecretAccess(reader, w) {
  if (!w.secretName) return void 0;
  const ns = w.resource.namespace;
  const user = `system:serviceaccount:${ns}:${w.serviceAccount}`;
  const question = {
    user,
    groups: ["system:serviceaccounts", `system:serviceaccounts:${ns}`, "system:authenticated"],
    verb: "get",
    resource: "secrets",
    group: "",
    namespace: w.namespace,
    name: w.secretName
  };
  const blocks = `whether ServiceAccount ${ns}/${w.serviceAccount} may read Secret ${w.namespace}/${w.secretName}`;
  const answer = await reader.guard(() => reader.client.reviewAccess(question), void 0, refOfWorkload(w), blocks);
  return answer && { allowed: answer.allowed, reason: answer.reason, user };
}

// src/cluster/run.ts
async function runCluster(client, options) {
  const reader = new Reader(client);
  const profiles = await loadProfiles(options.config?.profiles);
  const where = options.namespace ? `namespace "${options.namespace}"` : "the cluster";
  const scope = { kind: "Namespace", namespace: "", name: options.namespace ?? client.defaultNamespace };
  const targets = options.namespace ? await controllersIn(reader, options.namespace, profiles, options.config, scope) : await discover(reader, profiles, options.config, scope, options.log);
  if (!targets.length && !reader.denied.length) {
    if (options.allowMissing) {
      options.log(`no webhook controller of a known profile runs in ${where} yet: nothing to check (--allow-missing)`);
      return { findings: [], objects: 0, workloads: [] };
    }
    throw new ClusterError(`no webhook controller of a known profile (${profiles.map((p) => p.name).join(", ")}) runs in ${where}: nothing to check (use --namespace to look in one namespace)`);
  }
  const sets = await Promise.all(targets.map((w) => gather(reader, w)));
  for (const s of sets) options.log(describeSet(s, options));
  const stop = new AbortController();
  try {
    const live = await measure(reader, sets, options, stop.signal);
    const objects = dedupe(sets.flatMap(liveObjects));
    const sources = objects.map(toSource);
    if (reader.denied.some((d) => d.subject === scope)) sources.push(toSource({ apiVersion: "v1", kind: "Namespace", metadata: { name: scope.name } }));
    const result = await runCheck({ sources, profiles, config: options.config, at: options.at, live });
    return { findings: result.findings, objects: objects.length, workloads: targets.map(label) };
  } finally {
    stop.abort();
  }
}
async function controllersIn(reader, namespace, profiles, config, scope) {
  const blocks = namespace ? `finding the webhook controllers in namespace ${namespace}` : "finding the webhook controllers";
  const workloads = (await Promise.all([
    reader.list("Deployment", namespace, scope, blocks),
    reader.list("StatefulSet", namespace, scope, blocks)
  ])).flat();
  const first = await runCheck({ sources: workloads.map(toSource), profiles, config });
  return findWebhookWorkloads(first.model);
}
async function discover(reader, profiles, config, scope, log) {
  const blocks = "discovering the webhook controllers from the webhook configurations";
  const configs = (await Promise.all([
    reader.list("MutatingWebhookConfiguration", void 0, scope, blocks),
    reader.list("ValidatingWebhookConfiguration", void 0, scope, blocks)
  ])).flat();
  const names = new Set(configs.map((c) => `${c.kind}/${c.metadata?.name ?? ""}`));
  const services = /* @__PURE__ */ new Set();
  const hosts = /* @__PURE__ */ new Set();
  for (const c of configs) {
    for (const e of liveWebhooks(c)) {
      const s = e.clientConfig?.service;
      if (s?.namespace && s.name) services.add(`${s.namespace}/${s.name}`);
      const host = e.clientConfig?.url ? hostPort(e.clientConfig.url) : void 0;
      if (host) hosts.add(host);
    }
  }
  const before = reader.denied.length;
  let candidates = await controllersIn(reader, void 0, profiles, config, scope);
  if (reader.denied.length > before) {
    const namespaces = [...new Set([...services].map((s) => s.split("/")[0]))];
    candidates = (await Promise.all(namespaces.map((ns) => controllersIn(reader, ns, profiles, config, scope)))).flat();
    if (candidates.length) reader.denied.splice(before, reader.denied.length - before);
  }
  const linked = candidates.filter((w) => w.serviceName && services.has(`${w.namespace}/${w.serviceName}`) || w.host.state === "value" && hosts.has(`${w.host.value}:${w.port ?? 443}`) || w.mutatingName && names.has(`MutatingWebhookConfiguration/${w.mutatingName}`) || w.validatingName && names.has(`ValidatingWebhookConfiguration/${w.validatingName}`));
  log(`discovery: ${configs.length} webhook configuration(s) lead to ${linked.length} controller(s) of a known profile` + (linked.length ? `: ${linked.map(label).join(", ")}` : ""));
  return linked;
}
function hostPort(url) {
  try {
    const u = new URL(url);
    return `${u.hostname.replace(/^\[|\]$/g, "")}:${u.port || 443}`;
  } catch {
    return void 0;
  }
}
async function measure(reader, sets, options, signal) {
  const subjects = churnSubjects(sets);
  const sampling = observe(reader.client, subjects, options.observeMs, Date.now(), signal);
  sampling.catch(() => void 0);
  const workloads = await Promise.all(sets.map(async (set) => {
    const { addresses, unreachable } = addressesOf(set, options.probe);
    const [secretAccess, connections] = await Promise.all([
      askSecretAccess(reader, set.workload),
      options.probe > 0 ? probeAll(addresses, options.timeoutMs) : Promise.resolve(void 0)
    ]);
    return { workload: set.ref, secretAccess, ...connections ? { probe: { connections, unreachable } } : {} };
  }));
  const churn = await sampling;
  return { server: reader.client.server, workloads, churn, observeMs: options.observeMs, denied: reader.denied };
}
function churnSubjects(sets) {
  const byKey = /* @__PURE__ */ new Map();
  for (const s of sets) {
    for (const c of s.configs) if (c.object) byKey.set(`${c.kind}/${c.name}`, { kind: c.kind, name: c.name, first: c.object });
  }
  return [...byKey.values()];
}
function label(w) {
  return `${w.resource.kind} ${w.resource.namespace}/${w.resource.name}`;
}
function describeSet(s, options) {
  const w = s.workload;
  const configs = s.configs.map((c) => `${c.kind.replace("WebhookConfiguration", "")} ${c.name}${c.object ? "" : " (missing)"}`).join(", ");
  return `checking ${label(w)} (profile ${w.profile.name}, ${w.writer} writer, up to ${w.replicas.max} replicas, ${s.pods.length} pods); configurations: ${configs || "none"}; observing for ${options.observeMs / 1e3}s, ${options.probe} TLS probes`;
}
function toSource(obj) {
  const md = obj.metadata ?? {};
  return { file: liveFile(obj.kind ?? "Object", md.namespace, md.name ?? ""), text: JSON.stringify(obj, null, 2) + "\n" };
}
function dedupe(objs) {
  const seen = /* @__PURE__ */ new Map();
  for (const o of objs) seen.set(`${o.kind}/${o.metadata?.namespace ?? ""}/${o.metadata?.name ?? ""}`, o);
  return [...seen.values()];
}
export {
  runCluster,
  toSource
};
