import { policiesDir } from '../load/package-root.js';
import { loadProfiles, type Profile } from '../load/profiles.js';

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
  const shipped = Object.entries(JSON.parse(__WCG_SHIPPED_PROFILES__) as Record<string, string>)
    .map(([name, text]) => ({ text, source: `(built in) policies/profiles/${name}` }));
  return { profiles: await loadProfiles(extra, shipped), builtIn: true };
}

function shippedOnDisk(): boolean {
  try {
    policiesDir();
    return true;
  } catch {
    return false;
  }
}
