import { webhookEntries } from '../model/webhooks.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'webhook-failure-policy-ignore',
    severity: 'warning',
    description: 'A webhook with failurePolicy Ignore (explicit, or the admissionregistration v1beta1 default).',
    why:
      'Under Ignore, any call error is an "allow": when the API server cannot verify the webhook\'s certificate (a caBundle ' +
      'that does not match the replica it reached), times out, or finds no endpoint, the object is admitted without ' +
      'mutation or validation, silently. A certificate race then shows up as objects that skipped policy, not as errors.',
    howToFix:
      'Use failurePolicy: Fail for webhooks whose mutation or validation must happen, with a shared certificate and ' +
      'enough replicas; where fail-open is a deliberate choice, suppress with a reason.',
    example: `webhooks:
- name: mpod-create.koordinator.sh
  failurePolicy: Ignore   # <- reported here`,
    messages: {
      ignore:
        'Webhook {webhook} in {kind} {name} has failurePolicy Ignore{implicit}: if TLS to it fails (a caBundle that does not ' +
        'match the serving replica), objects are admitted unmutated and unvalidated.',
    },
  },
  check({ model, report }) {
    for (const e of webhookEntries(model)) {
      const policy = e.entry.failurePolicy;
      const implicit = policy === undefined && e.config.apiVersion.endsWith('/v1beta1');
      if (policy !== 'Ignore' && !implicit) continue;
      report({
        resource: e.config,
        path: implicit ? e.path : [...e.path, 'failurePolicy'],
        messageId: 'ignore',
        data: {
          webhook: String(e.entry.name ?? `#${String(e.path[1])}`),
          kind: e.config.kind,
          name: e.config.name,
          implicit: implicit ? ' (the v1beta1 default)' : '',
        },
        fix: 'set failurePolicy: Fail, or annotate the configuration webhook-cert-gate.io/ignore-webhook-failure-policy-ignore with the reason fail-open is accepted',
      });
    }
  },
};
