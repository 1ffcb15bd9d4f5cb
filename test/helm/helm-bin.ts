import { accessSync, constants, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * The real helm the render-mode tests use: $WEBHOOK_CERT_GATE_HELM, helm on PATH, or the one
 * test/kube/build.sh builds into its cache (CI runs `test/kube/build.sh helm` first).
 */
export function helmBinary(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.WEBHOOK_CERT_GATE_HELM, ...(env.PATH ?? '').split(path.delimiter).filter(Boolean).map((d) => path.join(d, 'helm'))];
  const cache = env.WCG_CACHE ?? path.join(env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'webhook-cert-gate');
  try {
    for (const d of readdirSync(cache).filter((n) => /^helm-3\.22\.0-go[\d.]+$/.test(n)).sort().reverse()) candidates.push(path.join(cache, d, 'helm'));
  } catch {
    // no cache yet
  }
  return candidates.find((c): c is string => Boolean(c) && executable(c!));
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const HELM = helmBinary();

/** `{ skip }` for node:test: one line naming helm when it is absent; under CI=true its absence is a failure. */
export function needsHelm(): { skip: string | false } {
  if (HELM) return { skip: false };
  if (process.env.CI === 'true') throw new Error('helm is required under CI=true: run test/kube/build.sh helm (builds helm v3.22.0 from the Go module proxy)');
  return { skip: 'helm not found (test/kube/build.sh helm builds it; or set WEBHOOK_CERT_GATE_HELM)' };
}
