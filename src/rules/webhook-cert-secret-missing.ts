import { effectiveState } from '../effective/index.js';
import type { Model } from '../model/model.js';
import { get } from '../core/object.js';
import { envPath, workloadName } from './describe.js';
import { wasDenied } from './live.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'webhook-cert-secret-missing',
    severity: 'warning',
    description:
      'The controller reads its certificate from a Secret that is not among the inputs (and nothing among them creates it).',
    messages: {
      missing:
        '{workload} uses the Secret writer with Secret {namespace}/{secret}, which is not among the inputs: the first replica to start will mint the CA and create it.',
      external:
        '{workload} runs in external-certs mode: it reads {keys} from Secret {namespace}/{secret}, written by {writer}, and mints nothing itself; neither the Secret nor a certificate that writes it is among the inputs, so its webhook server cannot start until one exists.',
    },
  },
  check({ model, live, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if ((c.writer !== 'secret' && c.writer !== 'external') || !w.secretName) continue;
      if (model.named('Secret', w.secretName).length) continue; // present (maybe elsewhere: secret-incomplete says so)
      if (wasDenied(live, 'Secret', w.namespace, w.secretName)) continue; // unread, not missing: gate-permission-missing says so
      const setting = w.env.get(w.profile.env.secretName);
      const path = setting ? envPath(w, setting) : w.containerPath;
      const data = { workload: workloadName(w), namespace: w.namespace, secret: w.secretName };
      if (c.writer === 'external') {
        if (writtenByCertificate(model, w.namespace, w.secretName)) continue;
        const writer = c.secretWrittenBy ?? 'another owner';
        report({
          resource: w.resource,
          path,
          messageId: 'external',
          data: { ...data, keys: (c.layout.readKeys ?? []).join(', '), writer },
          fix: `add a ${writer} certificate for ${w.serviceName ?? 'the webhook Service'}.${w.namespace}.svc with secretName ${w.secretName} in namespace ${w.namespace}`,
        });
        continue;
      }
      report({
        resource: w.resource,
        path,
        messageId: 'missing',
        data,
        fix: `add Secret ${w.namespace}/${w.secretName} with keys ${[...(c.layout.readKeys ?? []), ...(c.layout.renewKeys ?? [])].join(', ')} (webhook-cert-gate cert generate --service ${w.serviceName ?? 'SERVICE'}.${w.namespace} --layout ${w.profile.name})`,
      });
    }
  },
});

/** A certificate object of an owner of the catalogue (its `certificate` kind) that writes this Secret. */
function writtenByCertificate(model: Model, namespace: string, secret: string): boolean {
  return model.owners.some(
    (o) =>
      o.certificate &&
      model
        .ofKind(o.certificate.kind)
        .some((c) => c.namespace === namespace && get(c.body, ...o.certificate!.secretNameField.split('.')) === secret),
  );
}
