import { dataOf } from '../model/env.js';
import { findWebhookWorkloads } from '../model/workload.js';
import { workloadName } from './describe.js';
import type { Rule } from './types.js';

const CERT_MANAGER_KEYS = ['tls.crt', 'tls.key', 'ca.crt'];

export const rule: Rule = {
  meta: {
    id: 'webhook-cert-secret-incomplete',
    severity: 'error',
    description: 'The shared Secret has data but not the keys the controller reads, or sits in another namespace.',
    why:
      'The Secret writer reads ca-cert.pem, ca-key.pem, cert.pem and key.pem from the Secret in its own namespace. ' +
      'A Secret with other keys (a cert-manager kubernetes.io/tls Secret: tls.crt, tls.key, ca.crt) looks empty to it, ' +
      'so it generates a new CA and overwrites the Secret: the certificate you provisioned is thrown away. ' +
      'A Secret in another namespace is never read at all.',
    howToFix: 'Put the certificate under the keys the controller reads, in the namespace it runs in (webhook-cert-gate cert generate --layout <profile>).',
    example: `kind: Secret
metadata: {name: koordinator-webhook-certs, namespace: koordinator-system}
type: kubernetes.io/tls
data:            # <- cert-manager layout: the controller reads ca-cert.pem, cert.pem, key.pem, ca-key.pem
  tls.crt: ...
  tls.key: ...
  ca.crt: ...`,
    messages: {
      keys:
        'Secret {namespace}/{secret} used by {workload} lacks {missing}{hint}: the controller will treat it as empty, ' +
        'generate a new CA and overwrite it.',
      namespace:
        'Secret {secret} is in namespace {found}, but {workload} reads it from {namespace} (its POD_NAMESPACE): ' +
        'it will not see this one and will create its own.',
    },
  },
  check({ model, report }) {
    for (const w of findWebhookWorkloads(model)) {
      if (!w.secretName || (w.writer !== 'secret' && w.patchesCaBundle)) continue;
      const secret = model.get('Secret', w.namespace, w.secretName);
      if (!secret) {
        const elsewhere = model.named('Secret', w.secretName)[0];
        if (elsewhere) {
          report({
            resource: elsewhere,
            path: ['metadata', 'namespace'],
            messageId: 'namespace',
            data: { secret: w.secretName, found: elsewhere.namespace, workload: workloadName(w), namespace: w.namespace },
            fix: `move Secret ${w.secretName} to namespace ${w.namespace}`,
          });
        }
        continue;
      }
      const data = dataOf(secret) ?? {};
      const present = Object.keys(data);
      if (present.length === 0) continue; // an empty Secret is filled by the controller, by design
      const wanted = w.patchesCaBundle
        ? [...(w.profile.secret?.readKeys ?? []), ...(w.profile.secret?.renewKeys ?? [])]
        : CERT_MANAGER_KEYS; // external-certs mode reads cert-manager's layout
      const missing = wanted.filter((k) => !(k in data));
      if (!missing.length) continue;
      const looksCertManager = w.patchesCaBundle && present.some((k) => CERT_MANAGER_KEYS.includes(k));
      report({
        resource: secret,
        path: [secret.body.stringData && !secret.body.data ? 'stringData' : 'data'],
        messageId: 'keys',
        data: {
          namespace: w.namespace,
          secret: w.secretName,
          workload: workloadName(w),
          missing: missing.join(', '),
          hint: looksCertManager ? ' (it has the cert-manager layout tls.crt/tls.key/ca.crt, which this controller does not read)' : '',
        },
        fix: `store the certificate under ${wanted.join(', ')} (webhook-cert-gate cert generate --layout ${w.profile.name} --secret-name ${w.secretName})`,
      });
    }
  },
};
