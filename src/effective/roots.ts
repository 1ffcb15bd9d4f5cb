/**
 * The root a controller writes into caBundle, from its entry's `roots` (policies/owners, controller.roots): the
 * first source that applies, else the root it mints in its own namespace. Installs whose roots the inputs show to
 * be the same (the same mounted data, one CA outside every namespace) write the same caBundle: one writer.
 */
import type { OwnerDocument } from '../generated/types.js';
import { arr, isObj, str } from '../core/object.js';
import type { Model } from '../model/model.js';
import { dataOf } from '../model/env.js';
import { podSpecOf } from '../model/pod.js';
import { holds, type ContainerAt } from './settings.js';

type Sources = NonNullable<NonNullable<OwnerDocument['controller']>['roots']>;

/** Which root a workload writes into caBundle: `key` is equal for workloads the inputs show to share one. */
export interface Root {
  key: string;
  text: string;
  /** When the inputs cannot tell whether it is the root of another install: the fact that settles it. */
  settle?: (members: readonly string[]) => string;
}

export function rootOf(model: Model, sources: Sources, at: ContainerAt): Root {
  const w = at.workload;
  for (const source of sources) {
    if (source.when) {
      const h = holds(model, at, source.when);
      if (h.holds === false) continue;
      if (h.holds === undefined) {
        return {
          key: `unknown\0${w.namespace}`,
          text: `a root that ${h.resolved.from} decides`,
          settle: (m) => `${h.resolved.from} of ${m.join(', ')} (whether its root is ${source.description})`,
        };
      }
      if (!source.mount) return { key: `shared\0${source.description}`, text: source.description };
    }
    if (!source.mount || !source.key) continue;
    const mounted = mountedData(model, at, source.mount, source.key);
    if (mounted.data)
      return { key: `data\0${mounted.data.trim()}`, text: `${source.description}: ${source.key} of ${mounted.what}` };
    if (source.when) {
      const what = mounted.what ?? `nothing mounted at ${source.mount}`;
      return {
        key: `unknown\0${w.namespace}`,
        text: `${source.description}: ${source.key} of ${what}`,
        settle: (m) => `whether ${what} (${m.join(', ')}) holds the same ${source.key} as the other installs`,
      };
    }
  }
  return { key: `namespace\0${w.namespace}`, text: `the root of namespace ${w.namespace}` };
}

/** The data under `key` of the Secret or ConfigMap volume the container mounts at `path`, when the inputs hold it. */
function mountedData(model: Model, at: ContainerAt, path: string, key: string): { data?: string; what?: string } {
  const trim = (p: string) => p.replace(/\/+$/, '');
  const mount = arr(at.container.volumeMounts).find(
    (m) => isObj(m) && typeof m.mountPath === 'string' && trim(m.mountPath) === trim(path),
  );
  const name = isObj(mount) ? mount.name : undefined;
  const volume = arr(podSpecOf(at.workload)?.volumes).find((v) => isObj(v) && v.name === name);
  if (!isObj(volume)) return {};
  const ref = isObj(volume.secret)
    ? { kind: 'Secret', name: str(volume.secret.secretName) }
    : isObj(volume.configMap)
      ? { kind: 'ConfigMap', name: str(volume.configMap.name) }
      : undefined;
  if (!ref?.name) return { what: `volume ${String(name)}` };
  const what = `${ref.kind} ${at.workload.namespace}/${ref.name}`;
  const data = dataOf(model.get(ref.kind, at.workload.namespace, ref.name))?.[key];
  return { data: data?.trim() ? data : undefined, what };
}
