import type { Rule } from './types.js';

/** Reported by `webhook-cert-gate cluster --probe N`, which connects to the webhook; this module is its docs. */
export const rule: Rule = {
  meta: {
    id: 'webhook-tls-probe',
    severity: 'error',
    description: 'Live only: the webhook, reached as the API server reaches it, serves a certificate its caBundle rejects, or certificates from more than one CA.',
    why:
      'Each connection is verified as the API server does it (caBundle anchor, SAN for the URL host or <service>.<namespace>.svc). ' +
      'Certificates from several CAs across replicas mean each replica made its own CA: only one of them can be in caBundle, ' +
      'so calls fail whenever the load balancer picks another replica.',
    howToFix: 'Serve one shared certificate from every replica and keep caBundle equal to its CA.',
    messages: {},
    example: 'webhook-cert-gate cluster --namespace koordinator-system --probe 24',
  },
  check() {},
};
