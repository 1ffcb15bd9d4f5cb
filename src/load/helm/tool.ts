// Finding and running the helm binary. The product never downloads or builds helm: it uses the one the
// user names (--helm, WEBHOOK_CERT_GATE_HELM) or the one on PATH, and falls back to the values model.
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { InputError } from '../../core/errors.js';
import { findOnPath } from '../kustomize.js';

export interface HelmTool {
  path: string;
  /** `helm version --short`, e.g. v3.22.0+gabc1234; empty when it did not answer. Asked alongside the renders. */
  version: Promise<string>;
}

export const HELM_ENV = 'WEBHOOK_CERT_GATE_HELM';

/**
 * `--helm none` (or the env var set to `none`) forces the values model; `--helm PATH` must be a helm;
 * otherwise the env var, then `helm` on PATH. Undefined: no helm, use the values model.
 */
export async function findHelm(flag: string | undefined, env: NodeJS.ProcessEnv): Promise<HelmTool | undefined> {
  const named = flag ?? env[HELM_ENV];
  if (named === 'none') return undefined;
  if (named) {
    if (!(await isExecutable(named))) throw new InputError(`--helm ${named}: not an executable file`);
    return { path: named, version: helmVersion(named) };
  }
  const onPath = await findOnPath('helm', env.PATH ?? '');
  return onPath ? { path: onPath, version: helmVersion(onPath) } : undefined;
}

async function isExecutable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function helmVersion(bin: string): Promise<string> {
  return run(bin, ['version', '--short']).then(
    (r) => r.stdout.trim(),
    () => '',
  );
}

/** Runs helm with no shell; rejects with helm's own first error line. */
export function run(bin: string, args: readonly string[], cwd?: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      args,
      { cwd, maxBuffer: 256 * 1024 * 1024, timeout: 120_000, encoding: 'utf8' },
      (err, stdout, stderr) => {
        if (err) reject(new Error(firstErrorLine(stderr) || err.message.split('\n')[0]!));
        else resolve({ stdout, stderr });
      },
    );
  });
}

function firstErrorLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.find((l) => l.startsWith('Error:')) ?? lines[lines.length - 1] ?? '').replace(/^Error:\s*/, '');
}
