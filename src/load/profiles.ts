import type { EntryMatch, LineageSpec, SecretLayout, ServerReload } from '../generated/types.js';
import { InputError } from '../core/errors.js';
import { loadOwners, SHIPPED_OWNERS, type CatalogueEntry as Entry } from './owners.js';

type Env = NonNullable<LineageSpec['env']>;

/**
 * A controller of the certificate-writer lineage as the rules read it: a controller-model entry with `lineage`
 * (policies/owners, schema policies/schemas/owner.schema.json), the lineage library it embeds merged in.
 */
export type Profile = Omit<LineageSpec, 'env'> & {
  name: string;
  description?: string;
  match: EntryMatch;
  env: Env & { host: string; writer: string; secretName: string };
  secret?: SecretLayout;
  reload?: ServerReload;
  /** Where the entry was read from, for messages. */
  source: string;
};

const byCatalogue = new WeakMap<readonly Entry[], { size: number; profiles: Profile[] }>();

/** The lineage controllers of the model: the shipped entries, then those of the files the configuration names. */
export async function loadProfiles(extra: readonly string[] = []): Promise<Profile[]> {
  return profilesOf(await loadOwners(extra));
}

/** The lineage entries of a catalogue (its order: the first that matches a workload wins), once per catalogue. */
export function profilesOf(entries: readonly Entry[]): Profile[] {
  const known = byCatalogue.get(entries);
  // A catalogue grown in place (scripts/bench-catalogue.mjs grows the shipped one) is another catalogue.
  if (known?.size === entries.length) return known.profiles;
  const profiles = entries.flatMap((e) => (e.lineage ? [profileOf(e)] : []));
  // The shipped catalogue's profiles are shared by every run: frozen, so no caller can change them for the next.
  if (entries === SHIPPED_OWNERS) deepFreeze(profiles);
  byCatalogue.set(entries, { size: entries.length, profiles });
  return profiles;
}

function profileOf(e: Entry): Profile {
  const { lineage, match, name, description, secret, reload, source } = e;
  const env = lineage!.env ?? {};
  const missing = (['host', 'writer', 'secretName'] as const).filter((k) => !env[k]).map((k) => `lineage.env.${k}`);
  if (missing.length)
    throw new InputError(`${source}: entry '${name}' needs ${missing.join(', ')} (in it or a library it embeds)`);
  return { ...lineage, name, description, match: match!, env: env as Profile['env'], secret, reload, source };
}

const deepFreeze = (v: unknown): void => {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
};
