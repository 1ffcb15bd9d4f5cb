import type { Rule } from './types.js';

/** Reported by `webhook-cert-gate cluster`, which samples the live configurations; this module is its docs. */
export const rule: Rule = {
  meta: {
    id: 'webhook-config-churn',
    severity: 'error',
    description: 'Live only: a webhook configuration changed (generation or resourceVersion) while the gate watched it.',
    why:
      'In steady state nothing rewrites a webhook configuration. Steady writes are the write war of the incident: replicas ' +
      'or controllers overwrite caBundle in turn, the API server answers 409s, and etcd pays for every write.',
    howToFix: 'Find the writers named in the message (managedFields) and give caBundle a single owner.',
    messages: {},
    example: 'webhook-cert-gate cluster --namespace koordinator-system --observe 60s',
  },
  check() {},
};
