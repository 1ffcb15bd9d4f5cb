import { effectiveState, provesWriting } from '../effective/index.js';
import { describeSetting, secretWriterEnvFix, workloadName } from './describe.js';
import { defineRule } from './types.js';
import type { PathSegment } from '../core/object.js';
import type { Replicas } from '../model/workload.js';

export const rule = defineRule({
  meta: {
    id: 'multi-replica-webhook-unshared-cert',
    severity: 'error',
    description:
      'A webhook controller that can run several replicas, uses an external webhook host and keeps its certificate per pod.',
    messages: {
      race: '{workload} can run {replicas}{hpa}, {host} and the certificate writer resolves to per-pod "fs" ({writer}): each replica will mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war with TLS failures.',
      raceUnproven:
        '{workload} can run {replicas}{hpa} and {host}; only its env ties it to {profile}. If it is one, its certificate writer resolves to per-pod "fs" ({writer}) and each replica mints its own CA and rewrites caBundle, a write war. What settles it: {settle}.',
      perPod:
        '{workload} can run {replicas}{hpa} of {controller}, which mints its CA and serving certificate in each process unless its leader elector is on ({leader}): each replica writes its own CA into caBundle of {holders}, a write war with TLS failures.',
      perPodUnknown:
        '{workload} can run {replicas}{hpa} of {controller}, which mints its CA and serving certificate in each process unless its leader elector is on; whether each replica writes its own caBundle depends on {settle}.',
      perNode:
        '{workload} runs one pod of {controller} on each node it is scheduled on, and each mints its CA and serving certificate unless its leader elector is on ({leader}): on more than one node each pod writes its own CA into caBundle of {holders}, a write war with TLS failures. What settles it: {settle}.',
      unshared:
        '{workload} can run {replicas}{hpa} and may write caBundle of {holders} ({owner}), but mounts no Secret and may read none: each replica would serve a certificate of its own. What settles it: {settle}.',
    },
  },
  check({ model, report }) {
    for (const { workload: w, writer, owner } of effectiveState(model).controllers) {
      // The effective writer: an external-certs gate mints nothing per pod, whatever the host and replicas.
      if (writer !== 'fs' || w.replicas.max <= 1) continue;
      // Explicit "fs" without a host races the same way (every pod mints a CA), so it is not exempt.
      const proven = provesWriting(owner);
      report({
        resource: w.resource,
        path: replicasPath(w.replicas),
        messageId: proven ? 'race' : 'raceUnproven',
        severity: proven ? undefined : 'warning',
        data: {
          profile: w.profile.description ?? w.profile.name,
          settle: owner.settle ?? '',
          workload: workloadName(w),
          replicas: podsText(w.replicas),
          hpa: hpaText(w.replicas),
          host: describeSetting(w.profile.env.host, w.host),
          writer: describeSetting(w.profile.env.writer, w.writerEnv),
        },
        fix: secretWriterEnvFix(w),
      });
    }
    for (const w of effectiveState(model).writers) {
      const perNode = w.replicas.perNode;
      if (w.perPod === false || (w.replicas.max <= 1 && !perNode)) continue;
      const certain = w.perPod === true && provesWriting(w.owner);
      const l = w.leader;
      const leader = !l
        ? 'it has none'
        : !l.path
          ? `${l.from} is unset (default "${l.value ?? ''}")`
          : `${l.from} is "${l.value ?? ''}"`;
      // A DaemonSet's pod count is its node count, which the manifests do not show: a warning naming it, never an error.
      const settle = [...w.unknown, ...(perNode ? [perNode.settle] : [])].join(', ');
      report({
        resource: w.workload,
        path: certain && w.leader?.path ? w.leader.path : replicasPath(w.replicas),
        messageId: !certain ? 'perPodUnknown' : perNode ? 'perNode' : 'perPod',
        severity: certain && !perNode ? undefined : 'warning',
        data: {
          workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
          replicas: podsText(w.replicas),
          hpa: hpaText(w.replicas),
          controller: w.doc.description,
          leader,
          holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(', ') || 'the configuration it serves',
          settle,
        },
        fix: w.leader
          ? `turn the leader elector on (${w.leader.from.replace(/ \(.*\)$/, '')} = true), or run one replica`
          : 'run one replica',
      });
    }
    for (const u of effectiveState(model).unsharedWriters) {
      const perNode = u.replicas.perNode;
      report({
        resource: u.workload,
        path: replicasPath(u.replicas),
        messageId: 'unshared',
        severity: 'warning',
        data: {
          workload: `${u.workload.kind} ${u.workload.namespace}/${u.workload.name}`,
          replicas: podsText(u.replicas),
          hpa: hpaText(u.replicas),
          holders: u.holders.map((h) => `${h.kind} ${h.name}`).join(', '),
          owner: u.owner.label.replace(/^[^(]*\(|\)$/g, ''),
          settle: [u.owner.settle ?? '', ...(perNode ? [perNode.settle] : [])].filter(Boolean).join(', '),
        },
        fix: 'serve one certificate from a Secret every replica mounts (and let one owner write caBundle), or run one replica',
      });
    }
  },
});

function podsText(r: Replicas): string {
  return r.perNode ? 'one pod on each node it is scheduled on' : `${String(r.max)} replicas`;
}

function hpaText(r: Replicas): string {
  return r.hpa ? ` (HorizontalPodAutoscaler ${r.hpa.name} maxReplicas)` : '';
}

function replicasPath(r: Replicas): PathSegment[] {
  return r.hpa || r.declared === undefined ? ['spec'] : ['spec', 'replicas'];
}
