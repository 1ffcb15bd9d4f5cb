/** A YAML scalar's text as String() writes it; undefined for null, a map or a list, which have no such text. */
export function scalarText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return undefined;
}
