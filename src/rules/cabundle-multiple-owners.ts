import { arr, get, isObj, str } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { effectiveState, type Owner } from '../effective/index.js';
import { koordManagerExample } from './examples.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'cabundle-multiple-owners',
    severity: 'error',
    description: 'A webhook configuration whose caBundle has more than one writer.',
    why:
      'Each caBundle owner writes its own CA: cert-manager\'s CA injector with server-side apply and forced ownership, the ' +
      'webhook controller on every sync, a kube-webhook-certgen patch Job at each install. Two owners that disagree turn the ' +
      'write war of eight replicas into a write war of two kinds of writer, and the caBundle flips between CAs. ' +
      'Owners come from the profiles and the owner catalogue (docs/effective-state.md).',
    howToFix:
      'Give caBundle exactly one owner: either remove the cert-manager annotation (or the patch Job), or run the controller ' +
      'in a mode that only reads cert-manager\'s certificate (OpenKruise EnableExternalCerts) so cainjector alone writes caBundle.',
    example: `${koordManagerExample({ replicas: 2, env: ['{name: WEBHOOK_CERT_WRITER, value: secret}'] })}
---
apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: koordinator-mutating-webhook-configuration   # patched by koord-manager
  annotations:
    cert-manager.io/inject-ca-from: koordinator-system/koord-webhook   # <- and by cainjector
webhooks: []`,
    seeAlso: { 'The effective state: what controllers and certificate owners do first': 'effective-state.md' },
    messages: {
      controllerAndInjector:
        '{kind} {name} is patched by {workload} (it writes its own CA into caBundle) and also carries {annotation}: ' +
        'cainjector and the controller will overwrite each other.',
      twoInjectors: '{kind} {name} carries {annotations}: more than one CA source claims its caBundle.',
      several: 'caBundle of {kind} {name} is written by {owners}: each writes its own CA and they overwrite each other.',
      fieldManagers:
        '{kind} {name}: caBundle has {count} field managers: {owners}. Each writer puts back its own CA when the other ' +
        'changes it: a write war between owners.',
    },
  },
  check({ model, report }) {
    const owned = effectiveState(model).caBundleOwners;
    for (const [config, owners] of owned) {
      if (owners.length < 2) continue;
      const annotations = owners.filter((o) => o.via === 'annotation');
      const controller = owners.find((o) => o.via === 'controller');
      const data = { kind: config.kind, name: config.name };
      const key = (o: Owner) => String(o.path[o.path.length - 1]);
      if (annotations.length > 1) {
        report({
          resource: config, path: annotations[1]!.path, messageId: 'twoInjectors',
          data: { ...data, annotations: annotations.map(key).join(' and ') },
          fix: `keep one of ${annotations.map(key).join(', ')}`,
        });
      }
      if (controller && annotations.length && owners.length === annotations.length + 1) {
        report({
          resource: config, path: annotations[0]!.path, messageId: 'controllerAndInjector',
          data: { ...data, workload: controller.label, annotation: key(annotations[0]!) },
          fix: `remove annotation ${key(annotations[0]!)} (the controller owns caBundle), or stop the controller from writing caBundle`,
        });
      } else if (annotations.length !== owners.length) {
        // Report where the user can drop an owner: the first one that is not the controller itself.
        const at = owners.find((o) => o.via !== 'controller')!;
        report({
          resource: at.resource, path: at.path, messageId: 'several',
          data: { ...data, owners: owners.map((o) => o.label).join(' and ') },
          fix: `keep one caBundle owner for ${config.kind} ${config.name}: remove ${at.label}, or the others`,
        });
      }
    }
    // What the API server recorded (live objects, or exports with managedFields): who actually wrote caBundle.
    for (const config of model.webhookConfigurations()) {
      if ((owned.get(config)?.length ?? 0) > 1) continue; // reported above, from what the owners are configured to do
      const managers = caBundleOwners(config);
      if (managers.length < 2) continue;
      const list = managers.map((o) => `${o.manager} owns ${o.entries.length} (${o.entries.slice(0, 3).join(', ')}${o.entries.length > 3 ? ', …' : ''})`);
      report({
        resource: config, path: ['metadata', 'managedFields'], messageId: 'fieldManagers',
        data: { kind: config.kind, name: config.name, count: managers.length, owners: list.join('; ') },
        fix: "keep one caBundle owner: disable the controller's own CA writing when cert-manager cainjector injects (or drop the inject-ca-from annotation)",
      });
    }
  },
};

/**
 * Managers that own `webhooks[name=...].clientConfig.caBundle` (managedFields, as the API server records them:
 * present on live objects and on `kubectl get --show-managed-fields` exports).
 */
export function caBundleOwners(config: Resource): Array<{ manager: string; entries: string[] }> {
  const byManager = new Map<string, string[]>();
  for (const mf of arr(get(config.body, 'metadata', 'managedFields'))) {
    const webhooks = get(mf, 'fieldsV1', 'f:webhooks');
    if (!isObj(webhooks)) continue;
    for (const [key, fields] of Object.entries(webhooks)) {
      if (!isObj(get(fields, 'f:clientConfig', 'f:caBundle'))) continue;
      const who = `${str(get(mf, 'manager')) ?? '(unnamed)'} (${str(get(mf, 'operation')) ?? 'Update'})`;
      byManager.set(who, [...(byManager.get(who) ?? []), entryName(key)]);
    }
  }
  return [...byManager].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([manager, entries]) => ({ manager, entries }));
}

/** `k:{"name":"x"}` -> `x` */
function entryName(key: string): string {
  try {
    return String((JSON.parse(key.slice(2)) as { name?: string }).name ?? key);
  } catch {
    return key;
  }
}
