import { promises as fsp } from 'node:fs'; // fs.promises: loaded when used (files.ts)
import path from 'node:path';
import { load } from 'js-yaml';
import { InputError } from '../core/errors.js';
import type { Validator } from '../generated/validators.js';
import { safeReason } from './documents.js';
import { describeSchemaErrors } from './schema-errors.js';

/** A policy file, or the YAML/JSON files of a folder (sorted), as profiles and owners are given. */
export async function policyFiles(entry: string, what: string): Promise<string[]> {
  const info = await fsp.stat(entry).catch(() => {
    throw new InputError(`${entry}: ${what} file or folder not found`);
  });
  if (!info.isDirectory()) return [entry];
  return (await fsp.readdir(entry))
    .filter((n) => /\.(ya?ml|json)$/.test(n))
    .sort()
    .map((n) => path.join(entry, n));
}

/** One policy document, parsed and checked against its schema; errors name the file and the bad key. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type its validator checks
export function parsePolicy<T>(text: string, source: string, validate: Validator, what: string): T {
  let data: unknown;
  try {
    data = load(text);
  } catch (e) {
    throw new InputError(
      `${source}: ${what} does not parse: ${safeReason((e as { reason?: string }).reason ?? (e as Error).message.split('\n')[0]!)}`,
    );
  }
  if (!validate(data)) throw new InputError(describeSchemaErrors(source, validate.errors));
  return data as T;
}
