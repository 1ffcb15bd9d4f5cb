import { InputError } from '../core/errors.js';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Parses Go-style durations such as `30s`, `1m30s`, `500ms`, or a bare number of seconds. */
export function parseDuration(text: string, flag: string): number {
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  const joined = parts.map((p) => p[0]).join('');
  if (!parts.length || joined !== text) {
    throw new InputError(`${flag}: "${text}" is not a duration (examples: 30s, 1m30s, 500ms)`);
  }
  return Math.round(parts.reduce((sum, p) => sum + Number(p[1]) * UNITS[p[2]!]!, 0));
}
