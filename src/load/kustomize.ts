import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import type { InputText } from './files.js';

const MAX_OUTPUT = 256 * 1024 * 1024;

/** `kubectl kustomize DIR`, as one input named `<kustomize DIR>` (lines are lines of the rendered stream). */
export async function renderKustomize(dir: string, cwd: string, env: NodeJS.ProcessEnv): Promise<InputText> {
  const kubectl = await findOnPath('kubectl', env.PATH ?? '');
  if (!kubectl) {
    throw new InputError(`--kustomize ${dir}: kubectl is not on PATH (it renders the overlay); install kubectl, or pipe: kustomize build ${dir} | webhook-cert-gate check -`);
  }
  const text = await new Promise<string>((resolve, reject) => {
    execFile(kubectl, ['kustomize', dir], { cwd, env, maxBuffer: MAX_OUTPUT, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (!err) return resolve(stdout);
      const why = String(stderr).trim().split('\n').pop() || err.message.split('\n')[0];
      reject(new InputError(`--kustomize ${dir}: kubectl kustomize failed: ${why}`));
    });
  });
  return { file: `<kustomize ${dir}>`, text };
}

/** The first executable `name` in a PATH string (what a shell would run). */
export async function findOnPath(name: string, pathValue: string): Promise<string | undefined> {
  for (const dir of pathValue.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
