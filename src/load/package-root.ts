import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The folder holding policies/: found by walking up from this module, so it works from src, build/ and the dist bundles. */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'policies', 'profiles'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('webhook-cert-gate: policies/ folder not found next to the installed package');
    dir = up;
  }
  return (cached = dir);
}

export function policiesDir(): string {
  return path.join(packageRoot(), 'policies');
}
