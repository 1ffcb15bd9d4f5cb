// Changed files (docs/checking.md, "Changed files"): what git says changed since a ref (check --changed-from,
// the Action's changed-only mode), and which findings of the renders those files feed concern them.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { InputError } from './core/errors.js';
import type { Finding, ObjectRef, RelatedPlace } from './core/finding.js';
import { displayPath } from './load/files.js';
import type { RenderInfo } from './load/feeds.js';
import type { SourcedResource } from './load/kustomize-origin.js';
import type { Model } from './model/model.js';

export interface ChangedRequest {
  cwd: string;
  ref: string;
  /** Also the working tree's changes: staged, unstaged and new files git does not ignore. */
  workingTree: boolean;
  /** How messages start: `--changed-from`, `changed-only`. */
  name: string;
  /** How messages name the ref before quoting it: `base-ref ` for the Action's input. */
  refLabel?: string;
  /** Said after `is not a git checkout`. */
  notRepository?: string;
  /** Said when the checkout is shallow and the ref or the merge base is missing: how to get them. */
  shallow: string;
}

/**
 * The files changed between the merge base of REF and HEAD (`git diff --name-only REF...HEAD`), and with
 * `workingTree` those changed since HEAD and the new ones: absolute paths as the working directory spells them,
 * deleted files included (they can be matched, not read).
 */
export async function changedSince(req: ChangedRequest): Promise<string[]> {
  const { name, ref } = req;
  const named = `${req.refLabel ?? ''}'${ref}'`;
  if (ref.startsWith('-')) throw new InputError(`${name}: ${named} is not a git ref`);
  const git = gitIn(req);
  const top = (await git(['rev-parse', '--show-toplevel'])).trim();
  if (!(await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).catch(() => '')))
    throw new InputError(`${name}: ${named} is not in this checkout.${await refHint(git, req)}`);
  const names = new Set<string>();
  const add = (out: string) => {
    for (const n of out.split('\0')) if (n) names.add(n);
  };
  try {
    add(await git(['diff', '--name-only', '-z', `${ref}...HEAD`, '--']));
  } catch (e) {
    throw new InputError(`${name}: cannot diff '${ref}...HEAD': ${firstLine(e)}.${await refHint(git, req)}`);
  }
  if (req.workingTree) {
    add(await git(['diff', '--name-only', '-z', 'HEAD', '--']));
    add(await git(['ls-files', '--others', '--exclude-standard', '-z']));
  }
  // git prints paths from its top level with links resolved: spell them from the working directory.
  const logicalTop = path.resolve(req.cwd, path.relative(realpathSync.native(req.cwd), top));
  return [...names].map((n) => path.join(logicalTop, n));
}

function gitIn(req: ChangedRequest): (args: string[]) => Promise<string> {
  return async (args) => {
    const { execFile } = await import('node:child_process');
    return new Promise((resolve, reject) => {
      execFile('git', args, { cwd: req.cwd, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
        if (!err) resolve(stdout);
        else if ((err as NodeJS.ErrnoException).code === 'ENOENT')
          reject(new InputError(`${req.name} needs git, and git was not found`));
        else if (/not a git repository/.test(stderr))
          reject(new InputError(`${req.name}: ${req.cwd} is not a git checkout${req.notRepository ?? ''}`));
        else reject(Object.assign(new Error(err.message), { stderr }));
      });
    });
  };
}

/** Why a ref may be missing: a shallow checkout lacks the history; else the name, or a fetch. */
async function refHint(git: (args: string[]) => Promise<string>, req: ChangedRequest): Promise<string> {
  const shallow = (await git(['rev-parse', '--is-shallow-repository']).catch(() => '')).trim() === 'true';
  if (shallow) return ` ${req.shallow}`;
  const branch = /^origin\/(.+)$/.exec(req.ref)?.[1];
  return branch ? ` Fetch it first: git fetch --no-tags origin ${branch}.` : ' Check the ref name, or fetch it first.';
}

function firstLine(e: unknown): string {
  const err = e as { stderr?: string; message?: string };
  return (err.stderr || err.message || String(e)).trim().split('\n')[0]!;
}

export interface ConcernRequest {
  /** The changed files (or the files given to check), absolute. */
  changed: ReadonlySet<string>;
  /** Every render the check read. */
  renders: readonly RenderInfo[];
  /**
   * The Action's changed-only mode: every path was checked, so findings of renders and files no changed file
   * feeds are left out too. Otherwise those (a folder or --kustomize named) are all reported.
   */
  onlyChanged: boolean;
  models: ReadonlyMap<string, Model>;
  cwd: string;
}

/**
 * The findings that concern the changed files: one at a changed file (after source mapping); one whose related
 * place is in a changed file (the serving certificate of a caBundle or host finding), moved to that place; one
 * of a render whose kustomization file, or any chart file, changed; one on an object a changed file builds (its
 * base resource, a patch of it, a generator's file). `hidden` counts the rest of the renders' findings.
 */
export function concerning(findings: readonly Finding[], req: ConcernRequest): { findings: Finding[]; hidden: number } {
  const abs = (file: string) => path.resolve(req.cwd, file);
  const changed = (file: string) => req.changed.has(abs(file));
  const only = req.models.size === 1 ? req.models.keys().next().value : undefined;
  const sources = (o: ObjectRef | undefined, scope: string | undefined): string[] => {
    const r = o && scope !== undefined ? req.models.get(scope)?.get(o.kind, o.namespace ?? '', o.name) : undefined;
    if (!r) return [];
    return (r as Partial<SourcedResource>).sources?.() ?? [abs(r.doc.file)];
  };
  const out: Finding[] = [];
  let hidden = 0;
  for (const f of findings) {
    if (changed(f.file)) {
      out.push(f);
      continue;
    }
    const scope = f.scope ?? only;
    const moved = relocated(f, changed, (o) => sources(o, scope).find((s) => req.changed.has(s)), req.cwd);
    if (moved) {
      out.push(moved);
      continue;
    }
    const render = req.renders.find((r) => r.scope === scope);
    const named = !req.onlyChanged && (!render || !render.fedBy.length);
    const decided = render && [...req.changed].some((c) => render.reads(c) && render.decides(c));
    if (named || decided || sources(f.object, scope).some((s) => req.changed.has(s))) out.push(f);
    else hidden++;
  }
  return { findings: out, hidden };
}

/**
 * A finding reported elsewhere whose related place is in a changed file (or whose related object a changed
 * file generates: a certificate file a secretGenerator reads) is reported there, its own place kept as related.
 */
function relocated(
  f: Finding,
  changed: (file: string) => boolean,
  changedSource: (o: ObjectRef | undefined) => string | undefined,
  cwd: string,
): Finding | undefined {
  for (const r of f.related ?? []) {
    const generated = changed(r.file) ? undefined : changedSource(r.object);
    if (!changed(r.file) && !generated) continue;
    const at: Omit<RelatedPlace, 'message'> = generated ? { file: displayPath(generated, cwd), line: 1, column: 1 } : r;
    const own: RelatedPlace = {
      file: f.file,
      line: f.line,
      column: f.column,
      message: `reported on ${[f.field, f.object && `${f.object.kind} ${f.object.name}`].filter(Boolean).join(' of ')}`,
      ...(f.object ? { object: f.object } : {}),
      ...(f.rendered ? { rendered: f.rendered } : {}),
    };
    const { rendered: _rendered, ...rest } = f;
    return {
      ...rest,
      file: at.file,
      line: at.line,
      column: at.column,
      ...(at.rendered ? { rendered: at.rendered } : {}),
      related: [own, ...(f.related ?? []).filter((x) => x !== r)],
    };
  }
  return undefined;
}
