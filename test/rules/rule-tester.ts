// A small valid/invalid rule tester in the style of ESLint's RuleTester: each case is a manifest text;
// an invalid case lists the reports it must produce (message id, and optionally line, severity, object
// kind, field, message pattern), no more and no fewer. The rule runs alone on the model of the case, as
// the engine runs it; rules the loader or the engine report (no messages of their own) are matched on the
// findings of a whole check instead.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCheck, type CheckOptions } from '../../src/check.js';
import type { Finding, Severity } from '../../src/core/finding.js';
import { toFinding } from '../../src/rules/engine.js';
import { fillMessage, type Rule } from '../../src/rules/types.js';
import { ROOT } from '../helpers.js';

export const AT = new Date('2026-06-01T00:00:00Z');

export interface Case {
  /** Shown in the test name; defaults to the first comment line of the code, or its index. */
  name?: string;
  code: string;
  options?: Partial<CheckOptions>;
}

export interface ExpectedReport {
  messageId?: string;
  line?: number;
  severity?: Severity;
  /** Kind of the object the report is on. */
  kind?: string;
  field?: string;
  message?: RegExp;
}

export interface InvalidCase extends Case {
  errors: ExpectedReport[];
}

interface Got extends Finding {
  messageId?: string;
}

/** The reports of one rule on one manifest text, in source order. */
export async function reportsOf(rule: Rule, code: string, options: Partial<CheckOptions> = {}): Promise<Got[]> {
  const result = await runCheck({ sources: [{ file: 'case.yaml', text: code }], cwd: ROOT, at: AT, ...options });
  if (!Object.keys(rule.meta.messages).length) return result.findings.filter((f) => f.rule === rule.meta.id);
  const got: Got[] = [];
  await rule.check({
    model: result.model,
    settings: { at: options.at ?? AT, minDays: options.config?.minDays ?? 30 },
    live: options.live,
    report(r) {
      const template = rule.meta.messages[r.messageId];
      assert.ok(template !== undefined, `rule ${rule.meta.id} reported unknown messageId '${r.messageId}'`);
      const finding = toFinding(rule.meta.id, r.severity ?? rule.meta.severity, fillMessage(template, r.data), r.fix, r.resource, r.path ?? []);
      assert.doesNotMatch(finding.message, /\{\w+\}/, `unfilled placeholder in ${rule.meta.id}/${r.messageId}`);
      got.push({ ...finding, messageId: r.messageId });
    },
  });
  return got.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

const label = (c: Case, i: number) => c.name ?? /^#\s*(.+)$/m.exec(c.code)?.[1] ?? `case ${i + 1}`;

export function ruleTester(rule: Rule, tests: { valid: (Case | string)[]; invalid: InvalidCase[] }): void {
  describe(rule.meta.id, () => {
    tests.valid.map((c) => (typeof c === 'string' ? { code: c } : c)).forEach((c, i) => {
      it(`valid: ${label(c, i)}`, async () => {
        const got = await reportsOf(rule, c.code, c.options);
        assert.deepEqual(got.map((g) => `${g.messageId ?? g.rule}: ${g.message}`), []);
      });
    });
    tests.invalid.forEach((c, i) => {
      it(`invalid: ${label(c, i)}`, async () => {
        assert.ok(c.errors.length > 0, 'an invalid case lists at least one report');
        const got = await reportsOf(rule, c.code, c.options);
        assert.equal(got.length, c.errors.length, `reports: ${got.map((g) => `${g.messageId ?? g.rule}@${g.line}: ${g.message}`).join(' | ')}`);
        c.errors.forEach((want, j) => {
          const g = got[j]!;
          if (want.messageId !== undefined) assert.equal(g.messageId, want.messageId, `report ${j} messageId`);
          if (want.line !== undefined) assert.equal(g.line, want.line, `report ${j} line (${g.message})`);
          if (want.severity !== undefined) assert.equal(g.severity, want.severity, `report ${j} severity`);
          if (want.kind !== undefined) assert.equal(g.object?.kind, want.kind, `report ${j} object kind`);
          if (want.field !== undefined) assert.equal(g.field, want.field, `report ${j} field`);
          if (want.message !== undefined) assert.match(g.message, want.message, `report ${j} message`);
        });
      });
    });
  });
}
