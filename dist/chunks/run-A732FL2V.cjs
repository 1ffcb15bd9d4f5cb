var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  runCluster: () => runCluster
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_6M7NTBRL = require("./chunk-6M7NTBRL.cjs");
var import_chunk_6224JY4B = require("./chunk-6224JY4B.cjs");
var import_chunk_XQ73ZOLE = require("./chunk-XQ73ZOLE.cjs");
var import_chunk_55LNNOMS = require("./chunk-55LNNOMS.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_crypto = require("node:crypto");
var import_promises = require("node:timers/promises");
function sampleInterval(observeMs) {
  return Math.min(5e3, Math.max(200, Math.round(observeMs / 15)));
}
async function observe(client, subjects, observeMs, start = Date.now(), signal, listable = /* @__PURE__ */ new Set()) {
  const series = subjects.map((s) => ({
    config: { kind: s.kind, namespace: "", name: s.name },
    samples: [toSample(s.first, start)]
  }));
  const interval = sampleInterval(observeMs);
  const sampling = {
    planned: observeMs > 0 && subjects.length ? Math.floor(observeMs / interval) : 0,
    taken: 0
  };
  if (!sampling.planned) return { series, sampling };
  const end = start + observeMs;
  while (Date.now() < end && !signal?.aborted) {
    await (0, import_promises.setTimeout)(Math.min(interval, Math.max(0, end - Date.now())));
    if (signal?.aborted) break;
    const now = Date.now();
    let objs;
    try {
      objs = await readRound(client, subjects, listable);
    } catch (error) {
      if (!(error instanceof import_chunk_55LNNOMS.ClusterError)) throw error;
      sampling.stopped = error.message;
      break;
    }
    sampling.taken++;
    objs.forEach((o, i) => {
      if (o) series[i].samples.push(toSample(o, now));
    });
  }
  return { series, sampling };
}
async function readRound(client, subjects, listable) {
  const kinds = [...new Set(subjects.map((s) => s.kind))].filter((k) => listable.has(k));
  const lists = new Map(
    await Promise.all(
      kinds.map(
        async (k) => [k, new Map((await client.list(k, void 0)).map((o) => [o.metadata?.name ?? "", o]))]
      )
    )
  );
  return Promise.all(
    subjects.map(async (s) => {
      const listed = lists.get(s.kind);
      return listed ? listed.get(s.name) : await client.get(s.kind, void 0, s.name);
    })
  );
}
function toSample(o, at) {
  return {
    at,
    generation: o.metadata?.generation,
    resourceVersion: o.metadata?.resourceVersion,
    managedFields: (o.metadata?.managedFields ?? []).map(({ manager, operation, time }) => ({
      manager,
      operation,
      time
    })),
    caBundles: (0, import_chunk_6224JY4B.holderEntries)(o).map((e) => bundleHash(e.source.caBundle))
  };
}
function bundleHash(value) {
  return value ? (0, import_node_crypto.createHash)("sha256").update(value).digest("hex").slice(0, 12) : "";
}
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
  const answer = await reader.guard(() => reader.client.reviewAccess(question), void 0, (0, import_chunk_6224JY4B.refOfWorkload)(w), blocks);
  return answer && { allowed: answer.allowed, reason: answer.reason, user };
}
var HOLDER_RESOURCES = new Set(Object.keys(import_chunk_TIR72V7I.HOLDER_KIND_BY_PLURAL));
async function runCluster(client, options) {
  const reader = new import_chunk_6224JY4B.Reader(client);
  const profiles = await (0, import_chunk_TIR72V7I.loadProfiles)(options.config?.owners);
  const where = options.namespace ? `namespace "${options.namespace}"` : "the cluster";
  const scope = { kind: "Namespace", namespace: "", name: options.namespace ?? client.defaultNamespace };
  const incomplete = [];
  const attempt = async (what, work, fallback) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof import_chunk_55LNNOMS.ClusterError)) throw error;
      incomplete.push(`${what}: ${error.message}`);
      return fallback;
    }
  };
  const targets = await attempt(
    "finding the webhook controllers of known profiles",
    () => options.namespace ? controllersIn(reader, options.namespace, profiles, options.config, scope) : discover(reader, profiles, options.config, scope, options.log),
    []
  );
  const sets = (await Promise.all(
    targets.map(
      (w) => attempt(`reading ${label(w)}`, () => (0, import_chunk_6224JY4B.gather)(reader, w, options.readSecrets !== false), void 0)
    )
  )).filter((s) => Boolean(s));
  for (const s of sets) options.log(describeSet(s, options));
  const stop = new AbortController();
  try {
    const measured = await measure(reader, sets, options, stop.signal);
    incomplete.push(...measured.incomplete);
    const nothing = !targets.length && !measured.audit.holders.length && !reader.denied.length;
    if (nothing && incomplete.length) throw new import_chunk_55LNNOMS.ClusterError(mergeCauses(incomplete).join("; "));
    if (nothing) {
      const none = `no webhook in ${where}: no webhook configuration, CRD conversion webhook or APIService calls one there, and no webhook controller of a known profile (${profiles.map((p) => p.name).join(", ")}) runs there`;
      if (options.allowMissing) {
        options.log(`${none}: nothing to check (--allow-missing)`);
        return { findings: [], objects: 0, workloads: [], holders: 0, incomplete: [], models: /* @__PURE__ */ new Map() };
      }
      throw new import_chunk_55LNNOMS.ClusterError(`${none}: nothing to check (use --allow-missing before the first install)`);
    }
    const objects = dedupe([...sets.flatMap(import_chunk_6224JY4B.liveObjects), ...measured.objects]);
    const namespace = { apiVersion: "v1", kind: "Namespace", metadata: { name: scope.name } };
    const resources = (0, import_chunk_6M7NTBRL.liveResources)(reader.denied.some((d) => d.subject === scope) ? [...objects, namespace] : objects);
    const result = await (0, import_chunk_TIR72V7I.runCheck)({
      extraResources: resources,
      profiles,
      config: options.config,
      at: options.at,
      live: measured.live
    });
    return {
      findings: result.findings,
      objects: objects.length,
      workloads: targets.map(label),
      holders: measured.audit.holders.length,
      incomplete: mergeCauses(incomplete),
      models: result.models,
      audit: measured.audit
    };
  } finally {
    stop.abort();
  }
}
async function controllersIn(reader, namespace, profiles, config, scope) {
  const blocks = namespace ? `finding the webhook controllers in namespace ${namespace}` : "finding the webhook controllers";
  const workloads = (await Promise.all(import_chunk_TIR72V7I.WORKLOAD_KINDS.map((k) => reader.list(k, namespace, scope, blocks)))).flat();
  return (0, import_chunk_TIR72V7I.findWebhookWorkloads)(new import_chunk_TIR72V7I.Model((0, import_chunk_6M7NTBRL.liveResources)(workloads), profiles, await (0, import_chunk_TIR72V7I.loadOwners)(config?.owners)));
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
    for (const e of (0, import_chunk_6224JY4B.liveWebhooks)(c)) {
      const s = e.clientConfig?.service;
      if (s?.namespace && s.name) services.add(`${s.namespace}/${s.name}`);
      const host = e.clientConfig?.url ? hostPort(e.clientConfig.url) : void 0;
      if (host) hosts.add(host);
    }
  }
  let candidates = await controllersIn(reader, void 0, profiles, config, scope);
  if (import_chunk_TIR72V7I.WORKLOAD_KINDS.some((k) => reader.refusal("list", k))) {
    const namespaces = [...new Set([...services].map((s) => s.split("/")[0]))];
    candidates = (await Promise.all(namespaces.map((ns) => controllersIn(reader, ns, profiles, config, scope)))).flat();
    if (candidates.length)
      for (const ns of [void 0, ...namespaces])
        for (const k of import_chunk_TIR72V7I.WORKLOAD_KINDS) reader.withdraw(reader.refusal("list", k, ns));
  }
  const linked = candidates.filter(
    (w) => w.serviceName && services.has(`${w.namespace}/${w.serviceName}`) || w.host.state === "value" && hosts.has(`${w.host.value}:${w.port ?? 443}`) || w.mutatingName && names.has(`MutatingWebhookConfiguration/${w.mutatingName}`) || w.validatingName && names.has(`ValidatingWebhookConfiguration/${w.validatingName}`)
  );
  log(
    `discovery: ${configs.length} webhook configuration(s) lead to ${linked.length} controller(s) of a known profile` + (linked.length ? `: ${linked.map(label).join(", ")}` : "")
  );
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
function mergeCauses(lines) {
  const byCause = /* @__PURE__ */ new Map();
  for (const line of lines) {
    const i = line.indexOf(": ");
    const [what, cause] = i < 0 ? ["", line] : [line.slice(0, i), line.slice(i + 2).replace(/ for (?:get|list|create) [\w.]+(?: "[^"]*")?/, "")];
    byCause.set(cause, [...byCause.get(cause) ?? [], what]);
  }
  return [...byCause].map(
    ([cause, whats]) => whats.filter(Boolean).length ? `${whats.filter(Boolean).join(", ")}: ${cause}` : cause
  );
}
async function measure(reader, sets, options, signal) {
  const names = sets.flatMap((s) => s.configs.map((c) => ({ kind: c.kind, name: c.name })));
  const unasked = [];
  let sampling;
  const startSampling = (holders, listed) => {
    const subjects = holders.map((h) => ({ kind: h.kind, name: h.metadata?.name ?? "", first: h }));
    sampling = observe(reader.client, subjects, options.observeMs, Date.now(), signal, listed);
    sampling.catch(() => void 0);
  };
  const [audited, workloads] = await Promise.all([
    (0, import_chunk_6224JY4B.audit)(reader.client, {
      namespace: options.namespace,
      timeoutMs: options.timeoutMs,
      urlConnections: options.probe,
      probe: options.probe > 0,
      call: true,
      concurrency: options.concurrency,
      at: options.at,
      minDays: options.config?.minDays,
      names,
      reader,
      signal,
      onHolders: startSampling
    }),
    Promise.all(
      sets.map(async (set) => ({
        workload: set.ref,
        secretAccess: await askSecretAccess(reader, set.workload).catch((error) => {
          if (!(error instanceof import_chunk_55LNNOMS.ClusterError)) throw error;
          unasked.push(`asking whether ${label(set.workload)} may read its Secret: ${error.message}`);
          return void 0;
        })
      }))
    )
  ]);
  const observed = await (sampling ?? Promise.resolve({ series: [], sampling: { planned: 0, taken: 0 } }));
  const incomplete = [...audited.evidence.incomplete, ...unasked];
  if (observed.sampling.stopped) {
    incomplete.push(
      `watching the caBundle holders for writes stopped after ${observed.sampling.taken} of ${observed.sampling.planned} samples: ${observed.sampling.stopped}`
    );
  }
  for (const kind of audited.evidence.notListed ?? []) {
    options.log(
      `not audited: ${kind}s other than the named configurations (the gate may not list them; the cluster-wide audit RBAC allows it)`
    );
  }
  if (options.namespace) quietHolderListDenials(reader, options.log);
  const live = {
    server: reader.client.server,
    workloads,
    churn: observed.series,
    observeMs: options.observeMs,
    denied: reader.denied,
    audit: audited.evidence,
    sampling: observed.sampling,
    ...options.readSecrets === false ? { secretsUnread: true } : {}
  };
  return { live, audit: audited.evidence, objects: audited.objects, incomplete };
}
function quietHolderListDenials(reader, log) {
  for (const d of reader.denied) {
    if (d.verb !== "list" || d.namespace || !HOLDER_RESOURCES.has(d.resource)) continue;
    log(
      `not audited: ${d.resource}.${d.group} outside the named configurations (list refused; the cluster-wide audit RBAC allows it)`
    );
    reader.withdraw(d);
  }
}
function label(w) {
  return `${w.resource.kind} ${w.resource.namespace}/${w.resource.name}`;
}
function describeSet(s, options) {
  const w = s.workload;
  const configs = s.configs.map((c) => `${c.kind.replace("WebhookConfiguration", "")} ${c.name}${c.object ? "" : " (missing)"}`).join(", ");
  return `checking ${label(w)} (profile ${w.profile.name}, ${w.writer} writer, up to ${w.replicas.max} replicas, ${s.pods.length} pods); configurations: ${configs || "none"}; observing for ${options.observeMs / 1e3}s`;
}
function dedupe(objs) {
  const seen = /* @__PURE__ */ new Map();
  for (const o of objs) seen.set(`${o.kind}/${o.metadata?.namespace ?? ""}/${o.metadata?.name ?? ""}`, o);
  return [...seen.values()];
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runCluster
});
