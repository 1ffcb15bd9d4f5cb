import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import { InputError } from '../cli/io.js';
import { validateProfile } from '../generated/validators.js';
import { policiesDir } from '../load/package-root.js';
import { loadProfiles, type Profile } from '../load/profiles.js';
import { describeSchemaErrors } from '../load/schema-errors.js';

// scripts/build.mjs defines this in the Action bundle: JSON of policies/profiles/*.yaml by file name.
declare const __WCG_SHIPPED_PROFILES__: string | undefined;

/**
 * The shipped profiles from policies/ next to the bundle, as the CLI reads them; when the bundle
 * runs alone (copied out of its checkout), the copies built into it. CI's dist/ check keeps those
 * equal to policies/ at every commit.
 */
export async function actionProfiles(extra: readonly string[] = []): Promise<{ profiles: Profile[]; builtIn: boolean }> {
  if (shippedOnDisk() || typeof __WCG_SHIPPED_PROFILES__ === 'undefined') {
    return { profiles: await loadProfiles(extra), builtIn: false };
  }
  const byName = new Map<string, Profile>();
  for (const [name, text] of Object.entries(JSON.parse(__WCG_SHIPPED_PROFILES__) as Record<string, string>)) {
    const p = parseProfile(text, `(built in) policies/profiles/${name}`);
    byName.set(p.name, p);
  }
  for (const entry of extra) {
    for (const file of await profileFiles(entry)) {
      const p = parseProfile(await readFile(file, 'utf8'), file);
      byName.set(p.name, p);
    }
  }
  return { profiles: [...byName.values()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0)), builtIn: true };
}

function shippedOnDisk(): boolean {
  try {
    policiesDir();
    return true;
  } catch {
    return false;
  }
}

// Same reading rules as src/load/profiles.ts, for the extra profiles a config names.
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
    throw new InputError(`${source}: profile does not parse: ${(e as { reason?: string }).reason ?? (e as Error).message}`);
  }
  if (!validateProfile(data)) throw new InputError(describeSchemaErrors(source, validateProfile.errors));
  return { ...(data as Omit<Profile, 'source'>), source };
}
