// The cluster command's work, without argument parsing: find the controllers, read, measure, and run every
// rule once on the live objects with the measurements as evidence. No judging here.
import { runCheck } from '../check.js';
import type { Config } from '../load/config.js';
import { loadOwners } from '../load/owners.js';
import { loadProfiles, type Profile } from '../load/profiles.js';
import { Model, WORKLOAD_KINDS } from '../model/model.js';
import { HOLDER_KIND_BY_PLURAL } from '../model/holders.js';
import { findWebhookWorkloads, type WebhookWorkload } from '../model/workload.js';
import type { Finding } from '../core/finding.js';
import type { AuditEvidence, LiveEvidence, LiveRef, LiveWorkload } from '../rules/live.js';
import { observe, type Observation } from './churn.js';
import { audit } from './audit.js';
import { ClusterError } from './errors.js';
import { gather, liveObjects, Reader, type LiveSet } from './gather.js';
import { liveResources } from './live-objects.js';
import { askSecretAccess } from './rbac.js';
import { liveWebhooks, type ClusterClient, type KubeObject, type LiveKind } from './types.js';

export interface ClusterRunOptions {
  /** undefined: audit the whole cluster and discover the controllers from every webhook configuration. */
  namespace: string | undefined;
  observeMs: number;
  /** TLS connections per URL backend (one per Service endpoint); 0: no probe. */
  probe: number;
  timeoutMs: number;
  /** TLS handshakes in flight at once. */
  concurrency?: number;
  config?: Config;
  at?: Date;
  /** false (--no-secrets): never read a Secret; the shared-Secret checks of profiled controllers are skipped. */
  readSecrets?: boolean;
  /** No webhook at all is a pass (first install through the gate), not a usage error. Never hides findings. */
  allowMissing?: boolean;
  log: (line: string) => void;
}

export interface ClusterRunResult {
  findings: Finding[];
  objects: number;
  workloads: string[];
  /** caBundle holders audited. */
  holders: number;
  /** What could not be finished (the command then exits 2 after reporting the findings above). */
  incomplete: string[];
  /** The live objects as checked, one model per scope (the policy-report formats read the holders from it). */
  models: ReadonlyMap<string, Model>;
  /** What the audit measured per holder (cluster --desired judges a change against it). */
  audit?: AuditEvidence;
}

/** The workload kinds a controller profile recognises. */

const HOLDER_RESOURCES = new Set(Object.keys(HOLDER_KIND_BY_PLURAL));

export async function runCluster(client: ClusterClient, options: ClusterRunOptions): Promise<ClusterRunResult> {
  const reader = new Reader(client);
  const profiles = await loadProfiles(options.config?.owners);
  const where = options.namespace ? `namespace "${options.namespace}"` : 'the cluster';
  // Refused reads with no object of their own are reported on the namespace the gate looked in.
  const scope: LiveRef = { kind: 'Namespace', namespace: '', name: options.namespace ?? client.defaultNamespace };
  const incomplete: string[] = [];
  const attempt = async <T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ClusterError)) throw error;
      incomplete.push(`${what}: ${error.message}`);
      return fallback;
    }
  };
  // The profiled controllers add precise causes and fixes; the audit below needs none.
  const targets = await attempt(
    'finding the webhook controllers of known profiles',
    () =>
      options.namespace
        ? controllersIn(reader, options.namespace, profiles, options.config, scope)
        : discover(reader, profiles, options.config, scope, options.log),
    [] as WebhookWorkload[],
  );
  const sets = (
    await Promise.all(
      targets.map((w) =>
        attempt(`reading ${label(w)}`, () => gather(reader, w, options.readSecrets !== false), undefined),
      ),
    )
  ).filter((s): s is LiveSet => Boolean(s));
  for (const s of sets) options.log(describeSet(s, options));

  const stop = new AbortController();
  try {
    const measured = await measure(reader, sets, options, stop.signal);
    incomplete.push(...measured.incomplete);
    const nothing = !targets.length && !measured.audit.holders.length && !reader.denied.length;
    // Nothing measured at all: the cluster could not be used, said in one line.
    if (nothing && incomplete.length) throw new ClusterError(mergeCauses(incomplete).join('; '));
    if (nothing) {
      const none =
        `no webhook in ${where}: no webhook configuration, CRD conversion webhook or APIService calls one there, ` +
        `and no webhook controller of a known profile (${profiles.map((p) => p.name).join(', ')}) runs there`;
      if (options.allowMissing) {
        options.log(`${none}: nothing to check (--allow-missing)`);
        return { findings: [], objects: 0, workloads: [], holders: 0, incomplete: [], models: new Map() };
      }
      throw new ClusterError(`${none}: nothing to check (use --allow-missing before the first install)`);
    }
    // As JSON the API server sent (managedFields included: they name caBundle's owners).
    const objects = dedupe([...sets.flatMap(liveObjects), ...measured.objects]);
    const namespace = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: scope.name } };
    const resources = liveResources(reader.denied.some((d) => d.subject === scope) ? [...objects, namespace] : objects);
    const result = await runCheck({
      extraResources: resources,
      profiles,
      config: options.config,
      at: options.at,
      live: measured.live,
    });
    return {
      findings: result.findings,
      objects: objects.length,
      workloads: targets.map(label),
      holders: measured.audit.holders.length,
      incomplete: mergeCauses(incomplete),
      models: result.models,
      audit: measured.audit,
    };
  } finally {
    stop.abort();
  }
}

/** The profiled controllers among the Deployments and StatefulSets of one namespace (or all, when undefined). */
async function controllersIn(
  reader: Reader,
  namespace: string | undefined,
  profiles: Profile[],
  config: Config | undefined,
  scope: LiveRef,
): Promise<WebhookWorkload[]> {
  const blocks = namespace
    ? `finding the webhook controllers in namespace ${namespace}`
    : 'finding the webhook controllers';
  const workloads = (await Promise.all(WORKLOAD_KINDS.map((k) => reader.list(k, namespace, scope, blocks)))).flat();
  // Only the workloads and the profiles that recognise them: no rule runs to find them.
  return findWebhookWorkloads(new Model(liveResources(workloads), profiles, await loadOwners(config?.owners)));
}

/**
 * Without -n: start from every webhook configuration, as the write-up's diagnosis starts from the written
 * object, and keep the profiled controllers its clientConfig leads to (a Service, or the URL's host when the
 * controller sets its host env) or whose profile manages it by name.
 */
async function discover(
  reader: Reader,
  profiles: Profile[],
  config: Config | undefined,
  scope: LiveRef,
  log: (line: string) => void,
): Promise<WebhookWorkload[]> {
  const blocks = 'discovering the webhook controllers from the webhook configurations';
  const configs = (
    await Promise.all([
      reader.list('MutatingWebhookConfiguration', undefined, scope, blocks),
      reader.list('ValidatingWebhookConfiguration', undefined, scope, blocks),
    ])
  ).flat();
  const names = new Set(configs.map((c) => `${c.kind}/${c.metadata?.name ?? ''}`));
  const services = new Set<string>();
  const hosts = new Set<string>();
  for (const c of configs) {
    for (const e of liveWebhooks(c)) {
      const s = e.clientConfig?.service;
      if (s?.namespace && s.name) services.add(`${s.namespace}/${s.name}`);
      const host = e.clientConfig?.url ? hostPort(e.clientConfig.url) : undefined;
      if (host) hosts.add(host);
    }
  }
  let candidates = await controllersIn(reader, undefined, profiles, config, scope);
  if (WORKLOAD_KINDS.some((k) => reader.refusal('list', k))) {
    // No cluster-wide list: look in the namespaces the Services are in, with namespaced permissions.
    const namespaces = [...new Set([...services].map((s) => s.split('/')[0]!))];
    candidates = (await Promise.all(namespaces.map((ns) => controllersIn(reader, ns, profiles, config, scope)))).flat();
    // Found that way: the refused lists of the search blocked nothing.
    if (candidates.length)
      for (const ns of [undefined, ...namespaces])
        for (const k of WORKLOAD_KINDS) reader.withdraw(reader.refusal('list', k, ns));
  }
  const linked = candidates.filter(
    (w) =>
      (w.serviceName && services.has(`${w.namespace}/${w.serviceName}`)) ||
      (w.host.state === 'value' && hosts.has(`${w.host.value}:${w.port ?? 443}`)) ||
      (w.mutatingName && names.has(`MutatingWebhookConfiguration/${w.mutatingName}`)) ||
      (w.validatingName && names.has(`ValidatingWebhookConfiguration/${w.validatingName}`)),
  );
  log(
    `discovery: ${configs.length} webhook configuration(s) lead to ${linked.length} controller(s) of a known profile` +
      (linked.length ? `: ${linked.map(label).join(', ')}` : ''),
  );
  return linked;
}

/** `host:port` of a webhook URL: the controller writes https://<host env>:<port env><path>. */
function hostPort(url: string): string | undefined {
  try {
    const u = new URL(url);
    return `${u.hostname.replace(/^\[|\]$/g, '')}:${u.port || 443}`;
  } catch {
    return undefined;
  }
}

/** "what: cause" lines with one cause become one line naming every what (an API server down fails every read alike). */
function mergeCauses(lines: string[]): string[] {
  const byCause = new Map<string, string[]>();
  for (const line of lines) {
    const i = line.indexOf(': ');
    // The call named inside the cause ("for list pods") is already in `what`.
    const [what, cause] =
      i < 0
        ? ['', line]
        : [line.slice(0, i), line.slice(i + 2).replace(/ for (?:get|list|create) [\w.]+(?: "[^"]*")?/, '')];
    byCause.set(cause, [...(byCause.get(cause) ?? []), what]);
  }
  return [...byCause].map(([cause, whats]) =>
    whats.filter(Boolean).length ? `${whats.filter(Boolean).join(', ')}: ${cause}` : cause,
  );
}

interface Measured {
  live: LiveEvidence;
  audit: AuditEvidence;
  objects: KubeObject[];
  incomplete: string[];
}

/** Access reviews, the audit (TLS probes of every holder's backends) and churn sampling, all at once. */
async function measure(
  reader: Reader,
  sets: LiveSet[],
  options: ClusterRunOptions,
  signal: AbortSignal,
): Promise<Measured> {
  const names = sets.flatMap((s) => s.configs.map((c) => ({ kind: c.kind, name: c.name })));
  /** Access reviews the API server did not answer (the audit and the sampling say their own). */
  const unasked: string[] = [];
  let sampling: Promise<Observation> | undefined;
  const startSampling = (holders: readonly KubeObject[], listed: ReadonlySet<LiveKind>) => {
    const subjects = holders.map((h) => ({ kind: h.kind as LiveKind, name: h.metadata?.name ?? '', first: h }));
    // Lists where the gate could list the kind, GETs by name otherwise.
    sampling = observe(reader.client, subjects, options.observeMs, Date.now(), signal, listed);
    sampling.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  };
  const [audited, workloads] = await Promise.all([
    audit(reader.client, {
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
      onHolders: startSampling,
    }),
    Promise.all(
      sets.map(async (set): Promise<LiveWorkload> => ({
        workload: set.ref,
        secretAccess: await askSecretAccess(reader, set.workload).catch((error: unknown) => {
          if (!(error instanceof ClusterError)) throw error;
          unasked.push(`asking whether ${label(set.workload)} may read its Secret: ${error.message}`);
          return undefined;
        }),
      })),
    ),
  ]);
  const observed: Observation = await (sampling ?? Promise.resolve({ series: [], sampling: { planned: 0, taken: 0 } }));
  const incomplete = [...audited.evidence.incomplete, ...unasked];
  if (observed.sampling.stopped) {
    incomplete.push(
      `watching the caBundle holders for writes stopped after ${observed.sampling.taken} of ${observed.sampling.planned} samples: ${observed.sampling.stopped}`,
    );
  }
  for (const kind of audited.evidence.notListed ?? []) {
    options.log(
      `not audited: ${kind}s other than the named configurations (the gate may not list them; the cluster-wide audit RBAC allows it)`,
    );
  }
  if (options.namespace) quietHolderListDenials(reader, options.log);
  const live: LiveEvidence = {
    server: reader.client.server,
    workloads,
    churn: observed.series,
    observeMs: options.observeMs,
    denied: reader.denied,
    audit: audited.evidence,
    sampling: observed.sampling,
    ...(options.readSecrets === false ? { secretsUnread: true } : {}),
  };
  return { live, audit: audited.evidence, objects: audited.objects, incomplete };
}

/**
 * With -n the gate's Role is namespaced: cluster-wide lists of holders are not its to make. Their refusal is a
 * line on stderr (what was not audited), not a finding; the controllers' own configurations are read by name.
 */
function quietHolderListDenials(reader: Reader, log: (line: string) => void): void {
  for (const d of reader.denied) {
    if (d.verb !== 'list' || d.namespace || !HOLDER_RESOURCES.has(d.resource)) continue;
    log(
      `not audited: ${d.resource}.${d.group} outside the named configurations (list refused; the cluster-wide audit RBAC allows it)`,
    );
    reader.withdraw(d);
  }
}

function label(w: WebhookWorkload): string {
  return `${w.resource.kind} ${w.resource.namespace}/${w.resource.name}`;
}

function describeSet(s: LiveSet, options: ClusterRunOptions): string {
  const w = s.workload;
  const configs = s.configs
    .map((c) => `${c.kind.replace('WebhookConfiguration', '')} ${c.name}${c.object ? '' : ' (missing)'}`)
    .join(', ');
  return (
    `checking ${label(w)} (profile ${w.profile.name}, ${w.writer} writer, up to ${w.replicas.max} replicas, ${s.pods.length} pods); ` +
    `configurations: ${configs || 'none'}; observing for ${options.observeMs / 1000}s`
  );
}

function dedupe(objs: KubeObject[]): KubeObject[] {
  const seen = new Map<string, KubeObject>();
  for (const o of objs) seen.set(`${o.kind}/${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`, o);
  return [...seen.values()];
}
