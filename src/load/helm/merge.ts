// Helm's two merges, kept apart because they treat null differently:
// user files merge with each other first (mergeMaps: a null is kept, it replaces), then the result is
// coalesced over the chart's values.yaml (a null deletes the key, so the chart default is gone too).
import { isObj, type Obj } from '../../core/object.js';

/** `helm -f a.yaml -f b.yaml`: maps merge key by key, anything else (lists, scalars, null) replaces. */
export function mergeValues(base: Obj, over: Obj): Obj {
  const out: Obj = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const prev = out[k];
    out[k] = isObj(v) && isObj(prev) ? mergeValues(prev, v) : v;
  }
  return out;
}

/** User values over the chart defaults: the user wins, a user null removes the key, chart keys fill the gaps. */
export function coalesceValues(user: Obj, chart: Obj): Obj {
  const out: Obj = { ...user };
  for (const [k, def] of Object.entries(chart)) {
    if (!(k in out)) out[k] = def;
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- Helm's coalesce: a null removes the chart's key
    else if (out[k] === null) delete out[k];
    else if (isObj(out[k]) && isObj(def)) out[k] = coalesceValues(out[k], def);
  }
  return out;
}

/** Deep copy of plain YAML data, so `--set` can write into lists and maps without touching a layer. */
export function copyValues<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyValues) as T;
  if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copyValues(x)])) as T;
  return v;
}
