import { arr, get, isObj, str } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { effectiveState, provesWriting, type Owner } from '../effective/index.js';
import { caBundleHolders, ownsCaBundle } from '../model/holders.js';
import { defineRule } from './types.js';

export const rule = defineRule({
  meta: {
    id: 'cabundle-multiple-owners',
    severity: 'error',
    description:
      'A webhook configuration, CRD conversion webhook or APIService whose caBundle has more than one writer.',
    messages: {
      controllerAndInjector:
        '{kind} {name} is patched by {workload} (it writes its own CA into caBundle) and also carries {annotation}: {injector} and the controller will overwrite each other.',
      twoInjectors: '{kind} {name} carries {annotations}: more than one CA source claims its caBundle.',
      several:
        'caBundle of {kind} {name} is written by {owners}: each writes its own CA and they overwrite each other.',
      possibly:
        'caBundle of {kind} {name} may have {count} writers: {owners}. They would overwrite each other; what settles it: {settle}.',
      fieldManagers:
        '{kind} {name}: caBundle has {count} field managers: {owners}. Each writer puts back its own CA when the other changes it: a write war between owners.',
    },
  },
  check({ model, report }) {
    const owned = effectiveState(model).caBundleOwners;
    for (const [config, owners] of owned) {
      if (owners.length < 2) continue;
      const data = { kind: config.kind, name: config.name };
      const uncertain = owners.filter((o) => !provesWriting(o));
      if (owners.length - uncertain.length < 2) {
        // The war needs a writer the manifests only allow: a warning that names what would settle it, when
        // at least one writer is certain (writers that are all merely allowed are not evidence of a war).
        if (uncertain.length === owners.length) continue;
        const at = uncertain[0]!;
        report({
          resource: at.resource,
          path: at.path,
          messageId: 'possibly',
          severity: 'warning',
          data: {
            ...data,
            count: owners.length,
            owners: owners.map((o) => o.label).join(' and '),
            settle: [...new Set(uncertain.map((o) => o.settle))].join('; '),
          },
          fix: `keep one caBundle owner for ${config.kind} ${config.name}, or confirm that ${at.label} leaves caBundle alone`,
        });
        continue;
      }
      const annotations = owners.filter((o) => o.via === 'annotation');
      const controller = owners.find((o) => o.via === 'controller');
      const key = (o: Owner) => String(o.path[o.path.length - 1]);
      if (annotations.length > 1) {
        report({
          resource: config,
          path: annotations[1]!.path,
          messageId: 'twoInjectors',
          data: { ...data, annotations: annotations.map(key).join(' and ') },
          fix: `keep one of ${annotations.map(key).join(', ')}`,
        });
      }
      if (controller && annotations.length && owners.length === annotations.length + 1) {
        report({
          resource: config,
          path: annotations[0]!.path,
          messageId: 'controllerAndInjector',
          data: {
            ...data,
            workload: controller.label,
            annotation: key(annotations[0]!),
            injector: annotations[0]!.label.replace(/ \(annotation .*\)$/, ''),
          },
          fix: `remove annotation ${key(annotations[0]!)} (the controller owns caBundle), or stop the controller from writing caBundle`,
        });
      } else if (annotations.length !== owners.length) {
        // Report where the user can drop an owner: the first one that is not the controller itself, else the
        // second controller (two releases of one controller, each patching the same configuration).
        const at = owners.find((o) => o.via !== 'controller') ?? owners[1]!;
        report({
          resource: at.resource,
          path: at.path,
          messageId: 'several',
          data: { ...data, owners: owners.map((o) => o.label).join(' and ') },
          fix: fixFor(config, at),
        });
      }
    }
    // What the API server recorded (live objects, or exports with managedFields): who actually wrote caBundle.
    for (const { resource: holder } of caBundleHolders(model)) {
      if ((owned.get(holder)?.length ?? 0) > 1) continue; // reported above, from what the owners are configured to do
      const managers = caBundleOwners(holder);
      if (managers.length < 2) continue;
      const list = managers.map((o) =>
        o.entries.length
          ? `${o.manager} owns ${o.entries.length} (${o.entries.slice(0, 3).join(', ')}${o.entries.length > 3 ? ', …' : ''})`
          : o.manager,
      );
      report({
        resource: holder,
        path: ['metadata', 'managedFields'],
        messageId: 'fieldManagers',
        data: { kind: holder.kind, name: holder.name, count: managers.length, owners: list.join('; ') },
        fix: "keep one caBundle owner: stop the controller's own CA writing while an injector sets caBundle (or drop the injector's annotation or patch Job)",
      });
    }
  },
});

function fixFor(config: Resource, at: Owner): string {
  return at.fix ?? `keep one caBundle owner for ${config.kind} ${config.name}: remove ${at.label}, or the others`;
}

/**
 * Managers that own a caBundle of the holder (managedFields, as the API server records them: present on live
 * objects and on `kubectl get --show-managed-fields` exports), with the webhook entries each owns where it has entries.
 */
export function caBundleOwners(holder: Resource): Array<{ manager: string; entries: string[] }> {
  const byManager = new Map<string, string[]>();
  for (const mf of arr(get(holder.body, 'metadata', 'managedFields'))) {
    const who = `${str(get(mf, 'manager')) ?? '(unnamed)'} (${str(get(mf, 'operation')) ?? 'Update'})`;
    const webhooks = get(mf, 'fieldsV1', 'f:webhooks');
    if (isObj(webhooks)) {
      for (const [key, fields] of Object.entries(webhooks)) {
        if (isObj(get(fields, 'f:clientConfig', 'f:caBundle')))
          byManager.set(who, [...(byManager.get(who) ?? []), entryName(key)]);
      }
    } else if (ownsCaBundle(get(mf, 'fieldsV1'))) {
      byManager.set(who, byManager.get(who) ?? []);
    }
  }
  return [...byManager]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([manager, entries]) => ({ manager, entries }));
}

/** `k:{"name":"x"}` -> `x` */
function entryName(key: string): string {
  try {
    return (JSON.parse(key.slice(2)) as { name?: string }).name ?? key;
  } catch {
    return key;
  }
}
