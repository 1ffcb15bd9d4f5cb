// cluster --desired: the change desired manifests would make to the live cluster, judged as check --before
// judges a change (docs/rotation.md): the live objects are the state in force, and what each backend serves
// now (probed) replaces the assumption that every pod serves the Secret it mounts.
import path from 'node:path';
import { runCheck } from '../check.js';
import { servedByEntry } from '../cluster/served.js';
import { InputError } from '../core/errors.js';
import type { Finding } from '../core/finding.js';
import type { Config } from '../load/config.js';
import { statIfAny } from '../load/files.js';
import type { Model } from '../model/model.js';
import type { AuditEvidence } from '../rules/live.js';
import { recordServed } from '../rules/templates/rotation-state.js';
import { gatherInputs } from './check-command.js';
import type { CliIo } from './io.js';

/** Before connecting: every --desired path exists (a typo is a usage error, not an empty change). */
export function checkDesiredPaths(paths: readonly string[], cwd: string): void {
  for (const p of paths) {
    if (p === '-') throw new InputError('--desired -: the desired state must be a file or folder, not stdin');
    if (!statIfAny(path.resolve(cwd, p))) throw new InputError(`--desired ${p}: no such file or folder`);
  }
}

/** The rotation-* (and yaml-syntax) findings of moving the live state to the desired one, at the desired files' lines. */
export async function desiredFindings(
  paths: readonly string[],
  live: { models: ReadonlyMap<string, Model>; audit?: AuditEvidence },
  ctx: { config: Config; io: CliIo; namespace: string },
): Promise<Finding[]> {
  const { errors, helm: _helm, ...inputs } = await gatherInputs([...paths], { ...ctx, opts: {} });
  if (live.audit) {
    const served = servedByEntry(live.audit);
    for (const model of live.models.values()) recordServed(model, served);
  }
  const result = await runCheck({
    ...inputs,
    config: ctx.config,
    cwd: ctx.io.cwd,
    namespace: ctx.namespace,
    before: live.models,
    // A desired file kubectl would refuse is still reported (yaml-syntax), as check reports it.
    onlyRules: (id) => id.startsWith('rotation-') || id === 'yaml-syntax',
  });
  const first = [...errors, ...result.errors][0];
  if (first !== undefined) throw new InputError(`--desired: ${first}`);
  if (!result.stats.resources) throw new InputError(`--desired ${paths.join(' ')}: holds no Kubernetes objects`);
  return result.findings;
}
