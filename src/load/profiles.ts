import { promises as fsp } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import { InputError } from '../core/errors.js';
import { SHIPPED_PROFILES } from '../generated/profiles.js';
import type { ProfileDocument } from '../generated/types.js';
import type { Validator } from '../generated/validators.js';
import { parsePolicy, policyFiles } from './policy-files.js';

type Env = NonNullable<ProfileDocument['env']>;

/**
 * A controller family as the rules read it: a policies/profiles/*.yaml document (schema:
 * policies/schemas/profile.schema.json) with `extends` resolved; abstract base profiles are not returned.
 */
export type Profile = Omit<ProfileDocument, 'apiVersion' | 'kind' | 'extends' | 'abstract' | 'match' | 'env'> & {
  match: NonNullable<ProfileDocument['match']>;
  env: Env & { host: string; writer: string; secretName: string };
  /** Where the profile was read from, for messages. */
  source: string;
};

interface Parsed {
  doc: ProfileDocument;
  source: string;
}

// Every run shares the built-in documents: frozen, so no caller can change them for the next run.
const deepFreeze = (v: unknown): void => {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
};
deepFreeze(SHIPPED_PROFILES);

/**
 * The shipped profiles (policies/profiles, built into the code at build time), then every extra file or
 * folder the configuration names; a later name replaces an earlier one. `extends` is resolved after all
 * are read, so a user profile can extend a shipped one (or replace a base that shipped ones extend).
 */
export async function loadProfiles(extra: readonly string[] = []): Promise<Profile[]> {
  const byName = new Map<string, Parsed>();
  const add = (p: Parsed) => byName.set(p.doc.name, p);
  for (const p of SHIPPED_PROFILES) add(p);
  if (extra.length) {
    // The schema validators are a large module: loaded only when there are files to check.
    const { validateProfile } = await import('../generated/validators.js');
    for (const entry of extra) {
      for (const file of await policyFiles(entry, 'profile'))
        add(parseProfile(await fsp.readFile(file, 'utf8'), file, validateProfile));
    }
  }
  const out: Profile[] = [];
  for (const p of byName.values()) {
    if (p.doc.abstract) continue;
    out.push(complete(resolve(p, byName, []), p.source));
  }
  return out.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}

function parseProfile(text: string, source: string, validate: Validator): Parsed {
  return { doc: parsePolicy<ProfileDocument>(text, source, validate, 'profile'), source };
}

/** The profile with its bases merged in (maps key by key, lists and values replaced). */
function resolve(p: Parsed, byName: ReadonlyMap<string, Parsed>, chain: string[]): Record<string, unknown> {
  const { extends: base, abstract: _abstract, apiVersion: _v, kind: _k, ...own } = p.doc;
  if (!base) return own;
  if (chain.includes(p.doc.name))
    throw new InputError(`${p.source}: profile extends itself (${[...chain, p.doc.name].join(' -> ')})`);
  const parent = byName.get(base);
  if (!parent)
    throw new InputError(`${p.source}: profile '${p.doc.name}' extends '${base}', which no profile file defines`);
  return merge(resolve(parent, byName, [...chain, p.doc.name]), own);
}

function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isMap(b) && isMap(v) ? merge(b, v) : v;
  }
  return out;
}

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function complete(p: Record<string, unknown>, source: string): Profile {
  const env = (p.env ?? {}) as Env;
  const missing = ['host', 'writer', 'secretName'].filter((k) => !env[k as keyof Env]).map((k) => `env.${k}`);
  if (!isMap(p.match) || !Object.keys(p.match).length) missing.unshift('match');
  if (missing.length)
    throw new InputError(
      `${source}: profile '${String(p.name)}' needs ${missing.join(', ')} (in it or a profile it extends)`,
    );
  return { ...(p as Omit<Profile, 'source'>), source };
}
