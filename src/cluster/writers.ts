// Names the pods behind an audit log's source addresses, their workload, and whether each holds its workload's
// leader-election Lease (the write-up's check 3.4: do replicas that are not the leader write too?).
import type { AuditSummary, WriterPod } from '../rules/audit-evidence.js';
import type { KubeObject } from './types.js';

/** The reads the mapping needs: every pod, and the Leases of one namespace. */
export interface WriterReads {
  pods(): Promise<KubeObject[]>;
  leases(namespace: string): Promise<KubeObject[]>;
}

interface PodStatus {
  podIP?: string;
  podIPs?: Array<{ ip?: string }>;
}

/** Adds `pods` to every writer of the summary whose source IP is a pod's IP. */
export async function mapWriters(summary: AuditSummary, reads: WriterReads): Promise<void> {
  const byIp = new Map<string, KubeObject[]>();
  for (const pod of await reads.pods()) {
    const status = (pod.status ?? {}) as PodStatus;
    const ips = new Set(
      [status.podIP, ...(status.podIPs ?? []).map((p) => p.ip)].filter((x): x is string => Boolean(x)),
    );
    for (const ip of ips) byIp.set(ip, [...(byIp.get(ip) ?? []), pod]);
  }
  const writers = summary.objects.flatMap((o) => o.writers);
  const podsOf = new Map(writers.map((w) => [w, w.sourceIPs.flatMap((ip) => byIp.get(ip) ?? [])]));
  const namespaces = new Set([...podsOf.values()].flat().map((p) => p.metadata?.namespace ?? ''));
  const holders = new Map<string, Array<{ lease: string; holder: string }>>();
  await Promise.all(
    [...namespaces].map(async (ns) => {
      holders.set(
        ns,
        (await reads.leases(ns)).map((l) => ({
          lease: `${ns}/${l.metadata?.name ?? ''}`,
          holder: (l.spec as { holderIdentity?: string } | undefined)?.holderIdentity ?? '',
        })),
      );
    }),
  );
  const allPods = [...byIp.values()].flat();
  for (const [w, pods] of podsOf) {
    if (pods.length) w.pods = pods.map((p) => describePod(p, allPods, holders.get(p.metadata?.namespace ?? '') ?? []));
  }
  summary.mapped = true;
}

function describePod(
  pod: KubeObject,
  allPods: readonly KubeObject[],
  leases: ReadonlyArray<{ lease: string; holder: string }>,
): WriterPod {
  const namespace = pod.metadata?.namespace ?? '';
  const name = pod.metadata?.name ?? '';
  const workload = workloadOf(pod);
  const out: WriterPod = { namespace, name, ...(workload ? { workload } : {}) };
  if (!workload) return out;
  // The workload's Lease: one whose holder is a pod of the same workload (holder identity = pod name, often + "_<uuid>").
  const sameWorkload = allPods.filter((p) => p.metadata?.namespace === namespace && workloadOf(p) === workload);
  const held = leases.find((l) => sameWorkload.some((p) => holds(l.holder, p.metadata?.name ?? '')));
  if (held) Object.assign(out, { leader: holds(held.holder, name), lease: held.lease });
  return out;
}

/** client-go's and controller-runtime's identities are the hostname (the pod name), often with `_<uuid>` after it. */
function holds(holder: string, pod: string): boolean {
  return Boolean(pod) && (holder === pod || holder.startsWith(`${pod}_`));
}

/** `Deployment/name` through the ReplicaSet (its name is the Deployment's plus the pod-template-hash), or the direct owner. */
function workloadOf(pod: KubeObject): string | undefined {
  const owner = pod.metadata?.ownerReferences?.[0];
  if (!owner?.kind || !owner.name) return undefined;
  const hash = pod.metadata?.labels?.['pod-template-hash'];
  if (owner.kind === 'ReplicaSet' && hash && owner.name.endsWith(`-${hash}`))
    return `Deployment/${owner.name.slice(0, -hash.length - 1)}`;
  return `${owner.kind}/${owner.name}`;
}
