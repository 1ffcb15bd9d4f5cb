import { effectiveState } from '../effective/index.js';
import { describeSetting, secretWriterEnvFix, workloadName } from './describe.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'multi-replica-webhook-unshared-cert',
    severity: 'error',
    description: 'A webhook controller that can run several replicas, uses an external webhook host and keeps its certificate per pod.',
    messages: {
      race: '{workload} can run {replicas} replicas{hpa}, {host} and the certificate writer resolves to per-pod "fs" ({writer}): each replica will mint its own CA and rewrite the caBundle of the webhook configurations, a 409 write war with TLS failures.',
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
  },
});
