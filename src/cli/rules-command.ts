import { docsOf, findRule, RULES } from '../rules/index.js';
import { ruleDocsUrl } from '../core/tool.js';
import { parse } from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';

export function rulesCommand(args: string[], io: CliIo): number {
  const { values } = parse(args, { format: { type: 'string' } }, false);
  if (values.format === 'json') {
    io.out(JSON.stringify(RULES.map((r) => ({ id: r.meta.id, severity: r.meta.severity, description: r.meta.description, docs: ruleDocsUrl(r.meta.id) })), null, 2) + '\n');
    return EXIT.ok;
  }
  if (values.format !== undefined && values.format !== 'text') throw new InputError(`--format must be text or json (got '${values.format}')`);
  const width = Math.max(...RULES.map((r) => r.meta.id.length));
  for (const r of RULES) io.out(`${r.meta.id.padEnd(width)}  ${r.meta.severity.padEnd(7)}  ${r.meta.description}\n`);
  return EXIT.ok;
}

export function explainCommand(args: string[], io: CliIo): number {
  const { positionals } = parse(args, {});
  const id = positionals[0];
  if (!id) throw new InputError('explain needs a rule id (see: webhook-cert-gate rules)');
  const rule = findRule(id);
  if (!rule) throw new InputError(`unknown rule '${id}' (see: webhook-cert-gate rules)`);
  const m = rule.meta;
  const { why, howToFix, example } = docsOf(m.id);
  io.out(`${m.id} (${m.severity})\n\n${m.description}\n\nWhy it matters:\n  ${why}\n\nHow to fix:\n  ${howToFix}\n`);
  if (example) io.out(`\nExample that fires it:\n${example.replace(/^/gm, '  ')}\n`);
  io.out(`\nDocs: ${ruleDocsUrl(m.id)}\n`);
  return EXIT.ok;
}
