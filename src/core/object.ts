/** Plain JSON-like objects as every stage reads them. */
export type Obj = Record<string, unknown>;

/** A key or list index on the way from an object's root to one of its nodes. */
export type PathSegment = string | number;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Safe read of a nested field: `get(body, 'spec', 'template', 'spec')`. */
export function get(v: unknown, ...path: PathSegment[]): unknown {
  let cur = v;
  // An index loop: this runs for nearly every field any stage reads, and an iterator would allocate.
  for (let i = 0; i < path.length; i++) {
    const p = path[i]!;
    if (typeof p === 'number' ? !Array.isArray(cur) : !isObj(cur)) return undefined;
    cur = (cur as Record<string | number, unknown>)[p];
  }
  return cur;
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}
