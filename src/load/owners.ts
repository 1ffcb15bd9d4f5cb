import { promises as fsp } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import { OWNER_FILES, OWNER_WAYS, SHIPPED_LIBRARIES } from '../generated/owners.js';
import type { LibraryDocument, OwnerDocument } from '../generated/types.js';
import { InputError } from '../core/errors.js';
import { parsePolicy, policyFiles } from './policy-files.js';
// The entry's lineage over its library's as Helm merges values files: maps key by key, lists and values replaced.
import { mergeValues } from './helm/merge.js';

/**
 * An entry with the libraries it embeds (policies/libraries): their citations and reload sources added to its
 * own, their controller facts and Secret layout where it sets none. The one merge, for shipped and user entries.
 */
export function embedLibraries<T extends OwnerDocument>(
  doc: T,
  source: string,
  libraries: readonly LibraryDocument[] = SHIPPED_LIBRARIES,
): T {
  let out = doc;
  for (const name of doc.embeds ?? []) {
    const lib = libraries.find((l) => l.name === name);
    if (!lib)
      throw new InputError(`${source}: owner ${doc.name} embeds ${name}, which is no library (policies/libraries)`);
    out = {
      ...out,
      cites: [...(out.cites ?? []), ...lib.cites],
      ...(out.secret || !lib.secret ? {} : { secret: lib.secret }),
      ...(out.job || !lib.job ? {} : { job: lib.job }),
      ...(out.controller ? { controller: { ...lib.controller, ...out.controller } } : {}),
      ...(out.lineage && lib.lineage ? { lineage: mergeValues(lib.lineage, out.lineage) } : {}),
      ...(lib.reload
        ? {
            reload: out.reload ? { ...out.reload, source: [...out.reload.source, ...lib.reload.source] } : lib.reload,
          }
        : {}),
    };
  }
  if (!OWNER_WAYS.some((k) => out[k]))
    throw new InputError(
      `${source}: owner ${doc.name} has no way of writing (${OWNER_WAYS.join(', ')}), and no library it embeds has one`,
    );
  if (out.job && !out.match)
    throw new InputError(`${source}: owner ${doc.name}: a patch Job is found by its image, and it has no match`);
  if (out.controller && !out.controller.certificate)
    throw new InputError(
      `${source}: owner ${doc.name}: controller names no certificate, and no library it embeds does`,
    );
  return out;
}

/** A controller-model entry and the file it was read from. */
export type CatalogueEntry = OwnerDocument & { source: string };

/**
 * The shipped catalogue (policies/owners, built in), each entry with the libraries it embeds. Its citations are
 * the first of each entry only (the version read, for messages): citedOwners has them all.
 */
export const SHIPPED_OWNERS: readonly CatalogueEntry[] = OWNER_FILES.map((o) => embedLibraries(o, o.source));

/** The shipped catalogue with every citation and reload source (the catalogue page, the tests). */
export async function citedOwners(): Promise<readonly CatalogueEntry[]> {
  const { OWNER_CITES } = await import('../generated/owner-cites.js');
  return OWNER_FILES.map((o) => {
    const c = OWNER_CITES[o.name]!;
    const cited = {
      ...o,
      ...(o.cites ? { cites: c.cites } : {}),
      ...(o.reload ? { reload: { ...o.reload, source: c.reload } } : {}),
    };
    return embedLibraries(cited, o.source);
  });
}

/**
 * The controller model: the shipped policies/owners (built into the bundles), and the entries of each extra file
 * or folder the configuration names (schema: policies/schemas/owner.schema.json). A user entry replaces the shipped
 * one of its name; a new one comes before the shipped ones, so that it wins a workload both would match.
 */
export async function loadOwners(extra: readonly string[] = []): Promise<readonly CatalogueEntry[]> {
  if (!extra.length) return SHIPPED_OWNERS;
  const own = new Map<string, CatalogueEntry>();
  const { validateOwner } = await import('../generated/validators.js'); // large: only when there are files to check
  for (const entry of extra) {
    for (const file of await policyFiles(entry, 'owner')) {
      const owner = parsePolicy<OwnerDocument>(await fsp.readFile(file, 'utf8'), file, validateOwner, 'owner');
      own.set(owner.name, embedLibraries({ ...owner, source: file }, file));
    }
  }
  const shipped = SHIPPED_OWNERS.map((o) => own.get(o.name) ?? o);
  return [...[...own.values()].filter((o) => !shipped.includes(o)), ...shipped];
}
