import { promises as fsp } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import { SHIPPED_OWNERS } from '../generated/owners.js';
import type { OwnerDocument } from '../generated/types.js';
import { parsePolicy, policyFiles } from './policy-files.js';

/**
 * The owner catalogue: the shipped policies/owners (built into the bundles), then each extra file or
 * folder the configuration names (schema: policies/schemas/owner.schema.json); a later name replaces an earlier one.
 */
export async function loadOwners(extra: readonly string[] = []): Promise<readonly OwnerDocument[]> {
  if (!extra.length) return SHIPPED_OWNERS;
  const byName = new Map<string, OwnerDocument>(SHIPPED_OWNERS.map((o) => [o.name, o]));
  const { validateOwner } = await import('../generated/validators.js'); // large: only when there are files to check
  for (const entry of extra) {
    for (const file of await policyFiles(entry, 'owner')) {
      const owner = parsePolicy<OwnerDocument>(await fsp.readFile(file, 'utf8'), file, validateOwner, 'owner');
      byName.set(owner.name, owner);
    }
  }
  return [...byName.values()];
}
