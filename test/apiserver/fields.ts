// managedFields bookkeeping with the server-side-apply rules the test needs: an Update takes the
// fields it changed from every other manager; fields are keyed lists for `webhooks` (by name).

export type FieldPath = string; // JSON of the segment list, e.g. ["f:webhooks","k:{\"name\":\"a\"}","f:clientConfig","f:caBundle"]

const SKIPPED_METADATA = new Set([
  'name',
  'namespace',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'managedFields',
]);
const KEYED_LISTS = new Set(['webhooks']);

/** Leaf field paths with their values. */
export function leaves(obj: Record<string, unknown>): Map<FieldPath, string> {
  const out = new Map<FieldPath, string>();
  walk(obj, [], out, true);
  return out;
}

function walk(value: unknown, path: string[], out: Map<FieldPath, string>, top = false): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (top && (k === 'apiVersion' || k === 'kind' || k === 'status')) continue;
      if (path.length === 1 && path[0] === 'f:metadata' && SKIPPED_METADATA.has(k)) continue;
      if (Array.isArray(v) && KEYED_LISTS.has(k)) {
        for (const item of v as Array<Record<string, unknown>>) {
          walk(item, [...path, `f:${k}`, `k:${JSON.stringify({ name: item.name })}`], out);
        }
        continue;
      }
      walk(v, [...path, `f:${k}`], out);
    }
    return;
  }
  // Scalars and non-keyed lists are atomic.
  out.set(JSON.stringify(path), JSON.stringify(value));
}

/** Fields that differ between two versions (changed, added or removed). */
export function changedFields(before: Map<FieldPath, string>, after: Map<FieldPath, string>): Set<FieldPath> {
  const changed = new Set<FieldPath>();
  for (const [p, v] of after) if (before.get(p) !== v) changed.add(p);
  for (const p of before.keys()) if (!after.has(p)) changed.add(p);
  return changed;
}

/** fieldsV1 as the API server writes it. */
export function toFieldsV1(paths: Iterable<FieldPath>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const p of paths) {
    let node = root;
    for (const seg of JSON.parse(p) as string[]) {
      node[seg] ??= {};
      node = node[seg] as Record<string, unknown>;
      if (seg.startsWith('k:')) node['.'] ??= {};
    }
  }
  return root;
}
