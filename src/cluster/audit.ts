// The audit of every caBundle holder, with or without a profile: list the objects whose caBundle the API server
// uses (webhook configurations, CRD conversion webhooks, APIServices), resolve the backends it would dial, probe
// each over TLS with the name it sends, and verify what was served against that entry's caBundle (Go-exact).
// Typed results only: the rules judge them (`cluster`), the exporter turns them into metrics every round.
// API stable: `audit()` and its result types (in rules/live.ts) change only by additions.
import { holderEntryPaths, holderKind, ownsCaBundle } from '../model/holders.js';
import { get } from '../core/object.js';
import { describeProblem } from '../rules/templates/cert-words.js';
import { createHash } from 'node:crypto';
import type {
  AuditEvidence,
  BackendAudit,
  CaBundleAudit,
  CertInfo,
  ConnectionAudit,
  DeniedRead,
  EntryAudit,
  FieldManager,
  HolderAudit,
  HolderKind,
  LiveRef,
} from '../rules/live.js';
import { ClusterError } from './errors.js';
import { Reader, type ServiceBackends } from './gather.js';
import { callAgent, callPath, readyEndpoints, tlsHandshake, type CallResult, type HandshakeResult } from './probe.js';
import type { ClusterClient, KubeObject, LiveKind, ManagedFieldsEntry } from './types.js';

export const HOLDER_KINDS: readonly HolderKind[] = [
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'CustomResourceDefinition',
  'APIService',
];

export interface AuditOptions {
  /** Only the holders whose backends run in this namespace; undefined: the whole cluster. */
  namespace?: string;
  /** Limit for each TLS handshake (API reads use the client's own timeout). */
  timeoutMs: number;
  /** TLS handshakes in flight at once (default 16). */
  concurrency?: number;
  /** Connections per URL backend, which may balance over several replicas (default 6); one per endpoint otherwise. */
  urlConnections?: number;
  /** Verification time (default now). */
  at?: Date;
  /** Days under which a served certificate or caBundle CA counts as expiring (default 30). */
  minDays?: number;
  /** Holders to read by name when their kind cannot be listed (a Role that allows get with resourceNames only). */
  names?: ReadonlyArray<{ kind: HolderKind; name: string }>;
  /** Reuse a Reader to collect refused reads with the caller's; a fresh one otherwise. */
  reader?: Reader;
  /** Stops probing early; what was measured is returned, and the cut is named in `incomplete`. */
  signal?: AbortSignal;
  /** false: no TLS connection and no read of backends, only where each entry points (default true). */
  probe?: boolean;
  /**
   * Also call each entry's path on one backend that served a certificate (a POST with no body), so a path the
   * webhook server does not serve (404) is found (default false: `serve` would do it every round).
   */
  call?: boolean;
  /** Called once the holders are read, before any probe (to start watching them at once); `listed`: the kinds the gate could list. */
  onHolders?(holders: readonly KubeObject[], listed: ReadonlySet<HolderKind>): void;
}

export interface AuditResult {
  evidence: AuditEvidence;
  /** Every object read (holders, Services, EndpointSlices, Pods, their ReplicaSets and workloads), once each, as sent. */
  objects: KubeObject[];
  /** Reads the API server refused (403): what they blocked, and the permission that would allow them. */
  denied: DeniedRead[];
}

/** Audits every caBundle holder in scope. Never throws for a cluster that fails halfway: see `incomplete`. */
export async function audit(client: ClusterClient, options: AuditOptions): Promise<AuditResult> {
  const startedAt = Date.now();
  x509 ??= await import('../x509/index.js');
  parseCert ??= (await import('../x509/cert.js')).parseCert;
  const reader = options.reader ?? new Reader(client);
  const ctx = new AuditContext(reader, options);
  const holders = await ctx.readHolders();
  options.onHolders?.(holders, ctx.listed);
  const audits = holders.map((h) => holderAudit(h));
  if (options.probe === false) ctx.resolveEndpoints = false;
  const isNamed = new Set((options.names ?? []).map((n) => `${n.kind}/${n.name}`));
  const entries = audits.flatMap((a) =>
    a.audit.entries.map((e, i) => ({
      entry: e,
      source: { ...a.sources[i]!, named: isNamed.has(`${a.audit.ref.kind}/${a.audit.ref.name}`) },
    })),
  );
  await ctx.resolveBackends(entries);
  const kept = options.namespace
    ? audits.filter(
        (a) =>
          isNamed.has(`${a.audit.ref.kind}/${a.audit.ref.name}`) ||
          a.audit.entries.some((e) => inNamespace(e, options.namespace!)),
      )
    : audits;
  if (options.probe !== false) await ctx.probe(kept.flatMap((a) => a.audit.entries));
  const evidence: AuditEvidence = {
    server: client.server,
    startedAt,
    finishedAt: Date.now(),
    ...(options.namespace ? { namespace: options.namespace } : {}),
    holders: kept.map((a) => a.audit),
    incomplete: ctx.incomplete,
    ...(ctx.notListed.length ? { notListed: ctx.notListed } : {}),
  };
  const keptObjects = new Set(kept.map((a) => a.object));
  const objects = [...holders.filter((h) => keptObjects.has(h)), ...ctx.related.values()];
  return { evidence, objects, denied: reader.denied };
}

/** An entry's backends run in the namespace: its Service is there, or its URL names a Service there. */
function inNamespace(e: EntryAudit, namespace: string): boolean {
  if (e.target && 'service' in e.target) return e.target.service.namespace === namespace;
  if (e.target && 'url' in e.target)
    return e.serverName?.split('.')[1] === namespace && /\.svc(\.|$)/.test(e.serverName);
  return false;
}

interface EntrySource {
  caBundle?: string;
  url?: string;
  service?: { namespace?: string; name?: string; port?: number; path?: string };
  /** The caller named this holder: resolved whatever the namespace scope. */
  named?: boolean;
}

class AuditContext {
  readonly incomplete: string[] = [];
  /** Holder kinds the gate could list. */
  readonly listed = new Set<HolderKind>();
  /** Holder kinds a namespaced gate may not list (asked first). */
  readonly notListed: HolderKind[] = [];
  /** false: only where each entry points (no reads of Services, endpoints, pods). */
  resolveEndpoints = true;
  /** Objects read besides the holders, keyed kind/namespace/name. */
  readonly related = new Map<string, KubeObject>();
  private readonly scope: LiveRef;
  private readonly services = new Map<string, Promise<ServiceBackends | undefined>>();
  private readonly owners = new Map<string, Promise<LiveRef | undefined>>();

  constructor(
    private readonly reader: Reader,
    private readonly options: AuditOptions,
  ) {
    this.scope = { kind: 'Namespace', namespace: '', name: options.namespace ?? reader.client.defaultNamespace };
  }

  /** Runs one read; a failure other than 403 becomes a line of `incomplete` and the fallback. */
  private async attempt<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ClusterError)) throw error;
      this.incomplete.push(`${what}: ${error.message}`);
      return fallback;
    }
  }

  async readHolders(): Promise<KubeObject[]> {
    const lists = await Promise.all(
      HOLDER_KINDS.map(async (kind) => {
        const skip = this.options.namespace && !(await this.mayList(kind));
        if (skip) this.notListed.push(kind);
        const items = skip
          ? []
          : await this.attempt(
              `listing ${kind}s`,
              () => this.reader.list(kind, undefined, this.scope, `the audit of every ${kind}'s caBundle`),
              [],
            );
        const refused = skip || Boolean(this.reader.refusal('list', kind));
        if (!refused) this.listed.add(kind);
        const byName = (this.options.names ?? []).filter(
          (n) => n.kind === kind && !items.some((i) => i.metadata?.name === n.name),
        );
        if (!refused || !byName.length) return items;
        // Cluster-scoped objects: without list, read the ones we know of by name.
        const got = await Promise.all(
          byName.map((n) =>
            this.attempt(
              `reading ${kind} ${n.name}`,
              () =>
                this.reader.get(
                  kind,
                  undefined,
                  n.name,
                  { kind, namespace: '', name: n.name },
                  `the audit of ${kind} ${n.name}`,
                ),
              undefined,
            ),
          ),
        );
        const found = got.filter((o): o is KubeObject => Boolean(o));
        if (found.length && !skip) this.reader.withdraw(this.reader.refusal('list', kind));
        return [...items, ...found];
      }),
    );
    return lists.flat().filter((o) => holderEntries(o).length);
  }

  /** A namespaced gate asks before listing a cluster-scoped kind, so a Role without it costs no 403. */
  private async mayList(kind: HolderKind): Promise<boolean> {
    const client = this.reader.client;
    if (!client.reviewSelf) return true;
    const { plural, group } = holderKind(kind)!;
    // No answer (an API server without the review API): try the list, and let its own outcome speak.
    return client.reviewSelf('list', plural, group).catch(() => true);
  }

  async resolveBackends(entries: Array<{ entry: EntryAudit; source: EntrySource }>): Promise<void> {
    // A bounded number of entries at a time: thousands of reads in flight at once only cost memory.
    await eachLimited(entries, this.options.concurrency ?? 16, async ({ entry, source }) => {
      if (source.url) {
        this.resolveUrl(entry, source.url);
        return;
      }
      const s = source.service;
      if (!s?.name || !s.namespace) {
        entry.unresolved = 'clientConfig names neither a URL nor a Service';
        return;
      }
      const port = s.port ?? 443;
      entry.target = { service: { namespace: s.namespace, name: s.name, port, ...(s.path ? { path: s.path } : {}) } };
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
          const pod = ep.pod ? { kind: 'Pod', namespace: s.namespace!, name: ep.pod } : undefined;
          const workload = pod ? await this.workloadOf(pod) : undefined;
          return {
            label: `Service ${s.namespace}/${s.name} endpoint ${ep.ip}:${ep.port}${ep.pod ? ` (pod ${ep.pod})` : ''}`,
            host: ep.ip,
            port: ep.port,
            ...(pod ? { pod } : {}),
            ...(workload ? { workload } : {}),
            connections: [],
          };
        }),
      );
    });
  }

  private resolveUrl(entry: EntryAudit, url: string): void {
    entry.target = { url };
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      entry.unresolved = `clientConfig.url "${url}" is not a URL`;
      return;
    }
    const host = u.hostname.replace(/^\[|\]$/g, '');
    entry.serverName = host;
    if (u.protocol !== 'https:') {
      entry.unresolved = `clientConfig.url "${url}" is not https (the API server refuses it)`;
      return;
    }
    if (!this.resolveEndpoints) return;
    entry.backends = [{ label: `${u.protocol}//${u.host}`, host, port: Number(u.port || 443), connections: [] }];
  }

  /** The Service and its endpoints, read once per Service however many entries call it. */
  private service(namespace: string, name: string): Promise<ServiceBackends | undefined> {
    const key = `${namespace}/${name}`;
    let p = this.services.get(key);
    if (!p) {
      p = this.attempt(
        `reading Service ${key} and its endpoints`,
        async () => {
          const subject = { kind: 'Service', namespace, name };
          const blocks = `the TLS probe of Service ${key}'s endpoints`;
          const [service, slices] = await Promise.all([
            this.reader.get('Service', namespace, name, subject, blocks),
            this.reader.list('EndpointSlice', namespace, subject, blocks, `kubernetes.io/service-name=${name}`),
          ]);
          // Clusters that do not mirror Endpoints into slices (rare, old) still have Endpoints.
          const endpoints = slices.length
            ? undefined
            : await this.reader.get('Endpoints', namespace, name, subject, blocks);
          for (const o of [service, ...slices, endpoints]) this.keep(o);
          return { namespace, name, service, slices, endpoints };
        },
        undefined,
      );
      this.services.set(key, p);
    }
    return p;
  }

  /** Pod -> ReplicaSet -> Deployment, or the pod's StatefulSet/DaemonSet: who runs this backend. */
  private workloadOf(pod: LiveRef): Promise<LiveRef | undefined> {
    const key = `${pod.namespace}/${pod.name}`;
    let p = this.owners.get(key);
    if (!p) {
      p = this.attempt(
        `reading pod ${key}`,
        async () => {
          const podObj = await this.read('Pod', pod.namespace, pod.name);
          const owner = controllerOf(podObj);
          if (!owner) return undefined;
          if (owner.kind !== 'ReplicaSet') return { kind: owner.kind, namespace: pod.namespace, name: owner.name };
          const rs = await this.read('ReplicaSet', pod.namespace, owner.name);
          const top = controllerOf(rs);
          const workload = top
            ? { kind: top.kind, namespace: pod.namespace, name: top.name }
            : { kind: 'ReplicaSet', namespace: pod.namespace, name: owner.name };
          if (top && top.kind === 'Deployment') await this.read('Deployment', pod.namespace, top.name);
          return workload;
        },
        undefined,
      );
      this.owners.set(key, p);
    }
    return p;
  }

  private async read(kind: LiveKind, namespace: string, name: string): Promise<KubeObject | undefined> {
    const obj = await this.reader.get(
      kind,
      namespace,
      name,
      { kind, namespace, name },
      `which workload runs the webhook backend ${namespace}/${name}`,
    );
    this.keep(obj);
    return obj;
  }

  private keep(o: KubeObject | undefined): void {
    if (o) this.related.set(`${o.kind}/${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`, o);
  }

  /** Every backend once per (address, name sent), a bounded number at a time; each entry verifies against its own caBundle. */
  async probe(entries: EntryAudit[]): Promise<void> {
    const jobs = new Map<
      string,
      { host: string; port: number; serverName: string; count: number; results?: HandshakeResult[] }
    >();
    for (const e of entries) {
      for (const b of e.backends) {
        const key = `${b.host}|${b.port}|${e.serverName}`;
        const count = b.pod ? 1 : (this.options.urlConnections ?? 6);
        const job = jobs.get(key);
        if (!job) jobs.set(key, { host: b.host, port: b.port, serverName: e.serverName!, count });
      }
    }
    const queue = [...jobs.values()].flatMap((j) => Array.from({ length: j.count }, () => j));
    let next = 0;
    let cut = 0;
    const worker = async () => {
      while (next < queue.length) {
        const j = queue[next++]!;
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
    const { verifyServing } = x509!;
    const at = this.options.at ?? new Date();
    const parsed = new Map<string, CertInfo>();
    // Entries of one configuration share caBundle, name and backends: verify each combination once.
    const verified = new Map<string, ConnectionAudit['verify']>();
    for (const e of entries) {
      const bundlePem = e.caBundle.present ? bundles.get(e)! : '';
      for (const b of e.backends) {
        const job = jobs.get(`${b.host}|${b.port}|${e.serverName}`)!;
        b.connections = (job.results ?? []).map((r): ConnectionAudit => {
          if (!r.der?.length) return { error: r.error ?? { cause: 'other', detail: 'no certificate served' } };
          const chain = r.der.map((d) => certInfoCached(d, parsed));
          const key = `${chain.map((c) => c.sha256).join(',')}|${e.caBundle.sha256}|${e.serverName}`;
          let verify = verified.get(key);
          if (!verify) {
            const v = verifyServing({
              chainPem: r.der.map(toPem).join(''),
              caBundlePem: bundlePem,
              host: e.serverName!,
              at,
              minDays: this.options.minDays ?? 30,
            });
            verify = {
              accepted: v.accepted,
              problems: v.problems.map((p) => {
                const d = describeProblem(p);
                return { rule: d.rule, severity: d.severity, message: d.message };
              }),
            };
            verified.set(key, verify);
          }
          return { chain, der: r.der, verify };
        });
      }
    }
  }

  /** Each entry's path, on its first backend that served a certificate; `served`: the handshake keys that did. */
  private async call(entries: EntryAudit[], served: ReadonlySet<string>): Promise<void> {
    type Call = { target: Parameters<typeof callPath>[1]; result?: CallResult };
    // By backend (address and name): its paths one after another on its one connection, backends in parallel.
    const backends = new Map<string, Map<string, Call>>();
    const byBackend: Array<{ b: BackendAudit; call: Call }> = [];
    for (const e of entries) {
      const path = callPaths.get(e);
      if (path === undefined) continue;
      // One backend per entry: a path is the server's route table, the same in every replica of it.
      const b = e.backends.find((x) => served.has(`${x.host}|${x.port}|${e.serverName}`));
      if (b) {
        const backend = `${b.host}|${b.port}|${e.serverName}`;
        let calls = backends.get(backend);
        if (!calls) backends.set(backend, (calls = new Map<string, Call>()));
        let call = calls.get(path);
        if (!call)
          calls.set(path, (call = { target: { host: b.host, port: b.port, serverName: e.serverName!, path } }));
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
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** Decoded caBundle per entry, kept outside the (serialisable) evidence. */
const bundles = new WeakMap<EntryAudit, string>();
/** The path the API server calls per entry (webhook configurations and CRD conversion; an APIService has none). */
const callPaths = new WeakMap<EntryAudit, string>();

function holderAudit(o: KubeObject): { object: KubeObject; audit: HolderAudit; sources: EntrySource[] } {
  const kind = o.kind as HolderKind;
  const found = holderEntries(o);
  const entries = found.map((f) => {
    const pem = f.source.caBundle ? Buffer.from(f.source.caBundle, 'base64').toString('latin1') : '';
    const entry: EntryAudit = {
      index: f.index,
      name: f.name,
      path: f.path,
      ...(f.failurePolicy ? { failurePolicy: f.failurePolicy } : {}),
      caBundle: caBundleAudit(pem),
      backends: [],
    };
    bundles.set(entry, pem);
    const path = o.kind === 'APIService' ? undefined : pathOf(f.source);
    if (path !== undefined) callPaths.set(entry, path);
    return entry;
  });
  const md = o.metadata ?? {};
  return {
    object: o,
    sources: found.map((f) => f.source),
    audit: {
      ref: { kind, namespace: '', name: md.name ?? '' },
      ...(md.generation !== undefined ? { generation: md.generation } : {}),
      ...(md.resourceVersion ? { resourceVersion: md.resourceVersion } : {}),
      caBundleManagers: caBundleManagers(md.managedFields ?? []),
      entries,
    },
  };
}

interface FoundEntry {
  index: number;
  name: string;
  path: Array<string | number>;
  failurePolicy?: string;
  source: EntrySource;
}

/** Where each kind keeps its caBundle and its webhook's address: the one table of holder kinds (model/holders.ts). */
export function holderEntries(o: KubeObject): FoundEntry[] {
  return holderEntryPaths(o.kind ?? '', o, o.metadata?.name ?? '').map((e) => {
    const webhook = e.at[0] === 'webhooks' ? get(o, 'webhooks', e.at[1]!) : undefined;
    const policy = get(webhook, 'failurePolicy');
    return {
      index: typeof e.at[1] === 'number' ? e.at[1] : 0,
      name: e.name,
      path: e.at,
      // admissionregistration.k8s.io/v1 defaults failurePolicy to Fail.
      ...(webhook ? { failurePolicy: typeof policy === 'string' ? policy : 'Fail' } : {}),
      source: {
        caBundle: get(o, ...e.caBundlePath),
        url: get(o, ...e.at, 'url'),
        service: get(o, ...e.at, 'service'),
      } as EntrySource,
    };
  });
}

/** Managers whose managedFields own a caBundle field (fieldsV1 keys `f:caBundle`, at any depth). */
function caBundleManagers(managed: ManagedFieldsEntry[]): FieldManager[] {
  return managed
    .filter((m) => m.fieldsV1 && ownsCaBundle(m.fieldsV1))
    .map((m) => ({
      manager: m.manager ?? '(unnamed)',
      ...(m.operation ? { operation: m.operation } : {}),
      ...(m.time ? { time: m.time } : {}),
      ...(m.subresource ? { subresource: m.subresource } : {}),
    }));
}

/** The path of a URL (with its query), or the Service's path ('/' when unset), as the API server calls it. */
function pathOf(source: EntrySource): string | undefined {
  if (source.url === undefined) return source.service?.path || '/';
  try {
    const u = new URL(source.url);
    return `${u.pathname}${u.search}`;
  } catch {
    return undefined;
  }
}

function caBundleAudit(pem: string): CaBundleAudit {
  const sha256 = createHash('sha256').update(pem, 'latin1').digest('hex');
  if (!pem) return { present: false, cas: [], skipped: [], sha256 };
  const parsed = x509!.parseCaBundle(pem);
  return { present: true, cas: parsed.certs.map((c) => certInfo(c.der)), skipped: parsed.skipped, sha256 };
}

function controllerOf(o: KubeObject | undefined): { kind: string; name: string } | undefined {
  const refs = (o?.metadata?.ownerReferences ?? []) as Array<{ kind?: string; name?: string; controller?: boolean }>;
  const ref = refs.find((r) => r.controller) ?? refs[0];
  return ref?.kind && ref.name ? { kind: ref.kind, name: ref.name } : undefined;
}

function certInfoCached(der: Buffer, cache: Map<string, CertInfo>): CertInfo {
  const key = der.toString('latin1');
  let info = cache.get(key);
  if (!info) cache.set(key, (info = certInfo(der)));
  return info;
}

// Loaded on first use: the verifier is a separate chunk.
let x509: typeof import('../x509/index.js') | undefined;
let parseCert: typeof import('../x509/cert.js').parseCert | undefined;

function certInfo(der: Buffer): CertInfo {
  try {
    const c = parseCert!(der);
    return {
      subject: c.subjectText,
      issuer: c.issuerText,
      sha256: c.sha256,
      notBefore: new Date(c.notBefore).toISOString(),
      notAfter: new Date(c.notAfter).toISOString(),
      ...(c.subjectKeyId ? { keyId: c.subjectKeyId.toString('hex') } : {}),
      ...(c.authorityKeyId ? { authorityKeyId: c.authorityKeyId.toString('hex') } : {}),
    };
  } catch (error) {
    const sha256 = createHash('sha256').update(der).digest('hex');
    return {
      subject: `(does not parse: ${(error as Error).message})`,
      issuer: '',
      sha256,
      notBefore: '',
      notAfter: '',
    };
  }
}

export function toPem(der: Buffer): string {
  const b64 = der
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '');
  return `-----BEGIN CERTIFICATE-----\n${b64}\n-----END CERTIFICATE-----\n`;
}
