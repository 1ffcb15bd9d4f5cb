import path from 'node:path';
import type { Config } from './load/config.js';
import { globMatcher, pathMatcher } from './load/config.js';
import { DEFAULT_LIMITS, parseFiles, type ParseLimits } from './load/documents.js';
import { DEFAULT_MAX_FILE_BYTES, displayPath, readInputs, type InputText } from './load/files.js';
import { loadOwners } from './load/owners.js';
import { loadProfiles, type Profile } from './load/profiles.js';
import { Model } from './model/model.js';
import { resourcesOf } from './model/resource.js';
import { assignScopes, byScope, DEFAULT_SCOPE } from './model/scope.js';
import { type Resource } from './core/resource.js';
import type { Finding } from './core/finding.js';
import { runRules } from './rules/engine.js';
import { RULES } from './rules/index.js';
import { configuredRules } from './rules/options.js';
import type { LiveEvidence } from './rules/live.js';
import type { DocumentError } from './rules/types.js';
import type { HelmEvidence } from './load/helm/unread.js';
import type { ApplicationEvidence } from './load/gitops/types.js';

export { DEFAULT_MAX_FILE_BYTES } from './load/files.js';

export interface CheckOptions {
  /** Files, folders, or `-` for standard input. */
  paths?: readonly string[];
  /** Texts already in memory (live objects, rendered charts). */
  sources?: readonly InputText[];
  /** Objects built by other front ends (Helm values), checked with the rest. */
  extraResources?: readonly Resource[];
  config?: Config;
  cwd?: string;
  readStdin?: (maxBytes?: number) => Promise<string>;
  at?: Date;
  strict?: boolean;
  /** Namespace for objects without one (kubectl apply -n). */
  namespace?: string;
  limits?: ParseLimits;
  /** Profiles already loaded (saves the read when a caller checks many times). */
  profiles?: Profile[];
  /** Evidence from `cluster` for the live-only rules. */
  live?: LiveEvidence;
  /** What the Helm front end found besides objects (given values nothing reads). */
  helm?: HelmEvidence;
  /** The applications rendered (their scopes) and those that could not be (docs/checking.md#applications). */
  applications?: ApplicationEvidence;
  /** Files an application renders from: checked as part of it, never read again on their own. */
  exclude?: (file: string) => boolean;
  /** Texts of files already read, by absolute path: not read again. */
  prefetched?: ReadonlyMap<string, string>;
  /** The models of the state now deployed, by scope (check --before): the rotation-* rules compare with them. */
  before?: ReadonlyMap<string, Model>;
  /** Build the models only, without running the rules (the before state of check --before). */
  modelsOnly?: boolean;
  /** Run only the rules whose id this accepts (cluster --desired runs the rotation-* rules). */
  onlyRules?: (id: string) => boolean;
}

export interface CheckResult {
  findings: Finding[];
  /** Unreadable inputs, one line each: the CLI prints them and exits 2, after checking the rest. */
  errors: string[];
  /** Documents that did not parse (reported by yaml-syntax). */
  syntaxErrors: DocumentError[];
  /** The model of the first scope (the only one, unless several were checked). */
  model: Model;
  /** One model per scope, by scope name (docs/checking.md#scopes). */
  models: Map<string, Model>;
  stats: { files: number; resources: number };
}

/** The one function every surface calls: inputs in, linked model and findings out, one model per scope. */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const config = options.config ?? {};
  const configured = configuredRules(RULES, config.rules, config.source);
  const rules = options.onlyRules ? RULES.filter((r) => options.onlyRules!(r.meta.id)) : RULES;
  const cwd = options.cwd ?? process.cwd();
  const { inputs, errors } = options.paths?.length
    ? await readInputs(options.paths, {
        cwd,
        readStdin: options.readStdin ?? (() => Promise.resolve('')),
        maxFileBytes: config.maxFileSize ?? DEFAULT_MAX_FILE_BYTES,
        ignored: notInputs(config, cwd, options.exclude),
        prefetched: options.prefetched,
      })
    : { inputs: [], errors: [] };
  const texts = [...inputs, ...(options.sources ?? [])];
  const namespace = options.namespace ?? config.namespace ?? 'default';
  const resources: Resource[] = [...(options.extraResources ?? [])];
  const syntaxErrors: DocumentError[] = [];
  // Small files are parsed in batches (load/documents.ts): the parser stays warm across a repository's files.
  const parsedFiles = parseFiles(texts, options.limits ?? DEFAULT_LIMITS);
  for (let k = 0; k < texts.length; k++) {
    const input = texts[k]!;
    const first = resources.length;
    for (const parsed of parsedFiles[k]!) {
      if (parsed.error)
        syntaxErrors.push({
          file: input.file,
          ...parsed.error,
          ...(parsed.doc.template ? { template: parsed.doc.template } : {}),
        });
      else if (input.decorate) for (const r of resourcesOf(parsed, namespace)) resources.push(input.decorate(r));
      else resourcesOf(parsed, namespace, resources);
    }
    if (input.scope !== undefined) for (let i = first; i < resources.length; i++) resources[i]!.scope = input.scope;
  }
  const read = resources.length; // a shared folder's objects are copied into each environment's scope
  const scopeOfFile = assignScopes(resources, config.scopes?.length ? pathMatcher(config.scopes) : undefined);
  const renderScopes = new Map(texts.flatMap((t) => (t.scope === undefined ? [] : [[t.file, t.scope] as const])));
  const scopeOfError = (e: DocumentError) => renderScopes.get(e.file) ?? scopeOfFile(e.file);
  const scopes = byScope(resources);
  // A scope whose every document failed to parse still runs: yaml-syntax reports there.
  for (const e of syntaxErrors) if (!scopes.has(scopeOfError(e))) scopes.set(scopeOfError(e), []);
  if (!scopes.size) scopes.set(DEFAULT_SCOPE, []);
  const profiles = options.profiles ?? (await loadProfiles(config.owners));
  const owners = await loadOwners(config.owners);
  const models = new Map<string, Model>();
  const findings: Finding[] = [];
  for (const [scope, members] of scopes) {
    const model = new Model(members, profiles, owners);
    models.set(scope, model);
    if (options.modelsOnly) continue;
    const found = await runRules(model, rules, {
      settings: {
        at: options.at ?? new Date(),
        minDays: config.minDays ?? 30,
        strict: options.strict ?? config.strict,
      },
      overrides: configured.severities,
      options: configured.options,
      live: options.live,
      // Given values belong to no object: reported once, with the first scope.
      helm: models.size === 1 ? options.helm : undefined,
      applications: options.applications,
      syntaxErrors: syntaxErrors.filter((e) => scopeOfError(e) === scope),
      before: beforeOf(options.before, scope),
    });
    // One push each: a spread of tens of thousands of findings would be as many call arguments.
    for (const f of found) {
      // A scope is named only where there is more than one to tell apart (set, never deleted: a delete
      // turns each finding into a slow dictionary object).
      if (scopes.size > 1) f.scope = scope;
      if (options.applications?.checked.has(scope)) f.application = scope;
      findings.push(f);
    }
  }
  const stats = { files: texts.reduce((n, t) => n + (t.files ?? 1), 0), resources: read };
  return { findings, errors, syntaxErrors, model: models.values().next().value!, models, stats };
}

/** The deployed state's model of a scope: the one of the same name, else the only one there is. */
function beforeOf(before: ReadonlyMap<string, Model> | undefined, scope: string): Model | undefined {
  if (!before) return undefined;
  return before.get(scope) ?? (before.size === 1 ? before.values().next().value : undefined);
}

/** Files never read as manifests: ignorePaths, the configuration file itself, and what the caller excludes. */
function notInputs(config: Config, cwd: string, exclude?: (file: string) => boolean): (file: string) => boolean {
  const ignored = globMatcher(config.ignorePaths ?? []);
  const own = config.source ? displayPath(path.resolve(cwd, config.source), cwd) : undefined;
  return (file) => file === own || ignored(file) || Boolean(exclude?.(file));
}
