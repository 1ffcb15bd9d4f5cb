import { docsOf, findRule, RULES } from '../rules/index.js';
import { optionsOf } from '../rules/options.js';
import type { Rule } from '../rules/types.js';
import { ruleDocsUrl } from '../core/tool.js';
import { OUTPUT_OPTION, parse, writeReport } from './args.js';
import { EXIT, InputError } from '../core/errors.js';
import { type CliIo } from './io.js';

export async function rulesCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, { format: { type: 'string' }, ...OUTPUT_OPTION }, false);
  if (values.format !== undefined && values.format !== 'text' && values.format !== 'json')
    throw new InputError(`--format must be text or json (got '${values.format}')`);
  await writeReport(io, values.output, values.format === 'json' ? rulesJson() : rulesText());
  return EXIT.ok;
}

function rulesJson(): string {
  return (
    JSON.stringify(
      RULES.map((r) => {
        const options = optionsOf(r.meta);
        return {
          id: r.meta.id,
          severity: r.meta.severity,
          description: r.meta.description,
          docs: ruleDocsUrl(r.meta.id),
          ...(options.length ? { options } : {}),
        };
      }),
      null,
      2,
    ) + '\n'
  );
}

function rulesText(): string {
  const width = Math.max(...RULES.map((r) => r.meta.id.length));
  const options = (r: Rule) =>
    optionsOf(r.meta)
      .map((o) => o.name)
      .join(', ');
  return RULES.map(
    (r) =>
      `${r.meta.id.padEnd(width)}  ${r.meta.severity.padEnd(7)}  ${r.meta.description}${options(r) ? ` Options: ${options(r)}.` : ''}\n`,
  ).join('');
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
  const options = optionsOf(m);
  if (options.length)
    io.out(
      `\nOptions (rules: {${m.id}: [severity, {option: value}]}):\n${options.map((o) => `  ${o.name} (${o.type}, default ${o.default}): ${o.description}\n`).join('')}`,
    );
  if (example) io.out(`\nExample that fires it:\n${example.replace(/^/gm, '  ')}\n`);
  io.out(`\nDocs: ${ruleDocsUrl(m.id)}\n`);
  return EXIT.ok;
}
