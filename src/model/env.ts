import type { PathSegment } from '../core/object.js';
import type { Model } from './model.js';
import { arr, get, isObj, str, type Obj } from '../core/object.js';
import { type Resource } from '../core/resource.js';
import { asText, dataOf } from '../core/data.js';

export { dataOf };

/** What the container will see for one env name. */
export type EnvSetting =
  /** A literal value, or one read from a ConfigMap/Secret that is among the inputs. */
  | { state: 'value'; value: string; path: PathSegment[]; via?: string }
  /** Set from a source whose value the inputs do not hold (valueFrom, or envFrom of an object that is not here). */
  | { state: 'ref'; path: PathSegment[]; via: string }
  | { state: 'unset' };

export const UNSET: EnvSetting = { state: 'unset' };

/** True when the variable will be non-empty, as far as the inputs tell (a reference counts as set). */
export function isSet(e: EnvSetting): boolean {
  return e.state === 'ref' || (e.state === 'value' && e.value !== '');
}

/**
 * Resolves env names the way the kubelet does: `env` beats `envFrom`, and within each the last
 * entry wins. `containerPath` is the container's path inside the workload. Runs for every workload:
 * index loops, and a path built only for an entry that is wanted, by concat (a spread into a literal left
 * room for some twenty more segments in every path a setting keeps).
 */
export function resolveEnv(
  model: Model,
  workload: Resource,
  container: Obj,
  containerPath: PathSegment[],
  names: ReadonlySet<string> | Iterable<string>,
): Map<string, EnvSetting> {
  const wanted = names instanceof Set ? (names as ReadonlySet<string>) : new Set(names);
  const out = new Map<string, EnvSetting>();
  const sources = arr(container.envFrom);
  for (let i = 0; i < sources.length; i++) {
    const src = sources[i];
    if (!isObj(src)) continue;
    for (const [name, setting] of fromEnvSource(model, workload.namespace, src, containerPath.concat('envFrom', i))) {
      if (wanted.has(name)) out.set(name, setting);
    }
  }
  const entries = arr(container.env);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!isObj(entry) || typeof entry.name !== 'string' || !wanted.has(entry.name)) continue;
    out.set(entry.name, fromEnvEntry(model, workload, entry, containerPath.concat('env', i)));
  }
  return out;
}

function fromEnvEntry(model: Model, workload: Resource, entry: Obj, path: PathSegment[]): EnvSetting {
  if (!isObj(entry.valueFrom)) {
    return {
      state: 'value',
      value: entry.value === undefined || entry.value === null ? '' : asText(entry.value),
      path,
    };
  }
  const vf = entry.valueFrom;
  const fieldPath = str(get(vf, 'fieldRef', 'fieldPath'));
  if (fieldPath === 'metadata.namespace')
    return { state: 'value', value: workload.namespace, path, via: 'fieldRef metadata.namespace' };
  if (fieldPath) return { state: 'ref', path, via: `fieldRef ${fieldPath}` };
  for (const [field, kind] of [
    ['configMapKeyRef', 'ConfigMap'],
    ['secretKeyRef', 'Secret'],
  ] as const) {
    const ref = get(vf, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? '';
    const key = str(ref.key) ?? '';
    const data = dataOf(model.get(kind, workload.namespace, name));
    const via = `${kind} ${name} key ${key}`;
    return data && key in data ? { state: 'value', value: data[key]!, path, via } : { state: 'ref', path, via };
  }
  return { state: 'ref', path, via: 'valueFrom' };
}

function fromEnvSource(model: Model, namespace: string, src: Obj, path: PathSegment[]): Map<string, EnvSetting> {
  const out = new Map<string, EnvSetting>();
  const prefix = str(src.prefix) ?? '';
  for (const [field, kind] of [
    ['configMapRef', 'ConfigMap'],
    ['secretRef', 'Secret'],
  ] as const) {
    const ref = get(src, field);
    if (!isObj(ref)) continue;
    const name = str(ref.name) ?? '';
    const data = dataOf(model.get(kind, namespace, name));
    // An object that is not among the inputs could hold any key: it sets nothing we can see (README: limits).
    if (!data) continue;
    const via = `envFrom ${kind} ${name}`;
    for (const [k, v] of Object.entries(data)) out.set(prefix + k, { state: 'value', value: v, path, via });
  }
  return out;
}
