import { changedSince } from '../changed.js';
import { InputError } from '../core/errors.js';

/**
 * Files changed on this branch: `git diff --name-only BASE...HEAD` (absolute paths; src/changed.ts, shared
 * with check --changed-from). Base: the base-ref input, else origin/<base branch> of a pull request.
 */
export async function changedFiles(
  workspace: string,
  baseRef: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<{ base: string; files: Set<string> }> {
  const base = baseRef ?? (env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : undefined);
  if (!base) {
    throw new InputError(
      "changed-only needs input 'base-ref' (on pull_request events it defaults to origin/<base branch>)",
    );
  }
  if (base.startsWith('-')) throw new InputError(`input 'base-ref' is not a git ref: '${base}'`);
  // actions/checkout fetches one commit by default: the base branch and the merge base are missing then.
  const files = await changedSince({
    cwd: workspace,
    ref: base,
    workingTree: false,
    name: 'changed-only',
    refLabel: 'base-ref ',
    notRepository: ' (check out the repository into GITHUB_WORKSPACE)',
    shallow:
      "The checkout is shallow (actions/checkout fetches one commit unless told otherwise): set 'fetch-depth: 0' on actions/checkout so the base and the merge base are there.",
  });
  return { base, files: new Set(files) };
}
