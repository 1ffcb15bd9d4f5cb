import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import { InputError } from '../core/errors.js';
import { validateProfile } from '../generated/validators.js';
import { safeReason } from './documents.js';
import { describeSchemaErrors } from './schema-errors.js';
import { policiesDir } from './package-root.js';

/** A controller family, as written in policies/profiles/*.yaml (schema: policies/schemas/profile.schema.json). */
export interface Profile {
  name: string;
  description?: string;
  priority?: number;
  match: { images?: string[]; workloadNames?: string[]; charts?: string[]; envAny?: string[] };
  env: {
    host: string; writer: string; secretName: string; serviceName?: string; namespace?: string; port?: string;
    mutatingName?: string; validatingName?: string;
  };
  defaults?: {
    secretName?: string; serviceName?: string; namespace?: string; port?: number; mutatingName?: string; validatingName?: string;
  };
  writer?: { fsValue?: string; secretValue?: string };
  secret?: {
    readKeys?: string[]; renewKeys?: string[]; caKey?: string; certKey?: string; keyKey?: string; renewBeforeDays?: number;
  };
  values?: Record<string, unknown>;
  externalCertsFeatureGate?: string;
  /** Where the profile was read from, for messages. */
  source: string;
}

/** A profile file's text and where it came from (for messages). */
export interface ProfileText {
  text: string;
  source: string;
}

/**
 * The shipped profiles (policies/profiles, or the copies a bundle carries), then every extra file or
 * folder the configuration names; a later name replaces an earlier one.
 */
export async function loadProfiles(extra: readonly string[] = [], shipped?: readonly ProfileText[]): Promise<Profile[]> {
  const byName = new Map<string, Profile>();
  const add = (p: Profile) => byName.set(p.name, p);
  if (shipped) shipped.forEach((t) => add(parseProfile(t.text, t.source)));
  else for (const file of await profileFiles(path.join(policiesDir(), 'profiles'))) add(parseProfile(await readFile(file, 'utf8'), file));
  for (const entry of extra) {
    for (const file of await profileFiles(entry)) add(parseProfile(await readFile(file, 'utf8'), file));
  }
  return [...byName.values()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}

async function profileFiles(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => {
    throw new InputError(`${entry}: profile file or folder not found`);
  });
  if (!info.isDirectory()) return [entry];
  const names = (await readdir(entry)).filter((n) => /\.(ya?ml|json)$/.test(n)).sort();
  return names.map((n) => path.join(entry, n));
}

function parseProfile(text: string, source: string): Profile {
  let data: unknown;
  try {
    data = load(text);
  } catch (e) {
    throw new InputError(`${source}: profile does not parse: ${safeReason((e as { reason?: string }).reason ?? String((e as Error).message).split('\n')[0]!)}`);
  }
  if (!validateProfile(data)) throw new InputError(describeSchemaErrors(source, validateProfile.errors));
  return { ...(data as Omit<Profile, 'source'>), source };
}
