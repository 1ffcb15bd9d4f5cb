import { injectorAnnotations, patchingControllers } from '../model/owners.js';
import { arr, get, isObj, str } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { workloadName } from './describe.js';
import type { Rule } from './types.js';

export const rule: Rule = {
  meta: {
    id: 'cabundle-multiple-owners',
    severity: 'error',
    description: 'A webhook configuration whose caBundle has more than one writer.',
    why:
      'cert-manager\'s CA injector rewrites caBundle with server-side apply and forced ownership; the webhook controller ' +
      'rewrites it with its own CA on every sync. Two owners that disagree turn the write war of eight replicas into a ' +
      'write war of two kinds of writer, and the caBundle flips between CAs.',
    howToFix:
      'Give caBundle exactly one owner: either remove the cert-manager annotation, or run the controller in a mode that ' +
      'only reads cert-manager\'s certificate (OpenKruise EnableExternalCerts) so cainjector alone writes caBundle.',
    example: `kind: MutatingWebhookConfiguration
metadata:
  name: koordinator-mutating-webhook-configuration   # patched by koord-manager
  annotations:
    cert-manager.io/inject-ca-from: koordinator-system/koord-webhook   # <- and by cainjector`,
    messages: {
      controllerAndInjector:
        '{kind} {name} is patched by {workload} (it writes its own CA into caBundle) and also carries {annotation}: ' +
        'cainjector and the controller will overwrite each other.',
      twoInjectors: '{kind} {name} carries {annotations}: more than one CA source claims its caBundle.',
      fieldManagers:
        '{kind} {name}: caBundle has {count} field managers: {owners}. Each writer puts back its own CA when the other ' +
        'changes it: a write war between owners.',
    },
  },
  check({ model, report }) {
    for (const config of model.webhookConfigurations()) {
      const injectors = injectorAnnotations(config);
      const owners = caBundleOwners(config);
      if (owners.length > 1 && !(injectors.length && patchingControllers(model, config).length)) {
        const list = owners.map((o) => `${o.manager} owns ${o.entries.length} (${o.entries.slice(0, 3).join(', ')}${o.entries.length > 3 ? ', …' : ''})`);
        report({
          resource: config,
          path: ['metadata', 'managedFields'],
          messageId: 'fieldManagers',
          data: { kind: config.kind, name: config.name, count: owners.length, owners: list.join('; ') },
          fix: "keep one caBundle owner: disable the controller's own CA writing when cert-manager cainjector injects (or drop the inject-ca-from annotation)",
        });
      }
      if (injectors.length > 1) {
        report({
          resource: config,
          path: ['metadata', 'annotations', injectors[1]!],
          messageId: 'twoInjectors',
          data: { kind: config.kind, name: config.name, annotations: injectors.join(' and ') },
          fix: `keep one of ${injectors.join(', ')}`,
        });
      }
      const controller = patchingControllers(model, config)[0];
      if (!controller || !injectors.length) continue;
      report({
        resource: config,
        path: ['metadata', 'annotations', injectors[0]!],
        messageId: 'controllerAndInjector',
        data: { kind: config.kind, name: config.name, workload: workloadName(controller), annotation: injectors[0]! },
        fix: `remove annotation ${injectors[0]} (the controller owns caBundle), or stop the controller from writing caBundle`,
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
