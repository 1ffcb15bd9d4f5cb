// The state now deployed, for check --before / --before-ref: read through the same inputs pipeline as the
// state after the change, its models only (no rules run on it). docs/rotation.md.
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCheck, type CheckOptions } from './check.js';
import { InputError } from './core/errors.js';
import type { Config } from './load/config.js';
import type { Model } from './model/model.js';

export interface BeforeRequest {
  before?: readonly string[];
  ref?: string;
  /** The PATHs of the state after the change (read again at the ref). */
  paths: readonly string[];
  /** The --values files of the state after the change (read again at the ref, like the PATHs). */
  values?: readonly string[];
  cwd: string;
  config: Config;
  at?: Date;
  namespace?: string;
  /** The command's own gathering of inputs (charts, kustomizations), run from another folder. */
  gather: (
    paths: string[],
    cwd: string,
    values?: string[],
  ) => Promise<Pick<CheckOptions, 'paths' | 'sources' | 'extraResources' | 'profiles'> & { errors: string[] }>;
}

/** The models of the deployed state by scope, or undefined when neither option is given. */
export async function deployedModels(req: BeforeRequest): Promise<Map<string, Model> | undefined> {
  if (req.ref !== undefined) {
    if (req.before?.length) throw new InputError('--before and --before-ref: give one of them');
    return atRef(req, req.ref);
  }
  if (!req.before?.length) return undefined;
  for (const p of req.before) {
    if (p === '-') throw new InputError('--before -: the deployed state must be a file or folder, not stdin');
    if (!(await stat(path.resolve(req.cwd, p)).catch(() => undefined)))
      throw new InputError(`--before ${p}: no such file or folder`);
  }
  const models = await modelsOf(req, [...req.before], req.cwd, `--before ${req.before.join(' ')}`);
  if (!models) throw new InputError(`--before ${req.before.join(' ')}: holds no Kubernetes objects`);
  return models;
}

async function modelsOf(
  req: BeforeRequest,
  paths: string[],
  cwd: string,
  label: string,
  values?: string[],
): Promise<Map<string, Model> | undefined> {
  const { errors, ...inputs } = await req.gather(paths, cwd, values);
  const result = await runCheck({
    ...inputs,
    config: req.config,
    cwd,
    at: req.at,
    namespace: req.namespace,
    modelsOnly: true,
  });
  const first = [...errors, ...result.errors][0];
  if (first !== undefined) throw new InputError(`${label}: ${first}`);
  return result.stats.resources ? result.models : undefined;
}

/**
 * The same PATHs (and --values files) as committed at REF: extracted (git archive) into a temporary copy of
 * the repository, read from the same folder relative to its root, so scopes and file names match the working
 * tree's. A values file absent at the ref is one the change adds; one outside the repository is read as is.
 */
async function atRef(req: BeforeRequest, ref: string): Promise<Map<string, Model>> {
  const git = (args: string[], cwd = req.cwd) => run('git', args, cwd);
  const top = (await git(['rev-parse', '--show-toplevel']).catch(() => undefined))?.trim();
  if (!top) throw new InputError(`--before-ref ${ref}: ${req.cwd} is not inside a git repository`);
  const commit = (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).catch(() => undefined))?.trim();
  if (!commit) throw new InputError(`--before-ref ${ref}: git cannot resolve it to a commit`);
  const inRepo = (p: string) => {
    const r = path.relative(top, path.resolve(req.cwd, p));
    return r.startsWith('..') || path.isAbsolute(r) ? undefined : r;
  };
  const rels = req.paths.map(inRepo);
  if (rels.some((r) => r === undefined))
    throw new InputError(`--before-ref ${ref}: every PATH must be inside the repository ${top}`);
  const atCommit = async (r: string) =>
    git(['cat-file', '-e', `${commit}:${r}`], top).then(
      () => true,
      () => false,
    );
  const present: string[] = [];
  for (const r of [...rels, ...(req.values ?? []).map(inRepo)])
    if (r !== undefined && !present.includes(r || '.') && (await atCommit(r))) present.push(r || '.');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'webhook-cert-gate-before-'));
  try {
    const tree = path.join(tmp, 'tree');
    if (present.length) {
      await git(['archive', '--format=tar', '-o', path.join(tmp, 'before.tar'), commit, '--', ...present], top);
      await mkdir(tree);
      await run('tar', ['-xf', path.join(tmp, 'before.tar'), '-C', tree], tmp);
    }
    const cwd = path.join(tree, path.relative(top, req.cwd));
    await mkdir(cwd, { recursive: true });
    const paths = rels
      .filter((r) => r !== undefined && present.includes(r || '.'))
      .map((r) => path.relative(path.relative(top, req.cwd), r ?? '') || '.');
    const values = req.values?.flatMap((v) => {
      const r = inRepo(v);
      if (r === undefined) return [path.resolve(req.cwd, v)];
      return present.includes(r) ? [path.join(tree, r)] : [];
    });
    const models = paths.length ? await modelsOf(req, paths, cwd, `--before-ref ${ref}`, values) : undefined;
    // Nothing at the ref: every object of the change is added.
    return models ?? new Map();
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function run(cmd: string, args: string[], cwd: string): Promise<string> {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const { stdout } = await promisify(execFile)(cmd, args, { cwd, maxBuffer: 64 << 20 });
  return stdout;
}
