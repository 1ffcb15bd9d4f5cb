import type { Config } from './load/config.js';
import { globMatcher } from './load/config.js';
import { DEFAULT_LIMITS, parseDocuments, type ParseLimits } from './load/documents.js';
import { DEFAULT_MAX_FILE_BYTES, readInputs, type InputText } from './load/files.js';
import { loadOwners } from './load/owners.js';
import { loadProfiles, type Profile } from './load/profiles.js';
import { Model } from './model/model.js';
import { resourcesOf } from './model/resource.js';
import { type Resource } from './core/resource.js';
import type { Finding } from './core/finding.js';
import { InputError } from './core/errors.js';
import { nearest } from './core/nearest.js';
import { runRules } from './rules/engine.js';
import { RULES } from './rules/index.js';
import type { LiveEvidence } from './rules/live.js';
import type { DocumentError } from './rules/types.js';
import type { HelmEvidence } from './load/helm/unread.js';

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
  readStdin?: () => Promise<string>;
  at?: Date;
  strict?: boolean;
  /** Namespace for objects without one (kubectl apply -n). */
  namespace?: string;
  limits?: ParseLimits;
  /** Profiles already loaded (saves the read when a caller checks many times). */
  profiles?: Profile[];
  /** Evidence from `cluster` for the live-only rules. */
  live?: LiveEvidence;
  /** Evidence from the Helm front end (given values nothing reads). */
  helm?: HelmEvidence;
}

export interface CheckResult {
  findings: Finding[];
  /** Unreadable inputs, one line each: the CLI prints them and exits 2, after checking the rest. */
  errors: string[];
  /** Documents that did not parse (reported by yaml-syntax). */
  syntaxErrors: DocumentError[];
  model: Model;
  stats: { files: number; resources: number };
}

/** The one function every surface calls: inputs in, linked model and findings out. */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const config = options.config ?? {};
  assertKnownRules(config);
  const cwd = options.cwd ?? process.cwd();
  const { inputs, errors } = options.paths?.length
    ? await readInputs(options.paths, {
        cwd,
        readStdin: options.readStdin ?? (() => Promise.resolve('')),
        maxFileBytes: config.maxFileSize ?? DEFAULT_MAX_FILE_BYTES,
        ignored: globMatcher(config.ignorePaths ?? []),
      })
    : { inputs: [], errors: [] };
  const texts = [...inputs, ...(options.sources ?? [])];
  const namespace = options.namespace ?? config.namespace ?? 'default';
  const syntaxErrors: DocumentError[] = [];
  const resources: Resource[] = [...(options.extraResources ?? [])];
  for (const input of texts) {
    for (const parsed of parseDocuments(input.file, input.text, options.limits ?? DEFAULT_LIMITS)) {
      if (parsed.error) syntaxErrors.push({ file: input.file, ...parsed.error, ...(parsed.doc.template ? { template: parsed.doc.template } : {}) });
      else if (input.decorate) resources.push(...resourcesOf(parsed, namespace).map(input.decorate));
      else resourcesOf(parsed, namespace, resources);
    }
  }
  const profiles = options.profiles ?? (await loadProfiles(config.profiles));
  const model = new Model(resources, profiles, await loadOwners(config.owners));
  const findings = await runRules(model, RULES, {
    settings: { at: options.at ?? new Date(), minDays: config.minDays ?? 30, strict: options.strict ?? config.strict },
    overrides: config.rules,
    live: options.live,
    helm: options.helm,
    syntaxErrors,
  });
  return { findings, errors, syntaxErrors, model, stats: { files: texts.length, resources: resources.length } };
}

/** A rule id in the config that no rule has is a typo that would silently change nothing: refuse it. */
function assertKnownRules(config: Config): void {
  const known = RULES.map((r) => r.meta.id);
  for (const id of Object.keys(config.rules ?? {})) {
    if (known.includes(id)) continue;
    throw new InputError(`${config.source ?? 'config'}: rules: unknown rule id '${id}'; did you mean '${nearest(id, known) ?? ''}'? (webhook-cert-gate rules lists them)`);
  }
}
