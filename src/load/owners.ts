import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import { InputError } from '../core/errors.js';
import { SHIPPED_OWNERS } from '../generated/owners.js';
import type { OwnerDocument } from '../generated/types.js';
import { validateOwner } from '../generated/validators.js';
import { safeReason } from './documents.js';
import { describeSchemaErrors } from './schema-errors.js';

/**
 * The owner catalogue: the shipped policies/owners (built into the bundles), then each extra file or
 * folder the configuration names (schema: policies/schemas/owner.schema.json); a later name replaces an earlier one.
 */
export async function loadOwners(extra: readonly string[] = []): Promise<readonly OwnerDocument[]> {
  if (!extra.length) return SHIPPED_OWNERS;
  const byName = new Map<string, OwnerDocument>(SHIPPED_OWNERS.map((o) => [o.name, o]));
  for (const entry of extra) {
    for (const file of await ownerFiles(entry)) {
      const owner = parseOwner(await readFile(file, 'utf8'), file);
      byName.set(owner.name, owner);
    }
  }
  return [...byName.values()];
}

async function ownerFiles(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => {
    throw new InputError(`${entry}: owner file or folder not found`);
  });
  if (!info.isDirectory()) return [entry];
  return (await readdir(entry)).filter((n) => /\.(ya?ml|json)$/.test(n)).sort().map((n) => path.join(entry, n));
}

function parseOwner(text: string, source: string): OwnerDocument {
  let data: unknown;
  try {
    data = load(text);
  } catch (e) {
    throw new InputError(`${source}: owner does not parse: ${safeReason((e as { reason?: string }).reason ?? String((e as Error).message).split('\n')[0]!)}`);
  }
  if (!validateOwner(data)) throw new InputError(describeSchemaErrors(source, validateOwner.errors));
  return data as OwnerDocument;
}
