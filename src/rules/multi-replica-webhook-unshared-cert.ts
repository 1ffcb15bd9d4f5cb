import { effectiveState } from '../effective/index.js';
import { describeSetting, secretWriterEnvFix, workloadName } from './describe.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'multi-replica-webhook-unshared-cert',
    severity: 'error',
    description: 'A webhook controller that can run several replicas, uses an external webhook host and keeps its certificate per pod.',
    messages: {
      race:
        '{workload} can run {replicas} replicas{hpa}, {host} and the certificate writer resolves to per-pod "fs" ({writer}): ' +
        'each replica will mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war with TLS failures.',
      perPod:
        '{workload} can run {replicas} replicas{hpa} of {controller}, which mints its CA and serving certificate in each process ' +
        'unless its leader elector is on ({leader}): each replica writes its own CA into caBundle of {holders}, a write war with TLS failures.',
      perPodUnknown:
        '{workload} can run {replicas} replicas{hpa} of {controller}, which mints its CA and serving certificate in each process ' +
        'unless its leader elector is on; whether each replica writes its own caBundle depends on {settle}.',
    },
  },
  check({ model, report }) {
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      // The effective writer: an external-certs gate mints nothing per pod, whatever the host and replicas.
      if (writer !== 'fs' || w.replicas.max <= 1) continue;
      // Explicit "fs" without a host races the same way (every pod mints a CA), so it is not exempt.
      const hpa = w.replicas.hpa ? ` (HorizontalPodAutoscaler ${w.replicas.hpa.name} maxReplicas)` : '';
      report({
        resource: w.resource,
        path: w.replicas.hpa || w.replicas.declared === undefined ? ['spec'] : ['spec', 'replicas'],
        messageId: 'race',
        data: {
          workload: workloadName(w),
          replicas: w.replicas.max,
          hpa,
          host: describeSetting(w.profile.env.host, w.host),
          writer: describeSetting(w.profile.env.writer, w.writerEnv),
        },
        fix: secretWriterEnvFix(w),
      });
    }
    for (const w of effectiveState(model).writers) {
      if (w.perPod === false || w.replicas.max <= 1) continue;
      const certain = w.perPod === true && w.enabled === true;
      const l = w.leader;
      const leader = !l ? 'it has none' : !l.path ? `${l.from} is unset (default "${l.value ?? ''}")` : `${l.from} is "${l.value ?? ''}"`;
      report({
        resource: w.workload,
        path: certain && w.leader?.path ? w.leader.path : w.replicas.hpa || w.replicas.declared === undefined ? ['spec'] : ['spec', 'replicas'],
        messageId: certain ? 'perPod' : 'perPodUnknown',
        severity: certain ? undefined : 'warning',
        data: {
          workload: `${w.workload.kind} ${w.workload.namespace}/${w.workload.name}`,
          replicas: w.replicas.max,
          hpa: w.replicas.hpa ? ` (HorizontalPodAutoscaler ${w.replicas.hpa.name} maxReplicas)` : '',
          controller: w.doc.description,
          leader,
          holders: w.holders.map((h) => `${h.kind} ${h.name}`).join(', ') || 'the configuration it serves',
          settle: w.unknown.join(', '),
        },
        fix: w.leader ? `turn the leader elector on (${w.leader.from.replace(/ \(.*\)$/, '')} = true), or run one replica` : 'run one replica',
      });
    }
  },
};
