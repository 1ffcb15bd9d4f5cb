import { dottedPath, positionOf } from '../load/position.js';
import { isObj, type PathSegment } from '../core/object.js';
import type { Model } from '../model/model.js';
import { refOf } from '../model/resource.js';
import { type Resource } from '../core/resource.js';
import type { Finding, RelatedPlace, Severity } from '../core/finding.js';
import type { LiveEvidence } from './live.js';
import {
  fillMessage,
  type CheckSettings,
  type DocumentError,
  type RelatedNode,
  type Report,
  type Rule,
} from './types.js';
import type { HelmEvidence } from '../load/helm/unread.js';
import type { ApplicationEvidence } from '../load/gitops/types.js';
import type { ServedEvidence } from './templates/cert-words.js';

export const SUPPRESS_PREFIX = 'webhook-cert-gate.io/ignore-';

export interface EngineOptions {
  settings: CheckSettings;
  /** Rule id to severity, or 'off'. */
  overrides?: Readonly<Record<string, Severity | 'off'>>;
  /** Rule id to its options, already validated and merged over its defaults (options.ts, configuredRules). */
  options?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Evidence from `cluster` for the live-only rules. */
  live?: LiveEvidence;
  /** Documents the loader could not parse. */
  syntaxErrors?: readonly DocumentError[];
  /** Evidence from the Helm front end for helm-value-unused. */
  helm?: HelmEvidence;
  /** The applications not checked, for application-not-checked. */
  applications?: ApplicationEvidence;
  /** The model of the state now deployed (check --before), for the rotation-* rules. */
  before?: Model;
  /** Evidence from `cert` for the certificate rules. */
  served?: ServedEvidence;
}

/**
 * Runs every enabled rule over the model: the one author of findings, so a configured severity, `off` and a
 * suppression annotation apply to every finding alike. Positions are resolved only for what is reported.
 */
export async function runRules(model: Model, rules: readonly Rule[], options: EngineOptions): Promise<Finding[]> {
  const findings: Finding[] = [];
  const ruleIds = rules.map((r) => r.meta.id);
  for (const rule of rules) {
    const override = options.overrides?.[rule.meta.id];
    if (override === 'off') continue;
    // Per rule, not per report: the annotation a suppression would use (none under --strict).
    const suppressKey = options.settings.strict ? undefined : SUPPRESS_PREFIX + rule.meta.id;
    await rule.check({
      model,
      options: options.options?.[rule.meta.id] ?? rule.meta.defaultOptions ?? {},
      settings: options.settings,
      live: options.live,
      syntaxErrors: options.syntaxErrors ?? [],
      ruleIds,
      helm: options.helm,
      applications: options.applications,
      before: options.before,
      served: options.served,
      report(r) {
        if (r.resource && suppressKey !== undefined && annotationOf(r.resource, suppressKey) !== undefined) return;
        findings.push(findingOf(rule, r, override ?? r.severity ?? rule.meta.severity));
      },
    });
  }
  return findings;
}

/** The finding of one report: its message filled from the rule's template, its position resolved. */
export function findingOf(rule: Rule, r: Report, severity: Severity): Finding {
  const template = rule.meta.messages[r.messageId];
  if (template === undefined) throw new Error(`rule ${rule.meta.id}: no message '${r.messageId}'`);
  const message = fillMessage(template, r.data);
  if (r.resource) {
    const finding = toFinding(rule.meta.id, severity, message, r.fix, r.resource, r.path ?? NO_PATH);
    if (r.related?.length) finding.related = r.related.map(relatedPlace);
    return finding;
  }
  const { file, line, column, template: source } = r.location;
  const finding: Finding = { rule: rule.meta.id, severity, message, fix: flat(r.fix), file, line, column };
  if (source) finding.template = source;
  return finding;
}

const NO_PATH: readonly PathSegment[] = [];

function relatedPlace(n: RelatedNode): RelatedPlace {
  const pos = positionOf(n.resource, n.path);
  const place: RelatedPlace = {
    file: pos.file,
    line: pos.line,
    column: pos.column,
    message: n.message,
    object: refOf(n.resource),
  };
  if (pos.rendered) place.rendered = pos.rendered;
  return place;
}

/** The reason given by a suppression annotation of the rule on the object, or undefined when there is none. */
export function suppressionOf(r: Resource, ruleId: string): string | undefined {
  return annotationOf(r, SUPPRESS_PREFIX + ruleId);
}

/** One annotation's value as text, read in place (no copy of the annotations for objects that have none). */
function annotationOf(r: Resource, key: string): string | undefined {
  const metadata = r.body.metadata;
  const a = isObj(metadata) ? metadata.annotations : undefined;
  const value = isObj(a) ? a[key] : undefined;
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function toFinding(
  rule: string,
  severity: Severity,
  message: string,
  fix: string,
  resource: Resource,
  path: readonly PathSegment[],
): Finding {
  const pos = positionOf(resource, path);
  const finding: Finding = {
    rule,
    severity,
    message: pos.note ? flat(`${message} (${pos.note})`) : message,
    fix: flat(fix),
    file: pos.file,
    line: pos.line,
    column: pos.column,
    object: refOf(resource),
    field: flat(pos.field ?? (path.length ? dottedPath(path) : undefined)),
    template: resource.doc.template,
  };
  if (pos.rendered) finding.rendered = pos.rendered;
  return finding;
}

const FLATTEN = /^/;

/**
 * The string as one flat string. A string built piece by piece (`+`, a template literal) is a tree of its
 * pieces: a fix or a field path kept by every finding was a dozen small objects that the garbage collector
 * copied until the report was written. A regular expression runs on a flat string only, so V8 flattens it
 * in place (Node 20 and 24 alike; reading a character does so on Node 20 only), and the pieces die young;
 * it changes no value.
 */
function flat<T extends string | undefined>(s: T): T {
  if (s) FLATTEN.test(s);
  return s;
}
