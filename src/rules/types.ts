import type { PathSegment } from '../core/object.js';
import type { Model } from '../model/model.js';
import type { Resource } from '../core/resource.js';
import type { Severity } from '../core/finding.js';
import type { LiveEvidence } from './live.js';
import type { HelmEvidence } from '../load/helm/unread.js';

/**
 * What a rule is, for users: the rule table, `explain`, SARIF and docs links come from here; the longer
 * prose (why, how to fix, an example) from src/rules/docs/<id>.yaml (`docsOf`), where controller facts may be named.
 */
export interface RuleMeta {
  id: string;
  severity: Severity;
  /** One line: what the rule finds. */
  description: string;
  /** Message templates by id; `{name}` placeholders are filled from the report's data. */
  messages: Record<string, string>;
}

export interface Report {
  resource: Resource;
  /** Path of the offending node inside the object; the deepest existing node is used when the path is absent. */
  path?: PathSegment[];
  messageId: string;
  data?: Record<string, string | number>;
  /** The exact change for this case. */
  fix: string;
  /** A lower (or higher) severity for this case than the rule's; a configured override still wins. */
  severity?: Severity;
}

export interface CheckSettings {
  /** Evaluation time for certificate validity. */
  at: Date;
  /** cert-expiring-soon threshold, days. */
  minDays: number;
}

export interface RuleContext {
  model: Model;
  settings: CheckSettings;
  /** What `cluster` measured (access reviews, TLS probes, churn samples, refused reads); absent for files. */
  live?: LiveEvidence;
  /** What the Helm front end found besides objects: given values nothing reads. */
  helm?: HelmEvidence;
  report(report: Report): void;
}

export interface Rule {
  meta: RuleMeta;
  /** May be async, for rules that load a heavy module (x509) only when the inputs need it. */
  check(context: RuleContext): void | Promise<void>;
}

/** Each template cut once into literal, key, literal, ...: a run with 20,000 findings fills them by joining. */
const cut = new Map<string, string[]>();

export function fillMessage(template: string, data: Record<string, string | number> = {}): string {
  let parts = cut.get(template);
  if (!parts) cut.set(template, (parts = template.split(/\{(\w+)\}/)));
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const k = parts[i]!;
    out += (k in data ? String(data[k]) : `{${k}}`) + parts[i + 1]!;
  }
  return out;
}
