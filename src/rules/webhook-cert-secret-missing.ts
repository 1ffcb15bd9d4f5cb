import { findWebhookWorkloads } from '../model/workload.js';
import { envPath, workloadName } from './describe.js';
import { wasDenied } from './live.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'webhook-cert-secret-missing',
    severity: 'warning',
    description: 'The Secret writer is selected but its Secret is not among the inputs.',
    why:
      'The Secret writer creates the Secret when it is absent: the first replica to start mints the CA, the others get 409 ' +
      'and converge on it. That works, but the CA is then whatever a pod generated at start-up: nobody reviewed it and it ' +
      'is not in version control, and a deleted Secret silently rotates the CA.',
    howToFix: 'Provision the Secret with the manifests (webhook-cert-gate cert generate), in the controller\'s namespace.',
    example: `env:
- {name: WEBHOOK_CERT_WRITER, value: secret}
- {name: SECRET_NAME, value: koord-webhook-certs}   # <- no Secret koord-webhook-certs in the inputs`,
    messages: {
      missing:
        '{workload} uses the Secret writer with Secret {namespace}/{secret}, which is not among the inputs: ' +
        'the first replica to start will mint the CA and create it.',
    },
  },
  check({ model, live, report }) {
    for (const w of findWebhookWorkloads(model)) {
      if (w.writer !== 'secret' || !w.secretName) continue;
      if (model.named('Secret', w.secretName).length) continue; // present (maybe elsewhere: secret-incomplete says so)
      if (wasDenied(live, 'Secret', w.namespace, w.secretName)) continue; // unread, not missing: gate-permission-missing says so
      const setting = w.env.get(w.profile.env.secretName);
      report({
        resource: w.resource,
        path: setting ? envPath(w, setting) : w.containerPath,
        messageId: 'missing',
        data: { workload: workloadName(w), namespace: w.namespace, secret: w.secretName },
        fix: `add Secret ${w.namespace}/${w.secretName} with keys ${(w.profile.secret?.readKeys ?? []).concat(w.profile.secret?.renewKeys ?? []).join(', ')} (webhook-cert-gate cert generate --service ${w.serviceName ?? 'SERVICE'}.${w.namespace} --layout ${w.profile.name})`,
      });
    }
  },
};
