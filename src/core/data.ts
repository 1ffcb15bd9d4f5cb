import { get, isObj } from './object.js';
import type { Resource } from './resource.js';

/** A ConfigMap's data, or a Secret's data (base64-decoded) and stringData. */
export function dataOf(r: Resource | undefined): Record<string, string> | undefined {
  if (!r) return undefined;
  const out: Record<string, string> = {};
  const data = get(r.body, 'data');
  if (isObj(data)) {
    for (const [k, v] of Object.entries(data)) {
      if (v === null || v === undefined) continue;
      out[k] = r.kind === 'Secret' ? Buffer.from(asText(v), 'base64').toString('utf8') : asText(v);
    }
  }
  const stringData = get(r.body, 'stringData');
  if (r.kind === 'Secret' && isObj(stringData))
    for (const [k, v] of Object.entries(stringData)) out[k] = asText(v ?? '');
  return out;
}

/** A manifest value as text: scalars as written; a map or list where a string belongs keeps String()'s text, as before. */
export function asText(v: unknown): string {
  return typeof v === 'string' ? v : String(v);
}
