import { promises as fsp } from 'node:fs'; // fs.promises: loaded when used (load/files.ts)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { InputError } from '../core/errors.js';
import { FAIL_ON, parseFailOnValue, type Severity } from '../core/finding.js';
import { likelyTypo } from '../core/nearest.js';
import { TOOL_NAME } from '../core/tool.js';
import { describeFsError } from '../load/files.js';
import { FORMATS, type Chunks, type Format } from '../report/render.js';
import type { CliIo } from './io.js';

/**
 * One option of a command: how it parses, and the words --help and docs/cli.md show for it. Every command
 * declares its options as one table of these (a CommandSpec); the parser, --help, the did-you-mean of an
 * unknown option and docs/cli.md all read that table, so an option added there is everywhere at once.
 */
export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** Repeatable: the values are collected in order. */
  multiple?: boolean;
  /** What the value is, in help: FILE, N, DURATION. */
  arg?: string;
  /** The only values allowed: any other is a usage error naming them (`--format`, `--fail-on`). */
  choices?: readonly string[];
  /** The word after the option is its value even when it starts with '-' (`--host -x` names the host "-x"). */
  anyValue?: boolean;
  /** What it does; further lines are indented under the first. */
  help: string;
}

export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** A command (or subcommand): its usage lines, what it does, its option table. */
export interface CommandSpec<O extends OptionTable = OptionTable> {
  /** As typed after the tool's name: 'check', 'cert generate'. */
  name: string;
  /** The usage lines, each after the tool's name; one that starts with a space continues the line before. */
  usage: readonly string[];
  description: string;
  options: O;
  /** What its non-option words are (`PATH...`); absent: it takes none, and one given is a usage error. */
  operands?: string;
  /** A hint after the refusal of a word given to a command that takes none. */
  operandHint?: string;
  /** Text after the options: exit codes, notes. */
  epilogue?: string;
}

type ValueOf<S extends OptionSpec> = S['type'] extends 'boolean'
  ? boolean
  : S['multiple'] extends true
    ? string[]
    : string;

/** The parsed options of a table: each absent unless given. */
export type Values<O extends OptionTable> = { -readonly [K in keyof O]?: ValueOf<O[K]> };

/** A command's table, kept as literal types so that parseCommand types its values. */
export function defineCommand<const O extends OptionTable>(spec: CommandSpec<O>): CommandSpec<O> {
  return spec;
}

export const HELP_OPTION = { help: { type: 'boolean', short: 'h', help: 'print this help' } } as const;

/** `-o, --output FILE`, on every command that prints a report or a manifest. */
export const OUTPUT_OPTION = {
  output: { type: 'string', short: 'o', arg: 'FILE', help: 'write the output to FILE instead of stdout' },
} as const;

export const CONFIG_OPTION = {
  config: { type: 'string', arg: 'FILE', help: 'configuration (default: ./.webhook-cert-gate.yaml when present)' },
} as const;

export const QUIET_OPTION = {
  quiet: { type: 'boolean', short: 'q', help: 'no progress or notes on stderr (errors still)' },
} as const;

export const NO_COLOR_OPTION = {
  'no-color': { type: 'boolean', help: 'plain text even on a terminal (NO_COLOR is honoured too)' },
} as const;

/** What a format is, where its name does not say it. */
const FORMAT_WORDS: Readonly<Record<string, string>> = {
  junit: 'JUnit XML',
  line: 'file:line:col: severity rule message',
};

/** `--format` with these choices, the first the default. */
export function formatOption<const C extends readonly string[]>(choices: C) {
  const named = choices.map((f, i) => `${f}${i === 0 ? ' (default)' : FORMAT_WORDS[f] ? ` (${FORMAT_WORDS[f]})` : ''}`);
  return { format: { type: 'string', arg: 'FORMAT', choices, help: named.join(', ') } } as const;
}

/**
 * The options of every command that prints findings, meaning the same everywhere: the report's format and
 * where it goes, the configuration, the failing threshold, quiet, colour.
 */
export const REPORT_OPTIONS = {
  ...formatOption(FORMATS),
  ...OUTPUT_OPTION,
  ...CONFIG_OPTION,
  'fail-on': {
    type: 'string',
    arg: FAIL_ON.join('|'),
    choices: FAIL_ON,
    help: 'exit 1 when a finding is at or above this (default error, or the config file failOn)',
  },
  ...QUIET_OPTION,
  ...NO_COLOR_OPTION,
} as const;

/**
 * The options of a command that prints something other than findings (a list, a text): format, where,
 * quiet and colour mean what they mean for the report commands.
 */
export const PRINT_OPTIONS = {
  ...formatOption(['text', 'json'] as const),
  ...OUTPUT_OPTION,
  ...QUIET_OPTION,
  ...NO_COLOR_OPTION,
} as const;

/** The one argument parser: node:util parseArgs over the command's table, every mistake a one-line usage error. */
export function parseCommand<O extends OptionTable>(
  spec: CommandSpec<O>,
  args: string[],
): { values: Values<O>; positionals: string[] } {
  const options = Object.fromEntries(
    Object.entries(spec.options).map(([name, o]) => [
      name,
      { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) },
    ]),
  );
  let parsed;
  try {
    parsed = parseArgs({ args: bindAnyValues(args, spec.options), options, allowPositionals: true, strict: true });
  } catch (e) {
    throw usageError(e, args, spec.options);
  }
  const values = parsed.values as Values<O>;
  for (const [name, o] of Object.entries(spec.options)) {
    if (!o.choices) continue;
    const given = (values as Record<string, string | string[] | undefined>)[name];
    for (const v of typeof given === 'string' ? [given] : (given ?? [])) {
      if (!o.choices.includes(v)) throw new InputError(`--${name} must be one of ${o.choices.join(', ')} (got '${v}')`);
    }
  }
  if (spec.operands === undefined && parsed.positionals.length && !values.help)
    throw new InputError(
      `${spec.name} takes no arguments (got '${parsed.positionals[0]}')${spec.operandHint ? `; ${spec.operandHint}` : ''}`,
    );
  return { values, positionals: parsed.positionals };
}

/** Options marked anyValue take the next word as their value whatever it starts with (as `--opt=word`). */
function bindAnyValues(args: string[], options: OptionTable): string[] {
  const any = new Set(
    Object.entries(options)
      .filter(([, o]) => o.anyValue)
      .map(([name]) => `--${name}`),
  );
  if (!any.size) return args;
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') return [...out, ...args.slice(i)];
    if (any.has(args[i]!) && i + 1 < args.length) out.push(`${args[i]}=${args[++i]}`);
    else out.push(args[i]!);
  }
  return out;
}

function usageError(e: unknown, args: string[], options: OptionTable): InputError {
  const message = e instanceof Error ? e.message : String(e);
  // `--min-days -3`: parseArgs takes -3 for an option and calls the value "ambiguous".
  const ambiguous = /^Option '(-[^']*)' argument is ambiguous/.exec(message);
  if (ambiguous) {
    const given = ambiguous[1]!;
    const long = given.startsWith('--')
      ? given
      : `--${Object.entries(options).find(([, o]) => `-${o.short}` === given)?.[0] ?? given.slice(1)}`;
    const value = args[args.indexOf(given) + 1] ?? '';
    return new InputError(`${given} ${value}: a value that starts with '-' must be written ${long}=${value}`);
  }
  const unknown = /^Unknown option '(--?[^'=]*)/.exec(message);
  if (unknown) return new InputError(`unknown option '${unknown[1]}'${suggestion(unknown[1]!, options)}`);
  return new InputError(message.split('\n')[0]!.replace(/\. To specify a positional.*$/, ''));
}

function suggestion(given: string, options: OptionTable): string {
  const names = Object.keys(options).map((n) => `--${n}`);
  const near = given.startsWith('--') ? likelyTypo(given, names) : undefined;
  return near
    ? `; did you mean ${near}?`
    : names.length
      ? ` (${names.includes('--help') ? 'see --help' : `options: ${names.join(', ')}`})`
      : ' (this command takes no options)';
}

/** A flag as help shows it: `-o, --output FILE`. */
export function flagText(name: string, o: OptionSpec): string {
  const value = o.type === 'string' ? ` ${o.arg ?? o.choices?.join('|') ?? 'VALUE'}` : '';
  return `${o.short ? `-${o.short}, ` : ''}--${name}${value}`;
}

const FLAG_WIDTH = 24;

/** The --help text of a command, from its table (docs/cli.md shows the same text). */
export function helpText(spec: CommandSpec): string {
  // A usage line that starts with a space continues the one before it, under its words.
  const usage = spec.usage.map((u, i) =>
    u.startsWith(' ')
      ? `${' '.repeat(`Usage: ${TOOL_NAME}`.length)}${u}`
      : `${i === 0 ? 'Usage: ' : '       '}${TOOL_NAME} ${u}`,
  );
  const options = Object.entries(spec.options).map(([name, o]) => {
    const flag = flagText(name, o);
    const [first, ...rest] = o.help.split('\n');
    const lead = flag.length < FLAG_WIDTH ? flag.padEnd(FLAG_WIDTH) : `${flag}  `;
    return [`  ${lead}${first}`, ...rest.map((l) => `  ${' '.repeat(FLAG_WIDTH)}${l}`)].join('\n');
  });
  return [usage.join('\n'), spec.description, `Options:\n${options.join('\n')}`, spec.epilogue]
    .filter(Boolean)
    .join('\n\n');
}

/** Prints the command's --help; the exit code of a help request. */
export function printHelp(io: CliIo, spec: CommandSpec, extra = ''): 0 {
  io.out(helpText(spec) + extra + '\n');
  return 0;
}

/** Progress and notes on stderr, unless --quiet. */
export function notes(io: CliIo, opts: { quiet?: boolean }): (line: string) => void {
  return (line) => {
    if (!opts.quiet) io.err(`${line}\n`);
  };
}

/**
 * What a command read and checked, for the report: every command's JSON summary has check's shape (files,
 * resources, unreadable, and inputErrors) and JUnit's clean run names the counts. The text footer of the
 * commands other than check keeps its short form (`✔ no findings`).
 */
export function counted(
  format: Format,
  stats: { files: number; resources: number },
  errors: readonly string[] = [],
): { stats?: { files: number; resources: number }; errors?: readonly string[] } {
  return format === 'text' ? {} : { stats, errors };
}

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

/** The report format of a parsed `--format` (its choices were checked by the parser). */
export function parseFormat(value: string | undefined): Format {
  if (value === undefined) return 'text';
  if (!(FORMATS as readonly string[]).includes(value))
    throw new InputError(`--format must be one of ${FORMATS.join(', ')} (got '${value}')`);
  return value as Format;
}

export function parseFailOn(value: string | undefined, fallback: Severity | 'none' = 'error'): Severity | 'none' {
  return value === undefined ? fallback : parseFailOnValue(value, '--fail-on');
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
