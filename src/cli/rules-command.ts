import { docsOf, findRule, RULES } from '../rules/index.js';
import { configuredRules, optionsOf } from '../rules/options.js';
import type { Rule } from '../rules/types.js';
import { ruleDocsUrl } from '../core/tool.js';
import { likelyTypo } from '../core/nearest.js';
import type { Severity } from '../core/finding.js';
import { loadConfig } from '../load/config.js';
import {
  CONFIG_OPTION,
  defineCommand,
  HELP_OPTION,
  parseCommand,
  PRINT_OPTIONS,
  printHelp,
  writeReport,
} from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';

const RULE_OPTIONS = { ...PRINT_OPTIONS, ...CONFIG_OPTION, ...HELP_OPTION } as const;

export const RULES_SPEC = defineCommand({
  name: 'rules',
  usage: ['rules [--format text|json] [-o FILE] [--config FILE]'],
  description: `Lists every rule: its id, severity (as the configuration sets it: off, or another level), what it finds,
and its options.`,
  options: RULE_OPTIONS,
});

export const EXPLAIN_SPEC = defineCommand({
  name: 'explain',
  usage: ['explain RULE [--format text|json] [-o FILE] [--config FILE]'],
  operands: 'RULE',
  description: `Why a rule matters, how to fix what it finds, its options and an example that fires it.`,
  options: RULE_OPTIONS,
});

/** Each rule's severity as the configuration sets it (`off` included). */
async function severities(io: CliIo, config: string | undefined): Promise<(r: Rule) => Severity | 'off'> {
  const loaded = await loadConfig(io.cwd, config);
  const set = configuredRules(RULES, loaded.rules, loaded.source).severities;
  return (r) => set[r.meta.id] ?? r.meta.severity;
}

export async function rulesCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommand(RULES_SPEC, args);
  if (values.help) return printHelp(io, RULES_SPEC);
  const severity = await severities(io, values.config);
  await writeReport(io, values.output, values.format === 'json' ? rulesJson(severity) : rulesText(severity));
  return EXIT.ok;
}

function ruleJson(r: Rule, severity: (r: Rule) => Severity | 'off') {
  const options = optionsOf(r.meta);
  return {
    id: r.meta.id,
    severity: severity(r),
    description: r.meta.description,
    docs: ruleDocsUrl(r.meta.id),
    ...(options.length ? { options } : {}),
  };
}

function rulesJson(severity: (r: Rule) => Severity | 'off'): string {
  return (
    JSON.stringify(
      RULES.map((r) => ruleJson(r, severity)),
      null,
      2,
    ) + '\n'
  );
}

function rulesText(severity: (r: Rule) => Severity | 'off'): string {
  const width = Math.max(...RULES.map((r) => r.meta.id.length));
  const options = (r: Rule) =>
    optionsOf(r.meta)
      .map((o) => o.name)
      .join(', ');
  return RULES.map(
    (r) =>
      `${r.meta.id.padEnd(width)}  ${severity(r).padEnd(7)}  ${r.meta.description}${options(r) ? ` Options: ${options(r)}.` : ''}\n`,
  ).join('');
}

export async function explainCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand(EXPLAIN_SPEC, args);
  if (values.help) return printHelp(io, EXPLAIN_SPEC);
  const id = positionals[0];
  if (!id) throw new InputError('explain needs a rule id (see: webhook-cert-gate rules)');
  if (positionals.length > 1) throw new InputError(`explain takes one rule id (got '${positionals[1]}' too)`);
  const rule = findRule(id);
  if (!rule) {
    const near = likelyTypo(
      id,
      RULES.map((r) => r.meta.id),
    );
    throw new InputError(`unknown rule '${id}'${near ? `; did you mean ${near}?` : ''} (see: webhook-cert-gate rules)`);
  }
  const severity = await severities(io, values.config);
  const text = values.format === 'json' ? explainJson(rule, severity) : explainText(rule, severity(rule));
  await writeReport(io, values.output, text);
  return EXIT.ok;
}

function explainJson(rule: Rule, severity: (r: Rule) => Severity | 'off'): string {
  const { why, howToFix, example } = docsOf(rule.meta.id);
  return (
    JSON.stringify({ ...ruleJson(rule, severity), why, howToFix, ...(example ? { example } : {}) }, null, 2) + '\n'
  );
}

function explainText(rule: Rule, severity: Severity | 'off'): string {
  const m = rule.meta;
  const { why, howToFix, example } = docsOf(m.id);
  let out = `${m.id} (${severity})\n\n${m.description}\n\nWhy it matters:\n  ${why}\n\nHow to fix:\n  ${howToFix}\n`;
  const options = optionsOf(m);
  if (options.length)
    out += `\nOptions (rules: {${m.id}: [severity, {option: value}]}):\n${options.map((o) => `  ${o.name} (${o.type}, default ${o.default}): ${o.description}\n`).join('')}`;
  if (example) out += `\nExample that fires it:\n${example.replace(/^/gm, '  ')}\n`;
  return out + `\nDocs: ${ruleDocsUrl(m.id)}\n`;
}
