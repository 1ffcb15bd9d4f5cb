// A small valid/invalid rule tester in the style of ESLint's RuleTester: each case is a manifest text;
// an invalid case lists the reports it must produce (message id, and optionally line, severity, object
// kind, field, message pattern), no more and no fewer. The rule runs alone on the model of the case, as
// the engine runs it (suppression annotations are the engine's and do not apply here). Each invalid case is
// also run as a whole check, where the rule must report, and vanish when the config turns it off.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCheck, type CheckOptions } from '../../src/check.js';
import type { Finding, Severity } from '../../src/core/finding.js';
import { findingOf } from '../../src/rules/engine.js';
import { RULES } from '../../src/rules/index.js';
import { configuredRules } from '../../src/rules/options.js';
import type { Rule } from '../../src/rules/types.js';
import { ROOT } from '../helpers.js';

export const AT = new Date('2026-06-01T00:00:00Z');

export interface Case {
  /** Shown in the test name; defaults to the first comment line of the code, or its index. */
  name?: string;
  code: string;
  /** The state deployed now (check --before), for the rotation-* rules; without it, a check of one state. */
  before?: string;
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

/** The models of a deployed state's manifest text, as check --before reads it. */
async function deployed(text: string | undefined): Promise<Pick<CheckOptions, 'before'>> {
  if (text === undefined) return {};
  const { models } = await runCheck({ sources: [{ file: 'before.yaml', text }], cwd: ROOT, at: AT, modelsOnly: true });
  return { before: models };
}

/** The reports of one rule on one manifest text, in source order. */
export async function reportsOf(
  rule: Rule,
  code: string,
  options: Partial<CheckOptions> = {},
  before?: string,
): Promise<Got[]> {
  options = { ...options, ...(await deployed(before)) };
  const result = await runCheck({ sources: [{ file: 'case.yaml', text: code }], cwd: ROOT, at: AT, ...options });
  const got: Got[] = [];
  const configured = configuredRules(RULES, options.config?.rules, options.config?.source);
  await rule.check({
    model: result.model,
    options: configured.options[rule.meta.id] ?? rule.meta.defaultOptions ?? {},
    settings: {
      at: options.at ?? AT,
      minDays: options.config?.minDays ?? 30,
      strict: options.strict ?? options.config?.strict,
    },
    live: options.live,
    // A case is one scope, and so is its deployed state.
    before: options.before ? [...options.before.values()][0] : undefined,
    syntaxErrors: result.syntaxErrors,
    ruleIds: RULES.map((r) => r.meta.id),
    report(r) {
      assert.ok(r.messageId in rule.meta.messages, `rule ${rule.meta.id} reported unknown messageId '${r.messageId}'`);
      const finding = findingOf(rule, r, r.severity ?? rule.meta.severity);
      assert.doesNotMatch(finding.message, /\{\w+\}/, `unfilled placeholder in ${rule.meta.id}/${r.messageId}`);
      got.push({ ...finding, messageId: r.messageId });
    },
  });
  return got.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Through the engine, the configured severity and `off` apply to the rule's findings like any other rule's. */
async function configApplies(id: string, c: Case): Promise<void> {
  const before = await deployed(c.before);
  const run = async (setting?: Severity | 'off') => {
    // A case's options stay: only the severity of `[severity, {options}]` changes.
    const given = c.options?.config?.rules?.[id];
    const value = setting && Array.isArray(given) ? [setting, ...given.slice(1)] : setting;
    const config = { ...c.options?.config, ...(value ? { rules: { ...c.options?.config?.rules, [id]: value } } : {}) };
    const { findings } = await runCheck({
      sources: [{ file: 'case.yaml', text: c.code }],
      cwd: ROOT,
      at: AT,
      ...c.options,
      ...before,
      config,
    });
    return findings.filter((f) => f.rule === id);
  };
  assert.ok((await run()).length > 0, `a whole check reports ${id} too`);
  assert.deepEqual(await run('off'), [], `rules: {${id}: off} silences it`);
  assert.deepEqual(
    new Set((await run('info')).map((f) => f.severity)),
    new Set(['info']),
    `rules: {${id}: info} sets its severity`,
  );
}

const label = (c: Case, i: number) => c.name ?? /^#\s*(.+)$/m.exec(c.code)?.[1] ?? `case ${i + 1}`;

export function ruleTester(rule: Rule, tests: { valid: (Case | string)[]; invalid: InvalidCase[] }): void {
  describe(rule.meta.id, () => {
    tests.valid
      .map((c) => (typeof c === 'string' ? { code: c } : c))
      .forEach((c, i) => {
        it(`valid: ${label(c, i)}`, async () => {
          const got = await reportsOf(rule, c.code, c.options, c.before);
          assert.deepEqual(
            got.map((g) => `${g.messageId ?? g.rule}: ${g.message}`),
            [],
          );
        });
      });
    tests.invalid.forEach((c, i) => {
      it(`invalid: ${label(c, i)}`, async () => {
        assert.ok(c.errors.length > 0, 'an invalid case lists at least one report');
        const got = await reportsOf(rule, c.code, c.options, c.before);
        assert.equal(
          got.length,
          c.errors.length,
          `reports: ${got.map((g) => `${g.messageId ?? g.rule}@${g.line}: ${g.message}`).join(' | ')}`,
        );
        c.errors.forEach((want, j) => {
          const g = got[j]!;
          if (want.messageId !== undefined) assert.equal(g.messageId, want.messageId, `report ${j} messageId`);
          if (want.line !== undefined) assert.equal(g.line, want.line, `report ${j} line (${g.message})`);
          if (want.severity !== undefined) assert.equal(g.severity, want.severity, `report ${j} severity`);
          if (want.kind !== undefined) assert.equal(g.object?.kind, want.kind, `report ${j} object kind`);
          if (want.field !== undefined) assert.equal(g.field, want.field, `report ${j} field`);
          if (want.message !== undefined) assert.match(g.message, want.message, `report ${j} message`);
        });
        await configApplies(rule.meta.id, c);
      });
    });
  });
}
