/**
 * The workloads of owners found by entry name (policies/owners `webhooks` with `workload`): found by image, a
 * workload is that owner, not a second writer its RBAC would suggest; with `holders` it writes caBundle of the
 * configurations whose label has the value of its setting, with its root (the catalogue's `root` sources, else
 * the root of its own namespace): installs the inputs show to share a root are one writer
 * (docs/effective-state.md, "The owner catalogue").
 */
import type { OwnerDocument } from '../generated/types.js';
import { arr, isObj, str } from '../core/object.js';
import type { Resource } from '../core/resource.js';
import { scalarText } from '../core/scalar.js';
import type { Model } from '../model/model.js';
import { dataOf } from '../model/env.js';
import { labels } from '../model/resource.js';
import { imageIsOneOf, podSpecOf } from '../model/pod.js';
import { holds, resolveSetting, settingName, valueOf, type ContainerAt } from './settings.js';
import type { Owner } from './types.js';
import { label, workloads } from './writers.js';
import { provesWriting, unproven } from './certainty.js';

export interface NamedWorkloads {
  /** Workloads that run an owner found by entry name. */
  workloads: Set<Resource>;
  /** Per owner (catalogue name) whose workload selects its configurations by label: those workloads. */
  selecting: Map<string, Resource[]>;
  /** Per configuration: one owner per root among the workloads that select it by label. */
  byHolder: Map<Resource, Owner[]>;
}

export function namedWorkloads(model: Model): NamedWorkloads {
  const out: NamedWorkloads = { workloads: new Set(), selecting: new Map(), byHolder: new Map() };
  const docs = model.owners.filter((d) => d.webhooks && d.workload);
  if (!docs.length) return out;
  // `<owner>\0<root>\0<kind>/<name>` -> the owner those workloads make together (one writer per root).
  const groups = new Map<string, { owner: Owner; holder: Resource; members: Resource[]; root: Root }>();
  for (const w of workloads(model)) {
    arr(podSpecOf(w)?.containers).forEach((c, i) => {
      if (!isObj(c)) return;
      const doc = docs.find((d) => imageIsOneOf(c.image, d.match?.images ?? []));
      if (!doc) return;
      out.workloads.add(w);
      const select = doc.workload!.holders;
      if (!select) return;
      out.selecting.set(doc.name, [...(out.selecting.get(doc.name) ?? []), w]);
      const at: ContainerAt = { workload: w, container: c, path: ['spec', 'template', 'spec', 'containers', i] };
      // A value the inputs do not hold selects nothing here: the entry names still find the configurations.
      const value = valueOf(resolveSetting(model, at, select.setting));
      if (value === undefined) return;
      let root: Root | undefined;
      for (const holder of select.kinds.flatMap((k) => model.ofKind(k))) {
        const l = labels(holder)[select.label];
        if (scalarText(l) !== value) continue;
        root ??= rootOf(model, doc, at);
        const key = `${doc.name}\0${root.key}\0${holder.kind}/${holder.name}`;
        const group = groups.get(key);
        if (group) {
          if (!group.members.includes(w)) group.members.push(w);
          continue;
        }
        groups.set(key, {
          holder,
          members: [w],
          root,
          owner: {
            // Its label is what makes the workloads write it: the node a user edits (with their setting) to part them.
            via: 'controller',
            name: doc.name,
            label: '',
            resource: holder,
            path: ['metadata', 'labels', select.label],
            fix: `set ${settingName(select.setting)} of one of them to a value no other namespace uses, and label ${select.label} of its configurations to match`,
          },
        });
      }
    });
  }
  for (const { owner, holder, members, root } of groups.values()) {
    const doc = docs.find((d) => d.name === owner.name)!;
    const list = members.map(label).join(', ');
    const named: Owner = {
      ...owner,
      label: `${doc.description} (${list}; ${root.text ?? `the root of namespace ${members[0]!.namespace}`})`,
    };
    if (root.settle) Object.assign(named, unproven(root.settle(members)));
    out.byHolder.set(holder, [...(out.byHolder.get(holder) ?? []), named]);
  }
  // Roots the inputs cannot compare make a second writer only possible: one of them still writes for sure.
  for (const owners of out.byHolder.values()) {
    if (owners.length && owners.every((o) => !provesWriting(o)))
      owners[0] = { ...owners[0]!, certain: undefined, settle: undefined };
  }
  return out;
}

/** Which root a workload writes into caBundle: `key` is equal for workloads the inputs show to share one. */
interface Root {
  key: string;
  text?: string;
  /** When the inputs cannot tell whether it is the root of another install: the fact that settles it. */
  settle?: (members: readonly Resource[]) => string;
}

/** The first of the catalogue's root sources that applies (policies/owners `workload.root`), else the namespace's own. */
function rootOf(model: Model, doc: OwnerDocument, at: ContainerAt): Root {
  const w = at.workload;
  for (const source of doc.workload!.root ?? []) {
    if (source.when) {
      const h = holds(model, at, source.when);
      if (h.holds === false) continue;
      if (h.holds === undefined) {
        return {
          key: `unknown\0${w.namespace}`,
          text: `a root that ${h.resolved.from} decides`,
          settle: (m) => `${h.resolved.from} of ${m.map(label).join(', ')} (whether its root is ${source.description})`,
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
        settle: (m) =>
          `whether ${what} (${m.map(label).join(', ')}) holds the same ${source.key} as the other installs`,
      };
    }
  }
  return { key: `namespace\0${w.namespace}` };
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
