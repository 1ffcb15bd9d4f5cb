import { execFile } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { InputError } from '../core/errors.js';
import { displayPath } from '../load/files.js';

const run = promisify(execFile);

/**
 * Files changed on this branch: `git diff --name-only BASE...HEAD`, as paths relative to the workspace
 * (the same spelling findings use). Base: the base-ref input, else origin/<base branch> of a pull request.
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
  const top = (await git(workspace, ['rev-parse', '--show-toplevel'])).trim();
  if (!(await git(workspace, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]).catch(() => ''))) {
    throw new InputError(
      `changed-only: base-ref '${base}' is not in this checkout.${await shallowHint(workspace, base)}`,
    );
  }
  let out: string;
  try {
    out = await git(workspace, ['diff', '--name-only', '-z', `${base}...HEAD`, '--']);
  } catch (e) {
    throw new InputError(
      `changed-only: cannot diff '${base}...HEAD': ${firstLine(e)}.${await shallowHint(workspace, base)}`,
    );
  }
  // git prints the top level with symlinks resolved: compare against the workspace resolved the same way.
  const real = await realpath(workspace);
  const names = out.split('\0').filter(Boolean);
  return { base, files: new Set(names.map((n) => displayPath(path.join(top, n), real))) };
}

async function git(cwd: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { stderr?: string };
    if (err.code === 'ENOENT') throw new InputError('changed-only needs git on the runner, and git was not found');
    if (/not a git repository/.test(err.stderr ?? '')) {
      throw new InputError(
        `changed-only: ${cwd} is not a git checkout (check out the repository into GITHUB_WORKSPACE)`,
      );
    }
    throw e;
  }
}

// actions/checkout fetches one commit by default: the base branch and the merge base are missing then.
async function shallowHint(cwd: string, base: string): Promise<string> {
  const shallow = (await git(cwd, ['rev-parse', '--is-shallow-repository']).catch(() => '')).trim() === 'true';
  if (shallow) {
    return " The checkout is shallow (actions/checkout fetches one commit unless told otherwise): set 'fetch-depth: 0' on actions/checkout so the base and the merge base are there.";
  }
  const branch = /^origin\/(.+)$/.exec(base)?.[1];
  return branch ? ` Fetch it first: git fetch --no-tags origin ${branch}.` : ' Check the ref name, or fetch it first.';
}

function firstLine(e: unknown): string {
  const err = e as { stderr?: string; message?: string };
  return (err.stderr || err.message || String(e)).trim().split('\n')[0]!;
}
