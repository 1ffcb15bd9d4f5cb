import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PathSegment } from '../../src/core/object.js';
import type { ParsedDoc } from '../../src/load/documents.js';
import { locate } from '../../src/load/position.js';
import { ROOT } from '../helpers.js';

/** Every YAML file under a folder, as (display name, text). */
export function yamlFiles(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...yamlFiles(full));
    else if (/\.ya?ml$/.test(name)) out.push({ file: path.relative(ROOT, full), text: readFileSync(full, 'utf8') });
  }
  return out;
}

/** Paths of every node of a value, up to a few hundred: enough to compare where each one is found. */
function nodePaths(value: unknown, prefix: PathSegment[] = [], out: PathSegment[][] = []): PathSegment[][] {
  out.push(prefix);
  if (out.length > 300 || value === null || typeof value !== 'object') return out;
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  for (const [k, v] of entries) nodePaths(v, [...prefix, k], out);
  return out;
}

/** What a user can see of a parsed document: its value or error, where it is, and where each node is. */
export function seen(p: ParsedDoc) {
  const { file, index, startLine, text, template } = p.doc;
  return {
    file,
    index,
    startLine,
    text,
    template,
    value: p.value,
    error: p.error,
    at: p.error ? [] : nodePaths(p.value).map((np) => locate(p.doc, np)),
  };
}

/** The kubectl-quirk cases (BOMs, tabs, directives, `...`, bad separators, broken documents) and real files. */
export const QUIRK_AND_REAL_FILES = (): { file: string; text: string }[] => [
  ...yamlFiles(path.join(ROOT, 'test/yaml/cases')),
  ...yamlFiles(path.join(ROOT, 'test/fixtures/real-world')),
  ...yamlFiles(path.join(ROOT, 'examples')),
];
