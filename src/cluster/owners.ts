// cabundle-multiple-owners: managedFields show who last set each caBundle; two owners means two writers.
import type { Finding } from '../core/finding.js';
import type { LiveConfig } from './gather.js';
import { liveFinding } from './finding.js';
import type { ManagedFieldsEntry } from './types.js';

export const RULE_OWNERS = 'cabundle-multiple-owners';

export interface CaBundleOwner {
  /** manager (operation), e.g. `cainjector (Apply)`. */
  manager: string;
  /** `Kind/name#webhook` entries whose caBundle it owns. */
  entries: string[];
}

/** Managers that own `webhooks[name=...].clientConfig.caBundle` in any of the configurations. */
export function caBundleOwners(configs: readonly LiveConfig[]): CaBundleOwner[] {
  const byManager = new Map<string, string[]>();
  for (const c of configs) {
    for (const mf of (c.object?.metadata?.managedFields ?? []) as ManagedFieldsEntry[]) {
      const webhooks = (mf.fieldsV1?.['f:webhooks'] ?? {}) as Record<string, Record<string, unknown>>;
      for (const [key, fields] of Object.entries(webhooks)) {
        const clientConfig = fields?.['f:clientConfig'] as Record<string, unknown> | undefined;
        if (!clientConfig || !('f:caBundle' in clientConfig)) continue;
        const who = `${mf.manager ?? '(unnamed)'} (${mf.operation ?? 'Update'})`;
        byManager.set(who, [...(byManager.get(who) ?? []), `${c.kind}/${c.name}#${entryName(key)}`]);
      }
    }
  }
  return [...byManager].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([manager, entries]) => ({ manager, entries }));
}

export function checkOwners(configs: readonly LiveConfig[]): Finding[] {
  const owners = caBundleOwners(configs);
  if (owners.length < 2) return [];
  const first = configs.find((c) => c.object)!;
  const list = owners.map((o) => `${o.manager} owns ${o.entries.length} (${o.entries.slice(0, 3).join(', ')}${o.entries.length > 3 ? ', …' : ''})`);
  return [liveFinding(RULE_OWNERS, 'error', { kind: first.kind, name: first.name },
    `caBundle has ${owners.length} field managers: ${list.join('; ')}. Each writer puts back its own CA when the other changes it: a write war between owners.`,
    'keep one caBundle owner: disable the controller\'s own CA writing when cert-manager cainjector injects (or drop the inject-ca-from annotation)',
    'metadata.managedFields')];
}

/** `k:{"name":"x"}` -> `x` */
function entryName(key: string): string {
  try {
    return String((JSON.parse(key.slice(2)) as { name?: string }).name ?? key);
  } catch {
    return key;
  }
}
