import { isSet } from '../model/env.js';
import { effectiveState } from '../effective/index.js';
import { describeSetting, envPath, secretWriterEnvFix, workloadName } from './describe.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'webhook-cert-writer-implicit',
    severity: 'warning',
    description: 'External webhook host with no explicit certificate writer, even at one replica.',
    why:
      'When the host env is set and the writer env is empty, the controller silently chooses the per-pod "fs" writer. ' +
      'One replica works; the first scale-out (a replicas bump, an HPA, a surge pod during a rollout) starts the caBundle write war.',
    howToFix: 'Say which writer you mean: WEBHOOK_CERT_WRITER=secret with SECRET_NAME for a shared certificate.',
    example: `apiVersion: apps/v1
kind: Deployment
metadata: {name: kruise-controller-manager, namespace: kruise-system}
spec:
  replicas: 1
  selector: {matchLabels: {control-plane: controller-manager}}
  template:
    metadata: {labels: {control-plane: controller-manager}}
    spec:
      containers:
      - name: manager
        image: openkruise/kruise-manager:v1.8.0
        env:
        - {name: WEBHOOK_HOST, value: kruise-webhook.lb.example}   # <- reported here`,
    seeAlso: { 'The effective state: what controllers and certificate owners do first': 'effective-state.md' },
    messages: {
      implicit:
        '{workload}: {host} but {writerName} is not set (or empty), so the controller picks the per-pod "fs" writer; ' +
        'the race starts at the first scale-out or surge pod.',
    },
  },
  check({ model, report }) {
    for (const { workload: w, writer } of effectiveState(model).controllers) {
      // An empty value is no choice either: the selection still falls to the host.
      if (writer !== 'fs' || isSet(w.writerEnv)) continue;
      report({
        resource: w.resource,
        path: envPath(w, w.host),
        messageId: 'implicit',
        data: { workload: workloadName(w), host: describeSetting(w.profile.env.host, w.host), writerName: w.profile.env.writer },
        fix: secretWriterEnvFix(w),
      });
    }
  },
};
