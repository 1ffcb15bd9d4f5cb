import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import type { ConfigDocument } from '../generated/types.js';
import { safeReason } from './documents.js';
import { describeFsError } from './files.js';
import { loadOneDocument } from './one-document.js';
import { describeSchemaErrors } from './schema-errors.js';

export const CONFIG_FILE = '.webhook-cert-gate.yaml';

/**
 * .webhook-cert-gate.yaml (type generated from policies/schemas/config.schema.json). Once loaded, `owners` holds
 * the absolute paths of the controller-model files of both `profiles` (its older name) and `owners`.
 */
export type Config = ConfigDocument & {
  /** The file it came from, when one was read. */
  source?: string;
};

/** `--config FILE` when given (must exist); else `.webhook-cert-gate.yaml` in the working directory when present. */
export async function loadConfig(cwd: string, explicit?: string): Promise<Config> {
  const file = explicit ? path.resolve(cwd, explicit) : path.join(cwd, CONFIG_FILE);
  const shown = explicit ?? CONFIG_FILE;
  let text: string;
  try {
    text = readFileSync(file, 'utf8'); // synchronous: most runs have no config, and an await of the thread pool cost more
  } catch (e) {
    if (!explicit && (e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new InputError(`${shown}: ${describeFsError(e as NodeJS.ErrnoException)}`);
  }
  let data: unknown;
  try {
    data = loadOneDocument(text) ?? {};
  } catch (e) {
    const err = e as { reason?: string; mark?: { line: number } };
    throw new InputError(
      `${shown}:${(err.mark?.line ?? 0) + 1}: config does not parse: ${safeReason(err.reason ?? String(e).split('\n')[0]!)}`,
    );
  }
  offAsFalse(data);
  // The schema validators are a large module: loaded only when there is a file to check (never on a plain `check`).
  const { validateConfig } = await import('../generated/validators.js');
  if (!validateConfig(data)) throw new InputError(describeSchemaErrors(shown, validateConfig.errors));
  const config = data as Config;
  const base = path.dirname(file);
  const resolve = (list?: string[]) => list?.map((p) => path.resolve(base, p));
  const { profiles, ...rest } = config;
  const owners = [...(resolve(profiles) ?? []), ...(resolve(config.owners) ?? [])];
  return { ...rest, ...(owners.length ? { owners } : {}), source: shown };
}

/**
 * `cert-expired: off` unquoted is the boolean false in YAML 1.1, as sigs.k8s.io/yaml (and so this loader)
 * reads it: a rule set to false (or `[off, {...}]`) is off, as its author meant.
 */
function offAsFalse(data: unknown): void {
  const rules = (data as { rules?: unknown } | null)?.rules;
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return;
  for (const [id, value] of Object.entries(rules)) {
    if (value === false) (rules as Record<string, unknown>)[id] = 'off';
    else if (Array.isArray(value) && value[0] === false) value[0] = 'off';
  }
}

/** `**` crosses folders, `*` and `?` stay inside one; a pattern without a slash matches a name at any depth. */
export function globMatcher(patterns: readonly string[]): (file: string) => boolean {
  if (!patterns.length) return () => false;
  const res = patterns.map(
    (p) => new RegExp(`^${p.includes('/') ? '' : '(?:.*/)?'}${globToRegex(p.replace(/^\.\//, ''))}(?:/.*)?$`),
  );
  return (file) => res.some((re) => re.test(file));
}

/** The same globs, matching a whole path exactly (a scope folder or file, not what lies below it). */
export function pathMatcher(patterns: readonly string[]): (p: string) => boolean {
  const res = patterns.map((p) => new RegExp(`^${globToRegex(p.replace(/^\.\//, '').replace(/\/+$/, ''))}$`));
  return (p) => res.some((re) => re.test(p));
}

function globToRegex(glob: string): string {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return re;
}
