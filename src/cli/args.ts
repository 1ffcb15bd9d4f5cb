import { promises as fsp } from 'node:fs'; // fs.promises: loaded when used (load/files.ts)
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError } from '../core/errors.js';
import type { Severity } from '../core/finding.js';
import { likelyTypo } from '../core/nearest.js';
import { describeFsError } from '../load/files.js';
import { FORMATS, type Chunks, type Format } from '../report/render.js';
import type { CliIo } from './io.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, with every mistake turned into a one-line usage error. */
export function parse<T extends Options>(args: string[], options: T, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // `--min-days -3`: parseArgs takes -3 for an option and calls the value "ambiguous".
    const ambiguous = /^Option '(-[^']*)' argument is ambiguous/.exec(message);
    if (ambiguous) {
      const given = ambiguous[1]!;
      const long = given.startsWith('--')
        ? given
        : `--${Object.entries(options).find(([, o]) => `-${o.short}` === given)?.[0] ?? given.slice(1)}`;
      const value = args[args.indexOf(given) + 1] ?? '';
      throw new InputError(`${given} ${value}: a value that starts with '-' must be written ${long}=${value}`);
    }
    const unknown = /^Unknown option '(--?[^'=]*)/.exec(message);
    if (unknown) throw new InputError(`unknown option '${unknown[1]}'${suggestion(unknown[1]!, options)}`);
    throw new InputError(message.split('\n')[0]!.replace(/\. To specify a positional.*$/, ''));
  }
}

function suggestion(given: string, options: Options): string {
  const names = Object.keys(options).map((n) => `--${n}`);
  const near = given.startsWith('--') ? likelyTypo(given, names) : undefined;
  return near
    ? `; did you mean ${near}?`
    : names.length
      ? ` (${names.includes('--help') ? 'see --help' : `options: ${names.join(', ')}`})`
      : ' (this command takes no options)';
}

/** `-o, --output FILE`, on every command that prints a report or a manifest. */
export const OUTPUT_OPTION = { output: { type: 'string', short: 'o' } } as const;

/** The options of every command that prints findings: format, where, the failing threshold, colour. */
export const REPORT_OPTIONS = {
  ...OUTPUT_OPTION,
  format: { type: 'string' },
  'fail-on': { type: 'string' },
  'no-color': { type: 'boolean' },
} as const;

/** Writes the report to `--output FILE` when given, else to stdout; a report in chunks is written as they are made. */
export async function writeReport(io: CliIo, output: string | undefined, report: string | Chunks): Promise<void> {
  const chunks = typeof report === 'string' ? [report] : report;
  if (output === undefined) {
    for (const c of chunks) io.out(c);
    return;
  }
  const fail = (e: NodeJS.ErrnoException) =>
    new InputError(`--output ${output}: cannot write the report: ${describeFsError(e)}`);
  const file = await fsp.open(path.resolve(io.cwd, output), 'w').catch((e: unknown) => {
    throw fail(e as NodeJS.ErrnoException);
  });
  try {
    for (const c of chunks) await file.write(c);
  } catch (e) {
    throw fail(e as NodeJS.ErrnoException);
  } finally {
    await file.close();
  }
}

/** Colour only for text on a terminal that asked for none of --output, --no-color, NO_COLOR. */
export function useColor(io: CliIo, format: Format, opts: { output?: string; 'no-color'?: boolean }): boolean {
  return format === 'text' && !opts.output && io.isTTY && !opts['no-color'] && !io.env.NO_COLOR;
}

export function parseFormat(value: string | undefined): Format {
  if (value === undefined) return 'text';
  if (!(FORMATS as readonly string[]).includes(value))
    throw new InputError(`--format must be one of ${FORMATS.join(', ')} (got '${value}')`);
  return value as Format;
}

const FAIL_ON = ['error', 'warning', 'info', 'none'] as const;
export function parseFailOn(value: string | undefined, fallback: Severity | 'none' = 'error'): Severity | 'none' {
  if (value === undefined) return fallback;
  if (!(FAIL_ON as readonly string[]).includes(value))
    throw new InputError(`--fail-on must be one of ${FAIL_ON.join(', ')} (got '${value}')`);
  return value as Severity | 'none';
}

export function parseAt(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(d.getTime()))
    throw new InputError(`--at must be an RFC 3339 time such as 2026-06-01T00:00:00Z (got '${value}')`);
  return d;
}

export function parsePositiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new InputError(`${name} must be a whole number (got '${value}')`);
  return Number(value);
}
