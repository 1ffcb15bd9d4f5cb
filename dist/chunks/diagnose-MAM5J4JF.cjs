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
  CONFLICTS_QUERY: () => CONFLICTS_QUERY,
  REQUESTS_QUERY: () => REQUESTS_QUERY,
  diagnoseAuditLog: () => diagnoseAuditLog,
  queryPrometheus: () => queryPrometheus,
  writersJson: () => writersJson
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_6M7NTBRL = require("./chunk-6M7NTBRL.cjs");
var import_chunk_55LNNOMS = require("./chunk-55LNNOMS.cjs");
var import_chunk_TIR72V7I = require("./chunk-TIR72V7I.cjs");
var import_node_fs = require("node:fs");
var import_node_readline = require("node:readline");
var HOLDER_RESOURCES = import_chunk_TIR72V7I.HOLDER_KIND_BY_PLURAL;
var RESOURCE_NAMES = Object.keys(HOLDER_RESOURCES);
var COMPLETE = /"stage":"(ResponseComplete|Panic)"/;
var RECEIVED = /"requestReceivedTimestamp":"([^"]+)"/;
var WRITE_VERBS = /* @__PURE__ */ new Set(["create", "update", "patch", "delete"]);
async function readAuditLog(file, input) {
  const stream = input ?? (0, import_node_fs.createReadStream)(file);
  const opened = new Promise((resolve, reject) => {
    stream.once("error", (e) => {
      reject(new import_chunk_TIR72V7I.InputError(`--audit-log ${file}: ${e.code ? (0, import_chunk_TIR72V7I.describeFsError)(e) : e.message}`));
    });
    stream.once("readable", () => {
      resolve();
    });
    stream.once("end", () => {
      resolve();
    });
  });
  const lines = (0, import_node_readline.createInterface)({ input: stream, crlfDelay: Infinity });
  const summary = new Collector(file);
  const reading = (async () => {
    for await (const line of lines) summary.line(line);
  })();
  await Promise.all([opened, reading]);
  if (!summary.events) {
    throw new import_chunk_TIR72V7I.InputError(
      `--audit-log ${file}: ${summary.skipped ? `no audit.k8s.io Event in ${summary.skipped} line(s)` : "the file is empty"} (expected the API server's JSON audit log, --audit-log-format=json)`
    );
  }
  return summary.result();
}
var Collector = class {
  constructor(file) {
    this.file = file;
  }
  file;
  events = 0;
  skipped = 0;
  conflicts = 0;
  from;
  to;
  objects = /* @__PURE__ */ new Map();
  writers = /* @__PURE__ */ new Map();
  line(line) {
    if (!line.trim()) return;
    const conflict = line.includes("409");
    if (!conflict && !RESOURCE_NAMES.some((r) => line.includes(r))) {
      if (!line.includes('"auditID"')) this.skipped++;
      else if (COMPLETE.test(line)) this.seen(RECEIVED.exec(line)?.[1] ?? "");
      return;
    }
    let e;
    try {
      e = JSON.parse(line);
    } catch {
      this.skipped++;
      return;
    }
    if (e.kind !== "Event") {
      this.skipped++;
      return;
    }
    this.count(e);
  }
  /** One request's answer, for the counts and the window. */
  seen(at) {
    this.events++;
    if (at && (!this.from || at < this.from)) this.from = at;
    if (at && (!this.to || at > this.to)) this.to = at;
  }
  count(e) {
    if (e.stage !== "ResponseComplete" && e.stage !== "Panic") return;
    const at = e.requestReceivedTimestamp ?? e.stageTimestamp ?? "";
    this.seen(at);
    const code = e.responseStatus?.code;
    if (code === 409) this.conflicts++;
    const kind = HOLDER_RESOURCES[e.objectRef?.resource ?? ""];
    const name = e.objectRef?.name;
    if (!kind || !name || e.objectRef?.subresource || !WRITE_VERBS.has(e.verb ?? "")) return;
    const user = e.impersonatedUser?.username ?? e.user?.username ?? "";
    if (user === "system:apiserver") return;
    const key = `${kind}/${name}`;
    let obj = this.objects.get(key);
    if (!obj) this.objects.set(key, obj = { kind, name, writes: 0, conflicts: 0, writers: [] });
    const userAgent = e.userAgent ?? "";
    const sourceIPs = [...new Set(e.sourceIPs ?? [])].sort();
    const wkey = `${key}
${user}
${userAgent}
${sourceIPs.join(",")}`;
    let w = this.writers.get(wkey);
    if (!w) {
      this.writers.set(
        wkey,
        w = { kind, name, user, userAgent, sourceIPs, writes: 0, conflicts: 0, first: at, last: at }
      );
      obj.writers.push(w);
    }
    obj.writes++;
    w.writes++;
    if (at < w.first) w.first = at;
    if (at > w.last) w.last = at;
    if (code === 409) {
      obj.conflicts++;
      w.conflicts++;
      if (!obj.firstConflict || at < obj.firstConflict) obj.firstConflict = at;
    }
  }
  result() {
    const objects = [...this.objects.values()].sort(
      (a, b) => b.writes - a.writes || (a.kind + a.name < b.kind + b.name ? -1 : 1)
    );
    for (const o of objects)
      o.writers.sort((a, b) => b.writes - a.writes || (a.sourceIPs.join() < b.sourceIPs.join() ? -1 : 1));
    return {
      file: this.file,
      events: this.events,
      skipped: this.skipped,
      conflicts: this.conflicts,
      from: this.from,
      to: this.to,
      objects,
      mapped: false
    };
  }
};
async function mapWriters(summary, reads) {
  const byIp = /* @__PURE__ */ new Map();
  for (const pod of await reads.pods()) {
    const status = pod.status ?? {};
    const ips = new Set(
      [status.podIP, ...(status.podIPs ?? []).map((p) => p.ip)].filter((x) => Boolean(x))
    );
    for (const ip of ips) byIp.set(ip, [...byIp.get(ip) ?? [], pod]);
  }
  const writers = summary.objects.flatMap((o) => o.writers);
  const podsOf = new Map(writers.map((w) => [w, w.sourceIPs.flatMap((ip) => byIp.get(ip) ?? [])]));
  const namespaces = new Set([...podsOf.values()].flat().map((p) => p.metadata?.namespace ?? ""));
  const holders = /* @__PURE__ */ new Map();
  await Promise.all(
    [...namespaces].map(async (ns) => {
      holders.set(
        ns,
        (await reads.leases(ns)).map((l) => ({
          lease: `${ns}/${l.metadata?.name ?? ""}`,
          holder: l.spec?.holderIdentity ?? ""
        }))
      );
    })
  );
  const allPods = [...byIp.values()].flat();
  for (const [w, pods] of podsOf) {
    if (pods.length) w.pods = pods.map((p) => describePod(p, allPods, holders.get(p.metadata?.namespace ?? "") ?? []));
  }
  summary.mapped = true;
}
function describePod(pod, allPods, leases) {
  const namespace = pod.metadata?.namespace ?? "";
  const name = pod.metadata?.name ?? "";
  const workload = workloadOf(pod);
  const out = { namespace, name, ...workload ? { workload } : {} };
  if (!workload) return out;
  const sameWorkload = allPods.filter((p) => p.metadata?.namespace === namespace && workloadOf(p) === workload);
  const held = leases.find((l) => sameWorkload.some((p) => holds(l.holder, p.metadata?.name ?? "")));
  if (held) Object.assign(out, { leader: holds(held.holder, name), lease: held.lease });
  return out;
}
function holds(holder, pod) {
  return Boolean(pod) && (holder === pod || holder.startsWith(`${pod}_`));
}
function workloadOf(pod) {
  const owner = pod.metadata?.ownerReferences?.[0];
  if (!owner?.kind || !owner.name) return void 0;
  const hash = pod.metadata?.labels?.["pod-template-hash"];
  if (owner.kind === "ReplicaSet" && hash && owner.name.endsWith(`-${hash}`))
    return `Deployment/${owner.name.slice(0, -hash.length - 1)}`;
  return `${owner.kind}/${owner.name}`;
}
var API_VERSION = {
  MutatingWebhookConfiguration: "admissionregistration.k8s.io/v1",
  ValidatingWebhookConfiguration: "admissionregistration.k8s.io/v1",
  CustomResourceDefinition: "apiextensions.k8s.io/v1",
  APIService: "apiregistration.k8s.io/v1"
};
async function diagnoseAuditLog(file, options) {
  const summary = await readAuditLog(file);
  if (options.reads && summary.objects.length) await mapWriters(summary, options.reads);
  const resources = (0, import_chunk_6M7NTBRL.liveResources)(
    summary.objects.map((o) => ({ apiVersion: API_VERSION[o.kind], kind: o.kind, metadata: { name: o.name } }))
  );
  const live = { server: "", workloads: [], churn: [], observeMs: 0, denied: [], auditLog: summary };
  const result = await (0, import_chunk_TIR72V7I.runCheck)({ extraResources: resources, config: options.config, live });
  return { summary, findings: result.findings.filter((f) => f.rule === "cabundle-writers") };
}
function writersJson(summary) {
  return summary.objects.flatMap(
    (o) => o.writers.map((w) => ({
      kind: w.kind,
      name: w.name,
      user: w.user,
      userAgent: w.userAgent,
      sourceIPs: w.sourceIPs,
      writes: w.writes,
      conflicts: w.conflicts,
      first: w.first,
      last: w.last,
      ...w.pods ? { pods: w.pods } : {}
    }))
  );
}
var REQUESTS_QUERY = 'sum by (resource, verb, code) (rate(apiserver_request_total{resource=~"mutatingwebhookconfigurations|validatingwebhookconfigurations"}[5m]))';
var CONFLICTS_QUERY = 'sum(rate(apiserver_request_total{code="409"}[5m]))';
async function queryPrometheus(base, timeoutMs) {
  const [rows, all] = await Promise.all([
    instant(base, REQUESTS_QUERY, timeoutMs),
    instant(base, CONFLICTS_QUERY, timeoutMs)
  ]);
  const requests = rows.map((r) => ({
    resource: r.metric.resource ?? "",
    verb: r.metric.verb ?? "",
    code: r.metric.code ?? "",
    perSecond: Number(r.value[1])
  })).sort(
    (a, b) => b.perSecond - a.perSecond || (a.resource + a.verb + a.code < b.resource + b.verb + b.code ? -1 : 1)
  );
  return { requests, conflictsPerSecond: all.length ? Number(all[0].value[1]) : 0 };
}
async function instant(base, query, timeoutMs) {
  const url = `${base.replace(/\/+$/, "")}/api/v1/query?query=${encodeURIComponent(query)}`;
  let res;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new import_chunk_55LNNOMS.ClusterError(`--prometheus ${base}: ${causeOf(e)}`);
  }
  const body = await res.json().catch(() => void 0);
  if (!res.ok || body?.status !== "success") {
    throw new import_chunk_55LNNOMS.ClusterError(
      `--prometheus ${base}: answered ${res.status}${body?.error ? `: ${body.error}` : " (not the Prometheus HTTP API?)"}`
    );
  }
  return body.data?.result ?? [];
}
function causeOf(e) {
  const err = e;
  if (err.name === "TimeoutError") return "no answer within the timeout (--timeout)";
  return err.cause?.code ?? err.cause?.message ?? err.message;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CONFLICTS_QUERY,
  REQUESTS_QUERY,
  diagnoseAuditLog,
  queryPrometheus,
  writersJson
});
