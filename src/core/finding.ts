import { InputError } from './errors.js';

/** The one shape every stage hands to reporters. Field names are the JSON output contract. */
export type Severity = 'error' | 'warning' | 'info';

export const SEVERITY_RANK: Record<Severity, number> = { info: 1, warning: 2, error: 3 };

/** A line of a render's output: `file` names the render (the kustomization folder as built), not a file on disk. */
export interface RenderedPlace {
  file: string;
  line: number;
  column: number;
}

/** Another place a finding rests on: the serving certificate of a caBundle or host finding, in its Secret. */
export interface RelatedPlace {
  file: string;
  line: number;
  column: number;
  /** What is there, e.g. `the serving certificate (Secret system/webhook-tls)`. */
  message: string;
  /** The object there. */
  object?: ObjectRef;
  /** For a place in a source file of a kustomize render: its line in the render. */
  rendered?: RenderedPlace;
}

export interface ObjectRef {
  kind: string;
  name: string;
  namespace?: string;
}

export interface Finding {
  rule: string;
  severity: Severity;
  message: string;
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  object?: ObjectRef;
  /** Dotted path of the offending field inside the object, e.g. `spec.template.spec.containers[0].env[2]`. */
  field?: string;
  /** What to change, in one sentence. */
  fix?: string;
  /** Helm `# Source:` template the document came from, when it was rendered. */
  template?: string;
  /** For an object rendered by kustomize, whose `file` is the source that sets the field: the line in the render. */
  rendered?: RenderedPlace;
  /** The scope (kustomization, Helm release, environment folder) of the object, when a run checked more than one. */
  scope?: string;
  /** Other places the finding rests on (SARIF relatedLocations after the render's). */
  related?: RelatedPlace[];
  /** The application that deploys the object (`<engine>/<Kind>/<namespace>/<name>`, docs/checking.md#applications). */
  application?: string;
}

/** The thresholds of --fail-on (and the Action's fail-on input, the config's failOn). */
export const FAIL_ON = ['error', 'warning', 'info', 'none'] as const;

/** A --fail-on value, or a usage error naming where it was given (`--fail-on`, `input 'fail-on'`). */
export function parseFailOnValue(value: string, where: string): Severity | 'none' {
  if (!(FAIL_ON as readonly string[]).includes(value))
    throw new InputError(`${where} must be one of ${FAIL_ON.join(', ')} (got '${value}')`);
  return value as Severity | 'none';
}

/** The scheme of a live object's logical location (docs/cluster.md#where-a-live-finding-points). */
export const LIVE_SCHEME = 'cluster://';

/**
 * A finding on a live object: `file` is `cluster://<kind>/[<namespace>/]<name>[#<field path>]` and line and
 * column are 0 (no file holds it). Its object part and field part; undefined for a finding in a file.
 */
export function logicalLocation(f: Finding): { object: string; field: string } | undefined {
  if (f.line !== 0 || !f.file.startsWith(LIVE_SCHEME)) return undefined;
  const hash = f.file.indexOf('#');
  return hash < 0 ? { object: f.file, field: '' } : { object: f.file.slice(0, hash), field: f.file.slice(hash + 1) };
}

/** Where a finding is, as one string: `file:line:column`, or a live object's logical location as it is. */
export function placeOf(f: Finding): string {
  return logicalLocation(f) ? f.file : `${f.file}:${f.line}:${f.column}`;
}

export function atOrAbove(severity: Severity, threshold: Severity | 'none'): boolean {
  return threshold !== 'none' && SEVERITY_RANK[severity] >= SEVERITY_RANK[threshold];
}

export function summarize(findings: readonly Finding[]): Record<Severity, number> {
  const summary = { error: 0, warning: 0, info: 0 };
  for (const f of findings) summary[f.severity]++;
  return summary;
}

/** Stable output order: file, line, column, rule. */
export function compareFindings(a: Finding, b: Finding): number {
  return a.file < b.file
    ? -1
    : a.file > b.file
      ? 1
      : a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

/** What reporters need to know about a rule (SARIF rule table, docs links). */
export interface RuleInfo {
  id: string;
  severity: Severity;
  description: string;
  help: string;
  docsUrl: string;
}
