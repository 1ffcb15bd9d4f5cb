import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCheck } from '../check.js';
import { loadConfig } from '../load/config.js';
import { atOrAbove } from '../report/finding.js';
import { render } from '../report/render.js';
import { ruleInfos } from '../rules/info.js';
import { parse, parseAt, parseFailOn, parseFormat, parsePositiveInt } from './args.js';
import { EXIT, InputError, type CliIo } from './io.js';

const HELP = `Usage: webhook-cert-gate check [PATH...] [options]

Reads manifests (files, folders recursively, '-' for stdin; YAML, multi-document YAML, JSON, kind: List).

Options:
  -f, --filename PATH     a manifest path, as kubectl spells it (repeatable)
  --format text|json|sarif
  -o, --output FILE       write the report to FILE instead of stdout
  --fail-on error|warning|info|none   exit 1 when a finding is at or above this (default error)
  --config FILE           configuration (default: ./.webhook-cert-gate.yaml when present)
  --strict                refuse webhook-cert-gate.io/ignore-* annotation suppressions
  -n, --namespace NS      namespace of objects that set none (default: default)
  --at RFC3339            evaluation time for certificate validity (default: now)
  --min-days N            warn about certificates expiring within N days (default 30)
  --max-file-size BYTES   largest input file read (default 33554432)
  --no-color              plain text even on a terminal (NO_COLOR is honoured too)`;

export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const { values: opts, positionals } = parse(args, {
    filename: { type: 'string', short: 'f', multiple: true },
    format: { type: 'string' },
    output: { type: 'string', short: 'o' },
    'fail-on': { type: 'string' },
    config: { type: 'string' },
    strict: { type: 'boolean' },
    namespace: { type: 'string', short: 'n' },
    at: { type: 'string' },
    'min-days': { type: 'string' },
    'max-file-size': { type: 'string' },
    'no-color': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (opts.help) {
    io.out(HELP + '\n');
    return EXIT.ok;
  }
  const format = parseFormat(opts.format);
  const config = await loadConfig(io.cwd, opts.config);
  const failOn = parseFailOn(opts['fail-on'], config.failOn);
  const minDays = parsePositiveInt('--min-days', opts['min-days']);
  const maxFileSize = parsePositiveInt('--max-file-size', opts['max-file-size']);
  const paths = [...positionals, ...(opts.filename ?? [])];
  if (!paths.length) throw new InputError('check needs at least one PATH (a file, a folder, or - for stdin)');

  const result = await runCheck({
    paths,
    config: { ...config, ...(minDays !== undefined ? { minDays } : {}), ...(maxFileSize ? { maxFileSize } : {}) },
    cwd: io.cwd,
    readStdin: io.readStdin,
    at: parseAt(opts.at),
    strict: opts.strict || config.strict,
    namespace: opts.namespace,
  });

  const color = format === 'text' && !opts.output && io.isTTY && !opts['no-color'] && !io.env.NO_COLOR;
  const report = render(result.findings, { format, color, rules: ruleInfos(), stats: result.stats });
  if (opts.output) {
    await writeFile(path.resolve(io.cwd, opts.output), report).catch((e: Error) => {
      throw new InputError(`${opts.output}: cannot write report: ${e.message}`);
    });
  } else {
    io.out(report);
  }
  for (const e of result.errors) io.err(`webhook-cert-gate: ${e}\n`);
  if (result.errors.length) return EXIT.input;
  return result.findings.some((f) => atOrAbove(f.severity, failOn)) ? EXIT.findings : EXIT.ok;
}
