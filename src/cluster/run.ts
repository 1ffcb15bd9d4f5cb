// The cluster command's work, without argument parsing: find the controllers, read, measure, and run every
// rule once on the live objects with the measurements as evidence. No judging here.
import { runCheck } from '../check.js';
import type { Config } from '../load/config.js';
import { loadProfiles, type Profile } from '../load/profiles.js';
import { findWebhookWorkloads, type WebhookWorkload } from '../model/workload.js';
import type { Finding } from '../core/finding.js';
import type { LiveEvidence, LiveRef, LiveWorkload } from '../rules/live.js';
import { observe, type ChurnSubject } from './churn.js';
import { ClusterError } from './errors.js';
import { gather, liveObjects, Reader, type LiveSet } from './gather.js';
import { addressesOf, probeAll } from './probe.js';
import { askSecretAccess } from './rbac.js';
import { liveFile, liveWebhooks, type ClusterClient, type KubeObject } from './types.js';

export interface ClusterRunOptions {
  /** undefined: discover the controllers from every webhook configuration. */
  namespace: string | undefined;
  observeMs: number;
  probe: number;
  timeoutMs: number;
  config?: Config;
  at?: Date;
  /** No profiled controller is a pass (first install through the gate), not a usage error. */
  allowMissing?: boolean;
  log(line: string): void;
}

export interface ClusterRunResult {
  findings: Finding[];
  objects: number;
  workloads: string[];
}

export async function runCluster(client: ClusterClient, options: ClusterRunOptions): Promise<ClusterRunResult> {
  const reader = new Reader(client);
  const profiles = await loadProfiles(options.config?.profiles);
  const where = options.namespace ? `namespace "${options.namespace}"` : 'the cluster';
  // Refused reads with no object of their own are reported on the namespace the gate looked in.
  const scope: LiveRef = { kind: 'Namespace', namespace: '', name: options.namespace ?? client.defaultNamespace };
  const targets = options.namespace
    ? await controllersIn(reader, options.namespace, profiles, options.config, scope)
    : await discover(reader, profiles, options.config, scope, options.log);
  if (!targets.length && !reader.denied.length) {
    if (options.allowMissing) {
      options.log(`no webhook controller of a known profile runs in ${where} yet: nothing to check (--allow-missing)`);
      return { findings: [], objects: 0, workloads: [] };
    }
    throw new ClusterError(`no webhook controller of a known profile (${profiles.map((p) => p.name).join(', ')}) runs in ${where}: ` +
      'nothing to check (use --namespace to look in one namespace)');
  }
  const sets = await Promise.all(targets.map((w) => gather(reader, w)));
  for (const s of sets) options.log(describeSet(s, options));

  const stop = new AbortController();
  try {
    const live = await measure(reader, sets, options, stop.signal);
    const objects = dedupe(sets.flatMap(liveObjects));
    const sources = objects.map(toSource);
    if (reader.denied.some((d) => d.subject === scope)) sources.push(toSource({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: scope.name } }));
    const result = await runCheck({ sources, profiles, config: options.config, at: options.at, live });
    return { findings: result.findings, objects: objects.length, workloads: targets.map(label) };
  } finally {
    stop.abort();
  }
}

/** The profiled controllers among the Deployments and StatefulSets of one namespace (or all, when undefined). */
async function controllersIn(
  reader: Reader, namespace: string | undefined, profiles: Profile[], config: Config | undefined, scope: LiveRef,
): Promise<WebhookWorkload[]> {
  const blocks = namespace ? `finding the webhook controllers in namespace ${namespace}` : 'finding the webhook controllers';
  const workloads = (await Promise.all([
    reader.list('Deployment', namespace, scope, blocks),
    reader.list('StatefulSet', namespace, scope, blocks),
  ])).flat();
  const first = await runCheck({ sources: workloads.map(toSource), profiles, config });
  return findWebhookWorkloads(first.model);
}

/**
 * Without -n: start from every webhook configuration, as the write-up's diagnosis starts from the written
 * object, and keep the profiled controllers its clientConfig leads to (a Service, or the URL's host when the
 * controller sets its host env) or whose profile manages it by name.
 */
async function discover(
  reader: Reader, profiles: Profile[], config: Config | undefined, scope: LiveRef, log: (line: string) => void,
): Promise<WebhookWorkload[]> {
  const blocks = 'discovering the webhook controllers from the webhook configurations';
  const configs = (await Promise.all([
    reader.list('MutatingWebhookConfiguration', undefined, scope, blocks),
    reader.list('ValidatingWebhookConfiguration', undefined, scope, blocks),
  ])).flat();
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
  const before = reader.denied.length;
  let candidates = await controllersIn(reader, undefined, profiles, config, scope);
  if (reader.denied.length > before) {
    // No cluster-wide list: look in the namespaces the Services are in, with namespaced permissions.
    const namespaces = [...new Set([...services].map((s) => s.split('/')[0]!))];
    candidates = (await Promise.all(namespaces.map((ns) => controllersIn(reader, ns, profiles, config, scope)))).flat();
    if (candidates.length) reader.denied.splice(before, reader.denied.length - before);
  }
  const linked = candidates.filter((w) =>
    (w.serviceName && services.has(`${w.namespace}/${w.serviceName}`))
    || (w.host.state === 'value' && hosts.has(`${w.host.value}:${w.port ?? 443}`))
    || (w.mutatingName && names.has(`MutatingWebhookConfiguration/${w.mutatingName}`))
    || (w.validatingName && names.has(`ValidatingWebhookConfiguration/${w.validatingName}`)));
  log(`discovery: ${configs.length} webhook configuration(s) lead to ${linked.length} controller(s) of a known profile` +
    (linked.length ? `: ${linked.map(label).join(', ')}` : ''));
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

/** Access reviews, TLS probes and churn sampling, all at once: sampling runs for the whole window. */
async function measure(reader: Reader, sets: LiveSet[], options: ClusterRunOptions, signal: AbortSignal): Promise<LiveEvidence> {
  const subjects = churnSubjects(sets);
  const sampling = observe(reader.client, subjects, options.observeMs, Date.now(), signal);
  sampling.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  const workloads = await Promise.all(sets.map(async (set): Promise<LiveWorkload> => {
    const { addresses, unreachable } = addressesOf(set, options.probe);
    const [secretAccess, connections] = await Promise.all([
      askSecretAccess(reader, set.workload),
      options.probe > 0 ? probeAll(addresses, options.timeoutMs) : Promise.resolve(undefined),
    ]);
    return { workload: set.ref, secretAccess, ...(connections ? { probe: { connections, unreachable } } : {}) };
  }));
  const churn = await sampling;
  return { server: reader.client.server, workloads, churn, observeMs: options.observeMs, denied: reader.denied };
}

function churnSubjects(sets: LiveSet[]): ChurnSubject[] {
  const byKey = new Map<string, ChurnSubject>();
  for (const s of sets) {
    for (const c of s.configs) if (c.object) byKey.set(`${c.kind}/${c.name}`, { kind: c.kind, name: c.name, first: c.object });
  }
  return [...byKey.values()];
}

function label(w: WebhookWorkload): string {
  return `${w.resource.kind} ${w.resource.namespace}/${w.resource.name}`;
}

function describeSet(s: LiveSet, options: ClusterRunOptions): string {
  const w = s.workload;
  const configs = s.configs.map((c) => `${c.kind.replace('WebhookConfiguration', '')} ${c.name}${c.object ? '' : ' (missing)'}`).join(', ');
  return `checking ${label(w)} (profile ${w.profile.name}, ${w.writer} writer, up to ${w.replicas.max} replicas, ${s.pods.length} pods); ` +
    `configurations: ${configs || 'none'}; observing for ${options.observeMs / 1000}s, ${options.probe} TLS probes`;
}

/** One source per object, as the JSON the API server sent (managedFields included: they name caBundle's owners). */
export function toSource(obj: KubeObject): { file: string; text: string } {
  const md = obj.metadata ?? {};
  return { file: liveFile(obj.kind ?? 'Object', md.namespace, md.name ?? ''), text: JSON.stringify(obj, null, 2) + '\n' };
}

function dedupe(objs: KubeObject[]): KubeObject[] {
  const seen = new Map<string, KubeObject>();
  for (const o of objs) seen.set(`${o.kind}/${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`, o);
  return [...seen.values()];
}
