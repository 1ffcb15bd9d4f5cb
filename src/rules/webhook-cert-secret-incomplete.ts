import { effectiveState, type EffectiveController } from '../effective/index.js';
import type { SecretLayout } from '../generated/types.js';
import { dataOf } from '../model/env.js';
import type { Model } from '../model/model.js';
import { workloadName } from './describe.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'webhook-cert-secret-incomplete',
    severity: 'error',
    description:
      'The shared Secret has data but not the keys the controller reads, or sits in another namespace; a warning when only the CA key for renewal is missing.',
    messages: {
      keys: 'Secret {namespace}/{secret} used by {workload} lacks {missing}{hint}: the controller will treat it as empty, generate a new CA and overwrite it.',
      externalKeys:
        'Secret {namespace}/{secret} used by {workload} (external-certs mode) lacks {missing}{hint}: the controller only reads it and cannot serve until {writer} writes those keys.',
      renew:
        'Secret {namespace}/{secret} used by {workload} has no {missing}: the controller keeps this certificate, but cannot reuse the CA when it renews the leaf ({days} days before expiry), so it will mint a new CA then and rewrite caBundle once.',
      namespace:
        'Secret {secret} is in namespace {found}, but {workload} reads it from {namespace} ({namespaceSource}): it will not see this one and will create its own.',
    },
  },
  check({ model, report }) {
    for (const c of effectiveState(model).controllers) {
      const w = c.workload;
      if ((c.writer !== 'secret' && c.writer !== 'external') || !w.secretName) continue;
      const base = { namespace: w.namespace, secret: w.secretName, workload: workloadName(w) };
      const secret = model.get('Secret', w.namespace, w.secretName);
      if (!secret) {
        const elsewhere = model.named('Secret', w.secretName)[0];
        if (elsewhere) {
          report({
            resource: elsewhere,
            path: ['metadata', 'namespace'],
            messageId: 'namespace',
            data: {
              ...base,
              found: elsewhere.namespace,
              namespaceSource: w.profile.env.namespace ? `its ${w.profile.env.namespace}` : 'its own namespace',
            },
            fix: `move Secret ${w.secretName} to namespace ${w.namespace}`,
          });
        }
        continue;
      }
      const data = dataOf(secret) ?? {};
      const present = Object.keys(data);
      // An empty Secret is filled by the Secret writer, by design (in external-certs mode by its writer).
      if (present.length === 0) continue;
      const path = [secret.body.stringData && !secret.body.data ? 'stringData' : 'data'];
      const missing = (c.layout.readKeys ?? []).filter((k) => !(k in data));
      if (missing.length) {
        const external = c.writer === 'external';
        report({
          resource: secret,
          path,
          messageId: external ? 'externalKeys' : 'keys',
          data: {
            ...base,
            missing: missing.join(', '),
            hint: otherLayout(model, c, present),
            writer: c.secretWrittenBy ?? 'its writer',
          },
          fix: external
            ? `let ${c.secretWrittenBy ?? 'its writer'} write ${(c.layout.readKeys ?? []).join(', ')} into Secret ${w.namespace}/${w.secretName}`
            : `store the certificate under ${[...(c.layout.readKeys ?? []), ...(c.layout.renewKeys ?? [])].join(', ')} (webhook-cert-gate cert generate --layout ${w.profile.name} --secret-name ${w.secretName})`,
        });
        continue;
      }
      const renew = (c.layout.renewKeys ?? []).filter((k) => !(k in data));
      if (!renew.length) continue;
      report({
        resource: secret,
        path,
        messageId: 'renew',
        severity: 'warning',
        data: { ...base, missing: renew.join(', '), days: w.profile.secret?.renewBeforeDays ?? 0 },
        fix: `add ${renew.join(', ')} (the CA's private key) to Secret ${w.namespace}/${w.secretName}, or plan the CA change at renewal`,
      });
    }
  },
});

/** " (it has the <owner> layout a/b/c, which this controller does not read)" when the keys are another owner's. */
function otherLayout(model: Model, c: EffectiveController, present: readonly string[]): string {
  const profile = c.workload.profile;
  const layouts: [string, SecretLayout][] = [
    // Its own Secret writer's first: the lineage entries share that layout through their library.
    ...(profile.secret ? [[`${profile.name} Secret-writer`, profile.secret] as [string, SecretLayout]] : []),
    ...model.owners.flatMap((o): [string, SecretLayout][] => (o.secret && !o.lineage ? [[o.name, o.secret]] : [])),
    ...(profile.externalCerts?.secret
      ? [[`${profile.name} external-certs`, profile.externalCerts.secret] as [string, SecretLayout]]
      : []),
  ];
  for (const [name, layout] of layouts) {
    if (layout === c.layout || !layout.certKey || !present.includes(layout.certKey)) continue;
    const keys = [layout.certKey, layout.keyKey, layout.caKey].filter((k): k is string => Boolean(k));
    return ` (it has the ${name} layout ${keys.join('/')}, which this controller does not read)`;
  }
  return '';
}
