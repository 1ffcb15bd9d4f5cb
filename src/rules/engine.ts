import { dottedPath, locate } from '../load/position.js';
import { type PathSegment } from '../core/object.js';
import type { Model } from '../model/model.js';
import { annotations, refOf } from '../model/resource.js';
import { type Resource } from '../core/resource.js';
import type { Finding, Severity } from '../core/finding.js';
import type { LiveEvidence } from './live.js';
import type { HelmEvidence } from '../load/helm/unread.js';
import { fillMessage, type CheckSettings, type Rule } from './types.js';

export const SUPPRESS_PREFIX = 'webhook-cert-gate.io/ignore-';

export interface EngineOptions {
  settings: CheckSettings;
  /** Rule id to severity, or 'off'. */
  overrides?: Record<string, Severity | 'off'>;
  /** Refuse annotation suppressions. */
  strict?: boolean;
  /** Evidence from `cluster` for the live-only rules. */
  live?: LiveEvidence;
  /** Evidence from the Helm front end for helm-value-unused. */
  helm?: HelmEvidence;
}

/** Runs every enabled rule over the model; positions are resolved only for what is reported. */
export async function runRules(model: Model, rules: readonly Rule[], options: EngineOptions): Promise<Finding[]> {
  const findings: Finding[] = [];
  // One finding per object and rule, however many reports the empty suppression swallowed.
  const reasonless = new Map<string, { resource: Resource; ruleId: string }>();
  for (const rule of rules) {
    const override = options.overrides?.[rule.meta.id];
    if (override === 'off') continue;
    const severity = override ?? rule.meta.severity;
    await rule.check({
      model,
      settings: options.settings,
      live: options.live,
      helm: options.helm,
      report(r) {
        const template = rule.meta.messages[r.messageId];
        if (template === undefined) throw new Error(`rule ${rule.meta.id}: no message '${r.messageId}'`);
        const suppression = options.strict ? undefined : suppressionOf(r.resource, rule.meta.id);
        if (suppression !== undefined) {
          if (suppression.trim() === '') reasonless.set(keyOf(r.resource, rule.meta.id), { resource: r.resource, ruleId: rule.meta.id });
          return;
        }
        findings.push(toFinding(rule.meta.id, override ?? r.severity ?? severity, fillMessage(template, r.data), r.fix, r.resource, r.path ?? []));
      },
    });
  }
  for (const { resource, ruleId } of reasonless.values()) findings.push(reasonlessFinding(resource, ruleId));
  return findings;
}

function suppressionOf(r: Resource, ruleId: string): string | undefined {
  const value = annotations(r)[SUPPRESS_PREFIX + ruleId];
  return value === undefined || value === null ? undefined : String(value);
}

export function toFinding(
  rule: string, severity: Severity, message: string, fix: string, resource: Resource, path: readonly PathSegment[],
): Finding {
  const pos: { file: string; line: number; column: number; field?: string; note?: string } = resource.locate
    ? resource.locate(path)
    : { file: resource.doc.file, ...locate(resource.doc, [...resource.base, ...path]) };
  return {
    rule,
    severity,
    message: pos.note ? `${message} (${pos.note})` : message,
    fix,
    file: pos.file,
    line: pos.line,
    column: pos.column,
    object: refOf(resource),
    field: pos.field ?? (path.length ? dottedPath(path) : undefined),
    template: resource.doc.template,
  };
}

function keyOf(r: Resource, ruleId: string): string {
  return `${ruleId}\0${r.doc.file}\0${r.doc.index}\0${r.base.join('.')}`;
}

function reasonlessFinding(resource: Resource, ruleId: string): Finding {
  const annotation = SUPPRESS_PREFIX + ruleId;
  return toFinding(
    'suppression-reason-missing', 'warning',
    `Annotation ${annotation} suppresses ${ruleId} without a reason.`,
    `Give the annotation a value that says why the finding is accepted, e.g. "${annotation}: single-replica test cluster".`,
    resource, ['metadata', 'annotations', annotation],
  );
}
