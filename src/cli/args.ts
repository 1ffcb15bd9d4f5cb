import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError } from '../core/errors.js';
import type { Severity } from '../core/finding.js';
import { FORMATS, type Format } from '../report/render.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, with every mistake turned into a one-line usage error. */
export function parse<T extends Options>(args: string[], options: T, allowPositionals = true) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (e) {
    throw new InputError(String((e as Error).message).split('\n')[0]!.replace(/\. To specify a positional.*$/, ''));
  }
}

export function parseFormat(value: string | undefined): Format {
  if (value === undefined) return 'text';
  if (!(FORMATS as readonly string[]).includes(value)) throw new InputError(`--format must be one of ${FORMATS.join(', ')} (got '${value}')`);
  return value as Format;
}

const FAIL_ON = ['error', 'warning', 'info', 'none'] as const;
export function parseFailOn(value: string | undefined, fallback: Severity | 'none' = 'error'): Severity | 'none' {
  if (value === undefined) return fallback;
  if (!(FAIL_ON as readonly string[]).includes(value)) throw new InputError(`--fail-on must be one of ${FAIL_ON.join(', ')} (got '${value}')`);
  return value as Severity | 'none';
}

export function parseAt(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const d = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(d.getTime())) throw new InputError(`--at must be an RFC 3339 time such as 2026-06-01T00:00:00Z (got '${value}')`);
  return d;
}

export function parsePositiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new InputError(`${name} must be a whole number (got '${value}')`);
  return Number(value);
}
