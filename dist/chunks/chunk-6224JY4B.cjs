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
  HOLDER_KINDS: () => HOLDER_KINDS,
  Reader: () => Reader,
  audit: () => audit,
  gather: () => gather,
  holderEntries: () => holderEntries,
  liveObjects: () => liveObjects,
  liveWebhooks: () => liveWebhooks,
  refOfWorkload: () => refOfWorkload,
  toPem: () => toPem
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_XQ73ZOLE = require("./chunk-XQ73ZOLE.cjs");
var import_chunk_55LNNOMS = require("./chunk-55LNNOMS.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_crypto = require("node:crypto");
var import_node_tls = require("node:tls");
var import_node_net = require("node:net");
var import_node_https = require("node:https");
function liveWebhooks(config) {
  const list = config?.webhooks;
  return Array.isArray(list) ? list : [];
}
var Reader = class {
  constructor(client) {
    this.client = client;
  }
  client;
  /**
   * Refused reads keyed by the call (verb, group, resource, namespace, name), in the order first refused: reads run
   * concurrently, so a refusal is looked up by what was asked, never by where it landed in a list.
   */
  refused = /* @__PURE__ */ new Map();
  /** Every refusal still standing, in the order first refused. */
  get denied() {
    return [...this.refused.values()];
  }
  /** The refusal of `verb` on `kind` across the cluster (namespace undefined) or in one namespace, if any. */
  refusal(verb, kind, namespace) {
    return this.refused.get(callKey({ verb, ...(0, import_chunk_XQ73ZOLE.callOf)(kind), namespace }));
  }
  /** Drops a refusal that blocked nothing after all: what it would have read was read another way. */
  withdraw(denied) {
    if (denied) this.refused.delete(callKey(denied));
  }
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
      if (!(error instanceof import_chunk_55LNNOMS.ForbiddenError)) throw error;
      const { verb, group, resource, namespace, name } = error.call;
      const key = callKey(error.call);
      if (!this.refused.has(key)) {
        this.refused.set(key, {
          verb,
          group,
          resource,
          ...namespace ? { namespace } : {},
          ...name ? { name } : {},
          subject,
          blocks
        });
      }
      return fallback;
    }
  }
};
function callKey(c) {
  return [c.verb, c.group, c.resource, c.namespace ?? "", c.name ?? ""].join("/");
}
function refOfWorkload(w) {
  return { kind: w.resource.kind, namespace: w.resource.namespace, name: w.resource.name };
}
async function gather(reader, w, readSecrets = true) {
  const ns = w.resource.namespace;
  const ref = refOfWorkload(w);
  const selector = matchLabelsSelector(w.resource.body);
  const [secret, service, hpas, pods, configs] = await Promise.all([
    w.secretName && readSecrets ? reader.get(
      "Secret",
      w.namespace,
      w.secretName,
      ref,
      "the shared Secret's certificate (and every caBundle against it)"
    ) : void 0,
    w.serviceName ? reader.get("Service", w.namespace, w.serviceName, ref, "the webhook Service") : void 0,
    reader.list("HorizontalPodAutoscaler", ns, ref, "the replica count an HPA allows"),
    selector ? reader.list("Pod", ns, ref, "the controller's pods", selector) : Promise.resolve([]),
    readConfigs(reader, w, ref)
  ]);
  const ownHpas = hpas.filter((h) => {
    const target = h.spec?.scaleTargetRef;
    return target?.kind === w.resource.kind && target.name === w.resource.name;
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
  return Promise.all(
    named.map(async ([kind, name]) => ({
      kind,
      name,
      object: await reader.get(kind, void 0, name, ref, `${kind} ${name} (its caBundle, owners and churn)`)
    }))
  );
}
async function readBackends(reader, configs, ref) {
  const refs = /* @__PURE__ */ new Map();
  for (const c of configs) {
    for (const e of liveWebhooks(c.object)) {
      const s = e.clientConfig?.service;
      if (!e.clientConfig?.url && s?.name && s.namespace)
        refs.set(`${s.namespace}/${s.name}`, { namespace: s.namespace, name: s.name });
    }
  }
  const out = /* @__PURE__ */ new Map();
  await Promise.all(
    [...refs].map(async ([key, r]) => out.set(key, await readService(reader, r.namespace, r.name, ref)))
  );
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
var context;
function tlsHandshake(host, port, serverName, timeoutMs) {
  context ??= (0, import_node_tls.createSecureContext)();
  return new Promise((resolve) => {
    let tcp = false;
    const socket = (0, import_node_tls.connect)({
      host,
      port,
      servername: (0, import_node_net.isIP)(serverName) ? void 0 : serverName,
      rejectUnauthorized: false,
      secureContext: context
    });
    const done = (r) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(r);
    };
    const timer = setTimeout(() => {
      done({
        error: tcp ? {
          cause: "no-tls",
          detail: `TCP connection accepted, but no TLS handshake within ${timeoutMs / 1e3}s (--timeout)`
        } : { cause: "timeout", detail: `no TCP connection within ${timeoutMs / 1e3}s (--timeout)` }
      });
    }, timeoutMs);
    socket.once("connect", () => {
      tcp = true;
    });
    socket.once("secureConnect", () => {
      done({ der: peerChain(socket.getPeerCertificate(true)) });
    });
    socket.once("error", (err) => {
      const failure = (0, import_chunk_XQ73ZOLE.describeNetworkError)(err);
      done({ error: { cause: tcp && failure.cause === "reset" ? "no-tls" : failure.cause, detail: failure.detail } });
    });
  });
}
function peerChain(cert) {
  const out = [];
  let c = cert;
  while (c?.raw) {
    const raw = c.raw;
    if (out.some((d) => d.equals(raw))) break;
    out.push(raw);
    c = c.issuerCertificate;
  }
  return out;
}
function callPath(agent, target, timeoutMs) {
  return new Promise((resolve) => {
    const options = {
      agent,
      host: target.host,
      port: target.port,
      servername: (0, import_node_net.isIP)(target.serverName) ? void 0 : target.serverName,
      path: target.path,
      method: "POST",
      rejectUnauthorized: false,
      // The probes' one context: a context per connection (the default) costs more than the call.
      secureContext: context ??= (0, import_node_tls.createSecureContext)(),
      timeout: timeoutMs,
      headers: {
        host: target.serverName,
        "content-type": "application/json",
        accept: "application/json, */*",
        "content-length": "0"
      }
    };
    const req = (0, import_node_https.request)(options);
    req.once("response", (res) => {
      res.resume();
      resolve({ status: res.statusCode });
    });
    req.once("timeout", () => {
      req.destroy();
      resolve({ error: { cause: "timeout", detail: `no HTTP answer within ${timeoutMs / 1e3}s (--timeout)` } });
    });
    req.once("error", (err) => {
      const failure = (0, import_chunk_XQ73ZOLE.describeNetworkError)(err);
      resolve({ error: { cause: failure.cause, detail: failure.detail } });
    });
    req.end();
  });
}
function callAgent() {
  return new import_node_https.Agent({ keepAlive: true, maxSockets: 1 });
}
var HOLDER_KINDS = [
  "MutatingWebhookConfiguration",
  "ValidatingWebhookConfiguration",
  "CustomResourceDefinition",
  "APIService"
];
async function audit(client, options) {
  const startedAt = Date.now();
  x509 ??= await Promise.resolve().then(() => require("./x509-BYGMPS3D.cjs"));
  parseCert ??= (await Promise.resolve().then(() => require("./cert-CLTWMYJ4.cjs"))).parseCert;
  const reader = options.reader ?? new Reader(client);
  const ctx = new AuditContext(reader, options);
  const holders = await ctx.readHolders();
  options.onHolders?.(holders, ctx.listed);
  const audits = holders.map((h) => holderAudit(h));
  if (options.probe === false) ctx.resolveEndpoints = false;
  const isNamed = new Set((options.names ?? []).map((n) => `${n.kind}/${n.name}`));
  const entries = audits.flatMap(
    (a) => a.audit.entries.map((e, i) => ({
      entry: e,
      source: { ...a.sources[i], named: isNamed.has(`${a.audit.ref.kind}/${a.audit.ref.name}`) }
    }))
  );
  await ctx.resolveBackends(entries);
  const kept = options.namespace ? audits.filter(
    (a) => isNamed.has(`${a.audit.ref.kind}/${a.audit.ref.name}`) || a.audit.entries.some((e) => inNamespace(e, options.namespace))
  ) : audits;
  if (options.probe !== false) await ctx.probe(kept.flatMap((a) => a.audit.entries));
  const evidence = {
    server: client.server,
    startedAt,
    finishedAt: Date.now(),
    ...options.namespace ? { namespace: options.namespace } : {},
    holders: kept.map((a) => a.audit),
    incomplete: ctx.incomplete,
    ...ctx.notListed.length ? { notListed: ctx.notListed } : {}
  };
  const keptObjects = new Set(kept.map((a) => a.object));
  const objects = [...holders.filter((h) => keptObjects.has(h)), ...ctx.related.values()];
  return { evidence, objects, denied: reader.denied };
}
function inNamespace(e, namespace) {
  if (e.target && "service" in e.target) return e.target.service.namespace === namespace;
  if (e.target && "url" in e.target)
    return e.serverName?.split(".")[1] === namespace && /\.svc(\.|$)/.test(e.serverName);
  return false;
}
var AuditContext = class {
  constructor(reader, options) {
    this.reader = reader;
    this.options = options;
    this.scope = { kind: "Namespace", namespace: "", name: options.namespace ?? reader.client.defaultNamespace };
  }
  reader;
  options;
  incomplete = [];
  /** Holder kinds the gate could list. */
  listed = /* @__PURE__ */ new Set();
  /** Holder kinds a namespaced gate may not list (asked first). */
  notListed = [];
  /** false: only where each entry points (no reads of Services, endpoints, pods). */
  resolveEndpoints = true;
  /** Objects read besides the holders, keyed kind/namespace/name. */
  related = /* @__PURE__ */ new Map();
  scope;
  services = /* @__PURE__ */ new Map();
  owners = /* @__PURE__ */ new Map();
  /** Runs one read; a failure other than 403 becomes a line of `incomplete` and the fallback. */
  async attempt(what, read, fallback) {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof import_chunk_55LNNOMS.ClusterError)) throw error;
      this.incomplete.push(`${what}: ${error.message}`);
      return fallback;
    }
  }
  async readHolders() {
    const lists = await Promise.all(
      HOLDER_KINDS.map(async (kind) => {
        const skip = this.options.namespace && !await this.mayList(kind);
        if (skip) this.notListed.push(kind);
        const items = skip ? [] : await this.attempt(
          `listing ${kind}s`,
          () => this.reader.list(kind, void 0, this.scope, `the audit of every ${kind}'s caBundle`),
          []
        );
        const refused = skip || Boolean(this.reader.refusal("list", kind));
        if (!refused) this.listed.add(kind);
        const byName = (this.options.names ?? []).filter(
          (n) => n.kind === kind && !items.some((i) => i.metadata?.name === n.name)
        );
        if (!refused || !byName.length) return items;
        const got = await Promise.all(
          byName.map(
            (n) => this.attempt(
              `reading ${kind} ${n.name}`,
              () => this.reader.get(
                kind,
                void 0,
                n.name,
                { kind, namespace: "", name: n.name },
                `the audit of ${kind} ${n.name}`
              ),
              void 0
            )
          )
        );
        const found = got.filter((o) => Boolean(o));
        if (found.length && !skip) this.reader.withdraw(this.reader.refusal("list", kind));
        return [...items, ...found];
      })
    );
    return lists.flat().filter((o) => holderEntries(o).length);
  }
  /** A namespaced gate asks before listing a cluster-scoped kind, so a Role without it costs no 403. */
  async mayList(kind) {
    const client = this.reader.client;
    if (!client.reviewSelf) return true;
    const { plural, group } = (0, import_chunk_TIR72V7I.holderKind)(kind);
    return client.reviewSelf("list", plural, group).catch(() => true);
  }
  async resolveBackends(entries) {
    await eachLimited(entries, this.options.concurrency ?? 16, async ({ entry, source }) => {
      if (source.url) {
        this.resolveUrl(entry, source.url);
        return;
      }
      const s = source.service;
      if (!s?.name || !s.namespace) {
        entry.unresolved = "clientConfig names neither a URL nor a Service";
        return;
      }
      const port = s.port ?? 443;
      entry.target = { service: { namespace: s.namespace, name: s.name, port, ...s.path ? { path: s.path } : {} } };
      entry.serverName = `${s.name}.${s.namespace}.svc`;
      if (!this.resolveEndpoints) return;
      if (this.options.namespace && s.namespace !== this.options.namespace && !source.named) return;
      const backends = await this.service(s.namespace, s.name);
      if (!backends) {
        entry.unresolved = `Service ${s.namespace}/${s.name} could not be read`;
        return;
      }
      if (!backends.service) {
        entry.unresolved = `Service ${s.namespace}/${s.name} does not exist`;
        return;
      }
      const endpoints = readyEndpoints(backends, port);
      if (!endpoints.length) {
        entry.unresolved = `Service ${s.namespace}/${s.name} has no ready endpoint for port ${port}`;
        return;
      }
      entry.backends = await Promise.all(
        endpoints.map(async (ep) => {
          const pod = ep.pod ? { kind: "Pod", namespace: s.namespace, name: ep.pod } : void 0;
          const workload = pod ? await this.workloadOf(pod) : void 0;
          return {
            label: `Service ${s.namespace}/${s.name} endpoint ${ep.ip}:${ep.port}${ep.pod ? ` (pod ${ep.pod})` : ""}`,
            host: ep.ip,
            port: ep.port,
            ...pod ? { pod } : {},
            ...workload ? { workload } : {},
            connections: []
          };
        })
      );
    });
  }
  resolveUrl(entry, url) {
    entry.target = { url };
    let u;
    try {
      u = new URL(url);
    } catch {
      entry.unresolved = `clientConfig.url "${url}" is not a URL`;
      return;
    }
    const host = u.hostname.replace(/^\[|\]$/g, "");
    entry.serverName = host;
    if (u.protocol !== "https:") {
      entry.unresolved = `clientConfig.url "${url}" is not https (the API server refuses it)`;
      return;
    }
    if (!this.resolveEndpoints) return;
    entry.backends = [{ label: `${u.protocol}//${u.host}`, host, port: Number(u.port || 443), connections: [] }];
  }
  /** The Service and its endpoints, read once per Service however many entries call it. */
  service(namespace, name) {
    const key = `${namespace}/${name}`;
    let p = this.services.get(key);
    if (!p) {
      p = this.attempt(
        `reading Service ${key} and its endpoints`,
        async () => {
          const subject = { kind: "Service", namespace, name };
          const blocks = `the TLS probe of Service ${key}'s endpoints`;
          const [service, slices] = await Promise.all([
            this.reader.get("Service", namespace, name, subject, blocks),
            this.reader.list("EndpointSlice", namespace, subject, blocks, `kubernetes.io/service-name=${name}`)
          ]);
          const endpoints = slices.length ? void 0 : await this.reader.get("Endpoints", namespace, name, subject, blocks);
          for (const o of [service, ...slices, endpoints]) this.keep(o);
          return { namespace, name, service, slices, endpoints };
        },
        void 0
      );
      this.services.set(key, p);
    }
    return p;
  }
  /** Pod -> ReplicaSet -> Deployment, or the pod's StatefulSet/DaemonSet: who runs this backend. */
  workloadOf(pod) {
    const key = `${pod.namespace}/${pod.name}`;
    let p = this.owners.get(key);
    if (!p) {
      p = this.attempt(
        `reading pod ${key}`,
        async () => {
          const podObj = await this.read("Pod", pod.namespace, pod.name);
          const owner = controllerOf(podObj);
          if (!owner) return void 0;
          if (owner.kind !== "ReplicaSet") return { kind: owner.kind, namespace: pod.namespace, name: owner.name };
          const rs = await this.read("ReplicaSet", pod.namespace, owner.name);
          const top = controllerOf(rs);
          const workload = top ? { kind: top.kind, namespace: pod.namespace, name: top.name } : { kind: "ReplicaSet", namespace: pod.namespace, name: owner.name };
          if (top && top.kind === "Deployment") await this.read("Deployment", pod.namespace, top.name);
          return workload;
        },
        void 0
      );
      this.owners.set(key, p);
    }
    return p;
  }
  async read(kind, namespace, name) {
    const obj = await this.reader.get(
      kind,
      namespace,
      name,
      { kind, namespace, name },
      `which workload runs the webhook backend ${namespace}/${name}`
    );
    this.keep(obj);
    return obj;
  }
  keep(o) {
    if (o) this.related.set(`${o.kind}/${o.metadata?.namespace ?? ""}/${o.metadata?.name ?? ""}`, o);
  }
  /** Every backend once per (address, name sent), a bounded number at a time; each entry verifies against its own caBundle. */
  async probe(entries) {
    const jobs = /* @__PURE__ */ new Map();
    for (const e of entries) {
      for (const b of e.backends) {
        const key = `${b.host}|${b.port}|${e.serverName}`;
        const count = b.pod ? 1 : this.options.urlConnections ?? 6;
        const job = jobs.get(key);
        if (!job) jobs.set(key, { host: b.host, port: b.port, serverName: e.serverName, count });
      }
    }
    const queue = [...jobs.values()].flatMap((j) => Array.from({ length: j.count }, () => j));
    let next = 0;
    let cut = 0;
    const worker = async () => {
      while (next < queue.length) {
        const j = queue[next++];
        if (this.options.signal?.aborted) {
          cut++;
          continue;
        }
        const r = await tlsHandshake(j.host, j.port, j.serverName, this.options.timeoutMs);
        (j.results ??= []).push(r);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, this.options.concurrency ?? 16) }, worker));
    if (cut) this.incomplete.push(`${cut} of ${queue.length} TLS probes were not made (the run was stopped)`);
    const served = new Set([...jobs].filter(([, j]) => j.results?.some((r) => r.der?.length)).map(([k]) => k));
    if (this.options.call) await this.call(entries, served);
    const { verifyServing } = x509;
    const at = this.options.at ?? /* @__PURE__ */ new Date();
    const parsed = /* @__PURE__ */ new Map();
    const verified = /* @__PURE__ */ new Map();
    for (const e of entries) {
      const bundlePem = e.caBundle.present ? bundles.get(e) : "";
      for (const b of e.backends) {
        const job = jobs.get(`${b.host}|${b.port}|${e.serverName}`);
        b.connections = (job.results ?? []).map((r) => {
          if (!r.der?.length) return { error: r.error ?? { cause: "other", detail: "no certificate served" } };
          const chain = r.der.map((d) => certInfoCached(d, parsed));
          const key = `${chain.map((c) => c.sha256).join(",")}|${e.caBundle.sha256}|${e.serverName}`;
          let verify = verified.get(key);
          if (!verify) {
            const v = verifyServing({
              chainPem: r.der.map(toPem).join(""),
              caBundlePem: bundlePem,
              host: e.serverName,
              at,
              minDays: this.options.minDays ?? 30
            });
            verify = {
              accepted: v.accepted,
              problems: v.problems.map((p) => {
                const d = (0, import_chunk_TIR72V7I.describeProblem)(p);
                return { rule: d.rule, severity: d.severity, message: d.message };
              })
            };
            verified.set(key, verify);
          }
          return { chain, der: r.der, verify };
        });
      }
    }
  }
  /** Each entry's path, on its first backend that served a certificate; `served`: the handshake keys that did. */
  async call(entries, served) {
    const backends = /* @__PURE__ */ new Map();
    const byBackend = [];
    for (const e of entries) {
      const path = callPaths.get(e);
      if (path === void 0) continue;
      const b = e.backends.find((x) => served.has(`${x.host}|${x.port}|${e.serverName}`));
      if (b) {
        const backend = `${b.host}|${b.port}|${e.serverName}`;
        let calls = backends.get(backend);
        if (!calls) backends.set(backend, calls = /* @__PURE__ */ new Map());
        let call = calls.get(path);
        if (!call)
          calls.set(path, call = { target: { host: b.host, port: b.port, serverName: e.serverName, path } });
        byBackend.push({ b, call });
      }
    }
    const agent = callAgent();
    try {
      await eachLimited([...backends.values()], this.options.concurrency ?? 16, async (calls) => {
        for (const c of calls.values())
          if (!this.options.signal?.aborted) c.result = await callPath(agent, c.target, this.options.timeoutMs);
      });
    } finally {
      agent.destroy();
    }
    for (const { b, call } of byBackend) if (call.result) b.call = { path: call.target.path, ...call.result };
  }
};
async function eachLimited(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
var bundles = /* @__PURE__ */ new WeakMap();
var callPaths = /* @__PURE__ */ new WeakMap();
function holderAudit(o) {
  const kind = o.kind;
  const found = holderEntries(o);
  const entries = found.map((f) => {
    const pem = f.source.caBundle ? Buffer.from(f.source.caBundle, "base64").toString("latin1") : "";
    const entry = {
      index: f.index,
      name: f.name,
      path: f.path,
      ...f.failurePolicy ? { failurePolicy: f.failurePolicy } : {},
      caBundle: caBundleAudit(pem),
      backends: []
    };
    bundles.set(entry, pem);
    const path = o.kind === "APIService" ? void 0 : pathOf(f.source);
    if (path !== void 0) callPaths.set(entry, path);
    return entry;
  });
  const md = o.metadata ?? {};
  return {
    object: o,
    sources: found.map((f) => f.source),
    audit: {
      ref: { kind, namespace: "", name: md.name ?? "" },
      ...md.generation !== void 0 ? { generation: md.generation } : {},
      ...md.resourceVersion ? { resourceVersion: md.resourceVersion } : {},
      caBundleManagers: caBundleManagers(md.managedFields ?? []),
      entries
    }
  };
}
function holderEntries(o) {
  return (0, import_chunk_TIR72V7I.holderEntryPaths)(o.kind ?? "", o, o.metadata?.name ?? "").map((e) => {
    const webhook = e.at[0] === "webhooks" ? (0, import_chunk_TIR72V7I.get)(o, "webhooks", e.at[1]) : void 0;
    const policy = (0, import_chunk_TIR72V7I.get)(webhook, "failurePolicy");
    return {
      index: typeof e.at[1] === "number" ? e.at[1] : 0,
      name: e.name,
      path: e.at,
      // admissionregistration.k8s.io/v1 defaults failurePolicy to Fail.
      ...webhook ? { failurePolicy: typeof policy === "string" ? policy : "Fail" } : {},
      source: {
        caBundle: (0, import_chunk_TIR72V7I.get)(o, ...e.caBundlePath),
        url: (0, import_chunk_TIR72V7I.get)(o, ...e.at, "url"),
        service: (0, import_chunk_TIR72V7I.get)(o, ...e.at, "service")
      }
    };
  });
}
function caBundleManagers(managed) {
  return managed.filter((m) => m.fieldsV1 && (0, import_chunk_TIR72V7I.ownsCaBundle)(m.fieldsV1)).map((m) => ({
    manager: m.manager ?? "(unnamed)",
    ...m.operation ? { operation: m.operation } : {},
    ...m.time ? { time: m.time } : {},
    ...m.subresource ? { subresource: m.subresource } : {}
  }));
}
function pathOf(source) {
  if (source.url === void 0) return source.service?.path || "/";
  try {
    const u = new URL(source.url);
    return `${u.pathname}${u.search}`;
  } catch {
    return void 0;
  }
}
function caBundleAudit(pem) {
  const sha256 = (0, import_node_crypto.createHash)("sha256").update(pem, "latin1").digest("hex");
  if (!pem) return { present: false, cas: [], skipped: [], sha256 };
  const parsed = x509.parseCaBundle(pem);
  return { present: true, cas: parsed.certs.map((c) => certInfo(c.der)), skipped: parsed.skipped, sha256 };
}
function controllerOf(o) {
  const refs = o?.metadata?.ownerReferences ?? [];
  const ref = refs.find((r) => r.controller) ?? refs[0];
  return ref?.kind && ref.name ? { kind: ref.kind, name: ref.name } : void 0;
}
function certInfoCached(der, cache) {
  const key = der.toString("latin1");
  let info = cache.get(key);
  if (!info) cache.set(key, info = certInfo(der));
  return info;
}
var x509;
var parseCert;
function certInfo(der) {
  try {
    const c = parseCert(der);
    return {
      subject: c.subjectText,
      issuer: c.issuerText,
      sha256: c.sha256,
      notBefore: new Date(c.notBefore).toISOString(),
      notAfter: new Date(c.notAfter).toISOString(),
      ...c.subjectKeyId ? { keyId: c.subjectKeyId.toString("hex") } : {},
      ...c.authorityKeyId ? { authorityKeyId: c.authorityKeyId.toString("hex") } : {}
    };
  } catch (error) {
    const sha256 = (0, import_node_crypto.createHash)("sha256").update(der).digest("hex");
    return {
      subject: `(does not parse: ${error.message})`,
      issuer: "",
      sha256,
      notBefore: "",
      notAfter: ""
    };
  }
}
function toPem(der) {
  const b64 = der.toString("base64").replace(/(.{64})/g, "$1\n").replace(/\n$/, "");
  return `-----BEGIN CERTIFICATE-----
${b64}
-----END CERTIFICATE-----
`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  HOLDER_KINDS,
  Reader,
  audit,
  gather,
  holderEntries,
  liveObjects,
  liveWebhooks,
  refOfWorkload,
  toPem
});
