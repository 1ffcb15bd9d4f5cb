// The cluster command's work, without argument parsing: read, check statically, check live.
import { runCheck } from '../check.js';
import type { Config } from '../load/config.js';
import { locate } from '../load/position.js';
import { type PathSegment } from '../core/object.js';
import type { Model } from '../model/model.js';
import { loadProfiles } from '../load/profiles.js';
import type { Finding } from '../core/finding.js';
import { checkCaBundles } from './cabundle.js';
import { checkChurn, observe, type ChurnSubject } from './churn.js';
import { ClusterError } from './errors.js';
import { gather, liveObjects, type LiveSet } from './gather.js';
import { checkOwners } from './owners.js';
import { addressesOf, judge, probeAll } from './probe.js';
import { checkSecretAccess } from './rbac.js';
import { findTargets, targetLabel } from './targets.js';
import { liveFile, type ClusterClient, type KubeObject } from './types.js';

export interface ClusterRunOptions {
  /** undefined: every namespace. */
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
  const ns = options.namespace;
  const workloads = (await Promise.all([client.list('Deployment', ns), client.list('StatefulSet', ns)])).flat();
  const profiles = await loadProfiles(options.config?.profiles);
  const first = await runCheck({ sources: workloads.map(toSource), profiles, config: options.config });
  const targets = findTargets(first.model);
  if (!targets.length) {
    const where = ns ? `namespace "${ns}"` : 'any namespace';
    if (options.allowMissing) {
      options.log(`no webhook controller of a known profile runs in ${where} yet: nothing to check (--allow-missing)`);
      return { findings: [], objects: workloads.length, workloads: [] };
    }
    throw new ClusterError(`no webhook controller of a known profile (${profiles.map((p) => p.name).join(', ')}) runs in ${where}: ` +
      'nothing to check (use --namespace, or -A for all namespaces)');
  }
  const sets = await Promise.all(targets.map((t) => gather(client, t)));
  for (const s of sets) options.log(describeSet(s, options));

  const stop = new AbortController();
  try {
    const live = await liveChecks(client, sets, options, stop.signal);
    const objects = dedupe(sets.flatMap((s) => liveObjects(s, s.target.workload.resource.body as KubeObject)));
    const result = await runCheck({ sources: objects.map(toSource), profiles, config: options.config, at: options.at });
    placeFindings(live, result.model);
    return { findings: [...result.findings, ...live], objects: objects.length, workloads: targets.map(targetLabel) };
  } finally {
    stop.abort();
  }
}

async function liveChecks(client: ClusterClient, sets: LiveSet[], options: ClusterRunOptions, signal: AbortSignal): Promise<Finding[]> {
  const at = options.at ?? new Date();
  const subjects = churnSubjects(sets);
  // Sampling runs for the whole window while the other checks proceed.
  const sampling = observe(client, subjects, options.observeMs, Date.now(), signal);
  sampling.catch(() => undefined); // awaited below; avoid an unhandled rejection meanwhile
  const perSet = await Promise.all(sets.map(async (set) => {
    const { addresses, problems } = addressesOf(set, options.probe);
    const [access, served] = await Promise.all([
      checkSecretAccess(client, set.target),
      options.probe > 0 ? probeAll(addresses, options.timeoutMs) : Promise.resolve([]),
    ]);
    const probe = options.probe > 0 ? judge(set, served, problems, at) : [];
    return [...checkCaBundles(set), ...checkOwners(set.configs), ...access, ...probe];
  }));
  const samples = await sampling;
  return [...perSet.flat(), ...checkChurn(subjects, samples, options.observeMs)];
}

function churnSubjects(sets: LiveSet[]): ChurnSubject[] {
  const byKey = new Map<string, ChurnSubject>();
  for (const s of sets) {
    for (const c of s.configs) if (c.object) byKey.set(`${c.kind}/${c.name}`, { kind: c.kind, name: c.name, first: c.object });
  }
  return [...byKey.values()];
}

function describeSet(s: LiveSet, options: ClusterRunOptions): string {
  const t = s.target;
  const configs = s.configs.map((c) => `${c.kind.replace('WebhookConfiguration', '')} ${c.name}${c.object ? '' : ' (missing)'}`).join(', ');
  return `checking ${targetLabel(t)} (profile ${t.profile}, ${t.writer} writer, up to ${t.maxReplicas} replicas, ${s.pods.length} pods); ` +
    `configurations: ${configs || 'none'}; observing for ${options.observeMs / 1000}s, ${options.probe} TLS probes`;
}

/** Points live findings at the line of their field in the object's JSON, as the static ones are. */
function placeFindings(findings: Finding[], model: Model): void {
  for (const f of findings) {
    if (!f.object) continue;
    const r = model.get(f.object.kind, f.object.namespace ?? '', f.object.name);
    if (!r || r.doc.file !== f.file) continue;
    const pos = locate(r.doc, [...r.base, ...parsePath(f.field ?? '')]);
    f.line = pos.line;
    f.column = pos.column;
  }
}

/** `webhooks[2].clientConfig.caBundle` -> ['webhooks', 2, 'clientConfig', 'caBundle'] */
function parsePath(field: string): PathSegment[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

/** One source per object, as JSON; managedFields are noise for the static rules. */
function toSource(obj: KubeObject): { file: string; text: string } {
  const { managedFields: _drop, ...metadata } = obj.metadata ?? {};
  const clean = { ...obj, metadata };
  return { file: liveFile(obj.kind ?? 'Object', metadata.namespace, metadata.name ?? ''), text: JSON.stringify(clean, null, 2) + '\n' };
}

function dedupe(objs: KubeObject[]): KubeObject[] {
  const seen = new Map<string, KubeObject>();
  for (const o of objs) seen.set(`${o.kind}/${o.metadata?.namespace ?? ''}/${o.metadata?.name ?? ''}`, o);
  return [...seen.values()];
}
